import type { KvValue } from './values.js';

/** Aggregation functions of a time-series read. */
export const AGGREGATIONS = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'] as const;

/** One aggregation function of {@link AGGREGATIONS}. */
export type Aggregation = (typeof AGGREGATIONS)[number];

/** Most buckets one aggregated read may produce. */
export const MAX_INTERVALS = 700;

/** Points a non-aggregated read answers when no limit is given. */
export const DEFAULT_LIMIT = 100;

/** Shortest interval the bucket-count check assumes, in ms. */
export const MIN_COUNTED_INTERVAL = 1000;

/** A range read: `[startTs, endTs)` split into buckets of `interval` ms starting at startTs. */
export interface RangeQuery {
  startTs: number;
  endTs: number;
  interval: number;
}

/** Error of a query asking for too many buckets (answered 400). */
export class TooManyIntervalsError extends Error {
  constructor(readonly count: number) {
    super(`Too many aggregation intervals: ${count} (at most ${MAX_INTERVALS}). Increase 'interval' or shorten the time range.`);
  }
}

/** Checks the bucket count of an aggregated read (intervals shorter than 1 s count as 1 s); throws when over 700 or negative. */
export function checkIntervals(q: RangeQuery): void {
  if (!(q.interval >= 1)) throw new RangeError('Aggregation interval must be a positive number of milliseconds.');
  const count = Math.floor((q.endTs - q.startTs) / Math.max(q.interval, MIN_COUNTED_INTERVAL));
  if (count > MAX_INTERVALS || count < 0) throw new TooManyIntervalsError(count);
}

/** The effective end of a range read: at least one millisecond after the start. */
export const effectiveEnd = (q: Pick<RangeQuery, 'startTs' | 'endTs'>): number => Math.max(q.startTs + 1, q.endTs);

/** Index of the bucket holding `ts`. */
export const bucketIndex = (q: RangeQuery, ts: number): number => Math.floor((ts - q.startTs) / q.interval);

/** Timestamp of a bucket's point: the middle of `[bucketStart, min(bucketStart + interval, end))`. */
export function bucketStamp(q: RangeQuery, index: number): number {
  const start = q.startTs + index * q.interval;
  const end = Math.min(start + q.interval, effectiveEnd(q));
  return start + Math.floor((end - start) / 2);
}

/** What one bucket holds, as SQL or `statsOf` computes it. */
export interface BucketStats {
  /** Values of any type. */
  count: number;
  longCount: number;
  doubleCount: number;
  longSum: bigint;
  doubleSum: number;
  longMin?: bigint;
  longMax?: bigint;
  doubleMin?: number;
  doubleMax?: number;
  strMin?: string;
  strMax?: string;
}

/** Empty bucket statistics. */
export const emptyStats = (): BucketStats => ({ count: 0, longCount: 0, doubleCount: 0, longSum: 0n, doubleSum: 0 });

/** Adds one value to bucket statistics. */
export function addToStats(s: BucketStats, v: KvValue): void {
  s.count++;
  if (v.type === 'LONG') {
    s.longCount++;
    s.longSum += v.value;
    if (s.longMin === undefined || v.value < s.longMin) s.longMin = v.value;
    if (s.longMax === undefined || v.value > s.longMax) s.longMax = v.value;
  } else if (v.type === 'DOUBLE') {
    s.doubleCount++;
    s.doubleSum += v.value;
    if (s.doubleMin === undefined || v.value < s.doubleMin) s.doubleMin = v.value;
    if (s.doubleMax === undefined || v.value > s.doubleMax) s.doubleMax = v.value;
  } else if (v.type === 'STRING') {
    if (s.strMin === undefined || v.value < s.strMin) s.strMin = v.value;
    if (s.strMax === undefined || v.value > s.strMax) s.strMax = v.value;
  }
}

function extreme(s: BucketStats, pick: 'min' | 'max'): KvValue | undefined {
  const better = (a: number, b: number) => (pick === 'min' ? Math.min(a, b) : Math.max(a, b));
  const l = pick === 'min' ? s.longMin : s.longMax;
  const d = pick === 'min' ? s.doubleMin : s.doubleMax;
  if (d !== undefined) return { type: 'DOUBLE', value: l === undefined ? d : better(d, Number(l)) };
  if (l !== undefined) return { type: 'LONG', value: l };
  const str = pick === 'min' ? s.strMin : s.strMax;
  return str === undefined ? undefined : { type: 'STRING', value: str };
}

/**
 * The value of one bucket: AVG is a double over long and double values; SUM a long when only longs
 * were summed, else a double; MIN/MAX numeric when any number is present, else the string extreme;
 * COUNT counts values of every type. Undefined when the bucket has nothing to aggregate (omitted).
 */
export function finishBucket(agg: Exclude<Aggregation, 'NONE'>, s: BucketStats): KvValue | undefined {
  const numeric = s.longCount + s.doubleCount;
  switch (agg) {
    case 'COUNT':
      return s.count > 0 ? { type: 'LONG', value: BigInt(s.count) } : undefined;
    case 'AVG':
      return numeric > 0 ? { type: 'DOUBLE', value: (Number(s.longSum) + s.doubleSum) / numeric } : undefined;
    case 'SUM':
      if (numeric === 0) return undefined;
      return s.doubleCount > 0 ? { type: 'DOUBLE', value: Number(s.longSum) + s.doubleSum } : { type: 'LONG', value: s.longSum };
    case 'MIN':
      return extreme(s, 'min');
    case 'MAX':
      return extreme(s, 'max');
  }
}

/** A time-stamped typed value. */
export interface TsPoint {
  ts: number;
  value: KvValue;
}

/** Aggregates points in memory: buckets ascending, stamped at their middle, empty ones omitted. */
export function aggregatePoints(points: TsPoint[], q: RangeQuery, agg: Exclude<Aggregation, 'NONE'>): TsPoint[] {
  checkIntervals(q);
  const end = effectiveEnd(q);
  const buckets = new Map<number, BucketStats>();
  for (const p of points) {
    if (p.ts < q.startTs || p.ts >= end) continue;
    const i = bucketIndex(q, p.ts);
    let s = buckets.get(i);
    if (!s) buckets.set(i, (s = emptyStats()));
    addToStats(s, p.value);
  }
  const out: TsPoint[] = [];
  for (const i of [...buckets.keys()].sort((a, b) => a - b)) {
    const value = finishBucket(agg, buckets.get(i)!);
    if (value) out.push({ ts: bucketStamp(q, i), value });
  }
  return out;
}

/** Selects raw points of a non-aggregated read: `[startTs, endTs)`, ordered, at most `limit`. */
export function selectPoints(points: TsPoint[], q: Pick<RangeQuery, 'startTs' | 'endTs'>, limit: number, order: 'ASC' | 'DESC'): TsPoint[] {
  const end = effectiveEnd(q);
  const inRange = points.filter((p) => p.ts >= q.startTs && p.ts < end);
  inRange.sort((a, b) => (order === 'ASC' ? a.ts - b.ts : b.ts - a.ts));
  return inRange.slice(0, limit);
}
