import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

const WIDE = { viewport: { width: 1440, height: 900 } };

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, 'tenant@thingsboard.org', 'tenant');
});

interface DeviceInfo {
  id: { id: string };
  customerId: { id: string };
  customerTitle?: string | null;
  customerIsPublic?: boolean;
}

/** A new device of the tenant with an access token, deleted after the test. */
async function newDevice(t: { after(fn: () => Promise<unknown>): void }, prefix: string): Promise<{ id: string; name: string; token: string }> {
  const suffix = Date.now().toString(36);
  const name = `${prefix} ${suffix}`;
  const token = `${prefix.toLowerCase().replace(/\W+/g, '-')}-${suffix}`;
  const device = await tenant.call<{ id: { id: string } }>('POST', `/api/device?accessToken=${token}`, { name, type: 'default' });
  t.after(() => tenant.call('DELETE', `/api/device/${device.id.id}`).catch(() => undefined));
  return { id: device.id.id, name, token };
}

const infoOf = (id: string) => tenant.call<DeviceInfo>('GET', `/api/device/info/${id}`);

test('a customer user claims a device that registered a claim, with its secret key, then unclaims it from its page', async (t) => {
  const device = await newDevice(t, 'E2E claimable');
  // The device makes itself claimable through the device API (protocol: POST /api/v1/{token}/claim).
  const registered = await fetch(`${server.url}/api/v1/${device.token}/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ secretKey: 'e2e-secret', durationMs: 60_000 }),
  });
  assert.equal(registered.status, 200);

  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'customer');
  await page.goto('/devices');
  await page.getByRole('button', { name: 'Claim device', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim a device' });
  await dialog.getByRole('button', { name: 'Claim device', exact: true }).click();
  await dialog.getByText('Device name is required.').waitFor();
  await dialog.getByLabel('Device name').fill(device.name);
  await dialog.getByLabel('Secret key').fill('not-the-secret');
  await dialog.getByRole('button', { name: 'Claim device', exact: true }).click();
  await dialog.getByText('The device could not be claimed: it registered no claim, the claim expired, or the secret key differs.').waitFor();
  assert.deepEqual(await axeViolations(page), []);
  // A wrong key spends the claim, as in ThingsBoard: the device registers it again.
  await fetch(`${server.url}/api/v1/${device.token}/claim`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ secretKey: 'e2e-secret' }) });
  await dialog.getByLabel('Secret key').fill('e2e-secret');
  await dialog.getByRole('button', { name: 'Claim device', exact: true }).click();
  await page.getByText(`${device.name} now belongs to your customer.`).first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  const row = page.getByRole('row').filter({ hasText: device.name });
  await row.waitFor();
  assert.equal((await infoOf(device.id)).customerTitle, 'Customer A');

  await row.click();
  await page.getByRole('heading', { level: 1, name: device.name }).waitFor();
  await page.getByRole('button', { name: 'Unclaim device', exact: true }).click();
  await page.getByRole('alertdialog', { name: `Unclaim ${device.name}?` }).getByRole('button', { name: 'Unclaim device', exact: true }).click();
  await page.getByText(`${device.name} no longer belongs to your customer.`).first().waitFor();
  await page.waitForURL((url) => url.pathname === '/devices');
  await page.getByRole('grid').waitFor();
  await page.waitForFunction(() => !document.querySelector('[role=grid][aria-busy=true]'));
  assert.equal(await page.getByRole('row').filter({ hasText: device.name }).count(), 0);
  assert.equal((await infoOf(device.id)).customerTitle ?? null, null);
  assert.deepEqual(errors.map(String), []);
});

test('claiming a device that already belongs to a customer says so in the dialog', async (t) => {
  const device = await newDevice(t, 'E2E taken');
  const customerA = await tenant.call<{ id: { id: string } }>('GET', `/api/tenant/customers?customerTitle=${encodeURIComponent('Customer A')}`);
  await tenant.call('POST', `/api/customer/${customerA.id.id}/device/${device.id}`);
  const { page } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'customer');
  await page.goto('/devices');
  await page.getByRole('button', { name: 'Claim device', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim a device' });
  await dialog.getByLabel('Device name').fill(device.name);
  await dialog.getByRole('button', { name: 'Claim device', exact: true }).click();
  await dialog.getByText('The device already belongs to a customer.').waitFor();
});

test('a tenant administrator makes a device public, which a public visitor then reads, and private again', async (t) => {
  const device = await newDevice(t, 'E2E shared');
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/devices');
  const row = page.getByRole('row').filter({ hasText: device.name });
  await row.getByRole('button', { name: 'Make public' }).click();
  await page.getByText('Made public.').first().waitFor();
  await row.getByRole('button', { name: 'Make private' }).waitFor();
  assert.equal(await row.getByRole('button', { name: 'Assign to customer' }).count(), 0);
  const shared = await infoOf(device.id);
  assert.equal(shared.customerIsPublic, true);

  // The public customer's visitor reads it without an account.
  const login = await fetch(`${server.url}/api/auth/login/public`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ publicId: shared.customerId.id }) });
  const { token } = (await login.json()) as { token: string };
  const read = await fetch(`${server.url}/api/device/${device.id}`, { headers: { 'x-authorization': `Bearer ${token}` } });
  assert.equal(read.status, 200);

  await row.getByRole('button', { name: 'Make private' }).click();
  await page.getByText('Made private.').first().waitFor();
  await row.getByRole('button', { name: 'Make public' }).waitFor();
  assert.equal((await infoOf(device.id)).customerIsPublic ?? false, false);
  const again = await fetch(`${server.url}/api/device/${device.id}`, { headers: { 'x-authorization': `Bearer ${token}` } });
  assert.equal(again.status, 403);
  assert.deepEqual(errors.map(String), []);
});
