import {
  DAY_MS,
  HOUR_MS,
  MONTH_MS,
  WEEK_MS,
  YEAR_MS,
  type AggregationType,
  type QuickInterval,
} from '../../sdk/catalogues/timewindow.js';
import {
  intervalForTimewindow,
  maxIntervalLimit,
  minIntervalLimit,
  presetIntervalsBetween,
  snapToPresetInterval,
} from '../../sdk/time/interval-math.js';
import type { HistorySettings, RealtimeSettings, Timewindow } from './time-window.model.js';

/** Smallest and largest aggregation interval a window allows. */
export interface IntervalLimits {
  min: number;
  max: number;
}

const QUICK_INTERVAL_SPANS_MS: Record<QuickInterval, number> = {
  YESTERDAY: DAY_MS,
  DAY_BEFORE_YESTERDAY: DAY_MS,
  THIS_DAY_LAST_WEEK: DAY_MS,
  PREVIOUS_WEEK: WEEK_MS,
  PREVIOUS_WEEK_ISO: WEEK_MS,
  PREVIOUS_MONTH: MONTH_MS,
  PREVIOUS_YEAR: YEAR_MS,
  CURRENT_HOUR: HOUR_MS,
  CURRENT_DAY: DAY_MS,
  CURRENT_DAY_SO_FAR: DAY_MS,
  CURRENT_WEEK: WEEK_MS,
  CURRENT_WEEK_ISO: WEEK_MS,
  CURRENT_WEEK_SO_FAR: WEEK_MS,
  CURRENT_WEEK_ISO_SO_FAR: WEEK_MS,
  CURRENT_MONTH: MONTH_MS,
  CURRENT_MONTH_SO_FAR: MONTH_MS,
  CURRENT_YEAR: YEAR_MS,
  CURRENT_YEAR_SO_FAR: YEAR_MS,
};

/** Estimated length of a quick interval: an hour, a day, a week (7 days), a month (30 days) or a year (365 days). */
export function quickIntervalSpanMs(quickInterval: QuickInterval): number {
  return QUICK_INTERVAL_SPANS_MS[quickInterval];
}

/** Length of the Realtime tab's window: the last interval, or the quick interval's estimate. */
export function realtimeSpanMs(realtime: RealtimeSettings): number {
  return realtime.realtimeType === 'INTERVAL' ? quickIntervalSpanMs(realtime.quickInterval) : realtime.timewindowMs;
}

/** Length of the History tab's window: the last interval, the fixed period, or the quick interval's estimate. */
export function historySpanMs(history: HistorySettings): number {
  if (history.historyType === 'FIXED') return history.fixedTimewindow.endTimeMs - history.fixedTimewindow.startTimeMs;
  if (history.historyType === 'INTERVAL') return quickIntervalSpanMs(history.quickInterval);
  return history.timewindowMs;
}

/** Length of the selected tab's window. */
export function timewindowSpanMs(timewindow: Timewindow): number {
  return timewindow.selectedTab === 'HISTORY' ? historySpanMs(timewindow.history) : realtimeSpanMs(timewindow.realtime);
}

/** Interval bounds of a window: its length over 500 (rounded up) to its length over 7 (rounded down), within 1 s … 7300 days. */
export function intervalLimits(spanMs: number): IntervalLimits {
  const span = Number.isFinite(spanMs) && spanMs > 0 ? spanMs : 0;
  return { min: minIntervalLimit(span), max: maxIntervalLimit(span) };
}

/** Predefined grouping intervals a window offers, shortest first (at least the one nearest its bounds). */
export function allowedIntervals(spanMs: number): number[] {
  const { min, max } = intervalLimits(spanMs);
  const presets = presetIntervalsBetween(min, max);
  return presets.length ? presets : [snapToPresetInterval(min, max, min)];
}

/** Default grouping interval of a window: the preset nearest to about 200 datapoints; 1 s with aggregation NONE. */
export function defaultInterval(spanMs: number, aggregation: AggregationType): number {
  return intervalForTimewindow(Math.max(spanMs, 0), null, aggregation);
}

/** A grouping interval kept within a window's bounds; a missing one becomes the window's default. */
export function boundInterval(spanMs: number, intervalMs: number | null | undefined, aggregation: AggregationType): number {
  return intervalForTimewindow(Math.max(spanMs, 0), intervalMs, aggregation);
}

/** The Realtime tab's grouping interval for the current settings. */
export function realtimeInterval(timewindow: Timewindow): number {
  return boundInterval(realtimeSpanMs(timewindow.realtime), timewindow.realtime.interval, timewindow.aggregation.type);
}

/** The History tab's grouping interval for the current settings. */
export function historyInterval(timewindow: Timewindow): number {
  return boundInterval(historySpanMs(timewindow.history), timewindow.history.interval, timewindow.aggregation.type);
}

/** The timewindow with each tab's interval moved inside its window's bounds (after the window changed); unchanged with NONE. */
export function withBoundedIntervals(timewindow: Timewindow): Timewindow {
  if (timewindow.aggregation.type === 'NONE') return timewindow;
  return {
    ...timewindow,
    realtime: { ...timewindow.realtime, interval: realtimeInterval(timewindow) },
    history: { ...timewindow.history, interval: historyInterval(timewindow) },
  };
}
