import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { assetId, deviceId, roleTokens, type RoleTokens } from './entities-support.js';

let server: TestServer;
let t: RoleTokens;

const TABLES = ['device', 'device_credentials', 'device_profile', 'asset', 'entity_view', 'edge', 'relation', 'customer'];

/** Row counts and a digest of every entity table, to prove a refused request changed nothing. */
async function state(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const row = await server.ctx.db.one<{ n: string; h: string }>(`SELECT count(*) AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${table} t`);
    parts.push(`${table}:${row?.n}:${row?.h}`);
  }
  return parts.join(' ');
}

before(async () => {
  server = await startTestServer();
  t = await roleTokens(server);
});
after(() => server.close());

async function expect400(path: string, body: { raw?: string; json?: unknown }, label: string): Promise<void> {
  const res = await server.call('POST', path, { token: t.tenant, ...(body.raw !== undefined ? { rawBody: body.raw } : { body: body.json }) });
  assert.equal(res.status, 400, `${label}: ${res.text}`);
  assert.equal(res.body.status, 400);
  assert.equal(res.body.errorCode, 31, label);
  assert.equal(typeof res.body.message, 'string');
  assert.doesNotMatch(res.text, /at \w+ \(|\.ts:\d+/, `${label} leaks internals`);
}

const long = 'x'.repeat(256);
const uuid = '12121212-1212-4121-8121-121212121212';

test('malformed JSON, empty and non-object bodies answer 400 on every save endpoint', async () => {
  const before = await state();
  for (const path of ['/api/device', '/api/device-with-credentials', '/api/device/credentials', '/api/deviceProfile', '/api/asset',
    '/api/entityView', '/api/edge', '/api/relation', '/api/device/bulk_import', '/api/asset/bulk_import', '/api/edge/bulk_import']) {
    await expect400(path, { raw: '{"name": "x",' }, `${path} malformed`);
    await expect400(path, { raw: '' }, `${path} empty`);
    await expect400(path, { json: [] }, `${path} array`);
    await expect400(path, { json: 'text' }, `${path} string`);
  }
  assert.equal(await state(), before);
});

test('wrong field types, missing fields and oversize strings answer 400 and change nothing', async () => {
  const device = { name: 'Bad body device' };
  const t1 = await deviceId(server, 'Thermostat T1');
  const building = await assetId(server, 'Building A');
  const cases: Array<[string, unknown]> = [
    ['/api/device', { name: 123 }],
    ['/api/device', { name: ['a'] }],
    ['/api/device', { ...device, label: {} }],
    ['/api/device', { ...device, label: long }],
    ['/api/device', { ...device, type: long }],
    ['/api/device', { ...device, customerId: 'abc' }],
    ['/api/device', { ...device, customerId: { entityType: 'CUSTOMER', id: 'abc' } }],
    ['/api/device', { ...device, deviceProfileId: { entityType: 'DEVICE_PROFILE', id: 5 } }],
    ['/api/device', { ...device, deviceData: 'x' }],
    ['/api/device', { ...device, id: { entityType: 'DEVICE', id: 'not-a-uuid' } }],
    ['/api/device', {}],
    ['/api/device-with-credentials', { device, credentials: { credentialsType: 'ACCESS_TOKEN', credentialsId: 7 } }],
    ['/api/device-with-credentials', { device, credentials: { credentialsType: 'ACCESS_TOKEN', credentialsId: long } }],
    ['/api/device-with-credentials', { device, credentials: { credentialsType: 'MQTT_BASIC', credentialsValue: { clientId: 'x' } } }],
    ['/api/device-with-credentials', { device, credentials: { credentialsType: 'MQTT_BASIC', credentialsValue: '{"clientId": 5}' } }],
    ['/api/device-with-credentials', { device, credentials: { credentialsType: 'X509_CERTIFICATE' } }],
    ['/api/device-with-credentials', { device: 'x', credentials: { credentialsType: 'ACCESS_TOKEN', credentialsId: 'a' } }],
    ['/api/deviceProfile', { name: 5, type: 'DEFAULT', transportType: 'DEFAULT' }],
    ['/api/deviceProfile', { name: 'p', type: 'DEFAULT', transportType: 'DEFAULT', default: 'yes' }],
    ['/api/deviceProfile', { name: 'p', type: 'DEFAULT', transportType: 'DEFAULT', profileData: [] }],
    ['/api/deviceProfile', { name: 'p', type: 'DEFAULT', transportType: 'DEFAULT', provisionType: 'ALWAYS' }],
    ['/api/deviceProfile', { name: long, type: 'DEFAULT', transportType: 'DEFAULT' }],
    ['/api/asset', { name: 'a', type: 5 }],
    ['/api/asset', { name: long, type: 't' }],
    ['/api/asset', { name: 'a', type: 't', externalId: { id: 'zz' } }],
    ['/api/entityView', { name: 'v', type: 't', entityId: { entityType: 'DEVICE', id: t1 }, endTimeMs: 1.5 }],
    ['/api/entityView', { name: 'v', type: 't', entityId: { entityType: 'DEVICE', id: t1 }, keys: [] }],
    ['/api/entityView', { name: 'v', type: 't', entityId: { id: t1 } }],
    ['/api/entityView', { name: 'v', type: 't', entityId: { entityType: 'DEVICE', id: t1 }, keys: { attributes: { cs: [1] } } }],
    ['/api/edge', { name: 'e', type: 't', secret: 5 }],
    ['/api/edge', { name: 'e', type: 't', routingKey: long }],
    ['/api/edge', { name: 'e', type: 't', label: false }],
    ['/api/relation', { from: { entityType: 'ASSET', id: building }, to: { entityType: 'DEVICE', id: t1 }, type: 'x', typeGroup: 5 }],
    ['/api/relation', { from: { entityType: 'ASSET', id: building }, to: 'device', type: 'x' }],
    ['/api/relation', { from: { entityType: 'THING', id: building }, to: { entityType: 'DEVICE', id: t1 }, type: 'x' }],
    ['/api/relation', { from: { entityType: 'ASSET', id: uuid.slice(1) }, to: { entityType: 'DEVICE', id: t1 }, type: 'x' }],
  ];
  const before = await state();
  for (const [path, body] of cases) await expect400(path, { json: body }, `${path} ${JSON.stringify(body).slice(0, 120)}`);
  assert.equal(await state(), before);
});

test('bad query parameters answer 400', async () => {
  const bad = ['/api/tenant/devices?pageSize=x&page=0', '/api/tenant/devices?pageSize=10&page=-1', '/api/tenant/deviceInfos?pageSize=10&page=0&sortProperty=secret',
    '/api/tenant/deviceInfos?pageSize=10&page=0&deviceProfileId=nope', '/api/device/not-a-uuid', '/api/customer/nope/devices?pageSize=1&page=0',
    '/api/relations?fromId=nope&fromType=DEVICE', '/api/relations?fromId=' + uuid + '&fromType=THING', '/api/audit/logs?pageSize=1&page=0&startTime=abc'];
  for (const path of bad) {
    const res = await server.call('GET', path, { token: t.tenant });
    assert.equal(res.status, 400, path);
    assert.equal(res.body.errorCode, 31, path);
  }
});
