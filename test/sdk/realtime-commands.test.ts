import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import type {
  AlarmData,
  EntityData,
  EntityDataQuery,
  EntityDataUpdate,
  TelemetryData,
} from '../../sdk/realtime/index.js';
import { closeHarnessChannels, createRealtimeHarness, settle } from '../support/fake-websocket.js';

afterEach(closeHarnessChannels);

const query: EntityDataQuery = {
  entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' },
  pageLink: { pageSize: 10, page: 0 },
  entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
};
const latestCmd = { keys: [{ type: 'TIME_SERIES' as const, key: 'temperature' }] };
const tsCmd = { keys: ['temperature'], startTs: 1000, timeWindow: 60000, interval: 1000, limit: 100, agg: 'AVG' as const };
const ignore = () => undefined;

function entity(id: string, temperature: string): EntityData {
  return {
    entityId: { entityType: 'DEVICE', id },
    latest: { TIME_SERIES: { temperature: { ts: 1, value: temperature } } },
    timeseries: {},
  };
}

function page<T>(data: T[]) {
  return { data, totalPages: 1, totalElements: data.length, hasNext: false };
}

function entityDataMessage(cmdId: number, fields: Partial<EntityDataUpdate>): EntityDataUpdate {
  return { cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data: null, update: null, ...fields };
}

test('sends an attribute subscription with keys and scope, or without them for every key and scope', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  channel.subscribeAttributes({ entityType: 'DEVICE', entityId: 'd1', keys: ['active', 'fw'], scope: 'SERVER_SCOPE', onData: ignore });
  channel.subscribeAttributes({ entityType: 'DEVICE', entityId: 'd2', keys: [], onData: ignore });
  const socket = await openSocket();
  assert.deepEqual(socket.frames[0]?.attrSubCmds, [
    { cmdId: 1, entityType: 'DEVICE', entityId: 'd1', keys: 'active,fw', scope: 'SERVER_SCOPE' },
    { cmdId: 2, entityType: 'DEVICE', entityId: 'd2' },
  ]);
});

test('sends latest and windowed timeseries subscriptions', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  channel.subscribeTimeseries({ entityType: 'DEVICE', entityId: 'd1', keys: ['temperature'], onData: ignore });
  channel.subscribeTimeseries({
    entityType: 'ASSET', entityId: 'a1', keys: ['t', 'h'], startTs: 1000, timeWindow: 60000, interval: 1000, limit: 500, agg: 'AVG', onData: ignore,
  });
  const socket = await openSocket();
  assert.deepEqual(socket.frames[0]?.tsSubCmds, [
    { cmdId: 1, entityType: 'DEVICE', entityId: 'd1', keys: 'temperature', scope: 'LATEST_TELEMETRY' },
    {
      cmdId: 2, entityType: 'ASSET', entityId: 'a1', keys: 't,h', scope: 'LATEST_TELEMETRY',
      startTs: 1000, timeWindow: 60000, interval: 1000, limit: 500, agg: 'AVG',
    },
  ]);
});

test('hands v1 updates to the subscription named by subscriptionId', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  const seen: [string, TelemetryData][] = [];
  channel.subscribeAttributes({ entityType: 'DEVICE', entityId: 'd1', onData: (data) => seen.push(['attr', data]) });
  channel.subscribeTimeseries({ entityType: 'DEVICE', entityId: 'd1', onData: (data) => seen.push(['ts', data]) });
  const socket = await openSocket();
  const data = { temperature: [[1667301234000, '21.5']] };
  socket.push({ subscriptionId: 2, errorCode: 0, errorMsg: null, data, latestValues: { temperature: 1667301234000 } });
  socket.push({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { active: [[5, 'true']] }, latestValues: {} });
  socket.push({ subscriptionId: 9, errorCode: 0, errorMsg: null, data, latestValues: {} });
  assert.deepEqual(seen, [['ts', data], ['attr', { active: [[5, 'true']] }]]);
});

test('unsubscribes v1 subscriptions by resending the command with unsubscribe true', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  const attr = channel.subscribeAttributes({ entityType: 'DEVICE', entityId: 'd1', keys: ['a'], scope: 'SHARED_SCOPE', onData: ignore });
  const ts = channel.subscribeTimeseries({ entityType: 'DEVICE', entityId: 'd1', keys: ['t'], onData: ignore });
  const socket = await openSocket();
  attr.unsubscribe();
  ts.unsubscribe();
  await settle();
  assert.deepEqual(socket.frames[1]?.attrSubCmds, [
    { cmdId: 1, entityType: 'DEVICE', entityId: 'd1', keys: 'a', scope: 'SHARED_SCOPE', unsubscribe: true },
  ]);
  assert.deepEqual(socket.frames[1]?.tsSubCmds, [
    { cmdId: 2, entityType: 'DEVICE', entityId: 'd1', keys: 't', scope: 'LATEST_TELEMETRY', unsubscribe: true },
  ]);
  assert.equal(attr.active, false);
});

