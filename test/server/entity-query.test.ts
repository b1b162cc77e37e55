import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { createOtherTenant } from '../support/fixtures.js';
import { DEMO } from '../../server/demo/ids.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { newId } from '../../server/db/ids.js';
import { normalizeNumberText } from '../../server/query/latest.js';
import { splitInList } from '../../server/query/predicates.js';
import { assetId, deviceId, tokenFor } from './ws-support.js';

let server: TestServer;
let tenant: string;
let customer: string;
let otherAdmin: string;
const ids: Record<string, string> = {};

const field = (key: string) => ({ type: 'ENTITY_FIELD', key });
const ts = (key: string) => ({ type: 'TIME_SERIES', key });
const devices = { type: 'entityType', entityType: 'DEVICE' };

async function write(path: string, body: unknown): Promise<void> {
  const res = await server.call('POST', path, { token: tenant, body });
  assert.equal(res.status, 200, `${path}: ${res.text}`);
}

before(async () => {
  server = await startTestServer();
  tenant = await tokenFor(server, 'tenant@thingsboard.org');
  customer = await tokenFor(server, 'customer@thingsboard.org');
  otherAdmin = await tokenFor(server, (await createOtherTenant(server.ctx.db, 'query')).adminEmail);
  for (const name of ['Thermostat T1', 'Thermostat T2', 'Humidity Sensor H1', 'Water Pump P1', 'Energy Meter E1', 'Gateway G1']) {
    ids[name] = await deviceId(server, name);
  }
  for (const name of ['Building A', 'Warehouse B', 'Plant C']) ids[name] = await assetId(server, name);
  const dev = (name: string) => `/api/plugins/telemetry/DEVICE/${ids[name]}`;
  await write(`${dev('Thermostat T1')}/timeseries/ANY`, { temperature: 21.5, mode: 'eco', code: '007' });
  await write(`${dev('Thermostat T2')}/timeseries/ANY`, { temperature: 25, mode: 'comfort' });
  await write(`${dev('Humidity Sensor H1')}/timeseries/ANY`, { temperature: 18.25, humidity: '40.50' });
  await write(`${dev('Thermostat T1')}/SERVER_SCOPE`, { active: true, floor: 2 });
  await write(`${dev('Thermostat T2')}/SERVER_SCOPE`, { active: false });
  await write(`/api/plugins/telemetry/TENANT/${DEMO.tenantId}/SERVER_SCOPE`, { threshold: 20 });
  const now = Date.now();
  ids.view = newId();
  ids.edge = newId();
  await server.ctx.db.query(
    `INSERT INTO entity_view (id, created_time, tenant_id, customer_id, entity_type, entity_id, name, type) VALUES ($1,$2,$3,$4,'DEVICE',$5,'T1 view','office')`,
    [ids.view, now, DEMO.tenantId, NULL_UUID, ids['Thermostat T1']]);
  await server.ctx.db.query(
    `INSERT INTO edge (id, created_time, tenant_id, customer_id, name, type, routing_key, secret) VALUES ($1,$2,$3,$4,'Edge One','gateway',$5,'s')`,
    [ids.edge, now, DEMO.tenantId, NULL_UUID, newId()]);
  for (const [toId, toType] of [[ids.view, 'ENTITY_VIEW'], [ids.edge, 'EDGE']]) {
    await server.ctx.db.query(
      `INSERT INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type) VALUES ($1,'ASSET',$2,$3,'COMMON','Contains')`,
      [ids['Plant C'], toId, toType]);
  }
});
after(() => server.close());

