import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../support/server.js';
import { createOtherTenant, type OtherTenant } from '../support/fixtures.js';
import { DEMO } from '../../server/demo/ids.js';
import { registryOf } from '../../server/version-control/requests.js';

let server: TestServer;
let tenant: string;
let otherAdmin: string;
let other: OtherTenant;
let repoDir: string;

type Who = 'tenant' | 'other';
const call = (method: string, path: string, body?: unknown, who: Who = 'tenant') =>
  server.call(method, path, { token: who === 'tenant' ? tenant : otherAdmin, body });

async function settle(kind: 'version' | 'entity', res: { status: number; body: any; text: string }, who: Who = 'tenant'): Promise<Record<string, any>> {
  assert.equal(res.status, 200, res.text);
  await registryOf(server.ctx).settled(res.body);
  return (await call('GET', `/api/entities/vc/${kind}/${res.body}/status`, undefined, who)).body;
}

const saveVersion = (body: Record<string, unknown>, who: Who = 'tenant') =>
  call('POST', '/api/entities/vc/version', { branch: 'main', ...body }, who).then((r) => settle('version', r, who));
const loadVersion = (body: Record<string, unknown>, who: Who = 'tenant') =>
  call('POST', '/api/entities/vc/entity', body, who).then((r) => settle('entity', r, who));

const byName = async (kind: 'device' | 'asset', name: string, who: Who = 'tenant') =>
  (await call('GET', `/api/tenant/${kind}s?${kind}Name=${encodeURIComponent(name)}`, undefined, who)).body;

before(async () => {
  server = await startTestServer();
  tenant = await server.login('tenant@thingsboard.org', 'tenant');
  other = await createOtherTenant(server.ctx.db, 'vc');
  otherAdmin = await server.login(other.adminEmail, other.password);
  repoDir = join(server.dataDir, 'repos', 'shared');
  for (const who of ['tenant', 'other'] as const) {
    assert.equal((await call('POST', '/api/admin/repositorySettings', { repositoryUri: repoDir, defaultBranch: 'main' }, who)).status, 200);
  }
});
after(() => server.close());

test('an ENTITY_TYPE load with removeOtherEntities deletes the assets the version lacks', async () => {
  const saved = await saveVersion({ type: 'COMPLEX', versionName: 'Assets', syncStrategy: 'MERGE',
    entityTypes: { ASSET: { allEntities: true, saveRelations: true } } });
  assert.equal(saved.added, 3);
  const extra = (await call('POST', '/api/asset', { name: 'Temporary shed', type: 'shed' })).body;
  const renamed = await byName('asset', 'Building A');
  await call('POST', '/api/asset', { ...renamed, label: 'Renamed meanwhile' });
  const status = await loadVersion({ type: 'ENTITY_TYPE', versionId: saved.version.id,
    entityTypes: { ASSET: { loadRelations: true, loadAttributes: false, loadCredentials: false, removeOtherEntities: true, findExistingEntityByName: false } } });
  assert.deepEqual(status, { done: true, result: [{ entityType: 'ASSET', created: 0, updated: 3, deleted: 1 }] });
  assert.equal((await call('GET', `/api/asset/${extra.id.id}`)).status, 404);
  assert.equal((await call('GET', `/api/asset/${renamed.id.id}`)).body.label, renamed.label);
  const relations = (await call('GET', `/api/relations?fromId=${renamed.id.id}&fromType=ASSET`)).body;
  assert.ok(relations.length > 0);
});

test('loading restores saved attributes and relations of a device', async () => {
  const device = await byName('device', 'Energy Meter E1');
  const asset = await byName('asset', 'Warehouse B');
  const attrs = `/api/plugins/telemetry/DEVICE/${device.id.id}/SERVER_SCOPE`;
  assert.equal((await server.call('POST', attrs, { token: tenant, rawBody: '{"floor": 3, "zone": "north"}' })).status, 200);
  const relation = { from: asset.id, to: device.id, type: 'Manages', typeGroup: 'COMMON' };
  assert.equal((await call('POST', '/api/relation', relation)).status, 200);
  const saved = await saveVersion({ type: 'SINGLE_ENTITY', versionName: 'Meter with extras', entityId: device.id,
    config: { saveRelations: true, saveAttributes: true, saveCredentials: false } });
  const info = (await call('GET', `/api/entities/vc/info/${saved.version.id}/DEVICE/${device.id.id}`)).body;
  assert.deepEqual(info, { hasRelations: true, hasAttributes: true, hasCredentials: false });
  await server.call('POST', attrs, { token: tenant, rawBody: '{"floor": 4}' });
  await call('DELETE', `/api/relation?fromId=${asset.id.id}&fromType=ASSET&relationType=Manages&toId=${device.id.id}&toType=DEVICE`);
  const status = await loadVersion({ type: 'SINGLE_ENTITY', versionId: saved.version.id, externalEntityId: device.id,
    config: { loadRelations: true, loadAttributes: true, loadCredentials: false } });
  assert.deepEqual(status.result, [{ entityType: 'DEVICE', created: 0, updated: 1, deleted: 0 }]);
  const values = (await call('GET', `/api/plugins/telemetry/DEVICE/${device.id.id}/values/attributes/SERVER_SCOPE?keys=floor,zone`)).body;
  assert.deepEqual(values.map((v: any) => [v.key, v.value]).sort(), [['floor', 3], ['zone', 'north']]);
  const back = (await call('GET', `/api/relation?fromId=${asset.id.id}&fromType=ASSET&relationType=Manages&toId=${device.id.id}&toType=DEVICE`));
  assert.equal(back.status, 200);
});

