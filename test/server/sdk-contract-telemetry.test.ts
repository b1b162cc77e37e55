import { after, afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { dataOf, demoClients, emptyOk, errorOf, assertAnswersFitSchema, type RoleClients } from './sdk-contract-support.js';

let server: TestServer;
let c: RoleClients;
let t1: string;
let pump: string;

before(async () => {
  server = await startTestServer();
  c = await demoClients(server);
  const device = (name: string) => c.tenant.GET('/api/tenant/devices', { params: { query: { deviceName: name } } });
  const found = dataOf(await device('Thermostat T1'));
  const other = dataOf(await device('Water Pump P1'));
  assert.ok('name' in found && 'name' in other);
  t1 = found.id!.id;
  pump = other.id!.id;
});
after(() => server.close());
afterEach(assertAnswersFitSchema);

test('writes, reads and deletes attributes by scope', async () => {
  emptyOk(await c.tenant.POST('/api/plugins/telemetry/{entityType}/{entityId}/attributes/{scope}', {
    params: { path: { entityType: 'DEVICE', entityId: pump, scope: 'SERVER_SCOPE' } },
    body: { sdkFloor: 3, sdkRoom: 'boiler', sdkFlags: { on: true } },
  }));
  emptyOk(await c.tenant.POST('/api/plugins/telemetry/{entityType}/{entityId}/{scope}', {
    params: { path: { entityType: 'DEVICE', entityId: pump, scope: 'SHARED_SCOPE' } },
    body: { sdkTarget: 21.5 },
  }));
  const server_ = dataOf(await c.tenant.GET('/api/plugins/telemetry/{entityType}/{entityId}/values/attributes/{scope}', {
    params: { path: { entityType: 'DEVICE', entityId: pump, scope: 'SERVER_SCOPE' }, query: { keys: 'sdkFloor,sdkRoom,sdkFlags' } },
  }));
  const byKey = Object.fromEntries(server_.map((a) => [a.key, a.value]));
  assert.deepEqual(byKey, { sdkFloor: 3, sdkRoom: 'boiler', sdkFlags: { on: true } });
  assert.ok(server_.every((a) => typeof a.lastUpdateTs === 'number' && a.lastUpdateTs > 0));

  const all = dataOf(await c.tenant.GET('/api/plugins/telemetry/{entityType}/{entityId}/values/attributes', {
    params: { path: { entityType: 'DEVICE', entityId: pump }, query: { keys: 'sdkTarget,sdkRoom' } },
  }));
  assert.deepEqual(all.map((a) => a.key).sort(), ['sdkRoom', 'sdkTarget']);
  const keys = dataOf(await c.tenant.GET('/api/plugins/telemetry/{entityType}/{entityId}/keys/attributes/{scope}', {
    params: { path: { entityType: 'DEVICE', entityId: pump, scope: 'SHARED_SCOPE' } },
  }));
  assert.ok(keys.includes('sdkTarget'));

  emptyOk(await c.tenant.DELETE('/api/plugins/telemetry/{entityType}/{entityId}/{scope}', {
    params: { path: { entityType: 'DEVICE', entityId: pump, scope: 'SERVER_SCOPE' }, query: { keys: 'sdkFloor,sdkRoom,sdkFlags' } },
  }));
  const after_ = dataOf(await c.tenant.GET('/api/plugins/telemetry/{entityType}/{entityId}/values/attributes/{scope}', {
    params: { path: { entityType: 'DEVICE', entityId: pump, scope: 'SERVER_SCOPE' }, query: { keys: 'sdkFloor' } },
  }));
  assert.deepEqual(after_, []);

  const denied = errorOf(await c.customer.POST('/api/plugins/telemetry/{entityType}/{entityId}/attributes/{scope}', {
    params: { path: { entityType: 'DEVICE', entityId: pump, scope: 'SERVER_SCOPE' } },
    body: { sdkFloor: 4 },
  }), 403);
  assert.equal(denied, "You don't have permission to perform this operation!");
});

test('writes time series, reads latest, raw and aggregated history, keys and deletes', async () => {
  const base = Date.UTC(2030, 0, 1);
  emptyOk(await c.tenant.POST('/api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}', {
    params: { path: { entityType: 'DEVICE', entityId: pump, scope: 'ANY' } },
    body: [
      { ts: base, values: { sdkFlow: 10 } },
      { ts: base + 1000, values: { sdkFlow: 20 } },
      { ts: base + 2000, values: { sdkFlow: 30, sdkMode: 'auto' } },
    ],
  }));
  const latest = dataOf(await c.tenant.GET('/api/plugins/telemetry/{entityType}/{entityId}/values/timeseries', {
    params: { path: { entityType: 'DEVICE', entityId: pump }, query: { keys: 'sdkFlow,sdkMode' } },
  }));
  assert.deepEqual(latest.sdkFlow, [{ ts: base + 2000, value: '30' }]);
  assert.deepEqual(latest.sdkMode, [{ ts: base + 2000, value: 'auto' }]);
  const strict = dataOf(await c.tenant.GET('/api/plugins/telemetry/{entityType}/{entityId}/values/timeseries', {
    params: { path: { entityType: 'DEVICE', entityId: pump }, query: { keys: 'sdkFlow', useStrictDataTypes: true } },
  }));
  assert.deepEqual(strict.sdkFlow, [{ ts: base + 2000, value: 30 }]);

  const raw = dataOf(await c.tenant.GET('/api/plugins/telemetry/{entityType}/{entityId}/values/timeseries', {
    params: { path: { entityType: 'DEVICE', entityId: pump }, query: { keys: 'sdkFlow', startTs: base, endTs: base + 3000, agg: 'NONE', limit: 2 } },
  }));
  assert.deepEqual(raw.sdkFlow!.map((p) => p.value), ['30', '20']);
  const avg = dataOf(await c.tenant.GET('/api/plugins/telemetry/{entityType}/{entityId}/values/timeseries', {
    params: { path: { entityType: 'DEVICE', entityId: pump }, query: { keys: 'sdkFlow', startTs: base, endTs: base + 3000, agg: 'AVG', interval: 3000 } },
  }));
  assert.deepEqual(avg.sdkFlow, [{ ts: base + 1500, value: '20.0' }]);
  const sum = dataOf(await c.tenant.GET('/api/plugins/telemetry/{entityType}/{entityId}/values/timeseries', {
    params: { path: { entityType: 'DEVICE', entityId: pump }, query: { keys: 'sdkFlow', startTs: base, endTs: base + 2000, agg: 'SUM', interval: 1000, orderBy: 'ASC' } },
  }));
  assert.deepEqual(sum.sdkFlow!.map((p) => [p.ts, p.value]), [[base + 500, '10'], [base + 1500, '20']]);

  const keys = dataOf(await c.tenant.GET('/api/plugins/telemetry/{entityType}/{entityId}/keys/timeseries', {
    params: { path: { entityType: 'DEVICE', entityId: pump } },
  }));
  assert.ok(keys.includes('sdkFlow') && keys.includes('sdkMode'));

  emptyOk(await c.tenant.DELETE('/api/plugins/telemetry/{entityType}/{entityId}/timeseries/delete', {
    params: { path: { entityType: 'DEVICE', entityId: pump }, query: { keys: 'sdkFlow', startTs: base + 1500, endTs: base + 2500, rewriteLatestIfDeleted: true } },
  }));
  const rewritten = dataOf(await c.tenant.GET('/api/plugins/telemetry/{entityType}/{entityId}/values/timeseries', {
    params: { path: { entityType: 'DEVICE', entityId: pump }, query: { keys: 'sdkFlow' } },
  }));
  assert.deepEqual(rewritten.sdkFlow, [{ ts: base + 1000, value: '20' }]);
  emptyOk(await c.tenant.DELETE('/api/plugins/telemetry/{entityType}/{entityId}/timeseries/delete', {
    params: { path: { entityType: 'DEVICE', entityId: pump }, query: { keys: 'sdkFlow,sdkMode', deleteAllDataForKeys: true } },
  }));
  const none = dataOf(await c.tenant.GET('/api/plugins/telemetry/{entityType}/{entityId}/keys/timeseries', {
    params: { path: { entityType: 'DEVICE', entityId: pump } },
  }));
  assert.ok(!none.includes('sdkFlow'));
});

test('a one-way RPC to a device that is not listening answers 504 with an empty body', async () => {
  const answer = await c.tenant.POST('/api/rpc/oneway/{deviceId}', {
    params: { path: { deviceId: pump } },
    body: { method: 'setMode', params: { mode: 'eco' }, expirationTime: Date.now() + 300 },
  });
  assert.equal(answer.response.status, 504);
  assert.equal(answer.response.headers.get('content-length'), '0');
  assert.equal(answer.error, undefined);
  const legacy = await c.tenant.POST('/api/plugins/rpc/oneway/{deviceId}', {
    params: { path: { deviceId: pump } },
    body: { method: 'setMode', params: { mode: 'eco' }, expirationTime: Date.now() + 300 },
  });
  assert.equal(legacy.response.status, 408);
  assert.equal(legacy.error, undefined);
  const persistent = dataOf(await c.tenant.POST('/api/rpc/oneway/{deviceId}', {
    params: { path: { deviceId: pump } },
    body: { method: 'later', params: {}, persistent: true, timeout: 60000 },
  }));
  assert.ok(persistent && typeof persistent === 'object' && 'rpcId' in persistent);
  const list = dataOf(await c.tenant.GET('/api/rpc/persistent/device/{deviceId}', {
    params: { path: { deviceId: pump }, query: { pageSize: 10, page: 0, rpcStatus: 'QUEUED' } },
  }));
  assert.ok(list.data.some((r) => r.request && typeof r.request === 'object'));
});

test('alarms: create, acknowledge, clear, list by search status, highest severity and delete', async () => {
  const created = dataOf(await c.tenant.POST('/api/alarm', {
    body: { type: 'SDK Overheat', originator: { entityType: 'DEVICE', id: pump }, severity: 'MAJOR', status: 'ACTIVE_UNACK', details: { t: 90 } },
  }));
  assert.deepEqual([created.type, created.name, created.severity, created.status], ['SDK Overheat', 'SDK Overheat', 'MAJOR', 'ACTIVE_UNACK']);
  assert.deepEqual(created.originator, { entityType: 'DEVICE', id: pump });
  const alarmId = created.id!.id;

  const active = dataOf(await c.tenant.GET('/api/alarm/{entityType}/{entityId}', {
    params: { path: { entityType: 'DEVICE', entityId: pump }, query: { pageSize: 10, page: 0, searchStatus: 'ACTIVE', fetchOriginator: true } },
  }));
  assert.deepEqual(active.data.map((a) => [a.type, a.originatorName]), [['SDK Overheat', 'Water Pump P1']]);
  const highest = dataOf(await c.tenant.GET('/api/alarm/highestSeverity/{entityType}/{entityId}', {
    params: { path: { entityType: 'DEVICE', entityId: pump }, query: { searchStatus: 'UNACK' } },
  }));
  assert.equal(highest, 'MAJOR');

  emptyOk(await c.tenant.POST('/api/alarm/{alarmId}/ack', { params: { path: { alarmId } } }));
  const acked = dataOf(await c.tenant.GET('/api/alarm/{alarmId}', { params: { path: { alarmId } } }));
  assert.equal(acked.status, 'ACTIVE_ACK');
  assert.ok(acked.ackTs! > 0);
  emptyOk(await c.tenant.POST('/api/alarm/{alarmId}/clear', { params: { path: { alarmId } } }));
  const info = dataOf(await c.tenant.GET('/api/alarm/info/{alarmId}', { params: { path: { alarmId } } }));
  assert.deepEqual([info.status, info.originatorName], ['CLEARED_ACK', 'Water Pump P1']);

  const cleared = dataOf(await c.tenant.GET('/api/alarms', {
    params: { query: { pageSize: 10, page: 0, searchStatus: 'CLEARED', textSearch: 'sdk overheat' } },
  }));
  assert.deepEqual(cleared.data.map((a) => a.id!.id), [alarmId]);
  const unack = dataOf(await c.tenant.GET('/api/alarms', { params: { query: { pageSize: 10, page: 0, searchStatus: 'UNACK', textSearch: 'sdk overheat' } } }));
  assert.equal(unack.totalElements, 0);
  const byStatus = dataOf(await c.tenant.GET('/api/alarm/{entityType}/{entityId}', {
    params: { path: { entityType: 'DEVICE', entityId: pump }, query: { pageSize: 10, page: 0, status: 'CLEARED_ACK' } },
  }));
  assert.ok(byStatus.data.some((a) => a.id!.id === alarmId));
  assert.ok(byStatus.data.every((a) => a.status === 'CLEARED_ACK'));

  assert.equal(dataOf(await c.tenant.DELETE('/api/alarm/{alarmId}', { params: { path: { alarmId } } })), true);
  assert.equal(errorOf(await c.tenant.GET('/api/alarm/{alarmId}', { params: { path: { alarmId } } }), 404).errorCode, 32);
});

test('entity data query: find with latest values, count and keys', async () => {
  emptyOk(await c.tenant.POST('/api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}', {
    params: { path: { entityType: 'DEVICE', entityId: t1, scope: 'ANY' } },
    body: { sdkLevel: 21.50 },
  }));
  const page = dataOf(await c.tenant.POST('/api/entitiesQuery/find', {
    body: {
      entityFilter: { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'Thermostat' },
      pageLink: { pageSize: 10, page: 0, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' } },
      entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }, { type: 'ENTITY_FIELD', key: 'label' }],
      latestValues: [{ type: 'TIME_SERIES', key: 'sdkLevel' }],
    },
  }));
  assert.deepEqual(page.data.map((d) => d.latest.ENTITY_FIELD?.name?.value), ['Thermostat T1', 'Thermostat T2']);
  assert.deepEqual(page.data.map((d) => d.latest.TIME_SERIES?.sdkLevel?.value), ['21.5', '']);
  assert.equal(page.data[1]?.latest.TIME_SERIES?.sdkLevel?.ts, 0);
  assert.deepEqual(page.data[0]?.entityId, { entityType: 'DEVICE', id: t1 });
  assert.deepEqual(page.data[0]?.timeseries, {});

  const count = dataOf(await c.tenant.POST('/api/entitiesQuery/count', {
    body: { entityFilter: { type: 'entityType', entityType: 'DEVICE' } },
  }));
  assert.equal(typeof count, 'number');
  assert.ok(count >= 6);
  const customerCount = dataOf(await c.customer.POST('/api/entitiesQuery/count', {
    body: { entityFilter: { type: 'entityType', entityType: 'DEVICE' } },
  }));
  assert.equal(customerCount, 2);

  const keys = dataOf(await c.tenant.POST('/api/entitiesQuery/find/keys', {
    params: { query: { timeseries: true, attributes: true } },
    body: { entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: t1 } }, pageLink: { pageSize: 100, page: 0 } },
  }));
  assert.deepEqual(keys.entityTypes, ['DEVICE']);
  assert.ok(keys.timeseries!.includes('sdkLevel'));
  assert.ok(Array.isArray(keys.attribute));
});

