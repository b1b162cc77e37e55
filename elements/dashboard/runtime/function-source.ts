// Computes one function datasource of a widget (function-data.logic.ts): asks the sandbox for each data
// key's values — a time series once over its window, then at each step while the window is live; a
// latest value once a second — and hands them to the widget runtime. A key whose function does not
// compile, throws or runs past the limit stops the datasource and is reported once.
import type { DataKey } from '../model/dashboard.types.js';
import type { SubscriptionWindow } from '../../time-window/realtime-window.logic.js';
import {
  FIRST_PREV_VALUE, FUNCTION_LATEST_STEP_MS, firstSeriesRange, functionStep, groupingOf, groupValues, lastTime, nextSeriesRange, dropOldBuckets,
  type Bucket, type GeneratedPoint, type ValueRange,
} from './function-data.logic.js';
import { FunctionFailure, type FunctionRunner, type FunctionValue } from './function-sandbox.logic.js';

/** Timer functions the datasource steps with. */
export interface SourceTimers {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/** Options of {@link startFunctionSource}. */
export interface FunctionSourceOptions {
  /** Keys drawn as time series (the data keys of a time-series widget). */
  seriesKeys: readonly DataKey[];
  /** Keys shown as latest values (a latest widget's keys, a time-series widget's latest keys). */
  latestKeys: readonly DataKey[];
  /** The widget's window; needed when there are series keys. */
  window: SubscriptionWindow | null;
  runner: FunctionRunner;
  /** Browser clock. */
  now: () => number;
  /** Server clock minus browser clock: series times follow the server clock, as the window does. */
  offsetMs: number;
  /** The live window's first instant now, or null (history). */
  minTs: () => number | null;
  timers: SourceTimers;
  /** New or changed points of the n-th series key. */
  onPoints: (keyIndex: number, points: GeneratedPoint[]) => void;
  /** A new value of the n-th latest key. */
  onLatest: (keyIndex: number, ts: number, value: FunctionValue) => void;
  /** Every key has its first values. */
  onLoaded: () => void;
  /** A key's function failed; nothing more is computed. */
  onFailure: (key: DataKey, failure: FunctionFailure) => void;
}

/** What the datasource keeps per key between jobs. */
interface KeyState {
  key: DataKey;
  prev: unknown;
  busy: boolean;
  /** Time of the last generated point (series keys). */
  lastTs: number | null;
  buckets: Map<number, Bucket>;
  started: boolean;
}

/** A running function datasource. */
export interface FunctionSource {
  stop(): void;
}

/** Starts computing a function datasource's keys; each key's first values are asked for at once. */
export function startFunctionSource(options: FunctionSourceOptions): FunctionSource {
  const { window, runner, timers } = options;
  const keyState = (key: DataKey): KeyState => ({ key, prev: FIRST_PREV_VALUE, busy: false, lastTs: null, buckets: new Map(), started: false });
  const series = window ? options.seriesKeys.map(keyState) : [];
  const latest = options.latestKeys.map(keyState);
  const handles: unknown[] = [];
  let stopped = false;
  let waiting = series.length + latest.length;
  const grouping = window ? groupingOf(window) : null;
  const serverNow = () => options.now() + options.offsetMs;

  const stop = () => {
    stopped = true;
    for (const handle of handles) timers.clearInterval(handle);
    handles.length = 0;
  };
  const started = (state: KeyState) => {
    if (state.started) return;
    state.started = true;
    waiting -= 1;
    if (waiting === 0) options.onLoaded();
  };
  const run = (state: KeyState, range: ValueRange, done: (values: ArrayLike<FunctionValue>) => void) => {
    state.busy = true;
    runner.series({ body: state.key.funcBody ?? '', ...range, prevValue: state.prev }).then(
      (result) => {
        state.busy = false;
        if (stopped) return;
        state.prev = result.last;
        done(result.values);
      },
      (error: unknown) => {
        state.busy = false;
        if (stopped) return;
        const failure = error instanceof FunctionFailure ? error : new FunctionFailure('run', 'Error', String(error));
        // The sandbox was restarted under the job: ask again.
        if (failure.kind === 'lost') return void run(state, range, done);
        stop();
        options.onFailure(state.key, failure);
      },
    );
  };

  const stepSeries = (state: KeyState, index: number, range: ValueRange) => run(state, range, (values) => {
    state.lastTs = lastTime(range);
    const minTs = options.minTs();
    if (minTs !== null && grouping) dropOldBuckets(state.buckets, minTs, grouping.interval);
    options.onPoints(index, groupValues(state.buckets, range, values, grouping!));
    started(state);
  });
  series.forEach((state, index) => {
    const range = firstSeriesRange(window!, serverNow());
    if (range) return stepSeries(state, index, range);
    state.lastTs = (window!.realtime?.startTs ?? 0) - functionStep(window!);
    started(state);
  });
  if (window?.realtime && series.length) {
    handles.push(timers.setInterval(() => series.forEach((state, index) => {
      if (state.busy || state.lastTs === null) return;
      const range = nextSeriesRange(window, state.lastTs, serverNow(), options.minTs());
      if (range) stepSeries(state, index, range);
    }), functionStep(window)));
  }

  const stepLatest = () => latest.forEach((state, index) => {
    if (state.busy) return;
    const ts = options.now();
    run(state, { start: ts, step: FUNCTION_LATEST_STEP_MS, count: 1 }, (values) => {
      options.onLatest(index, ts, values[0] ?? null);
      started(state);
    });
  });
  if (latest.length) {
    stepLatest();
    handles.push(timers.setInterval(stepLatest, FUNCTION_LATEST_STEP_MS));
  }
  if (series.length + latest.length === 0) options.onLoaded();
  return { stop };
}
