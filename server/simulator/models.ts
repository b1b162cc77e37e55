import { doubleValue, type KvValue } from '../telemetry/values.js';

/** A source of numbers in [0, 1). */
export type Random = () => number;

/** A small seeded generator (mulberry32), so history and tests are repeatable. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** One step of a bounded random walk pulled back towards `mean`. */
export function drift(value: number, rnd: Random, o: { mean: number; min: number; max: number; step: number; pull?: number }): number {
  const pull = (o.mean - value) * (o.pull ?? 0.05);
  return clamp(value + pull + (rnd() * 2 - 1) * o.step, o.min, o.max);
}

/** Simulated state of every demo device kind. */
export interface SimState {
  temperature: number;
  humidity: number;
  pumpRunning: boolean;
  pressure: number;
  flow: number;
  power: number;
  energyTotal: number;
  connectedDevices: number;
}

/** A starting state (energyTotal continues from the last stored reading when known). */
export function initialState(energyTotal = 12_345.6): SimState {
  return { temperature: 21.5, humidity: 45, pumpRunning: true, pressure: 3.1, flow: 42, power: 2.4, energyTotal, connectedDevices: 5 };
}

/** Device kinds of the demo devices. */
export type DeviceKind = 'thermostat' | 'humidity' | 'pump' | 'meter' | 'gateway';

/** Kind of a demo device by its name. */
export function kindOf(name: string): DeviceKind | undefined {
  if (name.startsWith('Thermostat')) return 'thermostat';
  if (name.startsWith('Humidity')) return 'humidity';
  if (name.startsWith('Water Pump')) return 'pump';
  if (name.startsWith('Energy Meter')) return 'meter';
  if (name.startsWith('Gateway')) return 'gateway';
  return undefined;
}

/** Advances a thermostat: temperature drifts within 18–26 °C around 22, humidity within 30–60 %. */
export function stepThermostat(s: SimState, rnd: Random): Record<string, KvValue> {
  s.temperature = drift(s.temperature, rnd, { mean: 22, min: 18, max: 26, step: 0.15 });
  s.humidity = drift(s.humidity, rnd, { mean: 45, min: 30, max: 60, step: 0.4 });
  return { temperature: doubleValue(round1(s.temperature)), humidity: doubleValue(round1(s.humidity)) };
}

/** Advances a humidity sensor: humidity within 35–75 % around 55. */
export function stepHumidity(s: SimState, rnd: Random): Record<string, KvValue> {
  s.humidity = drift(s.humidity, rnd, { mean: 55, min: 35, max: 75, step: 0.5 });
  return { humidity: doubleValue(round1(s.humidity)) };
}

/** Advances the pump: now and then it starts or stops; running it holds about 3 bar and 40 l/min, stopped both fall to 0. */
export function stepPump(s: SimState, rnd: Random): Record<string, KvValue> {
  if (rnd() < 1 / 300) s.pumpRunning = !s.pumpRunning;
  s.pressure = s.pumpRunning ? drift(s.pressure || 2.8, rnd, { mean: 3.2, min: 2.5, max: 4, step: 0.05, pull: 0.2 }) : 0;
  s.flow = s.pumpRunning ? drift(s.flow || 35, rnd, { mean: 42, min: 30, max: 60, step: 1, pull: 0.2 }) : 0;
  return {
    pressure: doubleValue(Math.round(s.pressure * 100) / 100),
    flow: doubleValue(round1(s.flow)),
    running: { type: 'BOOLEAN', value: s.pumpRunning },
  };
}

/** Advances the meter over `dtSec` seconds: power within 0.5–6 kW, energyTotal (kWh) only grows. */
export function stepMeter(s: SimState, rnd: Random, dtSec: number): Record<string, KvValue> {
  s.power = drift(s.power, rnd, { mean: 2.5, min: 0.5, max: 6, step: 0.1 });
  s.energyTotal += (s.power * dtSec) / 3600;
  return { power: doubleValue(Math.round(s.power * 100) / 100), energyTotal: doubleValue(Math.round(s.energyTotal * 1000) / 1000) };
}

/** Advances the gateway: connectedDevices moves between 3 and 6 now and then. */
export function stepGateway(s: SimState, rnd: Random): Record<string, KvValue> {
  if (rnd() < 0.02) s.connectedDevices = clamp(s.connectedDevices + (rnd() < 0.5 ? -1 : 1), 3, 6);
  return { connectedDevices: { type: 'LONG', value: BigInt(s.connectedDevices) } };
}

/** Advances one device of a kind and answers its new readings. */
export function stepDevice(kind: DeviceKind, s: SimState, rnd: Random, dtSec = 1): Record<string, KvValue> {
  switch (kind) {
    case 'thermostat': return stepThermostat(s, rnd);
    case 'humidity': return stepHumidity(s, rnd);
    case 'pump': return stepPump(s, rnd);
    case 'meter': return stepMeter(s, rnd, dtSec);
    case 'gateway': return stepGateway(s, rnd);
  }
}
