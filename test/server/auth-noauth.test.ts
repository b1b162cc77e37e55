import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { createClient, createMemoryTokenStore } from '../../sdk/index.js';
import { DEMO } from '../../server/demo/ids.js';
import { deleteSetting, putSetting } from '../../server/settings/store.js';
import {
  assertError, claimsOf, DEFAULT_SECURITY, insertUser, lastMessage, linkIn, messageCount, putSecuritySettings, SYSADMIN, TENANT,
} from './auth-support.js';

let server: TestServer;
let sysadmin: string;
let tenant: string;

before(async () => {
  server = await startTestServer();
  sysadmin = await server.login(...SYSADMIN);
  tenant = await server.login(...TENANT);
});
after(() => server.close());

/** GET without following redirects. */
const getManual = (path: string) => fetch(server.url + path, { redirect: 'manual' });
const tokenOf = (link: string, name: string) => new URL(link).searchParams.get(name) ?? '';

async function newCustomerUser(email: string, sendActivationMail: boolean): Promise<string> {
  const res = await server.call('POST', `/api/user?sendActivationMail=${sendActivationMail}`, {
    token: tenant,
    body: { email, authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: DEMO.customerAId }, firstName: 'New', lastName: 'User' },
  });
  assert.equal(res.status, 200, res.text);
  return res.body.id.id;
}

test('answers the password policy to anyone and follows the saved security settings', async () => {
  const res = await server.call('GET', '/api/noauth/userPasswordPolicy');
  assert.deepEqual(res.body, DEFAULT_SECURITY.passwordPolicy);
  await putSecuritySettings(server, sysadmin, { ...DEFAULT_SECURITY, passwordPolicy: { ...DEFAULT_SECURITY.passwordPolicy, minimumDigits: 2 } });
  try {
    assert.equal((await server.call('GET', '/api/noauth/userPasswordPolicy')).body.minimumDigits, 2);
  } finally {
    await putSecuritySettings(server, sysadmin, DEFAULT_SECURITY);
  }
});

test('mails a reset link for an active account and answers 200 without mail for unknown or inactive ones', async () => {
  await insertUser(server, { email: 'forgetful@example.com', tenantId: DEMO.tenantId });
  await insertUser(server, { email: 'inactive@example.com', tenantId: DEMO.tenantId, enabled: false });
  const res = await server.call('POST', '/api/noauth/resetPasswordByEmail', { body: { email: 'forgetful@example.com' } });
  assert.equal(res.status, 200);
  assert.equal(res.text, '');
  const mail = await lastMessage(server, 'forgetful@example.com');
  assert.equal(mail?.channel, 'EMAIL');
  const link = linkIn(mail!.body);
  assert.match(link, new RegExp(`^${server.url}/api/noauth/resetPassword\\?resetToken=[A-Za-z0-9]{30}$`));
  for (const email of ['nobody@example.com', 'inactive@example.com']) {
    assert.equal((await server.call('POST', '/api/noauth/resetPasswordByEmail', { body: { email } })).status, 200);
    assert.equal(await messageCount(server, email), 0);
  }
});

test('answers 400 for reset-request bodies of the wrong shape', async () => {
  assertError(await server.call('POST', '/api/noauth/resetPasswordByEmail', { body: { email: 7 } }), 400, 31, /email/);
  assertError(await server.call('POST', '/api/noauth/resetPasswordByEmail', { body: {} }), 400, 31, /email/);
  assertError(await server.call('POST', '/api/noauth/resetPasswordByEmail', { rawBody: '{"email"' }), 400, 31);
  assertError(await server.call('POST', '/api/noauth/resetPasswordByEmail', { body: { email: 'x'.repeat(300) } }), 400, 31, /email/);
});

test('builds mail links from the configured base URL when other URLs are prohibited', async () => {
  await insertUser(server, { email: 'based@example.com', tenantId: DEMO.tenantId });
  await putSetting(server.ctx.db, 'general', { baseUrl: 'https://iot.example.com', prohibitDifferentUrl: true });
  try {
    await server.call('POST', '/api/noauth/resetPasswordByEmail', { body: { email: 'based@example.com' } });
    assert.match(linkIn((await lastMessage(server, 'based@example.com'))!.body), /^https:\/\/iot\.example\.com\/api\/noauth\/resetPassword\?resetToken=/);
  } finally {
    await deleteSetting(server.ctx.db, 'general');
  }
});

