import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

const WIDE = { viewport: { width: 1440, height: 900 } };

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, 'tenant@thingsboard.org', 'tenant');
});

interface Profile {
  id: { id: string };
  name: string;
  profileData: { alarms: Array<{ alarmType: string; createRules: Record<string, { condition: { condition: unknown[] } }> }> | null };
}

test('a tenant administrator opens the demo device profile from the list, adds an alarm rule with a condition, saves it and sees it after a reload', async (t) => {
  const page_ = await tenant.call<{ data: Profile[] }>('GET', '/api/deviceProfiles?pageSize=100&page=0&textSearch=default');
  const demo = page_.data.find((p) => p.name === 'default');
  assert.ok(demo, 'the demo tenant has the default profile');
  const original = await tenant.call<Profile>('GET', `/api/deviceProfile/${demo.id.id}`);
  t.after(() => tenant.call('POST', '/api/deviceProfile', original));

  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/deviceProfiles');
  const row = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'default', exact: true }) });
  await row.focus();
  await row.press('Enter');
  await page.waitForURL(`**/deviceProfiles/${demo.id.id}`);
  await page.getByRole('heading', { level: 1, name: 'default' }).waitFor();
  assert.deepEqual(await page.getByRole('tab').allTextContents(), ['Details', 'Alarm rules', 'Firmware and software', 'Device provisioning', 'Transport', 'Audit logs']);
  assert.deepEqual(await axeViolations(page), []);

  await page.getByRole('tab', { name: 'Alarm rules' }).click();
  await page.waitForURL('**?tab=alarm-rules');
  await page.getByRole('button', { name: 'Add alarm' }).click();
  const alarmType = `E2E overheat ${Date.now().toString(36)}`;
  await page.getByLabel('Alarm type').fill(alarmType);
  await page.getByLabel('Key', { exact: true }).fill('temperature');
  await page.getByLabel('Value', { exact: true }).fill('42');
  assert.deepEqual(await axeViolations(page), []);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Device profile saved.').waitFor();

  const saved = await tenant.call<Profile>('GET', `/api/deviceProfile/${demo.id.id}`);
  const alarm = saved.profileData.alarms?.find((a) => a.alarmType === alarmType);
  assert.ok(alarm, 'the alarm is stored with the profile');
  assert.deepEqual(alarm.createRules.CRITICAL!.condition.condition, [
    { key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC', value: null, predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 42, userValue: null, dynamicValue: null } } },
  ]);

  await page.reload();
  await page.getByRole('tab', { name: 'Alarm rules', selected: true }).waitFor();
  assert.equal(await page.getByLabel('Alarm type').inputValue(), alarmType);
  assert.equal(await page.getByLabel('Key', { exact: true }).inputValue(), 'temperature');
  assert.equal(await page.getByLabel('Value', { exact: true }).inputValue(), '42');
  assert.deepEqual(errors.map(String), []);
});
