import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { countRows, deviceId, roleTokens, type RoleTokens } from './entities-support.js';

let server: TestServer;
let t: RoleTokens;

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });
const save = (body: Record<string, unknown>) => call('POST', '/api/deviceProfile', t.tenant, { type: 'DEFAULT', transportType: 'DEFAULT', ...body });

before(async () => {
  server = await startTestServer();
  t = await roleTokens(server);
});
after(() => server.close());

test('the seeded default profile answers DeviceProfile JSON with the boolean "default"', async () => {
  const res = await call('GET', `/api/deviceProfile/${DEMO.defaultDeviceProfileId}`, t.tenant);
  assert.equal(res.status, 200);
  assert.equal(res.body.default, true);
  assert.equal(res.body.name, 'default');
  assert.equal(res.body.description, 'Default device profile');
  assert.equal(res.body.transportType, 'DEFAULT');
  assert.equal(res.body.provisionType, 'DISABLED');
  assert.deepEqual(res.body.profileData.transportConfiguration, { type: 'DEFAULT' });
  assert.equal('isDefault' in res.body, false);
});

test('saving fills profile data and provision type, and answers the profile', async () => {
  const res = await save({ name: 'Coap sensors', transportType: 'COAP', provisionDeviceKey: 'key-1' });
  assert.equal(res.status, 200);
  assert.equal(res.body.provisionType, 'DISABLED');
  assert.equal(res.body.default, false);
  assert.deepEqual(res.body.profileData, {
    configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'COAP' },
    provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null }, alarms: null,
  });
  assert.deepEqual(res.body.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
});

test('profile validation answers the ThingsBoard messages and stores nothing', async () => {
  const before = await countRows(server, 'device_profile');
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ name: '' }, 'Device profile name should be specified!'],
    [{ name: 'n', type: null }, 'Device profile type should be specified!'],
    [{ name: 'n', transportType: null }, 'Device profile transport type should be specified!'],
    [{ name: 'default' }, 'Device profile with such name already exists!'],
    [{ name: 'n2', provisionDeviceKey: 'key-1' }, 'Device profile with such provision device key already exists!'],
    [{ name: 'n3', default: true }, 'Another default device profile is present in scope of current tenant!'],
    [{ name: 'n4', defaultDashboardId: { entityType: 'DASHBOARD', id: '55555555-5555-4555-8555-555555555555' } }, "Can't assign non-existent dashboard!"],
  ];
  for (const [body, message] of cases) {
    const res = await save(body);
    assert.equal(res.status, 400, message);
    assert.equal(res.body.message, message);
  }
  const badEnum = await save({ name: 'n5', transportType: 'HTTP' });
  assert.equal(badEnum.status, 400);
  assert.equal(await countRows(server, 'device_profile'), before);
});

test('renaming a profile renames the type of its devices; its transport cannot change while devices use it', async () => {
  const profile = (await save({ name: 'Rename me' })).body;
  const device = (await call('POST', '/api/device', t.tenant, { name: 'Renamed type', deviceProfileId: profile.id })).body;
  const renamed = await save({ ...profile, name: 'Renamed' });
  assert.equal(renamed.status, 200);
  assert.equal((await call('GET', `/api/device/${device.id.id}`, t.tenant)).body.type, 'Renamed');
  const transport = await save({ ...renamed.body, transportType: 'MQTT' });
  assert.equal(transport.status, 400);
  assert.equal(transport.body.message, "Can't change device profile transport type because devices referenced it!");
});

test('a profile in use or the default profile cannot be deleted; an unused one can', async () => {
  const inUse = await call('DELETE', `/api/deviceProfile/${DEMO.defaultDeviceProfileId}`, t.tenant);
  assert.equal(inUse.status, 400);
  assert.equal(inUse.body.message, 'Deletion of Default Device Profile is prohibited!');
  const used = (await save({ name: 'Used' })).body;
  await call('POST', '/api/device', t.tenant, { name: 'User of Used', deviceProfileId: used.id });
  const refused = await call('DELETE', `/api/deviceProfile/${used.id.id}`, t.tenant);
  assert.equal(refused.status, 400);
  assert.equal(refused.body.message, 'The device profile referenced by the devices cannot be deleted!');
  const unused = (await save({ name: 'Unused' })).body;
  assert.equal((await call('DELETE', `/api/deviceProfile/${unused.id.id}`, t.tenant)).status, 200);
  const gone = await call('GET', `/api/deviceProfile/${unused.id.id}`, t.tenant);
  assert.equal(gone.status, 404);
  assert.equal(gone.body.message, `Device profile with id [${unused.id.id}] is not found`);
});

