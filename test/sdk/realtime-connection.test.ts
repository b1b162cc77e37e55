import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import type { EntityDataQuery, RealtimeConnectionState, RealtimeStatus } from '../../sdk/realtime/index.js';
import { closeHarnessChannels, createRealtimeHarness, settle, WS_BASE } from '../support/fake-websocket.js';

afterEach(closeHarnessChannels);

const query: EntityDataQuery = { entityFilter: { type: 'entityType', entityType: 'DEVICE' }, pageLink: { pageSize: 10, page: 0 } };
const latestCmd = { keys: [{ type: 'ATTRIBUTE' as const, key: 'active' }] };
const ignore = () => undefined;
const target = (entityId: string) => ({ entityType: 'DEVICE', entityId, onData: ignore });

test('opens no socket until the first subscription, then one socket with the token in the URL', async () => {
  const { channel, hub, tokenRequests, openSocket } = createRealtimeHarness();
  await settle();
  assert.equal(hub.sockets.length, 0);
  assert.equal(tokenRequests(), 0);
  channel.subscribeAttributes(target('d1'));
  channel.subscribeTimeseries(target('d1'));
  await openSocket();
  channel.subscribeEntityCount({ query, onCount: ignore });
  await settle();
  assert.equal(hub.sockets.length, 1);
  assert.equal(hub.last().url, `${WS_BASE}?token=token-1`);
});

test('waits without a socket while there is no token, and connects after reconnect once signed in', async () => {
  let token: string | null = null;
  const { channel, hub, openSocket } = createRealtimeHarness({ getToken: async () => token });
  channel.subscribeAttributes(target('d1'));
  await settle();
  assert.equal(hub.sockets.length, 0);
  assert.deepEqual(channel.$state.get(), { status: 'idle', attempt: 0, retryInMs: null, waitReason: 'no-token', lastClose: null });
  token = 'signed-in';
  channel.reconnect();
  const socket = await openSocket();
  assert.equal(socket.token, 'signed-in');
  assert.equal(socket.frames[0]?.attrSubCmds[0]?.cmdId, 1);
  assert.equal(channel.$state.get().waitReason, null);
});

test('reports a failing token source and waits', async () => {
  const { channel, hub, errors } = createRealtimeHarness({ getToken: () => Promise.reject(new Error('refresh failed')) });
  channel.subscribeAttributes(target('d1'));
  await settle();
  assert.equal(hub.sockets.length, 0);
  assert.equal(channel.$state.get().waitReason, 'token-error');
  assert.deepEqual(errors.map((e) => e.kind), ['token']);
});

test('numbers commands from 1 with one counter for v1 and v2, and starts again from 1 after a reconnect', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { channel, hub, openSocket } = createRealtimeHarness();
  channel.subscribeAttributes(target('d1'));
  channel.subscribeEntityData({ query });
  const first = await openSocket();
  channel.subscribeTimeseries(target('d2'));
  await settle();
  assert.deepEqual([first.frames[0]?.attrSubCmds[0]?.cmdId, first.frames[0]?.entityDataCmds[0]?.cmdId], [1, 2]);
  assert.equal(first.frames[1]?.tsSubCmds[0]?.cmdId, 3);

  first.serverClose(1006);
  t.mock.timers.tick(1000);
  const second = await openSocket();
  assert.equal(hub.sockets.length, 2);
  assert.deepEqual(second.frames[0]?.attrSubCmds, [{ cmdId: 1, entityType: 'DEVICE', entityId: 'd1' }]);
  assert.deepEqual(second.frames[0]?.entityDataCmds, [{ cmdId: 2, query }]);
  assert.deepEqual(second.frames[0]?.tsSubCmds, [{ cmdId: 3, entityType: 'DEVICE', entityId: 'd2', scope: 'LATEST_TELEMETRY' }]);
});

