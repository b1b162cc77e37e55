import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { createCustomerUser, createOtherTenant } from '../support/fixtures.js';
import { DEMO } from '../../server/demo/ids.js';
import { demoDeviceId, FORBIDDEN_TEXT, nextEvent } from './telemetry-support.js';

let server: TestServer;
let tenant: string;
let customerA: string;
let customerB: string;
let otherAdmin: string;
let sysadmin: string;
let t1: string;
let h1: string;

before(async () => {
  server = await startTestServer();
  tenant = await server.login('tenant@thingsboard.org', 'tenant');
  customerA = await server.login('customer@thingsboard.org', 'customer');
  await createCustomerUser(server.ctx.db, DEMO.customerBId, 'telemetry-b@example.com');
  customerB = await server.login('telemetry-b@example.com', 'password1');
  const other = await createOtherTenant(server.ctx.db, 'telemetry');
  otherAdmin = await server.login(other.adminEmail, other.password);
  sysadmin = await server.login('sysadmin@thingsboard.org', 'sysadmin');
  t1 = await demoDeviceId(server, 'Thermostat T1');
  h1 = await demoDeviceId(server, 'Humidity Sensor H1');
});
after(() => server.close());

const api = (device: string) => `/api/plugins/telemetry/DEVICE/${device}`;
const raw = (method: string, path: string, token: string, rawBody?: string) => server.call(method, path, { token, rawBody });

test('stores every value type and answers latest values as text, or typed with useStrictDataTypes', async () => {
  const body = '{"b": true, "l": 42, "d": 21.5, "d0": 22.0, "s": "text", "j": {"x": [1, 2.0]}}';
  assert.equal((await raw('POST', `${api(t1)}/timeseries/ANY`, tenant, body)).status, 200);
  const keys = 'b,l,d,d0,s,j';
  const text = await raw('GET', `${api(t1)}/values/timeseries?keys=${keys}`, tenant);
  assert.equal(text.status, 200);
  const values = Object.fromEntries(Object.entries(text.body as Record<string, Array<{ value: unknown }>>).map(([k, v]) => [k, v[0]!.value]));
  assert.deepEqual(values, { b: 'true', l: '42', d: '21.5', d0: '22.0', s: 'text', j: '{"x":[1,2.0]}' });
  const strict = await raw('GET', `${api(t1)}/values/timeseries?keys=${keys}&useStrictDataTypes=true`, tenant);
  const typed = Object.fromEntries(Object.entries(strict.body as Record<string, Array<{ value: unknown }>>).map(([k, v]) => [k, v[0]!.value]));
  assert.deepEqual(typed, { b: true, l: 42, d: 21.5, d0: 22, s: 'text', j: { x: [1, 2] } });
  assert.deepEqual(Object.keys(text.body), keys.split(','));
});

test('answers a requested latest key without a value as one point stamped now with a null value', async () => {
  const before = Date.now();
  const res = await raw('GET', `${api(t1)}/values/timeseries?keys=neverWritten`, tenant);
  assert.equal(res.body.neverWritten.length, 1);
  assert.equal(res.body.neverWritten[0].value, null);
  assert.ok(res.body.neverWritten[0].ts >= before);
});

test('answers every latest value without keys, and lists time-series keys alphabetically', async () => {
  await raw('POST', `${api(h1)}/timeseries/ANY`, tenant, '{"zeta": 1, "alpha": 2}');
  const all = await raw('GET', `${api(h1)}/values/timeseries`, tenant);
  assert.deepEqual(Object.keys(all.body), ['alpha', 'zeta']);
  assert.deepEqual((await raw('GET', `${api(h1)}/keys/timeseries`, tenant)).body, ['alpha', 'zeta']);
});

test('writes server and shared attributes and answers them typed, scope by scope, with their keys', async () => {
  assert.equal((await raw('POST', `${api(t1)}/SERVER_SCOPE`, tenant, '{"sb": false, "sl": 7, "sd": 1.0, "ss": "x", "sj": [1]}')).status, 200);
  assert.equal((await raw('POST', `${api(t1)}/attributes/SHARED_SCOPE`, tenant, '{"target": 21.5}')).status, 200);
  const server_ = await raw('GET', `${api(t1)}/values/attributes/SERVER_SCOPE`, tenant);
  const byKey = Object.fromEntries((server_.body as Array<{ key: string; value: unknown; lastUpdateTs: number }>).map((a) => [a.key, a.value]));
  assert.deepEqual(byKey, { sb: false, sd: 1, sj: [1], sl: 7, ss: 'x' });
  assert.ok(server_.body.every((a: { lastUpdateTs: unknown }) => typeof a.lastUpdateTs === 'number'));
  assert.deepEqual((await raw('GET', `${api(t1)}/values/attributes/SHARED_SCOPE?keys=target,none`, tenant)).body.map((a: { key: string }) => a.key), ['target']);
  assert.deepEqual((await raw('GET', `${api(t1)}/keys/attributes/SERVER_SCOPE`, tenant)).body, ['sb', 'sd', 'sj', 'sl', 'ss']);
});

