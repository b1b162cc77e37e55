import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, 'tenant@thingsboard.org', 'tenant');
});

interface OtaInfo {
  id: { id: string };
  title: string;
  version: string;
  dataSize: number | null;
  checksum: string | null;
}

/** The tenant's packages with a title, through the API. */
async function packagesTitled(title: string): Promise<OtaInfo[]> {
  const page = await tenant.call<{ data: OtaInfo[] }>('GET', `/api/otaPackages?pageSize=50&page=0&textSearch=${encodeURIComponent(title)}`);
  return page.data.filter((p) => p.title === title);
}

/** Opens the add dialog and fills title, version and the file. */
async function fillPackage(page: Page, title: string, file: { name: string; buffer: Buffer }) {
  await page.goto('/otaUpdates');
  await page.getByRole('button', { name: 'Add package' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add OTA package' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Version').fill('1.2.3');
  await dialog.locator('input[type=file]').setInputFiles({ name: file.name, mimeType: 'application/octet-stream', buffer: file.buffer });
  await dialog.getByText(file.name).waitFor();
  return dialog;
}

test('a tenant administrator uploads a firmware file, sees its size and checksum in the list and downloads it back', async (t) => {
  const title = `E2E firmware ${Date.now().toString(36)}`;
  t.after(async () => {
    for (const pkg of await packagesTitled(title)) await tenant.call('DELETE', `/api/otaPackage/${pkg.id.id}`);
  });
  const buffer = Buffer.from('tbkit e2e firmware image\n'.repeat(100));
  const checksum = createHash('sha256').update(buffer).digest('hex');
  const { page, errors } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  await signIn(page, 'tenant');
  const dialog = await fillPackage(page, title, { name: 'thermostat-1.2.3.bin', buffer });
  assert.equal(await dialog.getByLabel('Checksum algorithm').inputValue(), 'SHA256');
  await dialog.getByText('2.4 KB').waitFor();
  assert.deepEqual(await axeViolations(page), []);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });

  const row = page.getByRole('row').filter({ hasText: title });
  await row.waitFor();
  assert.match(await row.innerText(), /2\.4 KB/);
  assert.match(await row.innerText(), new RegExp(`${checksum.slice(0, 12)}…`));
  const [saved] = await packagesTitled(title);
  assert.equal(saved?.dataSize, buffer.length);
  assert.equal(saved?.checksum, checksum);

  await row.getByRole('gridcell', { name: '1.2.3', exact: true }).click();
  const details = page.getByRole('dialog', { name: `${title} 1.2.3` });
  await details.locator('code').filter({ hasText: checksum }).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), details.getByRole('button', { name: 'Download' }).click()]);
  assert.equal(download.suggestedFilename(), 'thermostat-1.2.3.bin');
  assert.ok((await readFile((await download.path())!)).equals(buffer));
  assert.deepEqual(errors.map(String), []);
});

test('an upload the server refuses leaves no package behind, and the dialog says why', async (t) => {
  const title = `E2E refused ${Date.now().toString(36)}`;
  t.after(async () => {
    for (const pkg of await packagesTitled(title)) await tenant.call('DELETE', `/api/otaPackage/${pkg.id.id}`);
  });
  const { page, errors } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 } });
  await signIn(page, 'tenant');
  const dialog = await fillPackage(page, title, { name: 'broken.bin', buffer: Buffer.from('not the image the checksum names') });
  await dialog.getByLabel('Checksum (optional)').fill('0'.repeat(64));
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByText('The file could not be uploaded. The package was deleted again, so nothing was added.').waitFor();
  assert.match(await dialog.getByRole('alert').innerText(), /Wrong checksum/);
  assert.deepEqual(await packagesTitled(title), []);
  assert.deepEqual(errors.map(String), []);
});
