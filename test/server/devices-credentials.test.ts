import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { registerClaim } from '../../server/devices/claim.js';
import { deviceId, roleTokens, type RoleTokens } from './entities-support.js';

let server: TestServer;
let t: RoleTokens;
let device: { id: { id: string } };
let credentials: Record<string, any>;

const sha3 = (s: string) => createHash('sha3-256').update(s).digest('hex');
const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });

before(async () => {
  server = await startTestServer();
  t = await roleTokens(server);
  device = (await call('POST', '/api/device', t.tenant, { name: 'Cred Device' })).body;
  credentials = (await call('GET', `/api/device/${device.id.id}/credentials`, t.tenant)).body;
});
after(() => server.close());

const update = (changes: Record<string, unknown>) => call('POST', '/api/device/credentials', t.tenant, { ...credentials, ...changes });

test('credentials JSON has the DeviceCredentials fields', () => {
  assert.deepEqual(Object.keys(credentials), ['id', 'createdTime', 'deviceId', 'credentialsType', 'credentialsId', 'credentialsValue']);
  assert.deepEqual(credentials.deviceId, { entityType: 'DEVICE', id: device.id.id });
});

test('an access token can be replaced and the answer is the stored credentials', async () => {
  const res = await update({ credentialsType: 'ACCESS_TOKEN', credentialsId: 'replaced-token' });
  assert.equal(res.status, 200);
  assert.equal(res.body.credentialsId, 'replaced-token');
  assert.equal(res.body.id.id, credentials.id.id);
  const audit = await server.ctx.db.one<{ action_data: { credentials: { credentialsId: string } } }>(
    "SELECT action_data FROM audit_log WHERE entity_id = $1 AND action_type = 'CREDENTIALS_UPDATED'", [device.id.id]);
  assert.equal(audit?.action_data.credentials.credentialsId, 'replaced-token');
});

test('X.509 credentials store the certificate without armour and its SHA3-256 hash as id', async () => {
  const pem = '-----BEGIN CERTIFICATE-----\nMIIBabc\ndef==\n-----END CERTIFICATE-----\n';
  const res = await update({ credentialsType: 'X509_CERTIFICATE', credentialsId: null, credentialsValue: pem });
  assert.equal(res.status, 200);
  assert.equal(res.body.credentialsValue, 'MIIBabcdef==');
  assert.equal(res.body.credentialsId, sha3('MIIBabcdef=='));
});

test('MQTT basic credentials derive the id from client id and user name and are validated', async () => {
  const mqtt = (value: unknown) => update({ credentialsType: 'MQTT_BASIC', credentialsId: null, credentialsValue: JSON.stringify(value) });
  const both = await mqtt({ clientId: 'cid', userName: 'user', password: 'pw' });
  assert.equal(both.body.credentialsId, sha3('cid|user'));
  assert.deepEqual(JSON.parse(both.body.credentialsValue), { clientId: 'cid', userName: 'user', password: 'pw' });
  assert.equal((await mqtt({ userName: 'only-user' })).body.credentialsId, 'only-user');
  assert.equal((await mqtt({ clientId: 'only-client' })).body.credentialsId, sha3('only-client'));
  const cases: Array<[unknown, string]> = [
    [{}, 'Both mqtt client id and user name are empty!'],
    [{ clientId: 'c', password: 'p' }, 'Password cannot be specified along with client id'],
  ];
  for (const [value, message] of cases) {
    const res = await mqtt(value);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, message);
  }
  const garbage = await update({ credentialsType: 'MQTT_BASIC', credentialsValue: 'not json' });
  assert.equal(garbage.status, 400);
  assert.equal(garbage.body.message, 'Invalid credentials body for simple mqtt credentials!');
});

