import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { assetId, countRows, deviceId, roleTokens, type RoleTokens } from './entities-support.js';

let server: TestServer;
let t: RoleTokens;
let site: { entityType: string; id: string };
let building: string;
let plant: string;

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });
const asset = (id: string) => ({ entityType: 'ASSET', id });
const device = (id: string) => ({ entityType: 'DEVICE', id });
const query = (token: string, parameters: Record<string, unknown>, filters: unknown[] = [], path = '/api/relations') =>
  call('POST', path, token, { parameters: { rootId: site.id, rootType: 'ASSET', direction: 'FROM', ...parameters }, filters });

before(async () => {
  server = await startTestServer();
  t = await roleTokens(server);
  building = await assetId(server, 'Building A');
  plant = await assetId(server, 'Plant C');
  site = (await call('POST', '/api/asset', t.tenant, { name: 'Site', type: 'site' })).body.id;
});
after(() => server.close());

test('a relation is saved, read back with its group, and listed from both ends', async () => {
  for (const to of [building, plant]) {
    const res = await call('POST', '/api/relation', t.tenant, { from: site, to: asset(to), type: 'Contains', additionalInfo: { note: 1 } });
    assert.equal(res.status, 200);
    assert.equal(res.text, '');
  }
  const one = await call('GET', `/api/relation?fromId=${site.id}&fromType=ASSET&relationType=Contains&toId=${building}&toType=ASSET`, t.tenant);
  assert.deepEqual(one.body, { from: site, to: asset(building), type: 'Contains', typeGroup: 'COMMON', additionalInfo: { note: 1 } });
  const from = await call('GET', `/api/relations?fromId=${site.id}&fromType=ASSET`, t.tenant);
  assert.equal(from.body.length, 2);
  const to = await call('GET', `/api/relations?toId=${building}&toType=ASSET&relationType=Contains`, t.tenant);
  assert.deepEqual(to.body.map((r: { from: { id: string } }) => r.from.id), [site.id]);
  const other = await call('GET', `/api/relations?fromId=${site.id}&fromType=ASSET&relationType=Manages`, t.tenant);
  assert.deepEqual(other.body, []);
  const infos = await call('GET', `/api/relations/info?fromId=${site.id}&fromType=ASSET`, t.tenant);
  assert.deepEqual(infos.body.map((r: { fromName: string; toName: string }) => [r.fromName, r.toName]).sort(),
    [['Site', 'Building A'], ['Site', 'Plant C']]);
});

test('saving the same relation again replaces its additional info', async () => {
  await call('POST', '/api/relation', t.tenant, { from: site, to: asset(building), type: 'Contains', additionalInfo: { note: 2 } });
  const one = await call('GET', `/api/relation?fromId=${site.id}&fromType=ASSET&relationType=Contains&toId=${building}&toType=ASSET`, t.tenant);
  assert.deepEqual(one.body.additionalInfo, { note: 2 });
  assert.equal((await call('GET', `/api/relations?fromId=${site.id}&fromType=ASSET`, t.tenant)).body.length, 2);
});