test('waits longer after each failed attempt, up to 30000 ms, with a fresh token each time', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { channel, hub, tokenRequests } = createRealtimeHarness();
  channel.subscribeAttributes(target('d1'));
  await settle();
  const delays: (number | null)[] = [];
  for (let attempt = 1; attempt <= 7; attempt++) {
    hub.last().serverClose(1006);
    const { retryInMs } = channel.$state.get();
    delays.push(retryInMs);
    t.mock.timers.tick((retryInMs ?? 0) - 1);
    await settle();
    assert.equal(hub.sockets.length, attempt);
    t.mock.timers.tick(1);
    await settle();
    assert.equal(hub.sockets.length, attempt + 1);
  }
  assert.deepEqual(delays, [1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  assert.equal(tokenRequests(), 8);
  assert.deepEqual(hub.sockets.map((socket) => socket.token), ['token-1', 'token-2', 'token-3', 'token-4', 'token-5', 'token-6', 'token-7', 'token-8']);
});

test('spreads the reconnect delay with the injected random and starts over after a successful open', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const randoms = [0, 1];
  const { channel, hub, openSocket } = createRealtimeHarness({ random: () => randoms.shift() ?? 0.5 });
  channel.subscribeAttributes(target('d1'));
  await openSocket();
  hub.last().serverClose(1006);
  assert.equal(channel.$state.get().retryInMs, 800);
  t.mock.timers.tick(800);
  await settle();
  hub.last().serverClose(1006);
  assert.equal(channel.$state.get().retryInMs, 2400);
  t.mock.timers.tick(2400);
  await openSocket();
  hub.last().serverClose(1006);
  assert.deepEqual([channel.$state.get().attempt, channel.$state.get().retryInMs], [1, 1000]);
});

test('resends every live subscription after a reconnect, entity data with its query and value commands together', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { channel, hub, openSocket } = createRealtimeHarness();
  const reconnected: string[] = [];
  channel.subscribeAttributes(target('d0')).unsubscribe();
  channel.subscribeAttributes({ ...target('d1'), onReconnected: () => reconnected.push('attr') });
  const data = channel.subscribeEntityData({ query, values: { latestCmd }, onReconnected: () => reconnected.push('data') });
  channel.subscribeAlarmData({ query });
  channel.subscribeEntityCount({ query, onCount: ignore });
  const first = await openSocket();
  first.push({ cmdId: 2, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data: { data: [], totalPages: 0, totalElements: 0, hasNext: false }, update: null });
  await settle();
  assert.deepEqual(first.frames[1]?.entityDataCmds, [{ cmdId: 2, latestCmd }]);

  first.serverClose(1011);
  t.mock.timers.tick(1000);
  const second = await openSocket();
  assert.equal(hub.sockets.length, 2);
  assert.deepEqual(reconnected, ['attr', 'data']);
  const frame = second.frames[0];
  assert.deepEqual(frame?.attrSubCmds, [{ cmdId: 1, entityType: 'DEVICE', entityId: 'd1' }]);
  assert.deepEqual(frame?.entityDataCmds, [{ cmdId: 2, query, latestCmd }]);
  assert.deepEqual(frame?.alarmDataCmds, [{ cmdId: 3, query }]);
  assert.deepEqual(frame?.entityCountCmds, [{ cmdId: 4, query }]);
  assert.equal(second.sent.length, 1);
  assert.equal(data.cmdId, 2);
});

test('keeps an update made while reconnecting and applies it to the resent command', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { channel, openSocket } = createRealtimeHarness();
  const sub = channel.subscribeEntityData({ query });
  const first = await openSocket();
  first.serverClose(1006);
  sub.update({ latestCmd });
  assert.equal(sub.cmdId, 0);
  t.mock.timers.tick(1000);
  const second = await openSocket();
  assert.deepEqual(second.frames[0]?.entityDataCmds, [{ cmdId: 1, query, latestCmd }]);
  assert.equal(first.sent.length, 1);
});

test('reports close codes above 1001 except 1006, 1011, 1012 and 4500, with the reason text', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { channel, hub, errors } = createRealtimeHarness({ backoff: { initialMs: 10, maxMs: 10 } });
  channel.subscribeAttributes(target('d1'));
  await settle();
  const codes = [1000, 1001, 1006, 1011, 1012, 4500, 1008, 1007, 1002];
  for (const code of codes) {
    hub.last().serverClose(code, `reason ${code}`);
    t.mock.timers.tick(10);
    await settle();
  }
  assert.deepEqual(errors.map((e) => [e.kind, e.code, e.message]), [
    ['close', 1008, 'reason 1008'],
    ['close', 1007, 'reason 1007'],
    ['close', 1002, 'reason 1002'],
  ]);
  assert.deepEqual(channel.$state.get().lastClose, { code: 1002, reason: 'reason 1002' });
});

test('stops for good on close: closes the socket, rejects pending reads, never reconnects', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { channel, hub, openSocket } = createRealtimeHarness();
  const sub = channel.subscribeAttributes(target('d1'));
  const read = channel.history({ entityType: 'DEVICE', entityId: 'd1', keys: ['t'], startTs: 0, endTs: 1 });
  const socket = await openSocket();
  socket.serverClose(1006);
  channel.close();
  await assert.rejects(read, { kind: 'close' });
  t.mock.timers.tick(60000);
  await settle();
  assert.equal(hub.sockets.length, 1);
  assert.equal(sub.active, false);
  assert.equal(channel.$state.get().status, 'closed');
  assert.throws(() => channel.subscribeAttributes(target('d2')), { kind: 'close' });
});

