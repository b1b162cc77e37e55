import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer, type Role } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

const WIDE = { viewport: { width: 1440, height: 900 } };

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, 'tenant@thingsboard.org', 'tenant');
});

/** The rows of the Latest telemetry table as [key, value] pairs. */
function telemetryRows(page: Page): Promise<string[][]> {
  return page.evaluate(() => [...document.querySelectorAll('[role=tabpanel] tbody tr')].map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((cell) => (cell as HTMLElement).innerText.trim())));
}

/** Waits until the row of `key` shows `value`. */
async function waitForValue(page: Page, key: string, value: string): Promise<void> {
  await page.waitForFunction(
    ([k, v]) => {
      const row = [...document.querySelectorAll('[role=tabpanel] tbody tr')].find((r) => (r.querySelector('td') as HTMLElement | null)?.innerText.trim() === k);
      return (row?.querySelectorAll('td')[1] as HTMLElement | undefined)?.innerText.trim() === v;
    },
    [key, value] as const,
  );
}

/** Posts time series values to an asset as an integration would (assets have no device API). */
async function post(assetId: string, values: Record<string, number>): Promise<void> {
  await tenant.call('POST', `/api/plugins/telemetry/ASSET/${assetId}/timeseries/ANY`, values);
}

/**
 * Opens an asset's Latest telemetry tab for a role and answers a function telling which requests the page has sent
 * since the tab showed its table, so that a test can prove a value arrived over the websocket.
 */
async function openLatestTelemetry(page: Page, role: Role, asset: { id: string; name: string }): Promise<() => string[]> {
  await signIn(page, role);
  await page.goto(`/assets/${asset.id}`);
  await page.getByRole('heading', { level: 1, name: asset.name }).waitFor();
  await page.getByRole('tab', { name: 'Latest telemetry' }).click();
  await page.waitForURL('**?tab=telemetry*');
  await page.getByRole('table', { name: 'Latest telemetry' }).waitFor();
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.method()} ${new URL(request.url()).pathname}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) sent.push(`navigation ${frame.url()}`);
  });
  return () => sent;
}

test('telemetry posted to a new asset appears on its Latest telemetry tab and updates there, without a reload or a request', async (t) => {
  const name = `E2E telemetry asset ${Date.now().toString(36)}`;
  const asset = await tenant.call<{ id: { id: string } }>('POST', '/api/asset', { name, type: 'room' });
  t.after(() => tenant.call('DELETE', `/api/asset/${asset.id.id}`));
  const { page, errors } = await newPage(t, browser, server, WIDE);
  const sentSince = await openLatestTelemetry(page, 'tenant', { id: asset.id.id, name });
  assert.deepEqual(await telemetryRows(page).then((rows) => rows.filter(([key]) => key === 'occupancy')), []);

  await post(asset.id.id, { occupancy: 12 });
  await waitForValue(page, 'occupancy', '12');
  await post(asset.id.id, { occupancy: 14, co2: 610 });
  await waitForValue(page, 'occupancy', '14');
  await waitForValue(page, 'co2', '610');
  assert.deepEqual(sentSince(), []);
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(errors.map(String), []);
});

test('a customer user watching its asset\'s Latest telemetry sees a new value arrive live', async (t) => {
  const building = await tenant.call<{ id: { id: string } }>('GET', `/api/tenant/assets?assetName=${encodeURIComponent('Building A')}`);
  t.after(() => tenant.call('DELETE', `/api/plugins/telemetry/ASSET/${building.id.id}/timeseries/delete?keys=e2eOccupancy&deleteAllDataForKeys=true`));
  const { page, errors } = await newPage(t, browser, server, WIDE);
  const sentSince = await openLatestTelemetry(page, 'customer', { id: building.id.id, name: 'Building A' });
  const value = Math.round(Math.random() * 1000);
  await post(building.id.id, { e2eOccupancy: value });
  await waitForValue(page, 'e2eOccupancy', String(value));
  assert.deepEqual(sentSince(), []);
  assert.equal(await page.locator('[role=tabpanel] tbody button').count(), 0, 'no delete for a customer user');
  assert.deepEqual(errors.map(String), []);
});
