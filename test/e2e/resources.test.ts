import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

const WIDE = { viewport: { width: 1440, height: 900 }, acceptDownloads: true };

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, 'tenant@thingsboard.org', 'tenant');
});

interface ResourceInfo {
  id: { id: string };
  title: string;
  resourceType: string;
  fileName: string | null;
}

/** The tenant's resources with a title, through the API. */
async function resourcesTitled(title: string): Promise<ResourceInfo[]> {
  const page = await tenant.call<{ data: ResourceInfo[] }>('GET', `/api/resource?pageSize=50&page=0&textSearch=${encodeURIComponent(title)}`);
  return page.data.filter((r) => r.title === title);
}

test('a tenant administrator uploads a JS module, finds it in the list, retitles it on its page, downloads it back unchanged and deletes it', async (t) => {
  const stamp = Date.now().toString(36);
  const title = `E2E module ${stamp}`;
  const fileName = `e2e-${stamp}.js`;
  t.after(async () => {
    for (const found of await resourcesTitled(title)) await tenant.call('DELETE', `/api/resource/${found.id.id}`);
  });
  const buffer = Buffer.from(`export function twice(x) {\n  return 2 * x; // ü €\n}\n`);
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/settings/resources-library');
  await page.getByRole('button', { name: 'Add resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add resource' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer });
  await dialog.getByText('Unable to detect the type of this file').waitFor();
  await dialog.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'text/javascript', buffer });
  await dialog.getByText('Files of type JS module end in').waitFor();
  assert.deepEqual(await axeViolations(page), []);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });

  const row = page.getByRole('row').filter({ hasText: title });
  await row.waitFor();
  assert.match(await row.innerText(), /JS module/);
  const [saved] = await resourcesTitled(title);
  assert.deepEqual([saved?.resourceType, saved?.fileName], ['JS_MODULE', fileName]);

  // Its own page: the title changed and saved (the server takes the data again with it), then back to the list.
  await row.getByRole('gridcell', { name: title, exact: true }).click();
  await page.waitForURL(/\/settings\/resources-library\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByLabel('Title').fill(`${title} v2`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Resource saved.').waitFor();
  await page.getByRole('heading', { level: 1, name: `${title} v2` }).waitFor();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await page.goBack();
  await row.waitFor();

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download ${title}` }).click()]);
  assert.equal(download.suggestedFilename(), fileName);
  assert.ok((await readFile((await download.path())!)).equals(buffer));

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete the resource “${title}”?` });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText(`Resource “${title}” deleted.`).waitFor();
  await row.waitFor({ state: 'detached' });
  assert.deepEqual(await resourcesTitled(title), []);
  assert.deepEqual(errors.map(String), []);
});

test('a tenant administrator sets a home dashboard with its toolbar hidden and finds it saved after a reload', async (t) => {
  const title = `E2E home ${Date.now().toString(36)}`;
  const before = await tenant.call<{ dashboardId: { id: string } | null; hideDashboardToolbar: boolean }>('GET', '/api/tenant/dashboard/home/info');
  const dashboard = await tenant.call<{ id: { id: string } }>('POST', '/api/dashboard', { title });
  t.after(async () => {
    await tenant.call('POST', '/api/tenant/dashboard/home/info', before);
    await tenant.call('DELETE', `/api/dashboard/${dashboard.id.id}`);
  });
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/settings/home');
  const picker = page.getByRole('combobox', { name: 'Home dashboard' });
  await picker.click();
  await picker.fill(title);
  await page.getByRole('option', { name: title }).click();
  await page.getByLabel('Hide the dashboard toolbar').setChecked(true);
  assert.deepEqual(await axeViolations(page), []);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Home settings saved.').waitFor();
  const stored = await tenant.call<{ dashboardId: { id: string } | null; hideDashboardToolbar: boolean }>('GET', '/api/tenant/dashboard/home/info');
  assert.deepEqual([stored.dashboardId?.id, stored.hideDashboardToolbar], [dashboard.id.id, true]);

  await page.reload();
  await page.getByRole('combobox', { name: 'Home dashboard' }).waitFor();
  await page.waitForFunction((name) => (document.querySelector('input[role=combobox]') as HTMLInputElement | null)?.value === name, title);
  assert.equal(await page.getByLabel('Hide the dashboard toolbar').isChecked(), true);
  assert.deepEqual(errors.map(String), []);
});
