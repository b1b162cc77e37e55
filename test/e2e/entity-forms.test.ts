import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';
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
}

test('a tenant administrator makes an entity view of a device with a time-series key picked from its keys, and its telemetry tab shows the values', async (t) => {
  const suffix = Date.now().toString(36);
  const deviceName = `E2E view source ${suffix}`;
  const viewName = `E2E view ${suffix}`;
  const token = `e2e-view-${suffix}`;
  const device = await tenant.call<Named>('POST', `/api/device?accessToken=${token}`, { name: deviceName, type: 'default' });
  const post = (body: unknown) => fetch(`${server.url}/api/v1/${token}/telemetry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  assert.equal((await post({ e2eLevel: 7, e2eHidden: 1 })).status, 200);
  t.after(async () => {
    const view = await tenant.call<Named>('GET', `/api/tenant/entityViews?entityViewName=${encodeURIComponent(viewName)}`).catch(() => null);
    if (view) await tenant.call('DELETE', `/api/entityView/${view.id.id}`).catch(() => undefined);
    await tenant.call('DELETE', `/api/device/${device.id.id}`).catch(() => undefined);
  });
  const { page } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/entityViews');
  await page.getByRole('button', { name: 'Add entity view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add entity view' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(viewName);
  await dialog.getByRole('combobox', { name: 'Type', exact: true }).fill('e2e-view');
  await dialog.getByRole('combobox', { name: 'Device or asset shown' }).fill(deviceName.slice(0, 18));
  await dialog.getByRole('option', { name: deviceName }).click();
  const keys = dialog.getByRole('combobox', { name: 'Time-series keys' });
  await keys.fill('e2eL');
  await dialog.getByRole('option', { name: 'e2eLevel' }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText('Entity view added.').waitFor();

  await page.getByRole('row').filter({ hasText: viewName }).click();
  await page.getByRole('tab', { name: 'Latest telemetry' }).click();
  const table = page.getByRole('table', { name: 'Latest telemetry' });
  await table.getByRole('row').filter({ hasText: 'e2eLevel' }).filter({ hasText: '7' }).waitFor();
  assert.equal(await table.getByText('e2eHidden').count(), 0, 'a key the view does not pass on');
  // What the device posts next reaches the view's tab without a reload.
  assert.equal((await post({ e2eLevel: 8 })).status, 200);
  await table.getByRole('row').filter({ hasText: 'e2eLevel' }).filter({ hasText: '8' }).waitFor();
});

test('a devices list opened with a search in its address shows that text in the toolbar search, and closing the search lists every device again', async (t) => {
  const { page } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/devices?textSearch=Thermo');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.waitFor();
  assert.equal(await search.inputValue(), 'Thermo');
  await page.getByRole('row').filter({ hasText: 'Thermostat T1' }).waitFor();
  assert.equal(await page.getByRole('row').filter({ hasText: 'Water Pump' }).count(), 0);
  await page.reload();
  assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), 'Thermo');
  await page.getByRole('button', { name: 'Close search' }).click();
  await page.waitForURL((url) => !url.searchParams.has('textSearch'));
  // The header row, then a device whose name has no 'Thermo' in it.
  await page.getByRole('row').filter({ hasNotText: /Thermo/ }).nth(1).waitFor();
});