test('a device whose customer is gone fails with MISSING_REFERENCED_ENTITY and changes nothing', async () => {
  const customer = (await call('POST', '/api/customer', { title: 'Short-lived customer' })).body;
  const device = (await call('POST', '/api/device', { name: 'Orphan sensor' })).body;
  await call('POST', `/api/customer/${customer.id.id}/device/${device.id.id}`);
  const saved = await saveVersion({ type: 'SINGLE_ENTITY', versionName: 'Orphan', entityId: device.id,
    config: { saveRelations: false, saveAttributes: false, saveCredentials: false } });
  assert.equal((await call('DELETE', `/api/customer/${customer.id.id}`)).status, 200);
  await call('POST', '/api/device', { ...(await call('GET', `/api/device/${device.id.id}`)).body, label: 'after delete' });
  const status = await loadVersion({ type: 'SINGLE_ENTITY', versionId: saved.version.id, externalEntityId: device.id,
    config: { loadRelations: false, loadAttributes: false, loadCredentials: false } });
  assert.deepEqual(status, {
    done: true,
    error: { type: 'MISSING_REFERENCED_ENTITY', source: { entityType: 'DEVICE', id: device.id.id }, target: { entityType: 'CUSTOMER', id: customer.id.id } },
  });
  const now = (await call('GET', `/api/device/${device.id.id}`)).body;
  assert.equal(now.label, 'after delete');
  assert.equal(now.customerId.id, '13814000-1dd2-11b2-8080-808080808080');
});

test('another tenant loads the shared repository: references, credential conflicts, then new entities by external id', async () => {
  const device = await byName('device', 'Gateway G1');
  const saved = await saveVersion({ type: 'COMPLEX', versionName: 'Gateway and its profile', syncStrategy: 'OVERWRITE', entityTypes: {
    DEVICE: { allEntities: false, entityIds: [device.id.id], saveCredentials: true },
    DEVICE_PROFILE: { allEntities: true }, RULE_CHAIN: { allEntities: true },
  } });
  assert.equal(saved.error, null);
  const deviceOnly = { DEVICE: { loadCredentials: false, loadRelations: false, loadAttributes: false, removeOtherEntities: false, findExistingEntityByName: false } };
  const missing = await loadVersion({ type: 'ENTITY_TYPE', versionId: saved.version.id, entityTypes: deviceOnly }, 'other');
  assert.deepEqual(missing.error, { type: 'MISSING_REFERENCED_ENTITY', source: { entityType: 'DEVICE', id: device.id.id },
    target: { entityType: 'DEVICE_PROFILE', id: DEMO.defaultDeviceProfileId } });
  const everything = (loadCredentials: boolean) => ({
    RULE_CHAIN: { loadCredentials, removeOtherEntities: false }, DEVICE_PROFILE: { loadCredentials }, DEVICE: { loadCredentials },
  });
  const conflict = await loadVersion({ type: 'ENTITY_TYPE', versionId: saved.version.id, entityTypes: everything(true) }, 'other');
  assert.deepEqual(conflict, { done: true, error: { type: 'DEVICE_CREDENTIALS_CONFLICT', source: { entityType: 'DEVICE', id: device.id.id } } });
  assert.equal((await call('GET', '/api/tenant/devices?pageSize=10&page=0', undefined, 'other')).body.totalElements, 0);
  const first = await loadVersion({ type: 'ENTITY_TYPE', versionId: saved.version.id, entityTypes: everything(false) }, 'other');
  const chains = first.result.find((r: any) => r.entityType === 'RULE_CHAIN').created;
  assert.ok(chains >= 1);
  assert.deepEqual(first.result, [
    { entityType: 'RULE_CHAIN', created: chains, updated: 0, deleted: 0 },
    { entityType: 'DEVICE_PROFILE', created: 1, updated: 0, deleted: 0 },
    { entityType: 'DEVICE', created: 1, updated: 0, deleted: 0 },
  ]);
  const copy = await byName('device', 'Gateway G1', 'other');
  assert.notEqual(copy.id.id, device.id.id);
  assert.deepEqual(copy.externalId, { entityType: 'DEVICE', id: device.id.id });
  assert.equal(copy.tenantId.id, other.tenantId);
  const creds = (await call('GET', `/api/device/${copy.id.id}/credentials`, undefined, 'other')).body;
  assert.equal(creds.credentialsType, 'ACCESS_TOKEN');
  assert.notEqual(creds.credentialsId, 'demo-gateway-g1');
  const again = await loadVersion({ type: 'ENTITY_TYPE', versionId: saved.version.id, entityTypes: everything(false) }, 'other');
  assert.deepEqual(again.result.map((r: any) => [r.entityType, r.created, r.updated]),
    [['RULE_CHAIN', 0, chains], ['DEVICE_PROFILE', 0, 1], ['DEVICE', 0, 1]]);
});

