import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { newId } from '../../server/db/ids.js';
import { demoDeviceId } from './telemetry-support.js';

let server: TestServer;
let tenant: string;

async function profile(name: string, provisionType: string, key: string, secret: string): Promise<string> {
  const id = newId();
  await server.ctx.db.query(
    `INSERT INTO device_profile (id, created_time, tenant_id, name, provision_type, provision_device_key, profile_data)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, Date.now(), DEMO.tenantId, name, provisionType, key,
      JSON.stringify({ configuration: { type: 'DEFAULT' }, provisionConfiguration: { type: provisionType, provisionDeviceSecret: secret } })],
  );
  return id;
}

before(async () => {
  server = await startTestServer();
  tenant = await server.login('tenant@thingsboard.org', 'tenant');
  await profile('Auto create', 'ALLOW_CREATE_NEW_DEVICES', 'create-key', 'create-secret');
  await profile('Disabled', 'DISABLED', 'off-key', 'off-secret');
});
after(() => server.close());

const provision = (body: unknown) => server.call('POST', '/api/v1/provision', { body });

test('creates a device for a profile that allows it and answers its new access token', async () => {
  const res = await provision({ deviceName: 'Provisioned 1', provisionDeviceKey: 'create-key', provisionDeviceSecret: 'create-secret' });
  assert.equal(res.status, 200);
  assert.equal(res.body.status, 'SUCCESS');
  assert.equal(res.body.credentialsType, 'ACCESS_TOKEN');
  assert.match(res.body.credentialsValue, /^[A-Za-z0-9]{20}$/);
  assert.equal((await server.call('POST', `/api/v1/${res.body.credentialsValue}/telemetry`, { body: { t: 1 } })).status, 200);
  const device = await server.ctx.db.one<{ type: string; id: string }>("SELECT type, id FROM device WHERE name = 'Provisioned 1'");
  assert.equal(device?.type, 'Auto create');
  const attrs = await server.call('GET', `/api/plugins/telemetry/DEVICE/${device!.id}/values/attributes/SERVER_SCOPE?keys=provisionState`, { token: tenant });
  assert.deepEqual(attrs.body.map((a: { key: string; value: unknown }) => [a.key, a.value]), [['provisionState', 'provisioned']]);
});

test('uses the access token the device asks for', async () => {
  const res = await provision({ deviceName: 'Provisioned 2', provisionDeviceKey: 'create-key', provisionDeviceSecret: 'create-secret',
    credentialsType: 'ACCESS_TOKEN', token: 'my-own-token' });
  assert.deepEqual(res.body, { status: 'SUCCESS', credentialsType: 'ACCESS_TOKEN', credentialsValue: 'my-own-token' });
});

test('refuses to create a device whose name exists', async () => {
  const res = await provision({ deviceName: 'Provisioned 1', provisionDeviceKey: 'create-key', provisionDeviceSecret: 'create-secret' });
  assert.equal(res.body.status, 'FAILURE');
  assert.equal(typeof res.body.errorMsg, 'string');
});

test('answers NOT_FOUND for an unknown key, a wrong secret or a profile with provisioning disabled', async () => {
  for (const [key, secret] of [['nope', 'create-secret'], ['create-key', 'wrong'], ['off-key', 'off-secret'], [undefined, undefined]]) {
    const res = await provision({ deviceName: 'X', provisionDeviceKey: key, provisionDeviceSecret: secret });
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'NOT_FOUND', String(key));
    assert.equal(typeof res.body.errorMsg, 'string');
  }
});

test('hands out the credentials of a pre-provisioned device once', async () => {
  const profileId = await profile('Pre', 'CHECK_PRE_PROVISIONED_DEVICES', 'pre-key', 'pre-secret');
  const deviceId = await demoDeviceId(server, 'Gateway G1');
  await server.ctx.db.query('UPDATE device SET device_profile_id = $1 WHERE id = $2', [profileId, deviceId]);
  const body = { deviceName: 'Gateway G1', provisionDeviceKey: 'pre-key', provisionDeviceSecret: 'pre-secret' };
  assert.deepEqual((await provision(body)).body, { status: 'SUCCESS', credentialsType: 'ACCESS_TOKEN', credentialsValue: 'demo-gateway-g1' });
  assert.equal((await provision(body)).body.status, 'FAILURE');
  assert.equal((await provision({ ...body, deviceName: 'Missing device' })).body.status, 'NOT_FOUND');
});

async function ensureOtaTable(): Promise<void> {
  await server.ctx.db.query(`CREATE TABLE IF NOT EXISTS ota_package (
    id uuid PRIMARY KEY, created_time bigint NOT NULL, tenant_id uuid NOT NULL, device_profile_id uuid, type text NOT NULL,
    title text NOT NULL, version text NOT NULL, data bytea, file_name text, content_type text, checksum_algorithm text,
    checksum text, data_size bigint)`);
}

test('downloads the assigned firmware whole or in chunks, and 404 for anything else', async () => {
  const token = 'demo-energy-meter-e1';
  assert.equal((await server.call('GET', `/api/v1/${token}/firmware?title=fw&version=1.0`)).status, 404);
  await ensureOtaTable();
  const id = newId();
  await server.ctx.db.query(
    `INSERT INTO ota_package (id, created_time, tenant_id, device_profile_id, type, title, version, data, file_name, content_type,
       checksum_algorithm, checksum, data_size) VALUES ($1,$2,$3,$4,'FIRMWARE','fw','1.0',$5,'fw.bin','application/octet-stream','SHA256','x',10)`,
    [id, Date.now(), DEMO.tenantId, DEMO.defaultDeviceProfileId, Buffer.from('0123456789')],
  );
  await server.ctx.db.query('UPDATE device SET firmware_id = $1 WHERE id = $2', [id, await demoDeviceId(server, 'Energy Meter E1')]);
  const whole = await fetch(`${server.url}/api/v1/${token}/firmware?title=fw&version=1.0`);
  assert.equal(whole.status, 200);
  assert.equal(whole.headers.get('content-type'), 'application/octet-stream');
  assert.match(whole.headers.get('content-disposition') ?? '', /fw\.bin/);
  assert.equal(Buffer.from(await whole.arrayBuffer()).toString(), '0123456789');
  const chunk = await fetch(`${server.url}/api/v1/${token}/firmware?title=fw&version=1.0&size=4&chunk=2`);
  assert.equal(Buffer.from(await chunk.arrayBuffer()).toString(), '89');
  assert.equal((await server.call('GET', `/api/v1/${token}/firmware?title=fw&version=2.0`)).status, 404);
  assert.equal((await server.call('GET', `/api/v1/${token}/software?title=fw&version=1.0`)).status, 404);
  assert.equal((await server.call('GET', `/api/v1/${token}/firmware?title=fw`)).status, 400);
});
