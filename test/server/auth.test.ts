import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { createClient, createMemoryTokenStore } from '../../sdk/index.js';
import { JwtService } from '../../server/auth/jwt.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { DEMO } from '../../server/demo/ids.js';
import {
  assertError, auditOf, backdated, claimsOf, CUSTOMER, DEFAULT_SECURITY, insertUser, lastMessage, putSecuritySettings, SYSADMIN, TENANT,
} from './auth-support.js';

let server: TestServer;
let sysadmin: string;

before(async () => {
  server = await startTestServer();
  sysadmin = await server.login(...SYSADMIN);
});
after(() => server.close());

const login = (username: string, password: string) => server.call('POST', '/api/auth/login', { body: { username, password } });

test('signs in with e-mail and password and answers a token pair carrying ThingsBoard claims', async () => {
  const res = await login(...TENANT);
  assert.equal(res.status, 200);
  assert.deepEqual(Object.keys(res.body), ['token', 'refreshToken', 'scope']);
  assert.equal(res.body.scope, null);
  const access = claimsOf(res.body.token);
  assert.equal(access.sub, 'tenant@thingsboard.org');
  assert.equal(access.userId, DEMO.tenantAdminId);
  assert.deepEqual(access.scopes, ['TENANT_ADMIN']);
  assert.equal(access.tenantId, DEMO.tenantId);
  assert.equal(access.customerId, NULL_UUID);
  assert.equal(access.isPublic, false);
  assert.equal(access.enabled, true);
  assert.equal(access.firstName, 'Tenant');
  assert.equal(access.iss, 'thingsboard.io');
  assert.equal(access.exp! - access.iat!, 9000);
  const refresh = claimsOf(res.body.refreshToken);
  assert.deepEqual(refresh.scopes, ['REFRESH_TOKEN']);
  assert.equal(typeof refresh.jti, 'string');
  assert.equal(refresh.exp! - refresh.iat!, 604800);
});

test('signs in through the SDK client and reads the signed-in user', async () => {
  const client = createClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore() });
  const result = await client.auth.login({ username: CUSTOMER[0], password: CUSTOMER[1] });
  assert.equal(result.kind, 'success');
  const me = await client.call<{ email: string; authority: string; customerId: { id: string } }>('GET', '/api/auth/user');
  assert.ok(me.ok);
  assert.equal(me.data.email, 'customer@thingsboard.org');
  assert.equal(me.data.authority, 'CUSTOMER_USER');
  assert.equal(me.data.customerId.id, DEMO.customerAId);
});

test('answers 401 with errorCode 10 "Invalid username or password" for a wrong password or an unknown user', async () => {
  assertError(await login('tenant@thingsboard.org', 'wrong'), 401, 10, 'Invalid username or password');
  assertError(await login('nobody@example.com', 'whatever'), 401, 10, 'Invalid username or password');
});

test('answers 401 "Authentication failed" for blank or unreadable sign-in bodies and refuses other methods', async () => {
  assertError(await login('', 'x'), 401, 10, 'Authentication failed');
  assertError(await server.call('POST', '/api/auth/login', { body: { username: 'tenant@thingsboard.org' } }), 401, 10, 'Authentication failed');
  assertError(await server.call('POST', '/api/auth/login', { body: { username: 5, password: 6 } }), 401, 10, 'Authentication failed');
  assertError(await server.call('POST', '/api/auth/login', { rawBody: '{"username":' }), 401, 10, 'Authentication failed');
  assertError(await server.call('GET', '/api/auth/login'), 401, 10, 'Authentication method not supported');
});

test('refuses a disabled account with "User account is not active"', async () => {
  await insertUser(server, { email: 'disabled@example.com', tenantId: DEMO.tenantId, enabled: false });
  assertError(await login('disabled@example.com', 'password1'), 401, 10, 'User account is not active');
});