test('findExistingEntityByName updates the tenant entity of the same name instead of failing on the name', async () => {
  const saved = await saveVersion({ type: 'COMPLEX', versionName: 'Assets and customers', syncStrategy: 'OVERWRITE',
    entityTypes: { ASSET: { allEntities: true }, CUSTOMER: { allEntities: true } } });
  const customers = (await call('GET', '/api/customers?pageSize=50&page=0')).body.totalElements;
  const own = (await call('POST', '/api/asset', { name: 'Building A', type: 'local' }, 'other')).body;
  const cfg = (byNameToo: boolean) => ({ CUSTOMER: {}, ASSET: { findExistingEntityByName: byNameToo, loadRelations: false } });
  const clash = await loadVersion({ type: 'ENTITY_TYPE', versionId: saved.version.id, entityTypes: cfg(false) }, 'other');
  assert.equal(clash.error.type, 'RUNTIME');
  assert.equal(clash.error.message, "ASSET with name 'Building A' already exists");
  assert.equal((await call('GET', '/api/customers?pageSize=50&page=0', undefined, 'other')).body.totalElements, 1);
  const ok = await loadVersion({ type: 'ENTITY_TYPE', versionId: saved.version.id, entityTypes: cfg(true) }, 'other');
  assert.deepEqual(ok.result, [
    { entityType: 'CUSTOMER', created: customers, updated: 0, deleted: 0 }, { entityType: 'ASSET', created: 2, updated: 1, deleted: 0 },
  ]);
  const updated = (await call('GET', `/api/asset/${own.id.id}`, undefined, 'other')).body;
  assert.equal(updated.type, (await byName('asset', 'Building A')).type);
});

test('a rule chain keeps its metadata and a widgets bundle its widgets through a round trip', async () => {
  const before = (await call('GET', `/api/ruleChain/${DEMO.rootRuleChainId}/metadata`)).body;
  const bundle = (await call('POST', '/api/widgetsBundle', { title: 'Versioned widgets' })).body;
  const descriptor = { type: 'latest', sizeX: 4, sizeY: 3, resources: [], templateHtml: '<div></div>', templateCss: '', controllerScript: '',
    settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{}' };
  const widget = (await call('POST', '/api/widgetType', { bundleAlias: bundle.alias, alias: 'gauge_one', name: 'Gauge one', descriptor })).body;
  assert.ok(widget.id, JSON.stringify(widget));
  const saved = await saveVersion({ type: 'COMPLEX', versionName: 'Chains and widgets', syncStrategy: 'OVERWRITE', entityTypes: {
    RULE_CHAIN: { allEntities: false, entityIds: [DEMO.rootRuleChainId] }, WIDGETS_BUNDLE: { allEntities: false, entityIds: [bundle.id.id] },
  } });
  assert.equal(saved.error, null);
  assert.equal((await call('DELETE', `/api/widgetType/${widget.id.id}`)).status, 200);
  const status = await loadVersion({ type: 'ENTITY_TYPE', versionId: saved.version.id, entityTypes: { RULE_CHAIN: {}, WIDGETS_BUNDLE: {} } });
  assert.deepEqual(status.result, [
    { entityType: 'RULE_CHAIN', created: 0, updated: 1, deleted: 0 }, { entityType: 'WIDGETS_BUNDLE', created: 0, updated: 1, deleted: 0 },
  ]);
  const after = (await call('GET', `/api/ruleChain/${DEMO.rootRuleChainId}/metadata`)).body;
  assert.equal(after.nodes.length, before.nodes.length);
  assert.deepEqual(after.nodes.map((n: any) => n.type), before.nodes.map((n: any) => n.type));
  assert.deepEqual(after.connections, before.connections);
  assert.equal(after.firstNodeIndex, before.firstNodeIndex);
  assert.equal((await call('GET', `/api/ruleChain/${DEMO.rootRuleChainId}`)).body.root, true);
  const types = (await call('GET', `/api/widgetTypes?isSystem=false&bundleAlias=${bundle.alias}`)).body;
  assert.deepEqual(types.map((t: any) => t.alias), ['gauge_one']);
});

test('an unknown version fails the load with a RUNTIME error', async () => {
  const status = await loadVersion({ type: 'ENTITY_TYPE', versionId: 'deadbeef', entityTypes: { ASSET: {} } });
  assert.deepEqual(status, { done: true, error: { type: 'RUNTIME', message: 'Version deadbeef was not found' } });
});
