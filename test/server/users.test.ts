import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../support/server.js';
import { createOtherTenant, type OtherTenant } from '../support/fixtures.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { DEMO } from '../../server/demo/ids.js';
import { assertError, auditOf, backdated, claimsOf, CUSTOMER, insertUser, messageCount, SYSADMIN, TENANT } from './auth-support.js';

let server: TestServer;
let sysadmin: string;
let tenant: string;
let customer: string;
let other: OtherTenant;

before(async () => {
  server = await startTestServer();
  sysadmin = await server.login(...SYSADMIN);
  tenant = await server.login(...TENANT);
  customer = await server.login(...CUSTOMER);
  other = await createOtherTenant(server.ctx.db, 'users');
});
after(() => server.close());

const customerRef = (id: string) => ({ entityType: 'CUSTOMER', id });
const tenantRef = (id: string) => ({ entityType: 'TENANT', id });
const saveUser = (token: string, body: unknown, mail = false) => server.call('POST', `/api/user?sendActivationMail=${mail}`, { token, body });
const userCount = async () => Number((await server.ctx.db.one<{ n: string }>('SELECT count(*) AS n FROM tb_user'))!.n);

test('lists the users of the tenant administrator\'s tenant with paging, e-mail search and sorting', async () => {
  const page = await server.call('GET', '/api/users?pageSize=10&page=0&sortProperty=email&sortOrder=ASC', { token: tenant });
  assert.equal(page.status, 200);
  assert.deepEqual(Object.keys(page.body), ['data', 'totalPages', 'totalElements', 'hasNext']);
  const emails = page.body.data.map((u: { email: string }) => u.email);
  assert.deepEqual(emails, [...emails].sort());
  assert.ok(emails.includes('tenant@thingsboard.org') && emails.includes('customer@thingsboard.org'));
  assert.ok(!emails.some((e: string) => e.endsWith('-users@example.com')));
  const found = await server.call('GET', '/api/users?pageSize=10&page=0&textSearch=CUSTOMER%40THINGS', { token: tenant });
  assert.deepEqual(found.body.data.map((u: { email: string }) => u.email), ['customer@thingsboard.org']);
  const small = await server.call('GET', '/api/users?pageSize=1&page=0', { token: tenant });
  assert.equal(small.body.data.length, 1);
  assert.equal(small.body.hasNext, true);
  assertError(await server.call('GET', '/api/users?pageSize=10&page=0&sortProperty=password', { token: tenant }), 400, 31);
  assertError(await server.call('GET', '/api/users?page=0', { token: tenant }), 400, 31);
  assertError(await server.call('GET', '/api/users?pageSize=10&page=0', { token: customer }), 403, 20);
});

test('answers the system administrator no users on /api/users and the tenant administrators of a tenant', async () => {
  assert.equal((await server.call('GET', '/api/users?pageSize=10&page=0', { token: sysadmin })).body.totalElements, 0);
  const admins = await server.call('GET', `/api/tenant/${DEMO.tenantId}/users?pageSize=10&page=0`, { token: sysadmin });
  assert.ok(admins.body.data.every((u: { authority: string; tenantId: { id: string } }) => u.authority === 'TENANT_ADMIN' && u.tenantId.id === DEMO.tenantId));
  assert.ok(admins.body.data.some((u: { email: string }) => u.email === 'tenant@thingsboard.org'));
  assertError(await server.call('GET', `/api/tenant/${DEMO.tenantId}/users?pageSize=10&page=0`, { token: tenant }), 403, 20);
});

test('lists the users of a customer to the administrator of its tenant only', async () => {
  const res = await server.call('GET', `/api/customer/${DEMO.customerAId}/users?pageSize=10&page=0`, { token: tenant });
  assert.ok(res.body.data.some((u: { email: string }) => u.email === 'customer@thingsboard.org'));
  assert.ok(res.body.data.every((u: { customerId: { id: string } }) => u.customerId.id === DEMO.customerAId));
  assertError(await server.call('GET', `/api/customer/${other.customerId}/users?pageSize=10&page=0`, { token: tenant }), 403, 20);
  assertError(await server.call('GET', `/api/customer/${randomUUID()}/users?pageSize=10&page=0`, { token: tenant }), 404, 32);
  assertError(await server.call('GET', `/api/customer/${DEMO.customerAId}/users?pageSize=10&page=0`, { token: customer }), 403, 20);
});

