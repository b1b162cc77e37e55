import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  createClient,
  createMemoryTokenStore,
  validateVerificationCode,
  verificationCodeInput,
  type ClientEvents,
} from '../../sdk/index.js';
import { createFakeServer, fakeJwt, fakeTokenPair, json, tbError } from '../support/fake-fetch.js';

const NOW = 1_700_000_000_000;

function setup(signedIn = false) {
  const server = createFakeServer();
  const store = createMemoryTokenStore();
  const client = createClient({ baseUrl: 'http://tb.test/', fetch: server.fetch, tokenStore: store, now: () => NOW });
  const events: (keyof ClientEvents)[] = [];
  for (const type of ['error', 'forbidden', 'session-expired'] as const) client.on(type, () => events.push(type));
  const loading: number[] = [];
  client.$requestsInFlight.listen((count) => loading.push(count));
  const pair = fakeTokenPair();
  if (signedIn) store.write({ token: pair.token, tokenExpiration: NOW + 60_000, refreshToken: pair.refreshToken, refreshTokenExpiration: NOW + 600_000 });
  return { server, store, client, events, loading, pair };
}

describe('login', () => {
  test('stores the pair and decodes the user on success', async () => {
    const { server, client, store } = setup();
    const pair = fakeTokenPair({ claims: { firstName: 'Jürgen' } });
    server.route('POST', '/api/auth/login', json(200, { ...pair, scope: null }));
    const result = await client.auth.login({ username: 'tenant@thingsboard.org', password: 'tenant' });
    assert.equal(result.kind, 'success');
    const sent = server.requestsTo('/api/auth/login')[0]!;
    assert.deepEqual(JSON.parse(sent.body), { username: 'tenant@thingsboard.org', password: 'tenant' });
    assert.equal(sent.headers.get('X-Authorization'), null);
    assert.equal((await store.read())?.token, pair.token);
    assert.deepEqual(client.auth.$authUser.get(), {
      userId: 'user-1',
      scopes: ['TENANT_ADMIN'],
      authority: 'TENANT_ADMIN',
      isPublic: false,
      sub: 'tenant@thingsboard.org',
      customerId: '13814000-1dd2-11b2-8080-808080808080',
      tenantId: 'tenant-1',
      firstName: 'Jürgen',
      lastName: 'Ant',
      enabled: true,
    });
  });

  test('a pre-verification answer asks for the second factor', async () => {
    const { server, client, store } = setup();
    const token = fakeJwt({ sub: 'a@b.c', userId: 'u', scopes: ['PRE_VERIFICATION_TOKEN'], iat: 1, exp: 1801 });
    server.route('POST', '/api/auth/login', json(200, { token, refreshToken: null, scope: 'PRE_VERIFICATION_TOKEN' }));
    const result = await client.auth.login({ username: 'a@b.c', password: 'p' });
    assert.equal(result.kind, 'mfa-required');
    assert.equal(result.kind === 'mfa-required' && result.user.authority, 'PRE_VERIFICATION_TOKEN');
    assert.deepEqual(await store.read(), { token, tokenExpiration: NOW + 1_800_000, refreshToken: null, refreshTokenExpiration: null });
  });

  test('an expired password gives the reset token and raises no popup', async () => {
    const { server, client, events } = setup();
    server.route('POST', '/api/auth/login', tbError(401, 15, 'User password expired!', { resetToken: 'reset-1' }));
    const result = await client.auth.login({ username: 'a@b.c', password: 'p' });
    assert.equal(result.kind, 'credentials-expired');
    assert.equal(result.kind === 'credentials-expired' && result.resetToken, 'reset-1');
    assert.deepEqual(events, []);
  });

  test('bad credentials come back as an error and a popup', async () => {
    const { server, client, events, store } = setup();
    server.route('POST', '/api/auth/login', tbError(401, 10, 'Invalid username or password'));
    const result = await client.auth.login({ username: 'a@b.c', password: 'p' });
    assert.equal(result.kind, 'error');
    assert.equal(result.kind === 'error' && result.error.message, 'Invalid username or password');
    assert.deepEqual(events, ['error']);
    assert.equal(await store.read(), null);
  });

  test('a token without lifetime claims is refused', async () => {
    const { server, client, store } = setup();
    server.route('POST', '/api/auth/login', json(200, { token: fakeJwt({ scopes: ['TENANT_ADMIN'] }), refreshToken: null }));
    assert.equal((await client.auth.login({ username: 'a@b.c', password: 'p' })).kind, 'invalid-token');
    assert.equal(await store.read(), null);
  });

  test('public login posts the public id without a token', async () => {
    const { server, client } = setup();
    const pair = fakeTokenPair({ scopes: ['CUSTOMER_USER'], claims: { isPublic: true, sub: 'pub-1' } });
    server.route('POST', '/api/auth/login/public', json(200, pair));
    const result = await client.auth.loginPublic('pub-1');
    assert.equal(result.kind === 'success' && result.user.isPublic, true);
    const sent = server.requestsTo('/api/auth/login/public')[0]!;
    assert.deepEqual(JSON.parse(sent.body), { publicId: 'pub-1' });
    assert.equal(sent.headers.get('X-Authorization'), null);
  });

  test('a pair from elsewhere signs in without a call', async () => {
    const { server, client } = setup();
    assert.equal((await client.auth.loginWithTokens(fakeTokenPair())).kind, 'success');
    assert.equal(server.requests.length, 0);
  });

  test('login as another user stores the answered pair', async () => {
    const { server, client, store } = setup(true);
    const other = fakeTokenPair({ scopes: ['CUSTOMER_USER'] });
    server.route('GET', '/api/user/u%202/token', json(200, other));
    assert.equal((await client.auth.loginAsUser('u 2')).kind, 'success');
    assert.equal((await store.read())?.token, other.token);
  });
});

