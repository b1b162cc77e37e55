import { after, afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { dataOf, demoClients, emptyOk, errorOf, assertAnswersFitSchema, type RoleClients } from './sdk-contract-support.js';

let server: TestServer;
let c: RoleClients;

before(async () => {
  server = await startTestServer();
  c = await demoClients(server);
});
after(() => server.close());
afterEach(assertAnswersFitSchema);

async function deviceNamed(name: string) {
  const found = dataOf(await c.tenant.GET('/api/tenant/devices', { params: { query: { deviceName: name } } }));
  assert.ok('name' in found, 'a device, not a page');
  return found;
}

test('saves a device with an access token and reads it back as device and device info', async () => {
  const saved = dataOf(await c.tenant.POST('/api/device', {
    params: { query: { accessToken: 'sdk-contract-token' } },
    body: { name: 'SDK Contract Device', type: 'sdk-contract', label: 'Lab', additionalInfo: { gateway: false, description: 'made by the SDK' } },
  }));
  assert.equal(saved.id!.entityType, 'DEVICE');
  assert.equal(saved.name, 'SDK Contract Device');
  assert.equal(saved.type, 'sdk-contract');
  assert.equal(saved.label, 'Lab');
  assert.deepEqual(saved.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.deepEqual(saved.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });
  assert.equal(saved.deviceProfileId!.entityType, 'DEVICE_PROFILE');
  assert.equal(saved.deviceData!.configuration!.type, 'DEFAULT');
  assert.equal(saved.deviceData!.transportConfiguration!.type, 'DEFAULT');
  assert.equal(typeof saved.createdTime, 'number');

  const deviceId = saved.id!.id;
  const read = dataOf(await c.tenant.GET('/api/device/{deviceId}', { params: { path: { deviceId } } }));
  assert.deepEqual(read, saved);
  const info = dataOf(await c.tenant.GET('/api/device/info/{deviceId}', { params: { path: { deviceId } } }));
  assert.equal(info.deviceProfileName, 'sdk-contract');
  assert.equal(info.customerIsPublic, false);
  assert.equal(info.customerTitle ?? null, null);

  const credentials = dataOf(await c.tenant.GET('/api/device/{deviceId}/credentials', { params: { path: { deviceId } } }));
  assert.equal(credentials.credentialsType, 'ACCESS_TOKEN');
  assert.equal(credentials.credentialsId, 'sdk-contract-token');
  assert.deepEqual(credentials.deviceId, saved.id);

  const updated = dataOf(await c.tenant.POST('/api/device/credentials', {
    body: { ...credentials, credentialsType: 'MQTT_BASIC', credentialsValue: JSON.stringify({ clientId: 'c1', userName: 'u1', password: 'p1' }) },
  }));
  assert.equal(updated.credentialsType, 'MQTT_BASIC');
  assert.deepEqual(JSON.parse(updated.credentialsValue!), { clientId: 'c1', userName: 'u1', password: 'p1' });

  emptyOk(await c.tenant.DELETE('/api/device/{deviceId}', { params: { path: { deviceId } } }));
  const gone = errorOf(await c.tenant.GET('/api/device/{deviceId}', { params: { path: { deviceId } } }), 404);
  assert.equal(gone.errorCode, 32);
  assert.equal(gone.status, 404);
});

test('pages devices and device infos with text search, sort and type filter', async () => {
  const page = dataOf(await c.tenant.GET('/api/tenant/deviceInfos', {
    params: { query: { pageSize: 2, page: 0, textSearch: 'thermostat', sortProperty: 'name', sortOrder: 'DESC' } },
  }));
  assert.deepEqual(page.data.map((d) => [d.name, d.customerTitle]), [['Thermostat T2', 'Customer A'], ['Thermostat T1', 'Customer A']]);
  assert.equal(page.totalElements, 2);
  assert.equal(page.totalPages, 1);
  assert.equal(page.hasNext, false);

  const devices = dataOf(await c.tenant.GET('/api/tenant/devices', { params: { query: { pageSize: 100, page: 0, sortProperty: 'name' } } }));
  assert.ok('data' in devices, 'a page, not a device');
  assert.ok(devices.data.some((d) => d.name === 'Gateway G1'));

  const mine = dataOf(await c.customer.GET('/api/customer/{customerId}/deviceInfos', {
    params: { path: { customerId: DEMO.customerAId }, query: { pageSize: 10, page: 0, sortProperty: 'name', sortOrder: 'ASC' } },
  }));
  assert.deepEqual(mine.data.map((d) => d.name), ['Thermostat T1', 'Thermostat T2']);
  const customerDevices = dataOf(await c.customer.GET('/api/customer/{customerId}/devices', {
    params: { path: { customerId: DEMO.customerAId }, query: { pageSize: 10, page: 0, type: 'default' } },
  }));
  assert.deepEqual(customerDevices.data.map((d) => d.type), ['default', 'default']);

  const duplicate = errorOf(await c.tenant.POST('/api/device', { body: { name: 'Thermostat T1', type: 'thermostat' } }), 400);
  assert.equal(duplicate.errorCode, 31);
  assert.equal(duplicate.message, 'Device with such name already exists!');
});

test('finds a device by name, lists devices by ids and the device types', async () => {
  const t1 = await deviceNamed('Thermostat T1');
  assert.deepEqual(t1.customerId, { entityType: 'CUSTOMER', id: DEMO.customerAId });
  const missing = errorOf(await c.tenant.GET('/api/tenant/devices', { params: { query: { deviceName: 'No such device' } } }), 404);
  assert.equal(missing.errorCode, 32);

  const pump = await deviceNamed('Water Pump P1');
  const byIds = dataOf(await c.tenant.GET('/api/devices', { params: { query: { deviceIds: [t1.id!.id, pump.id!.id] } } }));
  assert.deepEqual(byIds.map((d) => d.name).sort(), ['Thermostat T1', 'Water Pump P1']);

  const types = dataOf(await c.tenant.GET('/api/device/types'));
  assert.ok(types.length > 0);
  for (const subtype of types) {
    assert.equal(subtype.entityType, 'DEVICE');
    assert.deepEqual(subtype.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  }
  assert.ok(types.some((s) => s.type === 'default'));
});

test('assigns a device to a customer and to the public customer, then unassigns it', async () => {
  const gateway = await deviceNamed('Gateway G1');
  const deviceId = gateway.id!.id;
  const assigned = dataOf(await c.tenant.POST('/api/customer/{customerId}/device/{deviceId}', {
    params: { path: { customerId: DEMO.customerBId, deviceId } },
  }));
  assert.deepEqual(assigned.customerId, { entityType: 'CUSTOMER', id: DEMO.customerBId });
  const unassigned = dataOf(await c.tenant.DELETE('/api/customer/device/{deviceId}', { params: { path: { deviceId } } }));
  assert.deepEqual(unassigned.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });

  const made = dataOf(await c.tenant.POST('/api/customer/public/device/{deviceId}', { params: { path: { deviceId } } }));
  assert.deepEqual(made.customerId, { entityType: 'CUSTOMER', id: DEMO.publicCustomerId });
  const info = dataOf(await c.tenant.GET('/api/device/info/{deviceId}', { params: { path: { deviceId } } }));
  assert.equal(info.customerIsPublic, true);
  assert.equal(info.customerTitle, 'Public');
  dataOf(await c.tenant.DELETE('/api/customer/device/{deviceId}', { params: { path: { deviceId } } }));

  const denied = errorOf(await c.customer.POST('/api/customer/{customerId}/device/{deviceId}', {
    params: { path: { customerId: DEMO.customerAId, deviceId } },
  }), 403);
  assert.equal(denied.errorCode, 20);
  assert.equal(denied.message, "You don't have permission to perform this operation!");
});

test('saves a device with credentials in one call and searches devices by relation query', async () => {
  const saved = dataOf(await c.tenant.POST('/api/device-with-credentials', {
    body: {
      device: { name: 'SDK Contract Paired', type: 'sdk-contract' },
      credentials: { credentialsType: 'ACCESS_TOKEN', credentialsId: 'sdk-contract-paired' },
    },
  }));
  const creds = dataOf(await c.tenant.GET('/api/device/{deviceId}/credentials', { params: { path: { deviceId: saved.id!.id } } }));
  assert.equal(creds.credentialsId, 'sdk-contract-paired');

  const building = dataOf(await c.tenant.GET('/api/tenant/assets', { params: { query: { assetName: 'Building A' } } }));
  assert.ok('name' in building);
  const found = dataOf(await c.tenant.POST('/api/devices', {
    body: {
      parameters: { rootId: building.id!.id, rootType: 'ASSET', direction: 'FROM', maxLevel: 2, fetchLastLevelOnly: false },
      relationType: 'Contains',
      deviceTypes: ['default'],
    },
  }));
  assert.ok(found.length > 0);
  assert.ok(found.every((d) => d.type === 'default'));
});

test('device profiles: save, read, infos, default, keys and delete', async () => {
  const saved = dataOf(await c.tenant.POST('/api/deviceProfile', {
    body: {
      name: 'SDK Contract Profile',
      type: 'DEFAULT',
      transportType: 'DEFAULT',
      provisionType: 'DISABLED',
      description: 'profile made by the SDK',
      profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: { type: 'DEFAULT' },
        provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
        alarms: [],
      },
    },
  }));
  assert.equal(saved.default, false);
  assert.equal(saved.name, 'SDK Contract Profile');
  assert.equal(saved.profileData!.configuration!.type, 'DEFAULT');
  const profileId = saved.id!.id;

  const read = dataOf(await c.tenant.GET('/api/deviceProfile/{deviceProfileId}', { params: { path: { deviceProfileId: profileId } } }));
  assert.equal(read.description, 'profile made by the SDK');
  const info = dataOf(await c.customer.GET('/api/deviceProfileInfo/{deviceProfileId}', { params: { path: { deviceProfileId: profileId } } }));
  assert.deepEqual([info.name, info.type, info.transportType], ['SDK Contract Profile', 'DEFAULT', 'DEFAULT']);
  const defaultInfo = dataOf(await c.customer.GET('/api/deviceProfileInfo/default'));
  assert.equal(defaultInfo.id!.id, DEMO.defaultDeviceProfileId);

  const infos = dataOf(await c.tenant.GET('/api/deviceProfileInfos', {
    params: { query: { pageSize: 10, page: 0, textSearch: 'sdk contract', transportType: 'DEFAULT' } },
  }));
  assert.deepEqual(infos.data.map((p) => p.name), ['SDK Contract Profile']);
  const profiles = dataOf(await c.tenant.GET('/api/deviceProfiles', { params: { query: { pageSize: 50, page: 0, sortProperty: 'name' } } }));
  assert.equal(profiles.data.filter((p) => p.default).length, 1);

  const made = dataOf(await c.tenant.POST('/api/deviceProfile/{deviceProfileId}/default', { params: { path: { deviceProfileId: profileId } } }));
  assert.equal(made.default, true);
  dataOf(await c.tenant.POST('/api/deviceProfile/{deviceProfileId}/default', { params: { path: { deviceProfileId: DEMO.defaultDeviceProfileId } } }));

  const keys = dataOf(await c.tenant.GET('/api/deviceProfile/devices/keys/timeseries', { params: { query: {} } }));
  assert.ok(Array.isArray(keys));
  assert.ok(keys.every((k) => typeof k === 'string'));

  emptyOk(await c.tenant.DELETE('/api/deviceProfile/{deviceProfileId}', { params: { path: { deviceProfileId: profileId } } }));
  const inUse = errorOf(await c.tenant.DELETE('/api/deviceProfile/{deviceProfileId}', {
    params: { path: { deviceProfileId: DEMO.defaultDeviceProfileId } },
  }), 400);
  assert.equal(inUse.errorCode, 31);
});

