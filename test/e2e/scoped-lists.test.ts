import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';
import { DEMO } from '../../server/demo/ids.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

const WIDE = { viewport: { width: 1440, height: 900 } };
const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, 'tenant@thingsboard.org', 'tenant');
});

interface Entity {
  id: { id: string };
  name?: string;
  title?: string;
  customerId?: { id: string };
}

/** A unique suffix, so that each run's entities are its own. */
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The breadcrumb bar's level texts, once a level names `owner` (its name arrives after the page's first render). */
async function crumbsNaming(page: Page, owner: string): Promise<string[]> {
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await trail.getByRole('link', { name: owner, exact: true }).waitFor();
  return trail.getByRole('listitem').allInnerTexts();
}

/** Opens a menu of lists (a row's, or the page header's when `scope` is the page) and follows its item to `path`. */
async function followMenu(page: Page, scope: Page | Locator, menu: string, item: string, path: string): Promise<void> {
  await scope.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.waitForURL(`**${path}`);
}

/** Opens the list's assign dialog, picks an entity by typing its name, assigns it, and answers its row once listed. */
async function assignFromList(page: Page, action: string, dialogName: string, entityName: string): Promise<Locator> {
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('combobox').fill(entityName);
  await page.getByRole('option', { name: entityName, exact: true }).click();
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const row = page.getByRole('row').filter({ hasText: entityName });
  await row.waitFor();
  return row;
}

test('a tenant administrator assigns a device and an asset to a customer from the customer’s pages and unassigns them', async (t) => {
  const s = suffix();
  const customer = await tenant.call<Entity>('POST', '/api/customer', { title: `E2E scoped customer ${s}` });
  const device = await tenant.call<Entity>('POST', '/api/device', { name: `E2E scoped device ${s}` });
  const asset = await tenant.call<Entity>('POST', '/api/asset', { name: `E2E scoped asset ${s}`, type: 'pump' });
  t.after(async () => {
    await tenant.call('DELETE', `/api/device/${device.id.id}`).catch(() => undefined);
    await tenant.call('DELETE', `/api/asset/${asset.id.id}`).catch(() => undefined);
    await tenant.call('DELETE', `/api/customer/${customer.id.id}`).catch(() => undefined);
  });
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');

  // From the customers list: the row's menu leads to the customer's devices, the breadcrumb naming the customer.
  await page.goto('/customers');
  await followMenu(page, page.getByRole('row').filter({ hasText: customer.title! }), 'Users and entities', 'Devices', `/customers/${customer.id.id}/devices`);
  await page.getByText(`No devices are assigned to ${customer.title} yet.`).waitFor();
  assert.deepEqual(await crumbsNaming(page, customer.title!), ['Home', 'Customers', customer.title, 'Customer devices']);
  assert.deepEqual(await axeViolations(page), []);

  const listed = await assignFromList(page, 'Assign to customer', `Assign devices to ${customer.title}`, device.name!);
  await page.getByText(`Assigned to ${customer.title}.`).waitFor();
  assert.equal((await tenant.call<Entity>('GET', `/api/device/${device.id.id}`)).customerId?.id, customer.id.id);

  await listed.getByRole('button', { name: 'Unassign from customer' }).click();
  await page.getByText(`Unassigned from ${customer.title}.`).waitFor();
  await listed.waitFor({ state: 'detached' });
  assert.equal((await tenant.call<Entity>('GET', `/api/device/${device.id.id}`)).customerId?.id, NULL_UUID);

  // From the customer's own page: its header menu leads to its assets.
  await page.goto(`/customers/${customer.id.id}`);
  await page.getByRole('heading', { level: 1, name: customer.title }).waitFor();
  await followMenu(page, page, 'Users and entities', 'Assets', `/customers/${customer.id.id}/assets`);
  const assetRow = await assignFromList(page, 'Assign to customer', `Assign assets to ${customer.title}`, asset.name!);
  assert.equal((await tenant.call<Entity>('GET', `/api/asset/${asset.id.id}`)).customerId?.id, customer.id.id);
  assert.deepEqual(await axeViolations(page), []);
  await assetRow.getByRole('button', { name: 'Unassign from customer' }).click();
  await assetRow.waitFor({ state: 'detached' });
  assert.equal((await tenant.call<Entity>('GET', `/api/asset/${asset.id.id}`)).customerId?.id, NULL_UUID);
  assert.deepEqual(errors.map(String), []);
});

