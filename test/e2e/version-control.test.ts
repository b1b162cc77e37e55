import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { ACCOUNTS, axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

const WIDE = { viewport: { width: 1440, height: 900 } };

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, ACCOUNTS.tenant.email, ACCOUNTS.tenant.password);
});

test('a tenant administrator sets up a local repository, saves a version of the devices, sees it listed and restores it', async (t) => {
  const stamp = Date.now().toString(36);
  const name = `E2E devices ${stamp}`;
  // A folder inside the server's data directory (relative paths start there): the server opens it as a new bare repository.
  const repositoryUri = `repos/e2e-${stamp}`;
  t.after(() => tenant.call('DELETE', '/api/admin/repositorySettings').catch(() => undefined));
  const devices = await tenant.call<{ totalElements: number }>('GET', '/api/tenant/devices?pageSize=1&page=0');
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');

  await page.goto('/vc');
  await page.getByText('No repository is configured').waitFor();
  await page.getByRole('link', { name: 'Open repository settings' }).click();
  await page.waitForURL(/\/settings\/repository$/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Repository URI is required.').waitFor();
  await page.getByLabel('Repository URI').fill(repositoryUri);
  await page.getByRole('button', { name: 'Check access' }).click();
  await page.getByText('The repository can be reached.').waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Repository settings saved.').waitFor();
  const saved = await tenant.call<{ repositoryUri: string; defaultBranch: string }>('GET', '/api/admin/repositorySettings');
  assert.deepEqual([saved.repositoryUri, saved.defaultBranch], [repositoryUri, 'main']);

  await page.goto('/vc');
  await page.getByText('No versions on this branch yet.').waitFor();
  await page.getByRole('button', { name: 'Create version' }).click();
  const create = page.getByRole('dialog', { name: 'Create version' });
  await create.getByLabel('Version name').fill(name);
  await create.getByLabel('Chosen entity types').check();
  await create.getByRole('button', { name: 'Add entity type' }).click();
  await create.getByLabel('Entity type', { exact: true }).selectOption('DEVICE');
  assert.deepEqual(await axeViolations(page), []);
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await create.getByText(`Version ${name} created: ${devices.totalElements} added, 0 modified, 0 removed.`).waitFor();
  await create.getByRole('button', { name: 'Close', exact: true }).last().click();
  await page.getByRole('row', { name: new RegExp(name) }).waitFor();

  await page.getByRole('button', { name: `Restore version ${name}` }).click();
  const restore = page.getByRole('dialog', { name: `Restore version ${name}` });
  await restore.getByText(`Device: ${devices.totalElements}`).waitFor();
  await restore.getByRole('button', { name: 'Restore', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Restore version ${name}?` }).or(page.getByRole('dialog', { name: `Restore version ${name}?` }));
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
  await restore.getByText('Version restored.').waitFor();
  await restore.getByText(`Device: 0 created, ${devices.totalElements} updated, 0 deleted`).waitFor();
  assert.deepEqual(errors.map(String), []);
});
