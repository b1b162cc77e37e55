import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
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
