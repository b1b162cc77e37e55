import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SubscriptionWindow } from '../../elements/time-window/realtime-window.logic.js';
import {
  addToBucket, bucketTs, cellValue, FIRST_PREV_VALUE, firstSeriesRange, FUNCTION_LATEST_STEP_MS, functionStep, groupingOf, groupValues, lastPoints,
  MAX_FUNCTION_STEP_MS, nextSeriesRange, type Bucket,
} from '../../elements/dashboard/runtime/function-data.logic.js';
import { startFunctionSource, type FunctionSourceOptions } from '../../elements/dashboard/runtime/function-source.js';
import { FunctionFailure, type FunctionRunner, type SeriesJob } from '../../elements/dashboard/runtime/function-sandbox.logic.js';
import type { DataKey } from '../../elements/dashboard/model/dashboard.types.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** Tuesday 24 November 2026, 04:30:10 UTC. */
const NOW = Date.UTC(2026, 10, 24, 4, 30, 10);

function realtime(windowMs: number, interval: number, type: SubscriptionWindow['aggregation']['type'] = 'AVG', limit = 25000): SubscriptionWindow {
  const startTs = Math.floor((NOW - windowMs) / interval) * interval;
  return { realtime: { startTs, timeWindow: windowMs + interval, windowMs }, history: null, quickInterval: null, aggregation: { type, interval, limit }, timezone: null };
}

function history(startTimeMs: number, endTimeMs: number, interval: number, type: SubscriptionWindow['aggregation']['type'] = 'AVG', limit = 25000): SubscriptionWindow {
  return { realtime: null, history: { startTimeMs, endTimeMs }, quickInterval: null, aggregation: { type, interval, limit }, timezone: null };
}

describe('function datasources: when values are generated', () => {
  it('steps a time series at the window\'s interval, at most 5 s, and a latest value once a second', () => {
    assert.equal(MAX_FUNCTION_STEP_MS, 5000);
    assert.equal(FUNCTION_LATEST_STEP_MS, 1000);
    assert.equal(functionStep(realtime(MINUTE, SECOND)), SECOND);
    assert.equal(functionStep(realtime(MINUTE, 2 * SECOND)), 2 * SECOND);
    assert.equal(functionStep(realtime(60 * MINUTE, MINUTE)), 5 * SECOND);
  });

  it('covers a history window from its start to its end, both included', () => {
    const start = Date.UTC(2026, 10, 23);
    assert.deepEqual(firstSeriesRange(history(start, start + 10 * SECOND, SECOND), NOW), { start, step: SECOND, count: 11 });
    assert.deepEqual(firstSeriesRange(history(start, start + MINUTE, MINUTE), NOW), { start, step: 5 * SECOND, count: 13 });
    assert.equal(nextSeriesRange(history(start, start + MINUTE, SECOND), start + MINUTE, NOW), null);
  });

  it('keeps only the last `limit` times when nothing aggregates them', () => {
    const start = Date.UTC(2026, 10, 23);
    assert.deepEqual(firstSeriesRange(history(start, start + 10 * SECOND, SECOND, 'NONE', 4), NOW), { start: start + 7 * SECOND, step: SECOND, count: 4 });
    assert.deepEqual(firstSeriesRange(history(start, start + 10 * SECOND, SECOND, 'AVG', 4), NOW), { start, step: SECOND, count: 11 });
  });

  it('covers a realtime window from its first instant up to now, then each step that fell due', () => {
    const window = realtime(MINUTE, SECOND);
    const first = firstSeriesRange(window, NOW)!;
    assert.equal(first.start, window.realtime!.startTs);
    assert.equal(first.start, NOW - MINUTE);
    assert.equal(first.count, 61);
    assert.equal(first.start + (first.count - 1) * first.step, NOW);
    assert.equal(nextSeriesRange(window, NOW, NOW + 999), null);
    assert.deepEqual(nextSeriesRange(window, NOW, NOW + 1000), { start: NOW + SECOND, step: SECOND, count: 1 });
    assert.deepEqual(nextSeriesRange(window, NOW, NOW + 3500), { start: NOW + SECOND, step: SECOND, count: 3 });
  });

  it('skips the times that left the live window after a long pause', () => {
    const window = realtime(MINUTE, SECOND);
    const later = NOW + 10 * MINUTE;
    assert.deepEqual(nextSeriesRange(window, NOW, later, later - MINUTE), { start: later - MINUTE, step: SECOND, count: 61 });
  });

  it('follows a quick interval up to now, never past its end', () => {
    const window: SubscriptionWindow = { ...realtime(MINUTE, SECOND), quickInterval: 'CURRENT_HOUR', realtime: { startTs: NOW - 10 * SECOND, timeWindow: 20 * SECOND, windowMs: 20 * SECOND } };
    assert.equal(firstSeriesRange(window, NOW)!.count, 11);
    assert.equal(nextSeriesRange(window, NOW + 10 * SECOND, NOW + MINUTE), null);
  });
});