test('a relations query follows two levels, keeps only the last level on request and applies filters', async () => {
  const names = async (res: { body: Array<{ to: { id: string } }> }) => {
    const out = [];
    for (const r of res.body) out.push((await server.ctx.db.one<{ name: string }>('SELECT name FROM asset WHERE id = $1 UNION SELECT name FROM device WHERE id = $1', [r.to.id]))!.name);
    return out.sort();
  };
  const two = await query(t.tenant, { maxLevel: 2 });
  assert.equal(two.status, 200);
  assert.deepEqual(await names(two), ['Building A', 'Energy Meter E1', 'Gateway G1', 'Plant C', 'Thermostat T1', 'Thermostat T2', 'Water Pump P1']);
  assert.equal((await query(t.tenant, { maxLevel: 1 })).body.length, 2);
  assert.equal((await query(t.tenant, { maxLevel: 0 })).body.length, 7);
  const last = await query(t.tenant, { maxLevel: 2, fetchLastLevelOnly: true });
  assert.deepEqual(await names(last), ['Energy Meter E1', 'Gateway G1', 'Thermostat T1', 'Thermostat T2', 'Water Pump P1']);
  const devicesOnly = await query(t.tenant, { maxLevel: 2 }, [{ relationType: 'Contains', entityTypes: ['DEVICE'] }]);
  assert.equal(devicesOnly.body.length, 5);
  assert.equal((await query(t.tenant, { maxLevel: 2 }, [{ relationType: 'Manages', entityTypes: [] }])).body.length, 0);
  const infos = await query(t.tenant, { maxLevel: 1 }, [], '/api/relations/info');
  assert.deepEqual(infos.body.map((r: { toName: string }) => r.toName).sort(), ['Building A', 'Plant C']);
  const up = await call('POST', '/api/relations', t.tenant, {
    parameters: { rootId: await deviceId(server, 'Thermostat T1'), rootType: 'DEVICE', direction: 'TO', maxLevel: 2 }, filters: [] });
  assert.deepEqual(up.body.map((r: { from: { id: string } }) => r.from.id).sort(), [building, site.id].sort());
});

test('a relations query needs parameters and filters and valid values', async () => {
  assert.equal((await call('POST', '/api/relations', t.tenant, { filters: [] })).status, 404);
  assert.equal((await call('POST', '/api/relations', t.tenant, { parameters: { rootId: site.id, rootType: 'ASSET', direction: 'FROM' } })).status, 404);
  const bad = await query(t.tenant, { direction: 'SIDEWAYS' });
  assert.equal(bad.status, 400);
  const badType = await query(t.tenant, { rootType: 'THING' });
  assert.equal(badType.status, 400);
  assert.equal(badType.body.message, 'Unsupported entity type: THING');
});

test('customer users see only relations whose both ends they may read', async () => {
  const res = await query(t.customerA, { rootId: building, maxLevel: 1 });
  assert.equal(res.status, 200);
  assert.equal(res.body.length, 2);
  const up = await call('GET', `/api/relations?toId=${building}&toType=ASSET`, t.customerA);
  assert.deepEqual(up.body, []);
  assert.equal((await query(t.customerA, {})).status, 403);
  assert.equal((await query(t.customerB, { rootId: building })).status, 403);
  assert.equal((await query(t.otherTenant, { rootId: building })).status, 403);
  assert.equal((await call('GET', `/api/relations?fromId=${site.id}&fromType=ASSET`, t.sysadmin)).status, 403);
});

test('only writers of both ends may create or delete a relation; a tenant admin may relate its tenant', async () => {
  const t1 = device(await deviceId(server, 'Thermostat T1'));
  const before = await countRows(server, 'relation');
  assert.equal((await call('POST', '/api/relation', t.customerA, { from: asset(building), to: t1, type: 'Uses' })).status, 403);
  assert.equal((await call('POST', '/api/relation', t.otherTenant, { from: site, to: t1, type: 'Uses' })).status, 403);
  const foreign = (await call('POST', '/api/asset', t.otherTenant, { name: 'Their site', type: 'site' })).body.id;
  assert.equal((await call('POST', '/api/relation', t.tenant, { from: site, to: foreign, type: 'Uses' })).status, 403);
  assert.equal(await countRows(server, 'relation'), before);
  const tenant = { entityType: 'TENANT', id: DEMO.tenantId };
  assert.equal((await call('POST', '/api/relation', t.tenant, { from: tenant, to: site, type: 'Owns' })).status, 200);
  assert.equal((await call('POST', '/api/relation', t.tenant, { from: { entityType: 'TENANT', id: t.otherTenantId }, to: site, type: 'Owns' })).status, 403);
  const missing = await call('POST', '/api/relation', t.tenant, { from: site, to: device('88888888-8888-4888-8888-888888888888'), type: 'Uses' });
  assert.equal(missing.status, 404);
  assert.equal(missing.body.message, 'Device with id [88888888-8888-4888-8888-888888888888] is not found');
});

