#!/usr/bin/env node
// Prints what the console's devices page costs with 10,000 devices in the tenant: the time from
// navigation until the first row shows (median of 5 loads), and the frames while a page of 1,000 rows
// scrolls from top to bottom, half a screen per frame, in headless Chromium (goal: every frame under 16 ms).
// Two figures per scroll, because the interval between animation frames cannot go below the 16.7 ms
// refresh period however little a frame costs: the rAF-to-rAF intervals (a frame that took 1.5 refreshes or
// more missed one), and the main thread's work per frame from a Chromium trace (its frame task, the scroll
// event, React's render, style, layout and paint, plus any other task before the next frame).
// The same scroll is measured on the devices list's entity table alone (bench/devices-page.page.tsx, built
// from source on Preact as the kit ships, no server), then on the console page (React) against the server. Runs against TB_URL_BASE when given,
// otherwise against a server it starts on a temporary data directory (the console must be built: `npm run
// build`). Run with `node --import tsx bench/devices-page.mjs [--table-only] [--runs N]`; BENCH_TRACE=file.json keeps
// the last trace for Chromium's performance panel.
/* global window, document, requestAnimationFrame -- used inside page scripts, which run in the browser */
import { existsSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { ACCOUNTS, launchChromium, signIn, startE2eServer } from '../test/e2e/support/launch.js';
import { stylesModule, STYLES_ID } from '../elements/styles/plugin.mjs';
import { PREACT_ALIASES } from '../scripts/preact-aliases.mjs';

const root = new URL('..', import.meta.url).pathname;
const DEVICES = 10_000;
const LOADS = 5;
/** One display refresh at 60 Hz; a frame taking 1.5 refreshes or more missed its refresh. */
const REFRESH_MS = 1000 / 60;
const IMPORT_CHUNK = 1_000;
/** The work-per-frame goal. */
const GOAL_MS = 16;
const TABLE_ONLY = process.argv.includes('--table-only');
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 2;
const TABLE_ORIGIN = 'http://devices-table-bench.test';

async function api(base, method, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-authorization': `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Fills the tenant up to 10,000 devices through the bulk import, a thousand lines at a time. */
async function fillTenant(base) {
  const { email, password } = ACCOUNTS.tenant;
  const { token } = await api(base, 'POST', '/api/auth/login', undefined, { username: email, password });
  const count = async () => (await api(base, 'GET', '/api/tenant/devices?pageSize=1&page=0', token)).totalElements;
  let have = await count();
  const started = performance.now();
  for (let n = 0; have < DEVICES; n++) {
    const lines = Array.from({ length: Math.min(IMPORT_CHUNK, DEVICES - have) }, (_, i) => `Bench device ${n}-${i},bench`);
    const result = await api(base, 'POST', '/api/device/bulk_import', token, {
      file: lines.join('\n'), mapping: { columns: [{ type: 'NAME' }, { type: 'TYPE' }], delimiter: ',', update: true, header: false },
    });
    if (result.errors > 0) throw new Error(`import errors: ${result.errorsList.slice(0, 3).join('; ')}`);
    have = await count();
  }
  return { devices: have, importSeconds: (performance.now() - started) / 1000 };
}

/** Marks, in the page, the first frame at which a row of the devices table is shown. */
function watchFirstRow() {
  const check = () => {
    if (document.querySelector('[role="rowgroup"] [role="row"]')) {
      window.__tbFirstRowMs = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Scrolls the table from top to bottom, a step per frame, and answers every frame's duration. */
function scrollAndTime() {
  return new Promise((resolve) => {
    const scope = document.getElementById('host')?.shadowRoot ?? document;
    const scroller = scope.querySelector('[part="scroll"]');
    const frames = [];
    let last = performance.now();
    const step = () => {
      const now = performance.now();
      frames.push(now - last);
      last = now;
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) return resolve({ frames, rows: scope.querySelectorAll('[role="rowgroup"] [role="row"]').length });
      scroller.scrollTop += scroller.clientHeight / 2;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/**
 * Scrolls the table twice: first untraced, for the rAF intervals (tracing lengthens the frames), then from the top
 * again while Chromium traces it, for the main thread's busy time of each frame: from the start of one task
 * running animation frame callbacks to the start of the next, the sum of its top-level tasks.
 */
async function tracedScroll(page) {
  const plain = await page.evaluate(scrollAndTime);
  await page.evaluate(() => {
    ((document.getElementById('host')?.shadowRoot ?? document).querySelector('[part="scroll"]')).scrollTop = 0;
  });
  await page.waitForTimeout(500);
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] } });
  await page.evaluate(scrollAndTime);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  if (process.env.BENCH_TRACE) writeFileSync(process.env.BENCH_TRACE, JSON.stringify({ traceEvents: events }));
  return { ...plain, work: frameWork(events) };
}

/** What the main thread did, by trace event name, and the share each part of a frame's work falls in. */
const PARTS = {
  script: ['EventDispatch', 'FunctionCall', 'FireAnimationFrame', 'TimerFire', 'RunMicrotasks', 'v8.execute'],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'Commit', 'CompositeLayers'],
};

/**
 * Busy time of the renderer's main thread per animation frame, from trace events: from the start of one task
 * running animation frame callbacks to the start of the next, the sum of its top-level tasks, as wall time
 * (`ms`, which other processes' load inflates) and as the thread's CPU time (`cpu`), with the CPU time of
 * script, style, layout and paint in them.
 */
function frameWork(events) {
  const rafs = events.filter((e) => e.name === 'FireAnimationFrame' && e.ph === 'X');
  const perThread = new Map();
  for (const e of rafs) perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return [];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const tasks = [];
  for (const e of onMain.filter((x) => x.name === 'RunTask')) {
    const last = tasks.at(-1);
    if (!last || e.ts >= last.ts + last.dur) tasks.push({ ts: e.ts, dur: e.dur ?? 0, cpu: e.tdur ?? e.dur ?? 0 });
  }
  const rafTimes = rafs.filter((e) => `${e.pid}:${e.tid}` === main).map((e) => e.ts);
  // The tasks that ran animation frame callbacks start the frames.
  const starts = [...new Set(rafTimes.map((ts) => tasks.findLast((t) => t.ts <= ts && ts < t.ts + t.dur)?.ts).filter((ts) => ts !== undefined))].sort((a, b) => a - b);
  const partOf = new Map(Object.entries(PARTS).flatMap(([part, names]) => names.map((name) => [name, part])));
  const work = [];
  for (let i = 0; i + 1 < starts.length; i++) {
    const inFrame = tasks.filter((t) => t.ts >= starts[i] && t.ts < starts[i + 1]);
    const frame = { ms: inFrame.reduce((sum, t) => sum + t.dur, 0) / 1000, cpu: inFrame.reduce((sum, t) => sum + t.cpu, 0) / 1000, script: 0, style: 0, layout: 0, paint: 0 };
    // Each event's own CPU time (less that of the events inside it) goes to its part, or to its nearest
    // enclosing event's part: style and layout forced inside script count as style and layout.
    const open = [];
    for (const e of onMain) {
      if (e.ts < starts[i] || e.ts >= starts[i + 1]) continue;
      while (open.length && open.at(-1).end <= e.ts) open.pop();
      const own = (e.tdur ?? e.dur ?? 0) / 1000;
      const part = partOf.get(e.name) ?? open.at(-1)?.part;
      const parent = open.at(-1);
      if (parent?.part) frame[parent.part] -= own;
      if (part) frame[part] += own;
      open.push({ end: e.ts + (e.dur ?? 0), part });
    }
    work.push(frame);
  }
  return work;
}

/** Prints both figures of a scroll. */
function printScroll(what, { frames, rows, work }) {
  const dropped = frames.filter((ms) => ms >= REFRESH_MS * 1.5).length;
  console.log(`${what}: ${frames.length} frames untraced; rAF-to-rAF median ${median(frames).toFixed(1)} ms, p95 ${percentile(frames, 0.95).toFixed(1)} ms, worst ${Math.max(...frames).toFixed(1)} ms, ${dropped} missed a refresh; ${rows} rows in the DOM at the end`);
  if (work.length === 0) return console.log('  main-thread work per frame: no frames found in the trace');
  const figures = (values) => `median ${median(values).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms, worst ${Math.max(...values).toFixed(1)} ms, ${values.filter((ms) => ms >= GOAL_MS).length} at ${GOAL_MS} ms or more`;
  console.log(`  main-thread work per frame (trace, ${work.length} frames), CPU time: ${figures(work.map((f) => f.cpu))}`);
  console.log(`    the same as wall time (inflated when other processes hold the cores): ${figures(work.map((f) => f.ms))}`);
  const part = (name) => `${name} ${median(work.map((f) => f[name])).toFixed(1)}/${percentile(work.map((f) => f[name]), 0.95).toFixed(1)}`;
  console.log(`    CPU ms per frame, median/p95: ${['script', 'style', 'layout', 'paint'].map(part).join(', ')}`);
}

const stylesPlugin = {
  name: 'tbkit-styles',
  setup(b) {
    b.onResolve({ filter: /^virtual:tbkit-styles$/ }, () => ({ path: STYLES_ID, namespace: 'tbkit' }));
    b.onLoad({ filter: /.*/, namespace: 'tbkit' }, async () => ({ contents: await stylesModule({ sources: ['elements', 'console'] }), loader: 'js' }));
  },
};

/** The table-only page, bundled as production code on Preact, as the kit's `<tb-entity-table>` ships. */
async function tablePage() {
  const result = await build({
    entryPoints: [`${root}bench/devices-page.page.tsx`], bundle: true, write: false, format: 'esm', platform: 'browser', target: 'es2022',
    jsx: 'automatic', minify: true, alias: PREACT_ALIASES, define: { 'process.env.NODE_ENV': '"production"' }, plugins: [stylesPlugin], logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** Scrolls the devices list's entity table alone, `RUNS` times. */
async function benchTableOnly(browser) {
  const code = await tablePage();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.route(`${TABLE_ORIGIN}/**`, (route) => {
    const js = route.request().url().endsWith('.js');
    route.fulfill({ contentType: js ? 'text/javascript' : 'text/html', body: js ? code : '<!doctype html><body style="margin:0"><div id="host"></div><script type="module" src="/page.js"></script>' });
  });
  try {
    for (let run = 1; run <= RUNS; run++) {
      await page.goto(`${TABLE_ORIGIN}/`);
      await page.waitForFunction(() => document.getElementById('host')?.shadowRoot?.querySelectorAll('[role="rowgroup"] [role="row"]').length > 0);
      await page.waitForTimeout(500);
      printScroll(`entity table alone, page of 1,000 rows, run ${run}`, await tracedScroll(page));
    }
  } finally {
    await context.close();
  }
}

async function main() {
  const browser = await launchChromium();
  let server;
  try {
    await benchTableOnly(browser);
    if (TABLE_ONLY) return;
    let base = process.env.TB_URL_BASE?.replace(/\/+$/, '');
    if (!base) {
      if (!existsSync(`${root}dist/console/index.html`)) throw new Error('build the console first: npm run build');
      server = await startE2eServer();
      base = server.url;
    }
    const filled = await fillTenant(base);
    console.log(`tenant devices: ${filled.devices} (bulk import took ${filled.importSeconds.toFixed(1)} s)`);
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
    await context.addInitScript(watchFirstRow);
    const page = await context.newPage();
    await signIn(page, 'tenant');

    const firstRow = [];
    for (let i = 0; i < LOADS; i++) {
      await page.goto('/devices', { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__tbFirstRowMs !== undefined);
      firstRow.push(await page.evaluate(() => window.__tbFirstRowMs));
    }
    console.log(`devices page, first row shown: median ${median(firstRow).toFixed(0)} ms (${LOADS} loads: ${firstRow.map((ms) => ms.toFixed(0)).join(', ')})`);

    for (let run = 1; run <= RUNS; run++) {
      await page.goto('/devices?pageSize=1000');
      // The page of 1,000 rows, not the skeleton or the first page of 10: the scroll height of 1,000 rows.
      await page.waitForFunction(() => (document.querySelector('[part="scroll"]')?.scrollHeight ?? 0) > 20 * window.innerHeight);
      await page.waitForLoadState('networkidle');
      printScroll(`console devices page, page of 1,000 rows, run ${run}`, await tracedScroll(page));
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