test('creates a tenant administrator as system administrator and answers the User JSON', async () => {
  const res = await saveUser(sysadmin, { email: 'new-admin@example.com', authority: 'TENANT_ADMIN', tenantId: tenantRef(DEMO.tenantId), firstName: 'Ada' });
  assert.equal(res.status, 200, res.text);
  const u = res.body;
  assert.equal(u.id.entityType, 'USER');
  assert.equal(u.name, 'new-admin@example.com');
  assert.deepEqual(u.tenantId, tenantRef(DEMO.tenantId));
  assert.deepEqual(u.customerId, customerRef(NULL_UUID));
  assert.equal(u.firstName, 'Ada');
  assert.equal(u.lastName, null);
  assert.deepEqual(u.additionalInfo, {});
  assert.equal(typeof u.createdTime, 'number');
  assert.equal(await messageCount(server, 'new-admin@example.com'), 0);
  assert.deepEqual((await auditOf(server, u.id.id)).map((a) => a.action_type), ['ADDED']);
  assertError(await saveUser(sysadmin, { email: 'cu@example.com', authority: 'CUSTOMER_USER', tenantId: tenantRef(DEMO.tenantId),
    customerId: customerRef(DEMO.customerAId) }), 403, 20);
});

test('sends the activation mail by default when creating a user', async () => {
  const res = await server.call('POST', '/api/user', { token: tenant, body: { email: 'mailed@example.com', authority: 'CUSTOMER_USER',
    customerId: customerRef(DEMO.customerBId) } });
  assert.equal(res.status, 200);
  assert.equal(await messageCount(server, 'mailed@example.com'), 1);
});

test('lets a tenant administrator create users of its own tenant only', async () => {
  const admin = await saveUser(tenant, { email: 'second-admin@example.com', authority: 'TENANT_ADMIN', tenantId: tenantRef(other.tenantId) });
  assert.equal(admin.status, 200);
  assert.equal(admin.body.tenantId.id, DEMO.tenantId);
  const cu = await saveUser(tenant, { email: 'cu-b@example.com', authority: 'CUSTOMER_USER', customerId: customerRef(DEMO.customerBId) });
  assert.equal(cu.body.customerId.id, DEMO.customerBId);
  assertError(await saveUser(tenant, { email: 'cu-x@example.com', authority: 'CUSTOMER_USER', customerId: customerRef(other.customerId) }), 400, 31, /customer/);
  assertError(await saveUser(tenant, { email: 'root@example.com', authority: 'SYS_ADMIN' }), 403, 20);
});

test('refuses invalid user bodies with 400 naming the problem and stores nothing', async () => {
  const before = await userCount();
  const bad = async (body: unknown, message: RegExp) => assertError(await saveUser(tenant, body), 400, 31, message);
  const base = { email: 'valid@example.com', authority: 'CUSTOMER_USER', customerId: customerRef(DEMO.customerAId) };
  await bad({ ...base, email: undefined }, /email should be specified/);
  await bad({ ...base, email: 'not-an-email' }, /Invalid email address format 'not-an-email'/);
  await bad({ ...base, email: 12 }, /email/);
  await bad({ ...base, firstName: 'x'.repeat(256) }, /firstName length must be equal or less than 255/);
  await bad({ ...base, lastName: { a: 1 } }, /lastName/);
  await bad({ ...base, authority: 'ROOT' }, /authority/);
  await bad({ ...base, authority: undefined }, /authority should be specified/);
  await bad({ ...base, authority: 'TENANT_ADMIN' }, /cannot belong to a customer/);
  await bad({ ...base, customerId: undefined }, /must belong to a customer/);
  await bad({ ...base, customerId: { entityType: 'CUSTOMER', id: 'nope' } }, /customerId/);
  await bad({ ...base, email: 'customer@thingsboard.org' }, /already exists/);
  await bad({ ...base, additionalInfo: [1, 2] }, /additionalInfo/);
  await bad([base], /JSON object/);
  assertError(await server.call('POST', '/api/user', { token: tenant, rawBody: '{"email":' }), 400, 31);
  assert.equal(await userCount(), before);
});

