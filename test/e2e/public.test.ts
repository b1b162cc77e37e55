import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS, E2E_URL_ENV, e2eServer, launchBrowser, newPage, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

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

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, ACCOUNTS.tenant.email, ACCOUNTS.tenant.password);
  const page = await tenant.call<{ data: Dashboard[] }>('GET', '/api/tenant/dashboards?pageSize=10&page=0&sortProperty=title&sortOrder=ASC');
  const first = page.data[0];
  assert.ok(first, 'the demo tenant has a dashboard');
  wasPublic = (first.assignedCustomers ?? []).some((c) => c.public);
  dashboard = await tenant.call<Dashboard>('POST', `/api/customer/public/dashboard/${first.id.id}`);
  const assigned = (dashboard.assignedCustomers ?? []).find((c) => c.public);
  assert.ok(assigned, 'the dashboard is assigned to the public customer');
  publicId = assigned.customerId.id;
});

after(async () => {
  // Only a server shared with other test files outlives this file; one of its own is gone by now.
  if (!process.env[E2E_URL_ENV]) return;
  if (dashboard && !wasPublic) await tenant.call('DELETE', `/api/customer/public/dashboard/${dashboard.id.id}`);
});

/** The claims of the access token the console keeps. */
async function storedClaims(page: Page): Promise<{ sub?: string; scopes?: string[]; isPublic?: boolean; customerId?: string } | null> {
  const token = await page.evaluate(() => localStorage.getItem('jwt_token'));
  if (!token) return null;
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: string; scopes?: string[]; isPublic?: boolean; customerId?: string };
}

test('a visitor opening the public dashboard link is signed in as the public user and sees the dashboard page', async (t) => {
  const { page, errors } = await newPage(t, browser, server);
  await page.goto(`/dashboard/${dashboard.id.id}?publicId=${publicId}`);
  await page.getByText('Dashboards open here once the dashboard view is part of the console.').waitFor();
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
