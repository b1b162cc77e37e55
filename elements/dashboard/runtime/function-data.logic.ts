// The rules of function (generated) datasources, ThingsBoard 3.4's way: each data key's `funcBody` is
// called as `(time, prevValue)` with `prevValue` 0 on the first call and the value before it after. A
// latest-value key gets one value a second, stamped with the browser clock. A time series steps through
// the widget's window at its grouping interval (at most 5 s): a history window once, from its start to
// its end; a realtime window from its start up to now, then the points that fell due at each step. The
// values are grouped like server data: stamped at the middle of their interval, counted from the
// window's start, and combined by the aggregation type; with no aggregation they are kept as they are.
// Only the last `limit` points are kept. Pure.
import type { AggregationType } from '../../../sdk/catalogues/timewindow.js';
import type { SubscriptionWindow } from '../../time-window/realtime-window.logic.js';
import type { Points } from './widget-data.logic.js';
import type { FunctionValue } from './function-sandbox.logic.js';

/** Step between the generated values of a latest-value key, in ms: one value a second. */
export const FUNCTION_LATEST_STEP_MS = 1000;

/** Longest step between the generated points of a time series, in ms. */
export const MAX_FUNCTION_STEP_MS = 5000;

/** `prevValue` of a key's first call. */
export const FIRST_PREV_VALUE = 0;

/** Times a function is called at: `start + i * step` for `i < count`. */
export interface ValueRange {
  start: number;
  step: number;
  count: number;
}

/** A generated point before it is drawn. */
export interface GeneratedPoint {
  ts: number;
  value: FunctionValue;
}

/** The step of a time series over a window: its grouping interval, at most {@link MAX_FUNCTION_STEP_MS}. */
export function functionStep(window: SubscriptionWindow): number {
  return Math.max(1, Math.min(window.aggregation.interval, MAX_FUNCTION_STEP_MS));
}

/** The last instant of a window that can have points now: its end (history, quick interval), else now. */
function windowEnd(window: SubscriptionWindow, nowMs: number): number {
  if (window.history) return window.history.endTimeMs;
  const live = window.realtime!;
  return window.quickInterval ? Math.min(nowMs, live.startTs + live.timeWindow) : nowMs;
}

/** A range with only its last `limit` times when nothing aggregates them (older points would be dropped). */
function withinLimit(range: ValueRange, window: SubscriptionWindow): ValueRange {
  const { type, limit } = window.aggregation;
  if (type !== 'NONE' || range.count <= limit) return range;
  const skip = range.count - limit;
  return { start: range.start + skip * range.step, step: range.step, count: limit };
}

/**
 * The first times of a time series: every step from the window's start (history: its start; realtime:
 * the live window's first instant) to its end (history) or now (realtime, `nowMs` on the server clock),
 * both ends included; null when the window has not begun.
 */
export function firstSeriesRange(window: SubscriptionWindow, nowMs: number): ValueRange | null {
  const step = functionStep(window);
  const start = window.history ? window.history.startTimeMs : window.realtime!.startTs;
  const end = windowEnd(window, nowMs);
  if (end < start) return null;
  return withinLimit({ start, step, count: Math.floor((end - start) / step) + 1 }, window);
}

/**
 * The times that fell due after the last generated one (`lastTs`) of a realtime series: every step up to
 * now (`nowMs`, server clock), none before `minTs` (the window's start, after a long pause); null for a
 * history window or when none is due.
 */
export function nextSeriesRange(window: SubscriptionWindow, lastTs: number, nowMs: number, minTs: number | null = null): ValueRange | null {
  if (window.history) return null;
  const step = functionStep(window);
  const end = windowEnd(window, nowMs);
  let start = lastTs + step;
  if (minTs !== null && start < minTs) start += Math.ceil((minTs - start) / step) * step;
  if (end < start) return null;
  return withinLimit({ start, step, count: Math.floor((end - start) / step) + 1 }, window);
}

