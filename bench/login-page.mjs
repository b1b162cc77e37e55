#!/usr/bin/env node
// Prints what a first visit of the console's login page costs in headless Chromium: the gzipped bytes of
// every JS and CSS file it loads (gzip -9 of each answer as served; budget 110 KB) and the time from
// navigation start until the login form accepts input, cold (fresh browser profile each run), median of 5.
// Runs against TB_URL_BASE when given, otherwise against a server it starts on a temporary data directory.
// Run with `node --import tsx bench/login-page.mjs`.
/* global window, document, requestAnimationFrame -- used inside page scripts, which run in the browser */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchChromium, loginFields, startE2eServer } from '../test/e2e/support/launch.js';

const root = new URL('..', import.meta.url).pathname;
const BUDGET_BYTES = 110 * 1024;
const THINGSBOARD_341_KB = 2080;
const RUNS = 5;

/** Records, in the page, the first frame at which the username field is shown, enabled and not covered. */
function watchInputReady() {
  const check = () => {
    const input = document.querySelector('input[name="username"]');
    if (input && !input.disabled && input.checkVisibility()) {
      const box = input.getBoundingClientRect();
      if (document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === input) {
        window.__tbInputReadyMs = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** JS and CSS answers of a first visit of /login, each with its raw and gzip -9 size. */
async function loadedFiles(browser, base) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const path = new URL(response.url()).pathname;
    if (type === 'script' || type === 'stylesheet' || /\.(m?js|css)$/.test(path)) {
      bodies.push(response.body().then((body) => ({ path, type: /\.css$/.test(path) || type === 'stylesheet' ? 'css' : 'js', raw: body.length, gzip: gzipSync(body, { level: 9 }).length })));
    }
  });
  await page.goto('/login');
  await loginFields(page).username.waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(bodies);
  await context.close();
  return files.sort((a, b) => b.gzip - a.gzip);
}

/** Milliseconds from navigation start until the form accepts input, in a browser with a fresh profile. */
async function timeToInput(base) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: base });
    await context.addInitScript(watchInputReady);
    const page = await context.newPage();
    await page.goto('/login', { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__tbInputReadyMs !== undefined);
    const ms = await page.evaluate(() => window.__tbInputReadyMs);
    // It accepts input: typing reaches the field.
    const { username } = loginFields(page);
    await username.pressSequentially('a');
    if ((await username.inputValue()) !== 'a') throw new Error('the username field did not take the typed text');
    return ms;
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  let server;
  let base = process.env.TB_URL_BASE?.replace(/\/+$/, '');
  if (!base) {
    if (!existsSync(`${root}dist/console/index.html`)) {
      const build = spawnSync('npx', ['rollup', '-c', '--silent'], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('build failed');
    }
    server = await startE2eServer();
    base = server.url;
  }
  try {
    const browser = await launchChromium();
    const files = await loadedFiles(browser, base).finally(() => browser.close());
    for (const f of files) console.log(`${String(f.gzip).padStart(8)} B gz ${String(f.raw).padStart(9)} B  ${f.type.padEnd(3)} ${f.path}`);
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    const byType = (type) => files.filter((f) => f.type === type).reduce((sum, f) => sum + f.gzip, 0);
    console.log(`login page: ${files.length} JS and CSS files, ${total} bytes gzip -9 (${kb(total)}: JS ${kb(byType('js'))}, CSS ${kb(byType('css'))}); budget ${kb(BUDGET_BYTES)}; ThingsBoard 3.4.1 about ${THINGSBOARD_341_KB} KB`);

    const times = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await timeToInput(base));
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`login form accepts input after ${Math.round(sorted[Math.floor(RUNS / 2)])} ms (median of ${RUNS} cold runs: ${times.map(Math.round).join(', ')} ms)`);
  } finally {
    await server?.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
