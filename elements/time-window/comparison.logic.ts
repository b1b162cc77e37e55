import type { TimePeriod } from './time-window.model.js';
import { zonedParts, zonedTime } from './timezone.logic.js';

/** What a comparison period lies back by: the period's own length, a calendar unit, or a custom length. */
export type ComparisonShift = 'previousInterval' | 'days' | 'weeks' | 'months' | 'years' | 'customInterval';

/** Whether a custom shift is usable: a finite positive number of milliseconds. */
export function isValidCustomShift(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An instant moved back by whole calendar units on a zone's clock; a day past the month's end becomes its last day. */
function calendarBack(ts: number, unit: 'days' | 'weeks' | 'months' | 'years', zone: string | null): number {
  const p = zonedParts(ts, zone);
  const wall = { ...p };
  if (unit === 'days') wall.day -= 1;
  if (unit === 'weeks') wall.day -= 7;
  if (unit === 'months' || unit === 'years') {
    const month = unit === 'months' ? p.month - 1 : p.month;
    const year = unit === 'years' ? p.year - 1 : p.year;
    const normalised = new Date(Date.UTC(year, month - 1, 1));
    wall.year = normalised.getUTCFullYear();
    wall.month = normalised.getUTCMonth() + 1;
    wall.day = Math.min(p.day, daysInMonth(wall.year, wall.month));
  }
  return zonedTime(wall, zone);
}

/**
 * The period a chart compares with: the one just before (same length), one day, week, month or year
 * earlier on the zone's clock, or a custom length earlier; null when the custom length is not a
 * finite positive number.
 */
export function comparisonPeriod(period: TimePeriod, shift: ComparisonShift, zone: string | null, customShiftMs?: number): TimePeriod | null {
  if (shift === 'previousInterval' || shift === 'customInterval') {
    const by = shift === 'previousInterval' ? period.endTimeMs - period.startTimeMs : customShiftMs;
    if (!isValidCustomShift(by)) return null;
    return { startTimeMs: period.startTimeMs - by, endTimeMs: period.endTimeMs - by };
  }
  return { startTimeMs: calendarBack(period.startTimeMs, shift, zone), endTimeMs: calendarBack(period.endTimeMs, shift, zone) };
}