test('bad relation bodies answer 400 and change nothing', async () => {
  const before = await countRows(server, 'relation');
  const cases: Array<[unknown, string]> = [
    [{ to: site, type: 'X' }, 'Entity id should be specified!'],
    [{ from: site, to: asset(building) }, 'Relation type should be specified!'],
    [{ from: site, to: asset(building), type: 7 }, 'Invalid request body: type must be a string'],
    [{ from: site, to: asset(building), type: 'x'.repeat(256) }, 'Validation error: length of type must be equal or less than 255'],
    [{ from: { entityType: 'ASSET', id: 'nope' }, to: asset(building), type: 'X' }, 'Invalid request body: from.id must be a UUID'],
  ];
  for (const [body, message] of cases) {
    const res = await call('POST', '/api/relation', t.tenant, body);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, message);
  }
  const group = await call('POST', '/api/relation', t.tenant, { from: site, to: asset(building), type: 'X', typeGroup: 'NOPE' });
  assert.equal(group.status, 400);
  const malformed = await server.call('POST', '/api/relation', { token: t.tenant, rawBody: '{"from":' });
  assert.equal(malformed.status, 400);
  assert.equal(await countRows(server, 'relation'), before);
  const missingParam = await call('GET', `/api/relation?fromId=${site.id}&fromType=ASSET&toId=${building}&toType=ASSET`, t.tenant);
  assert.equal(missingParam.status, 400);
  assert.equal(missingParam.body.message, "Required request parameter 'relationType' is not present");
  const blankParam = await call('GET', `/api/relation?fromId=&fromType=ASSET&relationType=X&toId=${building}&toType=ASSET`, t.tenant);
  assert.equal(blankParam.body.message, "Parameter 'fromId' can't be empty!");
});

test('deleting a relation answers 404 when absent and writes audit records for both ends', async () => {
  const path = `/api/relation?fromId=${site.id}&fromType=ASSET&relationType=Contains&toId=${plant}&toType=ASSET`;
  assert.equal((await call('DELETE', path, t.customerA)).status, 403);
  assert.equal((await call('DELETE', path, t.tenant)).status, 200);
  const again = await call('DELETE', path, t.tenant);
  assert.equal(again.status, 404);
  assert.equal((await call('GET', path, t.tenant)).status, 404);
  const audit = await server.ctx.db.query<{ entity_id: string; action_data: { relation: { type: string } } }>(
    "SELECT entity_id, action_data FROM audit_log WHERE action_type = 'RELATION_DELETED'");
  assert.deepEqual(audit.map((a) => a.entity_id).sort(), [plant, site.id].sort());
  assert.equal(audit[0]!.action_data.relation.type, 'Contains');
});

test('deleting all relations of an entity keeps its EDGE-group relations', async () => {
  const edge = (await call('POST', '/api/edge', t.tenant, { name: 'Rel edge', type: 'default' })).body;
  await call('POST', `/api/edge/${edge.id.id}/asset/${site.id}`, t.tenant);
  const res = await call('DELETE', `/api/relations?entityId=${site.id}&entityType=ASSET`, t.tenant);
  assert.equal(res.status, 200);
  const left = await server.ctx.db.query<{ relation_type_group: string }>(
    "SELECT relation_type_group FROM relation WHERE (from_id = $1 AND from_type = 'ASSET') OR (to_id = $1 AND to_type = 'ASSET')", [site.id]);
  assert.deepEqual(left.map((r) => r.relation_type_group), ['EDGE']);
  assert.ok(await server.ctx.db.one("SELECT 1 FROM audit_log WHERE entity_id = $1 AND action_type = 'RELATIONS_DELETED'", [site.id]));
  assert.equal((await call('DELETE', `/api/relations?entityId=${building}&entityType=ASSET`, t.customerA)).status, 403);
});
