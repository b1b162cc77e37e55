import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { DEMO_EDGE } from '../../server/demo/edges.js';
import { countRows, roleTokens, type RoleTokens } from './entities-support.js';

let server: TestServer;
let t: RoleTokens;

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });

before(async () => {
  server = await startTestServer();
  t = await roleTokens(server);
});
after(() => server.close());

test('a new edge gets a routing key and a 20-character secret when they are blank', async () => {
  const res = await call('POST', '/api/edge', t.tenant, { name: 'Edge 1', type: 'gateway', routingKey: '', secret: '  ' });
  assert.equal(res.status, 200);
  assert.deepEqual(Object.keys(res.body), ['id', 'createdTime', 'additionalInfo', 'tenantId', 'customerId', 'rootRuleChainId', 'name', 'type',
    'label', 'routingKey', 'secret']);
  assert.match(res.body.secret, /^[A-Za-z0-9]{20}$/);
  assert.match(res.body.routingKey, /^[0-9a-f-]{36}$/);
  assert.equal(res.body.rootRuleChainId, null);
  const given = await call('POST', '/api/edge', t.tenant, { name: 'Edge 2', type: 'gateway', routingKey: 'rk-2', secret: 's2' });
  assert.equal(given.body.routingKey, 'rk-2');
  assert.equal(given.body.secret, 's2');
});

test('edge validation: type, name, unique name and routing key', async () => {
  const before = await countRows(server, 'edge');
  const cases: Array<[unknown, string]> = [
    [{ name: 'x' }, 'Edge type should be specified!'],
    [{ type: 'gateway' }, 'Edge name should be specified!'],
    [{ name: 'Edge 1', type: 'gateway' }, 'Edge with such name already exists!'],
    [{ name: 'Edge 3', type: 'gateway', routingKey: 'rk-2' }, 'Edge with such routing key already exists!'],
  ];
  for (const [body, message] of cases) {
    const res = await call('POST', '/api/edge', t.tenant, body);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, message);
  }
  assert.equal(await countRows(server, 'edge'), before);
});

test('edges enabled flag answers the configuration to every signed-in role', async () => {
  for (const token of [t.sysadmin, t.tenant, t.customerA]) {
    const res = await call('GET', '/api/edges/enabled', token);
    assert.equal(res.status, 200);
    assert.equal(res.body, true);
  }
  assert.equal((await server.call('GET', '/api/edges/enabled')).status, 401);
});

test('edge lists, by name, by ids, types and infos', async () => {
  // The two edges above and the demo edge of the demo data.
  const paged = await call('GET', '/api/edges?pageSize=10&page=0&sortProperty=name&sortOrder=ASC', t.tenant);
  assert.deepEqual(paged.body.data.map((e: { name: string }) => e.name), ['Edge 1', 'Edge 2', DEMO_EDGE.name]);
  assert.equal((await call('GET', '/api/edges?pageSize=10&page=0', t.customerA)).status, 403);
  const byName = await call('GET', '/api/tenant/edges?edgeName=Edge%202', t.tenant);
  assert.equal(byName.body.routingKey, 'rk-2');
  assert.equal((await call('GET', '/api/tenant/edges?edgeName=none', t.tenant)).status, 404);
  const ids = await call('GET', `/api/edges?edgeIds=${byName.body.id.id}`, t.tenant);
  assert.deepEqual(ids.body.map((e: { name: string }) => e.name), ['Edge 2']);
  const types = await call('GET', '/api/edge/types', t.tenant);
  assert.deepEqual(types.body, [DEMO_EDGE.type, 'gateway'].map((type) => ({ tenantId: { entityType: 'TENANT', id: DEMO.tenantId }, entityType: 'EDGE', type })));
  const infos = await call('GET', '/api/tenant/edgeInfos?pageSize=10&page=0&textSearch=edge%202', t.tenant);
  assert.equal(infos.body.data[0].customerIsPublic, false);
  assert.equal(infos.body.totalElements, 1);
});

test('edge customer and public assignment; customer users read only their edges', async () => {
  const edge = (await call('GET', '/api/tenant/edges?edgeName=Edge%201', t.tenant)).body;
  await call('POST', `/api/customer/${DEMO.customerAId}/edge/${edge.id.id}`, t.tenant);
  assert.equal((await call('GET', `/api/edge/${edge.id.id}`, t.customerA)).status, 200);
  assert.equal((await call('GET', `/api/edge/info/${edge.id.id}`, t.customerB)).status, 403);
  // Customer A also owns the demo edge of the demo data.
  const list = await call('GET', `/api/customer/${DEMO.customerAId}/edgeInfos?pageSize=10&page=0&sortProperty=name&sortOrder=ASC`, t.customerA);
  assert.deepEqual(list.body.data.map((e: { name: string; customerTitle: string }) => [e.name, e.customerTitle]),
    [['Edge 1', 'Customer A'], [DEMO_EDGE.name, 'Customer A']]);
  assert.equal((await call('DELETE', `/api/customer/edge/${edge.id.id}`, t.tenant)).status, 200);
  const again = await call('DELETE', `/api/customer/edge/${edge.id.id}`, t.tenant);
  assert.equal(again.body.message, "Edge isn't assigned to any customer!");
  const pub = await call('POST', `/api/customer/public/edge/${edge.id.id}`, t.tenant);
  assert.equal(pub.body.customerId.id, DEMO.publicCustomerId);
});

test('a customer user lists only its customer devices assigned to an edge', async () => {
  const edge = (await call('GET', '/api/tenant/edges?edgeName=Edge%202', t.tenant)).body;
  await call('POST', `/api/customer/${DEMO.customerAId}/edge/${edge.id.id}`, t.tenant);
  for (const name of ['Thermostat T1', 'Humidity Sensor H1']) {
    const id = (await server.ctx.db.one<{ id: string }>('SELECT id FROM device WHERE name = $1', [name]))!.id;
    assert.equal((await call('POST', `/api/edge/${edge.id.id}/device/${id}`, t.tenant)).status, 200);
  }
  const tenant = await call('GET', `/api/edge/${edge.id.id}/devices?pageSize=10&page=0`, t.tenant);
  assert.equal(tenant.body.totalElements, 2);
  const customer = await call('GET', `/api/edge/${edge.id.id}/devices?pageSize=10&page=0`, t.customerA);
  assert.deepEqual(customer.body.data.map((d: { name: string }) => d.name), ['Thermostat T1']);
  assert.equal(customer.body.totalElements, 1);
  assert.equal((await call('GET', `/api/edge/${edge.id.id}/devices?pageSize=10&page=0`, t.customerB)).status, 403);
});

test('deleting an edge removes its edge relations', async () => {
  const edge = (await call('GET', '/api/tenant/edges?edgeName=Edge%202', t.tenant)).body;
  assert.equal((await call('DELETE', `/api/edge/${edge.id.id}`, t.tenant)).status, 200);
  assert.equal(await server.ctx.db.one('SELECT 1 FROM relation WHERE from_id = $1', [edge.id.id]), undefined);
  const gone = await call('GET', `/api/edge/${edge.id.id}`, t.tenant);
  assert.equal(gone.status, 404);
  assert.equal(gone.body.message, `Edge with id [${edge.id.id}] is not found`);
});