test('setting the default moves the flag and the default info follows', async () => {
  const next = (await save({ name: 'Next default' })).body;
  const res = await call('POST', `/api/deviceProfile/${next.id.id}/default`, t.tenant);
  assert.equal(res.status, 200);
  assert.equal(res.body.default, true);
  assert.equal((await call('GET', `/api/deviceProfile/${DEMO.defaultDeviceProfileId}`, t.tenant)).body.default, false);
  const info = await call('GET', '/api/deviceProfileInfo/default', t.customerA);
  assert.deepEqual(info.body, { id: next.id, name: 'Next default', image: null, defaultDashboardId: null, type: 'DEFAULT', transportType: 'DEFAULT' });
  const created = await call('POST', '/api/device', t.tenant, { name: 'On new default' });
  assert.equal(created.body.type, 'Next default');
  await call('POST', `/api/deviceProfile/${DEMO.defaultDeviceProfileId}/default`, t.tenant);
});

test('profile lists page, search by name and filter infos by transport type', async () => {
  const page = await call('GET', '/api/deviceProfiles?pageSize=100&page=0&textSearch=COAP&sortProperty=name&sortOrder=ASC', t.tenant);
  assert.deepEqual(page.body.data.map((p: { name: string }) => p.name), ['Coap sensors']);
  const infos = await call('GET', '/api/deviceProfileInfos?pageSize=100&page=0&transportType=COAP', t.customerA);
  assert.equal(infos.status, 200);
  assert.deepEqual(Object.keys(infos.body.data[0]), ['id', 'name', 'image', 'defaultDashboardId', 'type', 'transportType']);
  assert.ok(infos.body.data.every((p: { transportType: string }) => p.transportType === 'COAP'));
  const bad = await call('GET', '/api/deviceProfileInfos?pageSize=100&page=0&transportType=XX', t.tenant);
  assert.equal(bad.status, 400);
  const info = await call('GET', `/api/deviceProfileInfo/${DEMO.defaultDeviceProfileId}`, t.customerA);
  assert.equal(info.body.name, 'default');
});

test('keys of the profile devices come from the telemetry tables, distinct and sorted', async () => {
  const id = await deviceId(server, 'Thermostat T1');
  for (const key of ['temperature', 'humidity']) {
    await server.ctx.db.query(
      "INSERT INTO ts_kv_latest (entity_id, key, entity_type, ts, dbl_v) VALUES ($1,$2,'DEVICE',1,1.5) ON CONFLICT DO NOTHING", [id, key]);
  }
  await server.ctx.db.query(
    "INSERT INTO attribute_kv (entity_type, entity_id, attribute_type, attribute_key, str_v, last_update_ts) VALUES ('DEVICE',$1,'SERVER_SCOPE','firmware','1',1) ON CONFLICT DO NOTHING",
    [id]);
  const ts = await call('GET', `/api/deviceProfile/devices/keys/timeseries?deviceProfileId=${DEMO.defaultDeviceProfileId}`, t.tenant);
  assert.equal(ts.status, 200);
  assert.deepEqual(ts.body.filter((k: string) => ['humidity', 'temperature'].includes(k)), ['humidity', 'temperature']);
  assert.deepEqual(ts.body, [...ts.body].sort());
  const attrs = await call('GET', '/api/deviceProfile/devices/keys/attributes', t.tenant);
  assert.equal(attrs.status, 200);
  assert.ok(attrs.body.includes('firmware'));
  const other = (await save({ name: 'No devices' })).body;
  assert.deepEqual((await call('GET', `/api/deviceProfile/devices/keys/timeseries?deviceProfileId=${other.id.id}`, t.tenant)).body, []);
});

test('profiles of another tenant are forbidden and customer users cannot change or read full profiles', async () => {
  const res = await call('GET', `/api/deviceProfile/${DEMO.defaultDeviceProfileId}`, t.otherTenant);
  assert.equal(res.status, 403);
  assert.equal(res.body.message, "You don't have permission to perform this operation!");
  assert.equal((await call('GET', `/api/deviceProfileInfo/${DEMO.defaultDeviceProfileId}`, t.otherCustomer)).status, 403);
  assert.equal((await call('GET', `/api/deviceProfile/${DEMO.defaultDeviceProfileId}`, t.customerA)).status, 403);
  assert.equal((await call('POST', '/api/deviceProfile', t.customerA, { name: 'x', type: 'DEFAULT', transportType: 'DEFAULT' })).status, 403);
  assert.equal((await call('GET', '/api/deviceProfiles?pageSize=10&page=0', t.sysadmin)).status, 403);
  const list = await call('GET', '/api/deviceProfiles?pageSize=100&page=0', t.otherTenant);
  assert.ok(list.body.data.every((p: { tenantId: { id: string } }) => p.tenantId.id === t.otherTenantId));
  assert.equal((await call('DELETE', `/api/deviceProfile/${DEMO.defaultDeviceProfileId}`, t.otherTenant)).status, 403);
});
