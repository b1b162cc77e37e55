import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { dashboardIdOf, rowCount, signInRoles, type Roles } from './dashboards-support.js';

let server: TestServer;
let r: Roles;
/** Thermostats (Customer A and public), Plant overview (unassigned), and the other tenant's dashboard (its customer). */
const ids = { thermostats: '', plant: '', energy: '', foreign: '' };

type Role = 'sysadmin' | 'tenant' | 'customerA' | 'customerB' | 'publicUser' | 'otherTenant' | 'otherCustomer';
const ROLES: Role[] = ['sysadmin', 'tenant', 'customerA', 'customerB', 'publicUser', 'otherTenant', 'otherCustomer'];

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });
const titles = (body: { data: Array<{ title: string }> }) => body.data.map((d) => d.title).sort();

before(async () => {
  server = await startTestServer();
  r = await signInRoles(server, 'perm');
  ids.thermostats = await dashboardIdOf(server, 'Thermostats');
  ids.plant = await dashboardIdOf(server, 'Plant overview');
  ids.energy = await dashboardIdOf(server, 'Energy meter');
  const foreign = await call('POST', '/api/dashboard', r.otherTenant, { title: 'Foreign board' });
  ids.foreign = foreign.body.id.id;
  await call('POST', `/api/customer/${r.otherCustomerId}/dashboard/${ids.foreign}`, r.otherTenant);
});
after(() => server.close());

test('reading a dashboard by id: each role reaches exactly what ThingsBoard allows', async () => {
  const readable: Record<Role, Array<keyof typeof ids>> = {
    sysadmin: ['thermostats', 'plant', 'energy', 'foreign'],
    tenant: ['thermostats', 'plant', 'energy'],
    customerA: ['thermostats'],
    customerB: [],
    publicUser: ['energy'],
    otherTenant: ['foreign'],
    otherCustomer: ['foreign'],
  };
  for (const role of ROLES) {
    for (const key of Object.keys(ids) as Array<keyof typeof ids>) {
      for (const path of [`/api/dashboard/${ids[key]}`, `/api/dashboard/info/${ids[key]}`]) {
        const res = await call('GET', path, r[role]);
        const expected = readable[role].includes(key) ? 200 : 403;
        assert.equal(res.status, expected, `${role} GET ${key} ${path}`);
        if (expected === 403) assert.equal(res.body.message, "You don't have permission to perform this operation!");
      }
    }
  }
});

test('changing a dashboard is for the tenant administrator of its tenant only; refused calls change nothing', async () => {
  const before = JSON.stringify((await call('GET', `/api/dashboard/${ids.thermostats}`, r.tenant)).body);
  const audits = await rowCount(server, 'audit_log');
  for (const role of ROLES.filter((x) => x !== 'tenant')) {
    const token = r[role];
    const attempts: Array<[string, string, unknown?]> = [
      ['POST', '/api/dashboard', { id: { entityType: 'DASHBOARD', id: ids.thermostats }, title: 'Taken over' }],
      ['DELETE', `/api/dashboard/${ids.thermostats}`],
      ['POST', `/api/customer/${DEMO.customerBId}/dashboard/${ids.thermostats}`],
      ['DELETE', `/api/customer/${DEMO.customerAId}/dashboard/${ids.thermostats}`],
      ['POST', `/api/customer/public/dashboard/${ids.plant}`],
      ['DELETE', `/api/customer/public/dashboard/${ids.thermostats}`],
      ['POST', `/api/dashboard/${ids.thermostats}/customers`, []],
      ['POST', `/api/dashboard/${ids.thermostats}/customers/add`, [DEMO.customerBId]],
      ['POST', `/api/dashboard/${ids.thermostats}/customers/remove`, [DEMO.customerAId]],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, token, body);
      assert.equal(res.status, 403, `${role} ${method} ${path}: ${res.text}`);
    }
  }
  assert.equal(JSON.stringify((await call('GET', `/api/dashboard/${ids.thermostats}`, r.tenant)).body), before);
  assert.equal(await rowCount(server, 'audit_log'), audits);
  const created = await call('POST', '/api/dashboard', r.customerA, { title: 'Customer made' });
  assert.equal(created.status, 403);
  assert.equal(await rowCount(server, 'dashboard', 'title = $1', ['Customer made']), 0);
});

test('the tenant dashboard list shows a tenant administrator its own tenant\'s dashboards only', async () => {
  const own = await call('GET', '/api/tenant/dashboards?pageSize=100&page=0', r.tenant);
  assert.deepEqual(titles(own.body), ['Energy meter', 'Plant overview', 'Thermostats']);
  const other = await call('GET', '/api/tenant/dashboards?pageSize=100&page=0', r.otherTenant);
  assert.deepEqual(titles(other.body), ['Foreign board']);
  for (const role of ['sysadmin', 'customerA', 'publicUser', 'otherCustomer'] as const) {
    assert.equal((await call('GET', '/api/tenant/dashboards?pageSize=100&page=0', r[role])).status, 403, role);
  }
});