test('closes an open socket on close with code 1000', async () => {
  const { channel, openSocket } = createRealtimeHarness();
  channel.subscribeAttributes(target('d1'));
  const socket = await openSocket();
  channel.close();
  assert.equal(socket.closedByClient, 1000);
});

test('closes the socket 90000 ms after the last subscriber left, not 1 ms earlier', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { channel, hub, openSocket } = createRealtimeHarness();
  const sub = channel.subscribeAttributes(target('d1'));
  const socket = await openSocket();
  sub.unsubscribe();
  await settle();
  t.mock.timers.tick(89999);
  assert.equal(socket.closedByClient, null);
  t.mock.timers.tick(1);
  assert.equal(socket.closedByClient, 1000);
  assert.equal(channel.$state.get().status, 'idle');
  channel.subscribeAttributes(target('d2'));
  await settle();
  assert.equal(hub.sockets.length, 2);
});

test('keeps the socket when a new subscriber comes within the idle timeout', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { channel, hub, openSocket } = createRealtimeHarness();
  const sub = channel.subscribeAttributes(target('d1'));
  const socket = await openSocket();
  sub.unsubscribe();
  t.mock.timers.tick(50000);
  channel.subscribeAttributes(target('d2'));
  t.mock.timers.tick(90000);
  await settle();
  assert.equal(socket.closedByClient, null);
  assert.equal(hub.sockets.length, 1);
  assert.deepEqual(socket.frames[1]?.attrSubCmds, [
    { cmdId: 1, entityType: 'DEVICE', entityId: 'd1', unsubscribe: true },
    { cmdId: 2, entityType: 'DEVICE', entityId: 'd2' },
  ]);
});

test('stops retrying when the last subscriber leaves during the backoff', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { channel, hub, openSocket } = createRealtimeHarness();
  const sub = channel.subscribeAttributes(target('d1'));
  const socket = await openSocket();
  socket.serverClose(1006);
  sub.unsubscribe();
  t.mock.timers.tick(30000);
  await settle();
  assert.equal(hub.sockets.length, 1);
  assert.deepEqual(channel.$state.get(), { status: 'idle', attempt: 0, retryInMs: null, waitReason: null, lastClose: { code: 1006, reason: '' } });
});

test('moves through idle, connecting, open, reconnecting, open, idle and closed', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { channel, hub, openSocket } = createRealtimeHarness();
  const states: Pick<RealtimeConnectionState, 'status' | 'attempt' | 'retryInMs'>[] = [];
  channel.$state.subscribe(({ status, attempt, retryInMs }) => states.push({ status, attempt, retryInMs }));
  const sub = channel.subscribeAttributes(target('d1'));
  await openSocket();
  hub.last().serverClose(1006);
  t.mock.timers.tick(1000);
  await openSocket();
  sub.unsubscribe();
  t.mock.timers.tick(90000);
  channel.close();
  const step = (status: RealtimeStatus, attempt = 0, retryInMs: number | null = null) => ({ status, attempt, retryInMs });
  assert.deepEqual(states, [
    step('idle'),
    step('connecting'),
    step('open'),
    step('reconnecting', 1, 1000),
    step('reconnecting', 1),
    step('open'),
    step('idle'),
    step('closed'),
  ]);
});

test('sends a subscription made from onReconnected once', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { channel, hub, openSocket } = createRealtimeHarness();
  let extra = false;
  channel.subscribeAttributes({
    ...target('d1'),
    onReconnected: () => {
      if (!extra) channel.subscribeAttributes(target('d2'));
      extra = true;
    },
  });
  await openSocket();
  hub.last().serverClose(1006);
  t.mock.timers.tick(1000);
  const second = await openSocket();
  assert.deepEqual(second.frames.flatMap((frame) => frame.attrSubCmds.map((cmd) => [cmd.cmdId, cmd.entityId])), [[1, 'd2'], [2, 'd1']]);
});

test('treats a socket that cannot be created as a lost connection and retries', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  let urls = 0;
  const { channel, hub, errors } = createRealtimeHarness({ url: () => (++urls === 1 ? 'not a url' : WS_BASE) });
  channel.subscribeAttributes(target('d1'));
  await settle();
  assert.equal(hub.sockets.length, 0);
  assert.deepEqual(errors.map((e) => e.kind), ['close']);
  assert.deepEqual([channel.$state.get().status, channel.$state.get().retryInMs], ['reconnecting', 1000]);
  t.mock.timers.tick(1000);
  await settle();
  assert.equal(hub.last().url, `${WS_BASE}?token=token-2`);
});
