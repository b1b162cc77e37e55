import { badRequest } from '../http/errors.js';
import { boolParam, invalidValueMessage, PARAMETER_MESSAGES } from '../http/validate.js';
import { AGGREGATIONS, checkIntervals, DEFAULT_LIMIT, TooManyIntervalsError, type Aggregation } from './aggregation.js';
import { splitKeys } from './payload.js';

/** A parsed time-series history read. */
export interface HistoryQuery {
  keys: string[];
  startTs: number;
  endTs: number;
  /** Bucket width in ms (only for aggregated reads). */
  interval: number;
  agg: Aggregation;
  limit: number;
  order: 'ASC' | 'DESC';
  strict: boolean;
}

/** Reads an optional whole-number query value written in decimal digits; 400 naming the parameter otherwise. */
export function longParam(raw: unknown, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = typeof raw === 'number' || (typeof raw === 'string' && /^[-+]?\d+$/.test(raw)) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n)) throw badRequest(invalidValueMessage(name, raw));
  return n;
}

/** True when a timeseries read asks for history (keys, startTs and endTs all given) rather than latest values. */
export const isHistoryRead = (query: Record<string, unknown>): boolean =>
  [query.keys, query.startTs, query.endTs].every((v) => v !== undefined && v !== '');

/**
 * Parses `keys, startTs, endTs, interval, limit, agg, orderBy, useStrictDataTypes`: agg defaults to
 * NONE (and an interval of 0 means NONE), limit to 100 (0 or less too), orderBy to DESC; aggregated
 * reads may produce at most 700 buckets.
 */
export function parseHistoryQuery(query: Record<string, unknown>): HistoryQuery {
  const keys = splitKeys(query.keys);
  if (keys.length === 0) throw badRequest("Required parameter 'keys' is empty");
  const startTs = longParam(query.startTs, 'startTs')!;
  const endTs = longParam(query.endTs, 'endTs')!;
  const interval = longParam(query.interval, 'interval') ?? 0;
  const aggRaw = query.agg === undefined || query.agg === '' ? 'NONE' : String(query.agg).toUpperCase();
  if (!(AGGREGATIONS as readonly string[]).includes(aggRaw)) throw badRequest(PARAMETER_MESSAGES.agg(String(query.agg)));
  const agg = interval === 0 ? 'NONE' : (aggRaw as Aggregation);
  const orderRaw = query.orderBy === undefined || query.orderBy === '' ? 'DESC' : String(query.orderBy).toUpperCase();
  if (orderRaw !== 'ASC' && orderRaw !== 'DESC') throw badRequest(PARAMETER_MESSAGES.orderBy(String(query.orderBy)));
  const limitRaw = longParam(query.limit, 'limit') ?? DEFAULT_LIMIT;
  const limit = limitRaw > 0 ? limitRaw : DEFAULT_LIMIT;
  if (agg !== 'NONE') {
    try {
      checkIntervals({ startTs, endTs, interval });
    } catch (err) {
      throw badRequest(err instanceof TooManyIntervalsError || err instanceof RangeError ? err.message : 'Invalid interval');
    }
  }
  return { keys, startTs, endTs, interval, agg, limit, order: orderRaw, strict: boolParam(query.useStrictDataTypes, 'useStrictDataTypes') };
}