test('alarm data query finds alarms of the matched entities with their fields', async () => {
  const alarm = dataOf(await c.tenant.POST('/api/alarm', {
    body: { type: 'SDK Query Alarm', originator: { entityType: 'DEVICE', id: t1 }, severity: 'CRITICAL', status: 'ACTIVE_UNACK' },
  }));
  const page = dataOf(await c.tenant.POST('/api/alarmsQuery/find', {
    body: {
      entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: t1 } },
      pageLink: {
        pageSize: 10, page: 0, searchPropagatedAlarms: false, statusList: ['ACTIVE'], severityList: ['CRITICAL'], typeList: ['SDK Query Alarm'],
        sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' },
      },
      alarmFields: [{ type: 'ALARM_FIELD', key: 'type' }, { type: 'ALARM_FIELD', key: 'severity' }],
      entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
    },
  }));
  assert.equal(page.totalElements, 1);
  const found = page.data[0];
  assert.ok(found);
  assert.deepEqual([found.id!.id, found.type, found.severity, found.originatorName], [alarm.id!.id, 'SDK Query Alarm', 'CRITICAL', 'Thermostat T1']);
  assert.deepEqual(found.entityId, { entityType: 'DEVICE', id: t1 });
  assert.equal(found.latest!.ENTITY_FIELD?.name?.value, 'Thermostat T1');
});
