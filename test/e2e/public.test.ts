import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS, E2E_URL_ENV, e2eServer, launchBrowser, loginFields, newPage, type E2eServer } from './support/e2e.js';
import { restClient, uniqueEmail, type RestClient } from './support/rest.js';

/** The parts of a dashboard this file reads. */
interface Dashboard {
  id: { id: string };
  title: string;
  assignedCustomers?: Array<{ customerId: { id: string }; public?: boolean }> | null;
}

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;
let dashboard: Dashboard;
let publicId: string;
let wasPublic: boolean;
let sysadmin: RestClient;
let ownTenantId: string;
let tenantAdmin: RestClient;
let lobbyId: string;
let lobbyPublicId: string;

/** Makes the demo tenant's first dashboard public (it may be already). */
async function shareDemoDashboard(): Promise<void> {
  tenant = await restClient(server, ACCOUNTS.tenant.email, ACCOUNTS.tenant.password);
  const page = await tenant.call<{ data: Dashboard[] }>('GET', '/api/tenant/dashboards?pageSize=10&page=0&sortProperty=title&sortOrder=ASC');
  const first = page.data[0];
  assert.ok(first, 'the demo tenant has a dashboard');
  wasPublic = (first.assignedCustomers ?? []).some((c) => c.public);
  dashboard = await tenant.call<Dashboard>('POST', `/api/customer/public/dashboard/${first.id.id}`);
  const assigned = (dashboard.assignedCustomers ?? []).find((c) => c.public);
  assert.ok(assigned, 'the dashboard is assigned to the public customer');
  publicId = assigned.customerId.id;
}

/** A caller holding an access token that was handed over rather than signed in for. */
function tokenClient(token: string): RestClient {
  return {
    token,
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const headers: Record<string, string> = { 'x-authorization': `Bearer ${token}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(new URL(path, server.url), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
      return (text === '' ? null : JSON.parse(text)) as T;
    },
  };
}

/** For the sign-in page: a tenant of its own, whose public customer holds exactly one dashboard whatever other files do. */
async function createLobby(): Promise<void> {
  sysadmin = await restClient(server, ACCOUNTS.sysadmin.email, ACCOUNTS.sysadmin.password);
  const created = await sysadmin.call<{ id: { id: string; entityType: string } }>('POST', '/api/tenant', { title: `Public sign-in ${Date.now()}` });
  ownTenantId = created.id.id;
  const admin = await sysadmin.call<{ id: { id: string } }>('POST', '/api/user?sendActivationMail=false', {
    email: uniqueEmail('public-admin'),
    authority: 'TENANT_ADMIN',
    tenantId: created.id,
  });
  tenantAdmin = tokenClient((await sysadmin.call<{ token: string }>('GET', `/api/user/${admin.id.id}/token`)).token);
  const lobby = await tenantAdmin.call<Dashboard>('POST', '/api/dashboard', { title: 'Lobby display' });
  lobbyId = lobby.id.id;
  const shared = await tenantAdmin.call<Dashboard>('POST', `/api/customer/public/dashboard/${lobbyId}`);
  const assigned = (shared.assignedCustomers ?? []).find((c) => c.public);
  assert.ok(assigned, 'the lobby dashboard is assigned to the public customer');
  lobbyPublicId = assigned.customerId.id;
}

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  await Promise.all([shareDemoDashboard(), createLobby()]);
});

after(async () => {
  // Only a server shared with other test files outlives this file; one of its own is gone by now.
  if (!process.env[E2E_URL_ENV]) return;
  if (dashboard && !wasPublic) await tenant.call('DELETE', `/api/customer/public/dashboard/${dashboard.id.id}`);
  if (ownTenantId) await sysadmin.call('DELETE', `/api/tenant/${ownTenantId}`);
});

/** The claims of the access token the console keeps. */
async function storedClaims(page: Page): Promise<{ sub?: string; scopes?: string[]; isPublic?: boolean; customerId?: string } | null> {
  const token = await page.evaluate(() => localStorage.getItem('jwt_token'));
  if (!token) return null;
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: string; scopes?: string[]; isPublic?: boolean; customerId?: string };
}

test('a visitor opening the public dashboard link is signed in as the public user and sees the dashboard', async (t) => {
  const { page, errors } = await newPage(t, browser, server);
  await page.goto(`/dashboard/${dashboard.id.id}?publicId=${publicId}`);
  await page.getByRole('heading', { level: 1, name: dashboard.title }).waitFor();
  assert.equal(new URL(page.url()).pathname, `/dashboard/${dashboard.id.id}`);
  const claims = await storedClaims(page);
  assert.equal(claims?.isPublic, true);
  assert.equal(claims?.sub, publicId);
  assert.deepEqual(claims?.scopes, ['CUSTOMER_USER']);
  assert.equal(claims?.customerId, publicId);
  // A public visitor has no account: no user menu, no sign-in form.
  assert.equal(await page.getByRole('button', { name: 'Account menu' }).count(), 0);
  assert.equal(await page.locator('input[name="password"]').count(), 0);
  assert.deepEqual(errors.map(String), []);
});

test('/login?publicId= alone signs in as the public customer and opens its public dashboard', async (t) => {
  const { page, errors } = await newPage(t, browser, server);
  await page.goto(`/login?publicId=${lobbyPublicId}`);
  await page.waitForURL((url) => url.pathname === `/dashboard/${lobbyId}`);
  assert.equal(new URL(page.url()).searchParams.get('publicId'), null);
  const claims = await storedClaims(page);
  assert.equal(claims?.isPublic, true);
  assert.equal(claims?.sub, lobbyPublicId);
  assert.equal(claims?.customerId, lobbyPublicId);
  assert.deepEqual(claims?.scopes, ['CUSTOMER_USER']);
  // A public visitor has no account: no user menu, no sign-in form.
  await page.getByRole('main').first().waitFor();
  assert.equal(await page.getByRole('button', { name: 'Account menu' }).count(), 0);
  assert.equal(await loginFields(page).password.count(), 0);
  // Loaded again, the stored public session opens the same dashboard.
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === `/dashboard/${lobbyId}`);
  assert.deepEqual(errors.map(String), []);
});

test('/login?publicId= of a public customer with no dashboard stays on the sign-in page and says so', async (t) => {
  await tenantAdmin.call('DELETE', `/api/customer/public/dashboard/${lobbyId}`);
  t.after(() => tenantAdmin.call('POST', `/api/customer/public/dashboard/${lobbyId}`));
  const { page, errors } = await newPage(t, browser, server);
  await page.goto(`/login?publicId=${lobbyPublicId}`);
  await page.getByRole('alert').filter({ hasText: 'Signing in did not complete. Please try again.' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
  assert.equal(await storedClaims(page), null);
  await loginFields(page).username.waitFor();
  assert.deepEqual(errors.map(String), []);
});