test('redirects a reset link with 303 to the console page and answers 409 for unknown tokens', async () => {
  await insertUser(server, { email: 'redirect@example.com', tenantId: DEMO.tenantId });
  await server.call('POST', '/api/noauth/resetPasswordByEmail', { body: { email: 'redirect@example.com' } });
  const link = linkIn((await lastMessage(server, 'redirect@example.com'))!.body);
  const res = await getManual(new URL(link).pathname + new URL(link).search);
  assert.equal(res.status, 303);
  assert.equal(res.headers.get('location'), `/login/resetPassword?resetToken=${tokenOf(link, 'resetToken')}`);
  const unknown = await getManual('/api/noauth/resetPassword?resetToken=nope');
  assert.equal(unknown.status, 409);
  assert.equal(await unknown.text(), '');
  assert.equal((await getManual('/api/noauth/resetPassword')).status, 400);
});

test('resets the password with a reset token once, mails a confirmation and signs the user in', async () => {
  await insertUser(server, { email: 'resetter@example.com', tenantId: DEMO.tenantId });
  await server.call('POST', '/api/noauth/resetPasswordByEmail', { body: { email: 'resetter@example.com' } });
  const resetToken = tokenOf(linkIn((await lastMessage(server, 'resetter@example.com'))!.body), 'resetToken');
  const reset = (password: unknown) => server.call('POST', '/api/noauth/resetPassword', { body: { resetToken, password } });
  assertError(await reset('abc'), 400, 31, 'Password must be at least 6 characters long.');
  assertError(await reset(123456), 400, 31, /password/);
  assertError(await reset('password1'), 400, 31, /different/);
  const res = await reset('brand-new-1');
  assert.equal(res.status, 200, res.text);
  assert.equal(res.body.scope, null);
  assert.equal(claimsOf(res.body.token).sub, 'resetter@example.com');
  assert.match((await lastMessage(server, 'resetter@example.com'))!.body, /was reset/);
  assertError(await reset('another-1'), 400, 31, 'Invalid reset token!');
  assert.equal((await server.call('POST', '/api/auth/login', { body: { username: 'resetter@example.com', password: 'brand-new-1' } })).status, 200);
});

test('refuses a reset for an account disabled after the reset was requested', async () => {
  const id = await insertUser(server, { email: 'disabled-later@example.com', tenantId: DEMO.tenantId });
  await server.call('POST', '/api/noauth/resetPasswordByEmail', { body: { email: 'disabled-later@example.com' } });
  const resetToken = tokenOf(linkIn((await lastMessage(server, 'disabled-later@example.com'))!.body), 'resetToken');
  await server.ctx.db.query('UPDATE user_credentials SET enabled = false WHERE user_id = $1', [id]);
  const res = await server.call('POST', '/api/noauth/resetPassword', { body: { resetToken, password: 'fresh-pass-1' } });
  assertError(res, 401, 10, 'User account is not active');
});

test('activates a new user from the mailed link and signs the user in', async () => {
  const id = await newCustomerUser('newcomer@example.com', true);
  const link = linkIn((await lastMessage(server, 'newcomer@example.com'))!.body);
  assert.match(link, new RegExp(`^${server.url}/api/noauth/activate\\?activateToken=[A-Za-z0-9]{30}$`));
  const activateToken = tokenOf(link, 'activateToken');
  const shown = await server.call('GET', `/api/user/${id}/activationLink`, { token: tenant });
  assert.equal(shown.status, 200);
  assert.match(shown.headers.get('content-type') ?? '', /text\/plain/);
  assert.equal(shown.text, link);
  const redirect = await getManual(`/api/noauth/activate?activateToken=${activateToken}`);
  assert.equal(redirect.status, 303);
  assert.equal(redirect.headers.get('location'), `/login/createPassword?activateToken=${activateToken}`);
  assertError(await server.call('POST', '/api/auth/login', { body: { username: 'newcomer@example.com', password: 'whatever1' } }), 401, 10);

  const client = createClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore() });
  const result = await client.auth.activate(activateToken, 'first-pass-1', true);
  assert.equal(result.kind, 'success');
  assert.match((await lastMessage(server, 'newcomer@example.com'))!.body, /now active/);
  assert.equal((await getManual(`/api/noauth/activate?activateToken=${activateToken}`)).status, 409);
  assertError(await server.call('GET', `/api/user/${id}/activationLink`, { token: tenant }), 400, 31, 'User is already activated!');
  const user = await server.call('GET', `/api/user/${id}`, { token: tenant });
  assert.equal(user.body.additionalInfo.userCredentialsEnabled, true);
  assert.equal((await server.call('POST', '/api/auth/login', { body: { username: 'newcomer@example.com', password: 'first-pass-1' } })).status, 200);
});

