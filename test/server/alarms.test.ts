import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { createCustomerUser, createOtherTenant } from '../support/fixtures.js';
import { DEMO } from '../../server/demo/ids.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { assetId, deviceId, tokenFor } from './ws-support.js';

let server: TestServer;
let tenant: string;
let customerA: string;
let customerB: string;
let otherAdmin: string;
let pump: string;
let thermostat: string;

before(async () => {
  server = await startTestServer();
  tenant = await tokenFor(server, 'tenant@thingsboard.org');
  customerA = await tokenFor(server, 'customer@thingsboard.org');
  await createCustomerUser(server.ctx.db, DEMO.customerBId, 'b-user@example.com');
  customerB = await tokenFor(server, 'b-user@example.com');
  const other = await createOtherTenant(server.ctx.db, 'alarms');
  otherAdmin = await tokenFor(server, other.adminEmail);
  pump = await deviceId(server, 'Water Pump P1');
  thermostat = await deviceId(server, 'Thermostat T1');
});
after(() => server.close());

const create = (token: string, body: Record<string, unknown>) => server.call('POST', '/api/alarm', { token, body });
const device = (id: string) => ({ entityType: 'DEVICE', id });

test('creates an alarm with the 3.4.1 Alarm fields and the originator owner', async () => {
  const res = await create(tenant, { type: 'Overheat', originator: device(thermostat), severity: 'MAJOR', status: 'ACTIVE_UNACK', details: { t: 90 } });
  assert.equal(res.status, 200);
  const a = res.body;
  assert.deepEqual(Object.keys(a), ['id', 'createdTime', 'tenantId', 'customerId', 'type', 'originator', 'severity', 'status', 'startTs',
    'endTs', 'ackTs', 'clearTs', 'details', 'propagate', 'propagateToOwner', 'propagateToTenant', 'propagateRelationTypes', 'name']);
  assert.equal(a.id.entityType, 'ALARM');
  assert.deepEqual(a.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.deepEqual(a.customerId, { entityType: 'CUSTOMER', id: DEMO.customerAId });
  assert.equal(a.name, 'Overheat');
  assert.equal(a.startTs, a.createdTime);
  assert.equal(a.endTs, a.startTs);
  assert.equal(a.ackTs, 0);
  assert.equal(a.clearTs, 0);
  assert.deepEqual(a.details, { t: 90 });
  const info = await server.call('GET', `/api/alarm/info/${a.id.id}`, { token: tenant });
  assert.equal(info.body.originatorName, 'Thermostat T1');
  const plain = await server.call('GET', `/api/alarm/${a.id.id}`, { token: tenant });
  assert.equal('originatorName' in plain.body, false);
});

test('updates the uncleared alarm of the same type and originator instead of creating another', async () => {
  const first = (await create(tenant, { type: 'Dup', originator: device(pump), severity: 'MINOR', status: 'ACTIVE_UNACK' })).body;
  const second = (await create(tenant, { type: 'Dup', originator: device(pump), severity: 'CRITICAL', status: 'ACTIVE_UNACK' })).body;
  assert.equal(second.id.id, first.id.id);
  assert.equal(second.severity, 'CRITICAL');
  assert.deepEqual(second.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });
});

test('rejects invalid alarms with 400 naming the field', async () => {
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ originator: device(pump), severity: 'MAJOR', status: 'ACTIVE_UNACK' }, /type/],
    [{ type: 'X', severity: 'MAJOR', status: 'ACTIVE_UNACK' }, /originator/],
    [{ type: 'X', originator: device(pump), severity: 'HUGE', status: 'ACTIVE_UNACK' }, /severity/],
    [{ type: 'X', originator: device(pump), severity: 'MAJOR', status: 'OPEN' }, /status/],
    [{ type: 'X', originator: device(pump), status: 'ACTIVE_UNACK' }, /severity/],
  ];
  for (const [body, message] of cases) {
    const res = await create(tenant, body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.errorCode, 31);
    assert.match(res.body.message, message);
  }
});

