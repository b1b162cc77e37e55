import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
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

interface Device {
  id: { id: string };
  name: string;
  label?: string | null;
  type?: string;
}

/** A device of the tenant by name. */
function deviceNamed(name: string): Promise<Device> {
  return tenant.call<Device>('GET', `/api/tenant/devices?deviceName=${encodeURIComponent(name)}`);
}

/** The text of the value cell in the row whose first cell is `key`, or null while there is none. */
async function valueOf(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => {
    const row = [...document.querySelectorAll('[role=tabpanel] tbody tr')].find((r) => (r.querySelector('td') as HTMLElement | null)?.innerText.trim() === k);
    return (row?.querySelectorAll('td')[1] as HTMLElement | undefined)?.innerText.trim() ?? null;
  }, key);
}

/** Waits until the row of `key` shows `value` (null: until the row is gone). */
async function waitForValue(page: Page, key: string, value: string | null): Promise<void> {
  await page.waitForFunction(
    ([k, v]) => {
      const row = [...document.querySelectorAll('[role=tabpanel] tbody tr')].find((r) => (r.querySelector('td') as HTMLElement | null)?.innerText.trim() === k);
      return v === null ? !row : (row?.querySelectorAll('td')[1] as HTMLElement | undefined)?.innerText.trim() === v;
    },
    [key, value] as const,
  );
}

test('a tenant administrator opens a demo device from the list, edits its label, adds a shared attribute, sees telemetry arrive live and deletes the attribute', async (t) => {
  const pump = await deviceNamed('Water Pump P1');
  t.after(() => tenant.call('POST', '/api/device', { ...pump, label: pump.label }));
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/devices');
  const row = page.getByRole('row').filter({ hasText: 'Water Pump P1' });
  await row.focus();
  await row.press('Enter');
  await page.waitForURL(`**/devices/${pump.id.id}`);
  await page.getByRole('heading', { level: 1, name: 'Water Pump P1' }).waitFor();
  assert.deepEqual(await page.getByRole('tab').allTextContents(), ['Details', 'Attributes', 'Latest telemetry', 'Alarms', 'Relations', 'Audit logs', 'Events']);
  // The breadcrumb trail names the device at its last level.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Water Pump P1').waitFor();
  assert.deepEqual(await axeViolations(page), []);

  // Details: a new label is saved with the device.
  const label = `Basement pump ${Date.now().toString(36)}`;
  await page.getByLabel('Label', { exact: true }).fill(label);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Device saved.').waitFor();
  assert.equal((await deviceNamed('Water Pump P1')).label, label);

  // Attributes: a shared attribute is added through the dialog.
  await page.getByRole('tab', { name: 'Attributes' }).click();
  await page.waitForURL('**?tab=attributes');
  await page.getByLabel('Attribute scope').selectOption('SHARED_SCOPE');
  await page.waitForURL('**?tab=attributes&scope=SHARED_SCOPE');
  const key = `e2eSetpoint${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add attribute' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add attribute' });
  await dialog.getByLabel('Key').fill(key);
  await dialog.getByLabel('Value type').selectOption('INTEGER');
  await dialog.getByLabel('Value', { exact: true }).fill('42');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await waitForValue(page, key, '42');
  const shared = await tenant.call<Array<{ key: string; value: unknown }>>('GET', `/api/plugins/telemetry/DEVICE/${pump.id.id}/values/attributes/SHARED_SCOPE`);
  assert.deepEqual(shared.filter((a) => a.key === key).map((a) => a.value), [42]);

  // Latest telemetry: a value the device posts shows up without a reload.
  await page.getByRole('tab', { name: 'Latest telemetry' }).click();
  await page.waitForURL('**?tab=telemetry&scope=SHARED_SCOPE');
  await page.getByRole('table', { name: 'Latest telemetry' }).waitFor();
  const flow = String(Math.round(Math.random() * 1e6));
  const posted = await fetch(`${server.url}/api/v1/demo-water-pump-p1/telemetry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ e2eFlow: Number(flow) }) });
  assert.equal(posted.status, 200);
  await waitForValue(page, 'e2eFlow', flow);
  assert.deepEqual(await axeViolations(page), []);

  // Back on the shared attributes, the attribute is deleted after a confirmation naming it.
  await page.getByRole('tab', { name: 'Attributes' }).click();
  await waitForValue(page, key, '42');
  await page.getByRole('button', { name: `Delete ${key}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete the attribute '${key}'?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await waitForValue(page, key, null);
  const after = await tenant.call<Array<{ key: string }>>('GET', `/api/plugins/telemetry/DEVICE/${pump.id.id}/values/attributes/SHARED_SCOPE`);
  assert.equal(after.some((a) => a.key === key), false);
  assert.equal(await valueOf(page, key), null);
  assert.deepEqual(errors.map(String), []);
});

test('a customer user sees its device with no edit or delete actions', async (t) => {
  const thermostat = await deviceNamed('Thermostat T1');
  await tenant.call('POST', `/api/plugins/telemetry/DEVICE/${thermostat.id.id}/SHARED_SCOPE`, { e2eCustomerMode: 'eco' });
  t.after(() => tenant.call('DELETE', `/api/plugins/telemetry/DEVICE/${thermostat.id.id}/SHARED_SCOPE?keys=e2eCustomerMode`));
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'customer');
  await page.goto(`/devices/${thermostat.id.id}`);
  await page.getByRole('heading', { level: 1, name: 'Thermostat T1' }).waitFor();
  await page.getByText('You can view this device but not change it.').waitFor();
  assert.equal(await page.getByLabel('Name', { exact: true }).getAttribute('readonly'), '');
  assert.equal(await page.getByRole('button', { name: 'Save', exact: true }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Copy access token' }).count(), 0);
  await page.getByRole('button', { name: 'Copy device ID' }).waitFor();

  await page.getByRole('tab', { name: 'Attributes' }).click();
  await page.getByLabel('Attribute scope').selectOption('SHARED_SCOPE');
  await waitForValue(page, 'e2eCustomerMode', 'eco');
  assert.equal(await page.getByRole('button', { name: 'Add attribute' }).count(), 0);
  assert.equal(await page.locator('[role=tabpanel] tbody button').count(), 0);

  await page.getByRole('tab', { name: 'Latest telemetry' }).click();
  await fetch(`${server.url}/api/v1/demo-thermostat-t1/telemetry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ temperature: 19.5 }) });
  await waitForValue(page, 'temperature', '19.5');
  assert.equal(await page.locator('[role=tabpanel] tbody button').count(), 0);
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(errors.map(String), []);
});

