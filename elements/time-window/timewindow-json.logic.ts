import {
  AGGREGATION_TYPES,
  HISTORY_WINDOW_TYPES,
  QUICK_INTERVALS,
  REALTIME_WINDOW_TYPES,
  TIMEWINDOW_TYPES,
} from '../../sdk/catalogues/timewindow.js';
import { defaultTimewindow, type HistorySettings, type RealtimeSettings, type TimePeriod, type Timewindow } from './time-window.model.js';
import { isValidTimezone } from './timezone.logic.js';

type Json = Record<string, unknown>;

/** Inputs of {@link timewindowFromJson}. */
export interface TimewindowJsonContext {
  /** Now; ends the default fixed period. */
  nowMs: number;
  /** Server's maximum datapoints limit, when known; a missing limit becomes half of it. */
  serverLimit?: number | null;
  /** Realtime windows are quick intervals only (the picker offers no last interval). */
  quickIntervalOnly?: boolean;
}

/** A time window as stored in dashboard and widget JSON: enums as indexes (protocol §7.1). */
export interface TimewindowJson {
  displayValue: string;
  hideInterval: boolean;
  hideAggregation: boolean;
  hideAggInterval: boolean;
  hideTimezone: boolean;
  selectedTab: number;
  realtime: { realtimeType: number; interval: number; timewindowMs: number; quickInterval: string };
  history: { historyType: number; interval: number; timewindowMs: number; fixedTimewindow: TimePeriod; quickInterval: string };
  aggregation: { type: string; limit: number };
  timezone: string | null;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

function positive(value: unknown): number | undefined {
  const number = numberOf(value);
  return number !== undefined && number > 0 ? number : undefined;
}

/** An enum stored as its index (the 3.4 wire) or as its name; anything else is undefined. */
function enumOf<T extends string>(value: unknown, names: readonly T[]): T | undefined {
  const index = numberOf(value);
  if (index !== undefined && Number.isInteger(index)) return names[index];
  return names.find((name) => name === value);
}

function realtimeFrom(raw: Json, base: RealtimeSettings): RealtimeSettings {
  const quickInterval = enumOf(raw.quickInterval, QUICK_INTERVALS);
  return {
    realtimeType: enumOf(raw.realtimeType, REALTIME_WINDOW_TYPES) ?? (quickInterval ? 'INTERVAL' : 'LAST_INTERVAL'),
    timewindowMs: positive(raw.timewindowMs) ?? base.timewindowMs,
    interval: positive(raw.interval) ?? base.interval,
    quickInterval: quickInterval ?? base.quickInterval,
  };
}

function historyFrom(raw: Json, base: HistorySettings): HistorySettings {
  const quickInterval = enumOf(raw.quickInterval, QUICK_INTERVALS);
  const timewindowMs = positive(raw.timewindowMs);
  const fixed = isObject(raw.fixedTimewindow) ? raw.fixedTimewindow : {};
  const inferred = timewindowMs !== undefined ? 'LAST_INTERVAL' : quickInterval ? 'INTERVAL' : 'FIXED';
  return {
    historyType: enumOf(raw.historyType, HISTORY_WINDOW_TYPES) ?? inferred,
    timewindowMs: timewindowMs ?? base.timewindowMs,
    interval: positive(raw.interval) ?? base.interval,
    fixedTimewindow: {
      startTimeMs: numberOf(fixed.startTimeMs) ?? base.fixedTimewindow.startTimeMs,
      endTimeMs: numberOf(fixed.endTimeMs) ?? base.fixedTimewindow.endTimeMs,
    },
    quickInterval: quickInterval ?? base.quickInterval,
  };
}

/**
 * A stored time window (dashboard or widget JSON, any 3.x shape) as the model: numeric or named enums;
 * without `selectedTab` the tab is history when only a history part exists; without `realtimeType` it
 * is a quick interval when one is given; without `historyType` it is a last interval when
 * `timewindowMs` is given, a quick interval when one is, else fixed. Missing or invalid values take
 * the defaults (a missing limit: half the maximum datapoints limit; an unknown zone: browser time).
 */
export function timewindowFromJson(raw: unknown, ctx: TimewindowJsonContext): Timewindow {
  const base = defaultTimewindow(ctx.nowMs, ctx.serverLimit);
  if (!isObject(raw)) return base;
  const realtime = isObject(raw.realtime) ? raw.realtime : undefined;
  const history = isObject(raw.history) ? raw.history : undefined;
  const aggregation = isObject(raw.aggregation) ? raw.aggregation : {};
  const timezone = typeof raw.timezone === 'string' && isValidTimezone(raw.timezone) ? raw.timezone : null;
  const result: Timewindow = {
    ...base,
    selectedTab: enumOf(raw.selectedTab, TIMEWINDOW_TYPES) ?? (history && !realtime ? 'HISTORY' : 'REALTIME'),
    realtime: realtime ? realtimeFrom(realtime, base.realtime) : base.realtime,
    history: history ? historyFrom(history, base.history) : base.history,
    aggregation: {
      type: enumOf(aggregation.type, AGGREGATION_TYPES) ?? base.aggregation.type,
      limit: positive(aggregation.limit) ?? base.aggregation.limit,
    },
    timezone,
  };
  for (const flag of ['hideInterval', 'hideAggregation', 'hideAggInterval', 'hideTimezone'] as const) result[flag] = raw[flag] === true;
  if (ctx.quickIntervalOnly) result.realtime.realtimeType = 'INTERVAL';
  return result;
}

/** The model as dashboard and widget JSON stores it, with numeric enums and an empty displayValue. */
export function timewindowToJson(timewindow: Timewindow): TimewindowJson {
  const { realtime, history } = timewindow;
  return {
    displayValue: '',
    hideInterval: timewindow.hideInterval,
    hideAggregation: timewindow.hideAggregation,
    hideAggInterval: timewindow.hideAggInterval,
    hideTimezone: timewindow.hideTimezone,
    selectedTab: TIMEWINDOW_TYPES.indexOf(timewindow.selectedTab),
    realtime: {
      realtimeType: REALTIME_WINDOW_TYPES.indexOf(realtime.realtimeType),
      interval: realtime.interval,
      timewindowMs: realtime.timewindowMs,
      quickInterval: realtime.quickInterval,
    },
    history: {
      historyType: HISTORY_WINDOW_TYPES.indexOf(history.historyType),
      interval: history.interval,
      timewindowMs: history.timewindowMs,
      fixedTimewindow: { ...history.fixedTimewindow },
      quickInterval: history.quickInterval,
    },
    aggregation: { ...timewindow.aggregation },
    timezone: timewindow.timezone,
  };
}

/** The time window a widget runs on: the dashboard's unless its config sets `useDashboardTimewindow` to false. */
export function widgetTimewindow(config: unknown, dashboardTimewindow: Timewindow, ctx: TimewindowJsonContext): Timewindow {
  if (!isObject(config) || config.useDashboardTimewindow !== false) return dashboardTimewindow;
  return timewindowFromJson(config.timewindow, ctx);
}