test('updates names and additional info but keeps server-maintained keys, tenant, customer and authority', async () => {
  const created = (await saveUser(tenant, { email: 'editable@example.com', authority: 'CUSTOMER_USER', customerId: customerRef(DEMO.customerAId) })).body;
  await server.ctx.db.query(`UPDATE tb_user SET additional_info = additional_info || '{"failedLoginAttempts": 2}' WHERE id = $1`, [created.id.id]);
  const res = await saveUser(tenant, { ...created, firstName: 'Edited', additionalInfo: { description: 'hi', failedLoginAttempts: 0, lastLoginTs: 1 } });
  assert.equal(res.status, 200, res.text);
  assert.equal(res.body.firstName, 'Edited');
  assert.deepEqual(res.body.additionalInfo, { description: 'hi', failedLoginAttempts: 2 });
  assertError(await saveUser(tenant, { ...created, authority: 'TENANT_ADMIN', customerId: null }), 400, 31, /customer/);
  assertError(await saveUser(tenant, { ...created, customerId: customerRef(DEMO.customerBId) }), 400, 31, /customer of a user/);
  const ghost = randomUUID();
  assertError(await saveUser(tenant, { ...created, id: { entityType: 'USER', id: ghost } }), 404, 32, `User with id [${ghost}] is not found`);
  assert.deepEqual((await auditOf(server, created.id.id)).map((a) => a.action_type), ['UPDATED', 'ADDED']);
});

test('lets a customer user read and edit only itself', async () => {
  const me = await server.call('GET', `/api/user/${DEMO.customerUserId}`, { token: customer });
  assert.equal(me.status, 200);
  assert.equal(me.body.additionalInfo.userCredentialsEnabled, true);
  const edited = await saveUser(customer, { ...me.body, lastName: 'Renamed' });
  assert.equal(edited.status, 200, edited.text);
  assert.equal(edited.body.lastName, 'Renamed');
  assertError(await server.call('GET', `/api/user/${DEMO.tenantAdminId}`, { token: customer }), 403, 20);
  assertError(await saveUser(customer, { email: 'friend@example.com', authority: 'CUSTOMER_USER', customerId: customerRef(DEMO.customerAId) }), 403, 20);
  assertError(await server.call('DELETE', `/api/user/${DEMO.customerUserId}`, { token: customer }), 403, 20);
});

test('deletes users, outdating their tokens, and refuses a system administrator deleting itself', async () => {
  const id = await insertUser(server, { email: 'doomed@example.com', authority: 'CUSTOMER_USER', tenantId: DEMO.tenantId, customerId: DEMO.customerAId });
  const token = await server.login('doomed@example.com', 'password1');
  const res = await server.call('DELETE', `/api/user/${id}`, { token: tenant });
  assert.equal(res.status, 200);
  assertError(await server.call('GET', `/api/user/${id}`, { token: tenant }), 404, 32);
  assertError(await server.call('GET', '/api/auth/user', { token: await backdated(server, token) }), 401, 11);
  assert.equal((await auditOf(server, id))[0]?.action_type, 'DELETED');
  assertError(await server.call('DELETE', `/api/user/${DEMO.sysadminId}`, { token: sysadmin }), 403, 20);
  assertError(await server.call('DELETE', `/api/user/${DEMO.sysadminId}`, { token: tenant }), 403, 20);
});

