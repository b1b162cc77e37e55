import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ApiError,
  apiErrorOf,
  classifyError,
  createClient,
  createMemoryTokenStore,
  errorDisplayText,
  SERVER_ERROR_CODE,
  serverErrorKey,
  unwrap,
  type ErrorNotice,
  type ForbiddenNotice,
} from '../../sdk/index.js';
import { createFakeServer, fakeTokenPair, json, tbError, type Reply } from '../support/fake-fetch.js';

describe('server error codes', () => {
  const expected: [keyof typeof SERVER_ERROR_CODE, number, string][] = [
    ['general', 2, 'server-error.general'],
    ['authentication', 10, 'server-error.authentication'],
    ['jwtTokenExpired', 11, 'server-error.jwt-token-expired'],
    ['tenantTrialExpired', 12, 'server-error.tenant-trial-expired'],
    ['credentialsExpired', 15, 'server-error.credentials-expired'],
    ['permissionDenied', 20, 'server-error.permission-denied'],
    ['invalidArguments', 30, 'server-error.invalid-arguments'],
    ['badRequestParams', 31, 'server-error.bad-request-params'],
    ['itemNotFound', 32, 'server-error.item-not-found'],
    ['tooManyRequests', 33, 'server-error.too-many-requests'],
    ['tooManyUpdates', 34, 'server-error.too-many-updates'],
  ];

  for (const [name, code, key] of expected) {
    test(`${name} is code ${code} with key ${key}`, () => {
      assert.equal(SERVER_ERROR_CODE[name], code);
      assert.equal(serverErrorKey(code), key);
      const error = new ApiError({ status: 400, body: { status: 400, message: 'm', errorCode: code }, method: 'GET', url: '/api/x' });
      assert.equal(error.errorCode, code);
      assert.equal(error.messageKey, key);
    });
  }

  test('the catalogue names exactly eleven codes', () => {
    assert.equal(Object.keys(SERVER_ERROR_CODE).length, 11);
    assert.equal(serverErrorKey(40), undefined);
    assert.equal(serverErrorKey('2'), undefined);
  });
});

describe('classification', () => {
  test('classifies by status, error code and reset token', () => {
    assert.equal(classifyError(401), 'unauthorized');
    assert.equal(classifyError(401, 10), 'unauthorized');
    assert.equal(classifyError(401, 11), 'jwt-expired');
    assert.equal(classifyError(401, 15, 'rt'), 'credentials-expired');
    assert.equal(classifyError(403, 20), 'forbidden');
    assert.equal(classifyError(404, 32), 'not-found');
    assert.equal(classifyError(429, 33), 'too-many-requests');
    assert.equal(classifyError(0), 'connection');
    assert.equal(classifyError(-1), 'connection');
    assert.equal(classifyError(400, 31), 'bad-request');
    assert.equal(classifyError(500, 2), 'server');
    assert.equal(classifyError(504), 'server');
    assert.equal(classifyError(409), 'other');
  });

  test('carries status, code, message, key, reset token, method and URL', () => {
    const error = new ApiError({
      status: 401,
      statusText: 'Unauthorized',
      body: { status: 401, message: 'User password expired!', errorCode: 15, resetToken: 'rt-1' },
      method: 'POST',
      url: '/api/auth/login',
    });
    assert.equal(error.kind, 'credentials-expired');
    assert.equal(error.status, 401);
    assert.equal(error.statusText, 'Unauthorized');
    assert.equal(error.errorCode, 15);
    assert.equal(error.message, 'User password expired!');
    assert.equal(error.messageKey, 'server-error.credentials-expired');
    assert.equal(error.resetToken, 'rt-1');
    assert.equal(error.method, 'POST');
    assert.equal(error.url, '/api/auth/login');
    assert.ok(error instanceof Error);
  });

  test('a connection failure reads Unable to connect', () => {
    const error = new ApiError({ status: -1, method: 'GET', url: '/api/x', cause: new TypeError('fetch failed') });
    assert.equal(error.kind, 'connection');
    assert.equal(error.message, 'Unable to connect');
  });
});

