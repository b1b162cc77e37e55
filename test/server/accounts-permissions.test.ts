import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { createOtherTenant, type OtherTenant } from '../support/fixtures.js';
import { DEMO } from '../../server/demo/ids.js';
import { CUSTOMER, insertUser, SYSADMIN, TENANT } from './auth-support.js';

type Role = 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER' | 'PUBLIC';
const ROLES: Role[] = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER', 'PUBLIC'];

/** One call and the status each role gets: [sysadmin, tenant admin, customer user (Customer A), public user]. */
type Case = [method: string, path: () => string, expected: [number, number, number, number]];

let server: TestServer;
let other: OtherTenant;
const tokens = {} as Record<Role, string>;
const ids = { otherAdmin: '', otherCustomerUser: '', customerBUser: '' };

before(async () => {
  server = await startTestServer();
  other = await createOtherTenant(server.ctx.db, 'matrix');
  tokens.SYS_ADMIN = await server.login(...SYSADMIN);
  tokens.TENANT_ADMIN = await server.login(...TENANT);
  tokens.CUSTOMER_USER = await server.login(...CUSTOMER);
  tokens.PUBLIC = (await server.call('POST', '/api/auth/login/public', { body: { publicId: DEMO.publicCustomerId } })).body.token;
  const idOf = async (email: string) => (await server.ctx.db.one<{ id: string }>('SELECT id FROM tb_user WHERE email = $1', [email]))!.id;
  ids.otherAdmin = await idOf(other.adminEmail);
  ids.otherCustomerUser = await idOf(other.customerUserEmail);
  ids.customerBUser = await insertUser(server, { email: 'b-user@example.com', authority: 'CUSTOMER_USER', tenantId: DEMO.tenantId, customerId: DEMO.customerBId });
});
after(() => server.close());

const PAGE = 'pageSize=50&page=0';

/** Runs every case for every role and answers the mismatches as readable lines. */
async function mismatches(cases: Case[]): Promise<string[]> {
  const out: string[] = [];
  for (const [method, path, expected] of cases) {
    for (const [i, role] of ROLES.entries()) {
      const res = await server.call(method, path(), { token: tokens[role] });
      if (res.status !== expected[i]) out.push(`${role} ${method} ${path()}: expected ${expected[i]}, got ${res.status}`);
      if (res.status === 403) assert.equal(res.body.errorCode, 20);
    }
    const anonymous = await server.call(method, path());
    if (anonymous.status !== 401) out.push(`anonymous ${method} ${path()}: expected 401, got ${anonymous.status}`);
  }
  return out;
}

test('gives each role exactly its access to users of its own tenant, another customer and another tenant', async () => {
  assert.deepEqual(await mismatches([
    ['GET', () => `/api/users?${PAGE}`, [200, 200, 403, 403]],
    ['GET', () => `/api/user/${DEMO.tenantAdminId}`, [200, 200, 403, 403]],
    ['GET', () => `/api/user/${DEMO.customerUserId}`, [403, 200, 200, 403]],
    ['GET', () => `/api/user/${ids.customerBUser}`, [403, 200, 403, 403]],
    ['GET', () => `/api/user/${ids.otherAdmin}`, [200, 403, 403, 403]],
    ['GET', () => `/api/user/${ids.otherCustomerUser}`, [403, 403, 403, 403]],
    ['GET', () => `/api/user/${DEMO.sysadminId}`, [200, 403, 403, 403]],
    ['GET', () => `/api/tenant/${DEMO.tenantId}/users?${PAGE}`, [200, 403, 403, 403]],
    ['GET', () => `/api/customer/${DEMO.customerAId}/users?${PAGE}`, [403, 200, 403, 403]],
    ['GET', () => `/api/customer/${other.customerId}/users?${PAGE}`, [403, 403, 403, 403]],
    ['GET', () => `/api/user/${ids.otherAdmin}/activationLink`, [400, 403, 403, 403]],
    ['POST', () => `/api/user/${ids.otherCustomerUser}/userCredentialsEnabled?userCredentialsEnabled=false`, [403, 403, 403, 403]],
    ['DELETE', () => `/api/user/${ids.otherCustomerUser}`, [403, 403, 403, 403]],
    ['GET', () => `/api/user/${ids.otherCustomerUser}/token`, [403, 403, 403, 403]],
    ['GET', () => '/api/user/tokenAccessEnabled', [200, 200, 403, 403]],
  ]), []);
  assert.equal((await server.call('POST', '/api/auth/login', { body: { username: other.customerUserEmail, password: other.password } })).status, 200);
});

