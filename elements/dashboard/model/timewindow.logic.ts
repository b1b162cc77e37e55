import {
  AGGREGATION_TYPES, DEFAULT_AGGREGATION_TYPE, DEFAULT_HISTORY_WINDOW_MS, DEFAULT_QUICK_INTERVAL,
  DEFAULT_REALTIME_INTERVAL_MS, DEFAULT_REALTIME_WINDOW_MS, HISTORY_WINDOW_TYPES, QUICK_INTERVALS,
  REALTIME_WINDOW_TYPES, SERVER_MAX_DATAPOINTS_LIMIT, TIMEWINDOW_TYPES,
} from '../../../sdk/catalogues/timewindow.js';
import { defaultAggregationLimit } from '../../../sdk/time/interval-math.js';
import type { Timewindow } from './dashboard.types.js';
import {
  childPath, isBoolean, isNumber, isObject, isString, oneOf, readField, type JsonObject, type Problems,
} from './problems.js';

/** The server's `dashboard.max_datapoints_limit` when it is not known (protocol §11). */
export const DEFAULT_MAX_DATAPOINTS_LIMIT = SERVER_MAX_DATAPOINTS_LIMIT;

/** What a time window is read against: the clock and the server's datapoints limit. */
export interface TimewindowContext {
  /** Now in ms; ends the default fixed history window. */
  now: number;
  /** The server's maximum datapoints limit; the default aggregation limit is half of it. */
  maxDatapointsLimit: number;
}

/** The time window of a new dashboard: realtime, the last minute by the second, AVG over half the datapoints limit. */
export function defaultTimewindow(ctx: TimewindowContext): Timewindow {
  return {
    displayValue: '', hideInterval: false, hideAggregation: false, hideAggInterval: false, hideTimezone: false,
    selectedTab: 0,
    realtime: { realtimeType: 0, interval: DEFAULT_REALTIME_INTERVAL_MS, timewindowMs: DEFAULT_REALTIME_WINDOW_MS, quickInterval: DEFAULT_QUICK_INTERVAL },
    history: {
      historyType: 0, interval: DEFAULT_REALTIME_INTERVAL_MS, timewindowMs: DEFAULT_HISTORY_WINDOW_MS,
      fixedTimewindow: { startTimeMs: ctx.now - DEFAULT_HISTORY_WINDOW_MS, endTimeMs: ctx.now },
      quickInterval: DEFAULT_QUICK_INTERVAL,
    },
    aggregation: { type: DEFAULT_AGGREGATION_TYPE, limit: defaultAggregationLimit(ctx.maxDatapointsLimit) },
    timezone: null,
  };
}

/**
 * Reads an enum stored as its index (the 3.4 wire) or, leniently, as its name; a missing value
 * gives `fallback`, a bad one is recorded.
 */
function readEnumIndex<N extends number>(
  obj: JsonObject, key: string, path: string, problems: Problems, names: readonly string[], fallback: N,
): N {
  const value = obj[key];
  if (value === undefined || value === null) return fallback;
  if (isNumber(value) && Number.isInteger(value) && value >= 0 && value < names.length) return value as N;
  if (isString(value) && names.includes(value)) return names.indexOf(value) as N;
  problems.invalid(childPath(path, key), names.map((n, i) => `${i} (${n})`).join(', '), value);
  return fallback;
}

/** Reads a sub-object; a missing one is empty, a bad one is recorded and treated as empty. */
function readSection(obj: JsonObject, key: string, path: string, problems: Problems): JsonObject | undefined {
  const value = obj[key];
  if (value === undefined || value === null) return undefined;
  if (isObject(value)) return value;
  problems.invalid(childPath(path, key), 'object', value);
  return undefined;
}

const isQuick = oneOf(QUICK_INTERVALS);
const isAggregation = oneOf(AGGREGATION_TYPES);
const isPositive = (value: unknown): value is number => isNumber(value) && value > 0;

/**
 * A time window read from a dashboard or widget (shared-controls §3): missing parts take the defaults;
 * without `selectedTab` the tab is history when only a history part exists; without `realtimeType` it
 * is quick interval when one is given; without `historyType` it is last interval when `timewindowMs`
 * is given, quick interval when a quick interval is, else fixed.
 */
