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

const SYSTEM_BUNDLES = ['alarm_widgets', 'analogue_gauges', 'cards', 'charts', 'control_widgets', 'digital_gauges', 'edge_widgets', 'maps'];
const BUNDLE_KEYS = ['id', 'createdTime', 'tenantId', 'alias', 'title', 'image', 'description', 'externalId'];
const TYPE_KEYS = ['id', 'createdTime', 'tenantId', 'bundleAlias', 'alias', 'name', 'descriptor'];

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });
const aliases = (list: Array<{ alias: string }>) => list.map((b) => b.alias);

function descriptor(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'latest', sizeX: 7.5, sizeY: 3.5, resources: [], templateHtml: '<div></div>', templateCss: '', controllerScript: 'self.onInit = function () {};',
    settingsSchema: '{"schema":{"type":"object","properties":{}},"form":[]}', dataKeySettingsSchema: '{}\n',
    defaultConfig: '{"datasources":[],"settings":{"a":1}}', ...extra,
  };
}

async function bundle(title: string, token = r.tenant, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/widgetsBundle', token, { title, ...extra });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

before(async () => {
  server = await startTestServer();
  r = await signInRoles(server, 'wid');
  on(server.ctx, 'entity', (e) => { if (e.entityId.entityType.startsWith('WIDGET')) events.push(e); });
});
after(() => server.close());

test('lists every visible bundle without paging: the system library plus the tenant\'s own, by title', async () => {
  const mine = await bundle('Alpha tools');
  const list = await call('GET', '/api/widgetsBundles', r.tenant);
  assert.equal(list.status, 200);
  assert.ok(Array.isArray(list.body));
  assert.deepEqual(aliases(list.body), ['alarm_widgets', 'alpha_tools', 'analogue_gauges', 'cards', 'charts', 'control_widgets',
    'digital_gauges', 'edge_widgets', 'maps']);
  const cards = list.body.find((b: { alias: string }) => b.alias === 'cards');
  assert.deepEqual(Object.keys(cards), BUNDLE_KEYS);
  assert.deepEqual(cards.tenantId, { entityType: 'TENANT', id: NULL_UUID });
  assert.equal(cards.title, 'Cards');
  assert.deepEqual(mine.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.deepEqual(aliases((await call('GET', '/api/widgetsBundles', r.sysadmin)).body), SYSTEM_BUNDLES);
});

test('pages bundles when pageSize and page are given, searching titles with a case-insensitive contains', async () => {
  const page = await call('GET', '/api/widgetsBundles?pageSize=3&page=0&sortProperty=title&sortOrder=ASC', r.tenant);
  assert.deepEqual(Object.keys(page.body), ['data', 'totalPages', 'totalElements', 'hasNext']);
  assert.deepEqual(page.body.data.map((b: { title: string }) => b.title), ['Alarm widgets', 'Alpha tools', 'Analogue gauges']);
  assert.equal(page.body.totalElements, 9);
  assert.equal(page.body.totalPages, 3);
  assert.equal(page.body.hasNext, true);
  const search = await call('GET', '/api/widgetsBundles?pageSize=10&page=0&textSearch=GAUGES&sortProperty=title', r.customerA);
  assert.deepEqual(search.body.data.map((b: { title: string }) => b.title), ['Analogue gauges', 'Digital gauges']);
  assertError(await call('GET', '/api/widgetsBundles?pageSize=0&page=0', r.tenant), 400, 31, "Invalid value of 'pageSize': 0");
  assert.ok(Array.isArray((await call('GET', '/api/widgetsBundles?pageSize=10', r.tenant)).body));
});

test('the edge bundle is listed only while edge support is enabled', async () => {
  server.ctx.config.edgesEnabled = false;
  try {
    assert.ok(!aliases((await call('GET', '/api/widgetsBundles', r.tenant)).body).includes('edge_widgets'));
    const page = await call('GET', '/api/widgetsBundles?pageSize=50&page=0&textSearch=edge', r.tenant);
    assert.equal(page.body.totalElements, 0);
  } finally {
    server.ctx.config.edgesEnabled = true;
  }
  assert.ok(aliases((await call('GET', '/api/widgetsBundles', r.tenant)).body).includes('edge_widgets'));
});

test('saves bundles with an alias made from the title, numbered when taken; the alias cannot change', async () => {
  const first = await bundle('My Gauges!');
  assert.equal(first.alias, 'my_gauges_');
  assert.equal((await bundle('My Gauges!')).alias, 'my_gauges_2');
  assert.equal((await bundle('Own', r.tenant, { alias: 'cards' })).alias, 'cards');
  assert.equal((await bundle('Own again', r.tenant, { alias: 'cards' })).alias, 'cards2');
  const renamed = await call('POST', '/api/widgetsBundle', r.tenant, { ...first, title: 'Renamed', description: 'Mine' });
  assert.equal(renamed.status, 200);
  assert.deepEqual([renamed.body.alias, renamed.body.title, renamed.body.description, renamed.body.createdTime],
    ['my_gauges_', 'Renamed', 'Mine', first.createdTime]);
  const before = await rowCount(server, 'widgets_bundle');
  assertError(await call('POST', '/api/widgetsBundle', r.tenant, { ...first, alias: 'other' }), 400, 31, 'Update of widgets bundle alias is prohibited!');
  assertError(await call('POST', '/api/widgetsBundle', r.tenant, {}), 400, 31, 'Widgets bundle title should be specified!');
  assertError(await call('POST', '/api/widgetsBundle', r.tenant, { title: 7 }), 400, 31, 'Invalid request body: title must be a string');
  assertError(await call('POST', '/api/widgetsBundle', r.tenant, { title: 'x', alias: ['a'] }), 400, 31, 'Invalid request body: alias must be a string');
  assertError(await call('POST', '/api/widgetsBundle', r.tenant, 'cards'), 400, 31, 'Request body must be a JSON object');
  assert.equal(await rowCount(server, 'widgets_bundle'), before);
  assert.equal((await call('GET', `/api/widgetsBundle/${first.id.id}`, r.tenant)).body.title, 'Renamed');
});

test('the system administrator saves system bundles owned by the null tenant', async () => {
  const sys = await bundle('Extra system', r.sysadmin);
  assert.deepEqual(sys.tenantId, { entityType: 'TENANT', id: NULL_UUID });
  assert.ok(aliases((await call('GET', '/api/widgetsBundles', r.otherTenant)).body).includes('extra_system'));
  const audit = await auditOf(server, sys.id.id);
  assert.deepEqual(audit.map((a) => [a.action_type, a.tenant_id]), [['ADDED', NULL_UUID]]);
});

test('widget type lists answer WidgetType, WidgetTypeDetails and WidgetTypeInfo for isSystem and bundleAlias', async () => {
  const types = await call('GET', '/api/widgetTypes?isSystem=true&bundleAlias=charts', r.customerA);
  assert.deepEqual(aliases(types.body), ['basic_timeseries', 'state_chart', 'timeseries_bars_flot', 'bars', 'pie']);
  assert.deepEqual(Object.keys(types.body[0]), TYPE_KEYS);
  assert.deepEqual(types.body[0].tenantId, { entityType: 'TENANT', id: NULL_UUID });
  const details = await call('GET', '/api/widgetTypesDetails?isSystem=true&bundleAlias=charts', r.tenant);
  assert.deepEqual(Object.keys(details.body[0]), [...TYPE_KEYS, 'image', 'description']);
  const infos = await call('GET', '/api/widgetTypesInfos?isSystem=true&bundleAlias=charts', r.tenant);
  assert.deepEqual(Object.keys(infos.body[0]), ['id', 'createdTime', 'tenantId', 'bundleAlias', 'alias', 'name', 'image', 'description', 'widgetType']);
  assert.deepEqual(infos.body.map((t: { widgetType: string }) => t.widgetType), ['timeseries', 'timeseries', 'timeseries', 'latest', 'latest']);
  assert.deepEqual((await call('GET', '/api/widgetTypes?isSystem=false&bundleAlias=charts', r.tenant)).body, []);
  assert.deepEqual((await call('GET', '/api/widgetTypes?isSystem=true&bundleAlias=nothing', r.tenant)).body, []);
  for (const path of ['/api/widgetTypes', '/api/widgetTypesDetails', '/api/widgetTypesInfos']) {
    assertError(await call('GET', `${path}?bundleAlias=charts`, r.tenant), 400, 31, "Required request parameter 'isSystem' is not present");
    assertError(await call('GET', `${path}?isSystem=true`, r.tenant), 400, 31, "Required request parameter 'bundleAlias' is not present");
    assertError(await call('GET', `${path}?isSystem=maybe&bundleAlias=charts`, r.tenant), 400, 31, "Invalid value of 'isSystem': maybe");
  }
});

test('finds one widget type by bundle alias and alias; 404 when missing', async () => {
  const one = await call('GET', '/api/widgetType?isSystem=true&bundleAlias=maps&alias=openstreetmap', r.tenant);
  assert.equal(one.status, 200);
  assert.deepEqual(Object.keys(one.body), TYPE_KEYS);
  assert.equal(one.body.name, 'OpenStreetMap');
  assertError(await call('GET', '/api/widgetType?isSystem=true&bundleAlias=maps&alias=googlemap', r.tenant), 404, 32, "Requested item wasn't found!");
  assertError(await call('GET', '/api/widgetType?isSystem=false&bundleAlias=maps&alias=openstreetmap', r.tenant), 404, 32);
  assertError(await call('GET', '/api/widgetType?isSystem=true&bundleAlias=maps', r.tenant), 400, 31, "Required request parameter 'alias' is not present");
  const byId = await call('GET', `/api/widgetType/${one.body.id.id}`, r.customerA);
  assert.deepEqual(Object.keys(byId.body), [...TYPE_KEYS, 'image', 'description']);
  const missing = newId();
  assertError(await call('GET', `/api/widgetType/${missing}`, r.tenant), 404, 32, `Widget type with id [${missing}] is not found`);
  assertError(await call('GET', `/api/widgetsBundle/${missing}`, r.tenant), 404, 32, `Widgets bundle with id [${missing}] is not found`);
  assertError(await call('GET', '/api/widgetType/nope', r.tenant), 400, 31, 'Invalid UUID string: nope');
});

test('saves a widget type keeping JSON-text descriptor fields as strings and fractional sizes', async () => {
  const b = await bundle('Typed');
  const d = descriptor({ latestDataKeySettingsSchema: '', settingsDirective: 'tb-own-settings', custom: { kept: true } });
  const res = await call('POST', '/api/widgetType', r.tenant, { bundleAlias: b.alias, name: 'Level meter', descriptor: d, description: 'Fills up' });
  assert.equal(res.status, 200, res.text);
  assert.deepEqual(Object.keys(res.body), [...TYPE_KEYS, 'image', 'description']);
  assert.equal(res.body.alias, 'level_meter');
  assert.deepEqual(res.body.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.equal(JSON.stringify(res.body.descriptor), JSON.stringify(d));
  const read = await call('GET', `/api/widgetType?isSystem=false&bundleAlias=${b.alias}&alias=level_meter`, r.customerA);
  assert.equal(typeof read.body.descriptor.settingsSchema, 'string');
  assert.equal(typeof read.body.descriptor.defaultConfig, 'string');
  assert.equal(read.body.descriptor.dataKeySettingsSchema, '{}\n');
  assert.equal(read.body.descriptor.sizeX, 7.5);
  assert.deepEqual((await call('GET', `/api/widgetTypesInfos?isSystem=false&bundleAlias=${b.alias}`, r.tenant)).body.map((t: { widgetType: string }) => t.widgetType), ['latest']);
});

test('makes a widget type alias from its name, numbered when taken; tenant, bundle and alias cannot change', async () => {
  const b = await bundle('Aliases');
  const save = (body: Record<string, unknown>) => call('POST', '/api/widgetType', r.tenant, { bundleAlias: b.alias, descriptor: descriptor(), ...body });
  const first = (await save({ name: 'Tank level' })).body;
  assert.equal(first.alias, 'tank_level');
  assert.equal((await save({ name: 'Tank level' })).body.alias, 'tank_level2');
  assert.equal((await save({ name: 'Other', alias: 'tank_level' })).body.alias, 'tank_level3');
  const updated = await call('POST', '/api/widgetType', r.tenant, { ...first, name: 'Tank gauge', descriptor: descriptor({ type: 'timeseries' }) });
  assert.deepEqual([updated.body.alias, updated.body.name, updated.body.descriptor.type], ['tank_level', 'Tank gauge', 'timeseries']);
  const other = await bundle('Elsewhere');
  assertError(await call('POST', '/api/widgetType', r.tenant, { ...first, bundleAlias: other.alias }), 400, 31, 'Update of widget type bundle alias is prohibited!');
  assertError(await call('POST', '/api/widgetType', r.tenant, { ...first, alias: 'moved' }), 400, 31, 'Update of widget type alias is prohibited!');
});

test('refuses bad widget type bodies with 400 naming the field and changes nothing', async () => {
  const b = await bundle('Strict');
  const before = await rowCount(server, 'widget_type');
  const audits = await rowCount(server, 'audit_log');
  const base = { bundleAlias: b.alias, name: 'Bad', descriptor: descriptor() };
  const invalid = 'Invalid widget type descriptor: ';
  const cases: Array<[unknown, string]> = [
    [{ ...base, name: undefined }, 'Widgets type name should be specified!'],
    [{ ...base, bundleAlias: '' }, 'Widgets type bundle alias should be specified!'],
    [{ ...base, descriptor: undefined }, "Widgets type descriptor can't be empty!"],
    [{ ...base, descriptor: 'text' }, 'Invalid request body: descriptor must be an object'],
    [{ ...base, descriptor: descriptor({ type: 'chart' }) }, `${invalid}type must be one of timeseries, latest, rpc, alarm, static`],
    [{ ...base, descriptor: descriptor({ sizeX: '7' }) }, 'Invalid request body: descriptor.sizeX must be a number'],
    [{ ...base, descriptor: descriptor({ sizeY: 0 }) }, `${invalid}sizeY must be a positive number`],
    [{ ...base, descriptor: descriptor({ settingsSchema: { schema: {} } }) }, 'Invalid request body: descriptor.settingsSchema must be a string'],
    [{ ...base, descriptor: descriptor({ defaultConfig: '{not json' }) }, `${invalid}defaultConfig is not valid JSON text`],
    [{ ...base, descriptor: descriptor({ dataKeySettingsSchema: '[1]' }) }, `${invalid}dataKeySettingsSchema must hold a JSON object`],
    [{ ...base, descriptor: descriptor({ controllerScript: 5 }) }, 'Invalid request body: descriptor.controllerScript must be a string'],
    [{ ...base, descriptor: descriptor({ resources: 'x' }) }, 'Invalid request body: descriptor.resources must be an array'],
    [{ ...base, bundleAlias: 'no_such_bundle' }, 'Widget type is referencing to non-existent widgets bundle!'],
    [{ ...base, bundleAlias: 'analogue_gauges' }, 'Widget type is referencing to non-existent widgets bundle!'],
  ];
  for (const [body, message] of cases) assertError(await call('POST', '/api/widgetType', r.tenant, body), 400, 31, message);
  assert.equal(await rowCount(server, 'widget_type'), before);
  assert.equal(await rowCount(server, 'audit_log'), audits);
});

test('deleting a widget type or a whole bundle (with its types) is audited and emitted', async () => {
  const b = await bundle('Doomed');
  const t1 = (await call('POST', '/api/widgetType', r.tenant, { bundleAlias: b.alias, name: 'One', descriptor: descriptor() })).body;
  const t2 = (await call('POST', '/api/widgetType', r.tenant, { bundleAlias: b.alias, name: 'Two', descriptor: descriptor() })).body;
  assert.equal((await call('DELETE', `/api/widgetType/${t1.id.id}`, r.tenant)).status, 200);
  assertError(await call('GET', `/api/widgetType/${t1.id.id}`, r.tenant), 404, 32);
  const del = await call('DELETE', `/api/widgetsBundle/${b.id.id}`, r.tenant);
  assert.equal(del.status, 200);
  assert.equal(del.text, '');
  assertError(await call('GET', `/api/widgetsBundle/${b.id.id}`, r.tenant), 404, 32);
  assertError(await call('GET', `/api/widgetType/${t2.id.id}`, r.tenant), 404, 32);
  assert.deepEqual((await auditOf(server, t2.id.id)).map((a) => a.action_type), ['ADDED', 'DELETED']);
  assert.deepEqual((await auditOf(server, b.id.id)).map((a) => a.action_type), ['ADDED', 'DELETED']);
  const seen = (id: string) => events.filter((e) => e.entityId.id === id).map((e) => `${e.entityId.entityType}:${e.action}:${e.tenantId === DEMO.tenantId}`);
  assert.deepEqual(seen(t1.id.id), ['WIDGET_TYPE:ADDED:true', 'WIDGET_TYPE:DELETED:true']);
  assert.deepEqual(seen(b.id.id), ['WIDGETS_BUNDLE:ADDED:true', 'WIDGETS_BUNDLE:DELETED:true']);
});