test('assets: save, infos, by name, by ids, types, assignment and delete', async () => {
  const saved = dataOf(await c.tenant.POST('/api/asset', { body: { name: 'SDK Contract Asset', type: 'room', label: 'R1' } }));
  assert.deepEqual([saved.name, saved.type, saved.label], ['SDK Contract Asset', 'room', 'R1']);
  assert.deepEqual(saved.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });
  const assetId = saved.id!.id;

  const assigned = dataOf(await c.tenant.POST('/api/customer/{customerId}/asset/{assetId}', {
    params: { path: { customerId: DEMO.customerAId, assetId } },
  }));
  assert.equal(assigned.customerId!.id, DEMO.customerAId);
  const info = dataOf(await c.customer.GET('/api/asset/info/{assetId}', { params: { path: { assetId } } }));
  assert.deepEqual([info.customerTitle, info.customerIsPublic], ['Customer A', false]);
  const customerInfos = dataOf(await c.customer.GET('/api/customer/{customerId}/assetInfos', {
    params: { path: { customerId: DEMO.customerAId }, query: { pageSize: 10, page: 0, textSearch: 'SDK' } },
  }));
  assert.deepEqual(customerInfos.data.map((a) => a.name), ['SDK Contract Asset']);
  dataOf(await c.tenant.DELETE('/api/customer/asset/{assetId}', { params: { path: { assetId } } }));

  const byName = dataOf(await c.tenant.GET('/api/tenant/assets', { params: { query: { assetName: 'SDK Contract Asset' } } }));
  assert.ok('id' in byName && byName.id!.id === assetId);
  const byIds = dataOf(await c.tenant.GET('/api/assets', { params: { query: { assetIds: [assetId] } } }));
  assert.deepEqual(byIds.map((a) => a.name), ['SDK Contract Asset']);
  const tenantInfos = dataOf(await c.tenant.GET('/api/tenant/assetInfos', { params: { query: { pageSize: 10, page: 0, type: 'room' } } }));
  assert.deepEqual(tenantInfos.data.map((a) => a.name), ['SDK Contract Asset']);
  const types = dataOf(await c.tenant.GET('/api/asset/types'));
  assert.ok(types.some((t) => t.type === 'room' && t.entityType === 'ASSET'));

  emptyOk(await c.tenant.DELETE('/api/asset/{assetId}', { params: { path: { assetId } } }));
  const denied = errorOf(await c.customer.POST('/api/asset', { body: { name: 'Not mine', type: 'room' } }), 403);
  assert.equal(denied.errorCode, 20);
});

