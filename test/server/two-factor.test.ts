import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { URI, type TOTP } from 'otpauth';
import { startTestServer, type TestServer } from '../support/server.js';
import { createClient, createMemoryTokenStore } from '../../sdk/index.js';
import { DEMO } from '../../server/demo/ids.js';
import { assertError, auditOf, claimsOf, insertUser, lastMessage, SYSADMIN, TENANT } from './auth-support.js';

let server: TestServer;
let sysadmin: string;

const PLATFORM = {
  providers: [
    { providerType: 'TOTP', issuerName: 'tbkit' },
    { providerType: 'SMS', smsVerificationMessageTemplate: 'Your code: ${code}', verificationCodeLifetime: 120 },
    { providerType: 'EMAIL', verificationCodeLifetime: 120 },
    { providerType: 'BACKUP_CODE', codesQuantity: 5 },
  ],
  minVerificationCodeSendPeriod: 30,
  verificationCodeCheckRateLimit: null,
  maxVerificationFailuresBeforeUserLockout: null,
  totalAllowedTimeForVerification: 600,
};

before(async () => {
  server = await startTestServer();
  sysadmin = await server.login(...SYSADMIN);
});
after(() => server.close());

async function setPlatform(settings: object): Promise<void> {
  const res = await server.call('POST', '/api/2fa/settings', { token: sysadmin, body: settings });
  assert.equal(res.status, 200, res.text);
}

/** A fresh tenant administrator signed in with a full token. */
async function newUser(email: string): Promise<{ id: string; token: string }> {
  const id = await insertUser(server, { email, tenantId: DEMO.tenantId });
  return { id, token: await server.login(email, 'password1') };
}

const totpOf = (authUrl: string) => URI.parse(authUrl) as TOTP;
const codeIn = async (recipient: string) => /(\d{6})/.exec((await lastMessage(server, recipient))!.body)![1]!;
const post = (path: string, token: string, body?: unknown) => server.call('POST', path, { token, body });
const preLogin = async (email: string) => {
  const res = await server.call('POST', '/api/auth/login', { body: { username: email, password: 'password1' } });
  assert.equal(res.status, 200, res.text);
  return res.body as { token: string; refreshToken: null; scope: string };
};

async function configureTotp(token: string, email: string): Promise<TOTP> {
  const generated = await post('/api/2fa/account/config/generate?providerType=TOTP', token);
  assert.equal(generated.status, 200, generated.text);
  assert.equal(generated.body.authUrl.startsWith(`otpauth://totp/tbkit:${email}?issuer=tbkit&secret=`), true, generated.body.authUrl);
  const totp = totpOf(generated.body.authUrl);
  const saved = await post(`/api/2fa/account/config?verificationCode=${totp.generate()}`, token, generated.body);
  assert.equal(saved.status, 200, saved.text);
  return totp;
}

async function configureSms(token: string, phoneNumber: string): Promise<void> {
  const config = { providerType: 'SMS', useByDefault: false, phoneNumber };
  assert.equal((await post('/api/2fa/account/config/submit', token, config)).status, 200);
  const saved = await post(`/api/2fa/account/config?verificationCode=${await codeIn(phoneNumber)}`, token, config);
  assert.equal(saved.status, 200, saved.text);
}

test('saves the platform settings for the system administrator only and answers the enabled providers', async () => {
  const before = await server.call('GET', '/api/2fa/settings', { token: sysadmin });
  assert.equal(before.status, 200);
  assert.equal(before.text, '');
  const tenant = await server.login(...TENANT);
  assertError(await post('/api/2fa/settings', tenant, PLATFORM), 403, 20);
  assertError(await server.call('GET', '/api/2fa/settings', { token: tenant }), 403, 20);
  const saved = await post('/api/2fa/settings', sysadmin, { ...PLATFORM, useSystemTwoFactorAuthSettings: true });
  assert.deepEqual(saved.body, PLATFORM);
  assert.deepEqual((await server.call('GET', '/api/2fa/settings', { token: sysadmin })).body, PLATFORM);
  assert.deepEqual((await server.call('GET', '/api/2fa/providers', { token: tenant })).body, ['TOTP', 'SMS', 'EMAIL', 'BACKUP_CODE']);
});