/** Renames a device in the database: the API refuses markup in names, but a name may come from elsewhere (an import, another server). */
async function renameInDatabase(id: string, name: string): Promise<void> {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    await db.query('UPDATE device SET name = $1 WHERE id = $2', [name, id]);
  } finally {
    await db.end();
  }
}

test('a device name holding markup shows as text', async (t) => {
  const suffix = Date.now().toString(36);
  const name = `<img src=x onerror=alert(1)> ${suffix}`;
  const device = await tenant.call<Device>('POST', '/api/device', { name: `Markup ${suffix}`, type: 'default' });
  t.after(() => tenant.call('DELETE', `/api/device/${device.id.id}`));
  await renameInDatabase(device.id.id, name);
  const { page, errors } = await newPage(t, browser, server, WIDE);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signIn(page, 'tenant');
  await page.goto(`/devices/${device.id.id}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  assert.equal(await page.locator('main img').count(), 0);
  assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), name);
  assert.deepEqual(dialogs, []);
  assert.deepEqual(errors.map(String), []);
});

test('an address naming no device says so and leads back to the list', async (t) => {
  const { page } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/devices/00000000-0000-4000-8000-000000000000');
  await page.getByRole('heading', { level: 1, name: 'Device not found' }).waitFor();
  await page.getByRole('button', { name: 'Back to devices' }).click();
  await page.waitForURL('**/devices');
});

test('a tenant administrator acknowledges a device alarm from the Alarms tab', async (t) => {
  const suffix = Date.now().toString(36);
  const type = `E2E overheat ${suffix}`;
  const device = await tenant.call<Device>('POST', '/api/device', { name: `Alarmed ${suffix}`, type: 'default' });
  const made: { alarmId?: string } = {};
  t.after(async () => {
    if (made.alarmId) await tenant.call('DELETE', `/api/alarm/${made.alarmId}`);
    await tenant.call('DELETE', `/api/device/${device.id.id}`);
  });
  const created = await tenant.call<{ id: { id: string } }>('POST', '/api/alarm', {
    type,
    originator: { entityType: 'DEVICE', id: device.id.id },
    severity: 'MAJOR',
    status: 'ACTIVE_UNACK',
  });
  made.alarmId = created.id.id;
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto(`/devices/${device.id.id}`);
  await page.getByRole('tab', { name: 'Alarms' }).click();
  await page.waitForURL(`**/devices/${device.id.id}?tab=alarms`);
  const row = page.getByRole('row').filter({ hasText: type });
  await row.getByText('Major', { exact: true }).waitFor();
  assert.equal(await row.locator('[data-status]').textContent(), 'Active, unacknowledged');
  await row.getByRole('button', { name: `Acknowledge ${type}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Acknowledge the alarm '${type}'?` });
  await confirm.getByRole('button', { name: 'Acknowledge', exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
  await row.locator('[data-status=ACTIVE_ACK]').waitFor();
  assert.equal(await row.locator('[data-status]').textContent(), 'Active, acknowledged');
  const stored = await tenant.call<{ status: string; ackTs: number }>('GET', `/api/alarm/${created.id.id}`);
  assert.equal(stored.status, 'ACTIVE_ACK');
  assert.ok(stored.ackTs > 0);
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(errors.map(String), []);
});
