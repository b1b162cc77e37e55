import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { DEMO_ENTITY_VIEW } from '../../server/demo/entity-views.js';
import { seedDemoEntityView } from '../../server/demo/entity-view-seed.js';
import { runSeeds } from '../../server/seed/run.js';
import { countRows, deviceId, roleTokens, type RoleTokens } from './entities-support.js';

let server: TestServer;
let t: RoleTokens;

const call = (method: string, path: string, token: string) => server.call(method, path, { token });

before(async () => {
  server = await startTestServer();
  t = await roleTokens(server);
});
after(() => server.close());

test('the demo tenant has the entity view of the office thermostat with its temperature and humidity, owned by Customer A', async () => {
  const res = await call('GET', `/api/entityView/info/${DEMO.entityViewId}`, t.tenant);
  assert.equal(res.status, 200, res.text);
  const thermostat = await deviceId(server, 'Thermostat T1');
  assert.deepEqual(
    [res.body.name, res.body.type, res.body.entityId, res.body.customerId, res.body.customerTitle, res.body.keys, res.body.startTimeMs, res.body.endTimeMs, res.body.additionalInfo],
    ['Office climate', 'climate', { entityType: 'DEVICE', id: thermostat }, { entityType: 'CUSTOMER', id: DEMO.customerAId }, 'Customer A',
      { timeseries: ['temperature', 'humidity'], attributes: { cs: [], ss: [], sh: [] } }, 0, 0,
      { description: 'Temperature and humidity of the office thermostat' }]);
  const tenantList = await call('GET', '/api/tenant/entityViewInfos?pageSize=10&page=0', t.tenant);
  assert.deepEqual(tenantList.body.data.map((v: { name: string; customerTitle: string }) => [v.name, v.customerTitle]), [['Office climate', 'Customer A']]);
  const customerList = await call('GET', `/api/customer/${DEMO.customerAId}/entityViewInfos?pageSize=10&page=0`, t.customerA);
  assert.deepEqual(customerList.body.data.map((v: { name: string }) => v.name), ['Office climate']);
  assert.deepEqual((await call('GET', '/api/entityView/types', t.tenant)).body.map((x: { type: string }) => x.type), ['climate']);
  assert.equal((await call('GET', `/api/entityView/${DEMO.entityViewId}`, t.customerB)).status, 403);
});

test('the demo entity view shows the thermostat\'s seeded telemetry under its own id', async () => {
  const res = await call('GET', `/api/plugins/telemetry/ENTITY_VIEW/${DEMO.entityViewId}/values/timeseries?keys=temperature,humidity`, t.customerA);
  assert.equal(res.status, 200, res.text);
  assert.deepEqual(Object.keys(res.body).sort(), ['humidity', 'temperature']);
  assert.equal(typeof res.body.temperature[0].ts, 'number');
});

test('seeding again adds nothing, whether the seeds run again or the demo entity view seed itself', async () => {
  const before = await countRows(server, 'entity_view');
  assert.deepEqual(await runSeeds(server.ctx), []);
  await server.ctx.db.tx((q) => seedDemoEntityView(q, server.ctx));
  assert.equal(await countRows(server, 'entity_view'), before);
});

test('a data directory that already has an entity view of the demo name gets no second one', async () => {
  assert.equal((await call('DELETE', `/api/entityView/${DEMO.entityViewId}`, t.tenant)).status, 200);
  const thermostat = await deviceId(server, DEMO_ENTITY_VIEW.device);
  const mine = await server.call('POST', '/api/entityView', { token: t.tenant, body: { name: DEMO_ENTITY_VIEW.name, type: 'mine', entityId: { entityType: 'DEVICE', id: thermostat } } });
  assert.equal(mine.status, 200, mine.text);
  await server.ctx.db.tx((q) => seedDemoEntityView(q, server.ctx));
  const views = await server.ctx.db.query<{ id: string }>('SELECT id FROM entity_view WHERE name = $1', [DEMO_ENTITY_VIEW.name]);
  assert.deepEqual(views.map((r) => r.id), [mine.body.id.id]);
});
