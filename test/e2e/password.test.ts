import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS, e2eServer, launchBrowser, linkIn, newPage, nextMessage, outbox, signInWith, type E2eServer } from './support/e2e.js';
import { createActiveUser, restClient, uniqueEmail, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, ACCOUNTS.tenant.email, ACCOUNTS.tenant.password);
});

/** Waits until the console leaves the sign-in pages and answers the subject of the stored access token. */
async function signedInAs(page: Page): Promise<string | undefined> {
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const token = await page.evaluate(() => localStorage.getItem('jwt_token'));
  return (JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: string }).sub;
}

/** Asks for a reset link on the request page as a person does and answers the link the server mailed. */
async function requestResetLink(page: Page, email: string): Promise<URL> {
  await page.goto('/login/resetPasswordRequest');
  await page.getByRole('heading', { name: 'Request password reset' }).waitFor();
  const since = Date.now();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Request password reset' }).click();
  await page.getByText('Reset link sent.').first().waitFor();
  return linkIn(await nextMessage(server, email, since));
}

test('a forgotten password is reset through the mailed link, and the new one signs in', async (t) => {
  const email = uniqueEmail('reset');
  await createActiveUser(server, tenant, email, 'Old-password-1');
  const { page, errors } = await newPage(t, browser, server);
  const link = await requestResetLink(page, email);
  await page.goto(link.href);
  await page.waitForURL((url) => url.pathname === '/login/resetPassword');
  await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
  await page.getByLabel('New password', { exact: true }).fill('New-password-2');
  await page.getByLabel('Repeat new password', { exact: true }).fill('New-password-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  assert.equal(await signedInAs(page), email);
  assert.deepEqual(errors.map(String), []);

  const again = await newPage(t, browser, server);
  await signInWith(again.page, email, 'New-password-2');
  assert.equal(new URL(again.page.url()).pathname, '/home');
  assert.deepEqual(again.errors.map(String), []);
});

test('two different new passwords show the mismatch error and send nothing', async (t) => {
  const email = uniqueEmail('mismatch');
  await createActiveUser(server, tenant, email, 'Old-password-1');
  const { page, errors } = await newPage(t, browser, server);
  const link = await requestResetLink(page, email);
  await page.goto(link.href);
  await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
  });
  const since = Date.now();
  await page.getByLabel('New password', { exact: true }).fill('New-password-2');
  await page.getByLabel('Repeat new password', { exact: true }).fill('New-password-3');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByText('The two passwords do not match.').first().waitFor();
  assert.equal(new URL(page.url()).pathname, '/login/resetPassword');
  assert.deepEqual(sent, []);
  assert.deepEqual(await outbox(server, email, since), []);
  assert.deepEqual(errors.map(String), []);
});

test('a new user opens the activation link, creates a password and lands signed in', async (t) => {
  const email = uniqueEmail('activate');
  const since = Date.now();
  await tenant.call('POST', '/api/user?sendActivationMail=true', { email, authority: 'TENANT_ADMIN', firstName: 'New', lastName: 'User' });
  const message = await nextMessage(server, email, since);
  const { page, errors } = await newPage(t, browser, server);
  await page.goto(linkIn(message).href);
  await page.waitForURL((url) => url.pathname === '/login/createPassword');
  await page.getByRole('heading', { name: 'Create password' }).waitFor();
  await page.getByText('Choose a password to activate your account.').waitFor();
  await page.getByLabel('Password', { exact: true }).fill('First-password-1');
  await page.getByLabel('Repeat password', { exact: true }).fill('First-password-1');
  await page.getByRole('button', { name: 'Create password' }).click();
  assert.equal(await signedInAs(page), email);
  assert.equal(new URL(page.url()).pathname, '/home');
  assert.deepEqual(errors.map(String), []);
});