test('reads attributes of all scopes in client, server, shared order, and filters them by keys', async () => {
  const dev = await demoDeviceId(server, 'Water Pump P1');
  await server.call('POST', '/api/v1/demo-water-pump-p1/attributes', { body: { c: 1 } });
  await raw('POST', `/api/plugins/telemetry/${dev}/SHARED_SCOPE`, tenant, '{"a": 2}');
  await raw('POST', `/api/plugins/telemetry/${dev}/SERVER_SCOPE`, tenant, '{"b": 3}');
  const ours = (keys: string[]) => keys.filter((k) => ['a', 'b', 'c'].includes(k));
  const all = await raw('GET', `${api(dev)}/values/attributes`, tenant);
  assert.deepEqual(ours(all.body.map((a: { key: string }) => a.key)), ['c', 'b', 'a']);
  assert.deepEqual(ours((await raw('GET', `${api(dev)}/keys/attributes`, tenant)).body), ['c', 'b', 'a']);
  assert.deepEqual((await raw('GET', `${api(dev)}/values/attributes?keys=a,c`, tenant)).body.map((a: { key: string }) => a.key), ['c', 'a']);
  assert.deepEqual((await raw('GET', `${api(dev)}/keys/attributes/CLIENT_SCOPE`, tenant)).body, ['c']);
});

test('deletes attributes written as null and those named by DELETE keys', async () => {
  await raw('POST', `${api(t1)}/SERVER_SCOPE`, tenant, '{"gone1": 1, "gone2": 2, "kept": 3}');
  await raw('POST', `${api(t1)}/SERVER_SCOPE`, tenant, '{"gone1": null}');
  assert.equal((await raw('DELETE', `/api/plugins/telemetry/${t1}/SERVER_SCOPE?keys=gone2`, tenant)).status, 200);
  const keys = (await raw('GET', `${api(t1)}/keys/attributes/SERVER_SCOPE`, tenant)).body as string[];
  assert.ok(keys.includes('kept'));
  assert.ok(!keys.includes('gone1') && !keys.includes('gone2'));
  const empty = await raw('DELETE', `${api(t1)}/SERVER_SCOPE?keys=`, tenant);
  assert.deepEqual([empty.status, empty.text], [400, 'Empty keys: ']);
});

test('emits attributes and attributes-deleted events for writes and deletes', async () => {
  const written = nextEvent(server.ctx, 'attributes', (e) => e.entityId.id === t1 && 'evt' in e.values);
  await raw('POST', `${api(t1)}/SHARED_SCOPE`, tenant, '{"evt": 5}');
  const e = await written;
  assert.equal(e.scope, 'SHARED_SCOPE');
  assert.equal(e.tenantId, DEMO.tenantId);
  assert.deepEqual(e.entityId, { entityType: 'DEVICE', id: t1 });
  assert.equal(e.values.evt![1], 5);
  const deleted = nextEvent(server.ctx, 'attributes-deleted', (d) => d.entityId.id === t1);
  await raw('DELETE', `${api(t1)}/SHARED_SCOPE?keys=evt,missing`, tenant);
  assert.deepEqual((await deleted).keys, ['evt']);
});

test('emits a telemetry event with every written point', async () => {
  const event = nextEvent(server.ctx, 'telemetry', (e) => e.entityId.id === t1 && 'evtTs' in e.values);
  await raw('POST', `${api(t1)}/timeseries/ANY`, tenant, '[{"ts": 2000, "values": {"evtTs": 2}}, {"ts": 1000, "values": {"evtTs": 1.5}}]');
  const e = await event;
  assert.deepEqual(e.values.evtTs, [[1000, 1.5], [2000, 2]]);
});

test('records an audit entry for attribute updates', async () => {
  await raw('POST', `${api(t1)}/SERVER_SCOPE`, tenant, '{"audited": 1}');
  const row = await server.ctx.db.one<{ action_data: { scope: string; attributes: Record<string, unknown> } }>(
    "SELECT action_data FROM audit_log WHERE entity_id = $1 AND action_type = 'ATTRIBUTES_UPDATED' ORDER BY created_time DESC LIMIT 1", [t1]);
  assert.deepEqual(row?.action_data.attributes, { audited: 1 });
  assert.equal(row?.action_data.scope, 'SERVER_SCOPE');
});