test('disables and enables user credentials', async () => {
  const id = await insertUser(server, { email: 'toggle@example.com', authority: 'CUSTOMER_USER', tenantId: DEMO.tenantId, customerId: DEMO.customerBId });
  const token = await server.login('toggle@example.com', 'password1');
  const off = await server.call('POST', `/api/user/${id}/userCredentialsEnabled?userCredentialsEnabled=false`, { token: tenant });
  assert.equal(off.status, 200);
  assertError(await server.call('POST', '/api/auth/login', { body: { username: 'toggle@example.com', password: 'password1' } }), 401, 10, 'User account is not active');
  assert.equal((await server.call('GET', `/api/user/${id}`, { token: tenant })).body.additionalInfo.userCredentialsEnabled, false);
  assertError(await server.call('GET', '/api/auth/user', { token: await backdated(server, token) }), 401, 11);
  assertError(await server.call('POST', `/api/user/${id}/userCredentialsEnabled?userCredentialsEnabled=maybe`, { token: tenant }), 400, 31);
  assert.equal((await server.call('POST', `/api/user/${id}/userCredentialsEnabled?userCredentialsEnabled=true`, { token: tenant })).status, 200);
  assert.equal((await server.call('POST', '/api/auth/login', { body: { username: 'toggle@example.com', password: 'password1' } })).status, 200);
  assertError(await server.call('POST', `/api/user/${id}/userCredentialsEnabled?userCredentialsEnabled=false`, { token: customer }), 403, 20);
});

test('signs in as another user only from system administrator to tenant administrator and tenant administrator to its customer users', async () => {
  assert.equal((await server.call('GET', '/api/user/tokenAccessEnabled', { token: tenant })).text, 'true');
  assert.equal((await server.call('GET', '/api/user/tokenAccessEnabled', { token: sysadmin })).body, true);
  assertError(await server.call('GET', '/api/user/tokenAccessEnabled', { token: customer }), 403, 20);
  const asTenant = await server.call('GET', `/api/user/${DEMO.tenantAdminId}/token`, { token: sysadmin });
  assert.equal(asTenant.status, 200);
  assert.equal(claimsOf(asTenant.body.token).userId, DEMO.tenantAdminId);
  assert.deepEqual(claimsOf(asTenant.body.refreshToken).scopes, ['REFRESH_TOKEN']);
  const asCustomer = await server.call('GET', `/api/user/${DEMO.customerUserId}/token`, { token: tenant });
  assert.deepEqual(claimsOf(asCustomer.body.token).scopes, ['CUSTOMER_USER']);
  assertError(await server.call('GET', `/api/user/${DEMO.customerUserId}/token`, { token: sysadmin }), 403, 20);
  const peer = await insertUser(server, { email: 'peer-admin@example.com', tenantId: DEMO.tenantId });
  assertError(await server.call('GET', `/api/user/${peer}/token`, { token: tenant }), 403, 20);
  const foreign = await server.ctx.db.one<{ id: string }>('SELECT id FROM tb_user WHERE email = $1', [other.customerUserEmail]);
  assertError(await server.call('GET', `/api/user/${foreign!.id}/token`, { token: tenant }), 403, 20);
  assertError(await server.call('GET', `/api/user/${DEMO.customerUserId}/token`, { token: customer }), 403, 20);
  server.ctx.config.userTokenAccessEnabled = false;
  try {
    assertError(await server.call('GET', `/api/user/${DEMO.customerUserId}/token`, { token: tenant }), 403, 20);
    assert.equal((await server.call('GET', '/api/user/tokenAccessEnabled', { token: tenant })).body, false);
  } finally {
    server.ctx.config.userTokenAccessEnabled = true;
  }
});

test('answers 400 for malformed user ids and 404 naming unknown ones', async () => {
  assertError(await server.call('GET', '/api/user/not-a-uuid', { token: tenant }), 400, 31, 'Invalid UUID string: not-a-uuid');
  const ghost = randomUUID();
  assertError(await server.call('GET', `/api/user/${ghost}`, { token: tenant }), 404, 32, `User with id [${ghost}] is not found`);
  assertError(await server.call('GET', `/api/user/${ghost}/activationLink`, { token: tenant }), 404, 32);
});