async function find(query: Record<string, unknown>, token = tenant): Promise<any> {
  const res = await server.call('POST', '/api/entitiesQuery/find', {
    token, body: { pageLink: { pageSize: 100, page: 0 }, entityFields: [field('name')], ...query } });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

const names = (page: any): string[] => page.data.map((d: any) => d.latest.ENTITY_FIELD.name.value).sort();

test('selects entities with every entity filter type', async () => {
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ['singleEntity', { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: ids['Thermostat T1'] } }, ['Thermostat T1']],
    ['entityList', { type: 'entityList', entityType: 'DEVICE', entityList: [ids['Thermostat T1'], ids['Water Pump P1']] }, ['Thermostat T1', 'Water Pump P1']],
    ['entityName', { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'therm' }, ['Thermostat T1', 'Thermostat T2']],
    ['entityName infix', { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'mostat' }, []],
    ['entityType', { type: 'entityType', entityType: 'ASSET' }, ['Building A', 'Plant C', 'Warehouse B']],
    ['assetType', { type: 'assetType', assetType: 'building', assetNameFilter: '' }, ['Building A']],
    ['deviceType', { type: 'deviceType', deviceType: 'default', deviceNameFilter: 'water' }, ['Water Pump P1']],
    ['entityViewType', { type: 'entityViewType', entityViewType: 'office', entityViewNameFilter: 'T1' }, ['T1 view']],
    ['edgeType', { type: 'edgeType', edgeType: 'gateway', edgeNameFilter: '' }, ['Edge One']],
    ['relationsQuery', { type: 'relationsQuery', rootEntity: { entityType: 'ASSET', id: ids['Plant C'] }, direction: 'FROM', maxLevel: 1,
      filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }] }, ['Energy Meter E1', 'Gateway G1', 'Water Pump P1']],
    ['relationsQuery TO', { type: 'relationsQuery', rootEntity: { entityType: 'DEVICE', id: ids['Thermostat T1'] }, direction: 'TO', maxLevel: 1,
      filters: [] }, ['Building A']],
    ['relationsQuery multiRoot', { type: 'relationsQuery', multiRoot: true, multiRootEntitiesType: 'ASSET',
      multiRootEntityIds: [ids['Building A'], ids['Warehouse B']], direction: 'FROM', maxLevel: 1, filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }] },
    ['Humidity Sensor H1', 'Thermostat T1', 'Thermostat T2']],
    ['assetSearchQuery', { type: 'assetSearchQuery', rootEntity: { entityType: 'DEVICE', id: ids['Thermostat T1'] }, relationType: 'Contains',
      direction: 'TO', maxLevel: 1, assetTypes: ['building'] }, ['Building A']],
    ['deviceSearchQuery', { type: 'deviceSearchQuery', rootEntity: { entityType: 'ASSET', id: ids['Building A'] }, relationType: 'Contains',
      direction: 'FROM', maxLevel: 1, deviceTypes: ['default'] }, ['Thermostat T1', 'Thermostat T2']],
    ['entityViewSearchQuery', { type: 'entityViewSearchQuery', rootEntity: { entityType: 'ASSET', id: ids['Plant C'] }, relationType: 'Contains',
      direction: 'FROM', maxLevel: 1, entityViewTypes: ['office'] }, ['T1 view']],
    ['edgeSearchQuery', { type: 'edgeSearchQuery', rootEntity: { entityType: 'ASSET', id: ids['Plant C'] }, relationType: 'Contains',
      direction: 'FROM', maxLevel: 1, edgeTypes: ['gateway'] }, ['Edge One']],
    ['unknown keys ignored', { type: 'entityName', entityType: 'ASSET', entityNameFilter: 'ware', resolveMultiple: true, stateEntityParamName: null }, ['Warehouse B']],
  ];
  for (const [label, entityFilter, expected] of cases) {
    assert.deepEqual(names(await find({ entityFilter })), expected, label);
  }
  const usage = await find({ entityFilter: { type: 'apiUsageState' } });
  if (usage.totalElements > 0) {
    const tenantRow = await server.ctx.db.one<{ title: string }>('SELECT title FROM tenant WHERE id = $1', [DEMO.tenantId]);
    assert.deepEqual(names(usage), [tenantRow!.title]);
  }
  assert.deepEqual(names(await find({ entityFilter: { type: 'apiUsageState', customerId: { entityType: 'CUSTOMER', id: DEMO.customerCId } } })), []);
});

