import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { on } from '../../server/events.js';
import { createClient, createMemoryTokenStore } from '../../sdk/index.js';
import { assetId, countRows, deviceId, roleTokens, type RoleTokens } from './entities-support.js';

let server: TestServer;
let t: RoleTokens;

before(async () => {
  server = await startTestServer();
  t = await roleTokens(server);
});
after(() => server.close());

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });
const save = (body: unknown, query = '') => call('POST', `/api/device${query}`, t.tenant, body);

test('a saved device takes the default profile, answers Device JSON and gets a 20-character access token', async () => {
  const res = await save({ name: 'Plain Device', label: 'plain', additionalInfo: { gateway: false, description: 'd' } });
  assert.equal(res.status, 200);
  const d = res.body;
  assert.deepEqual(Object.keys(d), ['id', 'createdTime', 'additionalInfo', 'tenantId', 'customerId', 'name', 'type', 'label',
    'deviceProfileId', 'deviceData', 'firmwareId', 'softwareId', 'externalId']);
  assert.equal(d.id.entityType, 'DEVICE');
  assert.deepEqual(d.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.deepEqual(d.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });
  assert.deepEqual(d.deviceProfileId, { entityType: 'DEVICE_PROFILE', id: DEMO.defaultDeviceProfileId });
  assert.equal(d.type, 'default');
  assert.deepEqual(d.deviceData, { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } });
  assert.equal(d.firmwareId, null);
  const creds = await call('GET', `/api/device/${d.id.id}/credentials`, t.tenant);
  assert.equal(creds.body.credentialsType, 'ACCESS_TOKEN');
  assert.match(creds.body.credentialsId, /^[A-Za-z0-9]{20}$/);
  assert.equal(creds.body.credentialsValue, null);
});

test('the type names a profile, created when missing, and the type is overwritten with the profile name', async () => {
  const res = await save({ name: 'Typed Device', type: 'Boiler' });
  assert.equal(res.status, 200);
  const profile = await call('GET', `/api/deviceProfile/${res.body.deviceProfileId.id}`, t.tenant);
  assert.equal(profile.body.name, 'Boiler');
  assert.equal(profile.body.default, false);
  const again = await save({ name: 'Typed Device 2', type: 'Boiler' });
  assert.equal(again.body.deviceProfileId.id, res.body.deviceProfileId.id);
  const byProfile = await save({ name: 'Typed Device 3', type: 'ignored', deviceProfileId: res.body.deviceProfileId });
  assert.equal(byProfile.body.type, 'Boiler');
});

test('device data follows the profile transport, keeping extra properties of a matching configuration', async () => {
  const profile = await call('POST', '/api/deviceProfile', t.tenant, { name: 'Mqtt profile', type: 'DEFAULT', transportType: 'MQTT' });
  assert.equal(profile.status, 200);
  const res = await save({ name: 'Mqtt Device', deviceProfileId: profile.body.id,
    deviceData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'COAP' } } });
  assert.deepEqual(res.body.deviceData.transportConfiguration, { type: 'MQTT' });
  const kept = await save({ ...res.body, deviceData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'MQTT', extra: 1 } } });
  assert.deepEqual(kept.body.deviceData.transportConfiguration, { type: 'MQTT', extra: 1 });
});

test('the accessToken query parameter becomes the new device token', async () => {
  const res = await save({ name: 'Token Device' }, '?accessToken=my-own-token-1');
  const creds = await call('GET', `/api/device/${res.body.id.id}/credentials`, t.tenant);
  assert.equal(creds.body.credentialsId, 'my-own-token-1');
  const dup = await save({ name: 'Token Device 2' }, '?accessToken=my-own-token-1');
  assert.equal(dup.status, 400);
  assert.equal(dup.body.message, 'Device credentials are already assigned to another device!');
  assert.equal((await call('GET', '/api/tenant/devices?deviceName=Token%20Device%202', t.tenant)).status, 404);
});