test('locks an account once failures exceed maxFailedLoginAttempts, records LOCKOUT and mails the notification address', async () => {
  const id = await insertUser(server, { email: 'lockme@example.com', tenantId: DEMO.tenantId });
  await putSecuritySettings(server, sysadmin, { ...DEFAULT_SECURITY, maxFailedLoginAttempts: 2, userLockoutNotificationEmail: 'security@example.com' });
  try {
    assertError(await login('lockme@example.com', 'bad'), 401, 10, 'Invalid username or password');
    assertError(await login('lockme@example.com', 'bad'), 401, 10, 'Invalid username or password');
    assertError(await login('lockme@example.com', 'bad'), 401, 10, 'User account is locked due to security policy');
    assertError(await login('lockme@example.com', 'password1'), 401, 10, 'User account is not active');
    const actions = (await auditOf(server, id)).map((a) => a.action_type);
    assert.ok(actions.includes('LOCKOUT'));
    const mail = await lastMessage(server, 'security@example.com');
    assert.match(mail!.body, /lockme@example\.com/);
    assert.match(mail!.body, /2 failed/);
    const user = await server.call('GET', `/api/user/${id}`, { token: sysadmin });
    assert.equal(user.body.additionalInfo.userCredentialsEnabled, false);
  } finally {
    await putSecuritySettings(server, sysadmin, DEFAULT_SECURITY);
  }
});

test('counts failed sign-ins in additionalInfo and resets the counter and records lastLoginTs on success', async () => {
  const id = await insertUser(server, { email: 'counter@example.com', tenantId: DEMO.tenantId });
  await login('counter@example.com', 'bad');
  await login('counter@example.com', 'bad');
  let user = await server.call('GET', `/api/user/${id}`, { token: sysadmin });
  assert.equal(user.body.additionalInfo.failedLoginAttempts, 2);
  assert.equal((await login('counter@example.com', 'password1')).status, 200);
  user = await server.call('GET', `/api/user/${id}`, { token: sysadmin });
  assert.equal(user.body.additionalInfo.failedLoginAttempts, 0);
  assert.equal(typeof user.body.additionalInfo.lastLoginTs, 'number');
  const audit = await auditOf(server, id);
  assert.deepEqual(audit.filter((a) => a.action_type === 'LOGIN').map((a) => a.action_status).sort(), ['FAILURE', 'FAILURE', 'SUCCESS']);
});

test('answers 401 with errorCode 15 and a resetToken when the password is older than passwordExpirationPeriodDays', async () => {
  await insertUser(server, { email: 'expired@example.com', tenantId: DEMO.tenantId });
  await putSecuritySettings(server, sysadmin, { ...DEFAULT_SECURITY, passwordPolicy: { ...DEFAULT_SECURITY.passwordPolicy, passwordExpirationPeriodDays: 1 } });
  const realNow = server.ctx.now;
  server.ctx.now = () => Date.now() + 2 * 24 * 3600 * 1000;
  try {
    const res = await login('expired@example.com', 'password1');
    assertError(res, 401, 15, 'User password expired!');
    assert.match(res.body.resetToken, /^[A-Za-z0-9]{30}$/);
    const client = createClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore() });
    const viaSdk = await client.auth.login({ username: 'expired@example.com', password: 'password1' });
    assert.equal(viaSdk.kind, 'credentials-expired');
    const reset = await server.call('POST', '/api/noauth/resetPassword', {
      body: { resetToken: viaSdk.kind === 'credentials-expired' ? viaSdk.resetToken : '', password: 'renewed-pass' },
    });
    assert.equal(reset.status, 200, reset.text);
    assert.equal((await login('expired@example.com', 'renewed-pass')).status, 200);
  } finally {
    server.ctx.now = realNow;
    await putSecuritySettings(server, sysadmin, DEFAULT_SECURITY);
  }
});

