// Bundles one browser test file (TypeScript, JSX, CommonJS React) into an ES module for the test runner.
import { build } from 'esbuild';
import { stylesModule, STYLES_ID } from '../../elements/styles/plugin.mjs';

let styles;

/** The kit stylesheet as esbuild serves it: compiled once per test run over elements and console. */
const stylesPlugin = {
  name: 'tbkit-styles',
  setup(b) {
    b.onResolve({ filter: /^virtual:tbkit-styles$/ }, () => ({ path: STYLES_ID, namespace: 'tbkit' }));
    b.onLoad({ filter: /.*/, namespace: 'tbkit' }, async () => {
      styles ??= stylesModule({ sources: ['elements', 'console'], minify: false });
      return { contents: await styles, loader: 'js' };
    });
  },
};

/** Node built-ins that test libraries probe for inside try blocks resolve to an empty module in the browser. */
const nodeBuiltinsPlugin = {
  name: 'node-builtins',
  setup(b) {
    b.onResolve({ filter: /^(util|timers)$/ }, (args) => ({ path: args.path, namespace: 'empty' }));
    b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'export default {};', loader: 'js' }));
  },
};

/** Bundles `file` (relative to the repository root) and answers the module's source. */
export async function bundleTestFile(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    sourcemap: 'inline',
    define: { 'process.env.NODE_ENV': '"development"' },
    external: ['/__web-dev-server__web-socket.js'],
    plugins: [stylesPlugin, nodeBuiltinsPlugin],
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
