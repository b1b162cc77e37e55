import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { writeEvent, type EventType } from '../../server/rule-chains/debug-events.js';
import { countOf, rolesOf, type Roles } from './rule-chains-support.js';

let server: TestServer;
let roles: Roles;
let nodeId: string;

const CHAIN = DEMO.rootRuleChainId;
const page = 'pageSize=20&page=0';

before(async () => {
  server = await startTestServer();
  roles = await rolesOf(server, 'events');
  const meta = await server.call('GET', `/api/ruleChain/${CHAIN}/metadata`, { token: roles.tenant });
  nodeId = meta.body.nodes[2].id.id;
  const at = (type: EventType, entityType: string, id: string, ts: number, body: Record<string, unknown>) =>
    writeEvent(server.ctx.db, { tenantId: DEMO.tenantId, entityId: { entityType, id }, type, body }, ts);
  await at('DEBUG_RULE_NODE', 'RULE_NODE', nodeId, 1000, { type: 'IN', server: 'node-a', entityType: 'DEVICE', entityId: 'AAA', msgType: 'POST_TELEMETRY_REQUEST',
    relationType: 'Success', data: '{"humidity":40}', metadata: '{"deviceName":"H1"}' });
  await at('DEBUG_RULE_NODE', 'RULE_NODE', nodeId, 2000, { type: 'OUT', server: 'node-b', entityType: 'ASSET', entityId: 'BBB', msgType: 'POST_ATTRIBUTES_REQUEST',
    relationType: 'Failure', data: '{"temperature":20}', metadata: '{"assetName":"A"}', error: 'Timeout while saving' });
  await at('ERROR', 'RULE_NODE', nodeId, 3000, { server: 'node-a', method: 'onMsg', error: 'Value is not present in the DB' });
  await at('LC_EVENT', 'RULE_NODE', nodeId, 4000, { server: 'node-a', event: 'STARTED', success: true });
  await at('LC_EVENT', 'RULE_NODE', nodeId, 5000, { server: 'node-a', event: 'STOPPED', success: false, error: 'crashed' });
  await at('STATS', 'RULE_CHAIN', CHAIN, 6000, { server: 'node-a', messagesProcessed: 25, errorsOccurred: 2 });
  await at('STATS', 'RULE_CHAIN', CHAIN, 7000, { server: 'node-a', messagesProcessed: 5, errorsOccurred: 0 });
});
after(() => server.close());

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });
const nodeEvents = (suffix: string, token = roles.tenant) => call('GET', `/api/events/RULE_NODE/${nodeId}/${suffix}`, token);
const filtered = (entity: string, filter: Record<string, unknown>, query = '') =>
  call('POST', `/api/events/${entity}?tenantId=${DEMO.tenantId}&${page}${query}`, roles.tenant, filter);

test('answers an empty page for an entity without events', async () => {
  const res = await call('GET', `/api/events/DEVICE_PROFILE/${DEMO.defaultDeviceProfileId}/ERROR?tenantId=${DEMO.tenantId}&${page}`, roles.tenant);
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, { data: [], totalPages: 0, totalElements: 0, hasNext: false });
});

