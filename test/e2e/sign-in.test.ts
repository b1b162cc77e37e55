import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS, axeViolations, e2eServer, launchBrowser, loginFields, newPage, signIn, type E2eServer, type Role } from './support/e2e.js';

let server: E2eServer;
let browser: Browser;

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
});

/** The claims of the access token the console keeps under ThingsBoard's local-storage key. */
async function storedTokenClaims(page: Page): Promise<{ sub?: string; scopes?: string[] } | null> {
  const token = await page.evaluate(() => localStorage.getItem('jwt_token'));
  if (!token) return null;
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: string; scopes?: string[] };
}

for (const role of Object.keys(ACCOUNTS) as Role[]) {
  test(`${ACCOUNTS[role].email} signs in on the login page and lands at home`, async (t) => {
    const { page, errors } = await newPage(t, browser, server);
    await signIn(page, role);
    assert.equal(new URL(page.url()).pathname, '/home');
    const claims = await storedTokenClaims(page);
    assert.equal(claims?.sub, ACCOUNTS[role].email);
    assert.deepEqual(claims?.scopes, [ACCOUNTS[role].authority]);
    assert.deepEqual(errors.map(String), []);
  });
}

test('signed out, / and an unknown path lead to the login page', async (t) => {
  const { page } = await newPage(t, browser, server);
  for (const path of ['/', '/no/such/page', '/home']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/login');
    await loginFields(page).username.waitFor();
  }
});

test('a wrong password keeps the visitor on the login page and says why', async (t) => {
  const { page } = await newPage(t, browser, server);
  await page.goto('/login');
  const fields = loginFields(page);
  await fields.username.fill(ACCOUNTS.tenant.email);
  await fields.password.fill('not the password');
  await fields.password.press('Enter');
  await page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
  assert.equal(await page.evaluate(() => localStorage.getItem('jwt_token')), null);
});

test('the login page has no axe violations in the light and the dark theme', async (t) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const { page } = await newPage(t, browser, server, { colorScheme });
    await page.goto('/login');
    await loginFields(page).username.waitFor();
    assert.deepEqual(await axeViolations(page), [], colorScheme);
  }
});