test('gives each role exactly its access to tenants', async () => {
  assert.deepEqual(await mismatches([
    ['GET', () => `/api/tenants?${PAGE}`, [200, 403, 403, 403]],
    ['GET', () => `/api/tenantInfos?${PAGE}`, [200, 403, 403, 403]],
    ['GET', () => `/api/tenant/${DEMO.tenantId}`, [200, 200, 403, 403]],
    ['GET', () => `/api/tenant/info/${DEMO.tenantId}`, [200, 200, 403, 403]],
    ['GET', () => `/api/tenant/${other.tenantId}`, [200, 403, 403, 403]],
    ['GET', () => `/api/tenant/info/${other.tenantId}`, [200, 403, 403, 403]],
  ]), []);
  for (const role of ['TENANT_ADMIN', 'CUSTOMER_USER', 'PUBLIC'] as const) {
    assert.equal((await server.call('DELETE', `/api/tenant/${other.tenantId}`, { token: tokens[role] })).status, 403);
    assert.equal((await server.call('POST', '/api/tenant', { token: tokens[role], body: { title: 'Mine now' } })).status, 403);
  }
  assert.equal((await server.call('GET', `/api/tenant/${other.tenantId}`, { token: tokens.SYS_ADMIN })).status, 200);
});

test('gives each role exactly its access to customers of its own tenant, another customer and another tenant', async () => {
  assert.deepEqual(await mismatches([
    ['GET', () => `/api/customers?${PAGE}`, [403, 200, 403, 403]],
    ['GET', () => `/api/customer/${DEMO.customerAId}`, [403, 200, 200, 403]],
    ['GET', () => `/api/customer/${DEMO.customerBId}`, [403, 200, 403, 403]],
    ['GET', () => `/api/customer/${DEMO.publicCustomerId}`, [403, 200, 403, 200]],
    ['GET', () => `/api/customer/${other.customerId}`, [403, 403, 403, 403]],
    ['GET', () => `/api/customer/${other.customerId}/shortInfo`, [403, 403, 403, 403]],
    ['GET', () => `/api/customer/${other.customerId}/title`, [403, 403, 403, 403]],
    ['GET', () => '/api/tenant/customers?customerTitle=Customer%20matrix', [403, 404, 403, 403]],
    ['DELETE', () => `/api/customer/${other.customerId}`, [403, 403, 403, 403]],
  ]), []);
  for (const role of ['SYS_ADMIN', 'CUSTOMER_USER', 'PUBLIC'] as const) {
    assert.equal((await server.call('DELETE', `/api/customer/${DEMO.customerBId}`, { token: tokens[role] })).status, 403);
    assert.equal((await server.call('POST', '/api/customer', { token: tokens[role], body: { title: 'Theirs' } })).status, 403);
  }
  assert.equal((await server.call('GET', `/api/customer/${DEMO.customerBId}`, { token: tokens.TENANT_ADMIN })).status, 200);
});

test('lets only the system administrator at tenant profiles, security settings and platform 2FA settings', async () => {
  assert.deepEqual(await mismatches([
    ['GET', () => `/api/tenantProfiles?${PAGE}`, [200, 403, 403, 403]],
    ['GET', () => `/api/tenantProfileInfos?${PAGE}`, [200, 403, 403, 403]],
    ['GET', () => `/api/tenantProfile/${DEMO.tenantProfileId}`, [200, 403, 403, 403]],
    ['GET', () => `/api/tenantProfileInfo/${DEMO.tenantProfileId}`, [200, 403, 403, 403]],
    ['GET', () => '/api/tenantProfileInfo/default', [200, 403, 403, 403]],
    ['GET', () => '/api/admin/securitySettings', [200, 403, 403, 403]],
    ['GET', () => '/api/2fa/settings', [200, 403, 403, 403]],
  ]), []);
  for (const role of ['TENANT_ADMIN', 'CUSTOMER_USER', 'PUBLIC'] as const) {
    assert.equal((await server.call('POST', `/api/tenantProfile/${DEMO.tenantProfileId}/default`, { token: tokens[role] })).status, 403);
    assert.equal((await server.call('DELETE', `/api/tenantProfile/${DEMO.tenantProfileId}`, { token: tokens[role] })).status, 403);
  }
});

test('never lists another tenant\'s rows', async () => {
  const users = (await server.call('GET', `/api/users?${PAGE}`, { token: tokens.TENANT_ADMIN })).body.data;
  assert.ok(users.length > 0);
  assert.ok(users.every((u: { tenantId: { id: string } }) => u.tenantId.id === DEMO.tenantId));
  const customers = (await server.call('GET', `/api/customers?${PAGE}`, { token: tokens.TENANT_ADMIN })).body.data;
  assert.ok(customers.every((c: { tenantId: { id: string } }) => c.tenantId.id === DEMO.tenantId));
  const searched = await server.call('GET', `/api/customers?${PAGE}&textSearch=matrix`, { token: tokens.TENANT_ADMIN });
  assert.equal(searched.body.totalElements, 0);
  const theirAdmins = (await server.call('GET', `/api/tenant/${other.tenantId}/users?${PAGE}`, { token: tokens.SYS_ADMIN })).body.data;
  assert.deepEqual(theirAdmins.map((u: { email: string }) => u.email), [other.adminEmail]);
  const customerUsers = (await server.call('GET', `/api/customer/${DEMO.customerAId}/users?${PAGE}`, { token: tokens.TENANT_ADMIN })).body.data;
  assert.ok(customerUsers.every((u: { customerId: { id: string } }) => u.customerId.id === DEMO.customerAId));
});