test('answers 400 for an unknown filter type or entity type', async () => {
  for (const entityFilter of [{ type: 'galaxy' }, { type: 'entityType', entityType: 'PLANET' }]) {
    const res = await server.call('POST', '/api/entitiesQuery/find', { token: tenant, body: { entityFilter, pageLink: { pageSize: 10, page: 0 } } });
    assert.equal(res.status, 400);
  }
});

const stringFilter = (operation: string, value: string, ignoreCase = false) => ({
  key: field('name'), valueType: 'STRING', predicate: { type: 'STRING', operation, ignoreCase, value: { defaultValue: value } } });
const numericFilter = (operation: string, value: number) => ({
  key: ts('temperature'), valueType: 'NUMERIC', predicate: { type: 'NUMERIC', operation, value: { defaultValue: value } } });

test('applies every string operation on an entity field', async () => {
  const cases: Array<[Record<string, unknown>, string[]]> = [
    [stringFilter('EQUAL', 'Gateway G1'), ['Gateway G1']],
    [stringFilter('EQUAL', 'gateway g1'), []],
    [stringFilter('EQUAL', 'gateway g1', true), ['Gateway G1']],
    [stringFilter('NOT_EQUAL', 'Gateway G1'), ['Energy Meter E1', 'Humidity Sensor H1', 'Thermostat T1', 'Thermostat T2', 'Water Pump P1']],
    [stringFilter('STARTS_WITH', 'Thermo'), ['Thermostat T1', 'Thermostat T2']],
    [stringFilter('ENDS_WITH', '1'), ['Energy Meter E1', 'Gateway G1', 'Humidity Sensor H1', 'Thermostat T1', 'Water Pump P1']],
    [stringFilter('CONTAINS', 'PUMP', true), ['Water Pump P1']],
    [stringFilter('NOT_CONTAINS', 'o'), ['Energy Meter E1', 'Gateway G1', 'Water Pump P1']],
    [stringFilter('IN', 'Gateway G1, "Water Pump P1", \'Energy Meter E1\''), ['Energy Meter E1', 'Gateway G1', 'Water Pump P1']],
    [stringFilter('NOT_IN', 'Gateway G1,Thermostat T1,Thermostat T2'), ['Energy Meter E1', 'Humidity Sensor H1', 'Water Pump P1']],
  ];
  for (const [filter, expected] of cases) {
    assert.deepEqual(names(await find({ entityFilter: devices, keyFilters: [filter] })), expected, JSON.stringify(filter.predicate));
  }
});

test('applies every numeric operation on a latest time-series value, leaving out entities without it', async () => {
  const cases: Array<[string, number, string[]]> = [
    ['EQUAL', 25, ['Thermostat T2']],
    ['NOT_EQUAL', 25, ['Humidity Sensor H1', 'Thermostat T1']],
    ['GREATER', 21.5, ['Thermostat T2']],
    ['LESS', 21.5, ['Humidity Sensor H1']],
    ['GREATER_OR_EQUAL', 21.5, ['Thermostat T1', 'Thermostat T2']],
    ['LESS_OR_EQUAL', 21.5, ['Humidity Sensor H1', 'Thermostat T1']],
  ];
  for (const [operation, value, expected] of cases) {
    assert.deepEqual(names(await find({ entityFilter: devices, keyFilters: [numericFilter(operation, value)] })), expected, operation);
  }
});