test('answers 400 naming the field for invalid platform settings and keeps the stored ones', async () => {
  const bad = async (body: object, field: RegExp) => assertError(await post('/api/2fa/settings', sysadmin, body), 400, 31, field);
  await bad({ ...PLATFORM, minVerificationCodeSendPeriod: 4 }, /minVerificationCodeSendPeriod/);
  await bad({ ...PLATFORM, totalAllowedTimeForVerification: undefined }, /totalAllowedTimeForVerification/);
  await bad({ ...PLATFORM, verificationCodeCheckRateLimit: 'often' }, /verificationCodeCheckRateLimit/);
  await bad({ ...PLATFORM, maxVerificationFailuresBeforeUserLockout: -1 }, /maxVerificationFailuresBeforeUserLockout/);
  await bad({ ...PLATFORM, providers: [{ providerType: 'SMS', smsVerificationMessageTemplate: 'no code', verificationCodeLifetime: 60 }] }, /\$\{code\}/);
  await bad({ ...PLATFORM, providers: [{ providerType: 'TOTP', issuerName: ' ' }] }, /issuerName/);
  await bad({ ...PLATFORM, providers: [{ providerType: 'VOICE' }] }, /providerType/);
  await bad({ ...PLATFORM, providers: [{ providerType: 'BACKUP_CODE', codesQuantity: 0 }] }, /codesQuantity/);
  await bad({ ...PLATFORM, providers: 'TOTP' }, /providers/);
  assertError(await server.call('POST', '/api/2fa/settings', { token: sysadmin, rawBody: '{"providers":[' }), 400, 31);
  assert.deepEqual((await server.call('GET', '/api/2fa/settings', { token: sysadmin })).body, PLATFORM);
});

test('configures TOTP with a code from the otpauth URL and signs in with a second step', async () => {
  const { id, token } = await newUser('totp-user@example.com');
  const generated = await post('/api/2fa/account/config/generate?providerType=TOTP', token);
  assert.deepEqual(Object.keys(generated.body).sort(), ['authUrl', 'providerType', 'useByDefault']);
  assert.equal(generated.body.useByDefault, false);
  assertError(await post('/api/2fa/account/config?verificationCode=000000', token, generated.body), 400, 31, 'Verification code is incorrect');
  const totp = totpOf(generated.body.authUrl);
  assert.equal(totp.issuer, 'tbkit');
  const saved = await post(`/api/2fa/account/config?verificationCode=${totp.generate()}`, token, generated.body);
  assert.deepEqual(saved.body, { configs: { TOTP: { providerType: 'TOTP', useByDefault: true, authUrl: generated.body.authUrl } } });
  assertError(await post(`/api/2fa/account/config?verificationCode=${totp.generate()}`, token, generated.body), 400, 31, /already configured/);

  const pre = await preLogin('totp-user@example.com');
  assert.equal(pre.scope, 'PRE_VERIFICATION_TOKEN');
  assert.equal(pre.refreshToken, null);
  const claims = claimsOf(pre.token);
  assert.deepEqual(claims.scopes, ['PRE_VERIFICATION_TOKEN']);
  assert.equal(claims.exp! - claims.iat!, 600);
  assertError(await server.call('GET', '/api/auth/user', { token: pre.token }), 403, 20);
  assertError(await server.call('POST', '/api/auth/logout', { token: pre.token }), 403, 20);
  assertError(await server.call('GET', `/api/user/${id}`, { token: pre.token }), 403, 20);
  const providers = await server.call('GET', '/api/auth/2fa/providers', { token: pre.token });
  assert.deepEqual(providers.body, [{ type: 'TOTP', default: true, contact: null, minVerificationCodeSendPeriod: 30 }]);
  assertError(await server.call('GET', '/api/auth/2fa/providers', { token }), 403, 20);
  const check = (code: string) => server.call('POST', `/api/auth/2fa/verification/check?providerType=TOTP&verificationCode=${code}`, { token: pre.token });
  assertError(await check('12345a'), 400, 31, 'Verification code is incorrect');
  assertError(await check(String((Number(totp.generate()) + 1) % 1000000).padStart(6, '0')), 400, 31, 'Verification code is incorrect');
  const full = await check(totp.generate());
  assert.equal(full.status, 200, full.text);
  assert.equal(full.body.scope, null);
  assert.deepEqual(claimsOf(full.body.token).scopes, ['TENANT_ADMIN']);
  assert.equal((await server.call('GET', '/api/auth/user', { token: full.body.token })).status, 200);
  const logins = (await auditOf(server, id)).filter((a) => a.action_type === 'LOGIN').map((a) => a.action_status);
  // The password sign-in before 2FA was set up, two wrong codes, the right one (the pre-verification step itself is not a LOGIN).
  assert.deepEqual(logins.sort(), ['FAILURE', 'FAILURE', 'SUCCESS', 'SUCCESS']);
});

