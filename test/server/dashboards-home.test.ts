import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { newId } from '../../server/db/ids.js';
import { assertError, dashboardIdOf, signInRoles, type Roles } from './dashboards-support.js';

let server: TestServer;
let r: Roles;
let thermostats: string;
let plant: string;

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });

async function newDashboard(title: string, customers: string[] = []): Promise<string> {
  const res = await call('POST', '/api/dashboard', r.tenant, { title });
  for (const customerId of customers) await call('POST', `/api/customer/${customerId}/dashboard/${res.body.id.id}`, r.tenant);
  return res.body.id.id as string;
}

async function setInfo(table: 'tb_user' | 'customer', id: string, info: Record<string, unknown>): Promise<void> {
  await server.ctx.db.query(`UPDATE ${table} SET additional_info = $2 WHERE id = $1`, [id, JSON.stringify(info)]);
}

async function home(token: string): Promise<{ status: number; text: string; title?: string; hide?: boolean }> {
  const res = await call('GET', '/api/dashboard/home', token);
  return { status: res.status, text: res.text, title: res.body?.title, hide: res.body?.hideDashboardToolbar };
}

before(async () => {
  server = await startTestServer();
  r = await signInRoles(server, 'home');
  thermostats = await dashboardIdOf(server, 'Thermostats');
  plant = await dashboardIdOf(server, 'Plant overview');
});
after(() => server.close());

test('the seeded tenant home dashboard is Thermostats with its toolbar shown', async () => {
  const info = await call('GET', '/api/tenant/dashboard/home/info', r.tenant);
  assert.deepEqual(info.body, { dashboardId: { entityType: 'DASHBOARD', id: thermostats }, hideDashboardToolbar: false });
  const res = await call('GET', '/api/dashboard/home', r.tenant);
  assert.equal(res.status, 200);
  assert.equal(res.body.title, 'Thermostats');
  assert.equal(res.body.hideDashboardToolbar, false);
  assert.ok(res.body.configuration.states.default);
  assert.deepEqual(Object.keys(res.body).slice(-3), ['configuration', 'externalId', 'hideDashboardToolbar']);
  const userInfo = await call('GET', '/api/dashboard/home/info', r.tenant);
  assert.deepEqual(userInfo.body, { dashboardId: { entityType: 'DASHBOARD', id: thermostats }, hideDashboardToolbar: false });
});

test('the system administrator always gets an empty 200 body', async () => {
  const res = await call('GET', '/api/dashboard/home', r.sysadmin);
  assert.equal(res.status, 200);
  assert.equal(res.text, '');
  assert.equal((await call('GET', '/api/dashboard/home/info', r.sysadmin)).text, '');
});

test('resolves the user\'s home dashboard first, then the customer\'s, then the tenant\'s', async () => {
  assert.equal((await home(r.customerA)).title, 'Thermostats');
  const customerHome = await newDashboard('Customer A home', [DEMO.customerAId]);
  await setInfo('customer', DEMO.customerAId, { homeDashboardId: customerHome, homeDashboardHideToolbar: false });
  const customerChoice = await home(r.customerA);
  assert.deepEqual([customerChoice.title, customerChoice.hide], ['Customer A home', false]);
  const userHome = await newDashboard('My home', [DEMO.customerAId]);
  await setInfo('tb_user', DEMO.customerUserId, { homeDashboardId: userHome });
  const mine = await home(r.customerA);
  assert.equal(mine.title, 'My home');
  assert.equal(mine.hide, true);
  await setInfo('tb_user', DEMO.customerUserId, { homeDashboardId: plant, homeDashboardHideToolbar: false });
  assert.equal((await home(r.customerA)).title, 'Customer A home');
  await setInfo('tb_user', DEMO.customerUserId, { homeDashboardId: newId() });
  assert.equal((await home(r.customerA)).title, 'Customer A home');
  await setInfo('customer', DEMO.customerAId, { homeDashboardId: 'not-a-uuid' });
  assert.equal((await home(r.customerA)).title, 'Thermostats');
  await setInfo('tb_user', DEMO.customerUserId, {});
  await setInfo('customer', DEMO.customerAId, { description: '' });
});

test('answers an empty 200 body when no home dashboard is readable', async () => {
  const b = await home(r.customerB);
  assert.deepEqual(b, { status: 200, text: '', title: undefined, hide: undefined });
  assert.equal((await home(r.otherTenant)).text, '');
  assert.equal((await call('GET', '/api/dashboard/home/info', r.customerB)).text, '');
});

