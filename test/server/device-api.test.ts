import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEFAULT_POLL_TIMEOUT, MAX_POLL_TIMEOUT, pollTimeout } from '../../server/device-api/routes.js';
import { attributeUpdateWaiters } from '../../server/telemetry/attribute-updates.js';
import {
  ACTIVITY_REPORT_PERIOD_MS, DEFAULT_INACTIVITY_TIMEOUT_MS, deviceActivity, INACTIVITY_CHECK_PERIOD_MS,
} from '../../server/telemetry/device-activity.js';
import { on } from '../../server/events.js';
import { demoDeviceId, nextEvent } from './telemetry-support.js';

let server: TestServer;
let tenant: string;
let customer: string;
let t1: string;
const TOKEN = 'demo-thermostat-t1';

before(async () => {
  server = await startTestServer();
  tenant = await server.login('tenant@thingsboard.org', 'tenant');
  customer = await server.login('customer@thingsboard.org', 'customer');
  t1 = await demoDeviceId(server, 'Thermostat T1');
});
after(() => server.close());

const v1 = (method: string, path: string, rawBody?: string, headers?: Record<string, string>) =>
  server.call(method, `/api/v1/${path}`, { rawBody, headers });
const latest = async (keys: string) =>
  (await server.call('GET', `/api/plugins/telemetry/DEVICE/${t1}/values/timeseries?keys=${keys}&useStrictDataTypes=true`, { token: tenant })).body;

test('answers an unknown token with 401 and an empty body on every device call', async () => {
  for (const [method, path] of [['POST', 'nope/telemetry'], ['POST', 'nope/attributes'], ['GET', 'nope/attributes'],
    ['GET', 'nope/attributes/updates?timeout=50'], ['GET', 'nope/rpc?timeout=50'], ['POST', 'nope/rpc/1'], ['POST', 'nope/claim']] as const) {
    const res = await v1(method, path, method === 'POST' ? '{"a": 1}' : undefined);
    assert.deepEqual([res.status, res.text], [401, ''], `${method} ${path}`);
  }
});

test('stores telemetry sent as {k: v}, {ts, values} and an array, and emits a telemetry event', async () => {
  const event = nextEvent(server.ctx, 'telemetry', (e) => e.entityId.id === t1 && 'devA' in e.values);
  const before = Date.now();
  assert.deepEqual([(await v1('POST', `${TOKEN}/telemetry`, '{"devA": 1.5}')).status], [200]);
  const e = await event;
  assert.equal(e.entityId.entityType, 'DEVICE');
  assert.ok(e.values.devA![0]![0] >= before);
  assert.equal((await v1('POST', `${TOKEN}/telemetry`, '{"ts": 1000, "values": {"devB": "x"}}')).status, 200);
  assert.equal((await v1('POST', `${TOKEN}/telemetry`, '[{"ts": 2000, "values": {"devC": true}}, {"ts": 3000, "values": {"devC": false}}]')).status, 200);
  const values = await latest('devA,devB,devC');
  assert.deepEqual([values.devA[0].value, values.devB[0], values.devC[0]], [1.5, { ts: 1000, value: 'x' }, { ts: 3000, value: false }]);
});

test('reads bodies of any content type as JSON and answers malformed ones with 400 and an empty body', async () => {
  assert.equal((await v1('POST', `${TOKEN}/telemetry`, '{"devForm": 3}', { 'Content-Type': 'application/x-www-form-urlencoded' })).status, 200);
  assert.equal((await latest('devForm')).devForm[0].value, 3);
  for (const body of ['{"a":', '{"a": null}', '[1]']) {
    const res = await v1('POST', `${TOKEN}/telemetry`, body);
    assert.deepEqual([res.status, res.text], [400, ''], body);
  }
});

test('stores client attributes and reads client and shared attributes back', async () => {
  assert.equal((await v1('POST', `${TOKEN}/attributes`, '{"fw": "1.2", "slot": 3}')).status, 200);
  await server.call('POST', `/api/plugins/telemetry/DEVICE/${t1}/SHARED_SCOPE`, { token: tenant, body: { target: 21.5, mode: 'eco' } });
  const all = await v1('GET', `${TOKEN}/attributes`);
  assert.deepEqual(all.body, { client: { fw: '1.2', slot: 3 }, shared: { mode: 'eco', target: 21.5 } });
  assert.deepEqual((await v1('GET', `${TOKEN}/attributes?clientKeys=fw&sharedKeys=target`)).body, { client: { fw: '1.2' }, shared: { target: 21.5 } });
  assert.deepEqual((await v1('GET', `${TOKEN}/attributes?sharedKeys=mode`)).body, { shared: { mode: 'eco' } });
  const scopes = await server.call('GET', `/api/plugins/telemetry/DEVICE/${t1}/keys/attributes/CLIENT_SCOPE`, { token: tenant });
  assert.deepEqual(scopes.body, ['fw', 'slot']);
});

test('answers a shared-attribute long poll with the next change', async () => {
  const poll = v1('GET', `${TOKEN}/attributes/updates?timeout=10000`);
  const waiting = nextEvent(server.ctx, 'attributes', (e) => e.entityId.id === t1 && 'target' in e.values);
  await waitForWaiter();
  await server.call('POST', `/api/plugins/telemetry/DEVICE/${t1}/SHARED_SCOPE`, { token: tenant, body: { target: 23 } });
  await waiting;
  const res = await poll;
  assert.deepEqual([res.status, res.body], [200, { target: 23 }]);
});

