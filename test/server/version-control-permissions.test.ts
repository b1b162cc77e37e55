import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../support/server.js';
import { createOtherTenant } from '../support/fixtures.js';
import { registryOf } from '../../server/version-control/requests.js';

let server: TestServer;
const tokens: Record<string, string> = {};
let device: Record<string, any>;
let versionId: string;
let createRequestId: string;
let loadRequestId: string;

const call = (method: string, path: string, who: string, body?: unknown) => server.call(method, path, { token: tokens[who], body });

/** Every endpoint of the family, with a body where it takes one. */
function endpoints(): Array<[string, string, unknown?]> {
  const uuid = device.id.id;
  return [
    ['GET', '/api/admin/repositorySettings'],
    ['GET', '/api/admin/repositorySettings/exists'],
    ['POST', '/api/admin/repositorySettings', { repositoryUri: join(server.dataDir, 'repos', 'intruder') }],
    ['POST', '/api/admin/repositorySettings/checkAccess', { repositoryUri: join(server.dataDir, 'repos', 'intruder') }],
    ['DELETE', '/api/admin/repositorySettings'],
    ['GET', '/api/admin/autoCommitSettings'],
    ['GET', '/api/admin/autoCommitSettings/exists'],
    ['POST', '/api/admin/autoCommitSettings', {}],
    ['DELETE', '/api/admin/autoCommitSettings'],
    ['GET', '/api/entities/vc/branches'],
    ['POST', '/api/entities/vc/version', { type: 'SINGLE_ENTITY', versionName: 'x', branch: 'main', entityId: device.id, config: {} }],
    ['GET', `/api/entities/vc/version/${createRequestId}/status`],
    ['GET', '/api/entities/vc/version?branch=main&pageSize=10&page=0'],
    ['GET', '/api/entities/vc/version/DEVICE?branch=main&pageSize=10&page=0'],
    ['GET', `/api/entities/vc/version/DEVICE/${uuid}?branch=main&pageSize=10&page=0`],
    ['GET', `/api/entities/vc/entity/${versionId}`],
    ['GET', `/api/entities/vc/entity/DEVICE/${versionId}`],
    ['GET', `/api/entities/vc/info/${versionId}/DEVICE/${uuid}`],
    ['GET', `/api/entities/vc/diff/DEVICE/${uuid}?versionId=${versionId}`],
    ['POST', '/api/entities/vc/entity', { type: 'SINGLE_ENTITY', versionId, externalEntityId: device.id, config: {} }],
    ['GET', `/api/entities/vc/entity/${loadRequestId}/status`],
  ];
}

before(async () => {
  server = await startTestServer();
  tokens.tenant = await server.login('tenant@thingsboard.org', 'tenant');
  tokens.sysadmin = await server.login('sysadmin@thingsboard.org', 'sysadmin');
  tokens.customer = await server.login('customer@thingsboard.org', 'customer');
  const other = await createOtherTenant(server.ctx.db, 'vcperm');
  tokens.otherTenant = await server.login(other.adminEmail, other.password);
  tokens.otherCustomer = await server.login(other.customerUserEmail, other.password);
  assert.equal((await call('POST', '/api/admin/repositorySettings', 'tenant', { repositoryUri: join(server.dataDir, 'repos', 'demo') })).status, 200);
  device = (await call('GET', '/api/tenant/devices?deviceName=Thermostat%20T1', 'tenant')).body;
  const create = await call('POST', '/api/entities/vc/version', 'tenant', { type: 'SINGLE_ENTITY', versionName: 'perm', branch: 'main', entityId: device.id, config: {} });
  createRequestId = create.body;
  await registryOf(server.ctx).settled(createRequestId);
  versionId = (await call('GET', `/api/entities/vc/version/${createRequestId}/status`, 'tenant')).body.version.id;
  const load = await call('POST', '/api/entities/vc/entity', 'tenant', { type: 'SINGLE_ENTITY', versionId, externalEntityId: device.id, config: {} });
  loadRequestId = load.body;
  await registryOf(server.ctx).settled(loadRequestId);
});
after(() => server.close());

test('the system administrator and customer users of either tenant are refused every endpoint', async () => {
  for (const who of ['sysadmin', 'customer', 'otherCustomer']) {
    for (const [method, path, body] of endpoints()) {
      const res = await call(method, path, who, body);
      assert.equal(res.status, 403, `${who} ${method} ${path}`);
      assert.equal(res.body.errorCode, 20);
    }
  }
});

test('anonymous callers get 401 everywhere', async () => {
  for (const [method, path, body] of endpoints()) {
    assert.equal((await server.call(method, path, { body })).status, 401, `${method} ${path}`);
  }
});

test("another tenant's administrator sees nothing of this tenant's repository, versions, requests or entities", async () => {
  assert.equal((await call('GET', '/api/admin/repositorySettings/exists', 'otherTenant')).body, false);
  assert.equal((await call('GET', '/api/admin/repositorySettings', 'otherTenant')).status, 404);
  assert.equal((await call('GET', '/api/entities/vc/branches', 'otherTenant')).status, 400);
  assert.equal((await call('GET', `/api/entities/vc/version/${createRequestId}/status`, 'otherTenant')).status, 404);
  assert.equal((await call('GET', `/api/entities/vc/entity/${loadRequestId}/status`, 'otherTenant')).status, 404);
  assert.equal((await call('POST', '/api/admin/repositorySettings', 'otherTenant', { repositoryUri: join(server.dataDir, 'repos', 'other') })).status, 200);
  assert.equal((await call('GET', `/api/entities/vc/diff/DEVICE/${device.id.id}?versionId=${versionId}`, 'otherTenant')).status, 403);
  const single = { type: 'SINGLE_ENTITY', versionName: 'steal', branch: 'main', entityId: device.id, config: {} };
  assert.equal((await call('POST', '/api/entities/vc/version', 'otherTenant', single)).status, 403);
  assert.equal((await call('GET', `/api/entities/vc/entity/${versionId}`, 'otherTenant')).status, 404);
  assert.deepEqual((await call('GET', '/api/entities/vc/version?branch=main&pageSize=10&page=0', 'otherTenant')).body.data, []);
  assert.equal((await call('GET', '/api/admin/repositorySettings', 'tenant')).body.repositoryUri, join(server.dataDir, 'repos', 'demo'));
});

test('the tenant administrator reaches every endpoint of its own tenant', async () => {
  assert.equal((await call('GET', '/api/admin/autoCommitSettings', 'tenant')).status, 404);
  const changesSettings = (method: string, path: string) => method === 'DELETE' || (method === 'POST' && path === '/api/admin/repositorySettings');
  for (const [method, path, body] of endpoints()) {
    if (changesSettings(method, path)) continue;
    if (method === 'GET' && path === '/api/admin/autoCommitSettings') continue;
    const res = await call(method, path, 'tenant', body);
    assert.equal(res.status, 200, `${method} ${path}: ${res.text}`);
  }
  assert.deepEqual((await call('GET', '/api/admin/autoCommitSettings', 'tenant')).body, {});
});