test('lists events of one type newest first as EventInfo', async () => {
  const res = await nodeEvents(`DEBUG_RULE_NODE?tenantId=${DEMO.tenantId}&${page}`);
  assert.equal(res.status, 200);
  assert.equal(res.body.totalElements, 2);
  const [newest, oldest] = res.body.data;
  assert.deepEqual(Object.keys(newest).sort(), ['body', 'createdTime', 'entityId', 'id', 'tenantId', 'type', 'uid']);
  assert.deepEqual([newest.createdTime, oldest.createdTime], [2000, 1000]);
  assert.deepEqual(newest.entityId, { entityType: 'RULE_NODE', id: nodeId });
  assert.deepEqual(newest.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.equal(newest.type, 'DEBUG_RULE_NODE');
  assert.deepEqual(Object.keys(newest.id), ['id']);
  assert.equal(newest.body.error, 'Timeout while saving');
  const ascending = await nodeEvents(`DEBUG_RULE_NODE?tenantId=${DEMO.tenantId}&${page}&sortProperty=createdTime&sortOrder=ASC`);
  assert.deepEqual(ascending.body.data.map((e: { createdTime: number }) => e.createdTime), [1000, 2000]);
  const window = await nodeEvents(`LC_EVENT?tenantId=${DEMO.tenantId}&${page}&startTime=4500&endTime=6000`);
  assert.deepEqual(window.body.data.map((e: { body: { event: string } }) => e.body.event), ['STOPPED']);
  const all = await call('GET', `/api/events/RULE_NODE/${nodeId}?tenantId=${DEMO.tenantId}&${page}`, roles.tenant);
  assert.equal(all.body.totalElements, 5);
});

test('filters debug events by direction, texts, entity, message type, relation and error', async () => {
  const entity = `RULE_NODE/${nodeId}`;
  const created = async (filter: Record<string, unknown>) =>
    (await filtered(entity, { eventType: 'DEBUG_RULE_NODE', ...filter })).body.data.map((e: { createdTime: number }) => e.createdTime);
  assert.deepEqual(await created({}), [2000, 1000]);
  assert.deepEqual(await created({ msgDirectionType: 'IN' }), [1000]);
  assert.deepEqual(await created({ dataSearch: 'HUMID' }), [1000]);
  assert.deepEqual(await created({ metadataSearch: 'assetname' }), [2000]);
  assert.deepEqual(await created({ entityName: 'ASSET' }), [2000]);
  assert.deepEqual(await created({ entityId: 'aaa' }), [1000]);
  assert.deepEqual(await created({ msgType: 'POST_TELEMETRY_REQUEST' }), [1000]);
  assert.deepEqual(await created({ relationType: 'Failure' }), [2000]);
  assert.deepEqual(await created({ isError: 'true' }), [2000]);
  assert.deepEqual(await created({ isError: false }), [1000]);
  assert.deepEqual(await created({ errorStr: 'timeout' }), [2000]);
  assert.deepEqual(await created({ server: 'node-b' }), [2000]);
  assert.deepEqual(await created({ server: 'node-b', msgDirectionType: 'IN' }), []);
});

test('filters error, life-cycle and statistics events by their fields', async () => {
  const entity = `RULE_NODE/${nodeId}`;
  assert.equal((await filtered(entity, { eventType: 'ERROR', method: 'onmsg', errorStr: 'NOT PRESENT' })).body.totalElements, 1);
  assert.equal((await filtered(entity, { eventType: 'ERROR', method: 'other' })).body.totalElements, 0);
  const lc = async (filter: Record<string, unknown>) =>
    (await filtered(entity, { eventType: 'LC_EVENT', ...filter })).body.data.map((e: { body: { event: string } }) => e.body.event);
  assert.deepEqual(await lc({ status: 'Success' }), ['STARTED']);
  assert.deepEqual(await lc({ status: 'Failure' }), ['STOPPED']);
  assert.deepEqual(await lc({ event: 'STARTED' }), ['STARTED']);
  const stats = async (filter: Record<string, unknown>) =>
    (await filtered(`RULE_CHAIN/${CHAIN}`, { eventType: 'STATS', ...filter })).body.data.map((e: { body: { messagesProcessed: number } }) => e.body.messagesProcessed);
  assert.deepEqual(await stats({}), [5, 25]);
  assert.deepEqual(await stats({ messagesProcessed: 10 }), [25]);
  assert.deepEqual(await stats({ minMessagesProcessed: 1, maxMessagesProcessed: 10 }), [5]);
  assert.deepEqual(await stats({ errorsOccurred: 1 }), [25]);
  assert.deepEqual(await stats({ maxErrorsOccurred: 0 }), [5]);
});

test('answers 400 for a bad filter, event type, tenant id or page link', async () => {
  const entity = `RULE_NODE/${nodeId}`;
  assert.equal((await filtered(entity, {})).status, 400);
  assert.equal((await filtered(entity, { eventType: 'DEBUG' })).status, 400);
  assert.equal((await filtered(entity, { eventType: 'STATS', messagesProcessed: -1 })).status, 400);
  assert.equal((await filtered(entity, { eventType: 'ERROR', server: { a: 1 } })).status, 400);
  assert.equal((await nodeEvents(`NOISE?tenantId=${DEMO.tenantId}&${page}`)).status, 400);
  const noTenant = await nodeEvents(`ERROR?${page}`);
  assert.equal(noTenant.status, 400);
  assert.equal(noTenant.body.message, "Required request parameter 'tenantId' is not present");
  assert.equal((await nodeEvents(`ERROR?tenantId=${DEMO.tenantId}`)).status, 400);
  assert.equal((await call('GET', `/api/events/GADGET/${nodeId}/ERROR?tenantId=${DEMO.tenantId}&${page}`, roles.tenant)).status, 400);
  assert.equal((await call('GET', `/api/events/RULE_NODE/xyz/ERROR?tenantId=${DEMO.tenantId}&${page}`, roles.tenant)).status, 400);
});

test('answers 404 for a missing entity and 403 for another tenant\'s entity or tenant id', async () => {
  const missing = await call('GET', `/api/events/RULE_NODE/11111111-2222-4333-8444-555555555555/ERROR?tenantId=${DEMO.tenantId}&${page}`, roles.tenant);
  assert.equal(missing.status, 404);
  assert.equal((await nodeEvents(`ERROR?tenantId=${roles.otherTenantId}&${page}`)).status, 403);
  assert.equal((await nodeEvents(`ERROR?tenantId=${roles.otherTenantId}&${page}`, roles.otherTenant)).status, 403);
  for (const token of [roles.customer, roles.otherCustomer]) {
    assert.equal((await nodeEvents(`ERROR?tenantId=${DEMO.tenantId}&${page}`, token)).status, 403);
  }
  assert.equal((await nodeEvents(`ERROR?tenantId=${DEMO.tenantId}&${page}`, roles.sysadmin)).status, 403);
  const clear = await call('POST', `/api/events/RULE_NODE/${nodeId}/clear`, roles.otherTenant, { eventType: 'ERROR' });
  assert.equal(clear.status, 403);
  assert.equal(await countOf(server, 'event', 'entity_id = $1', [nodeId]), 5);
});

test('clears the events of an entity that match a filter and a time range', async () => {
  assert.equal((await call('POST', `/api/events/RULE_NODE/${nodeId}/clear`, roles.tenant, {})).status, 400);
  const lc = await call('POST', `/api/events/RULE_NODE/${nodeId}/clear?startTime=4500&endTime=9000`, roles.tenant, { eventType: 'LC_EVENT' });
  assert.equal(lc.status, 200);
  assert.equal(lc.text, '');
  assert.deepEqual((await nodeEvents(`LC_EVENT?tenantId=${DEMO.tenantId}&${page}`)).body.data.map((e: { body: { event: string } }) => e.body.event), ['STARTED']);
  const debug = await call('POST', `/api/events/RULE_NODE/${nodeId}/clear`, roles.tenant, { eventType: 'DEBUG_RULE_NODE', msgDirectionType: 'OUT' });
  assert.equal(debug.status, 200);
  assert.equal((await nodeEvents(`DEBUG_RULE_NODE?tenantId=${DEMO.tenantId}&${page}`)).body.totalElements, 1);
  assert.equal(await countOf(server, 'event', 'entity_id = $1', [CHAIN]), 2);
});
