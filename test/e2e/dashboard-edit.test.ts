import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

// The demo "Thermostats" dashboard (server/dashboards/demo.ts): its value widget sits at row 7 beside the
// alarms table. The test moves it one row down with the keyboard, saves, and puts the dashboard back after.
const TITLE = 'Thermostats';
const VALUE = 'Thermostat T1 temperature';
const ALARMS = 'Alarms';

interface StoredDashboard {
  id: { id: string };
  title: string;
  configuration: { widgets: Record<string, { config: { title?: string } }>; states: Record<string, { layouts: { main: { widgets: Record<string, { row: number; col: number; sizeX: number; sizeY: number }> } } }> };
  [key: string]: unknown;
}

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, 'tenant@thingsboard.org', 'tenant');
});

async function demoDashboard(): Promise<StoredDashboard> {
  const found = await tenant.call<{ data: Array<{ id: { id: string }; title: string }> }>('GET', `/api/tenant/dashboards?pageSize=50&page=0&textSearch=${encodeURIComponent(TITLE)}`);
  const info = found.data.find((d) => d.title === TITLE);
  assert.ok(info, 'the demo Thermostats dashboard exists');
  return tenant.call<StoredDashboard>('GET', `/api/dashboard/${info.id.id}`);
}

const frameTop = async (page: Page, title: string) => (await page.locator(`section[aria-label="${title}"]`).boundingBox())!.y;

test('a tenant administrator moves a demo dashboard widget a row down with the keyboard, saves, and finds it there after a reload', async (t) => {
  const original = await demoDashboard();
  t.after(async () => {
    const now = await tenant.call<StoredDashboard>('GET', `/api/dashboard/${original.id.id}`);
    await tenant.call('POST', '/api/dashboard', { ...now, configuration: original.configuration });
  });
  const valueId = Object.entries(original.configuration.widgets).find(([, w]) => w.config.title === VALUE)![0];
  const before = original.configuration.states.default!.layouts.main.widgets[valueId]!;

  const { page, errors } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 } });
  await signIn(page, 'tenant');
  await page.goto(`/dashboards/${original.id.id}`);
  await page.locator(`section[aria-label="${VALUE}"]`).waitFor();
  assert.ok(Math.abs((await frameTop(page, VALUE)) - (await frameTop(page, ALARMS))) < 1, 'the value starts level with the alarms table');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const item = page.locator(`[data-edit-widget][aria-label="${VALUE}"]`);
  await item.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('status').filter({ hasText: `${VALUE}: column ${before.col + 1}, row ${before.row + 2}, ${before.sizeX} by ${before.sizeY} cells` }).waitFor({ state: 'attached' });
  assert.deepEqual(await axeViolations(page), [], 'edit mode is axe clean');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();

  const saved = await tenant.call<StoredDashboard>('GET', `/api/dashboard/${original.id.id}`);
  assert.deepEqual(saved.configuration.states.default!.layouts.main.widgets[valueId], { ...before, row: before.row + 1 });
  const { configuration: _saved, ...savedInfo } = saved;
  const { configuration: _original, ...originalInfo } = original;
  assert.deepEqual(savedInfo, originalInfo, 'every other field of the dashboard is as it was');

  await page.reload();
  await page.locator(`section[aria-label="${VALUE}"]`).waitFor();
  assert.ok((await frameTop(page, VALUE)) > (await frameTop(page, ALARMS)) + 20, 'after the reload the value sits a row below the alarms table');
  assert.deepEqual(errors, [], 'no page errors');
});

test('a tenant administrator adds a markdown card from the cards bundle, saves, and finds it on the dashboard after a reload', async (t) => {
  const original = await demoDashboard();
  t.after(async () => {
    const now = await tenant.call<StoredDashboard>('GET', `/api/dashboard/${original.id.id}`);
    await tenant.call('POST', '/api/dashboard', { ...now, configuration: original.configuration });
  });
  const { page, errors } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 } });
  await signIn(page, 'tenant');
  await page.goto(`/dashboards/${original.id.id}`);
  await page.locator(`section[aria-label="${VALUE}"]`).waitFor();
  const cards = page.locator('section[aria-label="Markdown card"]');
  const before = await cards.count();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Add widget', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a widget' });
  await dialog.getByRole('button', { name: /^Cards/ }).waitFor();
  await page.keyboard.type('cards');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Add a widget: Cards' }).getByRole('button', { name: /^Markdown card/ }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const added = page.locator('[data-edit-widget][aria-label="Markdown card"]');
  await added.nth(before).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'edit mode with the added widget is axe clean');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();

  const saved = await tenant.call<StoredDashboard & { configuration: { widgets: Record<string, { typeAlias: string; bundleAlias: string; isSystemType: boolean; type: string }> } }>('GET', `/api/dashboard/${original.id.id}`);
  const newIds = Object.keys(saved.configuration.widgets).filter((id) => !original.configuration.widgets[id]);
  assert.equal(newIds.length, 1, 'one widget was added');
  const widget = saved.configuration.widgets[newIds[0]!]!;
  assert.deepEqual([widget.bundleAlias, widget.typeAlias, widget.isSystemType, widget.type], ['cards', 'markdown_card', true, 'latest']);
  const placement = saved.configuration.states.default!.layouts.main.widgets[newIds[0]!]!;
  assert.deepEqual([placement.sizeX, placement.sizeY], [8, 3], 'the type size 7.5 × 3 rounded to whole cells');

  await page.reload();
  await page.locator(`section[aria-label="${VALUE}"]`).waitFor();
  await cards.nth(before).waitFor();
  assert.equal(await cards.count(), before + 1, 'after the reload the new card is on the dashboard');
  assert.deepEqual(errors, [], 'no page errors');
});