test('a duplicate name answers 400 "Device with such name already exists!" and creates nothing', async () => {
  const before = await countRows(server, 'device');
  const res = await save({ name: 'Thermostat T1' });
  assert.equal(res.status, 400);
  assert.equal(res.body.errorCode, 31);
  assert.equal(res.body.message, 'Device with such name already exists!');
  assert.equal(await countRows(server, 'device'), before);
});

test('save validates name, profile and customer with the ThingsBoard messages', async () => {
  const cases: Array<[unknown, string]> = [
    [{ type: 'x' }, 'Device name should be specified!'],
    [{ name: '   ' }, 'Device name should be specified!'],
    [{ name: 'x'.repeat(256) }, 'Validation error: length of name must be equal or less than 255'],
    [{ name: '<script>alert(1)</script>' }, 'Validation error: name is malformed'],
    [{ name: 'nul\u0000byte' }, 'Validation error: name should not contain 0x00 symbol!'],
    [{ name: 'L', label: 5 }, 'Invalid request body: label must be a string'],
    [{ name: 'P', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: '11111111-1111-4111-8111-111111111111' } },
      'Device is referencing non existing device profile!'],
    [{ name: 'C', customerId: { entityType: 'CUSTOMER', id: '11111111-1111-4111-8111-111111111111' } }, "Can't assign device to non-existent customer!"],
    [{ name: 'C', customerId: { entityType: 'CUSTOMER', id: t.otherCustomerId } }, "Can't assign device to customer from different tenant!"],
  ];
  for (const [body, message] of cases) {
    const res = await save(body);
    assert.equal(res.status, 400, message);
    assert.equal(res.body.message, message);
  }
});

test('a device profile of another tenant cannot be referenced', async () => {
  const other = await server.ctx.db.one<{ id: string }>('SELECT id FROM device_profile WHERE tenant_id = $1', [t.otherTenantId]);
  const profileId = other?.id ?? (await call('POST', '/api/deviceProfile', t.otherTenant,
    { name: 'theirs', type: 'DEFAULT', transportType: 'DEFAULT' })).body.id.id;
  const res = await save({ name: 'Foreign profile', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profileId } });
  assert.equal(res.status, 400);
  assert.equal(res.body.message, 'Device can`t be referencing to device profile from different tenant!');
});

test('updating a device keeps its id, credentials and created time', async () => {
  const created = (await save({ name: 'Update Me' })).body;
  const creds = (await call('GET', `/api/device/${created.id.id}/credentials`, t.tenant)).body;
  const res = await save({ ...created, name: 'Updated', label: 'new' });
  assert.equal(res.status, 200);
  assert.equal(res.body.id.id, created.id.id);
  assert.equal(res.body.createdTime, created.createdTime);
  assert.equal(res.body.label, 'new');
  assert.equal((await call('GET', `/api/device/${created.id.id}/credentials`, t.tenant)).body.credentialsId, creds.credentialsId);
});

test('saving with an unknown id answers 404 naming the device', async () => {
  const id = '22222222-2222-4222-8222-222222222222';
  const res = await save({ id: { entityType: 'DEVICE', id }, name: 'ghost' });
  assert.equal(res.status, 404);
  assert.equal(res.body.errorCode, 32);
  assert.equal(res.body.message, `Device with id [${id}] is not found`);
});

test('device info adds customer title, public flag and profile name', async () => {
  const id = await deviceId(server, 'Thermostat T2');
  const res = await call('GET', `/api/device/info/${id}`, t.tenant);
  assert.equal(res.body.customerTitle, 'Customer A');
  assert.equal(res.body.customerIsPublic, false);
  assert.equal(res.body.deviceProfileName, 'default');
  const unassigned = await call('GET', `/api/device/info/${await deviceId(server, 'Gateway G1')}`, t.tenant);
  assert.equal(unassigned.body.customerTitle, null);
  assert.equal(unassigned.body.customerIsPublic, false);
});

