import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { axeViolations, e2eServer, launchBrowser, newPage, type E2eServer } from './support/e2e.js';

let server: E2eServer;
let browser: Browser;

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
});

test('the console answers at / as an HTML page with a title and a strict script policy', async () => {
  const res = await fetch(`${server.url}/`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
  assert.match(await res.text(), /<title>[^<]+<\/title>/);
  assert.match(res.headers.get('content-security-policy') ?? '', /(^|; )script-src 'self'(;|$)/);
});

test('every unknown path answers the same page as /, while unknown API paths answer JSON errors', async () => {
  const index = await (await fetch(`${server.url}/`)).text();
  for (const path of ['/no/such/page', '/devices/not-a-route', '/login/unknown?x=1']) {
    const res = await fetch(server.url + path);
    assert.equal(res.status, 200, path);
    assert.equal(await res.text(), index, path);
  }
  const api = await fetch(`${server.url}/api/no/such/call`);
  assert.ok(api.status >= 400, String(api.status));
  assert.match(api.headers.get('content-type') ?? '', /^application\/json/);
});

test('the page at / and at an unknown path loads in Chromium without script errors or axe violations', async (t) => {
  for (const path of ['/', '/no/such/page']) {
    const { page, errors } = await newPage(t, browser, server);
    const res = await page.goto(path, { waitUntil: 'load' });
    assert.equal(res?.status(), 200, path);
    await page.waitForLoadState('networkidle');
    assert.notEqual(await page.title(), '', path);
    assert.deepEqual(errors.map(String), [], path);
    assert.deepEqual(await axeViolations(page), [], path);
  }
});
