import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';
import { DEMO_EDGE } from '../../server/demo/edges.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

const WIDE = { viewport: { width: 1440, height: 900 } };

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, 'tenant@thingsboard.org', 'tenant');
});

interface Named {
  id: { id: string };
  name: string;
}

/** The texts of the cells of the tab's table rows. */
function rowTexts(page: Page): Promise<string[][]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role=tabpanel] tbody tr:not([aria-hidden])')].map((row) => [...row.querySelectorAll('td')].map((cell) => (cell as HTMLElement).innerText.trim())),
  );
}

test('the demo edge is on the Edge instances page with no set-up, and its tabs list its rule chain and queued events', async (t) => {
  const edge = await tenant.call<Named>('GET', `/api/tenant/edges?edgeName=${encodeURIComponent(DEMO_EDGE.name)}`);
  const chains = await tenant.call<{ data: Named[] }>('GET', `/api/edge/${edge.id.id}/ruleChains?pageSize=10&page=0`);
  assert.deepEqual(chains.data.map((c) => c.name), ['Edge Root Rule Chain']);
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/edgeInstances');
  const row = page.getByRole('row').filter({ hasText: DEMO_EDGE.name });
  await row.waitFor();
  await row.click();
  await page.waitForURL(`**/edgeInstances/${edge.id.id}`);
  await page.getByRole('heading', { level: 1, name: DEMO_EDGE.name }).waitFor();

  await page.getByRole('tab', { name: 'Edge rule chains' }).click();
  await page.getByRole('table', { name: 'Edge rule chains' }).getByText('Edge Root Rule Chain').waitFor();

  // The sync's events and the assignment of the root chain are queued within a few milliseconds when the demo data is
  // seeded, so their order among themselves is not fixed; one page (20 rows) holds them all.
  // (Rows marked aria-hidden are the placeholders shown while the first page loads.)
  await page.getByRole('tab', { name: 'Edge events' }).click();
  await page.waitForURL('**?tab=edgeEvents');
  await page.getByRole('table', { name: 'Edge events' }).locator('tbody tr:not([aria-hidden])').first().waitFor();
  const rows = (await rowTexts(page)).map((cells) => cells.slice(1, 5));
  const assigned = ['RULE_CHAIN', 'ASSIGNED_TO_EDGE', chains.data[0]!.id.id, 'Pending'];
  assert.ok(rows.some((cells) => JSON.stringify(cells) === JSON.stringify(assigned)), `no row ${assigned.join(' ')} in ${JSON.stringify(rows)}`);
  assert.ok(rows.length > 1);
  assert.ok(rows.every((cells) => cells[3] === 'Pending'));
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(errors.map(String), []);
});

test('a customer user finds the demo edge of its customer on the Edge instances page', async (t) => {
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'customer');
  await page.goto('/edgeInstances');
  await page.getByRole('row').filter({ hasText: DEMO_EDGE.name }).waitFor();
  assert.deepEqual(errors.map(String), []);
});

test('a tenant administrator assigns an edge rule chain to an edge, sees it listed, syncs the edge and sees the events it queued', async (t) => {
  const suffix = Date.now().toString(36);
  const edge = await tenant.call<Named>('POST', '/api/edge', { name: `E2E edge ${suffix}`, type: 'default' });
  const chain = await tenant.call<Named>('POST', '/api/ruleChain', { name: `E2E edge chain ${suffix}`, type: 'EDGE' });
  t.after(async () => {
    await tenant.call('DELETE', `/api/edge/${edge.id.id}`);
    await tenant.call('DELETE', `/api/ruleChain/${chain.id.id}`);
  });
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto(`/edgeInstances/${edge.id.id}`);
  await page.getByRole('heading', { level: 1, name: edge.name }).waitFor();

  // Rule chains: the new edge rule chain is picked in the dialog and listed once assigned.
  await page.getByRole('tab', { name: 'Edge rule chains' }).click();
  await page.waitForURL('**?tab=edgeRuleChains');
  await page.getByText('No rule chains are assigned to this edge.').waitFor();
  await page.getByRole('button', { name: 'Assign rule chain' }).click();
  const dialog = page.getByRole('dialog', { name: `Assign a rule chain to ${edge.name}` });
  await dialog.getByRole('combobox', { name: 'Rule chain' }).fill(chain.name);
  await page.getByRole('option', { name: chain.name }).click();
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('table', { name: 'Edge rule chains' }).getByText(chain.name).waitFor();
  await page.getByText(`Rule chain '${chain.name}' assigned to ${edge.name}.`).waitFor();
  const assigned = await tenant.call<{ data: Named[] }>('GET', `/api/edge/${edge.id.id}/ruleChains?pageSize=10&page=0`);
  assert.deepEqual(assigned.data.map((c) => c.name), [chain.name]);
  assert.deepEqual(await axeViolations(page), []);

  // Sync: the server queues the edge's rule chain, which the events tab lists as pending (the edge never connected).
  await page.getByRole('button', { name: 'Sync edge' }).click();
  await page.getByText(`Sync of ${edge.name} requested`).waitFor();
  await page.getByRole('tab', { name: 'Edge events' }).click();
  await page.waitForURL('**?tab=edgeEvents');
  // The sync queues the profiles, users and widgets bundles too, newest first: "load more" until both rule chain rows are there.
  await page.getByRole('table', { name: 'Edge events' }).locator('tbody tr:not([aria-hidden])').first().waitFor();
  const listed = () => rowTexts(page).then((rows) => rows.filter((cells) => cells[3] === chain.id.id && cells[2] === 'ADDED').length);
  const loadMore = page.getByRole('button', { name: 'Load more' });
  while ((await listed()) < 2 && (await loadMore.count()) > 0) {
    const before = (await rowTexts(page)).length;
    await loadMore.click();
    await page.waitForFunction((n) => document.querySelectorAll('[role=tabpanel] tbody tr:not([aria-hidden])').length > n, before);
  }
  const rows = await rowTexts(page);
  const synced = rows.filter((cells) => cells[3] === chain.id.id).map((cells) => cells.slice(1, 5));
  assert.deepEqual(
    synced.filter((cells) => cells[1] === 'ADDED'),
    [
      ['RULE_CHAIN_METADATA', 'ADDED', chain.id.id, 'Pending'],
      ['RULE_CHAIN', 'ADDED', chain.id.id, 'Pending'],
    ],
  );
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(errors.map(String), []);
});

test('a customer user sees no edge events, rule chains or sync on an edge', async (t) => {
  const suffix = Date.now().toString(36);
  const me = await restClient(server, 'customer@thingsboard.org', 'customer');
  const user = await me.call<{ customerId: { id: string } }>('GET', '/api/auth/user');
  const edge = await tenant.call<Named>('POST', '/api/edge', { name: `E2E customer edge ${suffix}`, type: 'default' });
  t.after(() => tenant.call('DELETE', `/api/edge/${edge.id.id}`));
  await tenant.call('POST', `/api/customer/${user.customerId.id}/edge/${edge.id.id}`);
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'customer');
  await page.goto(`/edgeInstances/${edge.id.id}?tab=edgeEvents`);
  await page.getByRole('heading', { level: 1, name: edge.name }).waitFor();
  assert.deepEqual(await page.getByRole('tab').allTextContents(), ['Details', 'Attributes', 'Latest telemetry', 'Alarms', 'Relations']);
  assert.equal(await page.getByRole('button', { name: 'Sync edge' }).count(), 0);
  assert.deepEqual(errors.map(String), []);
});
