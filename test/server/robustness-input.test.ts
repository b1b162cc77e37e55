import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { startTestServer, type TestServer, type CallResult } from '../support/server.js';
import { demoTokens } from '../support/tokens.js';
import { deviceId } from './entities-support.js';
import { MAX_PAYLOAD_SIZE } from '../../server/device-api/routes.js';

let server: TestServer;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let thermostat: string;
const logged: string[] = [];
const DEVICE_TOKEN = 'demo-thermostat-t1';

before(async () => {
  server = await startTestServer();
  server.ctx.log = (line) => logged.push(line);
  tokens = await demoTokens(server.ctx);
  thermostat = await deviceId(server, 'Thermostat T1');
});
after(() => server.close());

/** Sends raw bytes as a JSON body. */
async function sendBytes(method: string, path: string, bytes: Buffer, token?: string): Promise<CallResult> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers['X-Authorization'] = `Bearer ${token}`;
  const res = await fetch(server.url + path, { method, headers, body: new Uint8Array(bytes) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch (_err) {}
  return { status: res.status, body, text, headers: res.headers };
}

function assert400(res: CallResult, label: string, json = true): void {
  assert.equal(res.status, 400, `${label}: ${res.status} ${res.text.slice(0, 200)}`);
  if (json) assert.equal(res.body.errorCode, 31, label);
}

async function latestKeys(entityId: string): Promise<string[]> {
  const rows = await server.ctx.db.query<{ key: string }>('SELECT key FROM ts_kv_latest WHERE entity_id = $1', [entityId]);
  return rows.map((r) => r.key);
}

async function attributeKeys(entityId: string): Promise<string[]> {
  const rows = await server.ctx.db.query<{ key: string }>('SELECT attribute_key AS key FROM attribute_kv WHERE entity_id = $1', [entityId]);
  return rows.map((r) => r.key);
}

test('a NUL character in a body, path or query answers 400 on every kind of route, signed in or not', async () => {
  const nul = 'a\u0000b';
  const cases: Array<[string, string, { token?: string; body?: unknown; rawBody?: string }, boolean]> = [
    ['POST', '/api/auth/login', { body: { username: nul, password: 'x' } }, true],
    ['POST', '/api/noauth/resetPasswordByEmail', { body: { email: `${nul}@example.com` } }, true],
    ['POST', '/api/noauth/resetPassword', { body: { resetToken: nul, password: 'secret123' } }, true],
    ['POST', '/api/noauth/activate', { body: { activateToken: nul, password: 'secret123' } }, true],
    ['POST', '/api/v1/provision', { body: { deviceName: nul, provisionDeviceKey: 'k', provisionDeviceSecret: 's' } }, false],
    ['POST', `/api/v1/${DEVICE_TOKEN}/telemetry`, { body: { [nul]: 1 } }, false],
    ['POST', `/api/v1/${DEVICE_TOKEN}/attributes`, { body: { k: nul } }, false],
    ['POST', `/api/v1/${DEVICE_TOKEN}/claim`, { body: { secretKey: nul } }, false],
    ['POST', '/api/v1/demo%00/telemetry', { body: { a: 1 } }, false],
    ['GET', `/api/v1/${DEVICE_TOKEN}/attributes?clientKeys=a%00`, {}, false],
    ['GET', '/api/tenant/devices?deviceName=a%00', { token: tokens.tenant }, true],
    ['GET', '/api/tenant/assets?pageSize=10&page=0&textSearch=%00', { token: tokens.tenant }, true],
    ['GET', '/api/device/%00', { token: tokens.tenant }, true],
    ['POST', '/api/asset', { token: tokens.tenant, body: { name: 'n', type: 't', additionalInfo: { description: nul } } }, true],
    ['POST', '/api/customer', { token: tokens.tenant, body: { title: 'c', additionalInfo: { [nul]: true } } }, true],
    ['POST', `/api/plugins/telemetry/DEVICE/${thermostat}/timeseries/ANY`, { token: tokens.tenant, body: { [nul]: 1 } }, false],
    ['POST', `/api/plugins/telemetry/DEVICE/${thermostat}/attributes/SERVER_SCOPE`, { token: tokens.tenant, body: { k: nul } }, false],
    ['GET', `/api/plugins/telemetry/DEVICE/${thermostat}/values/timeseries?keys=a%00`, { token: tokens.tenant }, false],
    ['POST', '/api/entitiesQuery/find', { token: tokens.tenant, body: { entityFilter: { type: 'entityName', entityType: 'DEVICE', entityNameFilter: nul }, pageLink: { pageSize: 10, page: 0 } } }, true],
  ];
  for (const [method, path, opts, json] of cases) {
    const res = await server.call(method, path, opts);
    assert.equal(res.status, 400, `${method} ${path}: ${res.status} ${res.text.slice(0, 200)}`);
    if (json && res.body && typeof res.body === 'object' && 'errorCode' in res.body) assert.match(res.body.message, /0x00/, path);
  }
  assert.deepEqual(await latestKeys(thermostat).then((keys) => keys.filter((k) => k.includes('\u0000'))), []);
});

/** JSON text of a COMPLEX key filter predicate nested `levels` deep (too deep for JSON.stringify). */
function nestedPredicate(levels: number): string {
  let predicate = '{"type":"NUMERIC","operation":"GREATER","value":{"defaultValue":1}}';
  for (let i = 0; i < levels; i++) predicate = `{"type":"COMPLEX","operation":"AND","predicates":[${predicate}]}`;
  return predicate;
}

test('deep nesting answers 400: a COMPLEX predicate of 3,000 levels and a body of 10,000 levels', async () => {
  const keyFilters = `[{"key":{"type":"TIME_SERIES","key":"temperature"},"valueType":"NUMERIC","predicate":${nestedPredicate(3000)}}]`;
  const query = await server.call('POST', '/api/entitiesQuery/find', { token: tokens.tenant,
    rawBody: `{"entityFilter":{"type":"entityType","entityType":"DEVICE"},"keyFilters":${keyFilters},"pageLink":{"pageSize":10,"page":0}}` });
  assert400(query, 'entity query');
  const profile = await server.call('POST', '/api/deviceProfile', { token: tokens.tenant, rawBody: `{"name":"Deep rules","type":"DEFAULT",
    "transportType":"DEFAULT","profileData":{"alarms":[{"id":"a","alarmType":"deep","createRules":{"CRITICAL":{"condition":{
    "condition":${keyFilters},"spec":{"type":"SIMPLE"}}}}}]}}` });
  assert400(profile, 'device profile alarm rule');
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  assert400(await server.call('POST', '/api/asset', { token: tokens.tenant, rawBody: `{"name":"deep","type":"t","additionalInfo":${deep}}` }), 'asset');
  assert400(await server.call('POST', `/api/plugins/telemetry/DEVICE/${thermostat}/timeseries/ANY`,
    { token: tokens.tenant, rawBody: `{"deep":${deep}}` }), 'telemetry', false);
  assert400(await server.call('POST', `/api/v1/${DEVICE_TOKEN}/telemetry`, { rawBody: `{"deep":${deep}}` }), 'device API', false);
  assert.equal(await server.ctx.db.one('SELECT 1 FROM asset WHERE name = $1', ['deep']), undefined);
  assert.equal((await latestKeys(thermostat)).includes('deep'), false);
});

test('a body that is not UTF-8 answers 400 and stores no replacement characters', async () => {
  const name = Buffer.concat([Buffer.from('{"name":"Broken '), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('","type":"t"}')]);
  assert400(await sendBytes('POST', '/api/asset', name, tokens.tenant), 'asset');
  const telemetry = Buffer.concat([Buffer.from('{"broken":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
  assert400(await sendBytes('POST', `/api/plugins/telemetry/DEVICE/${thermostat}/timeseries/ANY`, telemetry, tokens.tenant), 'telemetry', false);
  assert400(await sendBytes('POST', `/api/v1/${DEVICE_TOKEN}/telemetry`, telemetry), 'device API', false);
  assert400(await server.call('GET', '/api/tenant/devices?deviceName=a%FF', { token: tokens.tenant }), 'query');
  assert.equal(await server.ctx.db.one("SELECT 1 FROM asset WHERE name LIKE 'Broken%'"), undefined);
  assert.equal((await latestKeys(thermostat)).includes('broken'), false);
});

test('the tenant home dashboard is kept when the body names no dashboard; null clears it', async () => {
  const dashboards = await server.call('GET', '/api/tenant/dashboards?pageSize=1&page=0', { token: tokens.tenant });
  const dashboardId = dashboards.body.data[0].id;
  const set = await server.call('POST', '/api/tenant/dashboard/home/info', { token: tokens.tenant, body: { dashboardId, hideDashboardToolbar: false } });
  assert.equal(set.status, 200, set.text);
  for (const body of [{}, { junk: 1 }, { hideDashboardToolbar: true }]) {
    assert400(await server.call('POST', '/api/tenant/dashboard/home/info', { token: tokens.tenant, body }), JSON.stringify(body));
  }
  assert400(await server.call('POST', '/api/tenant/dashboard/home/info', { token: tokens.tenant, rawBody: '"junk"' }), 'string');
  const kept = await server.call('GET', '/api/tenant/dashboard/home/info', { token: tokens.tenant });
  assert.deepEqual(kept.body, { dashboardId, hideDashboardToolbar: false });
  await server.call('POST', '/api/tenant/dashboard/home/info', { token: tokens.tenant, body: { dashboardId: null } });
  assert.equal((await server.call('GET', '/api/tenant/dashboard/home/info', { token: tokens.tenant })).body.dashboardId, null);
});

test('a 400 does not repeat a huge input', async () => {
  const huge = 'x'.repeat(1024 * 1024);
  const res = await server.call('POST', '/api/device', { token: tokens.tenant, body: { name: 'n', customerId: { entityType: 'CUSTOMER', id: huge } } });
  assert400(res, 'huge id');
  assert.ok(res.text.length < 1024, `answer of ${res.text.length} characters`);
  const query = await server.call('GET', `/api/tenant/devices?deviceName=${'y'.repeat(8000)}%FF`, { token: tokens.tenant });
  assert.equal(query.status, 400);
  assert.ok(query.text.length < 1024, `answer of ${query.text.length} characters`);
});

test('the device API refuses payloads over its limit with 413 before reading them', async () => {
  const big = JSON.stringify({ big: 'z'.repeat(MAX_PAYLOAD_SIZE) });
  assert.equal((await server.call('POST', `/api/v1/${DEVICE_TOKEN}/telemetry`, { rawBody: big })).status, 413);
  assert.equal((await server.call('POST', '/api/v1/unknown-token/telemetry', { rawBody: big })).status, 413);
  // Announces 16 MB but sends one chunk: the answer must come without the rest being read.
  const status = await new Promise<number>((resolve, reject) => {
    const req = httpRequest(`${server.url}/api/v1/${DEVICE_TOKEN}/telemetry`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(16 * 1024 * 1024) },
    }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
    req.write('{"a":"');
  });
  assert.equal(status, 413);
  const small = await server.call('POST', `/api/v1/${DEVICE_TOKEN}/telemetry`, { body: { withinLimit: 1 } });
  assert.equal(small.status, 200);
});

test('1e400 is refused alike by the device API and the telemetry API, for time series and attributes', async () => {
  const cases: Array<[string, string | undefined]> = [
    [`/api/v1/${DEVICE_TOKEN}/telemetry`, undefined],
    [`/api/plugins/telemetry/DEVICE/${thermostat}/timeseries/ANY`, tokens.tenant],
    [`/api/v1/${DEVICE_TOKEN}/attributes`, undefined],
    [`/api/plugins/telemetry/DEVICE/${thermostat}/attributes/SERVER_SCOPE`, tokens.tenant],
  ];
  for (const [path, token] of cases) {
    const payloads = ['{"huge":1e400}', '{"huge":-1e400}'];
    if (path.endsWith('/telemetry') || path.includes('/timeseries/')) payloads.push('{"ts":1700000000000,"values":{"huge":1E+999}}');
    for (const raw of payloads) {
      const res = await server.call('POST', path, { token, rawBody: raw });
      assert.equal(res.status, 400, `${path} ${raw}: ${res.status} ${res.text}`);
    }
  }
  assert.equal((await latestKeys(thermostat)).includes('huge'), false);
  assert.equal((await attributeKeys(thermostat)).includes('huge'), false);
  const tiny = await server.call('POST', `/api/v1/${DEVICE_TOKEN}/telemetry`, { rawBody: '{"tiny":1e-400}' });
  assert.equal(tiny.status, 200);
});

test('none of the above logged a server error', () => {
  assert.deepEqual(logged.filter((line) => / answered 5\d\d: /.test(line)), []);
});
