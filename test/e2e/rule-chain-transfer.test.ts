import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

const WIDE = { viewport: { width: 1440, height: 900 } };

interface ChainExport {
  ruleChain: { name: string; type?: string; root?: boolean };
  metadata: { firstNodeIndex: number | null; nodes: Array<{ type: string; name: string }>; connections: unknown[] | null };
}

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, 'tenant@thingsboard.org', 'tenant');
});

/** Clicks a row's Export JSON and reads the file the browser downloads. */
async function exportRow(page: Page, name: string): Promise<ChainExport> {
  const row = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: true }) });
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Export JSON' }).click()]);
  return JSON.parse(await readFile((await download.path())!, 'utf8')) as ChainExport;
}

test('a rule chain exported as JSON and imported back exports to the same nodes and connections; text that is not JSON saves nothing', async (t) => {
  const name = `E2E imported ${Date.now().toString(36)}`;
  t.after(async () => {
    const found = await tenant.call<{ data: Array<{ id: { id: string }; name: string }> }>('GET', `/api/ruleChains?pageSize=50&page=0&type=CORE&textSearch=${encodeURIComponent(name)}`);
    for (const chain of found.data) await tenant.call('DELETE', `/api/ruleChain/${chain.id.id}`);
  });
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/ruleChains');
  const original = await exportRow(page, 'Thermostat Alerts');
  assert.ok(original.metadata.nodes.length > 1, 'the demo chain has nodes');
  assert.ok((original.metadata.connections ?? []).length > 0, 'and connections');
  assert.equal(original.ruleChain.root, false);

  await page.getByRole('button', { name: 'Import rule chain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import rule chain' });
  await dialog.getByLabel('JSON').fill('{"ruleChain": nope');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByText('This is not JSON:').waitFor();
  assert.deepEqual(await axeViolations(page), []);

  const renamed = { ...original, ruleChain: { ...original.ruleChain, name } };
  await dialog.locator('input[type=file]').setInputFiles({ name: 'chain.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(renamed)) });
  await dialog.getByText(`${name} · nodes: ${original.metadata.nodes.length}, connections: ${original.metadata.connections!.length}`).waitFor();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByText(`Rule chain ${name} imported.`).waitFor();
  await dialog.waitFor({ state: 'detached' });

  const exported = await exportRow(page, name);
  assert.equal(exported.ruleChain.name, name);
  assert.deepEqual(exported.metadata.nodes, original.metadata.nodes);
  assert.deepEqual(exported.metadata.connections, original.metadata.connections);
  assert.equal(exported.metadata.firstNodeIndex, original.metadata.firstNodeIndex);
  assert.deepEqual(errors.map(String), []);
});