/** The time of the last call of a range. */
export function lastTime(range: ValueRange): number {
  return range.start + (range.count - 1) * range.step;
}

/** The values of one aggregation interval so far. */
export interface Bucket {
  count: number;
  value: FunctionValue;
}

/** The middle of the aggregation interval a time falls in, intervals counted from `origin`. */
export function bucketTs(ts: number, origin: number, interval: number): number {
  return origin + Math.floor((ts - origin) / interval) * interval + interval / 2;
}

/**
 * A bucket with one more value: AVG keeps the running mean, MIN and MAX the extreme, SUM the total,
 * COUNT the number of values; a value that is not a number replaces the bucket's (as ThingsBoard's
 * aggregator does).
 */
export function addToBucket(bucket: Bucket | undefined, value: FunctionValue, type: AggregationType): Bucket {
  if (!bucket) return { count: 1, value: type === 'COUNT' ? 1 : value };
  const count = bucket.count + 1;
  if (type === 'COUNT') return { count, value: count };
  const prev = bucket.value;
  if (typeof value !== 'number' || typeof prev !== 'number') return { count, value };
  switch (type) {
    case 'MIN': return { count, value: Math.min(prev, value) };
    case 'MAX': return { count, value: Math.max(prev, value) };
    case 'SUM': return { count, value: prev + value };
    case 'NONE': return { count, value };
    default: return { count, value: (prev * bucket.count + value) / count };
  }
}

/** How a window groups generated values: its aggregation, the instant intervals count from, and its end. */
export interface Grouping {
  type: AggregationType;
  interval: number;
  origin: number;
  /** Points at or after it are dropped (history windows); null for none. */
  endTs: number | null;
}

/** The grouping of a window's generated values. */
export function groupingOf(window: SubscriptionWindow): Grouping {
  const origin = window.history ? window.history.startTimeMs : window.realtime!.startTs;
  const endTs = window.history ? window.history.endTimeMs : null;
  return { type: window.aggregation.type, interval: window.aggregation.interval, origin, endTs };
}

/**
 * The points a series job's values make: one per value with no aggregation (none after the window's end),
 * else one per aggregation interval they touched, its bucket (in `buckets`, kept across jobs) updated.
 */
export function groupValues(buckets: Map<number, Bucket>, range: ValueRange, values: ArrayLike<FunctionValue>, grouping: Grouping): GeneratedPoint[] {
  const raw = grouping.type === 'NONE' || grouping.interval <= 0;
  const touched = new Set<number>();
  const points: GeneratedPoint[] = [];
  for (let i = 0; i < values.length; i++) {
    const ts = range.start + i * range.step;
    const value = values[i]!;
    if (raw) {
      if (grouping.endTs === null || ts <= grouping.endTs) points.push({ ts, value });
      continue;
    }
    const at = bucketTs(ts, grouping.origin, grouping.interval);
    if (grouping.endTs !== null && at >= grouping.endTs) continue;
    buckets.set(at, addToBucket(buckets.get(at), value, grouping.type));
    touched.add(at);
  }
  if (raw) return points;
  return [...touched].map((ts) => ({ ts, value: buckets.get(ts)!.value }));
}

/** Drops the buckets of intervals that ended before `minTs` (they left the live window). */
export function dropOldBuckets(buckets: Map<number, Bucket>, minTs: number, interval: number): void {
  for (const ts of buckets.keys()) if (ts + interval / 2 <= minTs) buckets.delete(ts);
}

/** The last `limit` points of a series. */
export function lastPoints(points: Points, limit: number): Points {
  if (points.ts.length <= limit) return points;
  const from = points.ts.length - Math.max(0, limit);
  return { ts: points.ts.slice(from), values: points.values.slice(from) };
}

/** A generated value as a latest-value cell shows it: text, or null for none. */
export function cellValue(value: FunctionValue): string | null {
  return value === null ? null : String(value);
}
