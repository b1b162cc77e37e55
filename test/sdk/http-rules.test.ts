import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setImmediate as flush } from 'node:timers/promises';
import { apiPathOf, createClient, createMemoryTokenStore, isRpcPath, needsAuthHeader, resendDelayMs } from '../../sdk/index.js';
import { createFakeServer, deferred, fakeTokenPair, json, tbError, type Reply } from '../support/fake-fetch.js';

const NOW = 1_700_000_000_000;

function setup(options: { baseUrl?: string; random?: () => number } = {}) {
  const server = createFakeServer();
  const pair = fakeTokenPair();
  const store = createMemoryTokenStore({
    token: pair.token,
    tokenExpiration: NOW + 60_000,
    refreshToken: pair.refreshToken,
    refreshTokenExpiration: NOW + 600_000,
  });
  const client = createClient({
    baseUrl: options.baseUrl ?? 'http://tb.test',
    fetch: server.fetch,
    tokenStore: store,
    now: () => NOW,
    random: options.random,
  });
  const errors: string[] = [];
  client.on('error', (notice) => errors.push(notice.message));
  return { server, client, pair, errors };
}

describe('authorization header', () => {
  const cases: [string, boolean][] = [
    ['/api/device/d1', true],
    ['/api/auth/logout', true],
    ['/api/auth/user', true],
    ['/api/auth/2fa/providers', true],
    ['/api/auth/changePassword', true],
    ['/api/auth/login', false],
    ['/api/auth/login/public', false],
    ['/api/auth/token', false],
    ['/api/noauth/resetPasswordByEmail', false],
    ['/api/noauth/userPasswordPolicy', false],
    ['/api/v1/device-token/telemetry', false],
    ['/api/v1x/other', true],
    ['/static/help.md', false],
    ['/api', false],
  ];

  for (const [path, expected] of cases) {
    test(`${expected ? 'adds' : 'leaves out'} X-Authorization for ${path}`, async () => {
      const { server, client, pair } = setup();
      await client.fetch(new Request(`http://tb.test${path}?x=1`));
      assert.equal(server.requests[0]!.headers.get('X-Authorization'), expected ? `Bearer ${pair.token}` : null);
      assert.equal(needsAuthHeader(path), expected);
    });
  }

  test('judges the path below a base URL with a path prefix', async () => {
    const { server, client, pair } = setup({ baseUrl: 'http://tb.test/tb/' });
    await client.fetch(new Request('http://tb.test/tb/api/device/d1'));
    await client.fetch(new Request('http://tb.test/tb/api/noauth/userPasswordPolicy'));
    assert.equal(server.requests[0]!.headers.get('X-Authorization'), `Bearer ${pair.token}`);
    assert.equal(server.requests[1]!.headers.get('X-Authorization'), null);
    assert.equal(apiPathOf('http://tb.test/tb/api/device/d1?a=b', 'http://tb.test/tb'), '/api/device/d1?a=b');
    assert.equal(apiPathOf('http://tb.test/api/x', ''), '/api/x');
  });

  test('recognises the RPC paths', () => {
    assert.equal(isRpcPath('/api/rpc/oneway/d1'), true);
    assert.equal(isRpcPath('/api/plugins/rpc/twoway/d1'), true);
    assert.equal(isRpcPath('/api/plugins/telemetry/DEVICE/d1'), false);
  });
});

