#!/usr/bin/env node
// Prints what a line chart of 1,000,000 points costs in headless Chromium: ms from render to the first frame
// painted after the plot drew (median of 5 page loads), the points left after min/max decimation, the same
// for a zoom into half the window, and the gzipped bytes of the chart view module with uPlot.
// Run with `node bench/chart-first-paint.mjs`.
/* global window -- read inside the page */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../test/e2e/support/launch.ts';
import { stylesModule, STYLES_ID } from '../elements/styles/plugin.mjs';

const root = new URL('..', import.meta.url).pathname;
const LOADS = 5;
const ORIGIN = 'http://chart-bench.test';

const stylesPlugin = {
  name: 'tbkit-styles',
  setup(b) {
    b.onResolve({ filter: /^virtual:tbkit-styles$/ }, () => ({ path: STYLES_ID, namespace: 'tbkit' }));
    b.onLoad({ filter: /.*/, namespace: 'tbkit' }, async () => ({ contents: await stylesModule({ sources: ['elements'] }), loader: 'js' }));
  },
};

/** Bundles an entry as the browser gets it in production (minified, React's production build). */
async function bundle(entry, external = []) {
  const result = await build({
    entryPoints: [`${root}${entry}`], bundle: true, write: false, format: 'esm', platform: 'browser', target: 'es2022',
    jsx: 'automatic', minify: true, define: { 'process.env.NODE_ENV': '"production"' }, external, plugins: [stylesPlugin], logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

const gzipBytes = (code) => gzipSync(code, { level: 9 }).length;

/**
 * The code a page loads for an entry before it runs: the entry chunk and the chunks it imports statically
 * (each language's messages load later, on use), split as the kit build splits it.
 */
async function staticClosure(entry, external, kitShared = false) {
  const sharedKit = {
    name: 'kit-shared',
    setup(b) {
      if (kitShared) b.onResolve({ filter: /\/core\/(i18n|icon)\.js$/ }, (args) => ({ path: args.path, external: true }));
    },
  };
  const result = await build({
    entryPoints: [`${root}${entry}`], bundle: true, write: false, format: 'esm', platform: 'browser', target: 'es2022', splitting: true,
    outdir: '/virtual-out', jsx: 'automatic', minify: true, metafile: true, define: { 'process.env.NODE_ENV': '"production"' }, external, plugins: [sharedKit], logLevel: 'silent',
  });
  const base = (path) => path.split('/').pop();
  const files = new Map(result.outputFiles.map((f) => [base(f.path), f.text]));
  const outputs = result.metafile.outputs;
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || !outputs[name]) return;
    seen.add(name);
    for (const i of outputs[name].imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  visit(Object.keys(outputs).find((name) => outputs[name].entryPoint?.endsWith(entry)));
  return [...seen].map((name) => files.get(base(name)) ?? '').join('\n');
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const page = await bundle('bench/chart-first-paint.page.tsx');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await tab.route(`${ORIGIN}/**`, (route) => {
      const js = route.request().url().endsWith('.js');
      route.fulfill({ contentType: js ? 'text/javascript' : 'text/html', body: js ? page : '<!doctype html><div id="host"></div><script type="module" src="/page.js"></script>' });
    });
    const runs = [];
    for (let i = 0; i < LOADS; i++) {
      await tab.goto(`${ORIGIN}/`);
      await tab.waitForFunction(() => window.__chartBench !== undefined);
      runs.push(await tab.evaluate(() => window.__chartBench));
    }
    const last = runs.at(-1);
    const list = (key) => runs.map((r) => r[key].toFixed(0)).join(', ');
    console.log(`1,000,000 points generated in the page in ${median(runs.map((r) => r.generateMs)).toFixed(0)} ms (not counted below)`);
    console.log(`first paint of the chart: median ${median(runs.map((r) => r.firstPaintMs)).toFixed(0)} ms (${LOADS} loads: ${list('firstPaintMs')}); ${last.drawnPoints} points drawn for a ${last.plotWidth} px wide plot`);
    console.log(`zoom into half the window: median ${median(runs.map((r) => r.zoomPaintMs)).toFixed(0)} ms to paint (${list('zoomPaintMs')}); ${last.zoomPoints} points drawn`);
  } finally {
    await browser.close();
  }
  const shared = ['react', 'react-dom', 'react/jsx-runtime', 'nanostores', '@nanostores/react', 'virtual:tbkit-styles'];
  const entry = 'elements/dashboard/widgets/charts/time-series-chart.tsx';
  const view = await staticClosure(entry, shared, true);
  const withKit = await staticClosure(entry, shared);
  const uplot = await bundle('node_modules/uplot/dist/uPlot.esm.js');
  console.log(`chart view module with uPlot: ${gzipBytes(view)} bytes gzip -9 (${Buffer.byteLength(view)} minified), the kit's i18n and icon modules, React and nanostores shared with the rest of the kit and not counted`);
  console.log(`the same with the kit's i18n core and its English messages: ${gzipBytes(withKit)} bytes gzip -9; uPlot alone ${gzipBytes(uplot)} bytes gzip -9`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
