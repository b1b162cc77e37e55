import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { assetId, countRows, roleTokens, type RoleTokens } from './entities-support.js';

let server: TestServer;
let t: RoleTokens;

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });

before(async () => {
  server = await startTestServer();
  t = await roleTokens(server);
});
after(() => server.close());

test('saving an asset answers Asset JSON; name and type are required', async () => {
  const res = await call('POST', '/api/asset', t.tenant, { name: 'Boiler Room', type: 'room', label: 'B1', additionalInfo: { description: 'x' } });
  assert.equal(res.status, 200);
  assert.deepEqual(Object.keys(res.body), ['id', 'createdTime', 'additionalInfo', 'tenantId', 'customerId', 'name', 'type', 'label', 'externalId']);
  assert.deepEqual(res.body.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });
  const before = await countRows(server, 'asset');
  const cases: Array<[unknown, string]> = [
    [{ type: 'room' }, 'Asset name should be specified!'],
    [{ name: 'No type' }, 'Asset type should be specified!'],
    [{ name: 'Boiler Room', type: 'room' }, 'Asset with such name already exists!'],
    [{ name: 'x', type: 'y'.repeat(300) }, 'Validation error: length of type must be equal or less than 255'],
  ];
  for (const [body, message] of cases) {
    const bad = await call('POST', '/api/asset', t.tenant, body);
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, message);
  }
  assert.equal(await countRows(server, 'asset'), before);
});

test('asset get, info, by name, by ids and types', async () => {
  const id = await assetId(server, 'Building A');
  assert.equal((await call('GET', `/api/asset/${id}`, t.tenant)).body.name, 'Building A');
  const info = await call('GET', `/api/asset/info/${id}`, t.customerA);
  assert.equal(info.body.customerTitle, 'Customer A');
  assert.equal(info.body.customerIsPublic, false);
  assert.equal((await call('GET', '/api/tenant/assets?assetName=Plant%20C', t.tenant)).body.type, 'plant');
  assert.equal((await call('GET', '/api/tenant/assets?assetName=Nope', t.tenant)).status, 404);
  const ids = await call('GET', `/api/assets?assetIds=${id},${await assetId(server, 'Warehouse B')}`, t.customerA);
  assert.deepEqual(ids.body.map((a: { name: string }) => a.name), ['Building A']);
  const types = await call('GET', '/api/asset/types', t.tenant);
  assert.deepEqual(types.body.map((s: { type: string }) => s.type), ['building', 'plant', 'room', 'warehouse']);
  assert.equal(types.body[0].entityType, 'ASSET');
});

test('asset lists: tenant, infos, customer, with type filter and name search', async () => {
  const all = await call('GET', '/api/tenant/assets?pageSize=10&page=0&sortProperty=name&sortOrder=DESC', t.tenant);
  assert.deepEqual(all.body.data.map((a: { name: string }) => a.name), ['Warehouse B', 'Plant C', 'Building A', 'Boiler Room']);
  const typed = await call('GET', '/api/tenant/assetInfos?pageSize=10&page=0&type=plant', t.tenant);
  assert.deepEqual(typed.body.data.map((a: { name: string }) => a.name), ['Plant C']);
  assert.equal(typed.body.data[0].customerTitle, null);
  const search = await call('GET', '/api/tenant/assets?pageSize=10&page=0&textSearch=house', t.tenant);
  assert.deepEqual(search.body.data.map((a: { name: string }) => a.name), ['Warehouse B']);
  const customer = await call('GET', `/api/customer/${DEMO.customerAId}/assetInfos?pageSize=10&page=0`, t.customerA);
  assert.deepEqual(customer.body.data.map((a: { name: string }) => a.name), ['Building A']);
  assert.equal((await call('GET', `/api/customer/${DEMO.customerBId}/assets?pageSize=10&page=0`, t.customerA)).status, 403);
  const missing = await call('GET', '/api/customer/66666666-6666-4666-8666-666666666666/assets?pageSize=10&page=0', t.tenant);
  assert.equal(missing.status, 404);
  assert.equal(missing.body.message, 'Customer with id [66666666-6666-4666-8666-666666666666] is not found');
  const noPage = await call('GET', '/api/tenant/assets', t.tenant);
  assert.equal(noPage.status, 400);
  assert.equal(noPage.body.message, "Required request parameter 'pageSize' is not present");
});