describe('429 resend', () => {
  test('the delay is 1000 ms plus up to 3000 ms', () => {
    assert.equal(resendDelayMs(() => 0), 1000);
    assert.equal(resendDelayMs(() => 0.5), 2500);
    const longest = resendDelayMs(() => 0.9999999);
    assert.ok(longest >= 3999 && longest < 4000, String(longest));
  });

  for (const [random, delay] of [
    [0, 1000],
    [0.9999999, 3999],
  ] as const) {
    test(`resends after ${delay} ms when random gives ${random}`, async (t) => {
      t.mock.timers.enable({ apis: ['setTimeout'] });
      const scheduled = deferred<void>();
      const { server, client } = setup({
        random: () => {
          scheduled.resolve();
          return random;
        },
      });
      let answers = 0;
      server.route('GET', '/api/device/d1', () => (++answers === 1 ? tbError(429, 33, 'Too many requests') : json(200, { name: 'D' })));
      const inFlight: number[] = [];
      client.$requestsInFlight.listen((n) => inFlight.push(n));
      const call = client.with({ resendRequest: true }).GET('/api/device/{deviceId}', { params: { path: { deviceId: 'd1' } } });
      await scheduled.promise;
      t.mock.timers.tick(delay - 1);
      await flush();
      assert.equal(server.requests.length, 1);
      t.mock.timers.tick(1);
      const { data } = await call;
      assert.equal(data?.name, 'D');
      assert.equal(server.requests.length, 2);
      assert.deepEqual(inFlight, [1, 0]);
    });
  }

  test('keeps resending while the server answers 429', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const { server, client } = setup({ random: () => 0 });
    let answers = 0;
    server.route('GET', '/api/device/d1', () => (++answers < 3 ? tbError(429, 33, 'Too many requests') : json(200, {})));
    const call = client.with({ resendRequest: true }).fetch(new Request('http://tb.test/api/device/d1'));
    await server.received(1);
    await flush();
    t.mock.timers.tick(1000);
    await server.received(2);
    await flush();
    t.mock.timers.tick(1000);
    assert.equal((await call).status, 200);
    assert.equal(server.requests.length, 3);
  });

  test('does not resend without the option and raises no popup', async () => {
    const { server, client, errors } = setup();
    server.route('GET', '/api/device/d1', tbError(429, 33, 'Too many requests'));
    const { response } = await client.GET('/api/device/{deviceId}', { params: { path: { deviceId: 'd1' } } });
    assert.equal(response.status, 429);
    assert.equal(server.requests.length, 1);
    assert.deepEqual(errors, []);
  });

  test('resends a POST with its body intact', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const { server, client } = setup({ random: () => 0 });
    let answers = 0;
    server.route('POST', '/api/device', () => (++answers === 1 ? tbError(429, 33, 'Too many requests') : json(200, {})));
    const call = client.with({ resendRequest: true }).POST('/api/device', { body: { name: 'Pump', type: 'default' } });
    await server.received(1);
    await flush();
    t.mock.timers.tick(1000);
    await call;
    assert.deepEqual(server.requests.map((r) => JSON.parse(r.body).name), ['Pump', 'Pump']);
  });
});

describe('requests in flight', () => {
  test('counts calls up and down and leaves out ignoreLoading calls', async () => {
    const { server, client } = setup();
    const first = deferred<Reply>();
    const second = deferred<Reply>();
    let n = 0;
    server.route('GET', '/api/device/d1', () => (++n === 1 ? first.promise : second.promise));
    const seen: number[] = [];
    client.$requestsInFlight.listen((count) => seen.push(count));
    const get = (c: typeof client | ReturnType<typeof client.with>) =>
      c.GET('/api/device/{deviceId}', { params: { path: { deviceId: 'd1' } } });
    const counted = get(client);
    await server.received(1);
    assert.equal(client.$requestsInFlight.get(), 1);
    const quiet = get(client.with({ ignoreLoading: true }));
    await server.received(2);
    assert.equal(client.$requestsInFlight.get(), 1);
    second.resolve(json(200, {}));
    await quiet;
    assert.equal(client.$requestsInFlight.get(), 1);
    first.resolve(json(500, { message: 'boom' }));
    await counted;
    assert.equal(client.$requestsInFlight.get(), 0);
    assert.deepEqual(seen, [1, 0]);
  });

  test('goes back down when the server cannot be reached', async () => {
    const { server, client } = setup();
    server.goOffline();
    await assert.rejects(client.GET('/api/device/{deviceId}', { params: { path: { deviceId: 'd1' } } }), {
      name: 'ApiError',
      kind: 'connection',
      status: 0,
      message: 'Unable to connect',
    });
    assert.equal(client.$requestsInFlight.get(), 0);
  });
});
