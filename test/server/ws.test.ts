import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { JwtService } from '../../server/auth/jwt.js';
import { DEMO } from '../../server/demo/ids.js';
import { emit } from '../../server/events.js';
import { deviceId, openWs, refusedUpgrade, tokenFor, type WsClient } from './ws-support.js';

let server: TestServer;
let tenant: string;
let customer: string;
let t1: string;
let t2: string;
let h1: string;

before(async () => {
  server = await startTestServer();
  tenant = await tokenFor(server, 'tenant@thingsboard.org');
  customer = await tokenFor(server, 'customer@thingsboard.org');
  t1 = await deviceId(server, 'Thermostat T1');
  t2 = await deviceId(server, 'Thermostat T2');
  h1 = await deviceId(server, 'Humidity Sensor H1');
});
after(() => server.close());

async function post(path: string, body: unknown): Promise<void> {
  const res = await server.call('POST', path, { token: tenant, body });
  assert.equal(res.status, 200, `${path}: ${res.text}`);
}
const postTs = (id: string, values: Record<string, unknown>) => post(`/api/plugins/telemetry/DEVICE/${id}/timeseries/ANY`, values);
const postAttrs = (id: string, scope: string, values: Record<string, unknown>) => post(`/api/plugins/telemetry/DEVICE/${id}/${scope}`, values);

async function withWs(token: string, fn: (ws: WsClient) => Promise<void>): Promise<void> {
  const ws = await openWs(server, token);
  try {
    await fn(ws);
  } finally {
    await ws.close();
  }
}

/** Sends a history command and awaits its answer: every message sent before it has arrived by then. */
async function flush(ws: WsClient, id = 999): Promise<void> {
  ws.send({ historyCmds: [{ cmdId: id, entityType: 'DEVICE', entityId: t1, keys: 'none', startTs: 0, endTs: 1 }] });
  await ws.v1(id);
}

const singleQuery = (id: string, extra: Record<string, unknown> = {}) => ({
  entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id } },
  pageLink: { pageSize: 10, page: 0 }, entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }], ...extra,
});

test('refuses the upgrade with 401 for a missing, invalid or expired token', async () => {
  assert.equal(await refusedUpgrade(server, ''), 401);
  assert.equal(await refusedUpgrade(server, '?token=garbage'), 401);
  const expired = new JwtService({ ...server.ctx.config, accessTokenTtl: -10 });
  const user = { id: DEMO.tenantAdminId, email: 'tenant@thingsboard.org', authority: 'TENANT_ADMIN' as const, tenantId: DEMO.tenantId,
    customerId: '13814000-1dd2-11b2-8080-808080808080', isPublic: false, firstName: '', lastName: '', enabled: true };
  assert.equal(await refusedUpgrade(server, `?token=${await expired.accessToken(user)}`), 401);
});

test('closes with 1007 when the plugin path is not telemetry', async () => {
  const ws = await openWs(server, tenant, {}, 'rules');
  assert.deepEqual(await ws.closed, { code: 1007, reason: "Can't find plugin with specified token!" });
});

test('answers current attributes first, then updates and deletions of the subscribed scope and keys', async () => {
  await postAttrs(t1, 'SERVER_SCOPE', { setpoint: 21, label2: 'x' });
  await withWs(tenant, async (ws) => {
    ws.send({ attrSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: t1, scope: 'SERVER_SCOPE', keys: 'setpoint,missing' }] });
    const first = await ws.v1(1);
    assert.deepEqual(Object.keys(first), ['subscriptionId', 'errorCode', 'errorMsg', 'data', 'latestValues']);
    assert.equal(first.errorCode, 0);
    assert.equal(first.errorMsg, null);
    assert.deepEqual(Object.keys(first.data), ['setpoint']);
    assert.equal(first.data.setpoint[0][1], '21');
    assert.equal(first.latestValues.setpoint, first.data.setpoint[0][0]);
    await postAttrs(t1, 'SERVER_SCOPE', { setpoint: 22.5, label2: 'y' });
    const update = await ws.v1(1);
    assert.deepEqual(update.data, { setpoint: [[update.latestValues.setpoint, '22.5']] });
    await postAttrs(t1, 'SHARED_SCOPE', { setpoint: 99 });
    const res = await server.call('DELETE', `/api/plugins/telemetry/DEVICE/${t1}/SERVER_SCOPE?keys=setpoint`, { token: tenant });
    assert.equal(res.status, 200);
    assert.deepEqual((await ws.v1(1)).data, { setpoint: [[0, '']] });
    await flush(ws);
    assert.equal(ws.messages.filter((m) => m.subscriptionId === 1).length, 0);
  });
});

