import { HISTORY_WINDOW_TYPES, REALTIME_WINDOW_TYPES, TIMEWINDOW_TYPES } from '../../sdk/catalogues/timewindow.js';
import { maxDatapointsLimit } from '../../sdk/time/interval-math.js';
import type { Timewindow as WireTimewindow } from '../dashboard/model/dashboard.types.js';
import { isObject, Problems } from '../dashboard/model/problems.js';
import { normaliseTimewindow, timewindowTab } from '../dashboard/model/timewindow.logic.js';
import type { TimePeriod, Timewindow } from './time-window.model.js';
import { isValidTimezone } from './timezone.logic.js';

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

/** The model of a time window the dashboard model has already read (numeric enums); an unknown zone becomes browser time. */
export function timewindowFromWire(wire: WireTimewindow): Timewindow {
  const { realtime, history } = wire;
  return {
    selectedTab: timewindowTab(wire),
    realtime: {
      realtimeType: REALTIME_WINDOW_TYPES[realtime.realtimeType] ?? 'LAST_INTERVAL',
      timewindowMs: realtime.timewindowMs,
      interval: realtime.interval,
      quickInterval: realtime.quickInterval,
    },
    history: {
      historyType: HISTORY_WINDOW_TYPES[history.historyType] ?? 'LAST_INTERVAL',
      timewindowMs: history.timewindowMs,
      interval: history.interval,
      fixedTimewindow: { startTimeMs: history.fixedTimewindow.startTimeMs, endTimeMs: history.fixedTimewindow.endTimeMs },
      quickInterval: history.quickInterval,
    },
    aggregation: { type: wire.aggregation.type, limit: wire.aggregation.limit },
    timezone: wire.timezone && isValidTimezone(wire.timezone) ? wire.timezone : null,
    hideInterval: wire.hideInterval === true,
    hideAggregation: wire.hideAggregation === true,
    hideAggInterval: wire.hideAggInterval === true,
    hideTimezone: wire.hideTimezone === true,
  };
}

/**
 * A stored time window (dashboard or widget JSON, any 3.x shape) as the model, read by the dashboard
 * model's rules: numeric or named enums; without `selectedTab` the tab is history when only a history
 * part exists; without `realtimeType` it is a quick interval when one is given; without `historyType`
 * it is a last interval when `timewindowMs` is given, a quick interval when one is, else fixed. Missing
 * or invalid values take the defaults (a missing limit: half the maximum datapoints limit).
 */
export function timewindowFromJson(raw: unknown, ctx: TimewindowJsonContext): Timewindow {
  const wire = normaliseTimewindow(raw, 'timewindow', new Problems(), { now: ctx.nowMs, maxDatapointsLimit: maxDatapointsLimit(ctx.serverLimit) });
  const model = timewindowFromWire(wire);
  if (ctx.quickIntervalOnly) model.realtime.realtimeType = 'INTERVAL';
  return model;
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