describe('server error display', () => {
  const translate = (key: string) => ({ 'server-error.item-not-found': 'Item not found' })[key];

  test('shows the message of a JSON text body with its timeout', () => {
    assert.deepEqual(errorDisplayText({ status: 400, body: '{"message":"Bad thing","timeout":3000}' }), {
      message: 'Bad thing',
      timeout: 3000,
    });
    assert.deepEqual(errorDisplayText({ status: 400, body: { message: 'Parsed already' } }), { message: 'Parsed already', timeout: 0 });
  });

  test('decodes a binary body and uses its message when present', () => {
    const bytes = new TextEncoder().encode('{"message":"From bytes"}');
    assert.equal(errorDisplayText({ status: 500, body: bytes.buffer }).message, 'From bytes');
    assert.equal(errorDisplayText({ status: 500, body: bytes }).message, 'From bytes');
    assert.equal(errorDisplayText({ status: 500, body: new TextEncoder().encode('plain words') }).message, 'plain words');
  });

  test('gives Unhandled error code with the status, or Unknown', () => {
    assert.deepEqual(errorDisplayText({ status: 502, body: undefined }), { message: 'Unhandled error code 502', timeout: 0 });
    assert.equal(errorDisplayText({ status: 500, body: { status: 500 } }).message, 'Unhandled error code 500');
    assert.equal(errorDisplayText({ body: null }).message, 'Unhandled error code Unknown');
    assert.equal(errorDisplayText({ status: 0, body: '' }).message, 'Unhandled error code Unknown');
  });

  test('an object message with an error code shows the status and the translated code', () => {
    const body = { message: { status: 404, errorCode: 32 } };
    assert.equal(errorDisplayText({ status: 404, statusText: 'Not Found', body }, translate).message, '404: Item not found');
    const unknownCode = { message: { errorCode: 99 } };
    assert.equal(errorDisplayText({ status: 418, statusText: "I'm a teapot", body: unknownCode }, translate).message, "418: I'm a teapot");
    assert.equal(errorDisplayText({ status: 404, statusText: 'Not Found', body }, () => undefined).message, '404: Not Found');
  });

  test('a text body that is not JSON is shown as it is', () => {
    assert.equal(errorDisplayText({ status: 403, body: "You don't have permission to perform this operation!" }).message,
      "You don't have permission to perform this operation!");
  });
});

