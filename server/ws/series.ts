import type { Queryable } from '../db/db.js';
import { AGGREGATIONS, checkIntervals, DEFAULT_LIMIT, type Aggregation } from '../telemetry/aggregation.js';
import { readAggregated, readRaw, type KeyPoint } from '../telemetry/ts-store.js';
import { kvAsString } from '../telemetry/values.js';

/** A time-series read of a realtime command. */
export interface SeriesRead {
  keys: string[];
  startTs: number;
  endTs: number;
  interval: number;
  /** Points per key for aggregation NONE; 0 or absent → 100. */
  limit: number;
  agg: Aggregation;
  /** Add one point per key from up to a year before startTs, and order every key newest first. */
  fetchLatestPreviousPoint?: boolean;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** Reads an aggregation name; absent or unknown → NONE. */
export function aggregationOf(value: unknown): Aggregation {
  return typeof value === 'string' && (AGGREGATIONS as readonly string[]).includes(value) ? (value as Aggregation) : 'NONE';
}

/** Reads points of each key: NONE newest first (at most `limit`), others bucketed ascending. Throws on too many buckets. */
export async function readSeries(q: Queryable, entityId: string, read: SeriesRead): Promise<Map<string, KeyPoint[]>> {
  const out = new Map<string, KeyPoint[]>(read.keys.map((k) => [k, []]));
  if (read.keys.length === 0) return out;
  const range = { startTs: read.startTs, endTs: read.endTs, interval: read.interval };
  let points: KeyPoint[];
  if (read.agg === 'NONE') {
    points = await readRaw(q, entityId, read.keys, range, read.limit > 0 ? read.limit : DEFAULT_LIMIT, 'DESC');
  } else {
    checkIntervals(range);
    points = await readAggregated(q, entityId, read.keys, range, read.agg);
  }
  for (const p of points) out.get(p.key)?.push(p);
  if (read.fetchLatestPreviousPoint) {
    const previous = await readRaw(q, entityId, read.keys, { startTs: read.startTs - YEAR_MS, endTs: read.startTs }, 1, 'DESC');
    for (const p of previous) out.get(p.key)?.push(p);
    for (const list of out.values()) list.sort((a, b) => b.ts - a.ts);
  }
  return out;
}

/** Points as v1 pairs `[ts, "value"]`. */
export function asPairs(points: KeyPoint[]): Array<[number, string]> {
  return points.map((p) => [p.ts, kvAsString(p.value)]);
}

/** Points as v2 values `{ts, value: "text"}`. */
export function asTsValues(points: KeyPoint[]): Array<{ ts: number; value: string }> {
  return points.map((p) => ({ ts: p.ts, value: kvAsString(p.value) }));
}

/** A number field of a command, or the fallback when absent or not a number. */
export function numberOf(value: unknown, fallback = 0): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : fallback;
}
