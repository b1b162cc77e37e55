import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

const WIDE = { viewport: { width: 1440, height: 900 } };

interface Chain {
  id: { id: string };
  name: string;
  root: boolean;
}

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, 'tenant@thingsboard.org', 'tenant');
});

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: true }) });

test('the rule chain templates page makes an edge chain the template root and assigns another to new edges', async (t) => {
  const stamp = Date.now().toString(36);
  const edgeChains = () => tenant.call<{ data: Chain[] }>('GET', '/api/ruleChains?pageSize=100&page=0&type=EDGE');
  const formerRoot = (await edgeChains()).data.find((c) => c.root);
  const rootName = `E2E edge root ${stamp}`;
  const sharedName = `E2E edge shared ${stamp}`;
  const made: Chain[] = [];
  for (const name of [rootName, sharedName]) made.push(await tenant.call<Chain>('POST', '/api/ruleChain', { name, type: 'EDGE' }));
  t.after(async () => {
    if (formerRoot) await tenant.call('POST', `/api/ruleChain/${formerRoot.id.id}/edgeTemplateRoot`);
    for (const chain of made) await tenant.call('DELETE', `/api/ruleChain/${chain.id.id}/autoAssignToEdge`).catch(() => undefined);
    for (const chain of made) await tenant.call('DELETE', `/api/ruleChain/${chain.id.id}`);
  });

  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/edgeManagement/ruleChains');
  await rowOf(page, rootName).waitFor();
  assert.deepEqual(await axeViolations(page), []);

  await rowOf(page, rootName).getByRole('button', { name: 'Make edge template root' }).click();
  await page.getByText('Made the edge template root rule chain.').waitFor();
  await rowOf(page, rootName).getByRole('button', { name: 'Make edge template root' }).waitFor({ state: 'detached' });
  assert.equal((await edgeChains()).data.find((c) => c.root)?.name, rootName);

  await rowOf(page, sharedName).getByRole('button', { name: 'Assign to new edges' }).click();
  await page.getByText('New edges get this rule chain.').waitFor();
  await rowOf(page, sharedName).getByRole('button', { name: 'Stop assigning to new edges' }).waitFor();
  const auto = await tenant.call<Chain[]>('GET', '/api/ruleChain/autoAssignToEdgeRuleChains');
  assert.deepEqual(auto.filter((c) => c.name.includes(stamp)).map((c) => c.name), [sharedName]);

  await rowOf(page, sharedName).getByRole('button', { name: 'Stop assigning to new edges' }).click();
  await page.getByText('New edges no longer get this rule chain.').waitFor();
  await rowOf(page, sharedName).getByRole('button', { name: 'Assign to new edges' }).waitFor();
  const after = await tenant.call<Chain[]>('GET', '/api/ruleChain/autoAssignToEdgeRuleChains');
  assert.deepEqual(after.filter((c) => c.name.includes(stamp)), []);
  assert.deepEqual(errors.map(String), []);
});