test('tenant device lists page, filter by type and search by name only', async () => {
  const page = await call('GET', '/api/tenant/devices?pageSize=2&page=0&sortProperty=name&sortOrder=ASC', t.tenant);
  assert.equal(page.status, 200);
  assert.equal(page.body.data.length, 2);
  assert.equal(page.body.hasNext, true);
  assert.equal(page.body.totalPages, Math.ceil(page.body.totalElements / 2));
  const names = page.body.data.map((d: { name: string }) => d.name);
  assert.deepEqual(names, [...names].sort());
  const typed = await call('GET', '/api/tenant/devices?pageSize=50&page=0&type=Boiler', t.tenant);
  assert.ok(typed.body.data.length >= 2);
  assert.ok(typed.body.data.every((d: { type: string }) => d.type === 'Boiler'));
  const byLabel = await call('GET', '/api/tenant/devices?pageSize=50&page=0&textSearch=office', t.tenant);
  assert.equal(byLabel.body.totalElements, 0);
  const byName = await call('GET', '/api/tenant/devices?pageSize=50&page=0&textSearch=THERMOSTAT', t.tenant);
  assert.equal(byName.body.totalElements, 2);
});

test('device infos search name, label, profile name and customer title', async () => {
  const q = (text: string) => call('GET', `/api/tenant/deviceInfos?pageSize=50&page=0&textSearch=${encodeURIComponent(text)}`, t.tenant);
  assert.deepEqual((await q('office')).body.data.map((d: { name: string }) => d.name), ['Thermostat T1']);
  assert.ok((await q('customer b')).body.data.some((d: { name: string }) => d.name === 'Humidity Sensor H1'));
  assert.ok((await q('boil')).body.totalElements >= 2);
  const sorted = await call('GET', '/api/tenant/deviceInfos?pageSize=50&page=0&sortProperty=customerTitle&sortOrder=DESC', t.tenant);
  assert.equal(sorted.status, 200);
  const bad = await call('GET', '/api/tenant/deviceInfos?pageSize=50&page=0&sortOrder=UP', t.tenant);
  assert.equal(bad.status, 400);
  assert.equal(bad.body.message, "Unsupported sort order 'UP'! Only 'ASC' or 'DESC' types are allowed.");
});

test('device infos filter by profile id unless a type is given', async () => {
  const profileId = DEMO.defaultDeviceProfileId;
  const res = await call('GET', `/api/tenant/deviceInfos?pageSize=50&page=0&deviceProfileId=${profileId}`, t.tenant);
  assert.ok(res.body.data.every((d: { deviceProfileId: { id: string } }) => d.deviceProfileId.id === profileId));
  const both = await call('GET', `/api/tenant/deviceInfos?pageSize=50&page=0&deviceProfileId=${profileId}&type=Boiler`, t.tenant);
  assert.ok(both.body.data.length > 0);
  assert.ok(both.body.data.every((d: { type: string }) => d.type === 'Boiler'));
});

test('by-name lookup answers the device or 404', async () => {
  const found = await call('GET', '/api/tenant/devices?deviceName=Gateway%20G1', t.tenant);
  assert.equal(found.status, 200);
  assert.equal(found.body.name, 'Gateway G1');
  const missing = await call('GET', '/api/tenant/devices?deviceName=Nope', t.tenant);
  assert.equal(missing.status, 404);
  assert.equal(missing.body.message, "Requested item wasn't found!");
});