test('entity views: save over a device, read, infos, types, assignment and delete', async () => {
  const t1 = await deviceNamed('Thermostat T1');
  const saved = dataOf(await c.tenant.POST('/api/entityView', {
    body: {
      name: 'SDK Contract View',
      type: 'view',
      entityId: { entityType: 'DEVICE', id: t1.id!.id },
      keys: { timeseries: ['temperature'], attributes: { cs: [], ss: ['active'], sh: [] } },
      startTimeMs: 0,
      endTimeMs: 0,
    },
  }));
  assert.deepEqual(saved.entityId, { entityType: 'DEVICE', id: t1.id!.id });
  assert.deepEqual(saved.keys!.timeseries, ['temperature']);
  assert.deepEqual(saved.keys!.attributes!.ss, ['active']);
  const viewId = saved.id!.id;

  const read = dataOf(await c.tenant.GET('/api/entityView/{entityViewId}', { params: { path: { entityViewId: viewId } } }));
  assert.equal(read.name, 'SDK Contract View');
  const assigned = dataOf(await c.tenant.POST('/api/customer/{customerId}/entityView/{entityViewId}', {
    params: { path: { customerId: DEMO.customerAId, entityViewId: viewId } },
  }));
  assert.equal(assigned.customerId!.id, DEMO.customerAId);
  const info = dataOf(await c.customer.GET('/api/entityView/info/{entityViewId}', { params: { path: { entityViewId: viewId } } }));
  assert.equal(info.customerTitle, 'Customer A');
  const infos = dataOf(await c.tenant.GET('/api/tenant/entityViewInfos', { params: { query: { pageSize: 10, page: 0, textSearch: 'contract view' } } }));
  assert.deepEqual(infos.data.map((v) => v.name), ['SDK Contract View']);
  const byName = dataOf(await c.tenant.GET('/api/tenant/entityViews', { params: { query: { entityViewName: 'SDK Contract View' } } }));
  assert.ok('id' in byName && byName.id!.id === viewId);
  const types = dataOf(await c.tenant.GET('/api/entityView/types'));
  assert.ok(types.some((t) => t.type === 'view' && t.entityType === 'ENTITY_VIEW'));
  dataOf(await c.tenant.DELETE('/api/customer/entityView/{entityViewId}', { params: { path: { entityViewId: viewId } } }));
  emptyOk(await c.tenant.DELETE('/api/entityView/{entityViewId}', { params: { path: { entityViewId: viewId } } }));
});

