import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../support/server.js';
import { createOtherTenant, type OtherTenant } from '../support/fixtures.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { DEMO } from '../../server/demo/ids.js';
import { assertError, auditOf, backdated, CUSTOMER, insertUser, SYSADMIN, TENANT } from './auth-support.js';

let server: TestServer;
let sysadmin: string;
let tenant: string;
let customer: string;
let other: OtherTenant;
let otherAdmin: string;

before(async () => {
  server = await startTestServer();
  sysadmin = await server.login(...SYSADMIN);
  tenant = await server.login(...TENANT);
  customer = await server.login(...CUSTOMER);
  other = await createOtherTenant(server.ctx.db, 'customers');
  otherAdmin = await server.login(other.adminEmail, other.password);
});
after(() => server.close());

const saveCustomer = (body: unknown, token = tenant) => server.call('POST', '/api/customer', { token, body });
const titlesOf = (page: { data: Array<{ title: string }> }) => page.data.map((c) => c.title);

test('lists the customers of the caller\'s tenant with title search and sorting, never another tenant\'s', async () => {
  const page = await server.call('GET', '/api/customers?pageSize=20&page=0&sortProperty=title&sortOrder=ASC', { token: tenant });
  assert.equal(page.status, 200);
  assert.deepEqual(titlesOf(page.body), ['Customer A', 'Customer B', 'Customer C', 'Public']);
  const found = await server.call('GET', '/api/customers?pageSize=20&page=0&textSearch=customer%20b', { token: tenant });
  assert.deepEqual(titlesOf(found.body), ['Customer B']);
  const theirs = await server.call('GET', '/api/customers?pageSize=20&page=0', { token: otherAdmin });
  assert.deepEqual(titlesOf(theirs.body), ['Customer customers']);
  assertError(await server.call('GET', '/api/customers?pageSize=20&page=0', { token: customer }), 403, 20);
  assertError(await server.call('GET', '/api/customers?pageSize=20&page=0', { token: sysadmin }), 403, 20);
});

