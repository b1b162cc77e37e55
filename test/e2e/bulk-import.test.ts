import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, 'tenant@thingsboard.org', 'tenant');
});

interface Asset {
  id: { id: string };
  name: string;
  type: string;
}

/** Opens a list's import dialog, chooses a CSV file holding `csv` and waits until it counts its lines. */
async function chooseCsv(page: Page, path: string, title: string, csv: string, lines: number): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'entities.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByText(`Lines to import: ${lines}`).waitFor();
  return dialog;
}

/** Imports and answers the created, updated and not imported counts and the refused lines' reports. */
async function importAndReport(dialog: Locator): Promise<{ counts: string[]; refused: string[] }> {
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByRole('list', { name: 'Lines not imported' }).waitFor();
  return { counts: await dialog.locator('dd').allTextContents(), refused: await dialog.getByRole('listitem').allTextContents() };
}

/** The column types the dialog guessed from the header, in order. */
async function columnTypes(dialog: Locator, count: number): Promise<string[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => dialog.getByLabel(`Type of column ${i + 1}`).inputValue()));
}

test('a tenant administrator imports assets from a CSV file: the good lines become assets with their attribute, the bad line is reported by number', async (t) => {
  const suffix = Date.now().toString(36);
  const names = [`E2E import A ${suffix}`, `E2E import B ${suffix}`];
  t.after(async () => {
    for (const name of names) {
      const asset = await tenant.call<Asset>('GET', `/api/tenant/assets?assetName=${encodeURIComponent(name)}`).catch(() => null);
      if (asset) await tenant.call('DELETE', `/api/asset/${asset.id.id}`);
    }
  });
  const csv = ['name,type,floor', `${names[0]},pump,1`, ',pump,2', `${names[1]},tank,3`].join('\n');
  const { page, errors } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 } });
  await signIn(page, 'tenant');
  await page.goto('/assets');
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import assets' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'assets.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByText('Lines to import: 3').waitFor();
  assert.equal(await dialog.getByLabel('Type of column 1').inputValue(), 'NAME');
  assert.equal(await dialog.getByLabel('Key of column 3').inputValue(), 'floor');
  assert.deepEqual(await axeViolations(page), []);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByRole('list', { name: 'Lines not imported' }).waitFor();
  assert.deepEqual(await dialog.locator('dd').allTextContents(), ['2', '0', '1']);
  const refused = await dialog.getByRole('listitem').allTextContents();
  assert.equal(refused.length, 1);
  assert.match(refused[0]!, /^Line: 3; Error: /);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await page.getByRole('row').filter({ hasText: names[1]! }).waitFor();
  const created = await tenant.call<Asset>('GET', `/api/tenant/assets?assetName=${encodeURIComponent(names[0]!)}`);
  assert.equal(created.type, 'pump');
  const floor = await tenant.call<Array<{ key: string; value: unknown }>>('GET', `/api/plugins/telemetry/ASSET/${created.id.id}/values/attributes/SERVER_SCOPE?keys=floor`);
  assert.deepEqual(floor.map((a) => [a.key, String(a.value)]), [['floor', '1']]);
  assert.deepEqual(errors.map(String), []);
});