test('acknowledges and clears through every status transition with ackTs and clearTs set', async () => {
  const a = (await create(tenant, { type: 'Flow', originator: device(pump), severity: 'WARNING', status: 'ACTIVE_UNACK' })).body;
  const read = async () => (await server.call('GET', `/api/alarm/${a.id.id}`, { token: tenant })).body;
  const ack = await server.call('POST', `/api/alarm/${a.id.id}/ack`, { token: tenant });
  assert.equal(ack.status, 200);
  assert.equal(ack.text, '');
  let now = await read();
  assert.equal(now.status, 'ACTIVE_ACK');
  assert.ok(now.ackTs > 0);
  assert.equal(now.clearTs, 0);
  await server.call('POST', `/api/alarm/${a.id.id}/clear`, { token: tenant });
  now = await read();
  assert.equal(now.status, 'CLEARED_ACK');
  assert.ok(now.clearTs > 0);

  const b = (await create(tenant, { type: 'Leak', originator: device(pump), severity: 'WARNING', status: 'ACTIVE_UNACK' })).body;
  await server.call('POST', `/api/alarm/${b.id.id}/clear`, { token: tenant });
  let bNow = (await server.call('GET', `/api/alarm/${b.id.id}`, { token: tenant })).body;
  assert.equal(bNow.status, 'CLEARED_UNACK');
  assert.equal(bNow.ackTs, 0);
  await server.call('POST', `/api/alarm/${b.id.id}/ack`, { token: tenant });
  bNow = (await server.call('GET', `/api/alarm/${b.id.id}`, { token: tenant })).body;
  assert.equal(bNow.status, 'CLEARED_ACK');
});

test('deletes an alarm answering true, then 404', async () => {
  const a = (await create(tenant, { type: 'Gone', originator: device(pump), severity: 'MINOR', status: 'ACTIVE_UNACK' })).body;
  const del = await server.call('DELETE', `/api/alarm/${a.id.id}`, { token: tenant });
  assert.equal(del.status, 200);
  assert.equal(del.body, true);
  const again = await server.call('GET', `/api/alarm/${a.id.id}`, { token: tenant });
  assert.equal(again.status, 404);
  assert.equal(again.body.errorCode, 32);
});

test('lists alarms of an entity by searchStatus or status, and refuses both at once', async () => {
  const h1 = await deviceId(server, 'Humidity Sensor H1');
  const ids: string[] = [];
  for (const [type, sev] of [['S1', 'MINOR'], ['S2', 'MAJOR'], ['S3', 'WARNING']] as const) {
    ids.push((await create(tenant, { type, originator: device(h1), severity: sev, status: 'ACTIVE_UNACK' })).body.id.id);
  }
  await server.call('POST', `/api/alarm/${ids[0]}/ack`, { token: tenant });
  await server.call('POST', `/api/alarm/${ids[1]}/clear`, { token: tenant });
  const list = async (query: string) => (await server.call('GET', `/api/alarm/DEVICE/${h1}?pageSize=50&page=0${query}`, { token: tenant })).body;
  const types = (page: any) => page.data.map((a: any) => a.type).filter((t: string) => t.startsWith('S')).sort();
  assert.deepEqual(types(await list('')), ['S1', 'S2', 'S3']);
  assert.deepEqual(types(await list('&searchStatus=ACK')), ['S1']);
  assert.deepEqual(types(await list('&searchStatus=UNACK')), ['S2', 'S3']);
  assert.deepEqual(types(await list('&searchStatus=CLEARED')), ['S2']);
  assert.deepEqual(types(await list('&searchStatus=ACTIVE')), ['S1', 'S3']);
  assert.deepEqual(types(await list('&status=CLEARED_UNACK')), ['S2']);
  assert.deepEqual(types(await list('&textSearch=s3')), ['S3']);
  const page = await list('&searchStatus=ANY&fetchOriginator=true&sortProperty=type&sortOrder=DESC');
  assert.equal(page.data[0].originatorName, 'Humidity Sensor H1');
  assert.deepEqual(Object.keys(page), ['data', 'totalPages', 'totalElements', 'hasNext']);
  const both = await server.call('GET', `/api/alarm/DEVICE/${h1}?pageSize=10&page=0&searchStatus=ANY&status=ACTIVE_ACK`, { token: tenant });
  assert.equal(both.status, 400);
});

test('shows propagated alarms on the asset that contains the originator', async () => {
  const building = await assetId(server, 'Building A');
  const t2 = await deviceId(server, 'Thermostat T2');
  await create(tenant, { type: 'Propagated', originator: device(t2), severity: 'MINOR', status: 'ACTIVE_UNACK', propagate: true });
  await create(tenant, { type: 'Local', originator: device(t2), severity: 'MINOR', status: 'ACTIVE_UNACK' });
  const page = (await server.call('GET', `/api/alarm/ASSET/${building}?pageSize=50&page=0`, { token: tenant })).body;
  const types = page.data.map((a: any) => a.type);
  assert.ok(types.includes('Propagated'));
  assert.ok(!types.includes('Local'));
});

