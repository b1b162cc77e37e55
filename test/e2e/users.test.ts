import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS, axeViolations, e2eServer, launchBrowser, linkIn, loginFields, newPage, nextMessage, signIn, signInWith, type E2eServer } from './support/e2e.js';
import { createActiveUser, restClient, uniqueEmail, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

const WIDE = { viewport: { width: 1440, height: 900 } };

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, ACCOUNTS.tenant.email, ACCOUNTS.tenant.password);
});

interface Identified {
  id: { id: string };
}

/** The subject and scopes of the access token the console keeps, once it has left the sign-in pages. */
async function sessionOf(page: Page): Promise<{ sub?: string; scopes?: string[] }> {
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const token = await page.evaluate(() => localStorage.getItem('jwt_token'));
  return JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: string; scopes?: string[] };
}

/** Confirms the question a user action asks, found by its title, with its button. */
async function confirm(page: Page, title: string, ok: string): Promise<void> {
  await page.getByRole('alertdialog', { name: title }).getByRole('button', { name: ok, exact: true }).click();
}

/** Deletes a user of the tenant after the test. */
function deleteAfter(t: { after(fn: () => Promise<unknown>): void }, id: string): void {
  t.after(() => tenant.call('DELETE', `/api/user/${id}`).catch(() => undefined));
}