test('answers every attribute of every scope when scope and keys are absent, keys sorted', async () => {
  await postAttrs(t2, 'SERVER_SCOPE', { zeta: 1, alpha: true });
  await withWs(tenant, async (ws) => {
    ws.send({ attrSubCmds: [{ cmdId: 2, entityType: 'DEVICE', entityId: t2 }] });
    const first = await ws.v1(2);
    assert.deepEqual(Object.keys(first.data), [...Object.keys(first.data)].sort());
    assert.equal(first.data.alpha[0][1], 'true');
    const res = await server.call('POST', '/api/v1/demo-thermostat-t2/attributes', { body: { fresh: 'yes' } });
    assert.equal(res.status, 200);
    // The device's message also refreshes its activity attributes, which this every-scope subscription hears too.
    let update = await ws.v1(2);
    while (!update.data.fresh) {
      assert.ok(Object.keys(update.data).every((key) => ['active', 'lastActivityTime', 'lastConnectTime'].includes(key)), `only activity before: ${Object.keys(update.data).join(', ')}`);
      update = await ws.v1(2);
    }
    assert.equal(update.data.fresh[0][1], 'yes');
  });
});

test('answers latest time series, then live datapoints within 100 ms', async () => {
  await postTs(h1, { humidity: 41, pressure: 1013 });
  await withWs(tenant, async (ws) => {
    ws.send({ tsSubCmds: [{ cmdId: 3, entityType: 'DEVICE', entityId: h1, scope: 'LATEST_TELEMETRY', keys: 'humidity' }] });
    const first = await ws.v1(3);
    assert.deepEqual(Object.keys(first.data), ['humidity']);
    assert.equal(first.data.humidity[0][1], '41');
    const started = performance.now();
    const waiting = ws.v1(3);
    emit(server.ctx, 'telemetry', { tenantId: DEMO.tenantId, entityId: { entityType: 'DEVICE', id: h1 }, values: { humidity: [[1000, 42.5]] } });
    const live = await waiting;
    assert.ok(performance.now() - started < 100);
    assert.deepEqual(live.data, { humidity: [[1000, '42.5']] });
    assert.deepEqual(live.latestValues, { humidity: 1000 });
    await postTs(h1, { humidity: 43 });
    assert.equal((await ws.v1(3)).data.humidity[0][1], '43');
  });
});

test('answers a history window for a ts subscription with timeWindow, then live values', async () => {
  const now = Date.now();
  await post(`/api/plugins/telemetry/DEVICE/${h1}/timeseries/ANY`, [{ ts: now - 3000, values: { flow: 1 } }, { ts: now - 2000, values: { flow: 2 } }]);
  await withWs(tenant, async (ws) => {
    ws.send({ tsSubCmds: [{ cmdId: 4, entityType: 'DEVICE', entityId: h1, keys: 'flow', startTs: now - 10000, timeWindow: 20000, interval: 1000, limit: 10, agg: 'NONE' }] });
    const first = await ws.v1(4);
    assert.deepEqual(first.data.flow.map((p: any) => p[1]), ['2', '1']);
    assert.equal(first.latestValues.flow, now - 3000);
    await postTs(h1, { flow: 3 });
    assert.equal((await ws.v1(4)).data.flow[0][1], '3');
  });
});