test('LwM2M credentials use the endpoint, or the identity for PSK', async () => {
  const lwm2m = (client: Record<string, unknown>) => update({ credentialsType: 'LWM2M_CREDENTIALS', credentialsId: null,
    credentialsValue: JSON.stringify({ client, bootstrap: {} }) });
  assert.equal((await lwm2m({ securityConfigClientMode: 'NO_SEC', endpoint: 'ep-1' })).body.credentialsId, 'ep-1');
  assert.equal((await lwm2m({ securityConfigClientMode: 'PSK', endpoint: 'ep-2', identity: 'id-2', key: '0a0b' })).body.credentialsId, 'id-2');
  const noEndpoint = await lwm2m({ securityConfigClientMode: 'NO_SEC' });
  assert.equal(noEndpoint.status, 400);
  assert.equal(noEndpoint.body.message, 'LwM2M client endpoint should be specified!');
  const badKey = await lwm2m({ securityConfigClientMode: 'PSK', endpoint: 'e', identity: 'i', key: 'xyz' });
  assert.equal(badKey.body.message, 'LwM2M client PSK key must be a hexadecimal string!');
  const cases: Array<[unknown, string]> = [
    [{ securityConfigClientMode: 'PSK', endpoint: 'e', key: '0a' }, 'LwM2M client PSK identity should be specified!'],
    [{ securityConfigClientMode: 'RPK', endpoint: 'e' }, 'LwM2M client RPK key should be specified!'],
    [{ securityConfigClientMode: 'OPEN', endpoint: 'e' }, 'LwM2M client security mode should be specified!'],
  ];
  for (const [client, message] of cases) {
    const res = await lwm2m(client as Record<string, unknown>);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, message);
  }
  const noClient = await update({ credentialsType: 'LWM2M_CREDENTIALS', credentialsValue: JSON.stringify({ bootstrap: {} }) });
  assert.equal(noClient.body.message, 'LwM2M client credentials should be specified!');
  const notJson = await update({ credentialsType: 'LWM2M_CREDENTIALS', credentialsValue: '[1]' });
  assert.equal(notJson.body.message, 'Invalid credentials body for LwM2M credentials!');
  const noCert = await update({ credentialsType: 'X509_CERTIFICATE', credentialsValue: '' });
  assert.equal(noCert.body.message, 'Device credentials value should be specified!');
});

test('credentials ids are unique across devices', async () => {
  const res = await update({ credentialsType: 'ACCESS_TOKEN', credentialsId: 'demo-thermostat-t1', credentialsValue: null });
  assert.equal(res.status, 400);
  assert.equal(res.body.message, 'Device credentials are already assigned to another device!');
  const stored = await server.ctx.db.one<{ credentials_id: string }>('SELECT credentials_id FROM device_credentials WHERE device_id = $1', [device.id.id]);
  assert.notEqual(stored?.credentials_id, 'demo-thermostat-t1');
});

test('credential updates are validated with the ThingsBoard messages', async () => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ credentialsType: 'ACCESS_TOKEN', credentialsId: '' }, 'Device credentials id should be specified!'],
    [{ credentialsType: null }, 'Device credentials type should be specified!'],
    [{ credentialsType: 'ACCESS_TOKEN', credentialsId: 'x', id: null }, 'Credentials for this device are already specified!'],
    [{ credentialsType: 'ACCESS_TOKEN', credentialsId: 'x', id: { id: '44444444-4444-4444-8444-444444444444' } },
      'Unable to update non-existent device credentials!'],
    [{ deviceId: null }, 'Incorrect deviceId null'],
  ];
  for (const [changes, message] of cases) {
    const res = await update(changes);
    assert.equal(res.status, 400, message);
    assert.equal(res.body.message, message);
  }
  const kind = await update({ credentialsType: 'PASSWORD' });
  assert.equal(kind.status, 400);
});

test('only a tenant admin updates credentials; customer users read their own devices credentials', async () => {
  assert.equal((await call('POST', '/api/device/credentials', t.customerA, credentials)).status, 403);
  assert.equal((await call('POST', '/api/device/credentials', t.otherTenant, credentials)).status, 403);
  const t1 = await deviceId(server, 'Thermostat T1');
  const own = await call('GET', `/api/device/${t1}/credentials`, t.customerA);
  assert.equal(own.status, 200);
  assert.equal(own.body.credentialsId, 'demo-thermostat-t1');
  assert.equal((await call('GET', `/api/device/${t1}/credentials`, t.customerB)).status, 403);
  assert.equal((await call('GET', `/api/device/${t1}/credentials`, t.otherTenant)).status, 403);
  assert.equal((await call('GET', `/api/device/${t1}/credentials`, t.sysadmin)).status, 403);
});