test('refuses activation with an unknown token or a password breaking the policy and changes nothing', async () => {
  const id = await newCustomerUser('careful@example.com', false);
  assert.equal(await messageCount(server, 'careful@example.com'), 0);
  const link = (await server.call('GET', `/api/user/${id}/activationLink`, { token: tenant })).text;
  const activateToken = tokenOf(link, 'activateToken');
  const activate = (body: unknown) => server.call('POST', '/api/noauth/activate?sendActivationMail=false', { body });
  assertError(await activate({ activateToken: 'unknown', password: 'good-pass-1' }), 400, 31, 'Invalid activation token!');
  assertError(await activate({ activateToken, password: 'tiny' }), 400, 31, 'Password must be at least 6 characters long.');
  assertError(await activate({ activateToken }), 400, 31, /password/);
  assertError(await activate({ activateToken: 5, password: 'good-pass-1' }), 400, 31, /activateToken/);
  assertError(await server.call('POST', '/api/noauth/activate', { rawBody: '{"activateToken":' }), 400, 31);
  assert.equal((await getManual(`/api/noauth/activate?activateToken=${activateToken}`)).status, 303);
  const ok = await activate({ activateToken, password: 'good-pass-1' });
  assert.equal(ok.status, 200);
  assert.equal(await messageCount(server, 'careful@example.com'), 0);
});

test('resends the activation mail on request and refuses it for unknown or active users', async () => {
  await newCustomerUser('resend@example.com', false);
  const res = await server.call('POST', '/api/user/sendActivationMail?email=resend@example.com', { token: tenant });
  assert.equal(res.status, 200);
  assert.match(linkIn((await lastMessage(server, 'resend@example.com'))!.body), /\/api\/noauth\/activate\?activateToken=/);
  assertError(await server.call('POST', '/api/user/sendActivationMail?email=ghost@example.com', { token: tenant }), 404, 32);
  assertError(await server.call('POST', '/api/user/sendActivationMail?email=customer@thingsboard.org', { token: tenant }), 400, 31, 'User is already activated!');
  assertError(await server.call('POST', '/api/user/sendActivationMail', { token: tenant }), 400, 31, /email/);
});

test('applies each password policy rule with a message naming it', async () => {
  await putSecuritySettings(server, sysadmin, {
    ...DEFAULT_SECURITY,
    passwordPolicy: { minimumLength: 8, minimumUppercaseLetters: 1, minimumLowercaseLetters: 2, minimumDigits: 1, minimumSpecialCharacters: 1,
      allowWhitespaces: false, passwordExpirationPeriodDays: null, passwordReuseFrequencyDays: null },
  });
  try {
    const id = await newCustomerUser('policy@example.com', false);
    const activateToken = tokenOf((await server.call('GET', `/api/user/${id}/activationLink`, { token: tenant })).text, 'activateToken');
    const activate = (password: string) => server.call('POST', '/api/noauth/activate?sendActivationMail=false', { body: { activateToken, password } });
    assertError(await activate('Ab1!xyz'), 400, 31, 'Password must be at least 8 characters long.');
    assertError(await activate('abcdef1!x'), 400, 31, 'Password must contain at least 1 uppercase letter(s).');
    assertError(await activate('ABCDEFG1!a'), 400, 31, 'Password must contain at least 2 lowercase letter(s).');
    assertError(await activate('Abcdefgh!'), 400, 31, 'Password must contain at least 1 digit(s).');
    assertError(await activate('Abcdefgh1'), 400, 31, 'Password must contain at least 1 special character(s).');
    assertError(await activate('Abcd efg1!'), 400, 31, 'Password must not contain whitespace characters.');
    assertError(await activate('A'), 400, 31, /at least 8 characters long\.\nPassword must contain at least 2 lowercase/);
    assert.equal((await activate('Abcdefg1!')).status, 200);
  } finally {
    await putSecuritySettings(server, sysadmin, DEFAULT_SECURITY);
  }
});

