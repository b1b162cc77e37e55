import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../support/server.js';
import { createOtherTenant, type OtherTenant } from '../support/fixtures.js';
import { DEMO } from '../../server/demo/ids.js';
import { assertError, auditOf, CUSTOMER, insertUser, SYSADMIN, TENANT } from './auth-support.js';

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
  other = await createOtherTenant(server.ctx.db, 'tenants');
});
after(() => server.close());

const profileRef = (id: string) => ({ entityType: 'TENANT_PROFILE', id });
const saveTenant = (body: unknown, token = sysadmin) => server.call('POST', '/api/tenant', { token, body });
const saveProfile = (body: unknown) => server.call('POST', '/api/tenantProfile', { token: sysadmin, body });
const countWhere = async (table: string, tenantId: string) =>
  Number((await server.ctx.db.one<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE tenant_id = $1`, [tenantId]))!.n);

test('lists tenants and tenant infos to the system administrator with title search and sorting', async () => {
  const page = await server.call('GET', '/api/tenants?pageSize=10&page=0&sortProperty=title&sortOrder=DESC', { token: sysadmin });
  assert.equal(page.status, 200);
  const titles = page.body.data.map((t: { title: string }) => t.title);
  assert.deepEqual(titles, [...titles].sort().reverse());
  assert.ok(titles.includes('Tenant') && titles.includes('Tenant tenants'));
  const infos = await server.call('GET', '/api/tenantInfos?pageSize=10&page=0&textSearch=TENANTS', { token: sysadmin });
  assert.deepEqual(infos.body.data.map((t: { title: string; tenantProfileName: string }) => [t.title, t.tenantProfileName]), [['Tenant tenants', 'Default']]);
  assert.equal((await server.call('GET', '/api/tenantInfos?pageSize=10&page=0&sortProperty=tenantProfileName', { token: sysadmin })).status, 200);
  assertError(await server.call('GET', '/api/tenants?pageSize=10&page=0', { token: tenant }), 403, 20);
  assertError(await server.call('GET', '/api/tenantInfos?pageSize=10&page=0', { token: customer }), 403, 20);
});

test('reads a tenant: the system administrator any, a tenant administrator only its own', async () => {
  const own = await server.call('GET', `/api/tenant/${DEMO.tenantId}`, { token: tenant });
  assert.equal(own.status, 200);
  assert.deepEqual(own.body.id, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.equal(own.body.name, own.body.title);
  assert.deepEqual(own.body.tenantProfileId, profileRef(DEMO.tenantProfileId));
  const info = await server.call('GET', `/api/tenant/info/${DEMO.tenantId}`, { token: tenant });
  assert.equal(info.body.tenantProfileName, 'Default');
  assertError(await server.call('GET', `/api/tenant/${other.tenantId}`, { token: tenant }), 403, 20);
  assertError(await server.call('GET', `/api/tenant/info/${other.tenantId}`, { token: tenant }), 403, 20);
  assertError(await server.call('GET', `/api/tenant/${DEMO.tenantId}`, { token: customer }), 403, 20);
  assert.equal((await server.call('GET', `/api/tenant/${other.tenantId}`, { token: sysadmin })).status, 200);
  const ghost = randomUUID();
  assertError(await server.call('GET', `/api/tenant/${ghost}`, { token: sysadmin }), 404, 32, `Tenant with id [${ghost}] is not found`);
  assertError(await server.call('GET', '/api/tenant/xyz', { token: sysadmin }), 400, 31, 'Invalid UUID string: xyz');
});

test('creates a tenant on the default profile with a default device profile so devices can be created at once', async () => {
  const res = await saveTenant({ title: 'Acme', email: 'ops@acme.io', country: 'Norway', additionalInfo: { description: 'new' } });
  assert.equal(res.status, 200, res.text);
  const t = res.body;
  assert.equal(t.id.entityType, 'TENANT');
  assert.equal(t.name, 'Acme');
  assert.equal(t.email, 'ops@acme.io');
  assert.deepEqual(t.tenantProfileId, profileRef(DEMO.tenantProfileId));
  assert.deepEqual(t.additionalInfo, { description: 'new' });
  const profile = await server.ctx.db.one<{ name: string; is_default: boolean }>('SELECT name, is_default FROM device_profile WHERE tenant_id = $1', [t.id.id]);
  assert.deepEqual(profile, { name: 'default', is_default: true });
  await insertUser(server, { email: 'acme-admin@example.com', tenantId: t.id.id });
  const admin = await server.login('acme-admin@example.com', 'password1');
  const device = await server.call('POST', '/api/device', { token: admin, body: { name: 'First device' } });
  assert.equal(device.status, 200, device.text);
  assert.equal(device.body.type, 'default');
  assert.deepEqual((await auditOf(server, t.id.id)).map((a) => a.action_type), ['ADDED']);
});

test('updates a tenant and refuses bad bodies with 400 changing nothing', async () => {
  const created = (await saveTenant({ title: 'Editable tenant' })).body;
  const res = await saveTenant({ ...created, title: 'Edited tenant', city: 'Oslo' });
  assert.equal(res.body.title, 'Edited tenant');
  assert.equal(res.body.city, 'Oslo');
  assertError(await saveTenant({ ...created, email: 'nope' }), 400, 31, /Invalid email address format 'nope'/);
  assertError(await saveTenant({ ...created, title: '' }), 400, 31, /title should be specified/);
  assertError(await saveTenant({ ...created, title: 'x'.repeat(256) }), 400, 31, /title length/);
  assertError(await saveTenant({ ...created, title: 42 }), 400, 31, /title/);
  assertError(await saveTenant({ ...created, tenantProfileId: profileRef(randomUUID()) }), 400, 31, /Tenant profile/);
  assertError(await saveTenant({ ...created, additionalInfo: 'text' }), 400, 31, /additionalInfo/);
  assertError(await server.call('POST', '/api/tenant', { token: sysadmin, rawBody: '{"title":' }), 400, 31);
  assertError(await saveTenant({ ...created, id: { entityType: 'TENANT', id: randomUUID() } }), 404, 32);
  assertError(await saveTenant({ title: 'Sneaky' }, tenant), 403, 20);
  const stored = await server.call('GET', `/api/tenant/${created.id.id}`, { token: sysadmin });
  assert.equal(stored.body.title, 'Edited tenant');
});

test('deletes a tenant with its customers, users, device profiles, devices and relations', async () => {
  const t = (await saveTenant({ title: 'Short lived' })).body;
  await insertUser(server, { email: 'short-admin@example.com', tenantId: t.id.id });
  const admin = await server.login('short-admin@example.com', 'password1');
  const c = await server.call('POST', '/api/customer', { token: admin, body: { title: 'Its customer' } });
  assert.equal(c.status, 200, c.text);
  const d = await server.call('POST', '/api/device', { token: admin, body: { name: 'Its device' } });
  await server.ctx.db.query("INSERT INTO relation (from_id, from_type, to_id, to_type, relation_type) VALUES ($1,'CUSTOMER',$2,'DEVICE','Manages')",
    [c.body.id.id, d.body.id.id]);
  assertError(await server.call('DELETE', `/api/tenant/${t.id.id}`, { token: tenant }), 403, 20);
  const res = await server.call('DELETE', `/api/tenant/${t.id.id}`, { token: sysadmin });
  assert.equal(res.status, 200, res.text);
  assertError(await server.call('GET', `/api/tenant/${t.id.id}`, { token: sysadmin }), 404, 32);
  for (const table of ['customer', 'tb_user', 'device', 'device_profile']) assert.equal(await countWhere(table, t.id.id), 0, table);
  const relations = await server.ctx.db.one<{ n: string }>('SELECT count(*) AS n FROM relation WHERE from_id = $1', [c.body.id.id]);
  assert.equal(Number(relations!.n), 0);
  assertError(await server.call('POST', '/api/auth/login', { body: { username: 'short-admin@example.com', password: 'password1' } }), 401, 10);
  assert.equal((await auditOf(server, t.id.id))[0]?.action_type, 'DELETED');
  assertError(await server.call('DELETE', `/api/tenant/${t.id.id}`, { token: sysadmin }), 404, 32);
});

test('lists tenant profiles, their infos and the default one to the system administrator only', async () => {
  const page = await server.call('GET', '/api/tenantProfiles?pageSize=10&page=0&sortProperty=name', { token: sysadmin });
  const def = page.body.data.find((p: { name: string }) => p.name === 'Default');
  assert.equal(def.default, true);
  assert.equal(def.isolatedTbCore, false);
  assert.equal(def.isolatedTbRuleEngine, false);
  assert.equal(def.profileData.configuration.type, 'DEFAULT');
  assert.deepEqual(def.id, profileRef(DEMO.tenantProfileId));
  const infos = await server.call('GET', '/api/tenantProfileInfos?pageSize=10&page=0&textSearch=defa', { token: sysadmin });
  assert.deepEqual(infos.body.data, [{ id: profileRef(DEMO.tenantProfileId), name: 'Default' }]);
  assert.deepEqual((await server.call('GET', '/api/tenantProfileInfo/default', { token: sysadmin })).body, { id: profileRef(DEMO.tenantProfileId), name: 'Default' });
  assert.deepEqual((await server.call('GET', `/api/tenantProfileInfo/${DEMO.tenantProfileId}`, { token: sysadmin })).body.name, 'Default');
  assert.equal((await server.call('GET', `/api/tenantProfile/${DEMO.tenantProfileId}`, { token: sysadmin })).body.name, 'Default');
  assertError(await server.call('GET', '/api/tenantProfiles?pageSize=10&page=0', { token: tenant }), 403, 20);
  assertError(await server.call('GET', `/api/tenantProfile/${DEMO.tenantProfileId}`, { token: tenant }), 403, 20);
  assertError(await server.call('GET', `/api/tenantProfile/${randomUUID()}`, { token: sysadmin }), 404, 32);
});

test('creates, updates, makes default and deletes tenant profiles, refusing to delete the default or one in use', async () => {
  const data = { configuration: { type: 'DEFAULT', maxDevices: 10 } };
  const gold = await saveProfile({ name: 'Gold', description: 'More', profileData: data });
  assert.equal(gold.status, 200, gold.text);
  assert.equal(gold.body.default, false);
  assert.equal(gold.body.profileData.configuration.maxDevices, 10);
  assertError(await saveProfile({ name: 'Gold', profileData: data }), 400, 31, 'Tenant profile with such name already exists!');
  assertError(await saveProfile({ name: 'Platinum', profileData: data, default: true }), 400, 31, /default/);
  const renamed = await saveProfile({ ...gold.body, description: 'Even more' });
  assert.equal(renamed.body.description, 'Even more');
  const made = await server.call('POST', `/api/tenantProfile/${gold.body.id.id}/default`, { token: sysadmin });
  assert.equal(made.body.default, true);
  assert.equal((await server.call('GET', `/api/tenantProfile/${DEMO.tenantProfileId}`, { token: sysadmin })).body.default, false);
  assert.equal((await server.call('GET', '/api/tenantProfileInfo/default', { token: sysadmin })).body.name, 'Gold');
  assertError(await server.call('DELETE', `/api/tenantProfile/${gold.body.id.id}`, { token: sysadmin }), 400, 31, /default/);
  await server.call('POST', `/api/tenantProfile/${DEMO.tenantProfileId}/default`, { token: sysadmin });
  const user = (await saveTenant({ title: 'Gold customer', tenantProfileId: profileRef(gold.body.id.id) })).body;
  assertError(await server.call('DELETE', `/api/tenantProfile/${gold.body.id.id}`, { token: sysadmin }), 400, 31, /used by tenants/);
  await saveTenant({ ...user, tenantProfileId: profileRef(DEMO.tenantProfileId) });
  assert.equal((await server.call('DELETE', `/api/tenantProfile/${gold.body.id.id}`, { token: sysadmin })).status, 200);
  assertError(await server.call('GET', `/api/tenantProfile/${gold.body.id.id}`, { token: sysadmin }), 404, 32);
  assert.deepEqual((await auditOf(server, gold.body.id.id)).map((a) => a.action_type), ['DELETED', 'UPDATED', 'UPDATED', 'ADDED']);
});

test('refuses tenant profile bodies without profile data or with wrong types', async () => {
  assertError(await saveProfile({ name: 'No data' }), 400, 31, /profileData should be specified/);
  assertError(await saveProfile({ name: 'No config', profileData: {} }), 400, 31, /configuration should be specified/);
  assertError(await saveProfile({ name: 'Odd', profileData: { configuration: { type: 'CUSTOM' } } }), 400, 31, /type/);
  assertError(await saveProfile({ profileData: { configuration: {} } }), 400, 31, /name should be specified/);
  assertError(await saveProfile({ name: 'Flag', default: 'yes', profileData: { configuration: {} } }), 400, 31, /default/);
  assertError(await server.call('POST', '/api/tenantProfile', { token: tenant, body: { name: 'X', profileData: { configuration: {} } } }), 403, 20);
  const count = await server.ctx.db.one<{ n: string }>("SELECT count(*) AS n FROM tenant_profile WHERE name IN ('No data','No config','Odd','Flag')");
  assert.equal(Number(count!.n), 0);
});

test('an isolated rule engine profile needs a valid queue configuration with the Main queue', async () => {
  const main = { name: 'Main', topic: 'tb_rule_engine.main', pollInterval: 25, partitions: 10, consumerPerPartition: true, packProcessingTimeout: 2000,
    submitStrategy: { type: 'BURST', batchSize: 1000 }, processingStrategy: { type: 'SKIP_ALL_FAILURES', retries: 3, failurePercentage: 0, pauseBetweenRetries: 3, maxPauseBetweenRetries: 3 } };
  const isolated = (queueConfiguration: unknown) => ({ name: 'Isolated', isolatedTbRuleEngine: true, profileData: { configuration: { type: 'DEFAULT' }, queueConfiguration } });
  assertError(await saveProfile(isolated(null)), 400, 31, 'Tenant profile data queue configuration should be specified!');
  assertError(await saveProfile(isolated([{ ...main, name: 'Other' }])), 400, 31, 'Main queue configuration should be specified!');
  assertError(await saveProfile(isolated([{ ...main, partitions: 0 }])), 400, 31, 'profileData.queueConfiguration[0]: partitions must be an integer of at least 1');
  assertError(await saveProfile(isolated([main, main])), 400, 31, 'profileData.queueConfiguration[1]: queue Main is configured twice');
  const count = await server.ctx.db.one<{ n: string }>("SELECT count(*) AS n FROM tenant_profile WHERE name = 'Isolated'");
  assert.equal(Number(count!.n), 0);
  const saved = await saveProfile(isolated([main, { ...main, name: 'HighPriority', topic: 'tb_rule_engine.hp' }]));
  assert.equal(saved.status, 200);
  assert.equal(saved.body.isolatedTbRuleEngine, true);
  assert.deepEqual(saved.body.profileData.queueConfiguration.map((q: { name: string }) => q.name), ['Main', 'HighPriority']);
  const plain = await saveProfile({ ...saved.body, isolatedTbRuleEngine: false, profileData: { ...saved.body.profileData, queueConfiguration: null } });
  assert.equal(plain.body.isolatedTbRuleEngine, false);
  assert.equal((await server.call('DELETE', `/api/tenantProfile/${saved.body.id.id}`, { token: sysadmin })).status, 200);
});

test('the tenants of an isolated profile get its queues, kept in step when the profile or the tenant’s profile changes', async () => {
  const main = { name: 'Main', topic: 'tb_rule_engine.main', pollInterval: 25, partitions: 10, consumerPerPartition: true, packProcessingTimeout: 2000,
    submitStrategy: { type: 'BURST', batchSize: 1000 }, processingStrategy: { type: 'SKIP_ALL_FAILURES', retries: 3, failurePercentage: 0, pauseBetweenRetries: 3, maxPauseBetweenRetries: 3 } };
  const queuesOf = async (tenantId: string) =>
    (await server.ctx.db.query<{ name: string; partitions: number }>('SELECT name, partitions FROM queue WHERE tenant_id = $1 ORDER BY name', [tenantId])).map((q) => `${q.name}:${q.partitions}`);
  const profile = (await saveProfile({ name: 'Own queues', isolatedTbRuleEngine: true, profileData: { configuration: { type: 'DEFAULT' }, queueConfiguration: [main] } })).body;
  const tenant = (await saveTenant({ title: 'Isolated tenant', tenantProfileId: profileRef(profile.id.id) })).body;
  assert.deepEqual(await queuesOf(tenant.id.id), ['Main:10']);

  const more = await saveProfile({ ...profile, profileData: { ...profile.profileData, queueConfiguration: [{ ...main, partitions: 4 }, { ...main, name: 'HighPriority', topic: 'tb_rule_engine.hp' }] } });
  assert.equal(more.status, 200);
  assert.deepEqual(await queuesOf(tenant.id.id), ['HighPriority:10', 'Main:4']);

  const moved = await saveTenant({ ...tenant, tenantProfileId: profileRef(DEMO.tenantProfileId) });
  assert.equal(moved.status, 200);
  assert.deepEqual(await queuesOf(tenant.id.id), []);
  await saveTenant({ ...moved.body, tenantProfileId: profileRef(profile.id.id) });
  assert.deepEqual(await queuesOf(tenant.id.id), ['HighPriority:10', 'Main:4']);

  await saveProfile({ ...more.body, isolatedTbRuleEngine: false, profileData: { ...more.body.profileData, queueConfiguration: null } });
  assert.deepEqual(await queuesOf(tenant.id.id), []);
  assert.equal((await server.call('DELETE', `/api/tenant/${tenant.id.id}`, { token: sysadmin })).status, 200);
  assert.equal((await server.call('DELETE', `/api/tenantProfile/${profile.id.id}`, { token: sysadmin })).status, 200);
});
