import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createClient, createMemoryTokenStore, websocketUrlFor } from '../../sdk/index.js';
import { createFakeServer, fakeTokenPair, json, tbError } from '../support/fake-fetch.js';
import { createFakeWebSocketHub, settle } from '../support/fake-websocket.js';

function setup() {
  const server = createFakeServer();
  const pair = fakeTokenPair();
  const tokenStore = createMemoryTokenStore({
    token: pair.token,
    tokenExpiration: Date.now() + 600_000,
    refreshToken: pair.refreshToken,
    refreshTokenExpiration: Date.now() + 6_000_000,
  });
  const hub = createFakeWebSocketHub();
  const client = createClient({ baseUrl: 'http://tb.test', fetch: server.fetch, tokenStore, WebSocket: hub.WebSocket });
  return { server, client, pair, hub };
}

describe('typed calls', () => {
  test('sends path parameters, query and token and answers typed data', async () => {
    const { server, client, pair } = setup();
    server.route('GET', '/api/tenant/deviceInfos', json(200, { data: [{ name: 'Pump' }], totalPages: 1, totalElements: 1, hasNext: false }));
    const { data } = await client.GET('/api/tenant/deviceInfos', {
      params: { query: { pageSize: 10, page: 0, textSearch: 'a b', sortProperty: 'name', sortOrder: 'ASC' } },
    });
    assert.equal(data?.data?.[0]?.name, 'Pump');
    const [sent] = server.requests;
    assert.equal(sent!.url, 'http://tb.test/api/tenant/deviceInfos?pageSize=10&page=0&textSearch=a%20b&sortProperty=name&sortOrder=ASC');
    assert.equal(sent!.headers.get('X-Authorization'), `Bearer ${pair.token}`);
  });

  test('sends JSON bodies', async () => {
    const { server, client } = setup();
    server.route('POST', '/api/device', (r) => json(200, { ...JSON.parse(r.body), id: { entityType: 'DEVICE', id: 'd1' } }));
    const { data } = await client.POST('/api/device', { body: { name: 'Pump', type: 'default' } });
    assert.equal(data?.id?.id, 'd1');
    assert.equal(server.requests[0]!.headers.get('Content-Type'), 'application/json');
    assert.deepEqual(JSON.parse(server.requests[0]!.body), { name: 'Pump', type: 'default' });
  });

  test('DELETE and PUT go through the same fetch', async () => {
    const { server, client } = setup();
    server.route('DELETE', '/api/device/d1', json(200));
    const { response } = await client.DELETE('/api/device/{deviceId}', { params: { path: { deviceId: 'd1' } } });
    assert.equal(response.status, 200);
    assert.equal(server.requests[0]!.method, 'DELETE');
    assert.equal(typeof client.PUT, 'function');
  });

  test('scoped clients share tokens, counter and events, and are reused per option set', async () => {
    const { server, client, pair } = setup();
    server.route('GET', '/api/device/d1', tbError(500, 2, 'Boom'));
    const quiet = client.with({ ignoreErrors: true, ignoreLoading: true });
    assert.equal(client.with({ ignoreLoading: true, ignoreErrors: true }), quiet);
    const errors: string[] = [];
    const stop = client.on('error', (e) => errors.push(e.message));
    await quiet.GET('/api/device/{deviceId}', { params: { path: { deviceId: 'd1' } } });
    await client.GET('/api/device/{deviceId}', { params: { path: { deviceId: 'd1' } } });
    stop();
    await client.GET('/api/device/{deviceId}', { params: { path: { deviceId: 'd1' } } });
    assert.deepEqual(errors, ['Boom']);
    assert.ok(server.requests.every((r) => r.headers.get('X-Authorization') === `Bearer ${pair.token}`));
  });

  test('untyped calls answer parsed data or the classified error', async () => {
    const { server, client } = setup();
    server.route('GET', '/api/uiSettings/helpBaseUrl', { status: 200, body: 'https://help.example' });
    server.route('GET', '/api/missing', tbError(404, 32, 'Nope'));
    assert.deepEqual(await client.call('GET', '/api/uiSettings/helpBaseUrl'), { ok: true, data: 'https://help.example' });
    const missing = await client.with({ ignoreErrors: true }).call('GET', '/api/missing', { query: { a: 1, b: undefined } });
    assert.equal(!missing.ok && missing.error.kind, 'not-found');
    assert.equal(server.requests[1]!.url, 'http://tb.test/api/missing?a=1');
  });

  test('uses the global fetch when none is given', async (t) => {
    const seen: string[] = [];
    t.mock.method(globalThis, 'fetch', async (request: Request) => {
      seen.push(request.url);
      return new Response('{"ok":true}', { status: 200 });
    });
    const client = createClient({ baseUrl: 'http://tb.test', tokenStore: createMemoryTokenStore() });
    await client.call('GET', '/api/noauth/userPasswordPolicy');
    assert.deepEqual(seen, ['http://tb.test/api/noauth/userPasswordPolicy']);
  });

  test('keeps tokens in memory where there is no local storage', async () => {
    const client = createClient({ baseUrl: 'http://tb.test', fetch: createFakeServer().fetch });
    const pair = fakeTokenPair();
    await client.auth.loginWithTokens(pair);
    assert.equal((await client.tokens.read())?.token, pair.token);
  });
});

describe('realtime channel', () => {
  test('is created on first use and connects with a fresh token', async () => {
    const { client, hub, pair } = setup();
    assert.equal(hub.sockets.length, 0);
    const channel = client.realtime;
    assert.equal(client.realtime, channel);
    channel.subscribeAttributes({ entityType: 'DEVICE', entityId: 'd1', onData: () => undefined });
    await settle();
    assert.equal(hub.last().url, `ws://tb.test:80/api/ws/plugins/telemetry?token=${pair.token}`);
  });

  test('reconnects when another user signs in but not when the token is refreshed', async () => {
    const { client, hub, server } = setup();
    client.realtime.subscribeAttributes({ entityType: 'DEVICE', entityId: 'd1', onData: () => undefined });
    await settle();
    hub.last().open();
    await settle();
    server.route('POST', '/api/auth/token', json(200, fakeTokenPair()));
    await client.auth.refresh();
    await settle();
    assert.equal(hub.sockets.length, 1);
    const other = fakeTokenPair({ scopes: ['CUSTOMER_USER'], claims: { userId: 'user-2' } });
    await client.auth.loginWithTokens(other);
    await settle();
    assert.equal(hub.sockets.length, 2);
    assert.equal(hub.last().token, other.token);
  });

  test('builds the websocket address with an explicit port', () => {
    assert.equal(websocketUrlFor('http://tb.test'), 'ws://tb.test:80/api/ws/plugins/telemetry');
    assert.equal(websocketUrlFor('https://tb.test'), 'wss://tb.test:443/api/ws/plugins/telemetry');
    assert.equal(websocketUrlFor('http://localhost:8080/'), 'ws://localhost:8080/api/ws/plugins/telemetry');
    assert.equal(websocketUrlFor('https://h.test:8443/tb'), 'wss://h.test:8443/tb/api/ws/plugins/telemetry');
    assert.equal(websocketUrlFor('', 'https://page.test'), 'wss://page.test:443/api/ws/plugins/telemetry');
  });
});
