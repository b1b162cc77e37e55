// Serves `virtual:tbkit-styles` (the compiled kit stylesheet as a string module) to rollup and to the
// browser test server, compiled once per build.
import { compileKitCss } from './build-styles.mjs';

export const STYLES_ID = 'virtual:tbkit-styles';

/** The stylesheet module's source for the given compile options. */
export async function stylesModule(options) {
  return `export default ${JSON.stringify(await compileKitCss(options))};`;
}

/** Rollup plugin resolving the stylesheet module; `options` as for `compileKitCss`. */
export function kitStylesRollup(options = {}) {
  return {
    name: 'tbkit-styles',
    resolveId: (id) => (id === STYLES_ID ? `\0${STYLES_ID}` : null),
    load: (id) => (id === `\0${STYLES_ID}` ? stylesModule(options) : null),
  };
}

/** Web dev server (test runner) plugin serving the stylesheet module; recompiled on every test run. */
export function kitStylesDevServer(options = {}) {
  const path = '/__tbkit-styles.js';
  return {
    name: 'tbkit-styles',
    resolveImport: ({ source }) => (source === STYLES_ID ? path : undefined),
    serve: async (context) => (context.path === path ? { body: await stylesModule(options), type: 'js' } : undefined),
  };
}