test('answers 404 for the self-registration calls the community edition does not have', async () => {
  assertError(await server.call('POST', '/api/noauth/activateByEmailCode?emailCode=123'), 404, 32, /Self-registration/);
  assertError(await server.call('POST', '/api/noauth/resendEmailActivation?email=a@b.co'), 404, 32, /Self-registration/);
});

test('lists no OAuth2 login buttons until OAuth2 settings hold registrations for the domain', async () => {
  const list = () => server.call('POST', '/api/noauth/oauth2Clients?platform=WEB');
  assert.deepEqual((await list()).body, []);
  const registration = { id: { id: 'b5b3e7c0-0000-4000-8000-000000000001' }, loginButtonLabel: 'Google', loginButtonIcon: 'google-logo', platforms: ['WEB'] };
  await putSetting(server.ctx.db, 'oauth2', {
    enabled: true,
    oauth2ParamsInfos: [{ domainInfos: [{ scheme: 'MIXED', name: 'localhost' }], mobileInfos: [], clientRegistrations: [registration] }],
  });
  try {
    assert.deepEqual((await list()).body, [{ name: 'Google', icon: 'google-logo', url: '/oauth2/authorization/b5b3e7c0-0000-4000-8000-000000000001' }]);
    assert.deepEqual((await server.call('POST', '/api/noauth/oauth2Clients?platform=ANDROID')).body, []);
  } finally {
    await deleteSetting(server.ctx.db, 'oauth2');
  }
});

test('reads and saves the security settings for the system administrator only', async () => {
  assert.deepEqual((await server.call('GET', '/api/admin/securitySettings', { token: sysadmin })).body, DEFAULT_SECURITY);
  assertError(await server.call('GET', '/api/admin/securitySettings', { token: tenant }), 403, 20);
  const customer = await server.login('customer@thingsboard.org', 'customer');
  assertError(await server.call('POST', '/api/admin/securitySettings', { token: customer, body: DEFAULT_SECURITY }), 403, 20);
  assertError(await server.call('GET', '/api/admin/securitySettings'), 401, 10);
  const saved = { ...DEFAULT_SECURITY, maxFailedLoginAttempts: 5, userLockoutNotificationEmail: 'sec@example.com' };
  const res = await server.call('POST', '/api/admin/securitySettings', { token: sysadmin, body: { ...saved, unknownField: 1 } });
  assert.deepEqual(res.body, saved);
  assert.deepEqual((await server.call('GET', '/api/admin/securitySettings', { token: sysadmin })).body, saved);
  await putSecuritySettings(server, sysadmin, DEFAULT_SECURITY);
});

test('answers 400 for security settings of the wrong shape and keeps the stored ones', async () => {
  const post = (body: unknown) => server.call('POST', '/api/admin/securitySettings', { token: sysadmin, body });
  assertError(await post({ ...DEFAULT_SECURITY, maxFailedLoginAttempts: 'three' }), 400, 31, /maxFailedLoginAttempts/);
  assertError(await post({ ...DEFAULT_SECURITY, passwordPolicy: { minimumLength: -1 } }), 400, 31, /minimumLength/);
  assertError(await post({ ...DEFAULT_SECURITY, passwordPolicy: { allowWhitespaces: 'no' } }), 400, 31, /allowWhitespaces/);
  assertError(await post({ ...DEFAULT_SECURITY, passwordPolicy: [] }), 400, 31, /passwordPolicy/);
  assertError(await post({ ...DEFAULT_SECURITY, userLockoutNotificationEmail: 'not-an-email' }), 400, 31, /email/);
  assertError(await server.call('POST', '/api/admin/securitySettings', { token: sysadmin, rawBody: '{"passwordPolicy":' }), 400, 31);
  assert.deepEqual((await server.call('GET', '/api/admin/securitySettings', { token: sysadmin })).body, DEFAULT_SECURITY);
});
