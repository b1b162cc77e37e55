#!/usr/bin/env node
// Prints what the console's devices page costs with 10,000 devices in the tenant: the time from
// navigation until the first row shows (median of 5 loads), and the frame times while a page of
// 1,000 rows scrolls from top to bottom, half a screen per frame, in headless Chromium (goal: every
// frame within its 16.7 ms; a frame that took two display refreshes or more counts as dropped).
// Runs against TB_URL_BASE when given, otherwise against a server it starts on a temporary data
// directory (the console must be built: `npm run build`). Run with `node --import tsx bench/devices-page.mjs`.
/* global window, document, requestAnimationFrame -- used inside page scripts, which run in the browser */
import { existsSync } from 'node:fs';
import { ACCOUNTS, launchChromium, signIn, startE2eServer } from '../test/e2e/support/launch.js';

const root = new URL('..', import.meta.url).pathname;
const DEVICES = 10_000;
const LOADS = 5;
/** One display refresh at 60 Hz; a frame taking 1.5 refreshes or more missed its refresh. */
const REFRESH_MS = 1000 / 60;
const IMPORT_CHUNK = 1_000;

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
    const scroller = document.querySelector('[part="scroll"]');
    const frames = [];
    let last = performance.now();
    const step = () => {
      const now = performance.now();
      frames.push(now - last);
      last = now;
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) return resolve({ frames, rows: document.querySelectorAll('[role="rowgroup"] [role="row"]').length });
      scroller.scrollTop += scroller.clientHeight / 2;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function main() {
  let server;
  let base = process.env.TB_URL_BASE?.replace(/\/+$/, '');
  if (!base) {
    if (!existsSync(`${root}dist/console/index.html`)) throw new Error('build the console first: npm run build');
    server = await startE2eServer();
    base = server.url;
  }
  const browser = await launchChromium();
  try {
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

    await page.goto('/devices?pageSize=1000');
    await page.waitForFunction(() => document.querySelectorAll('[role="rowgroup"] [role="row"]').length > 0);
    await page.waitForLoadState('networkidle');
    const { frames, rows } = await page.evaluate(scrollAndTime);
    const dropped = frames.filter((ms) => ms >= REFRESH_MS * 1.5).length;
    console.log(`scrolling a page of 1,000 rows: ${frames.length} frames, median ${median(frames).toFixed(1)} ms, p95 ${percentile(frames, 0.95).toFixed(1)} ms, worst ${Math.max(...frames).toFixed(1)} ms, ${dropped} dropped (a refresh missed); ${rows} rows in the DOM at the end`);
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
