import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { on, type BusEvents } from '../../server/events.js';
import { newId } from '../../server/db/ids.js';
import { assertError, auditOf, rowCount, signInRoles, type Roles } from './dashboards-support.js';

let server: TestServer;
let r: Roles;
const events: Array<BusEvents['entity']> = [];

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });
const save = async (body: Record<string, unknown>, token = r.tenant) => {
  const res = await call('POST', '/api/dashboard', token, body);
  assert.equal(res.status, 200, res.text);
  return res.body;
};
const dashboardEvents = (id: string) => events.filter((e) => e.entityId.id === id).map((e) => e.action);

const INFO_KEYS = ['id', 'createdTime', 'tenantId', 'title', 'name', 'image', 'assignedCustomers', 'mobileHide', 'mobileOrder'];

before(async () => {
  server = await startTestServer();
  r = await signInRoles(server, 'dash');
  on(server.ctx, 'entity', (e) => { if (e.entityId.entityType === 'DASHBOARD') events.push(e); });
});
after(() => server.close());

test('saves a dashboard and answers Dashboard JSON with the 3.4.1 fields, configuration kept as sent', async () => {
  const configuration = { widgets: {}, states: { default: { name: 'Boilers', root: true } }, entityAliases: {}, filters: {}, zeta: 1, alpha: [2] };
  const d = await save({ title: 'Boilers', configuration, image: 'data:image/png;base64,AAAA', mobileHide: true, mobileOrder: 3 });
  assert.deepEqual(Object.keys(d), [...INFO_KEYS, 'configuration', 'externalId']);
  assert.equal(d.id.entityType, 'DASHBOARD');
  assert.deepEqual(d.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.equal(d.name, 'Boilers');
  assert.equal(d.image, 'data:image/png;base64,AAAA');
  assert.deepEqual(d.assignedCustomers, []);
  assert.equal(d.mobileHide, true);
  assert.equal(d.mobileOrder, 3);
  assert.equal(d.externalId, null);
  assert.equal(JSON.stringify(d.configuration), JSON.stringify(configuration));
  const audit = await auditOf(server, d.id.id);
  assert.deepEqual(audit.map((a) => a.action_type), ['ADDED']);
  assert.equal(audit[0]!.entity_name, 'Boilers');
  assert.deepEqual(dashboardEvents(d.id.id), ['ADDED']);
});

test('updates a dashboard by id and keeps its customer assignments', async () => {
  const d = await save({ title: 'Pumps' });
  await call('POST', `/api/customer/${DEMO.customerBId}/dashboard/${d.id.id}`, r.tenant);
  const updated = await save({ ...d, title: 'Pumps and valves', assignedCustomers: [] });
  assert.equal(updated.title, 'Pumps and valves');
  assert.equal(updated.name, 'Pumps and valves');
  assert.equal(updated.createdTime, d.createdTime);
  assert.deepEqual(updated.assignedCustomers.map((c: { title: string }) => c.title), ['Customer B']);
  assert.deepEqual((await auditOf(server, d.id.id)).map((a) => a.action_type), ['ADDED', 'ASSIGNED_TO_CUSTOMER', 'UPDATED']);
  assert.deepEqual(dashboardEvents(d.id.id), ['ADDED', 'UPDATED', 'UPDATED']);
});

test('refuses bad dashboard bodies with 400 naming the field and changes nothing', async () => {
  const before = await rowCount(server, 'dashboard');
  const audits = await rowCount(server, 'audit_log');
  const cases: Array<[unknown, string]> = [
    [{}, 'Dashboard title should be specified!'],
    [{ title: '   ' }, 'Dashboard title should be specified!'],
    [{ title: 5 }, 'Invalid request body: title must be a string'],
    [{ title: 'x'.repeat(256) }, 'Validation error: length of title must be equal or less than 255'],
    [{ title: '<script>alert(1)</script>' }, 'Validation error: title is malformed'],
    [{ title: 'Bad', configuration: 'text' }, 'Invalid request body: configuration must be an object'],
    [{ title: 'Bad', configuration: [1] }, 'Invalid request body: configuration must be an object'],
    [{ title: 'Bad', mobileHide: 'yes' }, 'Invalid request body: mobileHide must be a boolean'],
    [{ title: 'Bad', mobileOrder: 1.5 }, 'Invalid request body: mobileOrder must be an integer'],
    [{ title: 'Bad', id: { entityType: 'DASHBOARD', id: 'nope' } }, 'Invalid request body: id.id must be a UUID'],
    [[{ title: 'Bad' }], 'Request body must be a JSON object'],
  ];
  for (const [body, message] of cases) assertError(await call('POST', '/api/dashboard', r.tenant, body), 400, 31, message);
  assertError(await server.call('POST', '/api/dashboard', { token: r.tenant, rawBody: '{"title":' }), 400, 31);
  const missing = newId();
  assertError(await call('POST', '/api/dashboard', r.tenant, { id: { entityType: 'DASHBOARD', id: missing }, title: 'Ghost' }),
    404, 32, `Dashboard with id [${missing}] is not found`);
  assert.equal(await rowCount(server, 'dashboard'), before);
  assert.equal(await rowCount(server, 'audit_log'), audits);
});

test('reads a Dashboard and a DashboardInfo (no configuration) by id; 400 for a bad id, 404 for a missing one', async () => {
  const d = await save({ title: 'Chillers', configuration: { widgets: {} } });
  const full = await call('GET', `/api/dashboard/${d.id.id}`, r.tenant);
  assert.deepEqual(full.body, d);
  const info = await call('GET', `/api/dashboard/info/${d.id.id}`, r.tenant);
  assert.deepEqual(Object.keys(info.body), INFO_KEYS);
  assert.equal(info.body.title, 'Chillers');
  assertError(await call('GET', '/api/dashboard/nope', r.tenant), 400, 31, 'Invalid UUID string: nope');
  const missing = newId();
  assertError(await call('GET', `/api/dashboard/info/${missing}`, r.tenant), 404, 32, `Dashboard with id [${missing}] is not found`);
  assertError(await server.call('GET', `/api/dashboard/${d.id.id}`), 401, 10);
});

test('pages tenant dashboards with a case-insensitive title search and title or createdTime sorting', async () => {
  for (const title of ['Zone alpha', 'zone beta', 'Zone gamma']) await save({ title });
  const page = await call('GET', '/api/tenant/dashboards?pageSize=2&page=0&textSearch=ZONE&sortProperty=title&sortOrder=DESC', r.tenant);
  assert.equal(page.status, 200);
  assert.deepEqual(Object.keys(page.body), ['data', 'totalPages', 'totalElements', 'hasNext']);
  assert.deepEqual(page.body.data.map((d: { title: string }) => d.title), ['zone beta', 'Zone gamma']);
  assert.equal(page.body.totalElements, 3);
  assert.equal(page.body.totalPages, 2);
  assert.equal(page.body.hasNext, true);
  assert.deepEqual(Object.keys(page.body.data[0]), INFO_KEYS);
  const last = await call('GET', '/api/tenant/dashboards?pageSize=2&page=1&textSearch=zone&sortProperty=createdTime&sortOrder=ASC', r.tenant);
  assert.deepEqual(last.body.data.map((d: { title: string }) => d.title), ['Zone gamma']);
  assert.equal(last.body.hasNext, false);
  assertError(await call('GET', '/api/tenant/dashboards?page=0', r.tenant), 400, 31, "Required request parameter 'pageSize' is not present");
  assertError(await call('GET', '/api/tenant/dashboards?pageSize=5&page=0&sortProperty=colour', r.tenant), 400, 31, 'Invalid sort property: colour');
  assertError(await call('GET', '/api/tenant/dashboards?pageSize=5&page=0&mobile=maybe', r.tenant), 400, 31, "Invalid value of 'mobile': maybe");
});

test('mobile lists leave out dashboards hidden on mobile and come in mobile order', async () => {
  await save({ title: 'Mobile second', mobileOrder: 2 });
  await save({ title: 'Mobile first', mobileOrder: 1 });
  await save({ title: 'Mobile hidden', mobileHide: true, mobileOrder: 0 });
  const res = await call('GET', '/api/tenant/dashboards?pageSize=10&page=0&mobile=true&textSearch=mobile', r.tenant);
  assert.deepEqual(res.body.data.map((d: { title: string }) => d.title), ['Mobile first', 'Mobile second']);
  const all = await call('GET', '/api/tenant/dashboards?pageSize=10&page=0&textSearch=mobile', r.tenant);
  assert.equal(all.body.totalElements, 3);
});

test('the system administrator lists a tenant\'s dashboards by tenant id; 404 for an unknown tenant', async () => {
  const res = await call('GET', `/api/tenant/${DEMO.tenantId}/dashboards?pageSize=100&page=0&textSearch=Thermostats`, r.sysadmin);
  assert.deepEqual(res.body.data.map((d: { title: string }) => d.title), ['Thermostats']);
  const missing = newId();
  assertError(await call('GET', `/api/tenant/${missing}/dashboards?pageSize=10&page=0`, r.sysadmin), 404, 32, `Tenant with id [${missing}] is not found`);
  assertError(await call('GET', `/api/tenant/${DEMO.tenantId}/dashboards?pageSize=10&page=0`, r.tenant), 403, 20);
});

test('assigns a dashboard to a customer and back, answering the updated Dashboard each time', async () => {
  const d = await save({ title: 'Boiler room' });
  const assigned = await call('POST', `/api/customer/${DEMO.customerBId}/dashboard/${d.id.id}`, r.tenant);
  assert.equal(assigned.status, 200);
  assert.deepEqual(assigned.body.assignedCustomers, [{ customerId: { entityType: 'CUSTOMER', id: DEMO.customerBId }, title: 'Customer B', public: false }]);
  assert.ok('configuration' in assigned.body);
  const again = await call('POST', `/api/customer/${DEMO.customerBId}/dashboard/${d.id.id}`, r.tenant);
  assert.equal(again.body.assignedCustomers.length, 1);
  const relation = await server.ctx.db.one<{ relation_type_group: string; relation_type: string }>(
    "SELECT relation_type_group, relation_type FROM relation WHERE from_id = $1 AND to_id = $2 AND from_type = 'CUSTOMER' AND to_type = 'DASHBOARD'",
    [DEMO.customerBId, d.id.id]);
  assert.deepEqual(relation, { relation_type_group: 'DASHBOARD', relation_type: 'Contains' });
  const list = await call('GET', `/api/customer/${DEMO.customerBId}/dashboards?pageSize=10&page=0&textSearch=boiler`, r.customerB);
  assert.deepEqual(list.body.data.map((x: { title: string }) => x.title), ['Boiler room']);
  const removed = await call('DELETE', `/api/customer/${DEMO.customerBId}/dashboard/${d.id.id}`, r.tenant);
  assert.deepEqual(removed.body.assignedCustomers, []);
  const audit = await auditOf(server, d.id.id);
  assert.deepEqual(audit.map((a) => a.action_type), ['ADDED', 'ASSIGNED_TO_CUSTOMER', 'UNASSIGNED_FROM_CUSTOMER']);
  assert.equal(audit[1]!.customer_id, DEMO.customerBId);
  assert.deepEqual(audit[1]!.action_data, { entityId: d.id.id, assignedCustomerId: DEMO.customerBId, assignedCustomerName: 'Customer B' });
  assert.deepEqual(dashboardEvents(d.id.id), ['ADDED', 'UPDATED', 'UPDATED']);
  const missing = newId();
  assertError(await call('POST', `/api/customer/${missing}/dashboard/${d.id.id}`, r.tenant), 404, 32, `Customer with id [${missing}] is not found`);
  assertError(await call('POST', `/api/customer/${r.otherCustomerId}/dashboard/${d.id.id}`, r.tenant), 403, 20);
});

test('sets, adds and removes customers from a list of ids', async () => {
  const d = await save({ title: 'Shared plant' });
  const path = `/api/dashboard/${d.id.id}/customers`;
  const titles = (res: { body: { assignedCustomers: Array<{ title: string }> } }) => res.body.assignedCustomers.map((c) => c.title);
  assert.deepEqual(titles(await call('POST', path, r.tenant, [DEMO.customerAId, DEMO.customerBId])), ['Customer A', 'Customer B']);
  assert.deepEqual(titles(await call('POST', path, r.tenant, [DEMO.customerCId])), ['Customer C']);
  assert.deepEqual(titles(await call('POST', `${path}/add`, r.tenant, [DEMO.customerAId, DEMO.customerAId])), ['Customer A', 'Customer C']);
  assert.deepEqual(titles(await call('POST', `${path}/remove`, r.tenant, [DEMO.customerCId])), ['Customer A']);
  assert.deepEqual(titles(await call('POST', path, r.tenant)), []);
  const relations = await rowCount(server, 'relation', 'to_id = $1', [d.id.id]);
  assertError(await call('POST', `${path}/add`, r.tenant), 400, 31, 'Required request body is missing');
  assertError(await call('POST', `${path}/add`, r.tenant, { ids: [] }), 400, 31, 'Request body must be a JSON array');
  assertError(await call('POST', `${path}/add`, r.tenant, [DEMO.customerAId, 'x1']), 400, 31, 'Invalid UUID string: x1');
  const missing = newId();
  assertError(await call('POST', `${path}/add`, r.tenant, [DEMO.customerAId, missing]), 404, 32, `Customer with id [${missing}] is not found`);
  assertError(await call('POST', path, r.tenant, [r.otherCustomerId]), 403, 20);
  assert.equal(await rowCount(server, 'relation', 'to_id = $1', [d.id.id]), relations);
});

test('makes a dashboard public and private; the public user reads it only while it is public', async () => {
  const d = await save({ title: 'Lobby screen' });
  const pub = await call('POST', `/api/customer/public/dashboard/${d.id.id}`, r.tenant);
  assert.deepEqual(pub.body.assignedCustomers, [{ customerId: { entityType: 'CUSTOMER', id: DEMO.publicCustomerId }, title: 'Public', public: true }]);
  const read = await call('GET', `/api/dashboard/${d.id.id}`, r.publicUser);
  assert.equal(read.status, 200);
  assert.equal(read.body.title, 'Lobby screen');
  const list = await call('GET', `/api/customer/${DEMO.publicCustomerId}/dashboards?pageSize=10&page=0&textSearch=lobby`, r.publicUser);
  assert.deepEqual(list.body.data.map((x: { title: string }) => x.title), ['Lobby screen']);
  const priv = await call('DELETE', `/api/customer/public/dashboard/${d.id.id}`, r.tenant);
  assert.deepEqual(priv.body.assignedCustomers, []);
  assertError(await call('GET', `/api/dashboard/${d.id.id}`, r.publicUser), 403, 20);
  assertError(await call('POST', `/api/customer/public/dashboard/bad-id`, r.tenant), 400, 31, 'Invalid UUID string: bad-id');
});

test('creates the tenant\'s public customer when it has none', async () => {
  const d = await save({ title: 'Other lobby' }, r.otherTenant);
  assert.equal(await rowCount(server, 'customer', 'tenant_id = $1 AND is_public', [r.otherTenantId]), 0);
  const pub = await call('POST', `/api/customer/public/dashboard/${d.id.id}`, r.otherTenant);
  assert.equal(pub.status, 200);
  const customer = await server.ctx.db.one<{ id: string; title: string; additional_info: { isPublic: boolean } }>(
    'SELECT id, title, additional_info FROM customer WHERE tenant_id = $1 AND is_public', [r.otherTenantId]);
  assert.equal(customer!.title, 'Public');
  assert.equal(customer!.additional_info.isPublic, true);
  assert.deepEqual(pub.body.assignedCustomers, [{ customerId: { entityType: 'CUSTOMER', id: customer!.id }, title: 'Public', public: true }]);
});

test('assigns dashboards to edges; edge lists show a customer user only its own dashboards', async () => {
  const edgeId = newId();
  await server.ctx.db.query(
    `INSERT INTO edge (id, created_time, tenant_id, customer_id, name, type, routing_key, secret) VALUES ($1,$2,$3,$4,'Dashboard edge','default',$5,'s')`,
    [edgeId, Date.now(), DEMO.tenantId, DEMO.customerAId, `rk-${edgeId}`]);
  const mine = await save({ title: 'Edge screen A' });
  const other = await save({ title: 'Edge screen B' });
  await call('POST', `/api/customer/${DEMO.customerAId}/dashboard/${mine.id.id}`, r.tenant);
  for (const d of [mine, other]) {
    const res = await call('POST', `/api/edge/${edgeId}/dashboard/${d.id.id}`, r.tenant);
    assert.equal(res.status, 200);
    assert.equal(res.body.id.id, d.id.id);
  }
  const group = await server.ctx.db.one<{ n: string }>(
    "SELECT count(*) AS n FROM relation WHERE from_id = $1 AND from_type = 'EDGE' AND relation_type_group = 'EDGE' AND to_type = 'DASHBOARD'", [edgeId]);
  assert.equal(Number(group!.n), 2);
  const tenantList = await call('GET', `/api/edge/${edgeId}/dashboards?pageSize=10&page=0&sortProperty=title`, r.tenant);
  assert.deepEqual(tenantList.body.data.map((x: { title: string }) => x.title), ['Edge screen A', 'Edge screen B']);
  const customerList = await call('GET', `/api/edge/${edgeId}/dashboards?pageSize=10&page=0`, r.customerA);
  assert.deepEqual(customerList.body.data.map((x: { title: string }) => x.title), ['Edge screen A']);
  assertError(await call('GET', `/api/edge/${edgeId}/dashboards?pageSize=10&page=0`, r.customerB), 403, 20);
  await call('DELETE', `/api/edge/${edgeId}/dashboard/${other.id.id}`, r.tenant);
  const after = await call('GET', `/api/edge/${edgeId}/dashboards?pageSize=10&page=0`, r.tenant);
  assert.deepEqual(after.body.data.map((x: { title: string }) => x.title), ['Edge screen A']);
  assert.deepEqual((await auditOf(server, other.id.id)).map((a) => a.action_type), ['ADDED', 'ASSIGNED_TO_EDGE', 'UNASSIGNED_FROM_EDGE']);
});

test('deletes a dashboard with its assignments; refuses while a device profile names it as default', async () => {
  const d = await save({ title: 'Short lived' });
  await call('POST', `/api/customer/${DEMO.customerAId}/dashboard/${d.id.id}`, r.tenant);
  const del = await call('DELETE', `/api/dashboard/${d.id.id}`, r.tenant);
  assert.equal(del.status, 200);
  assert.equal(del.text, '');
  assertError(await call('GET', `/api/dashboard/${d.id.id}`, r.tenant), 404, 32);
  assert.equal(await rowCount(server, 'relation', 'to_id = $1 OR from_id = $1', [d.id.id]), 0);
  assert.deepEqual((await auditOf(server, d.id.id)).map((a) => a.action_type), ['ADDED', 'ASSIGNED_TO_CUSTOMER', 'DELETED']);
  assert.deepEqual(dashboardEvents(d.id.id), ['ADDED', 'UPDATED', 'DELETED']);
  const kept = await save({ title: 'Profile default' });
  await server.ctx.db.query('UPDATE device_profile SET default_dashboard_id = $1 WHERE id = $2', [kept.id.id, DEMO.defaultDeviceProfileId]);
  assertError(await call('DELETE', `/api/dashboard/${kept.id.id}`, r.tenant), 400, 31, 'The dashboard referenced by the device profiles cannot be deleted!');
  await server.ctx.db.query('UPDATE device_profile SET default_dashboard_id = NULL WHERE id = $1', [DEMO.defaultDeviceProfileId]);
  assert.equal((await call('GET', `/api/dashboard/${kept.id.id}`, r.tenant)).status, 200);
});

test('answers the server time and the max datapoints limit as bare JSON numbers', async () => {
  const before = Date.now();
  const time = await call('GET', '/api/dashboard/serverTime', r.customerA);
  const after = Date.now();
  assert.equal(time.status, 200);
  assert.match(time.text, /^\d+$/);
  assert.ok(time.body >= before && time.body <= after);
  assert.match(time.headers.get('content-type') ?? '', /application\/json/);
  const limit = await call('GET', '/api/dashboard/maxDatapointsLimit', r.sysadmin);
  assert.equal(limit.text, '50000');
  assert.equal(server.ctx.config.maxDatapointsLimit, 50000);
  assertError(await server.call('GET', '/api/dashboard/maxDatapointsLimit'), 401, 10);
});

test('new dashboards are owned by the caller\'s tenant whatever tenantId the body names', async () => {
  const d = await save({ title: 'Sneaky', tenantId: { entityType: 'TENANT', id: r.otherTenantId } });
  assert.deepEqual(d.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.notEqual(d.tenantId.id, NULL_UUID);
});