describe('function datasources: grouping like server data', () => {
  it('stamps a value at the middle of its interval, counted from the window\'s start', () => {
    assert.equal(bucketTs(1000, 1000, 60000), 31000);
    assert.equal(bucketTs(60999, 1000, 60000), 31000);
    assert.equal(bucketTs(61000, 1000, 60000), 91000);
  });

  it('combines values by the aggregation type', () => {
    const fold = (type: Parameters<typeof addToBucket>[2], values: number[]) => values.reduce<Bucket | undefined>((b, v) => addToBucket(b, v, type), undefined)!.value;
    assert.equal(fold('AVG', [2, 4, 9]), 5);
    assert.equal(fold('MIN', [2, 4, -9]), -9);
    assert.equal(fold('MAX', [2, 4, 9]), 9);
    assert.equal(fold('SUM', [2, 4, 9]), 15);
    assert.equal(fold('COUNT', [2, 4, 9]), 3);
    assert.equal(addToBucket({ count: 1, value: 2 }, 'on', 'AVG').value, 'on');
  });

  it('groups a job\'s values per interval, keeping buckets across jobs', () => {
    const window = history(0, 30 * SECOND, 10 * SECOND, 'AVG');
    const buckets = new Map<number, Bucket>();
    const points = groupValues(buckets, { start: 0, step: 5 * SECOND, count: 7 }, [1, 3, 10, 20, 5, 5, 99], groupingOf(window));
    // 30 s is the window's end: its interval's middle (35 s) lies past it and is dropped.
    assert.deepEqual(points, [{ ts: 5000, value: 2 }, { ts: 15000, value: 15 }, { ts: 25000, value: 5 }]);
    const live = realtime(MINUTE, 10 * SECOND);
    const origin = live.realtime!.startTs;
    const liveBuckets = new Map<number, Bucket>();
    groupValues(liveBuckets, { start: origin, step: 5 * SECOND, count: 1 }, [4], groupingOf(live));
    assert.deepEqual(groupValues(liveBuckets, { start: origin + 5 * SECOND, step: 5 * SECOND, count: 1 }, [8], groupingOf(live)), [{ ts: origin + 5 * SECOND, value: 6 }]);
  });

  it('keeps raw values as they are with no aggregation, and the last `limit` points', () => {
    const window = history(0, 2 * SECOND, SECOND, 'NONE');
    assert.deepEqual(groupValues(new Map(), { start: 0, step: SECOND, count: 3 }, [1, 'x', null], groupingOf(window)), [{ ts: 0, value: 1 }, { ts: 1000, value: 'x' }, { ts: 2000, value: null }]);
    assert.deepEqual(lastPoints({ ts: [1, 2, 3], values: [4, 5, 6] }, 2), { ts: [2, 3], values: [5, 6] });
    assert.equal(cellValue(21.5), '21.5');
    assert.equal(cellValue(null), null);
  });
});

/** Runs series jobs the way the sandbox does, with `new Function`, and records them. */
function directRunner(jobs: SeriesJob[] = []): FunctionRunner {
  return {
    series: async (job) => {
      jobs.push(job);
      let f: (time: number, prev: unknown) => unknown;
      try {
        f = new Function('time', 'prevValue', job.body) as typeof f;
      } catch (e) {
        throw new FunctionFailure('compile', (e as Error).name, (e as Error).message);
      }
      let prev = job.prevValue;
      const values: Array<number | string | null> = [];
      for (let i = 0; i < job.count; i++) {
        const time = job.start + i * job.step;
        try {
          prev = f(time, prev);
        } catch (e) {
          throw new FunctionFailure('run', (e as Error).name, (e as Error).message, time);
        }
        values.push(prev as number);
      }
      return { values, last: prev };
    },
  };
}

const key = (label: string, funcBody: string): DataKey => ({ name: 'f(x)', type: 'function', label, funcBody });

