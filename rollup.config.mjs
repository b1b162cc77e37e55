// Builds what ships: `dist/sdk/index.js` (ES module, minified). Later entries (elements) join the same
// build so that they share chunks under `dist/chunks/`.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

/** Entry points by output name (relative to `dist/`, without `.js`). */
export const entries = {
  'sdk/index': 'sdk/index.ts',
  'sdk/catalogues': 'sdk/catalogues/index.ts',
  'sdk/ota': 'sdk/ota.ts',
};

/**
 * The TypeScript plugin over `tsconfig.json` with emitting switched on; only the shipped folders form the
 * program (server and test code are checked by `tsc --noEmit`), and type errors do not stop the bundle.
 */
export function typescriptPlugin() {
  return typescript({
    tsconfig: './tsconfig.json',
    include: ['sdk/**/*.ts', 'elements/**/*.ts', 'elements/**/*.tsx'],
    compilerOptions: { noEmit: false, declaration: false, sourceMap: true, incremental: false },
    noEmitOnError: false,
    outputToFilesystem: false,
  });
}

/** The plugins every entry is built with. */
export function plugins() {
  return [nodeResolve({ extensions: ['.mjs', '.js', '.ts', '.json'] }), typescriptPlugin(), terser({ ecma: 2022, module: true })];
}

export default {
  input: entries,
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
  },
  plugins: plugins(),
  onwarn(warning, warn) {
    if (warning.plugin === 'typescript') return;
    warn(warning);
  },
};
