import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { createCustomerUser, createOtherTenant } from '../support/fixtures.js';
import { DEMO } from '../../server/demo/ids.js';
import { DEFAULT_RPC_TIMEOUT, expirationOf, MIN_RPC_TIMEOUT, rpcService } from '../../server/rpc/service.js';
import { demoDeviceId, FORBIDDEN_TEXT } from './telemetry-support.js';

let server: TestServer;
let tenant: string;
let customerA: string;
let customerB: string;
let otherAdmin: string;
let sysadmin: string;
let t1: string;
const TOKEN = 'demo-thermostat-t1';

before(async () => {
  server = await startTestServer();
  tenant = await server.login('tenant@thingsboard.org', 'tenant');
  customerA = await server.login('customer@thingsboard.org', 'customer');
  await createCustomerUser(server.ctx.db, DEMO.customerBId, 'rpc-b@example.com');
  customerB = await server.login('rpc-b@example.com', 'password1');
  const other = await createOtherTenant(server.ctx.db, 'rpc');
  otherAdmin = await server.login(other.adminEmail, other.password);
  sysadmin = await server.login('sysadmin@thingsboard.org', 'sysadmin');
  t1 = await demoDeviceId(server, 'Thermostat T1');
});
after(() => server.close());

const send = (kind: string, body: unknown, token = tenant, prefix = '/api/rpc') =>
  server.call('POST', `${prefix}/${kind}/${t1}`, { token, rawBody: typeof body === 'string' ? body : JSON.stringify(body) });
const devicePoll = (timeout = 10_000) => server.call('GET', `/api/v1/${TOKEN}/rpc?timeout=${timeout}`);
const deviceReply = (id: number, body: string) => server.call('POST', `/api/v1/${TOKEN}/rpc/${id}`, { rawBody: body });
const persisted = async (rpcId: string) => (await server.call('GET', `/api/rpc/persistent/${rpcId}`, { token: tenant })).body;
const soon = (ms = 300) => Date.now() + ms;

test('computes expiration from timeout: 10000 ms by default, at least 5000 ms, expirationTime first', () => {
  assert.equal(DEFAULT_RPC_TIMEOUT, 10_000);
  assert.equal(MIN_RPC_TIMEOUT, 5_000);
  assert.equal(expirationOf({}, 1000), 11_000);
  assert.equal(expirationOf({ timeout: 1000 }, 1000), 6000);
  assert.equal(expirationOf({ timeout: 20_000 }, 1000), 21_000);
  assert.equal(expirationOf({ timeout: 1000, expirationTime: 1500 }, 1000), 1500);
});

test('delivers a two-way request to a waiting device and answers the device reply', async () => {
  const poll = devicePoll();
  await rpcService(server.ctx).broker.whenPolling(t1);
  const call = send('twoway', '{"method": "setTemperature", "params": {"value": 22.0}}');
  const got = await poll;
  assert.equal(got.status, 200);
  assert.equal(got.text, `{"id":${got.body.id},"method":"setTemperature","params":{"value":22.0}}`);
  assert.equal((await deviceReply(got.body.id, '{"result": "ok", "value": 22.0}')).status, 200);
  const res = await call;
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /application\/json/);
  assert.equal(res.text, '{"result": "ok", "value": 22.0}');
});

test('queues requests until the device polls and delivers them oldest first', async () => {
  await send('oneway', { method: 'first', params: 1, persistent: true });
  await send('oneway', { method: 'second', params: 2, persistent: true });
  const a = await devicePoll();
  const b = await devicePoll();
  assert.deepEqual([a.body.method, b.body.method], ['first', 'second']);
  assert.ok(b.body.id > a.body.id);
});

test('answers a one-way request with 200 and an empty body once the device takes it', async () => {
  const poll = devicePoll();
  await rpcService(server.ctx).broker.whenPolling(t1);
  const res = await send('oneway', { method: 'blink', params: { times: 3 } });
  assert.deepEqual([res.status, res.text], [200, '']);
  assert.deepEqual((await poll).body.params, { times: 3 });
});

test('answers 504 with an empty body when nobody takes the request in time, 408 on the legacy path', async () => {
  const v2 = await send('twoway', { method: 'late', params: {}, expirationTime: soon() });
  assert.deepEqual([v2.status, v2.text], [504, '']);
  const v1 = await send('oneway', { method: 'late', params: {}, expirationTime: soon() }, tenant, '/api/plugins/rpc');
  assert.deepEqual([v1.status, v1.text], [408, '']);
});

test('answers 504 when a delivered two-way request gets no reply in time', async () => {
  const poll = devicePoll();
  await rpcService(server.ctx).broker.whenPolling(t1);
  const call = send('twoway', { method: 'silent', params: {}, expirationTime: soon() });
  assert.equal((await poll).status, 200);
  assert.equal((await call).status, 504);
});

test('answers 406 when the device replies with something that is not JSON', async () => {
  const poll = devicePoll();
  await rpcService(server.ctx).broker.whenPolling(t1);
  const call = send('twoway', { method: 'text', params: {} });
  await deviceReply((await poll).body.id, 'plain words');
  assert.deepEqual([(await call).status, (await call).text], [406, '']);
});

test('answers the device long poll with 408 when no request comes', async () => {
  const res = await devicePoll(100);
  assert.deepEqual([res.status, res.text], [408, '']);
});