test('reads a customer with name and externalId, customer users only their own', async () => {
  const a = await server.call('GET', `/api/customer/${DEMO.customerAId}`, { token: tenant });
  assert.equal(a.status, 200);
  assert.deepEqual(a.body.id, { entityType: 'CUSTOMER', id: DEMO.customerAId });
  assert.equal(a.body.name, 'Customer A');
  assert.equal(a.body.externalId, null);
  assert.deepEqual(a.body.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.equal(a.body.city, 'San Francisco');
  assert.equal((await server.call('GET', `/api/customer/${DEMO.customerAId}`, { token: customer })).status, 200);
  assertError(await server.call('GET', `/api/customer/${DEMO.customerBId}`, { token: customer }), 403, 20);
  assertError(await server.call('GET', `/api/customer/${other.customerId}`, { token: tenant }), 403, 20);
  assertError(await server.call('GET', `/api/customer/${DEMO.customerAId}`, { token: sysadmin }), 403, 20);
  const ghost = randomUUID();
  assertError(await server.call('GET', `/api/customer/${ghost}`, { token: tenant }), 404, 32, `Customer with id [${ghost}] is not found`);
});

test('answers the short info as JSON and the title as plain text', async () => {
  assert.deepEqual((await server.call('GET', `/api/customer/${DEMO.customerAId}/shortInfo`, { token: customer })).body,
    { title: 'Customer A', isPublic: false });
  assert.deepEqual((await server.call('GET', `/api/customer/${DEMO.publicCustomerId}/shortInfo`, { token: tenant })).body,
    { title: 'Public', isPublic: true });
  const title = await server.call('GET', `/api/customer/${DEMO.customerAId}/title`, { token: tenant });
  assert.equal(title.text, 'Customer A');
  assert.match(title.headers.get('content-type') ?? '', /^application\/text/);
  assertError(await server.call('GET', `/api/customer/${DEMO.customerBId}/title`, { token: customer }), 403, 20);
});

test('finds a customer of the tenant by title', async () => {
  const res = await server.call('GET', '/api/tenant/customers?customerTitle=Customer%20B', { token: tenant });
  assert.equal(res.body.id.id, DEMO.customerBId);
  assertError(await server.call('GET', '/api/tenant/customers?customerTitle=Customer%20customers', { token: tenant }), 404, 32,
    'Customer with title [Customer customers] is not found');
  assertError(await server.call('GET', '/api/tenant/customers', { token: tenant }), 400, 31, /customerTitle/);
  assertError(await server.call('GET', '/api/tenant/customers?customerTitle=Customer%20A', { token: customer }), 403, 20);
});

test('creates and updates customers with titles unique within a tenant', async () => {
  const created = await saveCustomer({ title: 'Customer D', email: 'd@example.com', additionalInfo: { description: 'fourth' } });
  assert.equal(created.status, 200, created.text);
  assert.equal(created.body.name, 'Customer D');
  assert.deepEqual(created.body.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.deepEqual(created.body.additionalInfo, { description: 'fourth' });
  assertError(await saveCustomer({ title: 'Customer D' }), 400, 31, 'Customer with such title already exists!');
  assert.equal((await saveCustomer({ title: 'Customer D' }, otherAdmin)).status, 200);
  const updated = await saveCustomer({ ...created.body, title: 'Customer D2', phone: '+4712345678' });
  assert.equal(updated.body.title, 'Customer D2');
  assert.equal(updated.body.createdTime, created.body.createdTime);
  assertError(await saveCustomer({ ...created.body, title: 'Customer A' }), 400, 31, 'Customer with such title already exists!');
  assertError(await saveCustomer({ title: 'Public' }), 400, 31, /reserved/);
  assertError(await saveCustomer({ ...created.body, title: 'Taken over' }, otherAdmin), 403, 20);
  assertError(await saveCustomer({ title: 'Mine' }, customer), 403, 20);
  assertError(await saveCustomer({ title: 'Ghost', id: { entityType: 'CUSTOMER', id: randomUUID() } }), 404, 32);
  assert.deepEqual((await auditOf(server, created.body.id.id)).map((a) => a.action_type), ['UPDATED', 'ADDED']);
});

test('keeps the public customer public and no other customer can make itself public', async () => {
  const pub = (await server.call('GET', `/api/customer/${DEMO.publicCustomerId}`, { token: tenant })).body;
  const res = await saveCustomer({ ...pub, title: 'Renamed', additionalInfo: { description: 'open' } });
  assert.equal(res.status, 200, res.text);
  assert.equal(res.body.title, 'Public');
  assert.deepEqual(res.body.additionalInfo, { description: 'open', isPublic: true });
  assert.equal((await server.call('POST', '/api/auth/login/public', { body: { publicId: DEMO.publicCustomerId } })).status, 200);
  const sneaky = await saveCustomer({ title: 'Sneaky', additionalInfo: { isPublic: true } });
  assert.deepEqual(sneaky.body.additionalInfo, {});
  assertError(await server.call('POST', '/api/auth/login/public', { body: { publicId: sneaky.body.id.id } }), 401, 10);
});

test('refuses bad customer bodies with 400 and stores nothing', async () => {
  const count = async () => Number((await server.ctx.db.one<{ n: string }>('SELECT count(*) AS n FROM customer'))!.n);
  const before = await count();
  assertError(await saveCustomer({ email: 'x@example.com' }), 400, 31, /title should be specified/);
  assertError(await saveCustomer({ title: 7 }), 400, 31, /title/);
  assertError(await saveCustomer({ title: 'x'.repeat(256) }), 400, 31, /title length/);
  assertError(await saveCustomer({ title: 'Bad mail', email: 'mail' }), 400, 31, /Invalid email address format/);
  assertError(await saveCustomer({ title: 'Bad info', additionalInfo: [1] }), 400, 31, /additionalInfo/);
  assertError(await saveCustomer({ title: 'Bad city', city: 'y'.repeat(300) }), 400, 31, /city/);
  assertError(await saveCustomer({ title: 'Bad ext', externalId: { entityType: 'CUSTOMER', id: 'zzz' } }), 400, 31, /externalId/);
  assertError(await saveCustomer([{ title: 'Listed' }]), 400, 31);
  assertError(await server.call('POST', '/api/customer', { token: tenant, rawBody: '{"title":"Broken"' }), 400, 31);
  assert.equal(await count(), before);
});

test('deletes a customer: its devices, assets, entity views and edges become unassigned and its users are deleted', async () => {
  const c = (await saveCustomer({ title: 'Leaving' })).body.id.id;
  const userId = await insertUser(server, { email: 'leaving-user@example.com', authority: 'CUSTOMER_USER', tenantId: DEMO.tenantId, customerId: c });
  const userToken = await server.login('leaving-user@example.com', 'password1');
  const db = server.ctx.db;
  const device = (await db.one<{ id: string }>("SELECT id FROM device WHERE name = 'Water Pump P1'"))!.id;
  const asset = (await db.one<{ id: string }>("SELECT id FROM asset WHERE name = 'Plant C'"))!.id;
  await db.query('UPDATE device SET customer_id = $1 WHERE id = $2', [c, device]);
  await db.query('UPDATE asset SET customer_id = $1 WHERE id = $2', [c, asset]);
  const view = randomUUID();
  const edge = randomUUID();
  await db.query(`INSERT INTO entity_view (id, created_time, tenant_id, customer_id, entity_type, entity_id, name, type)
    VALUES ($1, 0, $2, $3, 'DEVICE', $4, 'Leaving view', 'default')`, [view, DEMO.tenantId, c, device]);
  await db.query(`INSERT INTO edge (id, created_time, tenant_id, customer_id, name, type, routing_key, secret)
    VALUES ($1, 0, $2, $3, 'Leaving edge', 'default', $4, 'secret')`, [edge, DEMO.tenantId, c, randomUUID()]);
  assertError(await server.call('DELETE', `/api/customer/${c}`, { token: customer }), 403, 20);
  assertError(await server.call('DELETE', `/api/customer/${c}`, { token: otherAdmin }), 403, 20);
  const res = await server.call('DELETE', `/api/customer/${c}`, { token: tenant });
  assert.equal(res.status, 200, res.text);
  for (const [table, id] of [['device', device], ['asset', asset], ['entity_view', view], ['edge', edge]] as const) {
    assert.equal((await db.one<{ customer_id: string }>(`SELECT customer_id FROM ${table} WHERE id = $1`, [id]))!.customer_id, NULL_UUID, table);
  }
  assert.equal(await db.one('SELECT 1 FROM tb_user WHERE id = $1', [userId]), undefined);
  assertError(await server.call('GET', '/api/auth/user', { token: await backdated(server, userToken) }), 401, 11);
  assertError(await server.call('GET', `/api/customer/${c}`, { token: tenant }), 404, 32);
  assert.equal((await auditOf(server, c))[0]?.action_type, 'DELETED');
});
