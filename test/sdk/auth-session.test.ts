import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { apiErrorOf, createClient, createMemoryTokenStore, type ClientEvents, type StoredTokens } from '../../sdk/index.js';
import { createFakeServer, deferred, fakeTokenPair, json, tbError, type Reply } from '../support/fake-fetch.js';

const NOW = 1_700_000_000_000;
const CURRENT_URL = '/devices?page=2';

function setup(stored: Partial<StoredTokens> | null) {
  const server = createFakeServer();
  const store = createMemoryTokenStore();
  const pair = fakeTokenPair();
  if (stored) {
    store.write({
      token: pair.token,
      tokenExpiration: NOW + 100_000,
      refreshToken: pair.refreshToken,
      refreshTokenExpiration: NOW + 1_000_000,
      ...stored,
    });
  }
  const client = createClient({
    baseUrl: 'http://tb.test',
    fetch: server.fetch,
    tokenStore: store,
    now: () => NOW,
    getCurrentUrl: () => CURRENT_URL,
  });
  const events: { type: keyof ClientEvents; event: unknown }[] = [];
  for (const type of ['error', 'forbidden', 'session-expired'] as const) {
    client.on(type, (event) => events.push({ type, event }));
  }
  const fresh = fakeTokenPair();
  server.route('GET', '/api/device/d1', json(200, { id: { entityType: 'DEVICE', id: 'd1' }, name: 'Thermometer' }));
  server.route('POST', '/api/auth/token', json(200, { ...fresh, scope: null }));
  const getDevice = () => client.GET('/api/device/{deviceId}', { params: { path: { deviceId: 'd1' } } });
  return { server, store, client, events, pair, fresh, getDevice };
}

const tokenOf = (headers: Headers) => headers.get('X-Authorization')?.replace('Bearer ', '');

describe('token validity margin', () => {
  test('sends the stored token as it is when 2001 ms remain', async () => {
    const { server, pair, getDevice } = setup({ tokenExpiration: NOW + 2001 });
    const { data } = await getDevice();
    assert.equal(data?.name, 'Thermometer');
    assert.equal(server.requestsTo('/api/auth/token').length, 0);
    assert.equal(tokenOf(server.requestsTo('/api/device/d1')[0]!.headers), pair.token);
  });

  for (const left of [2000, 1999]) {
    test(`refreshes before sending when ${left} ms remain`, async () => {
      const { server, fresh, pair, getDevice } = setup({ tokenExpiration: NOW + left });
      await getDevice();
      const [refresh] = server.requestsTo('/api/auth/token');
      assert.deepEqual(JSON.parse(refresh!.body), { refreshToken: pair.refreshToken });
      assert.equal(tokenOf(server.requestsTo('/api/device/d1')[0]!.headers), fresh.token);
    });
  }
});

describe('refresh', () => {
  test('refreshes the token once for 100 concurrent callers', async () => {
    const { server, fresh, getDevice } = setup({ tokenExpiration: NOW + 1000 });
    const answer = deferred<Reply>();
    server.route('POST', '/api/auth/token', () => answer.promise);
    const calls = Array.from({ length: 100 }, () => getDevice());
    await server.received(1);
    answer.resolve(json(200, fresh));
    const results = await Promise.all(calls);
    assert.equal(results.filter((r) => r.data?.name === 'Thermometer').length, 100);
    assert.equal(server.requestsTo('/api/auth/token').length, 1);
    assert.ok(server.requestsTo('/api/device/d1').every((r) => tokenOf(r.headers) === fresh.token));
  });

  test('refreshes once when 100 concurrent calls are answered jwt-expired', async () => {
    const { server, pair, fresh, getDevice } = setup({});
    server.route('GET', '/api/device/d1', (r) =>
      tokenOf(r.headers) === pair.token ? tbError(401, 11, 'Token has expired') : json(200, { name: 'Thermometer' }),
    );
    const results = await Promise.all(Array.from({ length: 100 }, () => getDevice()));
    assert.equal(results.filter((r) => r.data?.name === 'Thermometer').length, 100);
    assert.equal(server.requestsTo('/api/auth/token').length, 1);
    assert.equal(server.requestsTo('/api/device/d1').filter((r) => tokenOf(r.headers) === fresh.token).length, 100);
  });

  test('retries a call once after a jwt-expired answer', async () => {
    const { server, fresh, getDevice } = setup({});
    server.route('GET', '/api/device/d1', tbError(401, 11, 'Token has expired'));
    const { error, response } = await getDevice();
    assert.equal(response.status, 401);
    assert.equal((error as { errorCode: number }).errorCode, 11);
    const sent = server.requestsTo('/api/device/d1');
    assert.equal(sent.length, 2);
    assert.equal(tokenOf(sent[1]!.headers), fresh.token);
    assert.equal(server.requestsTo('/api/auth/token').length, 1);
  });

  test('the refresh call carries no token header', async () => {
    const { server, getDevice } = setup({ tokenExpiration: NOW });
    await getDevice();
    assert.equal(server.requestsTo('/api/auth/token')[0]!.headers.get('X-Authorization'), null);
  });

  test('stores the refreshed pair and publishes its user', async () => {
    const { store, client, fresh } = setup({ tokenExpiration: NOW });
    assert.equal(await client.auth.getAccessToken(), fresh.token);
    assert.equal((await store.read())?.refreshToken, fresh.refreshToken);
    assert.equal(client.auth.$authUser.get()?.userId, 'user-1');
  });
});

