import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS, e2eServer, launchBrowser, loginFields, newPage, signIn, type E2eServer, type Role } from './support/e2e.js';

let server: E2eServer;
let browser: Browser;

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
});

const WIDE = { viewport: { width: 1440, height: 900 } };

/** The 'forbidden' dialog of console-core §2 / §8, found by its title. */
function forbiddenDialog(page: Page) {
  return page.getByRole('alertdialog', { name: 'Access forbidden' });
}

/** Waits until the 'forbidden' dialog shows its title, text and buttons. */
async function expectForbiddenDialog(page: Page): Promise<void> {
  const dialog = forbiddenDialog(page);
  await dialog.waitFor();
  await dialog.getByText('You do not have access to this page. Sign in as a different user to open it.').waitFor();
  await dialog.getByRole('button', { name: 'Sign in' }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
}

/** The side menu's entry with this text. */
function menuEntry(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });
}

/** Follows a link to `path` inside the page, as a link in page content would be followed. */
async function followLink(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'link';
    document.body.append(link);
    link.click();
    link.remove();
  }, path);
}

const cases: Array<{ role: Role; path: string; menu: string; menuPath: string }> = [
  { role: 'tenant', path: '/tenants', menu: 'Devices', menuPath: '/devices' },
  { role: 'customer', path: '/deviceProfiles', menu: 'Assets', menuPath: '/assets' },
];

for (const { role, path, menu, menuPath } of cases) {
  test(`${role}: loading ${path} lands at home with the 'forbidden' dialog`, async (t) => {
    const { page, errors } = await newPage(t, browser, server, WIDE);
    await signIn(page, role);
    await page.goto(path);
    await expectForbiddenDialog(page);
    assert.equal(new URL(page.url()).pathname, '/home');
    // Cancel keeps the person signed in at home, free to go on.
    await forbiddenDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await forbiddenDialog(page).waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/home');
    await menuEntry(page, menu).click();
    await page.waitForURL((url) => url.pathname === menuPath);
    assert.equal(await forbiddenDialog(page).count(), 0);
    assert.notEqual(await page.evaluate(() => localStorage.getItem('jwt_token')), null);
    assert.deepEqual(errors.map(String), []);
  });

  test(`${role}: following a link to ${path} shows the 'forbidden' dialog on the same page, and going back closes it`, async (t) => {
    const { page, errors } = await newPage(t, browser, server, WIDE);
    await signIn(page, role);
    await menuEntry(page, menu).click();
    await page.waitForURL((url) => url.pathname === menuPath);
    await followLink(page, path);
    await expectForbiddenDialog(page);
    assert.equal(new URL(page.url()).pathname, menuPath);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/home');
    await forbiddenDialog(page).waitFor({ state: 'detached' });
    assert.notEqual(await page.evaluate(() => localStorage.getItem('jwt_token')), null);
    assert.deepEqual(errors.map(String), []);
  });
}

test("signed out, a link to /tenants asks for sign-in; a tenant admin then lands at home with the 'forbidden' dialog", async (t) => {
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await page.goto('/tenants');
  await page.waitForURL((url) => url.pathname === '/login');
  const fields = loginFields(page);
  await fields.username.fill(ACCOUNTS.tenant.email);
  await fields.password.fill(ACCOUNTS.tenant.password);
  await fields.password.press('Enter');
  await expectForbiddenDialog(page);
  assert.equal(new URL(page.url()).pathname, '/home');
  assert.equal(await fields.password.count(), 0);
  assert.deepEqual(errors.map(String), []);
});
