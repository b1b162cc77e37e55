/**
 * Realtime dispatch throughput: pre-built update frames pushed through a fake socket into a
 * realtime channel (no network), decoded, routed and merged into the subscribers' pages.
 * Prints updates per second for v1 timeseries updates, v2 entity-data updates and a mix, next to
 * the rate of `JSON.parse` alone on the same frames (the floor no decoder goes below).
 * Run: `node --import tsx bench/realtime-dispatch.ts [frames]`.
 */
import { createRealtimeChannel, type EntityData } from '../sdk/realtime/index.js';
import { createFakeWebSocketHub, settle, type FakeWebSocket } from '../test/support/fake-websocket.js';

const FRAMES = Math.max(10000, Number(process.argv[2]) || 1_000_000);
const DISTINCT_FRAMES = 50000;
const TS_SUBSCRIPTIONS = 1000;
const DATA_SUBSCRIPTIONS = 200;
const ENTITIES_PER_PAGE = 50;

let delivered = 0;
const count = () => {
  delivered += 1;
};

function entity(sub: number, n: number): EntityData {
  return {
    entityId: { entityType: 'DEVICE', id: `00000000-0000-0000-${String(sub).padStart(4, '0')}-${String(n).padStart(12, '0')}` },
    latest: { ENTITY_FIELD: { name: { ts: 1, value: `Device ${n}` } }, TIME_SERIES: { temperature: { ts: 1, value: '20' } } },
    timeseries: {},
  };
}

function tsFrame(subscriptionId: number, ts: number): string {
  const value = (20 + (ts % 100) / 10).toFixed(1);
  return JSON.stringify({
    subscriptionId, errorCode: 0, errorMsg: null,
    data: { humidity: [[ts, '41']], temperature: [[ts, value]] },
    latestValues: { humidity: ts, temperature: ts },
  });
}

function entityDataFrame(cmdId: number, sub: number, ts: number): string {
  const target = entity(sub, ts % ENTITIES_PER_PAGE);
  const update = { entityId: target.entityId, latest: { TIME_SERIES: { temperature: { ts, value: String(ts % 40) } } }, timeseries: null };
  return JSON.stringify({ cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data: null, update: [update], allowedEntities: 10000 });
}

async function setUp(): Promise<{ socket: FakeWebSocket; tsIds: number[]; dataIds: number[]; close: () => void }> {
  const hub = createFakeWebSocketHub();
  const channel = createRealtimeChannel({ url: () => 'ws://bench/api/ws/plugins/telemetry', WebSocket: hub.WebSocket, getToken: async () => 'bench' });
  const ts = Array.from({ length: TS_SUBSCRIPTIONS }, (_, n) =>
    channel.subscribeTimeseries({ entityType: 'DEVICE', entityId: `device-${n}`, keys: ['temperature', 'humidity'], onData: count }));
  const query = { entityFilter: { type: 'entityType', entityType: 'DEVICE' }, pageLink: { pageSize: ENTITIES_PER_PAGE, page: 0 } };
  const data = Array.from({ length: DATA_SUBSCRIPTIONS }, () => channel.subscribeEntityData({ query, onData: count }));
  await settle();
  const socket = hub.last();
  socket.open();
  await settle();
  data.forEach((sub, n) => {
    const page = { data: Array.from({ length: ENTITIES_PER_PAGE }, (_, e) => entity(n, e)), totalPages: 1, totalElements: ENTITIES_PER_PAGE, hasNext: false };
    socket.push({ cmdId: sub.cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data: page, update: null });
  });
  return { socket, tsIds: ts.map((sub) => sub.cmdId), dataIds: data.map((sub) => sub.cmdId), close: () => channel.close() };
}

/** Wall-clock and CPU seconds of a run; CPU time stays meaningful on a busy machine. */
function timed(run: () => void): { wall: number; cpu: number } {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  run();
  const wall = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { wall, cpu: (cpu.user + cpu.system) / 1e6 };
}

function report(label: string, { wall, cpu }: { wall: number; cpu: number }, note = ''): void {
  const rate = (seconds: number) => Math.round(FRAMES / seconds).toLocaleString('en-US').padStart(11);
  console.log(`${label.padEnd(24)} ${rate(wall)} /s wall ${rate(cpu)} /s cpu${note}`);
}

function measure(label: string, socket: FakeWebSocket, pool: string[]): void {
  for (const data of pool) socket.onmessage?.({ data });
  delivered = 0;
  const times = timed(() => {
    for (let n = 0; n < FRAMES; n++) socket.onmessage?.({ data: pool[n % pool.length] });
  });
  report(label, times, `  (delivered ${delivered})`);
}

function measureParseOnly(label: string, pool: string[]): void {
  let errors = 0;
  const times = timed(() => {
    for (let n = 0; n < FRAMES; n++) errors += (JSON.parse(pool[n % pool.length] ?? '{}') as { errorCode: number }).errorCode;
  });
  report(label, times, errors === 0 ? '' : ' (unexpected errors)');
}

async function main(): Promise<void> {
  const { socket, tsIds, dataIds, close } = await setUp();
  const v1 = Array.from({ length: DISTINCT_FRAMES }, (_, n) => tsFrame(tsIds[n % tsIds.length] ?? 0, 1667300000000 + n));
  const v2 = Array.from({ length: DISTINCT_FRAMES }, (_, n) => {
    const sub = n % dataIds.length;
    return entityDataFrame(dataIds[sub] ?? 0, sub, 1667300000000 + n);
  });
  const mixed = v1.map((frame, n) => (n % 2 === 0 ? frame : (v2[n] ?? frame)));
  console.log(`realtime dispatch, Node ${process.version}: ${TS_SUBSCRIPTIONS} ts subscriptions, ` +
    `${DATA_SUBSCRIPTIONS} entity-data pages of ${ENTITIES_PER_PAGE}, ${FRAMES} frames per run (updates per second)`);
  for (const [label, pool] of [['v1 timeseries', v1], ['v2 entity-data', v2], ['mixed 50/50', mixed]] as const) {
    measure(`${label} updates`, socket, pool);
    measureParseOnly(`  JSON.parse alone`, pool);
  }
  close();
}

await main();
