import type {
  AggregationType,
  HistoryWindowType,
  QuickInterval,
  RealtimeWindowType,
  TimewindowType,
} from '../../sdk/catalogues/timewindow.js';
import { maxDatapointsLimit } from '../../sdk/time/interval-math.js';
import { defaultTimewindow as defaultWireTimewindow } from '../dashboard/model/timewindow.logic.js';
import { timewindowFromWire } from './timewindow-json.logic.js';

/** A period between two instants, in epoch milliseconds. */
export interface TimePeriod {
  startTimeMs: number;
  endTimeMs: number;
}

/** Settings of the Realtime tab. */
export interface RealtimeSettings {
  realtimeType: RealtimeWindowType;
  /** Length of a last-interval window. */
  timewindowMs: number;
  /** Aggregation (grouping) interval. */
  interval: number;
  quickInterval: QuickInterval;
}

/** Settings of the History tab. */
export interface HistorySettings {
  historyType: HistoryWindowType;
  /** Length of a last-interval window. */
  timewindowMs: number;
  /** Aggregation (grouping) interval. */
  interval: number;
  fixedTimewindow: TimePeriod;
  quickInterval: QuickInterval;
}

/** Aggregation function and, for NONE, the most datapoints fetched. */
export interface TimewindowAggregation {
  type: AggregationType;
  limit: number;
}

/** A dashboard's or widget's time window with named (not numeric) enums. */
export interface Timewindow {
  selectedTab: TimewindowType;
  realtime: RealtimeSettings;
  history: HistorySettings;
  aggregation: TimewindowAggregation;
  /** IANA zone id, or null for the browser's time. */
  timezone: string | null;
  hideInterval: boolean;
  hideAggregation: boolean;
  hideAggInterval: boolean;
  hideTimezone: boolean;
}

/**
 * A new timewindow: realtime, last 1 minute grouped by 1 s; history of the last day (fixed period: the
 * 24 hours before `nowMs`); quick intervals CURRENT_DAY; AVG with half the maximum datapoints limit.
 */
export function defaultTimewindow(nowMs: number, serverLimit?: number | null): Timewindow {
  return timewindowFromWire(defaultWireTimewindow({ now: nowMs, maxDatapointsLimit: maxDatapointsLimit(serverLimit) }));
}

/** A deep copy of a timewindow, so a form can edit it without touching the original. */
export function cloneTimewindow(timewindow: Timewindow): Timewindow {
  return {
    ...timewindow,
    realtime: { ...timewindow.realtime },
    history: { ...timewindow.history, fixedTimewindow: { ...timewindow.history.fixedTimewindow } },
    aggregation: { ...timewindow.aggregation },
  };
}

/** A copy of a timewindow changed by `edit`, leaving the original untouched (form edits). */
export function editTimewindow(timewindow: Timewindow, edit: (draft: Timewindow) => void): Timewindow {
  const draft = cloneTimewindow(timewindow);
  edit(draft);
  return draft;
}

function settingsOf(t: Timewindow): unknown[] {
  const { realtime: r, history: h, aggregation: a } = t;
  return [
    t.selectedTab, t.timezone, t.hideInterval, t.hideAggregation, t.hideAggInterval, t.hideTimezone,
    r.realtimeType, r.timewindowMs, r.interval, r.quickInterval,
    h.historyType, h.timewindowMs, h.interval, h.quickInterval, h.fixedTimewindow.startTimeMs, h.fixedTimewindow.endTimeMs,
    a.type, a.limit,
  ];
}

/** Whether two timewindows hold the same settings. */
export function sameTimewindow(a: Timewindow, b: Timewindow): boolean {
  const left = settingsOf(a);
  return settingsOf(b).every((value, i) => Object.is(value, left[i]));
}
