#!/usr/bin/env node
// Prints what `<tb-dashboard>` costs a page, in headless Chromium with a fake backend:
// - the gzipped bytes of every file of the shipped kit (`dist/`, built by `npm run build` when missing) a
//   page loads for a dashboard of one line chart: the element, its shared chunks, the chart view and uPlot,
//   the English messages, next to the 120 KB budget;
// - main-thread busy time of a 20-widget dashboard (10 line charts, 10 digital values) while each widget
//   gets 10 updates per second, over 10 s after a warm-up (goal: under 15 %).
// Prints, never asserts. Run with `node --import tsx bench/tb-dashboard.mjs [--bytes-only]`.
/* global window, document -- read inside the page */
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../test/e2e/support/launch.ts';

const root = new URL('..', import.meta.url).pathname;
const ORIGIN = 'http://tb-dashboard-bench.test';
const BUDGET_BYTES = 120 * 1024;
const RATE = 10;
const BUSY_WINDOW_MS = 10_000;
const WARM_UP_MS = 3_000;
const ELEMENT = 'elements/dashboard.js';

/**
 * The page's files by path: the shipped kit under `dist/` read as requested, and the bench page's own
 * script (`harness.js`, which only needs the element's tag and its `realtime` property) bundled apart.
 */
async function bundle() {
  if (!existsSync(`${root}dist/${ELEMENT}`)) {
    const built = spawnSync('npx', ['rollup', '-c', '--silent'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('build failed');
  }
  const harness = await build({
    entryPoints: [`${root}bench/tb-dashboard.page.ts`], bundle: true, write: false, format: 'esm', platform: 'browser', target: 'es2022', minify: true, logLevel: 'silent',
  });
  const files = new Map([['harness.js', harness.outputFiles[0].text]]);
  return {
    has: (path) => files.has(path) || (/^(elements|chunks)\/[\w.-]+\.js$/.test(path) && existsSync(`${root}dist/${path}`)),
    get: (path) => {
      if (!files.has(path)) files.set(path, readFileSync(`${root}dist/${path}`, 'utf8'));
      return files.get(path);
    },
  };
}

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims) => `${base64url({ alg: 'HS512' })}.${base64url(claims)}.c2ln`;

const key = { name: 'temperature', type: 'timeseries', label: 'Temperature', units: '°C', decimals: 1, settings: {} };
const source = (alias) => [{ type: 'entity', entityAliasId: alias, dataKeys: [key] }];

/** A dashboard of `charts` line charts and `values` digital values, each on a single device of its own. */
function dashboard(charts, values) {
  const widgets = {};
  const placed = {};
  const aliases = {};
  for (let i = 0; i < charts + values; i++) {
    const id = `w${i}`;
    const chart = i < charts;
    aliases[id] = { id, alias: id, filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}` } } };
    widgets[id] = chart
      ? { id, bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries', config: { title: `Chart ${i + 1}`, datasources: source(id) } }
      : { id, bundleAlias: 'digital_gauges', typeAlias: 'digital_value', type: 'latest', config: { title: `Value ${i + 1}`, units: '°C', decimals: 1, datasources: source(id) } };
    placed[id] = { row: Math.floor(i / 4) * 4, col: (i % 4) * 6, sizeX: 6, sizeY: 4 };
  }
  return {
    id: { entityType: 'DASHBOARD', id: 'bench' }, title: 'Bench',
    configuration: {
      widgets, entityAliases: aliases, settings: { stateControllerId: 'entity', showDashboardTimewindow: true },
      states: { default: { name: 'Bench', root: true, layouts: { main: { widgets: placed, gridSettings: { columns: 24, margin: 10 } } } } },
      timewindow: { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: 600_000, interval: 1000 }, aggregation: { type: 'NONE', limit: 50_000 } },
    },
  };
}

const DASHBOARDS = { 'one-chart': dashboard(1, 0), twenty: dashboard(10, 10) };

/** Answers the page, the bundle and the few REST calls the element makes; records the script files served. */
async function serve(page, files, served) {
  const iat = Math.floor(Date.now() / 1000);
  const tokens = { token: jwt({ sub: 'public', scopes: ['CUSTOMER_USER'], isPublic: true, customerId: 'public', tenantId: 't', userId: 'u', iat, exp: iat + 9000 }), refreshToken: jwt({ scopes: ['REFRESH_TOKEN'], iat, exp: iat + 9000 }) };
  await page.route(`${ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.slice(1);
    const json = (body) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) });
    if (path === '') return route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><body><script type="module" src="/harness.js"></script><script type="module" src="/${ELEMENT}"></script></body></html>` });
    if (files.has(path)) {
      served.push(path);
      return route.fulfill({ contentType: 'text/javascript', body: files.get(path) });
    }
    if (path === 'api/auth/login/public') return json(tokens);
    if (path === 'api/dashboard/serverTime') return json(Date.now());
    if (path === 'api/dashboard/maxDatapointsLimit') return json(50_000);
    const id = path.match(/^api\/dashboard\/([\w-]+)$/)?.[1];
    if (id && DASHBOARDS[id]) return json(DASHBOARDS[id]);
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"status":404,"message":"Not found","errorCode":32}' });
  });
}

const gzipBytes = (code) => gzipSync(code, { level: 9 }).length;

async function open(browser, files, dashboardId, widgets, rate) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  const served = [];
  page.on('pageerror', (e) => console.log('page error:', e.message));
  await serve(page, files, served);
  await page.goto(`${ORIGIN}/?dashboardId=${dashboardId}&widgets=${widgets}&rate=${rate}`);
  await page.waitForFunction(() => window.__tbDashboardBench && window.__tbDashboardBench.drawn >= window.__tbDashboardBench.widgets, null, { timeout: 60_000 }).catch(async (err) => {
    console.error(`served: ${served.join(', ')}; page shows: ${await page.evaluate(() => document.querySelector('tb-dashboard')?.shadowRoot?.textContent?.slice(0, 300))}`);
    throw err;
  });
  return { page, served };
}

async function main() {
  const files = await bundle();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    if (process.argv.includes('--bytes-only')) process.env.TB_BENCH_BYTES_ONLY = '1';
    const one = await open(browser, files, 'one-chart', 1, 0);
    await one.page.waitForTimeout(500);
    const kitFiles = [...new Set(one.served)].filter((f) => f !== 'harness.js');
    const bytes = kitFiles.reduce((sum, f) => sum + gzipBytes(files.get(f)), 0);
    const minified = kitFiles.reduce((sum, f) => sum + Buffer.byteLength(files.get(f)), 0);
    const verdict = bytes <= BUDGET_BYTES ? 'within' : 'OVER';
    console.log(`tb-dashboard with one line chart: ${bytes} bytes gzip -9 in ${kitFiles.length} files (${minified} minified), budget ${BUDGET_BYTES} bytes (120 KB): ${verdict} budget`);
    const bySize = kitFiles.map((f) => [f, gzipBytes(files.get(f))]).sort((a, b) => b[1] - a[1]);
    console.log(`  files: ${bySize.map(([f, n]) => `${f} ${n}`).join(', ')}`);
    await one.page.close();
    if (process.env.TB_BENCH_BYTES_ONLY) return;

    const twenty = await open(browser, files, 'twenty', 20, RATE);
    const cdp = await twenty.page.context().newCDPSession(twenty.page);
    await cdp.send('Performance.enable');
    await twenty.page.waitForTimeout(WARM_UP_MS);
    const NAMES = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'ThreadTime'];
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.filter((m) => NAMES.includes(m.name)).map((m) => [m.name, m.value]));
    const before = { ...(await metrics()), updates: await twenty.page.evaluate(() => window.__tbDashboardBench.updates), at: Date.now() };
    await twenty.page.waitForTimeout(BUSY_WINDOW_MS);
    const after = { ...(await metrics()), updates: await twenty.page.evaluate(() => window.__tbDashboardBench.updates), at: Date.now() };
    const wall = (after.at - before.at) / 1000;
    const share = (name) => ((after[name] - before[name]) / wall) * 100;
    const perSecond = (after.updates - before.updates) / wall;
    console.log(`20 widgets (10 line charts, 10 digital values), ${RATE} updates per second per widget (${perSecond.toFixed(0)} updates/s delivered): main thread busy ${share('TaskDuration').toFixed(1)} % of ${wall.toFixed(1)} s, goal under 15 %`);
    console.log(`  of which script ${share('ScriptDuration').toFixed(1)} %, style ${share('RecalcStyleDuration').toFixed(1)} %, layout ${share('LayoutDuration').toFixed(1)} %; main-thread CPU time ${share('ThreadTime').toFixed(1)} % (less affected by other processes on a loaded machine)`);
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