test('answers history once, with aggregation, and validates keys and entity id', async () => {
  const base = Date.now() - 60000;
  await post(`/api/plugins/telemetry/DEVICE/${h1}/timeseries/ANY`, [1, 2, 3, 4].map((v, i) => ({ ts: base + i * 1000, values: { level: v } })));
  await withWs(tenant, async (ws) => {
    ws.send({ historyCmds: [{ cmdId: 5, entityType: 'DEVICE', entityId: h1, keys: 'level', startTs: base, endTs: base + 4000, interval: 4000, limit: 100, agg: 'AVG' }] });
    const avg = await ws.v1(5);
    assert.equal(avg.data.level.length, 1);
    assert.equal(Number(avg.data.level[0][1]), 2.5);
    assert.equal(avg.data.level[0][0], base + 2000);
    ws.send({ historyCmds: [{ cmdId: 6, entityType: 'DEVICE', entityId: h1, keys: 'level', startTs: base, endTs: base + 4000, limit: 2 }] });
    assert.deepEqual((await ws.v1(6)).data.level.map((p: any) => p[1]), ['4', '3']);
    ws.send({ historyCmds: [{ cmdId: 7, entityType: 'DEVICE', entityId: h1, keys: '', startTs: base, endTs: base + 1 }] });
    assert.deepEqual(await ws.v1(7), { subscriptionId: 7, errorCode: 2, errorMsg: 'Keys are empty!', data: null, latestValues: {} });
    ws.send({ attrSubCmds: [{ cmdId: 8, entityType: 'DEVICE', entityId: '' }] });
    assert.deepEqual(await ws.v1(8), { subscriptionId: 8, errorCode: 2, errorMsg: 'Device id is empty!', data: null, latestValues: {} });
  });
});

test('stops v1 updates on unsubscribe, and cancels all v1 subscriptions for an empty entity id', async () => {
  await withWs(tenant, async (ws) => {
    ws.send({ tsSubCmds: [{ cmdId: 10, entityType: 'DEVICE', entityId: t1, keys: 'x1' }, { cmdId: 11, entityType: 'DEVICE', entityId: t2, keys: 'x1' }] });
    await ws.v1(10);
    await ws.v1(11);
    ws.send({ tsSubCmds: [{ cmdId: 10, entityType: 'DEVICE', entityId: t1, keys: 'x1', unsubscribe: true }] });
    await postTs(t1, { x1: 1 });
    await postTs(t2, { x1: 1 });
    assert.equal((await ws.v1(11)).data.x1[0][1], '1');
    ws.send({ tsSubCmds: [{ cmdId: 0, entityType: 'DEVICE', entityId: '', unsubscribe: true }] });
    await flush(ws);
    await postTs(t2, { x1: 2 });
    await flush(ws, 998);
    assert.equal(ws.messages.filter((m) => m.subscriptionId === 10 || m.subscriptionId === 11).length, 0);
  });
});

test('answers Unauthorized for another customer\'s device', async () => {
  await withWs(customer, async (ws) => {
    ws.send({ tsSubCmds: [{ cmdId: 12, entityType: 'DEVICE', entityId: h1 }] });
    assert.deepEqual(await ws.v1(12), { subscriptionId: 12, errorCode: 3, errorMsg: 'Unauthorized', data: null, latestValues: {} });
  });
});