describe('logout', () => {
  for (const [name, prepare] of [
    ['answers 500', (s: ReturnType<typeof setup>) => s.server.route('POST', '/api/auth/logout', tbError(500, 2, 'boom'))],
    ['is unreachable', (s: ReturnType<typeof setup>) => s.server.goOffline()],
  ] as const) {
    test(`clears the tokens even when the server ${name}, without popup or loading`, async () => {
      const s = setup(true);
      prepare(s);
      await s.client.auth.logout();
      assert.equal(s.server.requestsTo('/api/auth/logout').length, 1);
      assert.equal(s.server.requestsTo('/api/auth/logout')[0]!.headers.get('X-Authorization'), `Bearer ${s.pair.token}`);
      assert.equal(await s.store.read(), null);
      assert.equal(s.client.auth.$authUser.get(), null);
      assert.deepEqual(s.events, []);
      assert.deepEqual(s.loading, []);
    });
  }
});

describe('passwords', () => {
  test('change password stores the new pair', async () => {
    const { server, client, store } = setup(true);
    const next = fakeTokenPair();
    server.route('POST', '/api/auth/changePassword', json(200, next));
    assert.equal((await client.auth.changePassword('old', 'new')).kind, 'success');
    assert.deepEqual(JSON.parse(server.requests[0]!.body), { currentPassword: 'old', newPassword: 'new' });
    assert.equal((await store.read())?.token, next.token);
  });

  test('reset request, reset and activation use the no-auth calls without a token', async () => {
    const { server, client } = setup(true);
    server.route('POST', '/api/noauth/resetPasswordByEmail', json(200));
    server.route('POST', '/api/noauth/resetPassword', json(200, fakeTokenPair()));
    server.route('POST', '/api/noauth/activate', json(200, fakeTokenPair()));
    assert.deepEqual(await client.auth.requestPasswordReset('a@b.c'), { ok: true, data: undefined });
    assert.equal((await client.auth.resetPassword('rt', 'pw')).kind, 'success');
    assert.equal((await client.auth.activate('at', 'pw')).kind, 'success');
    const [reset, resetWith, activate] = server.requests;
    assert.deepEqual(JSON.parse(reset!.body), { email: 'a@b.c' });
    assert.deepEqual(JSON.parse(resetWith!.body), { resetToken: 'rt', password: 'pw' });
    assert.deepEqual(JSON.parse(activate!.body), { activateToken: 'at', password: 'pw' });
    assert.equal(activate!.query.get('sendActivationMail'), 'true');
    assert.ok(server.requests.every((r) => r.headers.get('X-Authorization') === null));
  });
});

