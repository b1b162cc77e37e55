import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let sysadmin: RestClient;

const WIDE = { viewport: { width: 1440, height: 900 } };

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  sysadmin = await restClient(server, 'sysadmin@thingsboard.org', 'sysadmin');
});

interface TenantProfile {
  id: { id: string };
  name: string;
  isolatedTbRuleEngine: boolean;
  profileData: { configuration: Record<string, unknown>; queueConfiguration: Array<{ name: string }> | null };
}

test('a system administrator adds a tenant profile with isolated queues, lands on its page and edits its limits', async (t) => {
  const name = `E2E gold ${Date.now().toString(36)}`;
  t.after(async () => {
    const found = await sysadmin.call<{ data: TenantProfile[] }>('GET', `/api/tenantProfiles?pageSize=10&page=0&textSearch=${encodeURIComponent(name)}`);
    for (const profile of found.data) await sysadmin.call('DELETE', `/api/tenantProfile/${profile.id.id}`);
  });
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'sysadmin');
  await page.goto('/tenantProfiles');
  await page.getByRole('button', { name: 'Add tenant profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add tenant profile' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Isolated rule engine queues').check();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await page.waitForURL(/\/tenantProfiles\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  const id = page.url().split('/').pop()!;
  const created = await sysadmin.call<TenantProfile>('GET', `/api/tenantProfile/${id}`);
  assert.deepEqual([created.isolatedTbRuleEngine, created.profileData.queueConfiguration?.map((q) => q.name)], [true, ['Main']]);

  await page.getByRole('tab', { name: 'Limits' }).click();
  await page.getByLabel('Devices', { exact: true }).fill('-5');
  await page.getByText('Enter a whole number of 0 or more.').waitFor();
  await page.getByLabel('Devices', { exact: true }).fill('25');
  await page.getByLabel('Tenant messages', { exact: true }).fill('100:1,2000:60');
  assert.deepEqual(await axeViolations(page), []);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Tenant profile saved.').waitFor();
  const edited = await sysadmin.call<TenantProfile>('GET', `/api/tenantProfile/${id}`);
  assert.deepEqual([edited.profileData.configuration.maxDevices, edited.profileData.configuration.transportTenantMsgRateLimit], [25, '100:1,2000:60']);

  await page.getByRole('tab', { name: 'Queues' }).click();
  await page.getByRole('region', { name: 'Queue Main' }).waitFor();
  assert.deepEqual(errors.map(String), []);
});

test('a system administrator adds a queue, opens it from the list and changes its partitions', async (t) => {
  const name = `E2E_${Date.now().toString(36)}`;
  t.after(async () => {
    const found = await sysadmin.call<{ data: Array<{ id: { id: string }; name: string }> }>('GET', `/api/queues?pageSize=10&page=0&serviceType=TB_RULE_ENGINE&textSearch=${encodeURIComponent(name)}`);
    for (const queue of found.data) await sysadmin.call('DELETE', `/api/queues/${queue.id.id}`);
  });
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'sysadmin');
  await page.goto('/settings/queues');
  await page.getByRole('button', { name: 'Add queue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add queue' });
  await dialog.getByLabel('Name', { exact: true }).fill(`${name} x`);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByText('Use only letters A–Z, digits, and the characters . _ -').first().waitFor();
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Submit strategy').selectOption('BATCH');
  await dialog.getByLabel('Batch size').fill('500');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText(`Queue ${name} added.`).waitFor();

  const row = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: true }) });
  await row.focus();
  await row.press('Enter');
  await page.waitForURL(/\/settings\/queues\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByLabel('Partitions', { exact: true }).fill('3');
  assert.deepEqual(await axeViolations(page), []);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Queue saved.').waitFor();
  const id = page.url().split('/').pop()!;
  const saved = await sysadmin.call<{ name: string; topic: string; partitions: number; submitStrategy: { type: string; batchSize: number } }>('GET', `/api/queues/${id}`);
  assert.deepEqual([saved.name, saved.topic, saved.partitions, saved.submitStrategy], [name, `tb_rule_engine.${name.toLowerCase()}`, 3, { type: 'BATCH', batchSize: 500 }]);
  assert.deepEqual(errors.map(String), []);
});
