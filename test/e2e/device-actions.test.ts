import { before, test } from 'node:test';
import assert from 'node:assert/strict';
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

interface Credentials {
  credentialsType: string;
  credentialsId: string;
  credentialsValue: string | null;
}

/** Saves the credentials dialog's form, confirms the change the confirmation names, and waits for the dialog to close once the server took it. */
async function saveAndConfirm(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: `Credentials of ${name}` });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const confirmation = page.getByRole('alertdialog', { name: `Change the credentials of ${name}?` });
  await confirmation.getByRole('button', { name: 'Change credentials' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(`Credentials of ${name} saved.`).first().waitFor();
}

test('a tenant administrator changes a device\'s credentials to MQTT basic and back to a token, and checks its connectivity', async (t) => {
  const name = `E2E credentials ${Date.now().toString(36)}`;
  const device = await tenant.call<{ id: { id: string } }>('POST', '/api/device', { name, type: 'default' });
  t.after(() => tenant.call('DELETE', `/api/device/${device.id.id}`));
  const credentialsOf = () => tenant.call<Credentials>('GET', `/api/device/${device.id.id}/credentials`);

  const { page, errors } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 } });
  await signIn(page, 'tenant');
  await page.goto(`/devices/${device.id.id}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();

  // To MQTT basic: the dialog asks for a client id or a user name before anything is sent.
  await page.getByRole('button', { name: 'Manage credentials' }).click();
  const dialog = page.getByRole('dialog', { name: `Credentials of ${name}` });
  await dialog.getByLabel('Credentials type').selectOption('MQTT_BASIC');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText('Enter a client ID, a user name or both.').first().waitFor();
  assert.deepEqual(await axeViolations(page), []);
  await dialog.getByLabel('Client ID').fill('e2e-client');
  await dialog.getByLabel('User name').fill('e2e-user');
  await dialog.getByLabel('Password', { exact: true }).fill('e2e-secret');
  await saveAndConfirm(page, name);
  const mqtt = await credentialsOf();
  assert.equal(mqtt.credentialsType, 'MQTT_BASIC');
  assert.deepEqual(JSON.parse(mqtt.credentialsValue ?? ''), { clientId: 'e2e-client', userName: 'e2e-user', password: 'e2e-secret' });

  // Connectivity for MQTT basic: only the mosquitto_pub command, carrying the MQTT identity.
  await page.getByRole('button', { name: 'Check connectivity' }).click();
  const check = page.getByRole('dialog', { name: `Check connectivity of ${name}` });
  assert.match((await check.locator('pre').allTextContents()).join('\n'), /^mosquitto_pub .* -i e2e-client -u e2e-user -P e2e-secret /);
  await check.getByRole('button', { name: 'Close', exact: true }).last().click();

  // Back to a token the person types.
  const token = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('button', { name: 'Manage credentials' }).click();
  await dialog.getByLabel('Credentials type').selectOption('ACCESS_TOKEN');
  await dialog.getByLabel('Access token').fill(token);
  await saveAndConfirm(page, name);
  assert.deepEqual(await credentialsOf().then((c) => [c.credentialsType, c.credentialsId]), ['ACCESS_TOKEN', token]);

  // Connectivity for the token: the curl and mosquitto_pub commands for this server, each with its copy button.
  await page.getByRole('button', { name: 'Check connectivity' }).click();
  const [curl, mosquitto] = await check.locator('pre').allTextContents();
  const origin = new URL(server.url).origin;
  assert.equal(curl, `curl -v -X POST ${origin}/api/v1/${token}/telemetry --header 'Content-Type: application/json' --data '{"temperature":25}'`);
  assert.equal(mosquitto, `mosquitto_pub -d -q 1 -h ${new URL(server.url).hostname} -p 1883 -t v1/devices/me/telemetry -u ${token} -m '{"temperature":25}'`);
  await check.getByRole('button', { name: 'Copy the curl command' }).waitFor();
  await check.getByRole('button', { name: 'Copy the mosquitto_pub command' }).waitFor();
  assert.deepEqual(await axeViolations(page), []);

  // What the curl command sends reaches the device.
  const sent = await fetch(`${origin}/api/v1/${token}/telemetry`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"temperature":25}' });
  assert.equal(sent.status, 200);
  assert.deepEqual(errors, []);
});
