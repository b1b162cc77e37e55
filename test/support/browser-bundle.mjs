// Bundles one browser test file (TypeScript, JSX, CommonJS React) into an ES module for the test runner.
import { build } from 'esbuild';
import { stylesModule, STYLES_ID } from '../../elements/styles/plugin.mjs';
import { PREACT_ALIASES } from '../../scripts/preact-aliases.mjs';

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

/**
 * The example pages import the built kit by URL (`/kit/elements/<name>.js`, served by the server from
 * `dist/`); in a test bundle that URL is the control's define module, so the example runs on the sources.
 */
const kitUrlPlugin = {
  name: 'tbkit-kit-urls',
  setup(b) {
    b.onResolve({ filter: /^\/kit\/elements\/[a-z0-9-]+\.js$/ }, (args) => ({ path: new URL(`../../elements/${args.path.slice('/kit/elements/'.length, -'.js'.length)}/define.ts`, import.meta.url).pathname }));
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

/**
 * Whether a test file runs on Preact, as what it tests ships: the element kit is built on preact/compat, the
 * console on React (which also covers the kit's controls the console renders). TB_RENDERER=react or =preact
 * runs every file on one of them.
 */
export function rendersWithPreact(file) {
  const forced = process.env.TB_RENDERER;
  if (forced) return forced === 'preact';
  return file.startsWith('test/elements/');
}

/** Where the shared chunks of the test bundles are served from. */
export const CHUNKS_PATH = '/__chunks/';

/** Chunks written by the bundles so far, by URL path; a chunk's name holds its content hash. */
const chunks = new Map();

/**
 * Bundles `file` (relative to the repository root) and answers the module's source. Code split: what a
 * test only imports on demand (the other languages' messages, lazily loaded views) goes into chunks
 * served by {@link bundledChunk} and is loaded only when the test asks for it. Source maps only with
 * TB_BROWSER_SOURCEMAPS set: they triple what the browser parses for every file.
 */
export async function bundleTestFile(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    splitting: true,
    outdir: '/wtr',
    outbase: '.',
    entryNames: '[dir]/[name]',
    chunkNames: `${CHUNKS_PATH.slice(1)}[name]-[hash]`,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    sourcemap: process.env.TB_BROWSER_SOURCEMAPS ? 'inline' : false,
    define: { 'process.env.NODE_ENV': '"development"' },
    external: ['/__web-dev-server__web-socket.js'],
    plugins: [stylesPlugin, nodeBuiltinsPlugin, kitUrlPlugin],
    ...(rendersWithPreact(file) ? { alias: PREACT_ALIASES } : {}),
    logLevel: 'silent',
  });
  const entry = `/wtr/${file.replace(/\.tsx?$/, '.js')}`;
  let source;
  for (const output of result.outputFiles) {
    if (output.path === entry) source = output.text;
    else chunks.set(output.path.slice('/wtr'.length), output.text);
  }
  if (source === undefined) throw new Error(`esbuild wrote no module for ${file}`);
  return source;
}

/** A chunk of an earlier bundle, by its URL path, or undefined. */
export function bundledChunk(path) {
  return chunks.get(path);
}
