import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { roleTokens, type RoleTokens } from './entities-support.js';

let server: TestServer;
let t: RoleTokens;
let device: { id: { id: string } };
let startedAt: number;

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });
const page = 'pageSize=100&page=0';

before(async () => {
  server = await startTestServer();
  t = await roleTokens(server);
  startedAt = Date.now();
  device = (await call('POST', '/api/device', t.tenant, { name: 'Audited' })).body;
  await call('POST', '/api/device', t.tenant, { ...device, label: 'changed' });
  await call('POST', `/api/customer/${DEMO.customerBId}/device/${device.id.id}`, t.tenant);
});
after(() => server.close());

test('audit records answer the AuditLog JSON shape', async () => {
  const res = await call('GET', `/api/audit/logs?${page}&sortProperty=createdTime&sortOrder=DESC`, t.tenant);
  assert.equal(res.status, 200);
  const rec = res.body.data.find((r: { actionType: string }) => r.actionType === 'ADDED');
  assert.deepEqual(Object.keys(rec), ['id', 'createdTime', 'tenantId', 'customerId', 'entityId', 'entityName', 'userId', 'userName',
    'actionType', 'actionData', 'actionStatus', 'actionFailureDetails']);
  assert.deepEqual(Object.keys(rec.id), ['id']);
  assert.deepEqual(rec.entityId, { entityType: 'DEVICE', id: device.id.id });
  assert.deepEqual(rec.userId, { entityType: 'USER', id: DEMO.tenantAdminId });
  assert.equal(rec.userName, 'tenant@thingsboard.org');
  assert.equal(rec.entityName, 'Audited');
  assert.equal(rec.actionStatus, 'SUCCESS');
  assert.equal(rec.actionFailureDetails, null);
  assert.equal(rec.actionData.entity.name, 'Audited');
  const times = res.body.data.map((r: { createdTime: number }) => r.createdTime);
  assert.deepEqual(times, [...times].sort((a: number, b: number) => b - a));
});

test('audit logs filter by action types and search entity name, user name and action type', async () => {
  const updated = await call('GET', `/api/audit/logs?${page}&actionTypes=UPDATED,ASSIGNED_TO_CUSTOMER`, t.tenant);
  assert.deepEqual(updated.body.data.map((r: { actionType: string }) => r.actionType).sort(), ['ASSIGNED_TO_CUSTOMER', 'UPDATED']);
  const bad = await call('GET', `/api/audit/logs?${page}&actionTypes=EXPLODED`, t.tenant);
  assert.equal(bad.status, 400);
  assert.equal(bad.body.message, 'Invalid action type: EXPLODED');
  assert.equal((await call('GET', `/api/audit/logs?${page}&textSearch=audit`, t.tenant)).body.totalElements, 3);
  assert.equal((await call('GET', `/api/audit/logs?${page}&textSearch=assigned_to`, t.tenant)).body.totalElements, 1);
  assert.ok((await call('GET', `/api/audit/logs?${page}&textSearch=TENANT@THINGS`, t.tenant)).body.totalElements >= 3);
});

test('audit logs honour the time window', async () => {
  const future = await call('GET', `/api/audit/logs?${page}&startTime=${Date.now() + 3_600_000}`, t.tenant);
  assert.equal(future.body.totalElements, 0);
  const past = await call('GET', `/api/audit/logs?${page}&endTime=${startedAt - 3_600_000}`, t.tenant);
  assert.equal(past.body.totalElements, 0);
  const window = await call('GET', `/api/audit/logs?${page}&startTime=${startedAt - 1000}&endTime=${Date.now() + 1000}`, t.tenant);
  assert.ok(window.body.totalElements >= 3);
});

test('audit logs by customer, by user and by entity', async () => {
  const customer = await call('GET', `/api/audit/logs/customer/${DEMO.customerBId}?${page}`, t.tenant);
  assert.deepEqual(customer.body.data.map((r: { actionType: string }) => r.actionType), ['ASSIGNED_TO_CUSTOMER']);
  const user = await call('GET', `/api/audit/logs/user/${DEMO.tenantAdminId}?${page}`, t.tenant);
  assert.ok(user.body.totalElements >= 3);
  const entity = await call('GET', `/api/audit/logs/entity/DEVICE/${device.id.id}?${page}&sortProperty=createdTime&sortOrder=ASC`, t.tenant);
  assert.deepEqual(entity.body.data.map((r: { actionType: string }) => r.actionType), ['ADDED', 'UPDATED', 'ASSIGNED_TO_CUSTOMER']);
  const missingUser = await call('GET', `/api/audit/logs/user/99999999-9999-4999-8999-999999999999?${page}`, t.tenant);
  assert.equal(missingUser.status, 404);
  assert.equal(missingUser.body.message, 'User with id [99999999-9999-4999-8999-999999999999] is not found');
  assert.equal((await call('GET', `/api/audit/logs/entity/THING/${device.id.id}?${page}`, t.tenant)).status, 400);
});

test('only the owning tenant admin reads audit logs', async () => {
  for (const token of [t.customerA, t.sysadmin]) {
    assert.equal((await call('GET', `/api/audit/logs?${page}`, token)).status, 403);
  }
  const other = await call('GET', `/api/audit/logs?${page}`, t.otherTenant);
  assert.equal(other.status, 200);
  assert.ok(other.body.data.every((r: { tenantId: { id: string } }) => r.tenantId.id === t.otherTenantId));
  assert.equal((await call('GET', `/api/audit/logs/customer/${DEMO.customerBId}?${page}`, t.otherTenant)).status, 403);
  assert.equal((await call('GET', `/api/audit/logs/user/${DEMO.tenantAdminId}?${page}`, t.otherTenant)).status, 403);
  assert.equal((await call('GET', `/api/audit/logs/entity/DEVICE/${device.id.id}?${page}`, t.otherTenant)).status, 403);
  assert.equal((await call('GET', `/api/audit/logs?page=0`, t.tenant)).status, 400);
});