test('claiming succeeds with the registered secret and assigns the device to the customer', async () => {
  const id = await deviceId(server, 'Water Pump P1');
  assert.equal(await registerClaim(server.ctx.db, id, 'secret-1', 60_000, server.ctx.now()), true);
  const wrong = await call('POST', '/api/customer/device/Water%20Pump%20P1/claim', t.customerA, { secretKey: 'nope' });
  assert.equal(wrong.status, 400);
  assert.deepEqual(wrong.body, { device: null, response: 'FAILURE' });
  await registerClaim(server.ctx.db, id, 'secret-1', 60_000, server.ctx.now());
  const ok = await call('POST', '/api/customer/device/Water%20Pump%20P1/claim', t.customerA, { secretKey: 'secret-1' });
  assert.equal(ok.status, 200);
  assert.equal(ok.body.response, 'SUCCESS');
  assert.deepEqual(ok.body.device.customerId, { entityType: 'CUSTOMER', id: DEMO.customerAId });
  assert.equal(await server.ctx.db.one('SELECT 1 FROM device_claim WHERE device_id = $1', [id]), undefined);
  const audit = await server.ctx.db.one<{ action_data: Record<string, unknown> }>(
    "SELECT action_data FROM audit_log WHERE entity_id = $1 AND action_type = 'ASSIGNED_TO_CUSTOMER'", [id]);
  assert.equal(audit?.action_data.assignedCustomerName, 'Customer A');
});

test('claiming an assigned device answers CLAIMED and a device without claim FAILURE', async () => {
  const claimed = await call('POST', '/api/customer/device/Water%20Pump%20P1/claim', t.customerB, { secretKey: 'secret-1' });
  assert.equal(claimed.status, 400);
  assert.deepEqual(claimed.body, { device: null, response: 'CLAIMED' });
  const none = await call('POST', '/api/customer/device/Gateway%20G1/claim', t.customerA, {});
  assert.equal(none.status, 400);
  assert.deepEqual(none.body, { device: null, response: 'FAILURE' });
  const missing = await call('POST', '/api/customer/device/Nope/claim', t.customerA, {});
  assert.equal(missing.status, 404);
  assert.equal((await call('POST', '/api/customer/device/Gateway%20G1/claim', t.tenant, {})).status, 403);
});

test('an expired claim fails, an empty body matches an empty secret, an assigned device cannot be registered', async () => {
  const id = await deviceId(server, 'Gateway G1');
  await registerClaim(server.ctx.db, id, '', 1000, server.ctx.now() - 5000);
  const expired = await call('POST', '/api/customer/device/Gateway%20G1/claim', t.customerA);
  assert.deepEqual(expired.body, { device: null, response: 'FAILURE' });
  await registerClaim(server.ctx.db, id, '', 0, server.ctx.now());
  const stored = await server.ctx.db.one<{ expiration_time: number }>('SELECT expiration_time FROM device_claim WHERE device_id = $1', [id]);
  assert.ok(stored!.expiration_time - server.ctx.now() > 86_400_000 - 60_000);
  const ok = await call('POST', '/api/customer/device/Gateway%20G1/claim', t.customerB);
  assert.equal(ok.body.response, 'SUCCESS');
  assert.equal(await registerClaim(server.ctx.db, id, 'again', 1000), false);
});

test('re-claiming unassigns the device; a customer user may release only its own customer devices', async () => {
  assert.equal((await call('DELETE', '/api/customer/device/Gateway%20G1/claim', t.customerA)).status, 403);
  const res = await call('DELETE', '/api/customer/device/Gateway%20G1/claim', t.customerB);
  assert.equal(res.status, 200);
  const row = await server.ctx.db.one<{ customer_id: string }>("SELECT customer_id FROM device WHERE name = 'Gateway G1'");
  assert.equal(row?.customer_id, NULL_UUID);
  assert.equal((await call('DELETE', '/api/customer/device/Water%20Pump%20P1/claim', t.tenant)).status, 200);
  assert.equal((await call('DELETE', '/api/customer/device/Nope/claim', t.tenant)).status, 404);
  assert.equal((await call('DELETE', '/api/customer/device/Water%20Pump%20P1/claim', t.otherTenant)).status, 404);
});