test('devices by ids answer only the ones the caller may see', async () => {
  const ids = [await deviceId(server, 'Thermostat T1'), await deviceId(server, 'Humidity Sensor H1'), '33333333-3333-4333-8333-333333333333'];
  const tenant = await call('GET', `/api/devices?deviceIds=${ids.join(',')}`, t.tenant);
  assert.equal(tenant.body.length, 2);
  const customer = await call('GET', `/api/devices?deviceIds=${ids.join(',')}`, t.customerA);
  assert.deepEqual(customer.body.map((d: { name: string }) => d.name), ['Thermostat T1']);
  const other = await call('GET', `/api/devices?deviceIds=${ids.join(',')}`, t.otherTenant);
  assert.deepEqual(other.body, []);
  const bad = await call('GET', '/api/devices?deviceIds=nope', t.tenant);
  assert.equal(bad.status, 400);
  assert.equal(bad.body.message, 'Invalid UUID string: nope');
});

test('device types list the tenant subtypes sorted', async () => {
  const res = await call('GET', '/api/device/types', t.tenant);
  const types = res.body.map((s: { type: string }) => s.type);
  assert.deepEqual(types, [...types].sort());
  assert.ok(types.includes('default') && types.includes('Boiler'));
  assert.deepEqual(res.body[0].tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.equal(res.body[0].entityType, 'DEVICE');
  assert.deepEqual((await call('GET', '/api/device/types', t.otherTenant)).body.map((s: { type: string }) => s.type), []);
});

test('search query finds devices related to an asset, by type and relation type', async () => {
  const plant = await assetId(server, 'Plant C');
  const query = (deviceTypes: string[], relationType = 'Contains') => call('POST', '/api/devices', t.tenant, {
    parameters: { rootId: plant, rootType: 'ASSET', direction: 'FROM', relationTypeGroup: 'COMMON', maxLevel: 1, fetchLastLevelOnly: false },
    relationType, deviceTypes,
  });
  const res = await query(['default']);
  assert.deepEqual(res.body.map((d: { name: string }) => d.name).sort(), ['Energy Meter E1', 'Gateway G1', 'Water Pump P1']);
  assert.deepEqual((await query(['Boiler'])).body, []);
  assert.deepEqual((await query(['default'], 'Manages')).body, []);
  const implicit = await call('POST', '/api/devices', t.tenant, {
    parameters: { rootId: plant, rootType: 'ASSET', direction: 'FROM', maxLevel: 1 }, deviceTypes: ['default'] });
  assert.equal(implicit.body.length, 3);
  const missing = await call('POST', '/api/devices', t.tenant, { relationType: 'Contains', deviceTypes: ['default'] });
  assert.equal(missing.status, 404);
});

test('assigning to a customer, to the public customer and back answers the device and writes audit records', async () => {
  const id = await deviceId(server, 'Energy Meter E1');
  const assigned = await call('POST', `/api/customer/${DEMO.customerCId}/device/${id}`, t.tenant);
  assert.equal(assigned.status, 200);
  assert.deepEqual(assigned.body.customerId, { entityType: 'CUSTOMER', id: DEMO.customerCId });
  const listed = await call('GET', `/api/customer/${DEMO.customerCId}/devices?pageSize=10&page=0`, t.tenant);
  assert.deepEqual(listed.body.data.map((d: { name: string }) => d.name), ['Energy Meter E1']);
  const unassigned = await call('DELETE', `/api/customer/device/${id}`, t.tenant);
  assert.deepEqual(unassigned.body.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });
  const again = await call('DELETE', `/api/customer/device/${id}`, t.tenant);
  assert.equal(again.status, 400);
  assert.equal(again.body.message, "Device isn't assigned to any customer!");
  const pub = await call('POST', `/api/customer/public/device/${id}`, t.tenant);
  assert.deepEqual(pub.body.customerId, { entityType: 'CUSTOMER', id: DEMO.publicCustomerId });
  const info = await call('GET', `/api/device/info/${id}`, t.tenant);
  assert.equal(info.body.customerIsPublic, true);
  const audit = await server.ctx.db.query<{ action_type: string; action_data: Record<string, unknown>; customer_id: string }>(
    'SELECT action_type, action_data, customer_id FROM audit_log WHERE entity_id = $1 ORDER BY created_time, action_type', [id]);
  const kinds = audit.map((a) => a.action_type);
  assert.deepEqual(kinds.filter((k) => k.includes('CUSTOMER')), ['ASSIGNED_TO_CUSTOMER', 'UNASSIGNED_FROM_CUSTOMER', 'ASSIGNED_TO_CUSTOMER']);
  const first = audit.find((a) => a.action_type === 'ASSIGNED_TO_CUSTOMER')!;
  assert.deepEqual(first.action_data, { entityId: id, assignedCustomerId: DEMO.customerCId, assignedCustomerName: 'Customer C' });
  assert.equal(first.customer_id, DEMO.customerCId);
  await call('DELETE', `/api/customer/device/${id}`, t.tenant);
});

