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

interface Named {
  id: { id: string };
  customerTitle?: string | null;
}

test('a tenant administrator adds an asset and a customer, assigns the asset to the customer, then deletes both after confirming', async (t) => {
  const suffix = Date.now().toString(36);
  const assetName = `E2E pump ${suffix}`;
  const customerTitle = `E2E customer ${suffix}`;
  t.after(async () => {
    const asset = await tenant.call<Named>('GET', `/api/tenant/assets?assetName=${encodeURIComponent(assetName)}`).catch(() => null);
    if (asset) await tenant.call('DELETE', `/api/asset/${asset.id.id}`).catch(() => undefined);
    const customer = await tenant.call<Named>('GET', `/api/tenant/customers?customerTitle=${encodeURIComponent(customerTitle)}`).catch(() => null);
    if (customer) await tenant.call('DELETE', `/api/customer/${customer.id.id}`).catch(() => undefined);
  });
  const { page } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');

  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add customer' }).click();
  const customerDialog = page.getByRole('dialog', { name: 'Add customer' });
  await customerDialog.getByLabel('Title').fill(customerTitle);
  await customerDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText('Customer added.').waitFor();
  await page.getByRole('row').filter({ hasText: customerTitle }).waitFor();

  await page.goto('/assets');
  await page.getByRole('button', { name: 'Add asset' }).click();
  const assetDialog = page.getByRole('dialog', { name: 'Add asset' });
  await assetDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await assetDialog.getByText('Name is required.').waitFor();
  await assetDialog.getByLabel('Name').fill(assetName);
  await assetDialog.getByLabel('Type').fill('pump');
  await assetDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText('Asset added.').waitFor();
  const row = page.getByRole('row').filter({ hasText: assetName });
  await row.waitFor();
  assert.deepEqual(await axeViolations(page), []);

  await row.getByRole('button', { name: 'Assign to customer' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign to customer' });
  // The customer is found by typing part of its title into the picker.
  await assign.getByRole('combobox', { name: 'Customer' }).fill(`E2E customer ${suffix.slice(0, 3)}`);
  await assign.getByRole('option', { name: customerTitle }).click();
  await assign.getByRole('button', { name: 'Assign to customer' }).click();
  await page.getByText('Assigned to the customer.').waitFor();
  await row.getByText(customerTitle).waitFor();
  const asset = await tenant.call<Named>('GET', `/api/tenant/assets?assetName=${encodeURIComponent(assetName)}`);
  assert.equal((await tenant.call<Named>('GET', `/api/asset/info/${asset.id.id}`)).customerTitle, customerTitle);

  await row.getByRole('button', { name: 'Unassign from customer' }).click();
  await page.getByText('Unassigned from the customer.').waitFor();
  await page.getByRole('checkbox', { name: `Select ${assetName}` }).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete the selected assets (1)?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await row.waitFor({ state: 'detached' });

  await page.goto('/customers');
  await page.getByRole('checkbox', { name: `Select ${customerTitle}` }).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Delete the selected customers (1)?' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('row').filter({ hasText: customerTitle }).waitFor({ state: 'detached' });
});

test('a customer user reads its assets and dashboards with no add, select or delete', async (t) => {
  const { page } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'customer');
  for (const path of ['/assets', '/devices', '/dashboards']) {
    await page.goto(path);
    await page.getByRole('grid').waitFor();
    await page.waitForFunction(() => !document.querySelector('[role=grid][aria-busy=true]'));
    assert.equal(await page.getByRole('button', { name: /^Add / }).count(), 0, path);
    assert.equal(await page.getByRole('checkbox').count(), 0, path);
    assert.equal(await page.getByRole('button', { name: 'Assign to customer' }).count(), 0, path);
  }
});

test('a system administrator sees the tenants and opens the administrators of one', async (t) => {
  const { page } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'sysadmin');
  await page.goto('/tenants');
  // The demo tenant's row, found by its e-mail (other files add tenants, and the header names a tenant profile).
  const row = page.getByRole('row').filter({ hasText: 'tenant@thingsboard.org' }).first();
  await row.waitFor();
  assert.deepEqual(await axeViolations(page), []);
  await row.getByRole('button', { name: 'Tenant administrators' }).click();
  await page.waitForURL('**/users?tenantId=*');
  await page.getByRole('row').filter({ hasText: 'tenant@thingsboard.org' }).waitFor();
});

test('the devices list shows a new device inactive, then active the moment it sends its first message, without a reload', async (t) => {
  const name = `E2E activity ${Date.now().toString(36)}`;
  const token = `e2e-activity-${Date.now().toString(36)}`;
  const device = await tenant.call<Named>('POST', `/api/device?accessToken=${token}`, { name, type: 'default' });
  t.after(() => tenant.call('DELETE', `/api/device/${device.id.id}`));
  const { page } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/devices');
  const row = page.getByRole('row').filter({ hasText: name });
  await row.waitFor();
  const header = await page.getByRole('columnheader').allInnerTexts();
  const status = header.findIndex((text) => text.trim() === 'Status');
  assert.ok(status > 0, `a Status column among ${header.join(', ')}`);
  const cell = row.getByRole('gridcell').nth(status);
  await cell.getByText('Inactive', { exact: true }).waitFor();
  const sent = await fetch(`${server.url}/api/v1/${token}/telemetry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"temperature": 20}' });
  assert.equal(sent.status, 200);
  await cell.getByText('Active', { exact: true }).waitFor();
});

test('at 1440 pixels the assets, entity views and edges lists show every column without scrolling sideways', async (t) => {
  const { page } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  for (const path of ['/assets', '/entityViews', '/edgeInstances']) {
    await page.goto(path);
    await page.getByRole('row').nth(1).waitFor();
    const grid = page.locator('main [role=grid]').first();
    // The grid scrolls inside its parent.
    const [scroll, client] = await grid.evaluate((el) => [el.parentElement!.scrollWidth, el.parentElement!.clientWidth]);
    assert.ok(scroll <= client, `${path}: ${scroll} px of columns in ${client} px`);
    await page.getByRole('columnheader', { name: 'Public' }).waitFor();
  }
});
