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

test('a tenant administrator adds an MQTT device profile from the list and lands on its page with the MQTT topics set', async (t) => {
  const name = `E2E meters ${Date.now().toString(36)}`;
  t.after(async () => {
    const found = await tenant.call<{ data: Array<{ id: { id: string }; name: string }> }>('GET', `/api/deviceProfiles?pageSize=10&page=0&textSearch=${encodeURIComponent(name)}`);
    for (const profile of found.data) await tenant.call('DELETE', `/api/deviceProfile/${profile.id.id}`);
  });
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/deviceProfiles');
  await page.getByRole('button', { name: 'Add device profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add device profile' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByText('Name is required.').waitFor();
  assert.deepEqual(await axeViolations(page), []);
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Transport type').selectOption('MQTT');
  await dialog.getByLabel('Description').fill('Energy meters on MQTT');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();

  await page.waitForURL(/\/deviceProfiles\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  const id = page.url().split('/').pop()!;
  const saved = await tenant.call<{ name: string; transportType: string; description: string; profileData: { transportConfiguration: { deviceTelemetryTopic: string } } }>('GET', `/api/deviceProfile/${id}`);
  assert.deepEqual([saved.name, saved.transportType, saved.description, saved.profileData.transportConfiguration.deviceTelemetryTopic], [name, 'MQTT', 'Energy meters on MQTT', 'v1/devices/me/telemetry']);
  await page.getByRole('tab', { name: 'Transport' }).click();
  assert.equal(await page.getByLabel('Telemetry topic filter').inputValue(), 'v1/devices/me/telemetry');
  assert.deepEqual(errors.map(String), []);
});