test('search query finds assets related to a device in the TO direction', async () => {
  const device = await server.ctx.db.one<{ id: string }>("SELECT id FROM device WHERE name = 'Thermostat T1'");
  const res = await call('POST', '/api/assets', t.tenant, {
    parameters: { rootId: device!.id, rootType: 'DEVICE', direction: 'TO', maxLevel: 1 }, relationType: 'Contains', assetTypes: ['building'],
  });
  assert.deepEqual(res.body.map((a: { name: string }) => a.name), ['Building A']);
  const forbidden = await call('POST', '/api/assets', t.otherTenant, {
    parameters: { rootId: device!.id, rootType: 'DEVICE', direction: 'TO', maxLevel: 1 }, relationType: 'Contains', assetTypes: ['building'],
  });
  assert.equal(forbidden.status, 403);
});

test('asset assignment to customer, public customer and edge', async () => {
  const id = (await call('GET', '/api/tenant/assets?assetName=Boiler%20Room', t.tenant)).body.id.id;
  const assigned = await call('POST', `/api/customer/${DEMO.customerBId}/asset/${id}`, t.tenant);
  assert.deepEqual(assigned.body.customerId, { entityType: 'CUSTOMER', id: DEMO.customerBId });
  assert.equal((await call('GET', `/api/asset/${id}`, t.customerB)).status, 200);
  assert.equal((await call('GET', `/api/asset/${id}`, t.customerA)).status, 403);
  const pub = await call('POST', `/api/customer/public/asset/${id}`, t.tenant);
  assert.equal(pub.body.customerId.id, DEMO.publicCustomerId);
  const unassigned = await call('DELETE', `/api/customer/asset/${id}`, t.tenant);
  assert.equal(unassigned.body.customerId.id, NULL_UUID);
  const again = await call('DELETE', `/api/customer/asset/${id}`, t.tenant);
  assert.equal(again.body.message, "Asset isn't assigned to any customer!");
  const edge = (await call('POST', '/api/edge', t.tenant, { name: 'Asset edge', type: 'default' })).body;
  assert.equal((await call('POST', `/api/edge/${edge.id.id}/asset/${id}`, t.tenant)).status, 200);
  const listed = await call('GET', `/api/edge/${edge.id.id}/assets?pageSize=10&page=0`, t.tenant);
  assert.deepEqual(listed.body.data.map((a: { name: string }) => a.name), ['Boiler Room']);
  const since = await call('GET', `/api/edge/${edge.id.id}/assets?pageSize=10&page=0&startTime=${Date.now() + 3_600_000}`, t.tenant);
  assert.equal(since.body.totalElements, 0);
  assert.equal((await call('DELETE', `/api/edge/${edge.id.id}/asset/${id}`, t.tenant)).status, 200);
});

test('an asset with an entity view cannot be deleted; deleting one removes its relations', async () => {
  const asset = (await call('POST', '/api/asset', t.tenant, { name: 'Viewed asset', type: 'room' })).body;
  await call('POST', '/api/entityView', t.tenant, { name: 'Asset view', type: 'v', entityId: asset.id });
  const refused = await call('DELETE', `/api/asset/${asset.id.id}`, t.tenant);
  assert.equal(refused.status, 400);
  assert.equal(refused.body.message, "Can't delete asset that has entity views!");
  const plain = (await call('POST', '/api/asset', t.tenant, { name: 'Plain asset', type: 'room' })).body;
  await call('POST', '/api/relation', t.tenant, { from: plain.id, to: asset.id, type: 'Contains' });
  assert.equal((await call('DELETE', `/api/asset/${plain.id.id}`, t.tenant)).status, 200);
  assert.equal(await server.ctx.db.one('SELECT 1 FROM relation WHERE from_id = $1', [plain.id.id]), undefined);
  const gone = await call('GET', `/api/asset/${plain.id.id}`, t.tenant);
  assert.equal(gone.body.message, `Asset with id [${plain.id.id}] is not found`);
});