test('drops a subscription unsubscribed before its command was sent without telling the server', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  channel.subscribeAttributes({ entityType: 'DEVICE', entityId: 'd0', onData: ignore });
  const socket = await openSocket();
  channel.subscribeAttributes({ entityType: 'DEVICE', entityId: 'd1', onData: ignore }).unsubscribe();
  channel.subscribeEntityCount({ query, onCount: ignore }).unsubscribe();
  await settle();
  assert.equal(socket.sent.length, 1);
});

test('refuses v1 commands without an entity id, whose unsubscribe would cancel every v1 subscription', async () => {
  const { channel } = createRealtimeHarness();
  assert.throws(() => channel.subscribeAttributes({ entityType: 'DEVICE', entityId: '', onData: ignore }), TypeError);
  await assert.rejects(channel.history({ entityType: 'DEVICE', entityId: 'd1', keys: [], startTs: 0, endTs: 1 }), TypeError);
  assert.equal(channel.size, 0);
});

test('reads history with one answer and forgets the request afterwards', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  const answer = channel.history({ entityType: 'DEVICE', entityId: 'd1', keys: ['t', 'h'], startTs: 10, endTs: 20, interval: 5, limit: 50, agg: 'NONE' });
  const socket = await openSocket();
  assert.deepEqual(socket.frames[0]?.historyCmds, [
    { cmdId: 1, entityType: 'DEVICE', entityId: 'd1', keys: 't,h', startTs: 10, endTs: 20, interval: 5, limit: 50, agg: 'NONE' },
  ]);
  socket.push({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { t: [[15, '1']] }, latestValues: { t: 15 } });
  assert.deepEqual(await answer, { t: [[15, '1']] });
  assert.equal(channel.size, 0);
  await settle();
  assert.equal(socket.sent.length, 1);
});

test('rejects a history read with the error answer', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  const answer = channel.history({ entityType: 'DEVICE', entityId: 'd1', keys: ['t'], startTs: 10, endTs: 20 });
  const socket = await openSocket();
  socket.push({ subscriptionId: 1, errorCode: 1, errorMsg: 'Failed to fetch data!', data: null, latestValues: {} });
  await assert.rejects(answer, { name: 'RealtimeError', kind: 'message', code: 1, cmdId: 1, message: 'Failed to fetch data!' });
});

test('sends the entity-data query first and the value commands without query on the same cmdId after the page', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  const pages: number[] = [];
  const sub = channel.subscribeEntityData({ query, values: { latestCmd }, onData: (p) => pages.push(p.data.length) });
  const socket = await openSocket();
  assert.deepEqual(socket.frames[0]?.entityDataCmds, [{ cmdId: 1, query }]);
  socket.push(entityDataMessage(1, { data: page([entity('e1', '20'), entity('e2', '21')]) }));
  await settle();
  assert.deepEqual(pages, [2]);
  assert.deepEqual(socket.frames[1]?.entityDataCmds, [{ cmdId: 1, latestCmd }]);
  assert.equal(sub.cmdId, 1);
});

test('lets the data callback send the value commands through update', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  const sub = channel.subscribeEntityData({ query, values: { latestCmd }, onData: () => sub.update({ tsCmd }) });
  const socket = await openSocket();
  socket.push(entityDataMessage(1, { data: page([entity('e1', '20')]) }));
  await settle();
  assert.deepEqual(socket.frames.slice(1).map((frame) => frame.entityDataCmds), [[{ cmdId: 1, tsCmd }]]);
});

test('builds the value commands from the first page when values is a function', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  channel.subscribeEntityData({ query, values: (first) => (first.data.length > 0 ? { latestCmd } : undefined) });
  const socket = await openSocket();
  socket.push(entityDataMessage(1, { data: page([]) }));
  await settle();
  assert.equal(socket.sent.length, 1);
  socket.push(entityDataMessage(1, { data: page([entity('e1', '20')]) }));
  await settle();
  assert.deepEqual(socket.frames[1]?.entityDataCmds, [{ cmdId: 1, latestCmd }]);
});

