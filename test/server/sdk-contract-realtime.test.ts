import { after, afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../support/server.js';
import type { AlarmData, AlarmDataUpdate, EntityData, EntityDataUpdate, TbClient, TelemetryData, TelemetryUpdate } from '../../sdk/index.js';
import { DEMO_LOGINS, assertAnswersFitSchema, dataOf, demoClients, emptyOk, newClient, type RoleClients } from './sdk-contract-support.js';

let server: TestServer;
let c: RoleClients;
let client: TbClient;
let t1: string;
const T1_TOKEN = 'demo-thermostat-t1';

before(async () => {
  server = await startTestServer();
  c = await demoClients(server);
  client = newClient(server, { WebSocket });
  assert.equal((await client.auth.login(DEMO_LOGINS.tenant)).kind, 'success');
  const found = dataOf(await c.tenant.GET('/api/tenant/devices', { params: { query: { deviceName: 'Thermostat T1' } } }));
  assert.ok('name' in found);
  t1 = found.id!.id;
});
after(async () => {
  client.realtime.close();
  await server.close();
});
afterEach(assertAnswersFitSchema);

/** A promise with its resolve function, to await a callback. */
function signal<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const postTelemetry = async (values: Record<string, number | string>) =>
  emptyOk(await c.tenant.POST('/api/v1/{deviceToken}/telemetry', { params: { path: { deviceToken: T1_TOKEN } }, body: values }));

test('a time-series subscription receives a value posted through the device API', async () => {
  const first = signal<TelemetryUpdate>();
  const live = signal<TelemetryData>();
  const subscription = client.realtime.subscribeTimeseries({
    entityType: 'DEVICE', entityId: t1, keys: ['sdkLive'],
    onData: (data, message) => {
      if (data.sdkLive?.some(([, value]) => value === '42.5')) live.resolve(data);
      else first.resolve(message);
    },
  });
  const opening = await first.promise;
  assert.deepEqual([opening.subscriptionId, opening.errorCode, opening.errorMsg], [subscription.cmdId, 0, null]);
  await postTelemetry({ sdkLive: 42.5 });
  const data = await live.promise;
  assert.equal(data.sdkLive?.[0]?.[1], '42.5');
  assert.equal(typeof data.sdkLive?.[0]?.[0], 'number');
  subscription.unsubscribe();
});

test('an attribute subscription gets current values, then changes of the shared scope', async () => {
  emptyOk(await c.tenant.POST('/api/plugins/telemetry/{entityType}/{entityId}/{scope}', {
    params: { path: { entityType: 'DEVICE', entityId: t1, scope: 'SHARED_SCOPE' } }, body: { sdkSetpoint: 20 },
  }));
  const current = signal<TelemetryData>();
  const changed = signal<TelemetryData>();
  const subscription = client.realtime.subscribeAttributes({
    entityType: 'DEVICE', entityId: t1, scope: 'SHARED_SCOPE', keys: ['sdkSetpoint'],
    onData: (data) => (data.sdkSetpoint?.[0]?.[1] === '20' ? current.resolve(data) : changed.resolve(data)),
  });
  assert.equal((await current.promise).sdkSetpoint?.[0]?.[1], '20');
  emptyOk(await c.tenant.POST('/api/plugins/telemetry/{entityType}/{entityId}/{scope}', {
    params: { path: { entityType: 'DEVICE', entityId: t1, scope: 'SHARED_SCOPE' } }, body: { sdkSetpoint: 22.5 },
  }));
  assert.equal((await changed.promise).sdkSetpoint?.[0]?.[1], '22.5');
  subscription.unsubscribe();
});

test('a history read answers the stored points newest first', async () => {
  const base = Date.UTC(2031, 0, 1);
  emptyOk(await c.tenant.POST('/api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}', {
    params: { path: { entityType: 'DEVICE', entityId: t1, scope: 'ANY' } },
    body: [{ ts: base, values: { sdkHistory: 1 } }, { ts: base + 1000, values: { sdkHistory: 2 } }],
  }));
  const data = await client.realtime.history({ entityType: 'DEVICE', entityId: t1, keys: ['sdkHistory'], startTs: base, endTs: base + 2000, limit: 10, agg: 'NONE' });
  assert.deepEqual(data.sdkHistory, [[base + 1000, '2'], [base, '1']]);
});

test('an entity-data subscription gets the page, then a latest-value update', async () => {
  const firstPage = signal<EntityDataUpdate>();
  const valuesSubscribed = signal();
  const updated = signal<EntityData[]>();
  const subscription = client.realtime.subscribeEntityData({
    query: {
      entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: t1 } },
      pageLink: { pageSize: 1, page: 0 },
      entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
    },
    values: { latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'sdkStream' }] } },
    onData: (_page, changed, message) => {
      if (message.data) firstPage.resolve(message);
      else if (changed.some((e) => e.latest?.TIME_SERIES?.sdkStream?.value === '7')) updated.resolve(changed);
      else valuesSubscribed.resolve();
    },
  });
  const page = await firstPage.promise;
  assert.deepEqual([page.cmdUpdateType, page.errorCode, page.errorMsg, page.update], ['ENTITY_DATA', 0, null, null]);
  assert.equal(subscription.page?.data[0]?.latest?.ENTITY_FIELD?.name?.value, 'Thermostat T1');
  await valuesSubscribed.promise;
  await postTelemetry({ sdkStream: 7 });
  const changed = await updated.promise;
  assert.deepEqual(changed[0]?.entityId, { entityType: 'DEVICE', id: t1 });
  assert.equal(subscription.page?.data[0]?.latest?.TIME_SERIES?.sdkStream?.value, '7');
  subscription.unsubscribe();
});

test('an alarm-data subscription reports how many entities matched and picks up a new alarm', async () => {
  const firstPage = signal<AlarmDataUpdate>();
  const arrived = signal<AlarmData>();
  const subscription = client.realtime.subscribeAlarmData({
    query: {
      entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: t1 } },
      pageLink: { pageSize: 10, page: 0, statusList: ['ACTIVE'], severityList: [], typeList: ['SDK Live Alarm'], searchPropagatedAlarms: false,
        sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' } },
      alarmFields: [{ type: 'ALARM_FIELD', key: 'type' }],
    },
    onData: (page, _changed, message) => {
      if (page.data.length === 0) firstPage.resolve(message);
      const found = page.data.find((a) => a.type === 'SDK Live Alarm');
      if (found) arrived.resolve(found);
    },
  });
  const empty = await firstPage.promise;
  assert.deepEqual([empty.cmdUpdateType, empty.errorCode, empty.totalEntities, empty.data?.totalElements], ['ALARM_DATA', 0, 1, 0]);
  assert.equal(typeof empty.allowedEntities, 'number');
  dataOf(await c.tenant.POST('/api/alarm', { body: { type: 'SDK Live Alarm', originator: { entityType: 'DEVICE', id: t1 }, severity: 'MINOR', status: 'ACTIVE_UNACK' } }));
  const alarm = await arrived.promise;
  assert.deepEqual([alarm.severity, alarm.status, alarm.entityId], ['MINOR', 'ACTIVE_UNACK', { entityType: 'DEVICE', id: t1 }]);
  subscription.unsubscribe();
});

test('an entity-count subscription answers the count of the filter', async () => {
  const counted = signal<[number, string]>();
  const subscription = client.realtime.subscribeEntityCount({
    query: { entityFilter: { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'Thermostat' } },
    onCount: (count, message) => counted.resolve([count, message.cmdUpdateType]),
  });
  assert.deepEqual(await counted.promise, [2, 'COUNT_DATA']);
  subscription.unsubscribe();
});
