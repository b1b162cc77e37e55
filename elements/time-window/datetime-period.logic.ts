import { DEFAULT_DATETIME_PERIOD_MS, MIN_DATETIME_PERIOD_GAP_MS } from '../../sdk/catalogues/timewindow.js';
import { formatDateTime } from './format.logic.js';
import type { TimePeriod } from './time-window.model.js';
import { zonedTime } from './timezone.logic.js';

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

/** An instant as a `datetime-local` input value (`yyyy-MM-ddTHH:mm:ss`) on a zone's clock (null: browser time). */
export function toDatetimeInput(ts: number, zone: string | null): string {
  return formatDateTime(ts, zone).replace(' ', 'T');
}

/** The instant a `datetime-local` input value names on a zone's clock; null when the text is no date and time. */
export function fromDatetimeInput(text: string, zone: string | null): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  return zonedTime({ year, month, day, hour, minute, second }, zone);
}