test('sends query and value commands together when asked to', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  channel.subscribeEntityData({ query, values: { latestCmd, tsCmd }, together: true });
  const socket = await openSocket();
  assert.deepEqual(socket.frames[0]?.entityDataCmds, [{ cmdId: 1, query, latestCmd, tsCmd }]);
});

test('folds an update into the entity-data command that has not been sent yet', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  channel.subscribeTimeseries({ entityType: 'DEVICE', entityId: 'd0', onData: ignore });
  const socket = await openSocket();
  const sub = channel.subscribeEntityData({ query });
  sub.update({ latestCmd });
  sub.update({ tsCmd });
  await settle();
  assert.deepEqual(socket.frames[1]?.entityDataCmds, [{ cmdId: 2, query, tsCmd }]);
});

test('sends a new query with the current value commands on the same cmdId', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  const sub = channel.subscribeEntityData({ query, values: { latestCmd } });
  const socket = await openSocket();
  socket.push(entityDataMessage(1, { data: page([entity('e1', '20')]) }));
  await settle();
  const next = { ...query, pageLink: { pageSize: 10, page: 1 } };
  sub.setQuery(next);
  await settle();
  assert.deepEqual(socket.frames[2]?.entityDataCmds, [{ cmdId: 1, query: next, latestCmd }]);
});

test('merges entity-data updates into the kept page and passes the raw messages on', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  const changes: string[][] = [];
  const raw: EntityDataUpdate[] = [];
  const sub = channel.subscribeEntityData({
    query,
    onData: (_page, changed) => changes.push(changed.map((e) => e.entityId.id)),
    onMessage: (message) => raw.push(message),
  });
  const socket = await openSocket();
  socket.push(entityDataMessage(1, { data: page([entity('e1', '20'), entity('e2', '21')]), allowedEntities: 10000 }));
  const latestUpdate = { entityId: { entityType: 'DEVICE', id: 'e2' }, latest: { ATTRIBUTE: { active: { ts: 7, value: 'true' } } }, timeseries: null };
  const tsUpdate = { entityId: { entityType: 'DEVICE', id: 'e1' }, latest: null, timeseries: { temperature: [{ ts: 9, value: '22' }] } };
  socket.push(entityDataMessage(1, { update: [latestUpdate, tsUpdate] }));
  assert.deepEqual(changes, [['e1', 'e2'], ['e2', 'e1']]);
  assert.equal(raw.length, 2);
  assert.equal(raw[0]?.allowedEntities, 10000);
  assert.deepEqual(sub.page?.data[1]?.latest, {
    TIME_SERIES: { temperature: { ts: 1, value: '21' } },
    ATTRIBUTE: { active: { ts: 7, value: 'true' } },
  });
  assert.deepEqual(sub.page?.data[0]?.timeseries, { temperature: [{ ts: 9, value: '22' }] });
});

test('sends alarm-data and entity-count commands and hands their answers over', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  const alarmQuery = { ...query, pageLink: { pageSize: 10, page: 0, statusList: ['ACTIVE' as const] } };
  const alarmPages: string[][] = [];
  const counts: number[] = [];
  const alarms = channel.subscribeAlarmData({ query: alarmQuery, onData: (p) => alarmPages.push(p.data.map((a) => a.severity)) });
  channel.subscribeEntityCount({ query: { entityFilter: query.entityFilter }, onCount: (count) => counts.push(count) });
  const socket = await openSocket();
  assert.deepEqual(socket.frames[0]?.alarmDataCmds, [{ cmdId: 1, query: alarmQuery }]);
  assert.deepEqual(socket.frames[0]?.entityCountCmds, [{ cmdId: 2, query: { entityFilter: query.entityFilter } }]);

  const alarm = (id: string, severity: AlarmData['severity']) => ({ id: { entityType: 'ALARM', id }, severity, createdTime: 1, ackTs: 0, clearTs: 0, endTs: 0 });
  const envelope = { cmdId: 1, errorCode: 0, errorMsg: null, cmdUpdateType: 'ALARM_DATA', allowedEntities: 10000, totalEntities: 3 };
  socket.push({ ...envelope, data: page([alarm('a1', 'MAJOR'), alarm('a2', 'MINOR')]), update: null });
  socket.push({ ...envelope, data: null, update: [alarm('a2', 'CRITICAL'), alarm('zz', 'WARNING')] });
  socket.push({ cmdId: 2, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count: 42 });
  assert.deepEqual(alarmPages, [['MAJOR', 'MINOR'], ['MAJOR', 'CRITICAL']]);
  assert.equal(alarms.page?.data.length, 2);
  assert.deepEqual(counts, [42]);
});

