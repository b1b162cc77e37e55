import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { rowCount, signInRoles, type Roles } from './dashboards-support.js';

let server: TestServer;
let r: Roles;

type Role = 'sysadmin' | 'tenant' | 'customerA' | 'customerB' | 'publicUser' | 'otherTenant' | 'otherCustomer';
const ROLES: Role[] = ['sysadmin', 'tenant', 'customerA', 'customerB', 'publicUser', 'otherTenant', 'otherCustomer'];
const DEMO_TENANT_USERS: Role[] = ['tenant', 'customerA', 'customerB', 'publicUser'];
const OTHER_TENANT_USERS: Role[] = ['otherTenant', 'otherCustomer'];

/** A system, a demo-tenant and an other-tenant bundle, each with one widget type. */
const owned = {
  system: { bundleId: '', bundleAlias: 'cards', typeId: '' },
  demo: { bundleId: '', bundleAlias: 'demo_private', typeId: '' },
  other: { bundleId: '', bundleAlias: 'other_private', typeId: '' },
};
type Owner = keyof typeof owned;

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });
const descriptor = { type: 'static', sizeX: 4, sizeY: 4, resources: [], templateHtml: '', templateCss: '', controllerScript: '',
  settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{}' };

async function ownBundle(token: string, alias: string): Promise<{ bundleId: string; bundleAlias: string; typeId: string }> {
  const b = await call('POST', '/api/widgetsBundle', token, { title: alias, alias });
  const t = await call('POST', '/api/widgetType', token, { bundleAlias: alias, name: `${alias} type`, descriptor });
  assert.equal(t.status, 200, t.text);
  return { bundleId: b.body.id.id, bundleAlias: alias, typeId: t.body.id.id };
}

before(async () => {
  server = await startTestServer();
  r = await signInRoles(server, 'wperm');
  const cards = await call('GET', '/api/widgetsBundles', r.sysadmin);
  owned.system.bundleId = cards.body.find((b: { alias: string }) => b.alias === 'cards').id.id;
  owned.system.typeId = (await call('GET', '/api/widgetType?isSystem=true&bundleAlias=cards&alias=simple_card', r.sysadmin)).body.id.id;
  owned.demo = await ownBundle(r.tenant, 'demo_private');
  owned.other = await ownBundle(r.otherTenant, 'other_private');
});
after(() => server.close());

/** Which owners' widgets a role may read. */
function readableBy(role: Role): Owner[] {
  if (role === 'sysadmin') return ['system'];
  if (DEMO_TENANT_USERS.includes(role)) return ['system', 'demo'];
  return ['system', 'other'];
}

test('reading bundles and types by id: the system library for everyone, a tenant\'s own for its users only', async () => {
  for (const role of ROLES) {
    for (const owner of Object.keys(owned) as Owner[]) {
      const expected = readableBy(role).includes(owner) ? 200 : 403;
      assert.equal((await call('GET', `/api/widgetsBundle/${owned[owner].bundleId}`, r[role])).status, expected, `${role} bundle ${owner}`);
      assert.equal((await call('GET', `/api/widgetType/${owned[owner].typeId}`, r[role])).status, expected, `${role} type ${owner}`);
    }
  }
});

test('bundle lists, whole and paged, never show another tenant\'s bundles', async () => {
  for (const role of ROLES) {
    const whole = (await call('GET', '/api/widgetsBundles', r[role])).body.map((b: { alias: string }) => b.alias);
    const paged = (await call('GET', '/api/widgetsBundles?pageSize=100&page=0', r[role])).body.data.map((b: { alias: string }) => b.alias);
    for (const list of [whole, paged]) {
      assert.ok(list.includes('cards'), role);
      assert.equal(list.includes('demo_private'), readableBy(role).includes('demo'), `${role} demo`);
      assert.equal(list.includes('other_private'), readableBy(role).includes('other'), `${role} other`);
    }
  }
});

test('isSystem=false reads the caller\'s own tenant only, so naming another tenant\'s bundle alias finds nothing', async () => {
  for (const role of DEMO_TENANT_USERS) {
    const mine = await call('GET', '/api/widgetTypes?isSystem=false&bundleAlias=demo_private', r[role]);
    assert.deepEqual(mine.body.map((t: { alias: string }) => t.alias), ['demo_private_type'], role);
    assert.deepEqual((await call('GET', '/api/widgetTypesInfos?isSystem=false&bundleAlias=other_private', r[role])).body, [], role);
    assert.equal((await call('GET', '/api/widgetType?isSystem=false&bundleAlias=other_private&alias=other_private_type', r[role])).status, 404);
  }
  for (const role of OTHER_TENANT_USERS) {
    assert.deepEqual((await call('GET', '/api/widgetTypesDetails?isSystem=false&bundleAlias=demo_private', r[role])).body, [], role);
  }
  assert.deepEqual((await call('GET', '/api/widgetTypes?isSystem=false&bundleAlias=demo_private', r.sysadmin)).body, []);
});

test('only the owner changes a bundle or type: system administrator the library, tenant administrators their own', async () => {
  const bundles = await rowCount(server, 'widgets_bundle');
  const types = await rowCount(server, 'widget_type');
  const audits = await rowCount(server, 'audit_log');
  const writable: Record<Role, Owner[]> = {
    sysadmin: ['system'], tenant: ['demo'], otherTenant: ['other'], customerA: [], customerB: [], publicUser: [], otherCustomer: [],
  };
  for (const role of ROLES) {
    for (const owner of (Object.keys(owned) as Owner[]).filter((o) => !writable[role].includes(o))) {
      const o = owned[owner];
      const attempts: Array<[string, string, unknown?]> = [
        ['POST', '/api/widgetsBundle', { id: { entityType: 'WIDGETS_BUNDLE', id: o.bundleId }, title: 'Taken over' }],
        ['DELETE', `/api/widgetsBundle/${o.bundleId}`],
        ['POST', '/api/widgetType', { id: { entityType: 'WIDGET_TYPE', id: o.typeId }, bundleAlias: o.bundleAlias, name: 'Taken over', descriptor }],
        ['DELETE', `/api/widgetType/${o.typeId}`],
      ];
      for (const [method, path, body] of attempts) {
        assert.equal((await call(method, path, r[role], body)).status, 403, `${role} ${method} ${path} (${owner})`);
      }
    }
  }
  for (const role of ['customerA', 'publicUser', 'otherCustomer'] as const) {
    assert.equal((await call('POST', '/api/widgetsBundle', r[role], { title: 'Customer bundle' })).status, 403, role);
    assert.equal((await call('POST', '/api/widgetType', r[role], { bundleAlias: 'cards', name: 'Customer type', descriptor })).status, 403, role);
  }
  assert.equal(await rowCount(server, 'widgets_bundle'), bundles);
  assert.equal(await rowCount(server, 'widget_type'), types);
  assert.equal(await rowCount(server, 'audit_log'), audits);
  assert.equal((await call('GET', `/api/widgetsBundle/${owned.system.bundleId}`, r.tenant)).body.title, 'Cards');
});

test('a tenant administrator cannot add types to a system bundle: its bundle alias names none of the tenant\'s', async () => {
  const res = await call('POST', '/api/widgetType', r.otherTenant, { bundleAlias: 'charts', name: 'Sneaky', descriptor });
  assert.equal(res.status, 400);
  assert.equal(res.body.message, 'Widget type is referencing to non-existent widgets bundle!');
  const sysRes = await call('POST', '/api/widgetType', r.sysadmin, { bundleAlias: 'demo_private', name: 'Sneaky', descriptor });
  assert.equal(sysRes.status, 400);
});

test('every widgets endpoint requires a signed-in user', async () => {
  for (const path of ['/api/widgetsBundles', `/api/widgetsBundle/${owned.system.bundleId}`, '/api/widgetTypes?isSystem=true&bundleAlias=cards',
    `/api/widgetType/${owned.system.typeId}`, '/api/widgetType?isSystem=true&bundleAlias=cards&alias=simple_card']) {
    assert.equal((await server.call('GET', path)).status, 401, path);
  }
});