test('answers bad requests with plain-text messages', async () => {
  const cases: Array<[string, string, string | undefined, RegExp]> = [
    ['POST', `${api(t1)}/CLIENT_SCOPE`, '{"a": 1}', /^Invalid scope: CLIENT_SCOPE$/],
    ['GET', `${api(t1)}/values/attributes/OTHER_SCOPE`, undefined, /^Invalid scope: OTHER_SCOPE$/],
    ['POST', `${api(t1)}/SERVER_SCOPE`, '[1]', /JSON object/],
    ['POST', `${api(t1)}/SERVER_SCOPE`, '{}', /No attributes/],
    ['POST', `${api(t1)}/timeseries/ANY`, '{}', /No time series data/],
    ['POST', `${api(t1)}/timeseries/ANY`, '{"a": null}', /null/],
    ['POST', `${api(t1)}/timeseries/ANY`, '{"a":', /malformed JSON/],
    ['GET', '/api/plugins/telemetry/DEVICE/not-a-uuid/values/timeseries', undefined, /^Invalid UUID string: not-a-uuid$/],
    ['GET', `/api/plugins/telemetry/GADGET/${t1}/values/timeseries`, undefined, /^Unsupported entity type: GADGET$/],
  ];
  for (const [method, path, body, message] of cases) {
    const res = await raw(method, path, tenant, body);
    assert.equal(res.status, 400, `${method} ${path}`);
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
    assert.match(res.text, message, `${method} ${path}`);
  }
});

test('answers 404 with plain text for a missing entity', async () => {
  const res = await raw('GET', `${api('0b06bf8a-6650-4f1b-a1c2-0b30b2adbaf0')}/values/timeseries`, tenant);
  assert.deepEqual([res.status, res.text], [404, "Device with requested id wasn't found!"]);
});

test('lets a customer user read its own devices but not write them, nor touch another customer', async () => {
  assert.equal((await raw('GET', `${api(t1)}/values/timeseries`, customerA)).status, 200);
  assert.equal((await raw('GET', `${api(t1)}/values/attributes`, customerA)).status, 200);
  for (const [method, path, token, body] of [
    ['POST', `${api(t1)}/SERVER_SCOPE`, customerA, '{"x": 1}'],
    ['POST', `${api(t1)}/timeseries/ANY`, customerA, '{"x": 1}'],
    ['DELETE', `${api(t1)}/timeseries/delete?keys=x&deleteAllDataForKeys=true`, customerA, undefined],
    ['GET', `${api(t1)}/values/timeseries`, customerB, undefined],
    ['GET', `${api(h1)}/keys/attributes`, customerA, undefined],
  ] as const) {
    const res = await raw(method, path, token, body);
    assert.deepEqual([res.status, res.text], [403, FORBIDDEN_TEXT], `${method} ${path}`);
  }
});

test('lets a customer user read the attributes of its own customer only', async () => {
  await raw('POST', `/api/plugins/telemetry/CUSTOMER/${DEMO.customerAId}/SERVER_SCOPE`, tenant, '{"region": "north"}');
  const own = await raw('GET', `/api/plugins/telemetry/CUSTOMER/${DEMO.customerAId}/values/attributes`, customerA);
  assert.deepEqual(own.body.map((a: { key: string; value: unknown }) => [a.key, a.value]), [['region', 'north']]);
  assert.equal((await raw('GET', `/api/plugins/telemetry/CUSTOMER/${DEMO.customerBId}/values/attributes`, customerA)).status, 403);
});

test('keeps another tenant and the system administrator away from tenant entities', async () => {
  for (const token of [otherAdmin, sysadmin]) {
    assert.equal((await raw('GET', `${api(t1)}/values/timeseries`, token)).status, 403);
    assert.equal((await raw('POST', `${api(t1)}/SERVER_SCOPE`, token, '{"x": 1}')).status, 403);
  }
});

test('stores telemetry of other entity types such as assets', async () => {
  const asset = await server.ctx.db.one<{ id: string }>("SELECT id FROM asset WHERE name = 'Building A'");
  const base = `/api/plugins/telemetry/ASSET/${asset!.id}`;
  assert.equal((await raw('POST', `${base}/timeseries/ANY/3600`, tenant, '{"occupancy": 12}')).status, 200);
  assert.deepEqual((await raw('GET', `${base}/values/timeseries?useStrictDataTypes=true`, tenant)).body.occupancy[0].value, 12);
  assert.equal((await raw('POST', `${base}/timeseries/ANY/soon`, tenant, '{"occupancy": 1}')).status, 400);
});