test('signs in the public user of a public customer', async () => {
  const res = await server.call('POST', '/api/auth/login/public', { body: { publicId: DEMO.publicCustomerId } });
  assert.equal(res.status, 200);
  assert.equal(res.body.scope, null);
  const claims = claimsOf(res.body.token);
  assert.equal(claims.sub, DEMO.publicCustomerId);
  assert.equal(claims.userId, NULL_UUID);
  assert.deepEqual(claims.scopes, ['CUSTOMER_USER']);
  assert.equal(claims.customerId, DEMO.publicCustomerId);
  assert.equal(claims.tenantId, DEMO.tenantId);
  assert.equal(claims.isPublic, true);
  assert.equal(claims.firstName, 'Public');
  assert.equal(claims.lastName, 'Public');
  const refreshed = await server.call('POST', '/api/auth/token', { body: { refreshToken: res.body.refreshToken } });
  assert.equal(refreshed.status, 200);
  assert.equal(claimsOf(refreshed.body.token).isPublic, true);
  const me = await server.call('GET', '/api/auth/user', { token: res.body.token });
  assert.equal(me.status, 200);
  assert.equal(me.text, '');
});

test('refuses public sign-in for customers that are not public, bad ids and missing ids', async () => {
  assertError(await server.call('POST', '/api/auth/login/public', { body: { publicId: DEMO.customerAId } }), 401, 10, 'Invalid username or password');
  assertError(await server.call('POST', '/api/auth/login/public', { body: { publicId: 'not-a-uuid' } }), 401, 10, 'Invalid username or password');
  assertError(await server.call('POST', '/api/auth/login/public', { body: {} }), 401, 10, 'Authentication failed');
});

test('refreshes a token pair and refuses access tokens, garbage and expired refresh tokens', async () => {
  const pair = (await login(...TENANT)).body;
  const res = await server.call('POST', '/api/auth/token', { body: { refreshToken: pair.refreshToken } });
  assert.equal(res.status, 200);
  assert.deepEqual(Object.keys(res.body), ['token', 'refreshToken', 'scope']);
  assert.notEqual(res.body.refreshToken, pair.refreshToken);
  assert.equal(claimsOf(res.body.token).userId, DEMO.tenantAdminId);
  assertError(await server.call('POST', '/api/auth/token', { body: { refreshToken: pair.token } }), 401, 10);
  assertError(await server.call('POST', '/api/auth/token', { body: { refreshToken: 'garbage' } }), 401, 10);
  assertError(await server.call('POST', '/api/auth/token', { body: {} }), 401, 10, 'Authentication failed');
  const expired = await new JwtService({ ...server.ctx.config, refreshTokenTtl: -10 })
    .refreshToken({ id: DEMO.tenantAdminId, email: 'tenant@thingsboard.org', isPublic: false });
  assertError(await server.call('POST', '/api/auth/token', { body: { refreshToken: expired } }), 401, 11);
});

test('refuses to refresh for a disabled or deleted user', async () => {
  const id = await insertUser(server, { email: 'refresh-me@example.com', tenantId: DEMO.tenantId });
  const pair = (await login('refresh-me@example.com', 'password1')).body;
  await server.ctx.db.query('UPDATE user_credentials SET enabled = false WHERE user_id = $1', [id]);
  assertError(await server.call('POST', '/api/auth/token', { body: { refreshToken: pair.refreshToken } }), 401, 10, 'User account is not active');
  await server.ctx.db.query('DELETE FROM tb_user WHERE id = $1', [id]);
  assertError(await server.call('POST', '/api/auth/token', { body: { refreshToken: pair.refreshToken } }), 401, 10, 'Invalid username or password');
});