test('runs the two-step entity data flow: data for the query, then update for latest values, then live updates', async () => {
  await postTs(t1, { temperature: 20.5 });
  await withWs(tenant, async (ws) => {
    ws.send({ entityDataCmds: [{ cmdId: 20, query: singleQuery(t1) }] });
    const data = await ws.v2(20);
    assert.deepEqual(Object.keys(data), ['cmdId', 'errorCode', 'errorMsg', 'cmdUpdateType', 'allowedEntities', 'data', 'update']);
    assert.equal(data.cmdUpdateType, 'ENTITY_DATA');
    assert.equal(data.allowedEntities, 10000);
    assert.equal(data.update, null);
    assert.equal(data.data.totalElements, 1);
    assert.equal(data.data.data[0].latest.ENTITY_FIELD.name.value, 'Thermostat T1');
    ws.send({ entityDataCmds: [{ cmdId: 20, latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'temperature' }, { type: 'SERVER_ATTRIBUTE', key: 'mode' }] } }] });
    const update = await ws.v2(20);
    assert.equal(update.data, null);
    assert.equal(update.update.length, 1);
    assert.equal(update.update[0].latest.TIME_SERIES.temperature.value, '20.5');
    assert.deepEqual(update.update[0].latest.SERVER_ATTRIBUTE.mode, { ts: 0, value: '' });
    await postTs(t1, { temperature: 21.75, other: 1 });
    const live = await ws.v2(20);
    assert.deepEqual(live.update[0].entityId, { entityType: 'DEVICE', id: t1 });
    assert.equal(live.update[0].latest.TIME_SERIES.temperature.value, '21.75');
    assert.equal(live.update[0].timeseries, null);
    await postAttrs(t1, 'SERVER_SCOPE', { mode: 'heat' });
    assert.deepEqual((await ws.v2(20)).update[0].latest.SERVER_ATTRIBUTE.mode.value, 'heat');
    ws.send({ entityDataUnsubscribeCmds: [{ cmdId: 20 }] });
    await flush(ws);
    await postTs(t1, { temperature: 30 });
    await flush(ws, 998);
    assert.equal(ws.messages.filter((m) => m.cmdId === 20).length, 0);
  });
});

test('answers time series of the page for tsCmd and historyCmd, then live time series', async () => {
  const now = Date.now();
  await post(`/api/plugins/telemetry/DEVICE/${t2}/timeseries/ANY`, [{ ts: now - 5000, values: { power: 5 } }, { ts: now - 4000, values: { power: 6 } }]);
  await withWs(tenant, async (ws) => {
    ws.send({ entityDataCmds: [{ cmdId: 21, query: singleQuery(t2), tsCmd: { keys: ['power'], startTs: now - 60000, timeWindow: 120000, interval: 1000, limit: 100, agg: 'NONE' } }] });
    const data = await ws.v2(21);
    assert.deepEqual(data.data.data[0].timeseries.power.map((p: any) => p.value), ['6', '5']);
    await postTs(t2, { power: 7 });
    const live = await ws.v2(21);
    assert.equal(live.update[0].latest, null);
    assert.equal(live.update[0].timeseries.power[0].value, '7');
    ws.send({ entityDataCmds: [{ cmdId: 21, historyCmd: { keys: ['power'], startTs: now - 4500, endTs: now, interval: 1000, limit: 100, agg: 'NONE', fetchLatestPreviousPoint: true } }] });
    const history = await ws.v2(21);
    assert.equal(history.data, null);
    assert.deepEqual(history.update[0].timeseries.power.map((p: any) => p.value), ['6', '5']);
  });
});

test('re-runs a dynamic page link every refresh interval and sends a new page when the entities change', async () => {
  const { configureWs, wsSettings } = await import('../../server/ws/settings.js');
  const previous = wsSettings(server.ctx).refreshIntervalMs;
  configureWs(server.ctx, { refreshIntervalMs: 50 });
  try {
    await withWs(tenant, async (ws) => {
      ws.send({ entityDataCmds: [{ cmdId: 22, query: { entityFilter: { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'Dynamic' },
        pageLink: { pageSize: 10, page: 0, dynamic: true }, entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }] } }] });
      assert.equal((await ws.v2(22)).data.totalElements, 0);
      await server.ctx.db.query(`INSERT INTO device (id, created_time, tenant_id, customer_id, name, type, device_profile_id)
        VALUES (gen_random_uuid(), $1, $2, '13814000-1dd2-11b2-8080-808080808080', 'Dynamic D1', 'default', $3)`, [Date.now(), DEMO.tenantId, DEMO.defaultDeviceProfileId]);
      const refreshed = await ws.v2(22);
      assert.equal(refreshed.data.totalElements, 1);
      assert.equal(refreshed.data.data[0].latest.ENTITY_FIELD.name.value, 'Dynamic D1');
    });
  } finally {
    configureWs(server.ctx, { refreshIntervalMs: previous });
  }
});

