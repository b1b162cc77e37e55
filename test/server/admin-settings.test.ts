import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { demoTokens } from '../support/tokens.js';
import { readOutbox } from '../../server/settings/outbox.js';

let server: TestServer;
let tokens: Awaited<ReturnType<typeof demoTokens>>;

before(async () => {
  server = await startTestServer();
  tokens = await demoTokens(server.ctx);
});
after(() => server.close());

test('answers the seeded general settings to the system administrator', async () => {
  const res = await server.call('GET', '/api/admin/settings/general', { token: tokens.sysadmin });
  assert.equal(res.status, 200);
  assert.equal(res.body.key, 'general');
  assert.deepEqual(res.body.jsonValue, { baseUrl: 'http://localhost:8080', prohibitDifferentUrl: false });
  assert.equal(typeof res.body.id.id, 'string');
});

test('keeps the installer string types of the mail port and timeout and never answers the password', async () => {
  const res = await server.call('GET', '/api/admin/settings/mail', { token: tokens.sysadmin });
  assert.equal(res.body.jsonValue.smtpPort, '25');
  assert.equal(res.body.jsonValue.timeout, '10000');
  assert.equal('password' in res.body.jsonValue, false);
});

test('keeps the stored mail password unless the form says it changed', async () => {
  const base = { mailFrom: 'a@b.c', smtpHost: 'mail.local', smtpPort: '2525', timeout: '10000', smtpProtocol: 'smtp' };
  await server.call('POST', '/api/admin/settings', { token: tokens.sysadmin, body: { key: 'mail', jsonValue: { ...base, password: 's3cret', changePassword: true } } });
  const saved = await server.call('POST', '/api/admin/settings', { token: tokens.sysadmin, body: { key: 'mail', jsonValue: { ...base, password: '' } } });
  assert.equal(saved.status, 200);
  assert.equal('password' in saved.body.jsonValue, false);
  const row = await server.ctx.db.one<{ json_value: { password: string } }>("SELECT json_value FROM admin_settings WHERE key = 'mail'");
  assert.equal(row?.json_value.password, 's3cret');
});

test('answers 404 for a settings key never saved and 403 to other roles', async () => {
  const sms = await server.call('GET', '/api/admin/settings/sms', { token: tokens.sysadmin });
  assert.equal(sms.status, 404);
  assert.equal(sms.body.errorCode, 32);
  for (const token of [tokens.tenant, tokens.customer]) {
    const res = await server.call('GET', '/api/admin/settings/general', { token });
    assert.equal(res.status, 403);
    assert.equal(res.body.errorCode, 20);
  }
});

test('rejects invalid settings with 400 naming the field and changes nothing', async () => {
  const cases = [
    { key: 'general', jsonValue: { baseUrl: 'not a url' } },
    { key: 'general', jsonValue: { baseUrl: 42 } },
    { key: 'mail', jsonValue: { mailFrom: 'a@b.c', smtpHost: 'h', smtpPort: '99999' } },
    { key: 'sms', jsonValue: { type: 'PIGEON' } },
    { key: 'sms', jsonValue: { type: 'TWILIO', accountSid: 'x' } },
    { key: 'nope', jsonValue: {} },
    { key: 'general', jsonValue: 'text' },
  ];
  for (const body of cases) {
    const res = await server.call('POST', '/api/admin/settings', { token: tokens.sysadmin, body });
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.errorCode, 31);
  }
  const general = await server.call('GET', '/api/admin/settings/general', { token: tokens.sysadmin });
  assert.equal(general.body.jsonValue.baseUrl, 'http://localhost:8080');
  const malformed = await server.call('POST', '/api/admin/settings', { token: tokens.sysadmin, rawBody: '{"key":' });
  assert.equal(malformed.status, 400);
});

test('puts test mail and test SMS into the outbox', async () => {
  const mail = await server.call('POST', '/api/admin/settings/testMail', { token: tokens.sysadmin,
    body: { key: 'mail', jsonValue: { mailFrom: 'a@b.c', smtpHost: 'mail.local', smtpPort: '25' } } });
  assert.equal(mail.status, 200);
  const [message] = await readOutbox(server.ctx.db, 'sysadmin@thingsboard.org');
  assert.equal(message?.subject, 'Test message from tbkit');
  const sms = await server.call('POST', '/api/admin/settings/testSms', { token: tokens.sysadmin,
    body: { numberTo: '+12015550123', message: 'hello', providerConfiguration: { type: 'TWILIO', accountSid: 'a', accountToken: 'b', numberFrom: '+1' } } });
  assert.equal(sms.status, 200);
  assert.equal((await readOutbox(server.ctx.db, '+12015550123'))[0]?.body, 'hello');
  const bad = await server.call('POST', '/api/admin/settings/testSms', { token: tokens.sysadmin,
    body: { numberTo: '12345', message: 'x', providerConfiguration: { type: 'TWILIO', accountSid: 'a', accountToken: 'b', numberFrom: '+1' } } });
  assert.equal(bad.status, 400);
});

test('answers the update check without an update', async () => {
  const res = await server.call('GET', '/api/admin/updates', { token: tokens.sysadmin });
  assert.deepEqual(res.body, { message: '', updateAvailable: false });
});

test('answers the help base address as text and serves help pages from it', async () => {
  const base = await server.call('GET', '/api/uiSettings/helpBaseUrl', { token: tokens.customer });
  assert.equal(base.status, 200);
  assert.match(base.headers.get('content-type') ?? '', /text\/plain/);
  assert.equal(base.text, server.url);
  const page = await fetch(`${base.text}/help/en_US/devices.md`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /^# Devices/);
  assert.equal((await fetch(`${base.text}/help/en_US/nothing.md`)).status, 404);
  assert.equal((await fetch(`${base.text}/help/de_DE/devices.md`)).status, 404);
  assert.equal((await fetch(`${base.text}/help/en_US/..%2F..%2Fpackage.md`)).status, 404);
});