test('applies boolean, complex, dynamic and null-rule predicates', async () => {
  const active = (operation: string, value: boolean) => ({
    key: { type: 'SERVER_ATTRIBUTE', key: 'active' }, valueType: 'BOOLEAN', predicate: { type: 'BOOLEAN', operation, value: { defaultValue: value } } });
  assert.deepEqual(names(await find({ entityFilter: devices, keyFilters: [active('EQUAL', true)] })), ['Thermostat T1']);
  assert.deepEqual(names(await find({ entityFilter: devices, keyFilters: [active('NOT_EQUAL', true)] })), ['Thermostat T2']);
  const complex = (operation: string) => ({ key: ts('temperature'), valueType: 'NUMERIC', predicate: { type: 'COMPLEX', operation, predicates: [
    { type: 'NUMERIC', operation: 'LESS', value: { defaultValue: 20 } }, { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 24 } }] } });
  assert.deepEqual(names(await find({ entityFilter: devices, keyFilters: [complex('OR')] })), ['Humidity Sensor H1', 'Thermostat T2']);
  assert.deepEqual(names(await find({ entityFilter: devices, keyFilters: [complex('AND')] })), []);
  const dynamic = (userValue: number | null) => ({ key: ts('temperature'), valueType: 'NUMERIC', predicate: { type: 'NUMERIC', operation: 'GREATER',
    value: { defaultValue: 100, userValue, dynamicValue: { sourceType: 'CURRENT_TENANT', sourceAttribute: 'threshold' } } } });
  assert.deepEqual(names(await find({ entityFilter: devices, keyFilters: [dynamic(null)] })), ['Thermostat T1', 'Thermostat T2']);
  assert.deepEqual(names(await find({ entityFilter: devices, keyFilters: [dynamic(24)] })), ['Thermostat T2']);
  const missingAttr = { ...dynamic(null), predicate: { ...dynamic(null).predicate, value: { defaultValue: 22, dynamicValue: { sourceType: 'CURRENT_TENANT', sourceAttribute: 'nothing' } } } };
  assert.deepEqual(names(await find({ entityFilter: devices, keyFilters: [missingAttr] })), ['Thermostat T2']);
  const floorNotEqual = { key: { type: 'ATTRIBUTE', key: 'floor' }, valueType: 'STRING',
    predicate: { type: 'STRING', operation: 'NOT_EQUAL', value: { defaultValue: '2' } } };
  assert.deepEqual(names(await find({ entityFilter: devices, keyFilters: [floorNotEqual] })), ['Thermostat T1'], 'numeric value has no string column');
  const floorEqual = { ...floorNotEqual, predicate: { ...floorNotEqual.predicate, operation: 'EQUAL' } };
  assert.deepEqual(names(await find({ entityFilter: devices, keyFilters: [floorEqual] })), []);
});

test('answers latest values as strings, normalising numbers, with {ts:0,value:""} when missing', async () => {
  const page = await find({
    entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: ids['Humidity Sensor H1'] } },
    entityFields: [field('name'), field('title'), field('entityType'), field('createdTime'), field('email'), field('additionalInfo')],
    latestValues: [ts('humidity'), ts('temperature'), ts('nothing'), { type: 'ATTRIBUTE', key: 'active' }],
  });
  const [d] = page.data;
  assert.deepEqual(d.entityId, { entityType: 'DEVICE', id: ids['Humidity Sensor H1'] });
  assert.deepEqual(d.timeseries, {});
  assert.equal(d.latest.ENTITY_FIELD.name.value, 'Humidity Sensor H1');
  assert.equal(d.latest.ENTITY_FIELD.title.value, 'Humidity Sensor H1');
  assert.equal(d.latest.ENTITY_FIELD.entityType.value, 'DEVICE');
  assert.match(d.latest.ENTITY_FIELD.createdTime.value, /^\d+$/);
  assert.equal(d.latest.ENTITY_FIELD.email.value, '');
  assert.equal(JSON.parse(d.latest.ENTITY_FIELD.additionalInfo.value).gateway, false);
  assert.equal(d.latest.TIME_SERIES.humidity.value, '40.5');
  assert.equal(d.latest.TIME_SERIES.temperature.value, '18.25');
  assert.ok(d.latest.TIME_SERIES.temperature.ts > 0);
  assert.deepEqual(d.latest.TIME_SERIES.nothing, { ts: 0, value: '' });
  assert.deepEqual(d.latest.ATTRIBUTE.active, { ts: 0, value: '' });
  const t1 = (await find({ entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: ids['Thermostat T1'] } },
    latestValues: [ts('code'), { type: 'SERVER_ATTRIBUTE', key: 'active' }, { type: 'SHARED_ATTRIBUTE', key: 'active' }] })).data[0];
  assert.equal(t1.latest.TIME_SERIES.code.value, '007');
  assert.equal(t1.latest.SERVER_ATTRIBUTE.active.value, 'true');
  assert.deepEqual(t1.latest.SHARED_ATTRIBUTE.active, { ts: 0, value: '' });
});