test('counts entities, re-counts on entity changes and ignores a second command with the same cmdId', async () => {
  await withWs(tenant, async (ws) => {
    const query = { entityFilter: { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'Counted' } };
    ws.send({ entityCountCmds: [{ cmdId: 30, query }] });
    assert.deepEqual(await ws.v2(30), { cmdId: 30, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count: 0 });
    ws.send({ entityCountCmds: [{ cmdId: 30, query: { entityFilter: { type: 'entityType', entityType: 'DEVICE' } } }] });
    const id = (await server.ctx.db.one<{ id: string }>(`INSERT INTO device (id, created_time, tenant_id, customer_id, name, type, device_profile_id)
      VALUES (gen_random_uuid(), $1, $2, '13814000-1dd2-11b2-8080-808080808080', 'Counted C1', 'default', $3) RETURNING id`,
    [Date.now(), DEMO.tenantId, DEMO.defaultDeviceProfileId]))!.id;
    emit(server.ctx, 'entity', { tenantId: DEMO.tenantId, entityId: { entityType: 'DEVICE', id }, action: 'ADDED' });
    assert.equal((await ws.v2(30)).count, 1);
    ws.send({ entityCountUnsubscribeCmds: [{ cmdId: 30 }] });
  });
});

test('sends alarm data, an update when an alarm on the page is acknowledged, and a new page for a new alarm', async () => {
  await withWs(tenant, async (ws) => {
    ws.send({ alarmDataCmds: [{ cmdId: 40, query: {
      entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: t1 } },
      pageLink: { pageSize: 10, page: 0, statusList: ['ACTIVE'], sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' } },
      alarmFields: [{ type: 'ALARM_FIELD', key: 'type' }], entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }] } }] });
    const data = await ws.v2(40);
    assert.deepEqual(Object.keys(data), ['cmdId', 'errorCode', 'errorMsg', 'cmdUpdateType', 'allowedEntities', 'totalEntities', 'data', 'update']);
    assert.equal(data.cmdUpdateType, 'ALARM_DATA');
    assert.equal(data.allowedEntities, 10000);
    assert.equal(data.totalEntities, 1);
    const seeded = data.data.data.find((a: any) => a.type === 'High Temperature');
    assert.equal(seeded.status, 'ACTIVE_UNACK');
    assert.equal(seeded.latest.ENTITY_FIELD.name.value, 'Thermostat T1');
    await server.call('POST', `/api/alarm/${seeded.id.id}/ack`, { token: tenant });
    const update = await ws.v2(40);
    assert.equal(update.data, null);
    assert.equal(update.update[0].id.id, seeded.id.id);
    assert.equal(update.update[0].status, 'ACTIVE_ACK');
    assert.ok(update.update[0].ackTs > 0);
    await server.call('POST', '/api/alarm', { token: tenant, body: { type: 'Fresh', originator: { entityType: 'DEVICE', id: t1 }, severity: 'MAJOR', status: 'ACTIVE_UNACK' } });
    const page = await ws.v2(40);
    assert.equal(page.data.data[0].type, 'Fresh');
    ws.send({ alarmDataUnsubscribeCmds: [{ cmdId: 40 }] });
  });
});

test('sends alarm data updates with the new latest values of the alarm entity', async () => {
  await withWs(tenant, async (ws) => {
    ws.send({ alarmDataCmds: [{ cmdId: 41, query: {
      entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: h1 } }, pageLink: { pageSize: 10, page: 0 },
      alarmFields: [], latestValues: [{ type: 'TIME_SERIES', key: 'humidity' }] } }] });
    const data = await ws.v2(41);
    assert.ok(data.data.data.length > 0);
    await postTs(h1, { humidity: 55.5 });
    const update = await ws.v2(41);
    assert.equal(update.update.length, data.data.data.length);
    assert.equal(update.update[0].latest.TIME_SERIES.humidity.value, '55.5');
    assert.deepEqual(update.update[0].entityId, { entityType: 'DEVICE', id: h1 });
  });
});