test('edges: enabled flag, save, read, infos, by name, assignment and delete', async () => {
  const enabled = dataOf(await c.tenant.GET('/api/edges/enabled'));
  assert.equal(typeof enabled, 'boolean');
  const saved = dataOf(await c.tenant.POST('/api/edge', {
    body: { name: 'SDK Contract Edge', type: 'default', routingKey: 'sdk-contract-key', secret: 'sdk-contract-secret' },
  }));
  assert.deepEqual([saved.name, saved.routingKey, saved.secret], ['SDK Contract Edge', 'sdk-contract-key', 'sdk-contract-secret']);
  const edgeId = saved.id!.id;
  const read = dataOf(await c.tenant.GET('/api/edge/{edgeId}', { params: { path: { edgeId } } }));
  assert.equal(read.name, 'SDK Contract Edge');
  const byName = dataOf(await c.tenant.GET('/api/tenant/edges', { params: { query: { edgeName: 'SDK Contract Edge' } } }));
  assert.ok('id' in byName && byName.id!.id === edgeId);
  const page = dataOf(await c.tenant.GET('/api/edges', { params: { query: { pageSize: 10, page: 0, textSearch: 'contract edge' } } }));
  assert.ok('data' in page);
  assert.deepEqual(page.data.map((e) => e.name), ['SDK Contract Edge']);
  const assigned = dataOf(await c.tenant.POST('/api/customer/{customerId}/edge/{edgeId}', { params: { path: { customerId: DEMO.customerAId, edgeId } } }));
  assert.equal(assigned.customerId!.id, DEMO.customerAId);
  const infos = dataOf(await c.customer.GET('/api/customer/{customerId}/edgeInfos', {
    params: { path: { customerId: DEMO.customerAId }, query: { pageSize: 10, page: 0, sortProperty: 'name', sortOrder: 'ASC' } },
  }));
  assert.deepEqual(infos.data.map((e) => [e.name, e.customerTitle]), [['Edge E1', 'Customer A'], ['SDK Contract Edge', 'Customer A']]);
  const types = dataOf(await c.tenant.GET('/api/edge/types'));
  assert.ok(types.some((t) => t.entityType === 'EDGE' && t.type === 'default'));
  dataOf(await c.tenant.DELETE('/api/customer/edge/{edgeId}', { params: { path: { edgeId } } }));
  emptyOk(await c.tenant.DELETE('/api/edge/{edgeId}', { params: { path: { edgeId } } }));
});

