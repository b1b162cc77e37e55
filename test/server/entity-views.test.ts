import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { DEMO_ENTITY_VIEW } from '../../server/demo/entity-views.js';
import { countRows, deviceId, roleTokens, type RoleTokens } from './entities-support.js';
import { nextEvent } from './telemetry-support.js';

let server: TestServer;
let t: RoleTokens;
let t1: string;

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });
const keys = { timeseries: ['temperature'], attributes: { cs: ['model'], ss: [], sh: ['target'] } };

before(async () => {
  server = await startTestServer();
  t = await roleTokens(server);
  t1 = await deviceId(server, 'Thermostat T1');
});
after(() => server.close());

test('an entity view of a device answers EntityView JSON with keys and time bounds', async () => {
  const res = await call('POST', '/api/entityView', t.tenant, {
    name: 'T1 view', type: 'thermo-view', entityId: { entityType: 'DEVICE', id: t1 }, keys, startTimeMs: 1000, endTimeMs: 2000,
  });
  assert.equal(res.status, 200);
  assert.deepEqual(Object.keys(res.body), ['id', 'createdTime', 'additionalInfo', 'entityId', 'tenantId', 'customerId', 'name', 'type',
    'keys', 'startTimeMs', 'endTimeMs', 'externalId']);
  assert.deepEqual(res.body.keys, keys);
  assert.equal(res.body.startTimeMs, 1000);
  assert.equal(res.body.endTimeMs, 2000);
  assert.deepEqual(res.body.entityId, { entityType: 'DEVICE', id: t1 });
  const partial = await call('POST', '/api/entityView', t.tenant, { name: 'Partial keys', type: 'v', entityId: { entityType: 'DEVICE', id: t1 },
    keys: { timeseries: ['a'] } });
  assert.deepEqual(partial.body.keys, { timeseries: ['a'], attributes: { cs: [], ss: [], sh: [] } });
  assert.equal(partial.body.startTimeMs, 0);
});

test('entity view validation refuses bad targets, keys and names without storing anything', async () => {
  const before = await countRows(server, 'entity_view');
  const other = (await call('POST', '/api/device', t.otherTenant, { name: 'Theirs' })).body;
  const cases: Array<[Record<string, unknown>, number, string]> = [
    [{ type: 'v', entityId: { entityType: 'DEVICE', id: t1 } }, 400, 'Entity view name should be specified!'],
    [{ name: 'n', entityId: { entityType: 'DEVICE', id: t1 } }, 400, 'Entity view type should be specified!'],
    [{ name: 'n', type: 'v' }, 400, 'Entity view entity id should be specified!'],
    [{ name: 'n', type: 'v', entityId: { entityType: 'CUSTOMER', id: DEMO.customerAId } }, 400, 'Entity view can only refer to a device or an asset!'],
    [{ name: 'n', type: 'v', entityId: { entityType: 'DEVICE', id: '77777777-7777-4777-8777-777777777777' } }, 404,
      'Device with id [77777777-7777-4777-8777-777777777777] is not found'],
    [{ name: 'n', type: 'v', entityId: other.id }, 403, "You don't have permission to perform this operation!"],
    [{ name: 'T1 view', type: 'v', entityId: { entityType: 'DEVICE', id: t1 } }, 400, 'Entity view with such name already exists!'],
    [{ name: 'n', type: 'v', entityId: { entityType: 'DEVICE', id: t1 }, keys: { timeseries: 'temperature' } }, 400,
      'Invalid request body: timeseries must be a list of strings'],
    [{ name: 'n', type: 'v', entityId: { entityType: 'DEVICE', id: t1 }, startTimeMs: 'soon' }, 400, 'Invalid request body: startTimeMs must be an integer'],
  ];
  for (const [body, status, message] of cases) {
    const res = await call('POST', '/api/entityView', t.tenant, body);
    assert.equal(res.status, status, message);
    assert.equal(res.body.message, message);
  }
  assert.equal(await countRows(server, 'entity_view'), before);
});