export function normaliseTimewindow(raw: unknown, path: string, problems: Problems, ctx: TimewindowContext): Timewindow {
  const base = defaultTimewindow(ctx);
  if (raw === undefined || raw === null) return base;
  if (!isObject(raw)) {
    problems.invalid(path, 'time window object', raw);
    return base;
  }
  const realtimeRaw = readSection(raw, 'realtime', path, problems);
  const historyRaw = readSection(raw, 'history', path, problems);
  const tabFallback = historyRaw && !realtimeRaw ? 1 : 0;
  const result: Timewindow = {
    ...raw,
    ...base,
    selectedTab: readEnumIndex<0 | 1>(raw, 'selectedTab', path, problems, TIMEWINDOW_TYPES, tabFallback),
    realtime: readRealtime(realtimeRaw ?? {}, childPath(path, 'realtime'), problems, base),
    history: readHistory(historyRaw ?? {}, childPath(path, 'history'), problems, base),
    aggregation: readAggregation(readSection(raw, 'aggregation', path, problems) ?? {}, childPath(path, 'aggregation'), problems, base),
    timezone: readField(raw, 'timezone', path, problems, isString, 'time zone id', null),
  };
  for (const flag of ['hideInterval', 'hideAggregation', 'hideAggInterval', 'hideTimezone'] as const) {
    result[flag] = readField(raw, flag, path, problems, isBoolean, 'boolean', false);
  }
  result.displayValue = readField(raw, 'displayValue', path, problems, isString, 'string', '');
  return result;
}

function readRealtime(raw: JsonObject, path: string, problems: Problems, base: Timewindow): Timewindow['realtime'] {
  const quick = readField(raw, 'quickInterval', path, problems, isQuick, 'quick interval', undefined);
  return {
    ...raw,
    realtimeType: readEnumIndex<0 | 1>(raw, 'realtimeType', path, problems, REALTIME_WINDOW_TYPES, quick ? 1 : 0),
    interval: readField(raw, 'interval', path, problems, isPositive, 'positive number of ms', base.realtime.interval),
    timewindowMs: readField(raw, 'timewindowMs', path, problems, isPositive, 'positive number of ms', base.realtime.timewindowMs),
    quickInterval: quick ?? base.realtime.quickInterval,
  };
}

function readHistory(raw: JsonObject, path: string, problems: Problems, base: Timewindow): Timewindow['history'] {
  const quick = readField(raw, 'quickInterval', path, problems, isQuick, 'quick interval', undefined);
  const windowMs = readField(raw, 'timewindowMs', path, problems, isPositive, 'positive number of ms', undefined);
  const typeFallback = windowMs !== undefined ? 0 : quick ? 2 : 1;
  return {
    ...raw,
    historyType: readEnumIndex<0 | 1 | 2>(raw, 'historyType', path, problems, HISTORY_WINDOW_TYPES, typeFallback),
    interval: readField(raw, 'interval', path, problems, isPositive, 'positive number of ms', base.history.interval),
    timewindowMs: windowMs ?? base.history.timewindowMs,
    fixedTimewindow: readFixed(raw, path, problems, base.history.fixedTimewindow),
    quickInterval: quick ?? base.history.quickInterval,
  };
}

function readFixed(raw: JsonObject, path: string, problems: Problems, fallback: Timewindow['history']['fixedTimewindow']) {
  const fixed = readSection(raw, 'fixedTimewindow', path, problems);
  if (!fixed) return fallback;
  const fixedPath = childPath(path, 'fixedTimewindow');
  return {
    ...fixed,
    startTimeMs: readField(fixed, 'startTimeMs', fixedPath, problems, isNumber, 'time in ms', fallback.startTimeMs),
    endTimeMs: readField(fixed, 'endTimeMs', fixedPath, problems, isNumber, 'time in ms', fallback.endTimeMs),
  };
}

function readAggregation(raw: JsonObject, path: string, problems: Problems, base: Timewindow): Timewindow['aggregation'] {
  return {
    ...raw,
    type: readField(raw, 'type', path, problems, isAggregation, AGGREGATION_TYPES.join(', '), base.aggregation.type),
    limit: readField(raw, 'limit', path, problems, isPositive, 'positive number', base.aggregation.limit),
  };
}

/** The tab of a time window by name. */
export function timewindowTab(tw: Timewindow): (typeof TIMEWINDOW_TYPES)[number] {
  return TIMEWINDOW_TYPES[tw.selectedTab] ?? 'REALTIME';
}
