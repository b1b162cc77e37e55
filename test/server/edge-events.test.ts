import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { createOtherTenant } from '../support/fixtures.js';
import { DEMO } from '../../server/demo/ids.js';
import { edgeEventsSettled } from '../../server/edges/events-bus.js';
import { edgeEventStatus, edgeQueueStartTs, writeEdgeEvents } from '../../server/edges/events.js';

let server: TestServer;
let tenant: string;
let sysadmin: string;
let customer: string;
let otherAdmin: string;

const call = (method: string, path: string, body?: unknown, token = tenant) => server.call(method, path, { token, body });
const newEdge = async (name: string) => (await call('POST', '/api/edge', { name, type: 'gateway' })).body as { id: { id: string } };

async function events(edgeId: string, query = 'pageSize=100&page=0'): Promise<Record<string, any>> {
  await edgeEventsSettled(server.ctx);
  const res = await call('GET', `/api/edge/${edgeId}/events?${query}`);
  assert.equal(res.status, 200, res.text);
  return res.body;
}

const actions = async (edgeId: string, entityId?: string) =>
  (await events(edgeId)).data.filter((e: any) => !entityId || e.entityId === entityId).map((e: any) => `${e.type}:${e.action}`);

before(async () => {
  server = await startTestServer();
  tenant = await server.login('tenant@thingsboard.org', 'tenant');
  sysadmin = await server.login('sysadmin@thingsboard.org', 'sysadmin');
  customer = await server.login('customer@thingsboard.org', 'customer');
  const other = await createOtherTenant(server.ctx.db, 'edges');
  otherAdmin = await server.login(other.adminEmail, other.password);
});
after(() => server.close());

test('assigning a device queues ASSIGNED_TO_EDGE and each later change of it queues UPDATED', async () => {
  const edge = await newEdge('Events edge');
  const device = (await call('POST', '/api/device', { name: 'Edge sensor' })).body;
  assert.equal((await call('POST', `/api/edge/${edge.id.id}/device/${device.id.id}`)).status, 200);
  await call('POST', '/api/device', { ...device, label: 'moved' });
  const page = await events(edge.id.id);
  const mine = page.data.filter((e: any) => e.entityId === device.id.id);
  assert.deepEqual(mine.map((e: any) => `${e.type}:${e.action}`), ['DEVICE:ASSIGNED_TO_EDGE', 'DEVICE:UPDATED']);
  const [first] = mine;
  assert.deepEqual(Object.keys(first).sort(), ['action', 'body', 'createdTime', 'edgeId', 'entityId', 'id', 'tenantId', 'type', 'uid']);
  assert.deepEqual(first.edgeId, { entityType: 'EDGE', id: edge.id.id });
  assert.deepEqual(first.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.equal(typeof first.entityId, 'string');
  assert.deepEqual(Object.keys(first.id), ['id']);
  assert.equal(first.body, null);
  assert.equal(first.uid, null);
});

test('unassigning queues UNASSIGNED_FROM_EDGE and deleting an assigned entity queues DELETED', async () => {
  const edge = await newEdge('Removal edge');
  const kept = (await call('POST', '/api/asset', { name: 'Edge shed', type: 'shed' })).body;
  const doomed = (await call('POST', '/api/asset', { name: 'Edge hut', type: 'shed' })).body;
  await call('POST', `/api/edge/${edge.id.id}/asset/${kept.id.id}`);
  await call('POST', `/api/edge/${edge.id.id}/asset/${doomed.id.id}`);
  await call('DELETE', `/api/edge/${edge.id.id}/asset/${kept.id.id}`);
  assert.equal((await call('DELETE', `/api/asset/${doomed.id.id}`)).status, 200);
  assert.deepEqual(await actions(edge.id.id, kept.id.id), ['ASSET:ASSIGNED_TO_EDGE', 'ASSET:UNASSIGNED_FROM_EDGE']);
  assert.deepEqual(await actions(edge.id.id, doomed.id.id), ['ASSET:ASSIGNED_TO_EDGE', 'ASSET:DELETED']);
});

test('removing and adding an assignment again in one transaction queues no unassignment', async () => {
  const edge = await newEdge('Reassign edge');
  const asset = (await call('POST', '/api/asset', { name: 'Edge barn', type: 'shed' })).body;
  await call('POST', `/api/edge/${edge.id.id}/asset/${asset.id.id}`);
  await server.ctx.db.tx(async (q) => {
    const key = [edge.id.id, asset.id.id];
    await q.query("DELETE FROM relation WHERE from_id = $1 AND to_id = $2 AND relation_type_group = 'EDGE'", key);
    await q.query(`INSERT INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type)
      VALUES ($1, 'EDGE', $2, 'ASSET', 'EDGE', 'Contains')`, key);
  });
  assert.ok(!(await actions(edge.id.id, asset.id.id)).includes('ASSET:UNASSIGNED_FROM_EDGE'));
});

test('a device profile change reaches every edge of the tenant', async () => {
  const a = await newEdge('Profile edge A');
  const b = await newEdge('Profile edge B');
  const profile = (await call('POST', '/api/deviceProfile', { name: 'Edge profile', type: 'DEFAULT', transportType: 'DEFAULT',
    profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } } })).body;
  assert.ok(profile.id, JSON.stringify(profile));
  for (const edge of [a, b]) assert.deepEqual(await actions(edge.id.id, profile.id.id), ['DEVICE_PROFILE:ADDED']);
});