test('signs in with a second factor through the SDK client', async () => {
  const { token } = await newUser('sdk-2fa@example.com');
  const totp = await configureTotp(token, 'sdk-2fa@example.com');
  const client = createClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore() });
  const first = await client.auth.login({ username: 'sdk-2fa@example.com', password: 'password1' });
  assert.equal(first.kind, 'mfa-required');
  const providers = await client.auth.getTwoFactorProviders();
  assert.ok(providers.ok);
  assert.equal(providers.data[0]?.type, 'TOTP');
  const second = await client.auth.checkVerificationCode('TOTP', totp.generate());
  assert.equal(second.kind, 'success');
});

test('sends SMS codes through the outbox with the platform template and rate limits the sending', async () => {
  const { token } = await newUser('sms-user@example.com');
  const generated = await post('/api/2fa/account/config/generate?providerType=SMS', token);
  assert.deepEqual(generated.body, { providerType: 'SMS', useByDefault: false });
  assertError(await post('/api/2fa/account/config/submit', token, { providerType: 'SMS', phoneNumber: '5551234' }), 400, 31, /phoneNumber/);
  await configureSms(token, '+15551234567');
  assert.match((await lastMessage(server, '+15551234567'))!.body, /^Your code: \d{6}$/);
  const pre = await preLogin('sms-user@example.com');
  const providers = await server.call('GET', '/api/auth/2fa/providers', { token: pre.token });
  assert.deepEqual(providers.body, [{ type: 'SMS', default: true, contact: '+15*******67', minVerificationCodeSendPeriod: 30 }]);
  const send = () => server.call('POST', '/api/auth/2fa/verification/send?providerType=SMS', { token: pre.token, body: { ignoreLoading: true } });
  const realNow = server.ctx.now;
  try {
    assert.equal((await send()).status, 200);
    const firstCode = await codeIn('+15551234567');
    assertError(await send(), 429, 33, 'Too many requests');
    server.ctx.now = () => Date.now() + 31_000;
    assert.equal((await send()).status, 200);
    const secondCode = await codeIn('+15551234567');
    const check = (code: string) => server.call('POST', `/api/auth/2fa/verification/check?providerType=SMS&verificationCode=${code}`, { token: pre.token });
    if (firstCode !== secondCode) assertError(await check(firstCode), 400, 31, 'Verification code is incorrect');
    assert.equal((await check(secondCode)).status, 200);
  } finally {
    server.ctx.now = realNow;
  }
});

test('refuses an SMS code once verificationCodeLifetime has passed', async () => {
  const { token } = await newUser('late-sms@example.com');
  await configureSms(token, '+15550000001');
  const pre = await preLogin('late-sms@example.com');
  await server.call('POST', '/api/auth/2fa/verification/send?providerType=SMS', { token: pre.token });
  const code = await codeIn('+15550000001');
  const realNow = server.ctx.now;
  server.ctx.now = () => Date.now() + 121_000;
  try {
    const res = await server.call('POST', `/api/auth/2fa/verification/check?providerType=SMS&verificationCode=${code}`, { token: pre.token });
    assertError(res, 400, 31, 'Verification code is incorrect');
  } finally {
    server.ctx.now = realNow;
  }
});

