import { after, afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { assertAnswersFitSchema, dataOf, demoClients, emptyOk, errorOf, type RoleClients } from './sdk-contract-support.js';

let server: TestServer;
let c: RoleClients;
let building: string;

before(async () => {
  server = await startTestServer();
  c = await demoClients(server);
  const found = dataOf(await c.tenant.GET('/api/tenant/assets', { params: { query: { assetName: 'Building A' } } }));
  assert.ok('name' in found);
  building = found.id!.id;
});
after(() => server.close());
afterEach(assertAnswersFitSchema);

const searchParameters = () => ({ rootId: building, rootType: 'ASSET' as const, direction: 'FROM' as const, maxLevel: 3, fetchLastLevelOnly: false });

test('search queries by relation for assets, entity views and edges answer lists', async () => {
  const assets = dataOf(await c.tenant.POST('/api/assets', { body: { parameters: searchParameters(), relationType: 'Contains', assetTypes: ['building', 'floor', 'room'] } }));
  assert.ok(Array.isArray(assets));
  const views = dataOf(await c.tenant.POST('/api/entityViews', { body: { parameters: searchParameters(), relationType: 'Contains', entityViewTypes: ['view'] } }));
  assert.deepEqual(views, []);
  const edges = dataOf(await c.tenant.POST('/api/edges', { body: { parameters: searchParameters(), relationType: 'Contains', edgeTypes: ['default'] } }));
  assert.deepEqual(edges, []);
  const relations = dataOf(await c.tenant.POST('/api/relations', {
    body: { parameters: searchParameters(), filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }] },
  }));
  assert.ok(relations.length > 0);
  assert.ok(relations.every((r) => r.type === 'Contains' && r.to.entityType === 'DEVICE'));
});

test('customer lists of assets, entity views and edges, and the tenant edge infos', async () => {
  const asset = dataOf(await c.tenant.POST('/api/asset', { body: { name: 'SDK Lookup Asset', type: 'lookup' } }));
  dataOf(await c.tenant.POST('/api/customer/{customerId}/asset/{assetId}', { params: { path: { customerId: DEMO.customerAId, assetId: asset.id!.id } } }));
  const assets = dataOf(await c.customer.GET('/api/customer/{customerId}/assets', {
    params: { path: { customerId: DEMO.customerAId }, query: { pageSize: 10, page: 0, type: 'lookup' } },
  }));
  assert.deepEqual(assets.data.map((a) => a.name), ['SDK Lookup Asset']);
  const read = dataOf(await c.customer.GET('/api/asset/{assetId}', { params: { path: { assetId: asset.id!.id } } }));
  assert.equal(read.name, 'SDK Lookup Asset');

  const views = dataOf(await c.customer.GET('/api/customer/{customerId}/entityViews', { params: { path: { customerId: DEMO.customerAId }, query: { pageSize: 10, page: 0 } } }));
  const viewInfos = dataOf(await c.customer.GET('/api/customer/{customerId}/entityViewInfos', { params: { path: { customerId: DEMO.customerAId }, query: { pageSize: 10, page: 0 } } }));
  assert.equal(views.totalElements, viewInfos.totalElements);
  const edges = dataOf(await c.customer.GET('/api/customer/{customerId}/edges', { params: { path: { customerId: DEMO.customerAId }, query: { pageSize: 10, page: 0 } } }));
  assert.equal(typeof edges.hasNext, 'boolean');
  const edgeInfos = dataOf(await c.tenant.GET('/api/tenant/edgeInfos', { params: { query: { pageSize: 10, page: 0, sortProperty: 'name' } } }));
  assert.ok(edgeInfos.data.every((e) => typeof e.customerIsPublic === 'boolean'));
});

test('makes an asset and an entity view public', async () => {
  const asset = dataOf(await c.tenant.POST('/api/asset', { body: { name: 'SDK Public Asset', type: 'lookup' } }));
  const publicAsset = dataOf(await c.tenant.POST('/api/customer/public/asset/{assetId}', { params: { path: { assetId: asset.id!.id } } }));
  assert.deepEqual(publicAsset.customerId, { entityType: 'CUSTOMER', id: DEMO.publicCustomerId });
  const t1 = dataOf(await c.tenant.GET('/api/tenant/devices', { params: { query: { deviceName: 'Thermostat T1' } } }));
  assert.ok('name' in t1);
  const view = dataOf(await c.tenant.POST('/api/entityView', { body: { name: 'SDK Public View', type: 'view', entityId: { entityType: 'DEVICE', id: t1.id!.id } } }));
  const publicView = dataOf(await c.tenant.POST('/api/customer/public/entityView/{entityViewId}', { params: { path: { entityViewId: view.id!.id } } }));
  assert.deepEqual(publicView.customerId, { entityType: 'CUSTOMER', id: DEMO.publicCustomerId });
});