test('sync queues ADDED for everything the edge holds', async () => {
  const edge = await newEdge('Sync edge');
  const device = (await call('POST', '/api/device', { name: 'Sync sensor' })).body;
  const dashboard = (await call('POST', '/api/dashboard', { title: 'Sync board' })).body;
  await call('POST', `/api/edge/${edge.id.id}/device/${device.id.id}`);
  await call('POST', `/api/edge/${edge.id.id}/dashboard/${dashboard.id.id}`);
  const chain = (await call('GET', '/api/ruleChains?pageSize=50&page=0&type=EDGE')).body.data[0];
  assert.equal((await call('POST', `/api/edge/${edge.id.id}/ruleChain/${chain.id.id}`)).status, 200);
  assert.equal((await actions(edge.id.id, chain.id.id))[0], 'RULE_CHAIN:ASSIGNED_TO_EDGE');
  const before = (await events(edge.id.id)).totalElements;
  const res = await call('POST', `/api/edge/sync/${edge.id.id}`);
  assert.equal(res.status, 200);
  assert.equal(res.text, '');
  const added = (await events(edge.id.id)).data.slice(before);
  assert.ok(added.every((e: any) => e.action === 'ADDED'));
  const kinds = added.map((e: any) => `${e.type}:${e.entityId}`);
  assert.ok(kinds.includes(`DEVICE:${device.id.id}`));
  assert.ok(kinds.includes(`DASHBOARD:${dashboard.id.id}`));
  assert.ok(kinds.includes(`DEVICE_PROFILE:${DEMO.defaultDeviceProfileId}`));
  assert.ok(kinds.includes(`USER:${DEMO.tenantAdminId}`));
  assert.deepEqual(kinds.slice(0, 2), [`RULE_CHAIN:${chain.id.id}`, `RULE_CHAIN_METADATA:${chain.id.id}`]);
});