test('mails EMAIL codes through the outbox and masks the address on the provider list', async () => {
  const { token } = await newUser('email-user@example.com');
  const generated = await post('/api/2fa/account/config/generate?providerType=EMAIL', token);
  assert.deepEqual(generated.body, { providerType: 'EMAIL', useByDefault: false, email: 'email-user@example.com' });
  assertError(await post('/api/2fa/account/config/submit', token, { providerType: 'EMAIL', email: 'nope' }), 400, 31, /email/);
  assert.equal((await post('/api/2fa/account/config/submit', token, generated.body)).status, 200);
  const mail = await lastMessage(server, 'email-user@example.com');
  assert.match(mail!.body, /valid for 120 seconds/);
  assert.equal((await post(`/api/2fa/account/config?verificationCode=${await codeIn('email-user@example.com')}`, token, generated.body)).status, 200);
  const pre = await preLogin('email-user@example.com');
  const providers = await server.call('GET', '/api/auth/2fa/providers', { token: pre.token });
  assert.equal(providers.body[0].contact, 'em******er@example.com');
  assert.equal((await server.call('POST', '/api/auth/2fa/verification/send?providerType=EMAIL', { token: pre.token })).status, 200);
  const res = await server.call('POST', `/api/auth/2fa/verification/check?providerType=EMAIL&verificationCode=${await codeIn('email-user@example.com')}`,
    { token: pre.token });
  assert.equal(res.status, 200, res.text);
});

test('accepts each backup code once and counts the codes left', async () => {
  const { token } = await newUser('backup-user@example.com');
  const generated = await post('/api/2fa/account/config/generate?providerType=BACKUP_CODE', token);
  assert.equal(generated.body.codes.length, 5);
  assert.equal(generated.body.codesLeft, 5);
  for (const code of generated.body.codes) assert.match(code, /^[0-9a-f]{8}$/);
  assertError(await post('/api/2fa/account/config', token, generated.body), 400, 31, /another 2FA provider/);
  await configureTotp(token, 'backup-user@example.com');
  const saved = await post('/api/2fa/account/config', token, generated.body);
  assert.deepEqual(saved.body.configs.BACKUP_CODE, { providerType: 'BACKUP_CODE', useByDefault: false, codesLeft: 5 });
  const pre = await preLogin('backup-user@example.com');
  const check = () => server.call('POST', `/api/auth/2fa/verification/check?providerType=BACKUP_CODE&verificationCode=${generated.body.codes[0]}`,
    { token: pre.token });
  assert.equal((await check()).status, 200);
  assertError(await check(), 400, 31, 'Verification code is incorrect');
  const settings = await server.call('GET', '/api/2fa/account/settings', { token });
  assert.equal(settings.body.configs.BACKUP_CODE.codesLeft, 4);
  assert.equal(settings.body.configs.BACKUP_CODE.codes, undefined);
});

test('rate limits code checks by verificationCodeCheckRateLimit with 429', async () => {
  await setPlatform({ ...PLATFORM, verificationCodeCheckRateLimit: '3:900' });
  const realNow = server.ctx.now;
  try {
    const { token } = await newUser('check-limit@example.com');
    const totp = await configureTotp(token, 'check-limit@example.com');
    const pre = await preLogin('check-limit@example.com');
    const check = (code: string) => server.call('POST', `/api/auth/2fa/verification/check?providerType=TOTP&verificationCode=${code}`, { token: pre.token });
    for (let i = 0; i < 3; i++) assertError(await check('abcdef'), 400, 31);
    assertError(await check(totp.generate()), 429, 33, 'Too many requests');
    server.ctx.now = () => Date.now() + 901_000;
    assert.equal((await check(totp.generate({ timestamp: server.ctx.now() }))).status, 200);
  } finally {
    server.ctx.now = realNow;
    await setPlatform(PLATFORM);
  }
});

test('locks the account after maxVerificationFailuresBeforeUserLockout failed checks', async () => {
  await setPlatform({ ...PLATFORM, maxVerificationFailuresBeforeUserLockout: 3 });
  try {
    const { id, token } = await newUser('lock-2fa@example.com');
    const totp = await configureTotp(token, 'lock-2fa@example.com');
    const pre = await preLogin('lock-2fa@example.com');
    const check = (code: string) => server.call('POST', `/api/auth/2fa/verification/check?providerType=TOTP&verificationCode=${code}`, { token: pre.token });
    assertError(await check('000000x'), 400, 31);
    assertError(await check('000000x'), 400, 31);
    assertError(await check('000000x'), 401, 10, 'User account was locked due to exceeded 2FA verification attempts');
    assertError(await check(totp.generate()), 401, 10, 'User is disabled');
    assertError(await server.call('POST', '/api/auth/login', { body: { username: 'lock-2fa@example.com', password: 'password1' } }),
      401, 10, 'User account is not active');
    assert.ok((await auditOf(server, id)).some((a) => a.action_type === 'LOCKOUT'));
  } finally {
    await setPlatform(PLATFORM);
  }
});

