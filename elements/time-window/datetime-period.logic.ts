import { DEFAULT_DATETIME_PERIOD_MS, MIN_DATETIME_PERIOD_GAP_MS } from '../../sdk/catalogues/timewindow.js';
import type { TimePeriod } from './time-window.model.js';

/** The period a datetime period picker starts with: the last 24 hours. */
export function defaultDatetimePeriod(nowMs: number): TimePeriod {
  return { startTimeMs: nowMs - DEFAULT_DATETIME_PERIOD_MS, endTimeMs: nowMs };
}

/** The period after the start is picked: the start is clamped to at least 1 second before the end. */
export function changePeriodStart(period: TimePeriod, startTimeMs: number): TimePeriod {
  return { startTimeMs: Math.min(startTimeMs, period.endTimeMs - MIN_DATETIME_PERIOD_GAP_MS), endTimeMs: period.endTimeMs };
}

/**
 * The period after the end is picked: the end is clamped to now at the latest and to 1 second after
 * the start at the earliest; when both cannot hold, the period becomes the second before now.
 */
export function changePeriodEnd(period: TimePeriod, endTimeMs: number, nowMs: number): TimePeriod {
  const earliest = period.startTimeMs + MIN_DATETIME_PERIOD_GAP_MS;
  if (earliest > nowMs) return { startTimeMs: nowMs - MIN_DATETIME_PERIOD_GAP_MS, endTimeMs: nowMs };
  return { startTimeMs: period.startTimeMs, endTimeMs: Math.min(Math.max(endTimeMs, earliest), nowMs) };
}

/** A single datetime kept between its optional minimum and maximum. */
export function clampDatetime(ts: number, min?: number | null, max?: number | null): number {
  let value = ts;
  if (min !== undefined && min !== null) value = Math.max(value, min);
  if (max !== undefined && max !== null) value = Math.min(value, max);
  return value;
}
