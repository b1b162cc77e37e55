import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

const WIDE = { viewport: { width: 1440, height: 900 } };

interface Named {
  id: { id: string; entityType?: string };
  name: string;
  label?: string | null;
}

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, 'tenant@thingsboard.org', 'tenant');
});

const assetNamed = (name: string) => tenant.call<Named>('GET', `/api/tenant/assets?assetName=${encodeURIComponent(name)}`);
const deviceNamed = (name: string) => tenant.call<Named>('GET', `/api/tenant/devices?deviceName=${encodeURIComponent(name)}`);
const relationsFrom = (id: string) => tenant.call<Array<{ type: string; to: { id: string } }>>('GET', `/api/relations?fromId=${id}&fromType=ASSET`);

test('a tenant administrator opens an asset, edits its label, adds a relation to a device and deletes it again', async (t) => {
  const plant = await assetNamed('Plant C');
  const meter = await deviceNamed('Energy Meter E1');
  t.after(async () => {
    await tenant.call('POST', '/api/asset', { ...(await tenant.call<Named>('GET', `/api/asset/${plant.id.id}`)), label: plant.label ?? null });
    const left = (await relationsFrom(plant.id.id)).filter((r) => r.type === 'Feeds');
    for (const r of left) await tenant.call('DELETE', `/api/relation?fromId=${plant.id.id}&fromType=ASSET&relationType=Feeds&toId=${r.to.id}&toType=DEVICE`);
  });
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto(`/assets/${plant.id.id}`);
  await page.getByRole('heading', { level: 1, name: 'Plant C' }).waitFor();
  assert.deepEqual(await page.getByRole('tab').allTextContents(), ['Details', 'Attributes', 'Latest telemetry', 'Alarms', 'Relations', 'Audit logs']);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Plant C').waitFor();
  assert.deepEqual(await axeViolations(page), []);

  // Details: a new label is saved with the asset.
  const label = `North plant ${Date.now().toString(36)}`;
  await page.getByLabel('Label', { exact: true }).fill(label);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Changes saved.').waitFor();
  assert.equal((await tenant.call<Named>('GET', `/api/asset/${plant.id.id}`)).label, label);
  await page.getByText(`plant · ${label}`).waitFor();

  // Relations: the demo relations are listed; a 'Feeds' relation to the energy meter is added.
  await page.getByRole('tab', { name: 'Relations' }).click();
  await page.waitForURL('**?tab=relations');
  await page.getByRole('row').filter({ hasText: 'Water Pump P1' }).waitFor();
  await page.getByRole('button', { name: 'Add relation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a relation' });
  await dialog.getByRole('combobox', { name: 'Relation type' }).fill('Feeds');
  await dialog.getByLabel('Entity type').selectOption('DEVICE');
  await dialog.getByRole('combobox', { name: 'Other entity' }).fill('Energy');
  await dialog.getByRole('option', { name: 'Energy Meter E1' }).click();
  assert.deepEqual(await axeViolations(page), []);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  const added = page.getByRole('row').filter({ hasText: 'Feeds' });
  await added.filter({ hasText: 'Energy Meter E1' }).waitFor();
  assert.equal((await relationsFrom(plant.id.id)).some((r) => r.type === 'Feeds' && r.to.id === meter.id.id), true);

  // Deleting asks first, naming the relation, and removes it from the server.
  await page.getByRole('button', { name: "Delete relation 'Feeds' with Energy Meter E1" }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await confirm.getByText("Delete the relation 'Feeds' from Plant C to Energy Meter E1?").waitFor();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await added.waitFor({ state: 'detached' });
  assert.equal((await relationsFrom(plant.id.id)).some((r) => r.type === 'Feeds'), false);

  // The audit logs name what happened, newest first.
  await page.getByRole('tab', { name: 'Audit logs' }).click();
  await page.getByRole('row').filter({ hasText: 'RELATION_DELETED' }).first().waitFor();
  const actions = await page.locator('[role=tabpanel] tbody tr td:nth-child(2)').allInnerTexts();
  assert.equal(actions[0]?.split('\n')[0], 'RELATION_DELETED');
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(errors.map(String), []);
});

test('a customer user sees its asset and relations read-only, with no audit logs and no way to change them', async (t) => {
  const building = await assetNamed('Building A');
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'customer');
  await page.goto(`/assets/${building.id.id}`);
  await page.getByRole('heading', { level: 1, name: 'Building A' }).waitFor();
  await page.getByText('You can view this but not change it.').waitFor();
  assert.equal(await page.getByLabel('Name', { exact: true }).getAttribute('readonly'), '');
  assert.equal(await page.getByRole('button', { name: 'Save', exact: true }).count(), 0);
  assert.deepEqual(await page.getByRole('tab').allTextContents(), ['Details', 'Attributes', 'Latest telemetry', 'Alarms', 'Relations']);

  await page.getByRole('tab', { name: 'Relations' }).click();
  await page.getByRole('row').filter({ hasText: 'Thermostat T1' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Add relation' }).count(), 0);
  assert.equal(await page.locator('[role=tabpanel] tbody button').count(), 0);
  assert.deepEqual(await axeViolations(page), []);

  // An asset of another customer is out of reach.
  const warehouse = await assetNamed('Warehouse B');
  await page.goto(`/assets/${warehouse.id.id}`);
  await page.getByRole('heading', { level: 1, name: 'No access' }).waitFor();
  assert.deepEqual(errors.map(String), []);
});