test('pages events by time, search and sort', async () => {
  const edge = await newEdge('Paged edge');
  const base = { tenantId: DEMO.tenantId, edgeId: edge.id.id, entityId: DEMO.defaultDeviceProfileId };
  for (const [i, action] of (['ADDED', 'UPDATED', 'UPDATED', 'DELETED', 'TIMESERIES_UPDATED'] as const).entries()) {
    await writeEdgeEvents(server.ctx.db, [{ ...base, type: 'DEVICE_PROFILE', action }], 1_000 * (i + 1));
  }
  const all = await events(edge.id.id, 'pageSize=2&page=0');
  assert.deepEqual([all.totalElements, all.totalPages, all.hasNext], [4, 2, true]);
  assert.deepEqual(all.data.map((e: any) => e.createdTime), [1000, 2000]);
  const newest = await events(edge.id.id, 'pageSize=10&page=0&sortProperty=createdTime&sortOrder=DESC');
  assert.deepEqual(newest.data.map((e: any) => e.action), ['DELETED', 'UPDATED', 'UPDATED', 'ADDED']);
  const window = await events(edge.id.id, 'pageSize=10&page=0&startTime=2000&endTime=3000');
  assert.deepEqual(window.data.map((e: any) => e.createdTime), [2000, 3000]);
  assert.deepEqual((await events(edge.id.id, 'pageSize=10&page=0&textSearch=delet')).data.map((e: any) => e.action), ['DELETED']);
  assert.equal((await call('GET', `/api/edge/${edge.id.id}/events?pageSize=10&page=0&sortProperty=color`)).status, 400);
  assert.equal((await call('GET', `/api/edge/${edge.id.id}/events?page=0`)).status, 400);
});

test('events of the same millisecond keep their write order', async () => {
  const edge = await newEdge('Burst edge');
  const base = { tenantId: DEMO.tenantId, edgeId: edge.id.id, type: 'DEVICE' as const, entityId: null };
  await writeEdgeEvents(server.ctx.db, [{ ...base, action: 'ADDED' }, { ...base, action: 'UPDATED' }, { ...base, action: 'DELETED' }], 5_000);
  assert.deepEqual((await events(edge.id.id)).data.map((e: any) => e.action), ['ADDED', 'UPDATED', 'DELETED']);
  assert.deepEqual((await events(edge.id.id, 'pageSize=10&page=0&sortProperty=createdTime&sortOrder=DESC')).data.map((e: any) => e.action),
    ['DELETED', 'UPDATED', 'ADDED']);
});

test('an event is DEPLOYED once the edge queue start time reaches it, PENDING before', async () => {
  assert.equal(edgeEventStatus(1_000, null), 'PENDING');
  assert.equal(edgeEventStatus(1_000, 0), 'PENDING');
  assert.equal(edgeEventStatus(1_000, 999), 'PENDING');
  assert.equal(edgeEventStatus(1_000, 1_000), 'DEPLOYED');
  const edge = await newEdge('Status edge');
  assert.equal(await edgeQueueStartTs(server.ctx.db, edge.id.id), null);
  await server.call('POST', `/api/plugins/telemetry/EDGE/${edge.id.id}/SERVER_SCOPE`, { token: tenant, rawBody: '{"queueStartTs": 1700000000000}' });
  assert.equal(await edgeQueueStartTs(server.ctx.db, edge.id.id), 1_700_000_000_000);
});

test('only the tenant administrator of the edge reads its events and syncs it', async () => {
  const edge = await newEdge('Guarded edge');
  await call('POST', `/api/customer/${DEMO.customerAId}/edge/${edge.id.id}`);
  for (const [token, status] of [[sysadmin, 403], [customer, 403], [otherAdmin, 403]] as const) {
    assert.equal((await call('GET', `/api/edge/${edge.id.id}/events?pageSize=10&page=0`, undefined, token)).status, status);
    assert.equal((await call('POST', `/api/edge/sync/${edge.id.id}`, undefined, token)).status, status);
  }
  assert.equal((await server.call('GET', `/api/edge/${edge.id.id}/events?pageSize=10&page=0`)).status, 401);
  const missing = '00000000-0000-4000-8000-000000000000';
  assert.equal((await call('GET', `/api/edge/${missing}/events?pageSize=10&page=0`)).status, 404);
  assert.equal((await call('POST', `/api/edge/sync/${missing}`)).status, 404);
  assert.equal((await call('GET', '/api/edge/not-a-uuid/events?pageSize=10&page=0')).status, 400);
  const before = (await events(edge.id.id)).totalElements;
  assert.equal((await call('POST', `/api/edge/sync/${edge.id.id}`, undefined, otherAdmin)).status, 403);
  assert.equal((await events(edge.id.id)).totalElements, before);
});
