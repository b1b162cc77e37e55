import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { ACCOUNTS, axeViolations, e2eServer, launchBrowser, newPage, nextMessage, signIn, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let sysadmin: RestClient;

const WIDE = { viewport: { width: 1440, height: 900 } };

interface AdminSettings {
  key: string;
  jsonValue: Record<string, unknown>;
}
interface SecuritySettings {
  passwordPolicy: { minimumLength: number | null };
}

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  sysadmin = await restClient(server, ACCOUNTS.sysadmin.email, ACCOUNTS.sysadmin.password);
});

test('the system administrator changes the base URL and the password minimum length, and sees both after a reload', async (t) => {
  const general = await sysadmin.call<AdminSettings>('GET', '/api/admin/settings/general');
  const security = await sysadmin.call<SecuritySettings>('GET', '/api/admin/securitySettings');
  t.after(async () => {
    await sysadmin.call('POST', '/api/admin/settings', { key: 'general', jsonValue: general.jsonValue });
    await sysadmin.call('POST', '/api/admin/securitySettings', security);
  });
  const baseUrl = `https://iot-${Date.now().toString(36)}.example.com`;
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'sysadmin');

  await page.goto('/settings/general');
  const url = page.getByRole('textbox', { name: 'Base URL', exact: true });
  assert.equal(await url.inputValue(), String(general.jsonValue.baseUrl));
  await url.fill('iot.example.com');
  await page.getByText('Enter a full http:// or https:// address').waitFor();
  await url.fill(baseUrl);
  assert.deepEqual(await axeViolations(page), []);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('General settings saved.').waitFor();
  await page.reload();
  // The field appears once the settings are loaded, with the saved value.
  assert.equal(await page.getByRole('textbox', { name: 'Base URL', exact: true }).inputValue(), baseUrl);
  assert.equal((await sysadmin.call<AdminSettings>('GET', '/api/admin/settings/general')).jsonValue.baseUrl, baseUrl);

  // 8 characters: the demo passwords are only signed in with, and every password the other tests set is longer.
  await page.goto('/settings/security-settings');
  const minimum = page.getByRole('textbox', { name: 'Minimum length', exact: true });
  await minimum.fill('5');
  await page.getByText('Enter a whole number from 6 to 50.').waitFor();
  await minimum.fill('8');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Security settings saved.').waitFor();
  await page.reload();
  assert.equal(await page.getByRole('textbox', { name: 'Minimum length', exact: true }).inputValue(), '8');
  assert.equal((await sysadmin.call<SecuritySettings>('GET', '/api/admin/securitySettings')).passwordPolicy.minimumLength, 8);
  assert.deepEqual(errors.map(String), []);
});

test('the system administrator sends a test mail with the outgoing mail settings and it reaches the outbox', async (t) => {
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'sysadmin');
  await page.goto('/settings/outgoing-mail');
  await page.getByRole('textbox', { name: 'SMTP port', exact: true }).fill('2525');
  const since = Date.now();
  await page.getByRole('button', { name: 'Send test mail' }).click();
  await page.getByText('Test mail sent to your e-mail address.').waitFor();
  const mail = await nextMessage(server, ACCOUNTS.sysadmin.email, since);
  assert.equal(mail.subject, 'Test message from tbkit');
  assert.match(mail.body, /localhost:2525/);
  // The test used the typed port; nothing was saved.
  assert.equal((await sysadmin.call<AdminSettings>('GET', '/api/admin/settings/mail')).jsonValue.smtpPort, '25');
  assert.deepEqual(errors.map(String), []);
});