test('a tenant administrator imports devices from a CSV file: each good line is a device that connects with its access token, the bad line is reported', async (t) => {
  const suffix = Date.now().toString(36);
  const names = [`E2E import sensor A ${suffix}`, `E2E import sensor B ${suffix}`];
  const tokens = [`e2e-import-a-${suffix}`, `e2e-import-b-${suffix}`];
  t.after(async () => {
    for (const name of names) {
      const device = await tenant.call<Asset>('GET', `/api/tenant/devices?deviceName=${encodeURIComponent(name)}`).catch(() => null);
      if (device) await tenant.call('DELETE', `/api/device/${device.id.id}`);
    }
  });
  const csv = ['name,type,label,access token,firmware', `${names[0]},default,Roof,${tokens[0]},1.2`, `${names[1]},default,Cellar,${tokens[1]},1.3`, ',default,Nowhere,e2e-nameless,1.0'].join('\n');
  const { page, errors } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 } });
  await signIn(page, 'tenant');
  const dialog = await chooseCsv(page, '/devices', 'Import devices', csv, 3);
  assert.deepEqual(await columnTypes(dialog, 5), ['NAME', 'TYPE', 'LABEL', 'ACCESS_TOKEN', 'SERVER_ATTRIBUTE']);
  assert.equal(await dialog.getByLabel('Key of column 5').inputValue(), 'firmware');
  assert.deepEqual(await axeViolations(page), []);
  const { counts, refused } = await importAndReport(dialog);
  assert.deepEqual(counts, ['2', '0', '1']);
  assert.equal(refused.length, 1);
  assert.match(refused[0]!, /^Line: 4; Error: Device name should be specified!$/);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await page.getByRole('row').filter({ hasText: names[1]! }).waitFor();

  const device = await tenant.call<Asset & { label: string }>('GET', `/api/tenant/devices?deviceName=${encodeURIComponent(names[0]!)}`);
  assert.equal(device.label, 'Roof');
  const credentials = await tenant.call<{ credentialsType: string; credentialsId: string }>('GET', `/api/device/${device.id.id}/credentials`);
  assert.deepEqual([credentials.credentialsType, credentials.credentialsId], ['ACCESS_TOKEN', tokens[0]]);
  const firmware = await tenant.call<Array<{ key: string; value: unknown }>>('GET', `/api/plugins/telemetry/DEVICE/${device.id.id}/values/attributes/SERVER_SCOPE?keys=firmware`);
  assert.deepEqual(firmware.map((a) => [a.key, String(a.value)]), [['firmware', '1.2']]);
  const sent = await fetch(`${server.url}/api/v1/${tokens[0]}/telemetry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"temperature": 21}' });
  assert.equal(sent.status, 200);
  assert.deepEqual(errors.map(String), []);
});

test('a tenant administrator imports edges from a CSV file with their routing keys and secrets; a line without a name is reported', async (t) => {
  const suffix = Date.now().toString(36);
  const name = `E2E import edge ${suffix}`;
  const routingKey = `e2e-import-edge-${suffix}`;
  t.after(async () => {
    const edge = await tenant.call<Asset>('GET', `/api/tenant/edges?edgeName=${encodeURIComponent(name)}`).catch(() => null);
    if (edge) await tenant.call('DELETE', `/api/edge/${edge.id.id}`);
  });
  const csv = ['name;type;routing key;secret', `${name};site;${routingKey};e2eImportSecret00001`, ';site;e2e-nameless-edge;e2eImportSecret00002'].join('\n');
  const { page, errors } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 } });
  await signIn(page, 'tenant');
  const dialog = await chooseCsv(page, '/edgeInstances', 'Import edges', csv, 2);
  // Read with the default comma, the file is one column; with the semicolon chosen, four.
  await dialog.getByLabel('Delimiter').selectOption(';');
  await dialog.getByLabel('Type of column 4').waitFor();
  assert.deepEqual(await columnTypes(dialog, 4), ['NAME', 'TYPE', 'ROUTING_KEY', 'SECRET']);
  const { counts, refused } = await importAndReport(dialog);
  assert.deepEqual(counts, ['1', '0', '1']);
  assert.equal(refused.length, 1);
  assert.match(refused[0]!, /^Line: 3; Error: Edge name should be specified!$/);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await page.getByRole('row').filter({ hasText: name }).waitFor();
  const edge = await tenant.call<Asset & { routingKey: string; secret: string }>('GET', `/api/tenant/edges?edgeName=${encodeURIComponent(name)}`);
  assert.deepEqual([edge.type, edge.routingKey, edge.secret], ['site', routingKey, 'e2eImportSecret00001']);
  assert.deepEqual(errors.map(String), []);
});
