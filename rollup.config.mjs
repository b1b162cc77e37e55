// Builds what ships: the SDK entry points, the element kit (one entry per control, so a page loads only what
// it uses) and later the console, in one build so that they share chunks under `dist/chunks/`.
import { readdirSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { kitStylesRollup } from './elements/styles/plugin.mjs';
import { mdiIcons } from './scripts/rollup-mdi-icons.mjs';
import { PREACT_ALIASES } from './scripts/preact-aliases.mjs';

/** One entry per control that has a `define` module: `dist/elements/<name>.js` registers `tb-<name>`. */
export function elementEntries() {
  return Object.fromEntries(
    readdirSync('elements', { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(`elements/${d.name}/define.ts`))
      .map((d) => [`elements/${d.name}`, `elements/${d.name}/define.ts`]),
  );
}

/** Entry points by output name (relative to `dist/`, without `.js`). */
export const entries = {
  'sdk/index': 'sdk/index.ts',
  'sdk/catalogues': 'sdk/catalogues/index.ts',
  'sdk/ota': 'sdk/ota.ts',
  'elements/index': 'elements/index.ts',
  ...elementEntries(),
};

/**
 * The TypeScript plugin over `tsconfig.json` with emitting switched on; only the shipped folders form the
 * program (server and test code are checked by `tsc --noEmit`), and type errors do not stop the bundle.
 */
export function typescriptPlugin() {
  return typescript({
    tsconfig: './tsconfig.json',
    include: ['sdk/**/*.ts', 'elements/**/*.ts', 'elements/**/*.tsx', 'console/**/*.ts', 'console/**/*.tsx'],
    compilerOptions: { noEmit: false, declaration: false, sourceMap: true, incremental: false },
    noEmitOnError: false,
    outputToFilesystem: false,
  });
}

/**
 * Resolves React to preact/compat, for the element kit: a page embedding a dashboard or a picker loads about
 * 36 KB less script. The console keeps React.
 */
export function preactCompat() {
  return {
    name: 'tbkit-preact-compat',
    resolveId(source, importer, options) {
      if (!(source in PREACT_ALIASES)) return null;
      return this.resolve(PREACT_ALIASES[source], importer, { ...options, skipSelf: true });
    },
  };
}

/** The plugins every entry is built with; `renderer` 'preact' resolves React to preact/compat. */
export function plugins(styles = {}, renderer = 'react') {
  return [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    ...(renderer === 'preact' ? [preactCompat()] : []),
    kitStylesRollup(styles),
    nodeResolve({ extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'], browser: true }),
    commonjs(),
    typescriptPlugin(),
    mdiIcons(),
    terser({ ecma: 2022, module: true, compress: { passes: 2 } }),
  ];
}

/**
 * Deletes what an earlier build left in the output folder and this one did not write (old hashed chunks and
 * their maps), so `dist/` holds only what ships. `keep` names subfolders another build owns.
 */
export function pruneStaleOutput(keep = []) {
  return {
    name: 'tbkit-prune-stale-output',
    writeBundle(options, bundle) {
      const walk = (dir) =>
        readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));
      for (const file of walk(options.dir)) {
        const name = relative(options.dir, file).split('\\').join('/');
        if (!(name in bundle) && !keep.some((k) => name.startsWith(`${k}/`))) rmSync(file);
      }
    },
  };
}

/** The SDK and element kit build. */
export const kitBuild = {
  input: entries,
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
  },
  // The dashboard's edit mode is the console's alone (console/pages/dashboards): no element's shadow root needs its classes.
  plugins: [...plugins({ exclude: ['elements/dashboard/edit'] }, 'preact'), pruneStaleOutput(['console'])],
  onwarn(warning, warn) {
    if (warning.plugin === 'typescript') return;
    warn(warning);
  },
};

/**
 * Writes the console's `index.html` with the hashed entry script (absolute, so deep links load it) and
 * copies the boot stylesheet; the page loads scripts and styles only from its own server.
 */
export function consoleHtml() {
  return {
    name: 'tbkit-console-html',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!entry) this.error('console entry chunk missing');
      const html = readFileSync('console/index.html', 'utf8').replace(
        /<script type="module" src="[^"]*"><\/script>/,
        `<script type="module" src="/${entry.fileName}"></script>`,
      );
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
      this.emitFile({ type: 'asset', fileName: 'boot.css', source: readFileSync('console/boot.css', 'utf8') });
    },
  };
}

/** The chunk name of a translation module (`…/<folder>/i18n/locales/<lang>.ts`, English aside), else undefined. */
export function localeChunk(id) {
  const match = /\/([^/]+)\/i18n\/locales\/([a-z]{2}_[A-Z]{2})\.ts$/.exec(id);
  return match && match[2] !== 'en_US' ? `${match[1]}-${match[2]}` : undefined;
}

/** The console: one entry, a chunk per route page, its stylesheet compiled over the kit and the console without the shadow-root reset. */
export const consoleBuild = {
  input: { main: 'console/main.tsx' },
  output: {
    dir: 'dist/console',
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: 'assets/[name]-[hash].js',
    // Icons shared by a few pages would otherwise each be a request of their own; such small chunks are
    // merged into a chunk that loads with them.
    experimentalMinChunkSize: 1000,
    // A language's messages of one namespace stay a chunk of their own: merged as small chunks, they would load
    // with pages that need none of them (the sign-in page fetched Turkish and Korean settings messages).
    manualChunks: (id) => localeChunk(id),
    sourcemap: true,
  },
  plugins: [...plugins({ sources: ['elements', 'console'], host: false }), consoleHtml(), pruneStaleOutput()],
  onwarn: kitBuild.onwarn,
};

export default [kitBuild, consoleBuild];