test('tracks a persistent one-way request from QUEUED to SUCCESSFUL', async () => {
  const res = await send('oneway', { method: 'persist', params: { a: 1 }, persistent: true, timeout: 1000, additionalInfo: { note: 'x' } });
  assert.equal(res.status, 200);
  const { rpcId } = res.body;
  assert.deepEqual(Object.keys(res.body), ['rpcId']);
  const queued = await persisted(rpcId);
  assert.equal(queued.status, 'QUEUED');
  assert.deepEqual(queued.id, { entityType: 'RPC', id: rpcId });
  assert.deepEqual(queued.deviceId, { entityType: 'DEVICE', id: t1 });
  assert.deepEqual(queued.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.equal(queued.expirationTime - queued.createdTime, MIN_RPC_TIMEOUT);
  assert.deepEqual(queued.request.body, { method: 'persist', params: '{"a":1}' });
  assert.equal(queued.request.oneway, true);
  assert.deepEqual(queued.additionalInfo, { note: 'x' });
  assert.equal(queued.response, null);
  assert.equal((await devicePoll()).body.method, 'persist');
  assert.equal((await persisted(rpcId)).status, 'SUCCESSFUL');
  const audit = await server.ctx.db.one<{ action_data: { rpcId: string; method: string } }>(
    "SELECT action_data FROM audit_log WHERE entity_id = $1 AND action_type = 'RPC_CALL' ORDER BY created_time DESC LIMIT 1", [t1]);
  assert.deepEqual([audit?.action_data.rpcId, audit?.action_data.method], [rpcId, 'persist']);
});

test('tracks a persistent two-way request through DELIVERED to SUCCESSFUL with the response', async () => {
  const { rpcId } = (await send('twoway', { method: 'ask', params: {}, persistent: true })).body;
  const got = await devicePoll();
  assert.equal((await persisted(rpcId)).status, 'DELIVERED');
  await deviceReply(got.body.id, '{"answer": 42}');
  const done = await persisted(rpcId);
  assert.equal(done.status, 'SUCCESSFUL');
  assert.deepEqual(done.response, { answer: 42 });
});

test('marks persistent requests EXPIRED when never delivered and TIMEOUT when never answered', async () => {
  const service = rpcService(server.ctx);
  const expired = (await send('oneway', { method: 'never', params: {}, persistent: true, expirationTime: soon(100) })).body.rpcId;
  await service.settled(expired);
  assert.equal((await persisted(expired)).status, 'EXPIRED');
  const poll = devicePoll();
  await service.broker.whenPolling(t1);
  const unanswered = (await send('twoway', { method: 'mute', params: {}, persistent: true, expirationTime: soon() })).body.rpcId;
  await poll;
  await service.settled(unanswered);
  assert.equal((await persisted(unanswered)).status, 'TIMEOUT');
});

test('pages the persistent requests of a device, optionally by status', async () => {
  const page = await server.call('GET', `/api/rpc/persistent/device/${t1}?pageSize=2&page=0`, { token: tenant });
  assert.equal(page.status, 200);
  assert.equal(page.body.data.length, 2);
  assert.equal(page.body.hasNext, true);
  assert.ok(page.body.totalElements >= 4);
  const ok = await server.call('GET', `/api/rpc/persistent/device/${t1}?pageSize=50&page=0&rpcStatus=SUCCESSFUL`, { token: tenant });
  assert.ok(ok.body.data.length >= 2 && ok.body.data.every((r: { status: string }) => r.status === 'SUCCESSFUL'));
  const bad = await server.call('GET', `/api/rpc/persistent/device/${t1}?pageSize=5&page=0&rpcStatus=LOST`, { token: tenant });
  assert.equal(bad.status, 400);
});

test('deletes a persistent request so the device never receives it', async () => {
  const { rpcId } = (await send('oneway', { method: 'doomed', params: {}, persistent: true })).body;
  assert.equal((await server.call('DELETE', `/api/rpc/persistent/${rpcId}`, { token: tenant })).status, 200);
  assert.equal((await server.call('GET', `/api/rpc/persistent/${rpcId}`, { token: tenant })).status, 404);
  assert.equal((await devicePoll(100)).status, 408);
  assert.equal((await server.call('DELETE', `/api/rpc/persistent/${rpcId}`, { token: customerA })).status, 404);
});

test('lets the device customer send RPC, and nobody else outside the tenant admin', async () => {
  const own = await send('oneway', { method: 'mine', params: {}, persistent: true }, customerA);
  assert.equal(own.status, 200);
  assert.equal((await server.call('GET', `/api/rpc/persistent/${own.body.rpcId}`, { token: customerA })).status, 200);
  assert.equal((await server.call('DELETE', `/api/rpc/persistent/${own.body.rpcId}`, { token: customerA })).status, 403);
  for (const token of [customerB, otherAdmin, sysadmin]) {
    const res = await send('oneway', { method: 'theirs', params: {}, persistent: true }, token);
    assert.deepEqual([res.status, res.text], [403, FORBIDDEN_TEXT]);
  }
  assert.equal((await server.call('GET', `/api/rpc/persistent/${own.body.rpcId}`, { token: customerB })).status, 403);
  await server.call('DELETE', `/api/rpc/persistent/${own.body.rpcId}`, { token: tenant });
});

test('answers a missing device with 404 and malformed requests with 400, in plain text', async () => {
  const missing = await server.call('POST', '/api/rpc/oneway/0b06bf8a-6650-4f1b-a1c2-0b30b2adbaf0', { token: tenant, body: { method: 'x' } });
  assert.deepEqual([missing.status, missing.text], [404, "Device with requested id wasn't found!"]);
  for (const body of ['{"params": {}}', '[1]', '{"method": "x", "timeout": "soon"}', '{"method": "x", "persistent": "yes"}', '{"method":']) {
    const res = await send('twoway', body);
    assert.equal(res.status, 400, body);
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
  }
});