test('writes LOGIN and LOGOUT audit records with the client address', async () => {
  const id = await insertUser(server, { email: 'audited@example.com', tenantId: DEMO.tenantId });
  const token = (await login('audited@example.com', 'password1')).body.token;
  const out = await server.call('POST', '/api/auth/logout', { token });
  assert.equal(out.status, 200);
  assert.equal(out.text, '');
  const rows = await server.ctx.db.query<{ action_type: string; action_data: { clientAddress: string } }>(
    'SELECT action_type, action_data FROM audit_log WHERE entity_id = $1 ORDER BY created_time', [id]);
  assert.deepEqual(rows.map((r) => r.action_type), ['LOGIN', 'LOGOUT']);
  assert.match(rows[0]!.action_data.clientAddress, /127\.0\.0\.1/);
  assertError(await server.call('POST', '/api/auth/logout'), 401, 10);
});

test('changes the password, answers a new pair and outdates tokens issued before', async () => {
  const id = await insertUser(server, { email: 'changer@example.com', tenantId: DEMO.tenantId });
  const pair = (await login('changer@example.com', 'password1')).body;
  const change = (body: unknown, token = pair.token) => server.call('POST', '/api/auth/changePassword', { token, body });
  assertError(await change({ currentPassword: 'nope', newPassword: 'password2' }), 400, 31, "Current password doesn't match!");
  assertError(await change({ currentPassword: 'password1', newPassword: 'short' }), 400, 31, 'Password must be at least 6 characters long.');
  assertError(await change({ currentPassword: 'password1', newPassword: 'password1' }), 400, 31, /different/);
  assertError(await change({ currentPassword: 'password1' }), 400, 31, /newPassword/);
  assertError(await change({ currentPassword: 'password1', newPassword: 42 }), 400, 31, /newPassword/);
  assertError(await server.call('POST', '/api/auth/changePassword', { token: pair.token, rawBody: '{oops' }), 400, 31);
  const res = await change({ currentPassword: 'password1', newPassword: 'password2' });
  assert.equal(res.status, 200, res.text);
  assert.deepEqual(Object.keys(res.body), ['token', 'refreshToken']);
  assert.equal((await server.call('GET', '/api/auth/user', { token: res.body.token })).status, 200);
  const oldAccess = await backdated(server, pair.token);
  assertError(await server.call('GET', '/api/auth/user', { token: oldAccess }), 401, 11);
  const oldRefresh = await backdated(server, pair.refreshToken);
  assertError(await server.call('POST', '/api/auth/token', { body: { refreshToken: oldRefresh } }), 401, 10);
  assertError(await login('changer@example.com', 'password1'), 401, 10);
  assert.equal((await login('changer@example.com', 'password2')).status, 200);
  assert.ok((await auditOf(server, id)).some((a) => a.action_type === 'CREDENTIALS_UPDATED'));
});

test('refuses a password used within passwordReuseFrequencyDays', async () => {
  await insertUser(server, { email: 'reuser@example.com', tenantId: DEMO.tenantId });
  await putSecuritySettings(server, sysadmin, { ...DEFAULT_SECURITY, passwordPolicy: { ...DEFAULT_SECURITY.passwordPolicy, passwordReuseFrequencyDays: 30 } });
  try {
    let token = (await login('reuser@example.com', 'password1')).body.token;
    const first = await server.call('POST', '/api/auth/changePassword', { token, body: { currentPassword: 'password1', newPassword: 'password2' } });
    token = first.body.token;
    const second = await server.call('POST', '/api/auth/changePassword', { token, body: { currentPassword: 'password2', newPassword: 'password3' } });
    token = second.body.token;
    const reuse = await server.call('POST', '/api/auth/changePassword', { token, body: { currentPassword: 'password3', newPassword: 'password2' } });
    assertError(reuse, 400, 31, 'Password was already used within the last 30 days');
  } finally {
    await putSecuritySettings(server, sysadmin, DEFAULT_SECURITY);
  }
});

test('does not let the public user change a password', async () => {
  const token = (await server.call('POST', '/api/auth/login/public', { body: { publicId: DEMO.publicCustomerId } })).body.token;
  const res = await server.call('POST', '/api/auth/changePassword', { token, body: { currentPassword: 'a', newPassword: 'bbbbbbbb' } });
  assertError(res, 403, 20, "You don't have permission to perform this operation!");
});
