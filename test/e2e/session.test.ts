import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS, e2eServer, launchBrowser, newPage, signIn, signInWith, startE2eServer, type E2eServer } from './support/e2e.js';

let server: E2eServer;
let browser: Browser;

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
});

/** Signs in through the API and answers the access token (for setting up data the test needs). */
async function apiToken(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password }) });
  assert.equal(res.status, 200, await res.clone().text());
  return ((await res.json()) as { token: string }).token;
}

/** Creates and activates a tenant administrator of the demo tenant whose language is `lang`. */
async function userSpeaking(lang: string): Promise<{ email: string; password: string }> {
  const token = await apiToken(server.url, ACCOUNTS.tenant.email, ACCOUNTS.tenant.password);
  const headers = { 'content-type': 'application/json', 'x-authorization': `Bearer ${token}` };
  const me = (await (await fetch(`${server.url}/api/auth/user`, { headers })).json()) as { tenantId: unknown };
  const email = `speaker-${lang.toLowerCase()}-${Date.now()}@example.com`;
  const created = await fetch(`${server.url}/api/user?sendActivationMail=false`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, authority: 'TENANT_ADMIN', tenantId: me.tenantId, firstName: 'Sprach', lastName: 'Test', additionalInfo: { lang } }),
  });
  assert.equal(created.status, 200, await created.clone().text());
  const { id } = (await created.json()) as { id: { id: string } };
  const link = await (await fetch(`${server.url}/api/user/${id.id}/activationLink`, { headers })).text();
  const activateToken = new URL(link).searchParams.get('activateToken');
  const password = 'Speak-2026-ok';
  const activated = await fetch(`${server.url}/api/noauth/activate?sendActivationMail=false`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ activateToken, password }),
  });
  assert.equal(activated.status, 200, await activated.clone().text());
  return { email, password };
}

/** The side menu's entry with this text (the menu is named 'Main menu' in English). */
function menuEntry(page: Page, name: string, menu = 'Main menu') {
  return page.getByRole('navigation', { name: menu }).getByRole('link', { name, exact: true });
}

/** Opens the rule chains list and waits until it has listed them, so nothing of the page is still loading. */
async function openRuleChains(page: Page): Promise<void> {
  const listed = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/ruleChains');
  await menuEntry(page, 'Rule chains').click();
  await page.waitForURL((url) => url.pathname === '/ruleChains');
  await listed;
}

test('an expired access token is refreshed during use and the person stays signed in', async (t) => {
  const { page } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 } });
  await signIn(page, 'tenant');
  await openRuleChains(page);
  await page.evaluate(() => localStorage.setItem('jwt_token_expiration', '0'));
  const refreshed = page.waitForResponse((res) => res.url().endsWith('/api/auth/token') && res.status() === 200);
  await menuEntry(page, 'Home').click();
  const issued = (await (await refreshed).json()) as { token: string };
  await page.waitForURL((url) => url.pathname === '/home');
  // Tokens carry no id of their own: one refreshed within the second of sign-in may equal the old one,
  // so the test compares with what the refresh answered and checks the expiry moved on.
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('jwt_token'), expiration: Number(localStorage.getItem('jwt_token_expiration')) }));
  assert.equal(stored.token, issued.token, 'the refreshed access token is stored');
  assert.ok(stored.expiration > Date.now(), 'its expiry lies ahead');
});

test('when the session cannot be renewed the person is signed out with the message and returns to the page after signing in', async (t) => {
  const { page } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 } });
  await signIn(page, 'tenant');
  await openRuleChains(page);
  await page.evaluate(() => {
    localStorage.setItem('jwt_token_expiration', '0');
    localStorage.setItem('refresh_token_expiration', '0');
  });
  await menuEntry(page, 'Home').click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByText('Your session has expired. Please sign in again.').first().waitFor();
  await signIn(page, 'tenant').catch(() => undefined);
  await page.waitForURL((url) => url.pathname === '/home' || url.pathname === '/ruleChains');
});

test('with the server gone the console says Unable to connect', async (t) => {
  const own = await startE2eServer();
  t.after(() => own.stop());
  const { page } = await newPage(t, browser, own, { viewport: { width: 1440, height: 900 } });
  await signIn(page, 'tenant');
  await openRuleChains(page);
  await own.stop();
  await menuEntry(page, 'Home').click();
  await page.getByText('Unable to connect').first().waitFor();
});

test('a German-speaking user gets the console in German', async (t) => {
  const user = await userSpeaking('de_DE');
  const { page } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 } });
  await signInWith(page, user.email, user.password);
  await page.waitForFunction(() => document.documentElement.lang.startsWith('de'));
  await menuEntry(page, 'Geräte', 'Hauptmenü').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'ltr');
});

test('a Persian-speaking user gets the console right to left, the menu on the right', async (t) => {
  const user = await userSpeaking('fa_IR');
  const { page } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 } });
  await signInWith(page, user.email, user.password);
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  assert.match(await page.evaluate(() => document.documentElement.lang), /^fa/);
  const nav = await page.locator('nav').first().boundingBox();
  assert.ok(nav && nav.x > 700, `menu starts at x=${nav?.x}`);
});