test('unsubscribes v2 subscriptions with the cmdId alone in the matching array', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  const data = channel.subscribeEntityData({ query });
  const alarms = channel.subscribeAlarmData({ query });
  const count = channel.subscribeEntityCount({ query, onCount: ignore });
  const socket = await openSocket();
  data.unsubscribe();
  alarms.unsubscribe();
  count.unsubscribe();
  count.unsubscribe();
  await settle();
  const frame = socket.frames[1];
  assert.deepEqual(frame?.entityDataUnsubscribeCmds, [{ cmdId: 1 }]);
  assert.deepEqual(frame?.alarmDataUnsubscribeCmds, [{ cmdId: 2 }]);
  assert.deepEqual(frame?.entityCountUnsubscribeCmds, [{ cmdId: 3 }]);
  socket.push(entityDataMessage(1, { data: page([entity('e1', '1')]) }));
  assert.equal(data.page, null);
});

test('routes error answers to the subscription and the channel, v1-shaped ones for v2 commands too', async () => {
  const { channel, openSocket, errors } = createRealtimeHarness();
  const seen: string[] = [];
  const onError = (name: string) => (error: { code: number; message: string }) => seen.push(`${name} ${error.code} ${error.message}`);
  channel.subscribeTimeseries({ entityType: 'DEVICE', entityId: 'd1', onData: ignore, onError: onError('ts') });
  channel.subscribeEntityData({ query, onError: onError('data') });
  channel.subscribeEntityCount({ query, onCount: ignore, onError: onError('count') });
  const socket = await openSocket();
  socket.push({ subscriptionId: 1, errorCode: 34, errorMsg: 'Too many updates!' });
  socket.push({ subscriptionId: 2, errorCode: 2, errorMsg: 'Query is empty!', data: null, latestValues: {} });
  socket.push({ cmdId: 3, errorCode: 1, errorMsg: 'Failed to process websocket command!', cmdUpdateType: 'COUNT_DATA', count: 0 });
  socket.push({ subscriptionId: 0, errorCode: 2, errorMsg: 'Failed to parse websocket command!', data: null, latestValues: {} });
  assert.deepEqual(seen, ['ts 34 Too many updates!', 'data 2 Query is empty!', 'count 1 Failed to process websocket command!']);
  assert.deepEqual(errors.map((e) => [e.kind, e.code, e.cmdId]), [
    ['message', 34, 1],
    ['message', 2, 2],
    ['message', 1, 3],
    ['message', 2, null],
  ]);
  assert.equal(channel.size, 3);
});

test('ignores answers of another kind than the subscription takes and reports unreadable frames', async () => {
  const { channel, openSocket, errors } = createRealtimeHarness();
  const counts: number[] = [];
  channel.subscribeEntityCount({ query, onCount: (count) => counts.push(count) });
  const socket = await openSocket();
  socket.push({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: {}, latestValues: {} });
  socket.push('{not json');
  assert.deepEqual(counts, []);
  assert.deepEqual(errors.map((e) => e.kind), ['decode']);
});

test('rejects an aborted history read and forgets it', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  channel.subscribeAttributes({ entityType: 'DEVICE', entityId: 'd0', onData: ignore });
  const socket = await openSocket();
  const controller = new AbortController();
  const read = channel.history({ entityType: 'DEVICE', entityId: 'd1', keys: ['t'], startTs: 0, endTs: 1, signal: controller.signal });
  controller.abort();
  await assert.rejects(read, { name: 'AbortError' });
  await settle();
  assert.equal(channel.size, 1);
  assert.equal(socket.sent.length, 1);
  await assert.rejects(channel.history({ entityType: 'DEVICE', entityId: 'd1', keys: ['t'], startTs: 0, endTs: 1, signal: controller.signal }), { name: 'AbortError' });
});

test('reports a throwing subscriber callback and keeps dispatching', async () => {
  const { channel, openSocket, errors } = createRealtimeHarness();
  const seen: number[] = [];
  channel.subscribeEntityCount({ query, onCount: () => { throw new Error('boom'); } });
  channel.subscribeEntityCount({ query, onCount: (count) => seen.push(count) });
  const socket = await openSocket();
  socket.push({ cmdId: 1, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count: 1 });
  socket.push({ cmdId: 2, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count: 2 });
  assert.deepEqual(seen, [2]);
  assert.deepEqual(errors.map((e) => [e.kind, (e.cause as Error).message]), [['callback', 'boom']]);
});