test('answers a shared-attribute long poll with the deleted keys', async () => {
  const poll = v1('GET', `${TOKEN}/attributes/updates?timeout=10000`);
  await waitForWaiter();
  await server.call('DELETE', `/api/plugins/telemetry/DEVICE/${t1}/SHARED_SCOPE?keys=mode`, { token: tenant });
  assert.deepEqual((await poll).body, { deleted: ['mode'] });
});

test('ignores client and server attribute changes in the long poll and answers 408 when nothing arrives', async () => {
  const poll = v1('GET', `${TOKEN}/attributes/updates?timeout=300`);
  await waitForWaiter();
  await server.call('POST', `/api/plugins/telemetry/DEVICE/${t1}/SERVER_SCOPE`, { token: tenant, body: { internal: 1 } });
  const res = await poll;
  assert.deepEqual([res.status, res.text], [408, '']);
});

test('takes long-poll timeouts of 0 as 60000 ms and caps them at 300000 ms', () => {
  assert.equal(DEFAULT_POLL_TIMEOUT, 60_000);
  assert.equal(MAX_POLL_TIMEOUT, 300_000);
  assert.equal(pollTimeout(undefined), 60_000);
  assert.equal(pollTimeout('0'), 60_000);
  assert.equal(pollTimeout('1500'), 1500);
  assert.equal(pollTimeout('900000'), 300_000);
  assert.throws(() => pollTimeout('-1'));
});

test('answers the built-in client-side RPC getCurrentTime and 404 for other methods', async () => {
  const before = Date.now();
  const res = await v1('POST', `${TOKEN}/rpc`, '{"method": "getCurrentTime", "params": {}}');
  assert.equal(res.status, 200);
  assert.ok(res.body.time >= before && res.body.time <= Date.now());
  const other = await v1('POST', `${TOKEN}/rpc`, '{"method": "reboot", "params": {}}');
  assert.deepEqual([other.status, other.text], [404, '']);
});

test('registers a claim that a customer user then completes with the same secret key', async () => {
  assert.equal((await v1('POST', 'demo-gateway-g1/claim', '{"secretKey": "s3cret", "durationMs": 60000}')).status, 200);
  const claim = await server.call('POST', `/api/customer/device/${encodeURIComponent('Gateway G1')}/claim`, { token: customer, body: { secretKey: 's3cret' } });
  assert.equal(claim.status, 200);
  assert.equal(claim.body.response, 'SUCCESS');
});

test('marks a device active on its first message and inactive after its inactivity timeout', async () => {
  assert.deepEqual([DEFAULT_INACTIVITY_TIMEOUT_MS, ACTIVITY_REPORT_PERIOD_MS, INACTIVITY_CHECK_PERIOD_MS], [600_000, 10_000, 60_000]);
  const h1 = await demoDeviceId(server, 'Humidity Sensor H1');
  const state = async () => Object.fromEntries((await server.call('GET',
    `/api/plugins/telemetry/DEVICE/${h1}/values/attributes/SERVER_SCOPE?keys=active,lastConnectTime,lastActivityTime,inactivityAlarmTime`,
    { token: tenant })).body.map((a: { key: string; value: unknown }) => [a.key, a.value]));
  const before = Date.now();
  await v1('POST', 'demo-humidity-h1/telemetry', '{"humidity": 50}');
  const active = await state();
  assert.equal(active.active, true);
  assert.ok(active.lastConnectTime >= before && active.lastActivityTime >= before);
  const activity = deviceActivity(server.ctx);
  assert.ok(!(await activity.sweep(active.lastActivityTime + DEFAULT_INACTIVITY_TIMEOUT_MS)).includes(h1));
  const told: Array<{ active: unknown; bookkeeping: unknown }> = [];
  const off = on(server.ctx, 'attributes', (e) => {
    if (e.entityId.id === h1 && e.scope === 'SERVER_SCOPE' && 'active' in e.values) told.push({ active: e.values.active![1], bookkeeping: e.bookkeeping });
  });
  const swept = await activity.sweep(active.lastActivityTime + DEFAULT_INACTIVITY_TIMEOUT_MS + 1);
  off();
  assert.ok(swept.includes(h1));
  assert.deepEqual(told, [{ active: false, bookkeeping: true }], 'subscribers hear of the change, marked as no usage');
  const inactive = await state();
  assert.equal(inactive.active, false);
  assert.equal(inactive.inactivityAlarmTime, active.lastActivityTime + DEFAULT_INACTIVITY_TIMEOUT_MS + 1);
  await v1('GET', 'demo-humidity-h1/attributes');
  assert.equal((await state()).active, true);
});

test('honours a device inactivityTimeout server attribute', async () => {
  const h1 = await demoDeviceId(server, 'Humidity Sensor H1');
  await server.call('POST', `/api/plugins/telemetry/DEVICE/${h1}/SERVER_SCOPE`, { token: tenant, body: { inactivityTimeout: 5000 } });
  await v1('POST', 'demo-humidity-h1/telemetry', '{"humidity": 51}');
  const last = await server.ctx.db.one<{ long_v: string }>(
    "SELECT long_v::text FROM attribute_kv WHERE entity_id = $1 AND attribute_key = 'lastActivityTime'", [h1]);
  assert.ok((await deviceActivity(server.ctx).sweep(Number(last!.long_v) + 5001)).includes(h1));
});

/** Resolves once the device's shared-attribute long poll is registered. */
const waitForWaiter = () => attributeUpdateWaiters(server.ctx).whenWaiting(t1);