describe('popups and events', () => {
  function setup() {
    const server = createFakeServer();
    const pair = fakeTokenPair();
    const client = createClient({
      baseUrl: 'http://tb.test',
      fetch: server.fetch,
      tokenStore: createMemoryTokenStore({ token: pair.token, tokenExpiration: Date.now() + 600_000, refreshToken: null, refreshTokenExpiration: null }),
      translate: (key) => (key === 'server-error.general' ? 'General server error' : undefined),
    });
    const errors: ErrorNotice[] = [];
    const forbidden: ForbiddenNotice[] = [];
    client.on('error', (e) => errors.push(e));
    client.on('forbidden', (e) => forbidden.push(e));
    const answer = (path: string, reply: Reply) => server.route('GET', path, reply);
    const get = (path: string, ignoreErrors = false) =>
      client.with({ ignoreErrors }).fetch(new Request(`http://tb.test${path}`));
    return { server, client, errors, forbidden, answer, get };
  }

  test('401 credentials-expired raises no popup', async () => {
    const s = setup();
    s.answer('/api/x', tbError(401, 15, 'User password expired!', { resetToken: 'r' }));
    await s.get('/api/x');
    assert.deepEqual([s.errors.length, s.forbidden.length], [0, 0]);
  });

  test('other 401 answers raise a popup with the server message', async () => {
    const s = setup();
    s.answer('/api/x', tbError(401, 10, 'Authentication failed'));
    await s.get('/api/x');
    assert.deepEqual(s.errors.map((e) => e.message), ['Authentication failed']);
  });

  test('403 raises the forbidden event unless errors are ignored', async () => {
    const s = setup();
    s.answer('/api/x', tbError(403, 20, "You don't have permission to perform this operation!"));
    await s.get('/api/x');
    await s.get('/api/x', true);
    assert.equal(s.forbidden.length, 1);
    assert.equal(s.forbidden[0]!.error.kind, 'forbidden');
    assert.equal(s.errors.length, 0);
  });

  test('404 shows method, URL, status and status text', async () => {
    const s = setup();
    s.answer('/api/device/d9', tbError(404, 32, 'Requested item wasn\'t found!'));
    await s.get('/api/device/d9?full=true');
    await s.get('/api/device/d9', true);
    assert.deepEqual(s.errors.map((e) => e.message), ['GET: /api/device/d9?full=true\n404: Not Found']);
    assert.equal(s.errors[0]!.error.kind, 'not-found');
  });

  test('other errors show the server message unless ignored', async () => {
    const s = setup();
    s.answer('/api/a', tbError(500, 2, 'Boom', { timeout: 7000 }));
    s.answer('/api/b', { status: 400, body: 'Invalid key' });
    s.answer('/api/c', { status: 500 });
    s.answer('/api/d', json(500, { message: { status: 500, errorCode: 2 } }));
    for (const path of ['/api/a', '/api/b', '/api/c', '/api/d']) await s.get(path);
    await s.get('/api/a', true);
    assert.deepEqual(
      s.errors.map((e) => [e.message, e.timeout]),
      [
        ['Boom', 7000],
        ['Invalid key', 0],
        ['Unhandled error code 500', 0],
        ['500: General server error', 0],
      ],
    );
  });

  test('RPC paths never raise popups', async () => {
    const s = setup();
    for (const [path, reply] of [
      ['/api/rpc/twoway/d1', { status: 504 }],
      ['/api/rpc/oneway/d1', tbError(404, 32, 'Device not found')],
      ['/api/plugins/rpc/twoway/d1', tbError(401, 10, 'Authentication failed')],
      ['/api/plugins/rpc/oneway/d1', { status: 409 }],
    ] as const) {
      s.server.route('POST', path, reply);
      await s.client.fetch(new Request(`http://tb.test${path}`, { method: 'POST', body: '{}' }));
    }
    assert.equal(s.errors.length, 0);
  });

  test('an unreachable server raises Unable to connect and rejects with a connection error', async () => {
    const s = setup();
    s.server.goOffline();
    await assert.rejects(s.get('/api/x'), { kind: 'connection', status: 0 });
    await assert.rejects(s.get('/api/x', true), { kind: 'connection' });
    assert.deepEqual(s.errors.map((e) => e.message), ['Unable to connect']);
  });

  test('the classified error of an answer can be looked up or thrown', async () => {
    const s = setup();
    s.server.route('GET', '/api/device/d1', tbError(404, 32, 'Device not found'));
    s.server.route('GET', '/api/device/d2', json(200, { name: 'Pump' }));
    const failed = await s.client.GET('/api/device/{deviceId}', { params: { path: { deviceId: 'd1' } } });
    assert.equal(apiErrorOf(failed.response)?.messageKey, 'server-error.item-not-found');
    await assert.rejects(unwrap(s.client.GET('/api/device/{deviceId}', { params: { path: { deviceId: 'd1' } } })), {
      kind: 'not-found',
      method: 'GET',
      url: '/api/device/d1',
      message: 'Device not found',
    });
    const device = await unwrap(s.client.GET('/api/device/{deviceId}', { params: { path: { deviceId: 'd2' } } }));
    assert.equal(device.name, 'Pump');
  });
});