test('relations: save, read one, list by end, query, infos and delete', async () => {
  const building = dataOf(await c.tenant.GET('/api/tenant/assets', { params: { query: { assetName: 'Building A' } } }));
  const pump = await deviceNamed('Water Pump P1');
  assert.ok('id' in building);
  const from = { entityType: 'ASSET' as const, id: building.id!.id };
  const to = { entityType: 'DEVICE' as const, id: pump.id!.id };
  emptyOk(await c.tenant.POST('/api/relation', { body: { from, to, type: 'Manages', typeGroup: 'COMMON', additionalInfo: { note: 'sdk' } } }));

  const one = dataOf(await c.tenant.GET('/api/relation', {
    params: { query: { fromId: from.id, fromType: 'ASSET', relationType: 'Manages', toId: to.id, toType: 'DEVICE' } },
  }));
  assert.deepEqual([one.from, one.to, one.type, one.typeGroup], [from, to, 'Manages', 'COMMON']);
  assert.deepEqual(one.additionalInfo, { note: 'sdk' });

  const fromBuilding = dataOf(await c.tenant.GET('/api/relations', { params: { query: { fromId: from.id, fromType: 'ASSET', relationType: 'Manages' } } }));
  assert.deepEqual(fromBuilding.map((r) => r.to.id), [to.id]);
  const infos = dataOf(await c.tenant.GET('/api/relations/info', { params: { query: { toId: to.id, toType: 'DEVICE' } } }));
  const managed = infos.find((r) => r.type === 'Manages');
  assert.deepEqual([managed?.fromName, managed?.toName], ['Building A', 'Water Pump P1']);

  const queried = dataOf(await c.tenant.POST('/api/relations/info', {
    body: {
      parameters: { rootId: from.id, rootType: 'ASSET', direction: 'FROM', maxLevel: 1, fetchLastLevelOnly: false },
      filters: [{ relationType: 'Manages', entityTypes: ['DEVICE'] }],
    },
  }));
  assert.deepEqual(queried.map((r) => r.toName), ['Water Pump P1']);

  emptyOk(await c.tenant.DELETE('/api/relation', {
    params: { query: { fromId: from.id, fromType: 'ASSET', relationType: 'Manages', toId: to.id, toType: 'DEVICE' } },
  }));
  const gone = errorOf(await c.tenant.GET('/api/relation', {
    params: { query: { fromId: from.id, fromType: 'ASSET', relationType: 'Manages', toId: to.id, toType: 'DEVICE' } },
  }), 404);
  assert.equal(gone.errorCode, 32);
});