test('normalises number text and splits IN lists as the platform does', () => {
  const cases: Array<[string, string]> = [['21.50', '21.5'], ['1.0', '1'], ['100', '100'], ['-0.50', '-0.5'], ['0.10', '0.1'],
    ['0', '0'], ['007', '007'], ['1e3', '1000'], ['2.5E-2', '0.025'], ['abc', 'abc'], ['true', 'true'], ['+4.20', '4.2']];
  for (const [input, output] of cases) assert.equal(normalizeNumberText(input), output, input);
  assert.deepEqual(splitInList(' a, "b" ,\'c\', "d\' '), ['a', 'b', 'c', '"d\'']);
});

test('sorts by entity field or latest value and pages with PageData', async () => {
  const byName = await find({ entityFilter: devices, pageLink: { pageSize: 2, page: 1, sortOrder: { key: field('name'), direction: 'DESC' } } });
  assert.deepEqual(Object.keys(byName), ['data', 'totalPages', 'totalElements', 'hasNext']);
  assert.equal(byName.totalElements, 6);
  assert.equal(byName.totalPages, 3);
  assert.equal(byName.hasNext, true);
  assert.deepEqual(byName.data.map((d: any) => d.latest.ENTITY_FIELD.name.value), ['Thermostat T1', 'Humidity Sensor H1']);
  const last = await find({ entityFilter: devices, pageLink: { pageSize: 2, page: 2, sortOrder: { key: field('name'), direction: 'DESC' } } });
  assert.equal(last.hasNext, false);
  const byTemp = await find({ entityFilter: devices, pageLink: { pageSize: 4, page: 0, sortOrder: { key: ts('temperature'), direction: 'ASC' } } });
  assert.deepEqual(byTemp.data.map((d: any) => d.latest.ENTITY_FIELD.name.value).slice(0, 3), ['Humidity Sensor H1', 'Thermostat T1', 'Thermostat T2']);
  const created = await find({ entityFilter: devices, pageLink: { pageSize: 6, page: 0, sortOrder: { key: field('createdTime'), direction: 'DESC' } } });
  assert.equal(created.data[0].latest.ENTITY_FIELD.name.value, 'Gateway G1');
});

test('searches the selected fields and latest values, case-insensitively', async () => {
  const search = async (textSearch: string) => names(await find({ entityFilter: devices, latestValues: [ts('mode')], pageLink: { pageSize: 10, page: 0, textSearch } }));
  assert.deepEqual(await search('PUMP'), ['Water Pump P1']);
  assert.deepEqual(await search('comf'), ['Thermostat T2']);
  assert.deepEqual(await search('zzz'), []);
});

test('scopes results to the caller: customer users see their customer, other tenants nothing', async () => {
  assert.deepEqual(names(await find({ entityFilter: devices }, customer)), ['Thermostat T1', 'Thermostat T2']);
  assert.deepEqual(names(await find({ entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: ids['Humidity Sensor H1'] } } }, customer)), []);
  assert.deepEqual(names(await find({ entityFilter: devices }, otherAdmin)), []);
  assert.deepEqual(names(await find({ entityFilter: { type: 'entityList', entityType: 'ASSET', entityList: [ids['Building A']] } }, otherAdmin)), []);
  const customers = await find({ entityFilter: { type: 'entityType', entityType: 'CUSTOMER' }, entityFields: [field('title'), field('name')] }, customer);
  assert.deepEqual(customers.data.map((d: any) => d.latest.ENTITY_FIELD.name.value), ['Customer A']);
});