/** The row of the users list holding an e-mail address. */
const userRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test('a tenant administrator shows a new user\'s activation link and mails it again; the mailed link is the same and creates the password', async (t) => {
  const email = uniqueEmail('link');
  const user = await tenant.call<Identified>('POST', '/api/user?sendActivationMail=false', { email, authority: 'TENANT_ADMIN', firstName: 'Link', lastName: 'Test' });
  deleteAfter(t, user.id.id);
  const expected = await tenant.call<string>('GET', `/api/user/${user.id.id}/activationLink`);

  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto(`/users/${user.id.id}`);
  await page.getByRole('heading', { level: 1, name: 'Link Test' }).waitFor();
  await page.getByRole('button', { name: 'Activation link', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Activation link of ${email}` });
  await dialog.getByText(`Whoever opens this link creates the password of ${email}.`, { exact: false }).waitFor();
  assert.equal((await dialog.getByText(expected, { exact: true }).textContent())?.trim(), expected);
  await dialog.getByRole('button', { name: 'Copy link' }).waitFor();
  assert.deepEqual(await axeViolations(page), []);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await dialog.waitFor({ state: 'hidden' });

  const since = Date.now();
  await page.getByRole('button', { name: 'Send activation mail', exact: true }).click();
  await confirm(page, `Send the activation mail to ${email} again?`, 'Send mail');
  await page.getByText(`Activation mail sent to ${email}.`).first().waitFor();
  const mailed = linkIn(await nextMessage(server, email, since));
  assert.equal(mailed.href, new URL(expected).href);
  assert.deepEqual(errors.map(String), []);

  // The link works: the user creates a password with it and is signed in.
  const visitor = await newPage(t, browser, server);
  await visitor.page.goto(mailed.href);
  await visitor.page.getByRole('heading', { name: 'Create password' }).waitFor();
  await visitor.page.getByLabel('Password', { exact: true }).fill('First-password-1');
  await visitor.page.getByLabel('Repeat password', { exact: true }).fill('First-password-1');
  await visitor.page.getByRole('button', { name: 'Create password' }).click();
  assert.equal((await sessionOf(visitor.page)).sub, email);

  // Once activated there is no link left to show: the dialog says why.
  await page.reload();
  await page.getByRole('button', { name: 'Activation link', exact: true }).click();
  await dialog.getByText('The activation link could not be loaded: ', { exact: false }).waitFor();
});

test('a disabled account cannot sign in until the tenant administrator enables it again', async (t) => {
  const email = uniqueEmail('disable');
  const password = 'Disable-me-1';
  deleteAfter(t, await createActiveUser(server, tenant, email, password));
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/users');
  const row = userRow(page, email);
  await row.waitFor();

  await row.getByRole('button', { name: 'Disable account' }).click();
  await confirm(page, `Disable the account of ${email}?`, 'Disable account');
  await page.getByText(`Account of ${email} disabled.`).first().waitFor();
  await row.getByRole('button', { name: 'Enable account' }).waitFor();

  const visitor = await newPage(t, browser, server);
  await visitor.page.goto('/login');
  const fields = loginFields(visitor.page);
  await fields.username.fill(email);
  await fields.password.fill(password);
  await fields.password.press('Enter');
  await visitor.page.getByRole('alert').filter({ hasText: 'User account is not active' }).waitFor();
  assert.equal(new URL(visitor.page.url()).pathname, '/login');
  assert.equal(await visitor.page.evaluate(() => localStorage.getItem('jwt_token')), null);

  await row.getByRole('button', { name: 'Enable account' }).click();
  await confirm(page, `Enable the account of ${email}?`, 'Enable account');
  await page.getByText(`Account of ${email} enabled.`).first().waitFor();
  await row.getByRole('button', { name: 'Disable account' }).waitFor();
  await signInWith(visitor.page, email, password);
  assert.equal((await sessionOf(visitor.page)).sub, email);
  assert.deepEqual(errors.map(String), []);
});

test('a tenant administrator logs in as a customer user and continues with that user\'s session and menu', async (t) => {
  const customerA = await tenant.call<Identified>('GET', `/api/tenant/customers?customerTitle=${encodeURIComponent('Customer A')}`);
  const email = uniqueEmail('login-as');
  deleteAfter(t, await createActiveUser(server, tenant, email, 'Customer-user-1', customerA.id.id));
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/users');
  const row = userRow(page, email);
  await row.getByRole('button', { name: 'Log in as this user' }).click();
  await confirm(page, `Log in as ${email}?`, 'Log in as user');
  await page.waitForURL((url) => url.pathname === '/home');
  await page.getByRole('link', { name: 'Entity views' }).first().waitFor();
  const session = await sessionOf(page);
  assert.equal(session.sub, email);
  assert.deepEqual(session.scopes, ['CUSTOMER_USER']);
  assert.equal(await page.getByRole('link', { name: 'Customers' }).count(), 0, 'no tenant menu entry');
  assert.deepEqual(errors.map(String), []);
});

test('a tenant administrator is offered no log-in as another tenant administrator', async (t) => {
  const email = uniqueEmail('peer');
  deleteAfter(t, await createActiveUser(server, tenant, email, 'Peer-admin-1'));
  const { page } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/users');
  const row = userRow(page, email);
  await row.getByRole('button', { name: 'Disable account' }).waitFor();
  assert.equal(await row.getByRole('button', { name: 'Log in as this user' }).count(), 0);
});

test('the system administrator logs in as the demo tenant\'s administrator from that administrator\'s page', async (t) => {
  const me = await tenant.call<{ id: { id: string } }>('GET', '/api/auth/user');
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'sysadmin');
  // The page rather than the tenant's list, on whose first page other tests' new administrators may push it down.
  await page.goto(`/users/${me.id.id}`);
  await page.getByRole('heading', { level: 1, name: 'Tenant Administrator' }).waitFor();
  await page.getByRole('button', { name: 'Log in as this user' }).click();
  await confirm(page, `Log in as ${ACCOUNTS.tenant.email}?`, 'Log in as user');
  await page.waitForURL((url) => url.pathname === '/home');
  await page.getByRole('link', { name: 'Customers' }).first().waitFor();
  const session = await sessionOf(page);
  assert.equal(session.sub, ACCOUNTS.tenant.email);
  assert.deepEqual(session.scopes, ['TENANT_ADMIN']);
  assert.deepEqual(errors.map(String), []);
});