test('entity view lists, by name, types, customer assignment and edge assignment', async () => {
  const view = (await call('GET', '/api/tenant/entityViews?entityViewName=T1%20view', t.tenant)).body;
  assert.equal(view.name, 'T1 view');
  const types = await call('GET', '/api/entityView/types', t.tenant);
  // The demo entity view's type comes first.
  assert.deepEqual(types.body.map((s: { type: string }) => s.type), [DEMO_ENTITY_VIEW.type, 'thermo-view', 'v']);
  assert.equal(types.body[0].entityType, 'ENTITY_VIEW');
  const page = await call('GET', '/api/tenant/entityViewInfos?pageSize=10&page=0&type=thermo-view', t.tenant);
  assert.deepEqual(page.body.data.map((v: { name: string }) => v.name), ['T1 view']);
  assert.equal(page.body.data[0].customerTitle, null);
  await call('POST', `/api/customer/${DEMO.customerAId}/entityView/${view.id.id}`, t.tenant);
  const mine = await call('GET', `/api/customer/${DEMO.customerAId}/entityViewInfos?pageSize=10&page=0`, t.customerA);
  assert.deepEqual(mine.body.data.map((v: { name: string; customerTitle: string }) => [v.name, v.customerTitle]).sort(), [[DEMO_ENTITY_VIEW.name, 'Customer A'], ['T1 view', 'Customer A']]);
  assert.equal((await call('GET', `/api/entityView/${view.id.id}`, t.customerA)).status, 200);
  assert.equal((await call('GET', `/api/entityView/info/${view.id.id}`, t.customerB)).status, 403);
  const unassigned = await call('DELETE', `/api/customer/entityView/${view.id.id}`, t.tenant);
  assert.equal(unassigned.status, 200);
  const again = await call('DELETE', `/api/customer/entityView/${view.id.id}`, t.tenant);
  assert.equal(again.body.message, "Entity View isn't assigned to any customer!");
  const edge = (await call('POST', '/api/edge', t.tenant, { name: 'View edge', type: 'default' })).body;
  assert.equal((await call('POST', `/api/edge/${edge.id.id}/entityView/${view.id.id}`, t.tenant)).status, 200);
  const listed = await call('GET', `/api/edge/${edge.id.id}/entityViews?pageSize=10&page=0`, t.tenant);
  assert.deepEqual(listed.body.data.map((v: { name: string }) => v.name), ['T1 view']);
});

test('entity view search query finds views related to a device', async () => {
  const view = (await call('GET', '/api/tenant/entityViews?entityViewName=T1%20view', t.tenant)).body;
  await call('POST', '/api/relation', t.tenant, { from: { entityType: 'DEVICE', id: t1 }, to: view.id, type: 'Shows' });
  const res = await call('POST', '/api/entityViews', t.tenant, {
    parameters: { rootId: t1, rootType: 'DEVICE', direction: 'FROM', maxLevel: 1 }, relationType: 'Shows', entityViewTypes: ['thermo-view'],
  });
  assert.deepEqual(res.body.map((v: { name: string }) => v.name), ['T1 view']);
});

test('updating and deleting an entity view', async () => {
  const view = (await call('GET', '/api/tenant/entityViews?entityViewName=Partial%20keys', t.tenant)).body;
  const updated = await call('POST', '/api/entityView', t.tenant, { ...view, endTimeMs: 99 });
  assert.equal(updated.body.endTimeMs, 99);
  assert.equal(updated.body.id.id, view.id.id);
  assert.equal((await call('DELETE', `/api/entityView/${view.id.id}`, t.tenant)).status, 200);
  const gone = await call('GET', `/api/entityView/${view.id.id}`, t.tenant);
  assert.equal(gone.status, 404);
  assert.equal(gone.body.message, `Entity view with id [${view.id.id}] is not found`);
});

test('an entity view shows the latest values and attributes of its keys from the device, within its period, and what the device posts next', async () => {
  const device = (await call('POST', '/api/device', t.tenant, { name: 'View source' })).body.id.id as string;
  const base = `/api/plugins/telemetry/DEVICE/${device}`;
  assert.equal((await call('POST', `${base}/timeseries/ANY`, t.tenant, [{ ts: 5000, values: { temperature: 20.5, humidity: 40 } }, { ts: 9000, values: { temperature: 99 } }])).status, 200);
  assert.equal((await call('POST', `${base}/attributes/SERVER_SCOPE`, t.tenant, { room: 'lab', secret: 'x' })).status, 200);
  const saved = await call('POST', '/api/entityView', t.tenant, {
    name: 'Passing view', type: 'v', entityId: { entityType: 'DEVICE', id: device }, startTimeMs: 1000, endTimeMs: 8000,
    keys: { timeseries: ['temperature'], attributes: { cs: [], ss: ['room'], sh: [] } },
  });
  assert.equal(saved.status, 200);
  const view = `/api/plugins/telemetry/ENTITY_VIEW/${saved.body.id.id}`;
  assert.deepEqual((await call('GET', `${view}/keys/timeseries`, t.tenant)).body, ['temperature'], 'humidity is not one of its keys');
  assert.deepEqual((await call('GET', `${view}/values/timeseries?keys=temperature`, t.tenant)).body, { temperature: [{ ts: 5000, value: '20.5' }] }, 'the point at 9000 is after its end');
  const attributes = (await call('GET', `${view}/values/attributes/SERVER_SCOPE`, t.tenant)).body as Array<{ key: string; value: unknown }>;
  assert.deepEqual(attributes.map((a) => [a.key, a.value]), [['room', 'lab']]);

  const passed = nextEvent(server.ctx, 'telemetry', (e) => e.entityId.id === saved.body.id.id);
  await call('POST', `${base}/timeseries/ANY`, t.tenant, [{ ts: 7000, values: { temperature: 21, humidity: 41 } }, { ts: 8500, values: { temperature: 30 } }]);
  assert.deepEqual({ ...(await passed).values }, { temperature: [[7000, 21]] });
  assert.deepEqual((await call('GET', `${view}/values/timeseries?keys=temperature`, t.tenant)).body, { temperature: [{ ts: 7000, value: '21' }] });
});