test('counts entities of a query after key filters', async () => {
  const count = async (body: unknown, token = tenant) => (await server.call('POST', '/api/entitiesQuery/count', { token, body })).body;
  assert.equal(await count({ entityFilter: devices }), 6);
  assert.equal(await count({ entityFilter: devices, keyFilters: [numericFilter('GREATER', 20)] }), 2);
  assert.equal(await count({ entityFilter: devices }, customer), 2);
});

test('answers the entity types and keys of a query page', async () => {
  const res = await server.call('POST', '/api/entitiesQuery/find/keys?timeseries=true&attributes=true', {
    token: tenant, body: { entityFilter: { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'Thermostat' }, pageLink: { pageSize: 10, page: 0 } } });
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, { entityTypes: ['DEVICE'], timeseries: ['code', 'humidity', 'mode', 'temperature'], attribute: ['active', 'floor'] });
  const none = await server.call('POST', '/api/entitiesQuery/find/keys?timeseries=false&attributes=true', {
    token: tenant, body: { entityFilter: devices, pageLink: { pageSize: 10, page: 0 } } });
  assert.deepEqual(none.body.timeseries, []);
});

test('finds alarms of the filtered entities with alarm page link filters and entity values merged', async () => {
  const h1 = ids['Humidity Sensor H1']!;
  await server.call('POST', '/api/alarm', { token: tenant, body: { type: 'Dry Air', originator: { entityType: 'DEVICE', id: h1 }, severity: 'MINOR', status: 'ACTIVE_UNACK' } });
  const query = (pageLink: Record<string, unknown>, token = tenant) => server.call('POST', '/api/alarmsQuery/find', { token, body: {
    entityFilter: devices, pageLink: { pageSize: 50, page: 0, ...pageLink }, entityFields: [field('name')], latestValues: [ts('humidity')],
    alarmFields: [{ type: 'ALARM_FIELD', key: 'type' }, { type: 'ALARM_FIELD', key: 'severity' }] } });
  const all = (await query({})).body;
  assert.ok(all.totalElements >= 5);
  const dry = all.data.find((a: any) => a.type === 'Dry Air');
  assert.deepEqual(dry.entityId, { entityType: 'DEVICE', id: h1 });
  assert.equal(dry.originatorName, 'Humidity Sensor H1');
  assert.equal(dry.latest.ENTITY_FIELD.name.value, 'Humidity Sensor H1');
  assert.equal(dry.latest.TIME_SERIES.humidity.value, '40.5');
  const types = async (pageLink: Record<string, unknown>, token = tenant) => (await query(pageLink, token)).body.data.map((a: any) => a.type).sort();
  assert.deepEqual(await types({ typeList: ['Dry Air', 'High Humidity'] }), ['Dry Air', 'High Humidity']);
  assert.deepEqual(await types({ severityList: ['CRITICAL'] }), ['High Temperature']);
  assert.deepEqual(await types({ statusList: ['CLEARED'] }), ['Pressure Drop']);
  assert.deepEqual(await types({ statusList: ['ACK'], severityList: ['MINOR'] }), ['Low Battery']);
  assert.deepEqual(await types({ textSearch: 'dry' }), ['Dry Air']);
  assert.deepEqual(await types({ timeWindow: 1 }), []);
  assert.deepEqual(await types({}, customer), ['High Temperature', 'Low Battery']);
  const sorted = (await query({ sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' } })).body.data;
  assert.equal(sorted[0].type, 'Dry Air');
  const empty = (await server.call('POST', '/api/alarmsQuery/find', { token: tenant, body: {
    entityFilter: { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'nothing' }, pageLink: { pageSize: 10, page: 0 } } })).body;
  assert.deepEqual(empty, { data: [], totalPages: 0, totalElements: 0, hasNext: false });
});