test('customer dashboard lists: the tenant administrator and the customer\'s own users only', async () => {
  const pathA = `/api/customer/${DEMO.customerAId}/dashboards?pageSize=100&page=0`;
  const allowed: Record<Role, string[] | 403> = {
    sysadmin: 403, tenant: ['Thermostats'], customerA: ['Thermostats'], customerB: 403, publicUser: 403, otherTenant: 403, otherCustomer: 403,
  };
  for (const role of ROLES) {
    const res = await call('GET', pathA, r[role]);
    const want = allowed[role];
    if (want === 403) assert.equal(res.status, 403, role);
    else assert.deepEqual(titles(res.body), want, role);
  }
  const publicList = await call('GET', `/api/customer/${DEMO.publicCustomerId}/dashboards?pageSize=100&page=0`, r.publicUser);
  assert.deepEqual(titles(publicList.body), ['Energy meter']);
  const otherList = await call('GET', `/api/customer/${r.otherCustomerId}/dashboards?pageSize=100&page=0`, r.otherCustomer);
  assert.deepEqual(titles(otherList.body), ['Foreign board']);
  assert.equal((await call('GET', `/api/customer/${r.otherCustomerId}/dashboards?pageSize=100&page=0`, r.tenant)).status, 403);
});

test('dashboards of a tenant by tenant id are for the system administrator only', async () => {
  const path = `/api/tenant/${r.otherTenantId}/dashboards?pageSize=100&page=0`;
  assert.deepEqual(titles((await call('GET', path, r.sysadmin)).body), ['Foreign board']);
  for (const role of ROLES.filter((x) => x !== 'sysadmin')) assert.equal((await call('GET', path, r[role])).status, 403, role);
});

test('edge assignment and edge lists stay inside the tenant', async () => {
  const edge = await server.ctx.db.one<{ id: string }>(
    `INSERT INTO edge (id, created_time, tenant_id, customer_id, name, type, routing_key, secret)
     VALUES (gen_random_uuid(), 0, $1, $2, 'Foreign edge', 'default', 'rk-foreign', 's') RETURNING id`, [r.otherTenantId, r.otherCustomerId]);
  assert.equal((await call('POST', `/api/edge/${edge!.id}/dashboard/${ids.thermostats}`, r.tenant)).status, 403);
  assert.equal((await call('POST', `/api/edge/${edge!.id}/dashboard/${ids.thermostats}`, r.otherTenant)).status, 403);
  assert.equal((await call('POST', `/api/edge/${edge!.id}/dashboard/${ids.foreign}`, r.otherCustomer)).status, 403);
  assert.equal((await call('POST', `/api/edge/${edge!.id}/dashboard/${ids.foreign}`, r.otherTenant)).status, 200);
  assert.deepEqual(titles((await call('GET', `/api/edge/${edge!.id}/dashboards?pageSize=10&page=0`, r.otherCustomer)).body), ['Foreign board']);
  for (const role of ['tenant', 'customerA', 'sysadmin'] as const) {
    assert.equal((await call('GET', `/api/edge/${edge!.id}/dashboards?pageSize=10&page=0`, r[role])).status, 403, role);
  }
});

test('home dashboards never leak across tenants or customers', async () => {
  await server.ctx.db.query(`UPDATE tb_user SET additional_info = $2 WHERE email = $1`,
    ['tenant@thingsboard.org', JSON.stringify({ homeDashboardId: ids.foreign })]);
  const res = await call('GET', '/api/dashboard/home', r.tenant);
  assert.equal(res.body.title, 'Thermostats');
  assert.equal((await call('GET', '/api/dashboard/home', r.otherCustomer)).text, '');
  assert.equal((await call('GET', '/api/dashboard/home', r.customerB)).text, '');
});

test('every dashboard endpoint requires a signed-in user', async () => {
  const paths: Array<[string, string]> = [
    ['GET', '/api/tenant/dashboards?pageSize=10&page=0'], ['GET', `/api/dashboard/${ids.thermostats}`],
    ['GET', `/api/dashboard/info/${ids.thermostats}`], ['GET', '/api/dashboard/home'], ['GET', '/api/dashboard/serverTime'],
    ['POST', '/api/dashboard'], ['GET', '/api/tenant/dashboard/home/info'], ['GET', `/api/customer/${DEMO.customerAId}/dashboards?pageSize=10&page=0`],
  ];
  for (const [method, path] of paths) assert.equal((await server.call(method, path)).status, 401, path);
});