test('the public customer is created when the tenant has none', async () => {
  const token = t.otherTenant;
  const device = await call('POST', '/api/device', token, { name: 'Other public' });
  const before = await countRows(server, 'customer');
  const res = await call('POST', `/api/customer/public/device/${device.body.id.id}`, token);
  assert.equal(res.status, 200);
  const customer = await server.ctx.db.one<{ title: string; is_public: boolean; additional_info: unknown }>(
    'SELECT title, is_public, additional_info FROM customer WHERE id = $1', [res.body.customerId.id]);
  assert.deepEqual(customer, { title: 'Public', is_public: true, additional_info: { isPublic: true } });
  assert.equal(await countRows(server, 'customer'), before + 1);
});

test('edge assignment stores an EDGE-group Contains relation and lists the edge devices', async () => {
  const edge = await call('POST', '/api/edge', t.tenant, { name: 'Dev Edge', type: 'default' });
  const id = await deviceId(server, 'Water Pump P1');
  const res = await call('POST', `/api/edge/${edge.body.id.id}/device/${id}`, t.tenant);
  assert.equal(res.status, 200);
  assert.equal(res.body.name, 'Water Pump P1');
  const rel = await server.ctx.db.one('SELECT * FROM relation WHERE from_id = $1 AND to_id = $2', [edge.body.id.id, id]);
  assert.equal(rel?.relation_type_group, 'EDGE');
  assert.equal(rel?.relation_type, 'Contains');
  const listed = await call('GET', `/api/edge/${edge.body.id.id}/devices?pageSize=10&page=0`, t.tenant);
  assert.deepEqual(listed.body.data.map((d: { name: string }) => d.name), ['Water Pump P1']);
  const removed = await call('DELETE', `/api/edge/${edge.body.id.id}/device/${id}`, t.tenant);
  assert.equal(removed.status, 200);
  assert.equal((await call('GET', `/api/edge/${edge.body.id.id}/devices?pageSize=10&page=0`, t.tenant)).body.totalElements, 0);
  const kinds = await server.ctx.db.query<{ action_type: string }>(
    "SELECT action_type FROM audit_log WHERE entity_id = $1 AND action_type LIKE '%EDGE' ORDER BY created_time", [id]);
  assert.deepEqual(kinds.map((k) => k.action_type), ['ASSIGNED_TO_EDGE', 'UNASSIGNED_FROM_EDGE']);
});

test('device-with-credentials creates the device with the given credentials', async () => {
  const res = await call('POST', '/api/device-with-credentials', t.tenant, {
    device: { name: 'With Creds', type: 'default' },
    credentials: { credentialsType: 'MQTT_BASIC', credentialsValue: JSON.stringify({ clientId: 'c1', userName: 'u1', password: 'p1' }) },
  });
  assert.equal(res.status, 200);
  const creds = await call('GET', `/api/device/${res.body.id.id}/credentials`, t.tenant);
  assert.equal(creds.body.credentialsType, 'MQTT_BASIC');
  assert.deepEqual(JSON.parse(creds.body.credentialsValue), { clientId: 'c1', userName: 'u1', password: 'p1' });
  const dup = await call('POST', '/api/device-with-credentials', t.tenant, {
    device: { name: 'With Creds' }, credentials: { credentialsType: 'ACCESS_TOKEN', credentialsId: 'fresh-token' } });
  assert.equal(dup.status, 400);
  assert.equal(dup.body.message, 'Device with such name already exists!');
  const missing = await call('POST', '/api/device-with-credentials', t.tenant, { device: { name: 'No creds' } });
  assert.equal(missing.status, 404);
});