test('audit logs: pages of the tenant, of an entity and of a user with action types', async () => {
  const saved = dataOf(await c.tenant.POST('/api/asset', { body: { name: 'SDK Audited Asset', type: 'room' } }));
  const assetId = saved.id!.id;
  const byEntity = dataOf(await c.tenant.GET('/api/audit/logs/entity/{entityType}/{entityId}', {
    params: { path: { entityType: 'ASSET', entityId: assetId }, query: { pageSize: 10, page: 0 } },
  }));
  const added = byEntity.data[0];
  assert.ok(added);
  assert.deepEqual([added.actionType, added.actionStatus, added.entityName, added.userName], ['ADDED', 'SUCCESS', 'SDK Audited Asset', 'tenant@thingsboard.org']);
  assert.deepEqual(added.entityId, { entityType: 'ASSET', id: assetId });

  const tenantLogs = dataOf(await c.tenant.GET('/api/audit/logs', {
    params: { query: { pageSize: 5, page: 0, actionTypes: 'ADDED', sortProperty: 'createdTime', sortOrder: 'DESC' } },
  }));
  assert.ok(tenantLogs.data.every((l) => l.actionType === 'ADDED'));
  assert.equal(tenantLogs.data[0]?.entityName, 'SDK Audited Asset');

  const userLogs = dataOf(await c.tenant.GET('/api/audit/logs/user/{userId}', {
    params: { path: { userId: DEMO.tenantAdminId }, query: { pageSize: 100, page: 0, textSearch: 'SDK Audited' } },
  }));
  assert.ok(userLogs.totalElements >= 1);
  const customerLogs = dataOf(await c.tenant.GET('/api/audit/logs/customer/{customerId}', {
    params: { path: { customerId: DEMO.customerAId }, query: { pageSize: 10, page: 0 } },
  }));
  assert.equal(typeof customerLogs.hasNext, 'boolean');
  const denied = errorOf(await c.customer.GET('/api/audit/logs', { params: { query: { pageSize: 10, page: 0 } } }), 403);
  assert.equal(denied.errorCode, 20);
});