test('a tenant administrator assigns a device and a dashboard to an edge from the edge’s pages and unassigns them', async (t) => {
  const s = suffix();
  const edge = await tenant.call<Entity>('POST', '/api/edge', { name: `E2E scoped edge ${s}`, type: 'default' });
  const device = await tenant.call<Entity>('POST', '/api/device', { name: `E2E edge device ${s}` });
  const dashboard = await tenant.call<Entity>('POST', '/api/dashboard', { title: `E2E edge dashboard ${s}` });
  t.after(async () => {
    await tenant.call('DELETE', `/api/device/${device.id.id}`).catch(() => undefined);
    await tenant.call('DELETE', `/api/dashboard/${dashboard.id.id}`).catch(() => undefined);
    await tenant.call('DELETE', `/api/edge/${edge.id.id}`).catch(() => undefined);
  });
  const onEdge = async (word: string) => (await tenant.call<{ data: Entity[] }>('GET', `/api/edge/${edge.id.id}/${word}?pageSize=100&page=0`)).data.map((e) => e.id.id);
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');

  // From the edge list: the row's menu leads to the edge's devices.
  await page.goto('/edgeInstances');
  await followMenu(page, page.getByRole('row').filter({ hasText: edge.name! }), 'Assigned entities', 'Devices', `/edgeInstances/${edge.id.id}/devices`);
  assert.deepEqual(await crumbsNaming(page, edge.name!), ['Home', 'Edge instances', edge.name, 'Edge devices']);
  const deviceRow = await assignFromList(page, 'Assign to edge', `Assign devices to ${edge.name}`, device.name!);
  assert.deepEqual(await onEdge('devices'), [device.id.id]);
  assert.deepEqual(await axeViolations(page), []);
  await deviceRow.getByRole('button', { name: 'Unassign from edge' }).click();
  await page.getByText(`Unassigned from ${edge.name}.`).waitFor();
  await deviceRow.waitFor({ state: 'detached' });
  assert.deepEqual(await onEdge('devices'), []);

  // From the edge's own page: its header menu leads to its dashboards.
  await page.goto(`/edgeInstances/${edge.id.id}`);
  await page.getByRole('heading', { level: 1, name: edge.name }).waitFor();
  await followMenu(page, page, 'Assigned entities', 'Dashboards', `/edgeInstances/${edge.id.id}/dashboards`);
  const dashboardRow = await assignFromList(page, 'Assign to edge', `Assign dashboards to ${edge.name}`, dashboard.title!);
  assert.deepEqual(await onEdge('dashboards'), [dashboard.id.id]);
  await dashboardRow.getByRole('button', { name: 'Unassign from edge' }).click();
  await dashboardRow.waitFor({ state: 'detached' });
  assert.deepEqual(await onEdge('dashboards'), []);
  assert.deepEqual(errors.map(String), []);
});

test('a customer user sees the devices of its customer’s edge with no selection, assign or unassign', async (t) => {
  const device = await tenant.call<Entity>('POST', '/api/device', { name: `E2E customer edge device ${suffix()}` });
  t.after(() => tenant.call('DELETE', `/api/device/${device.id.id}`).catch(() => undefined));
  await tenant.call('POST', `/api/customer/${DEMO.customerAId}/device/${device.id.id}`);
  await tenant.call('POST', `/api/edge/${DEMO.edgeId}/device/${device.id.id}`);
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'customer');

  await page.goto(`/edgeInstances/${DEMO.edgeId}`);
  await page.getByRole('button', { name: 'Assigned entities' }).click();
  assert.deepEqual(await page.getByRole('menuitem').allInnerTexts(), ['Assets', 'Devices', 'Entity views', 'Dashboards']);
  await page.getByRole('menuitem', { name: 'Devices' }).click();
  await page.waitForURL(`**/edgeInstances/${DEMO.edgeId}/devices`);
  await page.getByRole('row').filter({ hasText: device.name! }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Assign to edge' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Unassign from edge' }).count(), 0);
  assert.equal(await page.getByRole('checkbox').count(), 0);
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(errors.map(String), []);
});

test('a customer user reaches none of the tenant-only lists and calls', async (t) => {
  const me = await restClient(server, 'customer@thingsboard.org', 'customer');
  const device = await tenant.call<Entity>('POST', '/api/device', { name: `E2E refused device ${suffix()}` });
  t.after(() => tenant.call('DELETE', `/api/device/${device.id.id}`).catch(() => undefined));
  await tenant.call('POST', `/api/customer/${DEMO.customerAId}/device/${device.id.id}`);
  const { page } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'customer');

  for (const word of ['users', 'devices', 'dashboards']) {
    await page.goto(`/customers/${DEMO.customerAId}/${word}`);
    const forbidden = page.getByRole('alertdialog', { name: 'Access forbidden' });
    await forbidden.waitFor();
    assert.equal(new URL(page.url()).pathname, '/home');
    await forbidden.getByRole('button', { name: 'Cancel' }).click();
    await forbidden.waitFor({ state: 'detached' });
  }
  const refused = async (method: string, path: string) => {
    const error = await me.call(method, path).then(() => null, (err: Error) => err.message);
    assert.match(error ?? 'went through', / → 403 /, `${method} ${path}`);
  };
  await refused('POST', `/api/edge/${DEMO.edgeId}/device/${device.id.id}`);
  await refused('DELETE', `/api/customer/device/${device.id.id}`);
  await refused('POST', `/api/customer/${DEMO.customerAId}/device/${device.id.id}`);
});