test('deleting a device removes its credentials and relations in both directions, and emits an entity event', async () => {
  const device = (await save({ name: 'Doomed' })).body;
  const plant = await assetId(server, 'Plant C');
  await call('POST', '/api/relation', t.tenant, { from: { entityType: 'ASSET', id: plant }, to: device.id, type: 'Contains' });
  await call('POST', '/api/relation', t.tenant, { from: device.id, to: { entityType: 'ASSET', id: plant }, type: 'Feeds' });
  const events: string[] = [];
  const off = on(server.ctx, 'entity', (e) => { if (e.entityId.id === device.id.id) events.push(e.action); });
  const res = await call('DELETE', `/api/device/${device.id.id}`, t.tenant);
  off();
  assert.equal(res.status, 200);
  assert.equal(res.text, '');
  assert.deepEqual(events, ['DELETED']);
  assert.equal((await call('GET', `/api/device/${device.id.id}`, t.tenant)).status, 404);
  assert.equal(await server.ctx.db.one('SELECT 1 FROM device_credentials WHERE device_id = $1', [device.id.id]), undefined);
  assert.equal(await server.ctx.db.one('SELECT 1 FROM relation WHERE from_id = $1 OR to_id = $1', [device.id.id]), undefined);
  const audit = await server.ctx.db.one<{ action_data: unknown }>(
    "SELECT action_data FROM audit_log WHERE entity_id = $1 AND action_type = 'DELETED'", [device.id.id]);
  assert.deepEqual(audit?.action_data, { entityId: device.id.id });
});

test('a device shown by an entity view cannot be deleted', async () => {
  const device = (await save({ name: 'Viewed' })).body;
  const view = await call('POST', '/api/entityView', t.tenant, { name: 'View of Viewed', type: 'v', entityId: device.id });
  assert.equal(view.status, 200);
  const res = await call('DELETE', `/api/device/${device.id.id}`, t.tenant);
  assert.equal(res.status, 400);
  assert.equal(res.body.message, "Can't delete device that has entity views!");
});

test('create and update emit ADDED and UPDATED entity events and audit records with the entity', async () => {
  const events: string[] = [];
  const off = on(server.ctx, 'entity', (e) => { if (e.entityId.entityType === 'DEVICE') events.push(e.action); });
  const created = (await save({ name: 'Evented' })).body;
  await save({ ...created, label: 'x' });
  off();
  assert.deepEqual(events, ['ADDED', 'UPDATED']);
  const audit = await server.ctx.db.query<{ action_type: string; action_data: { entity: { name: string } }; user_name: string }>(
    'SELECT action_type, action_data, user_name FROM audit_log WHERE entity_id = $1 ORDER BY created_time, action_type', [created.id.id]);
  assert.deepEqual(audit.map((a) => a.action_type), ['ADDED', 'UPDATED']);
  assert.equal(audit[0]!.action_data.entity.name, 'Evented');
  assert.equal(audit[0]!.user_name, 'tenant@thingsboard.org');
});