test('the public user gets the tenant home dashboard only when it is public', async () => {
  assert.equal((await home(r.publicUser)).text, '');
  const energy = await dashboardIdOf(server, 'Energy meter');
  await call('POST', '/api/tenant/dashboard/home/info', r.tenant, { dashboardId: { entityType: 'DASHBOARD', id: energy }, hideDashboardToolbar: false });
  try {
    assert.equal((await home(r.publicUser)).title, 'Energy meter');
  } finally {
    await call('POST', '/api/tenant/dashboard/home/info', r.tenant, { dashboardId: { entityType: 'DASHBOARD', id: thermostats }, hideDashboardToolbar: false });
  }
});

test('stores, reads and clears the tenant home dashboard info', async () => {
  const set = await call('POST', '/api/tenant/dashboard/home/info', r.tenant, { dashboardId: { entityType: 'DASHBOARD', id: plant }, hideDashboardToolbar: true });
  assert.equal(set.status, 200);
  assert.equal(set.text, '');
  assert.deepEqual((await call('GET', '/api/tenant/dashboard/home/info', r.tenant)).body,
    { dashboardId: { entityType: 'DASHBOARD', id: plant }, hideDashboardToolbar: true });
  const tenant = await server.ctx.db.one<{ additional_info: Record<string, unknown> }>('SELECT additional_info FROM tenant WHERE id = $1', [DEMO.tenantId]);
  assert.equal(tenant!.additional_info.homeDashboardId, plant);
  assert.equal(tenant!.additional_info.homeDashboardHideToolbar, true);
  const tenantHome = await home(r.tenant);
  assert.deepEqual([tenantHome.title, tenantHome.hide], ['Plant overview', true]);
  assert.equal((await home(r.customerA)).text, '');
  const audit = await server.ctx.db.one<{ n: string }>("SELECT count(*) AS n FROM audit_log WHERE entity_id = $1 AND action_type = 'UPDATED'", [DEMO.tenantId]);
  assert.ok(Number(audit!.n) >= 1);
  const cleared = await call('POST', '/api/tenant/dashboard/home/info', r.tenant, { dashboardId: null, hideDashboardToolbar: false });
  assert.equal(cleared.status, 200);
  assert.deepEqual((await call('GET', '/api/tenant/dashboard/home/info', r.tenant)).body, { dashboardId: null, hideDashboardToolbar: true });
  assert.equal((await home(r.tenant)).text, '');
  await call('POST', '/api/tenant/dashboard/home/info', r.tenant, { dashboardId: { entityType: 'DASHBOARD', id: thermostats }, hideDashboardToolbar: false });
  assert.equal((await home(r.tenant)).title, 'Thermostats');
});

test('refuses home info of a missing or foreign dashboard, bad bodies and other roles, changing nothing', async () => {
  const before = (await call('GET', '/api/tenant/dashboard/home/info', r.tenant)).body;
  const missing = newId();
  assertError(await call('POST', '/api/tenant/dashboard/home/info', r.tenant, { dashboardId: { entityType: 'DASHBOARD', id: missing } }),
    404, 32, `Dashboard with id [${missing}] is not found`);
  const foreign = await call('POST', '/api/dashboard', r.otherTenant, { title: 'Foreign' });
  assertError(await call('POST', '/api/tenant/dashboard/home/info', r.tenant, { dashboardId: foreign.body.id }), 403, 20);
  assertError(await call('POST', '/api/tenant/dashboard/home/info', r.tenant, { dashboardId: 'x' }), 400, 31, 'Invalid request body: dashboardId must be an object');
  assertError(await call('POST', '/api/tenant/dashboard/home/info', r.tenant, { dashboardId: null, hideDashboardToolbar: 'no' }), 400, 31,
    'Invalid request body: hideDashboardToolbar must be a boolean');
  assertError(await call('POST', '/api/tenant/dashboard/home/info', r.tenant, [1]), 400, 31, 'Request body must be a JSON object');
  for (const token of [r.customerA, r.sysadmin, r.publicUser]) {
    assertError(await call('GET', '/api/tenant/dashboard/home/info', token), 403, 20);
    assertError(await call('POST', '/api/tenant/dashboard/home/info', token, { dashboardId: null }), 403, 20);
  }
  assert.deepEqual((await call('GET', '/api/tenant/dashboard/home/info', r.tenant)).body, before);
});