test('switches the default provider, deletes configs and drops lone backup codes', async () => {
  const { token } = await newUser('manage-2fa@example.com');
  await configureTotp(token, 'manage-2fa@example.com');
  await configureSms(token, '+15550000002');
  const backup = await post('/api/2fa/account/config/generate?providerType=BACKUP_CODE', token);
  await post('/api/2fa/account/config', token, backup.body);
  let settings = (await server.call('GET', '/api/2fa/account/settings', { token })).body;
  assert.deepEqual(Object.keys(settings.configs), ['TOTP', 'SMS', 'BACKUP_CODE']);
  assert.equal(settings.configs.TOTP.useByDefault, true);
  const put = await server.call('PUT', '/api/2fa/account/config?providerType=SMS', { token, body: { useByDefault: true } });
  assert.equal(put.body.configs.SMS.useByDefault, true);
  assert.equal(put.body.configs.TOTP.useByDefault, false);
  assertError(await server.call('PUT', '/api/2fa/account/config?providerType=EMAIL', { token, body: { useByDefault: true } }), 400, 31, /EMAIL/);
  assertError(await server.call('PUT', '/api/2fa/account/config?providerType=SMS', { token, body: { useByDefault: 'yes' } }), 400, 31, /useByDefault/);
  settings = (await server.call('DELETE', '/api/2fa/account/config?providerType=SMS', { token })).body;
  assert.deepEqual(Object.keys(settings.configs), ['TOTP', 'BACKUP_CODE']);
  assert.equal(settings.configs.TOTP.useByDefault, true);
  settings = (await server.call('DELETE', '/api/2fa/account/config?providerType=TOTP', { token })).body;
  assert.deepEqual(settings, { configs: {} });
  const pre = await preLogin('manage-2fa@example.com');
  assert.equal(pre.scope, null);
});

test('answers 400 for providers the platform or the account lacks and for unknown provider types', async () => {
  const { token } = await newUser('lacking@example.com');
  await setPlatform({ ...PLATFORM, providers: PLATFORM.providers.filter((p) => p.providerType !== 'EMAIL') });
  try {
    assertError(await post('/api/2fa/account/config/generate?providerType=EMAIL', token), 400, 31, '2FA provider is not configured');
    assertError(await post('/api/2fa/account/config?verificationCode=123456', token, { providerType: 'EMAIL', email: 'lacking@example.com' }),
      400, 31, '2FA provider is not configured');
    assertError(await post('/api/2fa/account/config/generate?providerType=VOICE', token), 400, 31, /providerType/);
    await configureTotp(token, 'lacking@example.com');
    const pre = await preLogin('lacking@example.com');
    assertError(await server.call('POST', '/api/auth/2fa/verification/send?providerType=SMS', { token: pre.token }), 400, 31,
      '2FA is not configured for account');
    assertError(await server.call('POST', '/api/auth/2fa/verification/check?providerType=SMS&verificationCode=123456', { token: pre.token }),
      400, 31, '2FA is not configured for account');
    assertError(await server.call('POST', '/api/auth/2fa/verification/check?providerType=TOTP', { token: pre.token }), 400, 31, /verificationCode/);
  } finally {
    await setPlatform(PLATFORM);
  }
});

test('forgets account configs of providers the platform stops offering', async () => {
  const { token } = await newUser('dropped@example.com');
  await configureSms(token, '+15550000003');
  await setPlatform({ ...PLATFORM, providers: PLATFORM.providers.filter((p) => p.providerType !== 'SMS') });
  try {
    assert.equal((await preLogin('dropped@example.com')).scope, null);
    assert.deepEqual((await server.call('GET', '/api/2fa/account/settings', { token })).body, { configs: {} });
  } finally {
    await setPlatform(PLATFORM);
  }
});

test('refuses second-factor account calls to the public user', async () => {
  const pub = (await server.call('POST', '/api/auth/login/public', { body: { publicId: DEMO.publicCustomerId } })).body.token;
  assertError(await post('/api/2fa/account/config/generate?providerType=TOTP', pub), 403, 20);
  assertError(await server.call('GET', '/api/2fa/account/settings', { token: pub }), 403, 20);
});
