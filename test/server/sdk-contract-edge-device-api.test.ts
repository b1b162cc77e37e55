import { after, afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { attributeUpdateWaiters } from '../../server/telemetry/attribute-updates.js';
import { saveOtaPackage } from '../../sdk/ota.js';
import type { TbClient } from '../../sdk/index.js';
import { assertAnswersFitSchema, dataOf, demoClients, emptyOk, errorOf, newClient, type RoleClients } from './sdk-contract-support.js';

let server: TestServer;
let c: RoleClients;
let device: TbClient;
let edgeId: string;

before(async () => {
  server = await startTestServer();
  c = await demoClients(server);
  device = newClient(server);
  const edge = dataOf(await c.tenant.POST('/api/edge', { body: { name: 'SDK Contract Edge', type: 'default', routingKey: 'sdk-edge-key', secret: 'sdk-edge-secret' } }));
  edgeId = edge.id!.id;
});
after(() => server.close());
afterEach(assertAnswersFitSchema);

async function named(name: string): Promise<string> {
  const found = dataOf(await c.tenant.GET('/api/tenant/devices', { params: { query: { deviceName: name } } }));
  assert.ok('name' in found);
  return found.id!.id;
}

test('edge assignments of devices, assets, entity views, dashboards and rule chains, with the lists of the edge', async () => {
  const deviceId = await named('Water Pump P1');
  const asset = dataOf(await c.tenant.POST('/api/asset', { body: { name: 'SDK Edge Asset', type: 'edge' } }));
  const view = dataOf(await c.tenant.POST('/api/entityView', { body: { name: 'SDK Edge View', type: 'edge', entityId: { entityType: 'DEVICE', id: deviceId } } }));
  const board = dataOf(await c.tenant.POST('/api/dashboard', { body: { title: 'SDK Edge Board' } }));
  const chain = dataOf(await c.tenant.POST('/api/ruleChain', { body: { name: 'SDK Edge Rules', type: 'EDGE' } }));
  const path = { edgeId };
  dataOf(await c.tenant.POST('/api/edge/{edgeId}/device/{deviceId}', { params: { path: { ...path, deviceId } } }));
  dataOf(await c.tenant.POST('/api/edge/{edgeId}/asset/{assetId}', { params: { path: { ...path, assetId: asset.id!.id } } }));
  dataOf(await c.tenant.POST('/api/edge/{edgeId}/entityView/{entityViewId}', { params: { path: { ...path, entityViewId: view.id!.id } } }));
  dataOf(await c.tenant.POST('/api/edge/{edgeId}/dashboard/{dashboardId}', { params: { path: { ...path, dashboardId: board.id!.id } } }));
  dataOf(await c.tenant.POST('/api/edge/{edgeId}/ruleChain/{ruleChainId}', { params: { path: { ...path, ruleChainId: chain.id!.id } } }));
  const page = { pageSize: 10, page: 0 };
  assert.deepEqual(dataOf(await c.tenant.GET('/api/edge/{edgeId}/devices', { params: { path, query: page } })).data.map((d) => d.name), ['Water Pump P1']);
  assert.deepEqual(dataOf(await c.tenant.GET('/api/edge/{edgeId}/assets', { params: { path, query: page } })).data.map((a) => a.name), ['SDK Edge Asset']);
  assert.deepEqual(dataOf(await c.tenant.GET('/api/edge/{edgeId}/entityViews', { params: { path, query: page } })).data.map((v) => v.name), ['SDK Edge View']);
  assert.deepEqual(dataOf(await c.tenant.GET('/api/edge/{edgeId}/dashboards', { params: { path, query: page } })).data.map((d) => d.title), ['SDK Edge Board']);
  assert.ok(dataOf(await c.tenant.GET('/api/edge/{edgeId}/ruleChains', { params: { path, query: page } })).data.some((r) => r.name === 'SDK Edge Rules'));

  const root = dataOf(await c.tenant.POST('/api/edge/{edgeId}/{ruleChainId}/root', { params: { path: { ...path, ruleChainId: chain.id!.id } } }));
  assert.deepEqual(root.rootRuleChainId, { entityType: 'RULE_CHAIN', id: chain.id!.id });
  const missing = dataOf(await c.tenant.GET('/api/edge/missingToRelatedRuleChains/{edgeId}', { params: { path } }));
  assert.deepEqual(missing, {});
  emptyOk(await c.tenant.POST('/api/edge/sync/{edgeId}', { params: { path } }));

  dataOf(await c.tenant.DELETE('/api/edge/{edgeId}/device/{deviceId}', { params: { path: { ...path, deviceId } } }));
  dataOf(await c.tenant.DELETE('/api/edge/{edgeId}/asset/{assetId}', { params: { path: { ...path, assetId: asset.id!.id } } }));
  dataOf(await c.tenant.DELETE('/api/edge/{edgeId}/entityView/{entityViewId}', { params: { path: { ...path, entityViewId: view.id!.id } } }));
  dataOf(await c.tenant.DELETE('/api/edge/{edgeId}/dashboard/{dashboardId}', { params: { path: { ...path, dashboardId: board.id!.id } } }));
  const rootRemoval = errorOf(await c.tenant.DELETE('/api/edge/{edgeId}/ruleChain/{ruleChainId}', { params: { path: { ...path, ruleChainId: chain.id!.id } } }), 400);
  assert.equal(rootRemoval.errorCode, 31);
  assert.equal(dataOf(await c.tenant.GET('/api/edge/{edgeId}/devices', { params: { path, query: page } })).totalElements, 0);
});

test('edge info, public edge, edge bulk import and removal of every relation of an entity', async () => {
  const made = dataOf(await c.tenant.POST('/api/customer/public/edge/{edgeId}', { params: { path: { edgeId } } }));
  assert.deepEqual(made.customerId, { entityType: 'CUSTOMER', id: DEMO.publicCustomerId });
  const info = dataOf(await c.tenant.GET('/api/edge/info/{edgeId}', { params: { path: { edgeId } } }));
  assert.deepEqual([info.customerTitle, info.customerIsPublic], ['Public', true]);
  const imported = dataOf(await c.tenant.POST('/api/edge/bulk_import', {
    body: { file: 'SDK Bulk Edge,default,bulk-edge-key,bulk-edge-secret\n', mapping: { columns: [{ type: 'NAME' }, { type: 'TYPE' }, { type: 'ROUTING_KEY' }, { type: 'SECRET' }], delimiter: ',', update: true, header: false } },
  }));
  assert.deepEqual([imported.created, imported.errors], [1, 0]);

  const asset = dataOf(await c.tenant.POST('/api/asset', { body: { name: 'SDK Related Asset', type: 'edge' } }));
  const pump = await named('Water Pump P1');
  emptyOk(await c.tenant.POST('/api/relation', { body: { from: { entityType: 'ASSET', id: asset.id!.id }, to: { entityType: 'DEVICE', id: pump }, type: 'Feeds' } }));
  emptyOk(await c.tenant.DELETE('/api/relations', { params: { query: { entityId: asset.id!.id, entityType: 'ASSET' } } }));
  assert.deepEqual(dataOf(await c.tenant.GET('/api/relations', { params: { query: { fromId: asset.id!.id, fromType: 'ASSET' } } })), []);
});

test('the device API: attributes both ways, a shared-attribute long poll and client-side RPC, while signed out', async () => {
  const token = 'demo-thermostat-t1';
  const t1 = await named('Thermostat T1');
  emptyOk(await device.POST('/api/v1/{deviceToken}/attributes', { params: { path: { deviceToken: token } }, body: { sdkFirmware: '1.2.3' } }));
  emptyOk(await c.tenant.POST('/api/plugins/telemetry/{entityType}/{entityId}/{scope}', {
    params: { path: { entityType: 'DEVICE', entityId: t1, scope: 'SHARED_SCOPE' } }, body: { sdkMode: 'eco' },
  }));
  const attributes = dataOf(await device.GET('/api/v1/{deviceToken}/attributes', {
    params: { path: { deviceToken: token }, query: { clientKeys: 'sdkFirmware', sharedKeys: 'sdkMode' } },
  }));
  assert.deepEqual(attributes, { client: { sdkFirmware: '1.2.3' }, shared: { sdkMode: 'eco' } });

  const poll = device.GET('/api/v1/{deviceToken}/attributes/updates', { params: { path: { deviceToken: token }, query: { timeout: 10000 } } });
  await attributeUpdateWaiters(server.ctx).whenWaiting(t1);
  emptyOk(await c.tenant.POST('/api/plugins/telemetry/{entityType}/{entityId}/{scope}', {
    params: { path: { entityType: 'DEVICE', entityId: t1, scope: 'SHARED_SCOPE' } }, body: { sdkMode: 'boost' },
  }));
  assert.deepEqual(dataOf(await poll), { sdkMode: 'boost' });

  const time = dataOf(await device.POST('/api/v1/{deviceToken}/rpc', { params: { path: { deviceToken: token } }, body: { method: 'getCurrentTime', params: {} } }));
  assert.ok(time && typeof time === 'object' && 'time' in time && typeof time.time === 'number');
  const unknown = await device.GET('/api/v1/{deviceToken}/attributes', { params: { path: { deviceToken: 'no-such-token' } } });
  assert.equal(unknown.response.status, 401);
});

test('the device API: provisioning a new device and downloading its firmware', async () => {
  const profile = dataOf(await c.tenant.POST('/api/deviceProfile', {
    body: {
      name: 'SDK Provisioned', type: 'DEFAULT', transportType: 'DEFAULT', provisionType: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceKey: 'sdk-provision-key',
      profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' }, provisionConfiguration: { type: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceSecret: 'sdk-provision-secret' } },
    },
  }));
  const provisioned = dataOf(await device.POST('/api/v1/provision', {
    body: { deviceName: 'SDK Provisioned 1', provisionDeviceKey: 'sdk-provision-key', provisionDeviceSecret: 'sdk-provision-secret' },
  }));
  assert.deepEqual([provisioned.status, provisioned.credentialsType], ['SUCCESS', 'ACCESS_TOKEN']);
  const denied = dataOf(await device.POST('/api/v1/provision', { body: { deviceName: 'SDK Provisioned 2', provisionDeviceKey: 'sdk-provision-key', provisionDeviceSecret: 'wrong' } }));
  assert.equal(denied.status, 'NOT_FOUND');

  const firmware = await saveOtaPackage(c.tenant, {
    title: 'sdk-fw', version: '1.0', type: 'FIRMWARE', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profile.id!.id },
  }, new Blob(['firmware-bytes']), { checksumAlgorithm: 'SHA256', computeChecksum: true });
  const deviceId = await named('SDK Provisioned 1');
  const current = dataOf(await c.tenant.GET('/api/device/{deviceId}', { params: { path: { deviceId } } }));
  dataOf(await c.tenant.POST('/api/device', { body: { ...current, firmwareId: { entityType: 'OTA_PACKAGE', id: firmware.id!.id } } }));
  const bytes = await device.GET('/api/v1/{deviceToken}/firmware', {
    params: { path: { deviceToken: provisioned.credentialsValue! }, query: { title: 'sdk-fw', version: '1.0' } }, parseAs: 'text',
  });
  assert.equal(dataOf(bytes), 'firmware-bytes');
});