test('answers v2 validation errors in the v1 shape with the cmdId as subscriptionId', async () => {
  await withWs(tenant, async (ws) => {
    ws.send({ entityDataCmds: [{ cmdId: 50 }] });
    assert.deepEqual(await ws.v1(50), { subscriptionId: 50, errorCode: 2, errorMsg: 'Query is empty!', data: null, latestValues: {} });
    ws.send({ entityDataCmds: [{ cmdId: -1, query: singleQuery(t1) }] });
    assert.deepEqual(await ws.v1(-1), { subscriptionId: -1, errorCode: 2, errorMsg: 'Cmd id is negative value!', data: null, latestValues: {} });
    ws.send({ alarmDataCmds: [{ cmdId: 51 }] });
    assert.equal((await ws.v1(51)).errorMsg, 'Query is empty!');
  });
});

test('answers the parse error for unknown properties and malformed JSON, but tolerates unknown entity filter keys', async () => {
  const parseError = { subscriptionId: 0, errorCode: 2, errorMsg: 'Failed to parse websocket command!', data: null, latestValues: {} };
  await withWs(tenant, async (ws) => {
    ws.send({ tsSubCmds: [{ cmdId: 60, entityType: 'DEVICE', entityId: t1, colour: 'red' }] });
    assert.deepEqual(await ws.next(), parseError);
    ws.send({ entityDataCmds: [{ cmdId: 61, query: { ...singleQuery(t1), keyFilters: [{ key: { type: 'ENTITY_FIELD', key: 'name' }, valueType: 'STRING', value: 1,
      predicate: { type: 'STRING', operation: 'EQUAL', value: { defaultValue: 'x' } } }] } }] });
    assert.deepEqual(await ws.next(), parseError);
    ws.send({ unknownCmds: [] });
    assert.deepEqual(await ws.next(), parseError);
    ws.send('{not json');
    assert.deepEqual(await ws.next(), parseError);
    ws.send({ entityDataCmds: [{ cmdId: 62, query: singleQuery(t1, { entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: t1 }, resolveMultiple: false } }) }] });
    assert.equal((await ws.v2(62)).data.totalElements, 1);
  });
});

test('processes the commands of one wrapper in the server order', async () => {
  await withWs(tenant, async (ws) => {
    ws.send({
      entityCountCmds: [{ cmdId: 73, query: { entityFilter: { type: 'entityType', entityType: 'ASSET' } } }],
      entityDataCmds: [{ cmdId: 72, query: singleQuery(t1) }],
      historyCmds: [{ cmdId: 71, entityType: 'DEVICE', entityId: t1, keys: 'temperature', startTs: 0, endTs: 1 }],
      attrSubCmds: [{ cmdId: 70, entityType: 'DEVICE', entityId: t1 }],
    });
    const order = [];
    for (let i = 0; i < 4; i++) {
      const m = await ws.next();
      order.push(m.subscriptionId ?? m.cmdId);
    }
    assert.deepEqual(order, [70, 71, 72, 73]);
  });
});

test('serves a new socket after a reconnect, subscriptions included', async () => {
  const first = await openWs(server, tenant);
  first.send({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: t1, keys: 'temperature' }] });
  await first.v1(1);
  await first.close();
  await withWs(tenant, async (ws) => {
    ws.send({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: t1, keys: 'temperature' }] });
    assert.equal((await ws.v1(1)).errorCode, 0);
    await postTs(t1, { temperature: 19 });
    assert.equal((await ws.v1(1)).data.temperature[0][1], '19');
  });
});

test('delivers a datapoint posted through the device API to the subscriber', async () => {
  await withWs(customer, async (ws) => {
    ws.send({ tsSubCmds: [{ cmdId: 80, entityType: 'DEVICE', entityId: t1, keys: 'battery' }] });
    await ws.v1(80);
    const res = await server.call('POST', '/api/v1/demo-thermostat-t1/telemetry', { body: { battery: 87 } });
    assert.equal(res.status, 200);
    assert.equal((await ws.v1(80)).data.battery[0][1], '87');
  });
});