test('a tenant profile device limit refuses new devices', async () => {
  const profile = await server.ctx.db.one<{ profile_data: { configuration: Record<string, unknown> } }>(
    'SELECT profile_data FROM tenant_profile WHERE id = $1', [DEMO.tenantProfileId]);
  const count = await countRows(server, 'device');
  const limited = { ...profile!.profile_data, configuration: { ...profile!.profile_data.configuration, maxDevices: 1 } };
  const otherCount = Number((await server.ctx.db.one<{ n: string }>('SELECT count(*) AS n FROM device WHERE tenant_id = $1', [DEMO.tenantId]))!.n);
  await server.ctx.db.query('UPDATE tenant_profile SET profile_data = $2 WHERE id = $1', [DEMO.tenantProfileId, JSON.stringify(limited)]);
  try {
    const res = await save({ name: 'Over the limit' });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, "Can't create more then 1 devices!");
    assert.equal(await countRows(server, 'device'), count);
    assert.ok(otherCount > 1);
  } finally {
    await server.ctx.db.query('UPDATE tenant_profile SET profile_data = $2 WHERE id = $1', [DEMO.tenantProfileId, JSON.stringify(profile!.profile_data)]);
  }
});

test('a device moves to another tenant without customer and relations, taking a profile of the same name there', async () => {
  const device = (await save({ name: 'Mover', type: 'Boiler', customerId: { entityType: 'CUSTOMER', id: DEMO.customerAId } })).body;
  const plant = await assetId(server, 'Plant C');
  await call('POST', '/api/relation', t.tenant, { from: { entityType: 'ASSET', id: plant }, to: device.id, type: 'Contains' });
  const token = (await call('GET', `/api/device/${device.id.id}/credentials`, t.tenant)).body.credentialsId;
  const res = await call('POST', `/api/tenant/${t.otherTenantId}/device/${device.id.id}`, t.tenant);
  assert.equal(res.status, 200);
  assert.deepEqual(res.body.tenantId, { entityType: 'TENANT', id: t.otherTenantId });
  assert.equal(res.body.customerId.id, NULL_UUID);
  assert.equal(res.body.type, 'Boiler');
  assert.notEqual(res.body.deviceProfileId.id, device.deviceProfileId.id);
  assert.equal((await call('GET', `/api/device/${device.id.id}`, t.tenant)).status, 403);
  assert.equal((await call('GET', `/api/device/${device.id.id}/credentials`, t.otherTenant)).body.credentialsId, token);
  assert.equal(await server.ctx.db.one('SELECT 1 FROM relation WHERE to_id = $1', [device.id.id]), undefined);
  const unknown = await call('POST', `/api/tenant/${DEMO.customerAId}/device/${await deviceId(server, 'Gateway G1')}`, t.tenant);
  assert.equal(unknown.status, 400);
  assert.equal(unknown.body.message, 'Could not find the specified Tenant!');
  const viewed = (await save({ name: 'Viewed mover' })).body;
  await call('POST', '/api/entityView', t.tenant, { name: 'Mover view', type: 'v', entityId: viewed.id });
  const refused = await call('POST', `/api/tenant/${t.otherTenantId}/device/${viewed.id.id}`, t.tenant);
  assert.equal(refused.status, 400);
  assert.equal(refused.body.message, "Can't assign device that has entity views to another tenant!");
  assert.equal((await call('POST', `/api/tenant/${DEMO.tenantId}/device/${device.id.id}`, t.tenant)).status, 403);
  assert.equal((await call('POST', `/api/tenant/${t.otherTenantId}/device/${await deviceId(server, 'Gateway G1')}`, t.customerA)).status, 403);
});

test('the typed SDK client signs in, saves a device and pages device infos', async () => {
  const client = createClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore() });
  assert.equal((await client.auth.login({ username: 'tenant@thingsboard.org', password: 'tenant' })).kind, 'success');
  const saved = await client.POST('/api/device', { body: { name: 'SDK Device', type: 'sdk-type' } as never });
  assert.equal((saved.data as { type: string }).type, 'sdk-type');
  const page = await client.GET('/api/tenant/deviceInfos', { params: { query: { pageSize: 10, page: 0, textSearch: 'sdk device' } } });
  const data = page.data as { data: Array<{ name: string; deviceProfileName: string }>; totalElements: number };
  assert.equal(data.totalElements, 1);
  assert.deepEqual(data.data.map((d) => [d.name, d.deviceProfileName]), [['SDK Device', 'sdk-type']]);
});