test('answers the highest severity of an entity, filtered by status', async () => {
  const gw = await deviceId(server, 'Gateway G1');
  const none = await server.call('GET', `/api/alarm/highestSeverity/DEVICE/${gw}`, { token: tenant });
  assert.equal(none.status, 200);
  assert.equal(none.text, '');
  const crit = (await create(tenant, { type: 'C', originator: device(gw), severity: 'CRITICAL', status: 'ACTIVE_UNACK' })).body;
  await create(tenant, { type: 'W', originator: device(gw), severity: 'WARNING', status: 'ACTIVE_UNACK' });
  assert.equal((await server.call('GET', `/api/alarm/highestSeverity/DEVICE/${gw}`, { token: tenant })).body, 'CRITICAL');
  await server.call('POST', `/api/alarm/${crit.id.id}/clear`, { token: tenant });
  assert.equal((await server.call('GET', `/api/alarm/highestSeverity/DEVICE/${gw}?searchStatus=ACTIVE`, { token: tenant })).body, 'WARNING');
});

test('lists all alarms for the tenant admin and only its customer alarms for a customer user', async () => {
  const all = (await server.call('GET', '/api/alarms?pageSize=100&page=0', { token: tenant })).body;
  assert.ok(all.totalElements >= 4);
  const mine = (await server.call('GET', '/api/alarms?pageSize=100&page=0', { token: customerA })).body;
  assert.ok(mine.totalElements > 0);
  assert.ok(mine.data.every((a: any) => a.customerId.id === DEMO.customerAId));
  const other = (await server.call('GET', '/api/alarms?pageSize=100&page=0', { token: otherAdmin })).body;
  assert.equal(other.totalElements, 0);
});

test('forbids alarms of another customer or tenant with 403, and the sysadmin altogether', async () => {
  const a = (await create(tenant, { type: 'Private', originator: device(thermostat), severity: 'MINOR', status: 'ACTIVE_UNACK' })).body;
  assert.equal((await server.call('GET', `/api/alarm/${a.id.id}`, { token: customerA })).status, 200);
  const b = await server.call('GET', `/api/alarm/${a.id.id}`, { token: customerB });
  assert.equal(b.status, 403);
  assert.equal(b.body.errorCode, 20);
  assert.equal((await server.call('POST', `/api/alarm/${a.id.id}/ack`, { token: otherAdmin })).status, 403);
  assert.equal((await server.call('GET', `/api/alarm/DEVICE/${thermostat}?pageSize=10&page=0`, { token: customerB })).status, 403);
  assert.equal((await create(customerB, { type: 'X', originator: device(thermostat), severity: 'MINOR', status: 'ACTIVE_UNACK' })).status, 403);
  const sysadmin = await tokenFor(server, 'sysadmin@thingsboard.org');
  assert.equal((await server.call('GET', '/api/alarms?pageSize=10&page=0', { token: sysadmin })).status, 403);
});

test('emits an alarm bus event on create, acknowledge and delete', async () => {
  const seen: Array<{ status: unknown; deleted: boolean }> = [];
  const listener = (e: { alarm: Record<string, unknown>; deleted: boolean }) => seen.push({ status: e.alarm.status, deleted: e.deleted });
  server.ctx.bus.on('alarm', listener);
  try {
    const a = (await create(tenant, { type: 'Evented', originator: device(pump), severity: 'MINOR', status: 'ACTIVE_UNACK' })).body;
    await server.call('POST', `/api/alarm/${a.id.id}/ack`, { token: tenant });
    await server.call('DELETE', `/api/alarm/${a.id.id}`, { token: tenant });
  } finally {
    server.ctx.bus.off('alarm', listener);
  }
  assert.deepEqual(seen, [
    { status: 'ACTIVE_UNACK', deleted: false }, { status: 'ACTIVE_ACK', deleted: false }, { status: 'ACTIVE_ACK', deleted: true },
  ]);
});

test('answers 400 for a malformed alarm id and 404 for an unknown one', async () => {
  assert.equal((await server.call('GET', '/api/alarm/not-a-uuid', { token: tenant })).status, 400);
  assert.equal((await server.call('GET', '/api/alarm/2b2c6f40-0000-4000-8000-000000000000', { token: tenant })).status, 404);
});