describe('session end', () => {
  test('fails a protected call locally with 401 Unauthorized! when no token is stored', async () => {
    const { server, events, getDevice } = setup(null);
    const { error, response } = await getDevice();
    assert.equal(server.requests.length, 0);
    assert.equal(response.status, 401);
    assert.deepEqual(error, { status: 401, message: 'Unauthorized!' });
    assert.equal(apiErrorOf(response)?.kind, 'unauthorized');
    assert.equal(apiErrorOf(response)?.message, 'Unauthorized!');
    assert.deepEqual(
      events.map((e) => e.type),
      ['error'],
    );
  });

  test('does not send an expired refresh token and reports refresh-token-expired', async () => {
    const { server, store, client, events, getDevice } = setup({ tokenExpiration: NOW, refreshTokenExpiration: NOW + 2000 });
    const { response } = await getDevice();
    assert.equal(server.requests.length, 0);
    assert.equal(response.status, 401);
    assert.equal(await store.read(), null);
    assert.equal(client.auth.$authUser.get(), null);
    assert.deepEqual(events, [
      { type: 'session-expired', event: { messageKey: 'access.refresh-token-expired', redirectUrl: CURRENT_URL } },
    ]);
  });

  test('an expired token without a refresh token ends the session as expired', async () => {
    const { server, events, getDevice } = setup({ tokenExpiration: NOW - 5, refreshToken: null, refreshTokenExpiration: null });
    await getDevice();
    assert.equal(server.requests.length, 0);
    assert.deepEqual(events.map((e) => (e.event as { messageKey?: string }).messageKey), ['access.refresh-token-expired']);
  });

  test('a failed refresh clears the tokens and reports refresh-token-failed with the remembered URL', async () => {
    const { server, store, client, events, getDevice } = setup({ tokenExpiration: NOW + 10 });
    server.route('POST', '/api/auth/token', tbError(401, 10, 'User account is not active'));
    const { response } = await getDevice();
    assert.equal(response.status, 401);
    assert.equal(server.requestsTo('/api/device/d1').length, 0);
    assert.equal(await store.read(), null);
    assert.equal(client.auth.$authUser.get(), null);
    assert.deepEqual(events, [
      { type: 'session-expired', event: { messageKey: 'access.refresh-token-failed', redirectUrl: CURRENT_URL } },
    ]);
  });

  test('a refresh answered with an unusable token ends the session as failed', async () => {
    const { server, events, getDevice } = setup({ tokenExpiration: NOW });
    server.route('POST', '/api/auth/token', json(200, { token: 'x.e30.y', refreshToken: 'x.e30.y' }));
    await getDevice();
    assert.deepEqual(events.map((e) => (e.event as { messageKey?: string }).messageKey), ['access.refresh-token-failed']);
  });

  test('a failed refresh after a jwt-expired answer ends the session without an error popup', async () => {
    const { server, events, getDevice } = setup({});
    server.route('GET', '/api/device/d1', tbError(401, 11, 'Token has expired'));
    server.route('POST', '/api/auth/token', tbError(401, 10, 'Invalid username or password'));
    const { response } = await getDevice();
    assert.equal(response.status, 401);
    assert.equal(apiErrorOf(response)?.kind, 'jwt-expired');
    assert.deepEqual(events.map((e) => e.type), ['session-expired']);
  });

  test('getAccessToken answers null when signed out', async () => {
    const { client } = setup(null);
    assert.equal(await client.auth.getAccessToken(), null);
  });
});
