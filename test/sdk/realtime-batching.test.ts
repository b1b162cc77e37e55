import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { backoffDelay, DEFAULT_BACKOFF, type EntityDataQuery } from '../../sdk/realtime/index.js';
import { closeHarnessChannels, createRealtimeHarness, settle } from '../support/fake-websocket.js';

afterEach(closeHarnessChannels);

const NINE_ARRAYS = [
  'attrSubCmds',
  'tsSubCmds',
  'historyCmds',
  'entityDataCmds',
  'entityDataUnsubscribeCmds',
  'alarmDataCmds',
  'alarmDataUnsubscribeCmds',
  'entityCountCmds',
  'entityCountUnsubscribeCmds',
];

const filter = { type: 'entityType', entityType: 'DEVICE' };
const pageLink = { pageSize: 10, page: 0 };
const query: EntityDataQuery = { entityFilter: filter, pageLink };
const device = (n: number) => ({ entityType: 'DEVICE', entityId: `device-${n}` });
const ignore = () => undefined;

/** How many commands each array of each frame carries, empty arrays left out. */
function countsOf(frames: object[]): Record<string, number>[] {
  return frames.map((frame) =>
    Object.fromEntries(
      Object.entries(frame as Record<string, unknown[]>)
        .filter(([, cmds]) => cmds.length > 0)
        .map(([array, cmds]) => [array, cmds.length]),
    ),
  );
}

test('drains 25 mixed commands into frames of 10, 10 and 5 in the spec order', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  const oldData = channel.subscribeEntityData({ query });
  const oldAlarms = channel.subscribeAlarmData({ query });
  const oldCount = channel.subscribeEntityCount({ query: { entityFilter: filter }, onCount: ignore });
  const socket = await openSocket();
  assert.equal(socket.sent.length, 1);

  for (let n = 0; n < 3; n++) channel.subscribeEntityCount({ query: { entityFilter: filter }, onCount: ignore });
  oldCount.unsubscribe();
  for (let n = 0; n < 5; n++) channel.subscribeAttributes({ ...device(n), onData: ignore });
  oldAlarms.unsubscribe();
  for (let n = 0; n < 3; n++) channel.subscribeAlarmData({ query });
  for (let n = 0; n < 4; n++) channel.subscribeEntityData({ query });
  oldData.unsubscribe();
  for (let n = 0; n < 3; n++) channel.history({ ...device(n), keys: ['t'], startTs: 0, endTs: 1 }).catch(ignore);
  for (let n = 0; n < 4; n++) channel.subscribeTimeseries({ ...device(n), onData: ignore });
  await settle();

  const frames = socket.frames.slice(1);
  assert.deepEqual(frames.map((frame) => Object.keys(frame)), [NINE_ARRAYS, NINE_ARRAYS, NINE_ARRAYS]);
  assert.deepEqual(countsOf(frames), [
    { tsSubCmds: 4, historyCmds: 3, attrSubCmds: 3 },
    { attrSubCmds: 2, entityDataCmds: 4, entityDataUnsubscribeCmds: 1, alarmDataCmds: 3 },
    { alarmDataUnsubscribeCmds: 1, entityCountCmds: 3, entityCountUnsubscribeCmds: 1 },
  ]);
  assert.deepEqual(frames[2]?.entityCountUnsubscribeCmds, [{ cmdId: 3 }]);
});

test('sends all nine arrays, empty ones included, in wire key order', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  channel.subscribeTimeseries({ ...device(1), onData: ignore });
  const socket = await openSocket();
  assert.equal(
    socket.sent[0],
    '{"attrSubCmds":[],"tsSubCmds":[{"cmdId":1,"entityType":"DEVICE","entityId":"device-1","scope":"LATEST_TELEMETRY"}],' +
      '"historyCmds":[],"entityDataCmds":[],"entityDataUnsubscribeCmds":[],"alarmDataCmds":[],' +
      '"alarmDataUnsubscribeCmds":[],"entityCountCmds":[],"entityCountUnsubscribeCmds":[]}',
  );
});

test('sends the commands of one tick together in one frame', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  channel.subscribeTimeseries({ ...device(0), onData: ignore });
  const socket = await openSocket();
  channel.subscribeAttributes({ ...device(1), onData: ignore });
  channel.subscribeAttributes({ ...device(2), onData: ignore });
  assert.equal(socket.sent.length, 1);
  await settle();
  assert.equal(socket.sent.length, 2);
  assert.deepEqual(socket.frames[1]?.attrSubCmds.map((cmd) => cmd.cmdId), [2, 3]);
});

test('takes the frame size from maxCommandsPerFrame', async () => {
  const { channel, openSocket } = createRealtimeHarness({ maxCommandsPerFrame: 3 });
  for (let n = 0; n < 7; n++) channel.subscribeAttributes({ ...device(n), onData: ignore });
  const socket = await openSocket();
  assert.deepEqual(socket.frames.map((frame) => frame.attrSubCmds.length), [3, 3, 1]);
});

test('grows the reconnect delay by the factor up to the maximum', () => {
  const nominal = () => 0.5;
  const delays = [1, 2, 3, 4, 5, 6, 7, 12].map((attempt) => backoffDelay(attempt, DEFAULT_BACKOFF, nominal));
  assert.deepEqual(delays, [1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
});

test('spreads the delay by the jitter without passing the maximum', () => {
  assert.equal(backoffDelay(1, DEFAULT_BACKOFF, () => 0), 800);
  assert.equal(backoffDelay(1, DEFAULT_BACKOFF, () => 0.75), 1100);
  assert.equal(backoffDelay(6, DEFAULT_BACKOFF, () => 0.99), 30000);
  assert.equal(backoffDelay(6, DEFAULT_BACKOFF, () => 0), 24000);
  assert.deepEqual(DEFAULT_BACKOFF, { initialMs: 1000, maxMs: 30000, factor: 2, jitter: 0.2 });
});