test('attribute keys of a device, of device profiles and the OTA-less device count', async () => {
  const t1 = dataOf(await c.tenant.GET('/api/tenant/devices', { params: { query: { deviceName: 'Thermostat T1' } } }));
  assert.ok('name' in t1);
  emptyOk(await c.tenant.POST('/api/plugins/telemetry/{deviceId}/{scope}', {
    params: { path: { deviceId: t1.id!.id, scope: 'SERVER_SCOPE' } }, body: { sdkLookupKey: true },
  }));
  const keys = dataOf(await c.tenant.GET('/api/plugins/telemetry/{entityType}/{entityId}/keys/attributes', {
    params: { path: { entityType: 'DEVICE', entityId: t1.id!.id } },
  }));
  assert.ok(keys.includes('sdkLookupKey'));
  const profileKeys = dataOf(await c.tenant.GET('/api/deviceProfile/devices/keys/attributes', {
    params: { query: { deviceProfileId: DEMO.defaultDeviceProfileId } },
  }));
  assert.ok(profileKeys.includes('sdkLookupKey'));
  emptyOk(await c.tenant.DELETE('/api/plugins/telemetry/{deviceId}/{scope}', {
    params: { path: { deviceId: t1.id!.id, scope: 'SERVER_SCOPE' }, query: { keys: 'sdkLookupKey' } },
  }));
  const count = dataOf(await c.tenant.GET('/api/devices/count/{otaPackageType}/{deviceProfileId}', {
    params: { path: { otaPackageType: 'FIRMWARE', deviceProfileId: DEMO.defaultDeviceProfileId } },
  }));
  assert.equal(typeof count, 'number');
  assert.ok(count >= 6);
});

test('bulk import of devices and assets answers created, updated and error counts', async () => {
  const devices = dataOf(await c.tenant.POST('/api/device/bulk_import', {
    body: {
      file: 'name,type,temperature\nSDK Bulk 1,bulk,21\nSDK Bulk 2,bulk,22\n',
      mapping: {
        columns: [{ type: 'NAME' }, { type: 'TYPE' }, { type: 'TIMESERIES', key: 'temperature' }],
        delimiter: ',', update: true, header: true,
      },
    },
  }));
  assert.deepEqual([devices.created, devices.updated, devices.errors], [2, 0, 0]);
  const assets = dataOf(await c.tenant.POST('/api/asset/bulk_import', {
    body: { file: 'SDK Bulk Asset;bulk\n', mapping: { columns: [{ type: 'NAME' }, { type: 'TYPE' }], delimiter: ';', update: true, header: false } },
  }));
  assert.deepEqual([assets.created, assets.errors], [1, 0]);
});

test('a customer claims a device whose claim the device announced; a wrong secret uses the claim up', async () => {
  const device = dataOf(await c.tenant.POST('/api/device', { params: { query: { accessToken: 'sdk-claim-token' } }, body: { name: 'SDK Claimable' } }));
  const announce = async () => emptyOk(await c.tenant.POST('/api/v1/{deviceToken}/claim', {
    params: { path: { deviceToken: 'sdk-claim-token' } }, body: { secretKey: 'open-sesame', durationMs: 60000 },
  }));
  const claim = (secretKey: string) => c.customer.POST('/api/customer/device/{deviceName}/claim', { params: { path: { deviceName: 'SDK Claimable' } }, body: { secretKey } });
  await announce();
  const wrong = errorOf(await claim('nope'), 400);
  assert.ok('response' in wrong);
  assert.deepEqual([wrong.response, wrong.device], ['FAILURE', null]);
  const usedUp = errorOf(await claim('open-sesame'), 400);
  assert.ok('response' in usedUp && usedUp.response === 'FAILURE');

  await announce();
  const claimed = dataOf(await claim('open-sesame'));
  assert.equal(claimed.response, 'SUCCESS');
  assert.deepEqual(claimed.device?.customerId, { entityType: 'CUSTOMER', id: DEMO.customerAId });
  await announce();
  const again = errorOf(await claim('open-sesame'), 400);
  assert.ok('response' in again && again.response === 'CLAIMED');

  emptyOk(await c.customer.DELETE('/api/customer/device/{deviceName}/claim', { params: { path: { deviceName: 'SDK Claimable' } } }));
  const released = dataOf(await c.tenant.GET('/api/device/{deviceId}', { params: { path: { deviceId: device.id!.id } } }));
  assert.deepEqual(released.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });
});

test('tenant profile info by id, default profile switch and the system information', async () => {
  const info = dataOf(await c.sysadmin.GET('/api/tenantProfileInfo/{tenantProfileId}', { params: { path: { tenantProfileId: DEMO.tenantProfileId } } }));
  assert.deepEqual(info.id, { entityType: 'TENANT_PROFILE', id: DEMO.tenantProfileId });
  const made = dataOf(await c.sysadmin.POST('/api/tenantProfile/{tenantProfileId}/default', { params: { path: { tenantProfileId: DEMO.tenantProfileId } } }));
  assert.equal(made.default, true);
  const system = dataOf(await c.sysadmin.GET('/api/system/info'));
  assert.deepEqual(Object.keys(system), ['version', 'artifact', 'name']);
  assert.equal(system.version, '3.4.1');
  const denied = errorOf(await c.tenant.POST('/api/tenantProfile/{tenantProfileId}/default', { params: { path: { tenantProfileId: DEMO.tenantProfileId } } }), 403);
  assert.equal(denied.errorCode, 20);
});
