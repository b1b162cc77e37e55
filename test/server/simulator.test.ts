import { test, before, after, mock } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import type { ServerContext } from '../../server/context.js';
import { on, type BusEvents } from '../../server/events.js';
import simulator, { SIMULATOR_PERIOD_MS } from '../../server/simulator/task.js';
import { HISTORY_SPAN_MS, HISTORY_STEP_MS } from '../../server/seed/30-telemetry-history.js';
import {
  initialState, kindOf, seededRandom, stepGateway, stepHumidity, stepMeter, stepPump, stepThermostat,
} from '../../server/simulator/models.js';
import { demoDeviceId } from './telemetry-support.js';

let server: TestServer;
let tenant: string;

before(async () => {
  server = await startTestServer();
  tenant = await server.login('tenant@thingsboard.org', 'tenant');
});
after(() => server.close());

const num = (v: { type: string; value: unknown }) => Number(v.value);

test('repeats the same numbers for the same seed', () => {
  const a = seededRandom(7);
  const b = seededRandom(7);
  const xs = Array.from({ length: 5 }, () => a());
  assert.deepEqual(xs, Array.from({ length: 5 }, () => b()));
  assert.ok(xs.every((x) => x >= 0 && x < 1));
});

test('keeps thermostat temperature within 18–26 °C and humidity within 30–60 %', () => {
  const s = initialState();
  const rnd = seededRandom(1);
  for (let i = 0; i < 20_000; i++) {
    const v = stepThermostat(s, rnd);
    assert.ok(num(v.temperature!) >= 18 && num(v.temperature!) <= 26);
    assert.ok(num(v.humidity!) >= 30 && num(v.humidity!) <= 60);
    assert.equal(v.temperature!.type, 'DOUBLE');
  }
});

test('grows the energy total monotonically while power stays within 0.5–6 kW', () => {
  const s = initialState(100);
  const rnd = seededRandom(2);
  let last = 100;
  for (let i = 0; i < 5000; i++) {
    const v = stepMeter(s, rnd, 1);
    assert.ok(num(v.energyTotal!) >= last);
    assert.ok(num(v.power!) >= 0.5 && num(v.power!) <= 6);
    last = num(v.energyTotal!);
  }
  assert.ok(last > 100);
});

test('reports pump pressure and flow only while running, and a boolean running flag', () => {
  const s = initialState();
  const rnd = seededRandom(3);
  const seen = new Set<boolean>();
  for (let i = 0; i < 5000; i++) {
    const v = stepPump(s, rnd);
    assert.equal(v.running!.type, 'BOOLEAN');
    seen.add(v.running!.value as boolean);
    if (!v.running!.value) assert.deepEqual([num(v.pressure!), num(v.flow!)], [0, 0]);
    else assert.ok(num(v.pressure!) >= 2.5 && num(v.flow!) >= 30);
  }
  assert.deepEqual([...seen].sort(), [false, true]);
});

test('keeps humidity sensor and gateway readings within their ranges', () => {
  const s = initialState();
  const rnd = seededRandom(4);
  for (let i = 0; i < 5000; i++) {
    const h = num(stepHumidity(s, rnd).humidity!);
    assert.ok(h >= 35 && h <= 75);
    const g = stepGateway(s, rnd).connectedDevices!;
    assert.equal(g.type, 'LONG');
    assert.ok(num(g) >= 3 && num(g) <= 6);
  }
  assert.deepEqual(['Thermostat T2', 'Humidity Sensor H1', 'Water Pump P1', 'Energy Meter E1', 'Gateway G1', 'Other'].map(kindOf),
    ['thermostat', 'humidity', 'pump', 'meter', 'gateway', undefined]);
});

test('seeds one day of thermostat history at one-minute steps', async () => {
  const id = await demoDeviceId(server, 'Thermostat T2');
  const rows = await server.ctx.db.one<{ n: number; span: number }>(
    "SELECT count(*)::int AS n, (max(ts) - min(ts))::bigint AS span FROM ts_kv WHERE entity_id = $1 AND key = 'temperature'", [id]);
  assert.deepEqual([rows?.n, rows?.span], [HISTORY_SPAN_MS / HISTORY_STEP_MS, HISTORY_SPAN_MS - HISTORY_STEP_MS]);
  const latest = await server.call('GET', `/api/plugins/telemetry/DEVICE/${id}/values/timeseries?keys=temperature,humidity`, { token: tenant });
  assert.ok(Number(latest.body.temperature[0].value) >= 18);
  assert.ok(Number(latest.body.humidity[0].value) >= 30);
});

test('does nothing when the demo simulator is off', async () => {
  const hooks: Array<() => unknown> = [];
  await simulator({ ...server.ctx, config: { ...server.ctx.config, demoSimulator: false }, onClose: (fn) => { hooks.push(fn); } });
  assert.equal(hooks.length, 0);
});

test('writes readings of every demo device each second through the bus and stops on close', async () => {
  mock.timers.enable({ apis: ['setInterval'] });
  const hooks: Array<() => unknown> = [];
  const now = mock.fn(() => Date.now());
  const ctx: ServerContext = { ...server.ctx, now, config: { ...server.ctx.config, demoSimulator: true }, onClose: (fn) => { hooks.push(fn); } };
  try {
    await simulator(ctx);
    const firstTick = collect(server.ctx, 6);
    mock.timers.tick(SIMULATOR_PERIOD_MS);
    const events = await firstTick;
    const keys = events.map((e) => Object.keys(e.values).sort().join(',')).sort();
    assert.deepEqual(keys, ['connectedDevices', 'energyTotal,power', 'flow,pressure,running', 'humidity', 'humidity,temperature', 'humidity,temperature']);
    await server.ctx.db.query('SELECT 1');
    for (const fn of hooks) await fn();
    const clockReads = now.mock.callCount();
    mock.timers.tick(SIMULATOR_PERIOD_MS * 5);
    assert.equal(now.mock.callCount(), clockReads, 'no tick runs after close');
  } finally {
    mock.timers.reset();
  }
  const pump = await demoDeviceId(server, 'Water Pump P1');
  const attrs = await server.call('GET', `/api/plugins/telemetry/DEVICE/${pump}/values/attributes`, { token: tenant });
  const values = Object.fromEntries(attrs.body.map((a: { key: string; value: unknown }) => [a.key, a.value]));
  assert.equal(values.firmwareVersion, '4.1.0');
  assert.equal(typeof values.latitude, 'number');
  assert.equal(typeof values.longitude, 'number');
  assert.equal(values.active, true, 'simulated devices report activity');
});

/** Resolves with the next `count` telemetry events. */
function collect(ctx: ServerContext, count: number): Promise<Array<BusEvents['telemetry']>> {
  return new Promise((resolve) => {
    const seen: Array<BusEvents['telemetry']> = [];
    const off = on(ctx, 'telemetry', (e) => {
      seen.push(e);
      if (seen.length < count) return;
      off();
      resolve(seen);
    });
  });
}