test('LwM2M models and bootstrap defaults, moving a device to another tenant and the legacy two-way RPC', async () => {
  const models = dataOf(await c.tenant.GET('/api/resource/lwm2m', { params: { query: { sortOrder: 'ASC', sortProperty: 'id' } } }));
  assert.ok(Array.isArray(models));
  const paged = dataOf(await c.tenant.GET('/api/resource/lwm2m/page', { params: { query: { pageSize: 5, page: 0 } } }));
  assert.ok(paged.length <= 5);
  const bootstrap = dataOf(await c.tenant.GET('/api/lwm2m/deviceProfile/bootstrap/{isBootstrapServer}', { params: { path: { isBootstrapServer: true } } }));
  assert.equal(typeof bootstrap.port, 'number');

  const tenant = dataOf(await c.sysadmin.POST('/api/tenant', { body: { title: 'SDK Receiving Tenant' } }));
  const moving = dataOf(await c.tenant.POST('/api/device', { body: { name: 'SDK Moving Device' } }));
  const moved = dataOf(await c.tenant.POST('/api/tenant/{tenantId}/device/{deviceId}', { params: { path: { tenantId: tenant.id!.id, deviceId: moving.id!.id } } }));
  assert.deepEqual(moved.tenantId, { entityType: 'TENANT', id: tenant.id!.id });

  const pump = await named('Water Pump P1');
  const late = await c.tenant.POST('/api/plugins/rpc/twoway/{deviceId}', {
    params: { path: { deviceId: pump } }, body: { method: 'status', params: {}, expirationTime: Date.now() + 300 },
  });
  assert.deepEqual([late.response.status, late.error], [408, undefined]);
});