describe('second factor', () => {
  function mfaSetup() {
    const s = setup();
    const token = fakeJwt({ sub: 'a@b.c', userId: 'u', scopes: ['PRE_VERIFICATION_TOKEN'], iat: 1, exp: 1801 });
    s.store.write({ token, tokenExpiration: NOW + 1_800_000, refreshToken: null, refreshTokenExpiration: null });
    return { ...s, token };
  }

  test('lists providers in the fixed order with the pre-verification token', async () => {
    const { server, client, token } = mfaSetup();
    const provider = (type: string) => ({ type, default: false, contact: null, minVerificationCodeSendPeriod: 30 });
    server.route('GET', '/api/auth/2fa/providers', json(200, [provider('BACKUP_CODE'), provider('EMAIL'), provider('TOTP'), provider('SMS')]));
    const result = await client.auth.getTwoFactorProviders();
    assert.deepEqual(result.ok && result.data.map((p) => p.type), ['TOTP', 'SMS', 'EMAIL', 'BACKUP_CODE']);
    assert.equal(server.requests[0]!.headers.get('X-Authorization'), `Bearer ${token}`);
  });

  test('sends a code for the chosen provider', async () => {
    const { server, client } = mfaSetup();
    server.route('POST', '/api/auth/2fa/verification/send', json(200));
    assert.equal((await client.auth.sendVerificationCode('EMAIL')).ok, true);
    assert.equal(server.requests[0]!.query.get('providerType'), 'EMAIL');
  });

  test('a correct code stores the full pair', async () => {
    const { server, client, store } = mfaSetup();
    const pair = fakeTokenPair();
    server.route('POST', '/api/auth/2fa/verification/check', json(200, { ...pair, scope: null }));
    const result = await client.auth.checkVerificationCode('TOTP', '123456');
    assert.equal(result.kind, 'success');
    assert.equal(server.requests[0]!.query.get('providerType'), 'TOTP');
    assert.equal(server.requests[0]!.query.get('verificationCode'), '123456');
    assert.equal((await store.read())?.refreshToken, pair.refreshToken);
  });

  test('maps a 400 answer to the incorrect-code key on the field', async () => {
    const { server, client, events } = mfaSetup();
    server.route('POST', '/api/auth/2fa/verification/check', tbError(400, 31, 'Verification code is incorrect'));
    const result = await client.auth.checkVerificationCode('SMS', '123456');
    assert.equal(result.kind, 'incorrect-code');
    assert.equal('messageKey' in result && result.messageKey, 'security.2fa.dialog.verification-code-incorrect');
    assert.deepEqual(events, []);
  });

  test('maps a 429 answer to the many-request key lasting 5000 ms', async () => {
    const { server, client } = mfaSetup();
    server.route('POST', '/api/auth/2fa/verification/check', tbError(429, 33, 'Too many requests'));
    const result = await client.auth.checkVerificationCode('BACKUP_CODE', '0a1b2c3d');
    assert.equal(result.kind, 'too-many-requests');
    assert.equal(result.kind === 'too-many-requests' && result.messageKey, 'security.2fa.dialog.verification-code-many-request');
    assert.equal(result.kind === 'too-many-requests' && result.durationMs, 5000);
  });

  test('other failures carry the server message for a toast', async () => {
    const { server, client, events } = mfaSetup();
    server.route('POST', '/api/auth/2fa/verification/check', tbError(401, 10, 'User is disabled'));
    const result = await client.auth.checkVerificationCode('EMAIL', '000000');
    assert.equal(result.kind === 'error' && result.message, 'User is disabled');
    assert.deepEqual(events, []);
  });

  test('an invalid code is refused locally', async () => {
    const { server, client } = mfaSetup();
    const result = await client.auth.checkVerificationCode('TOTP', '12345');
    assert.deepEqual(result, { kind: 'invalid-code', messageKey: 'security.2fa.dialog.verification-code-invalid' });
    assert.equal(server.requests.length, 0);
  });

  test('codes are 6 digits, backup codes 8 lowercase hex characters', () => {
    const invalid = 'security.2fa.dialog.verification-code-invalid';
    for (const type of ['TOTP', 'SMS', 'EMAIL'] as const) {
      assert.equal(validateVerificationCode('012345', type), null);
      for (const code of ['', '12345', '1234567', '12345a', ' 12345', null, undefined]) {
        assert.equal(validateVerificationCode(code, type), invalid, `${type} ${code}`);
      }
    }
    assert.equal(validateVerificationCode('0123abcf', 'BACKUP_CODE'), null);
    for (const code of ['0123abc', '0123abcde', '0123ABCF', '0123abcg', '012345']) {
      assert.equal(validateVerificationCode(code, 'BACKUP_CODE'), invalid, code);
    }
    assert.deepEqual(
      [verificationCodeInput('SMS').inputMode, verificationCodeInput('SMS').maxLength],
      ['numeric', 6],
    );
    assert.deepEqual(
      [verificationCodeInput('BACKUP_CODE').inputMode, verificationCodeInput('BACKUP_CODE').maxLength],
      ['text', 8],
    );
  });
});