/** Timers the test steps by hand. */
function manualTimers() {
  const intervals: Array<{ fn: () => void; ms: number; cleared: boolean }> = [];
  return {
    intervals,
    timers: {
      setInterval: (fn: () => void, ms: number) => intervals.push({ fn, ms, cleared: false }) - 1,
      clearInterval: (handle: unknown) => void (intervals[handle as number]!.cleared = true),
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

function source(overrides: Partial<FunctionSourceOptions>) {
  const points = new Map<number, Array<{ ts: number; value: unknown }>>();
  const latest: Array<[number, number, unknown]> = [];
  const failures: Array<[string, FunctionFailure]> = [];
  let loaded = 0;
  const options: FunctionSourceOptions = {
    seriesKeys: [], latestKeys: [], window: null, runner: directRunner(), now: () => NOW, offsetMs: 0, minTs: () => null, timers: manualTimers().timers,
    onPoints: (i, p) => points.set(i, [...(points.get(i) ?? []), ...p]),
    onLatest: (i, ts, v) => latest.push([i, ts, v]),
    onLoaded: () => (loaded += 1),
    onFailure: (k, f) => failures.push([k.label ?? k.name, f]),
    ...overrides,
  };
  return { generator: startFunctionSource(options), points, latest, failures, loaded: () => loaded };
}

describe('function datasources: computing keys', () => {
  it('passes 0 as the first prevValue, then the value before, within a job and across jobs', async () => {
    assert.equal(FIRST_PREV_VALUE, 0);
    const jobs: SeriesJob[] = [];
    const clock = manualTimers();
    let now = NOW;
    const window = realtime(10 * SECOND, SECOND, 'NONE');
    const run = source({ seriesKeys: [key('Counter', 'return prevValue + 1;')], window, runner: directRunner(jobs), timers: clock.timers, now: () => now });
    await settle();
    assert.deepEqual(run.points.get(0)!.map((p) => p.value), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    assert.deepEqual(run.points.get(0)!.map((p) => p.ts), Array.from({ length: 11 }, (_, i) => NOW - 10 * SECOND + i * SECOND));
    assert.equal(run.loaded(), 1);
    assert.deepEqual(clock.intervals.map((i) => i.ms), [SECOND]);
    now += 2 * SECOND;
    clock.intervals[0]!.fn();
    await settle();
    assert.deepEqual(jobs[1], { body: 'return prevValue + 1;', start: NOW + SECOND, step: SECOND, count: 2, prevValue: 11 });
    assert.deepEqual(run.points.get(0)!.slice(-2), [{ ts: NOW + SECOND, value: 12 }, { ts: NOW + 2 * SECOND, value: 13 }]);
  });

  it('calls a function with the time of each point', async () => {
    const start = Date.UTC(2026, 10, 23);
    const run = source({ seriesKeys: [key('Time', 'return time;')], window: history(start, start + 4 * SECOND, SECOND, 'NONE') });
    await settle();
    assert.deepEqual(run.points.get(0)!.map((p) => p.value), [0, 1, 2, 3, 4].map((i) => start + i * SECOND));
  });

  it('generates a history window once, with no timer', async () => {
    const clock = manualTimers();
    const start = Date.UTC(2026, 10, 23);
    const run = source({ seriesKeys: [key('Sin', 'return Math.sin(time);')], window: history(start, start + MINUTE, SECOND, 'NONE'), timers: clock.timers });
    await settle();
    assert.equal(run.points.get(0)!.length, 61);
    assert.equal(clock.intervals.length, 0);
  });

  it('gives a latest key a value a second, stamped with the browser clock', async () => {
    const clock = manualTimers();
    let now = NOW;
    const run = source({ latestKeys: [key('Random', 'return prevValue + 10;')], timers: clock.timers, now: () => now, offsetMs: 5000 });
    await settle();
    assert.deepEqual(run.latest, [[0, NOW, 10]]);
    assert.deepEqual(clock.intervals.map((i) => i.ms), [FUNCTION_LATEST_STEP_MS]);
    now += SECOND;
    clock.intervals[0]!.fn();
    await settle();
    assert.deepEqual(run.latest[1], [0, NOW + SECOND, 20]);
  });

  it('stops and names the key whose function does not compile or throws', async () => {
    const clock = manualTimers();
    const broken = source({ latestKeys: [key('Good', 'return 1;'), key('Broken', 'return (;')], timers: clock.timers });
    await settle();
    assert.equal(broken.failures[0]![0], 'Broken');
    assert.equal(broken.failures[0]![1].kind, 'compile');
    assert.equal(broken.failures[0]![1].errorName, 'SyntaxError');
    assert.ok(clock.intervals.every((i) => i.cleared), 'nothing more is computed');

    const start = Date.UTC(2026, 10, 23);
    const throwing = source({ seriesKeys: [key('Thrower', 'if (time > ' + (start + 2000) + ') throw new RangeError("too late"); return 1;')], window: history(start, start + 5000, SECOND, 'NONE') });
    await settle();
    assert.equal(throwing.failures.length, 1);
    assert.equal(throwing.failures[0]![1].kind, 'run');
    assert.equal(throwing.failures[0]![1].message, 'too late');
    assert.equal(throwing.failures[0]![1].at, start + 3000);
  });

  it('asks again for a job the sandbox lost when it restarted', async () => {
    let calls = 0;
    const runner: FunctionRunner = {
      series: async () => {
        calls += 1;
        if (calls === 1) throw new FunctionFailure('lost', 'Error', 'restarted');
        return { values: [7], last: 7 };
      },
    };
    const run = source({ latestKeys: [key('Value', 'return 7;')], runner });
    await settle();
    await settle();
    assert.equal(calls, 2);
    assert.deepEqual(run.latest, [[0, NOW, 7]]);
    assert.deepEqual(run.failures, []);
  });
});
