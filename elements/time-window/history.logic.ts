import { HOUR_MS, type QuickInterval } from '../../sdk/catalogues/timewindow.js';
import type { HistorySettings, TimePeriod } from './time-window.model.js';
import { zonedParts, zonedTime, type ZonedParts } from './timezone.logic.js';

/** Options of {@link quickIntervalPeriod}. */
export interface QuickPeriodOptions {
  /** First day of a non-ISO week, 0 Sunday … 6 Saturday; default 0 (ISO weeks always start on Monday). */
  weekStartsOn?: number;
  /** End "so far" intervals at the end of their period instead of now (realtime windows); default false. */
  wholePeriod?: boolean;
}

type Unit = 'hour' | 'day' | 'week' | 'isoWeek' | 'month' | 'year';

interface QuickIntervalRule {
  unit: Unit;
  /** Periods back from the current one. */
  back: number;
  /** Whether the period ends now. */
  soFar: boolean;
}

const RULES: Record<QuickInterval, QuickIntervalRule> = {
  YESTERDAY: { unit: 'day', back: 1, soFar: false },
  DAY_BEFORE_YESTERDAY: { unit: 'day', back: 2, soFar: false },
  THIS_DAY_LAST_WEEK: { unit: 'day', back: 7, soFar: false },
  PREVIOUS_WEEK: { unit: 'week', back: 1, soFar: false },
  PREVIOUS_WEEK_ISO: { unit: 'isoWeek', back: 1, soFar: false },
  PREVIOUS_MONTH: { unit: 'month', back: 1, soFar: false },
  PREVIOUS_YEAR: { unit: 'year', back: 1, soFar: false },
  CURRENT_HOUR: { unit: 'hour', back: 0, soFar: false },
  CURRENT_DAY: { unit: 'day', back: 0, soFar: false },
  CURRENT_DAY_SO_FAR: { unit: 'day', back: 0, soFar: true },
  CURRENT_WEEK: { unit: 'week', back: 0, soFar: false },
  CURRENT_WEEK_ISO: { unit: 'isoWeek', back: 0, soFar: false },
  CURRENT_WEEK_SO_FAR: { unit: 'week', back: 0, soFar: true },
  CURRENT_WEEK_ISO_SO_FAR: { unit: 'isoWeek', back: 0, soFar: true },
  CURRENT_MONTH: { unit: 'month', back: 0, soFar: false },
  CURRENT_MONTH_SO_FAR: { unit: 'month', back: 0, soFar: true },
  CURRENT_YEAR: { unit: 'year', back: 0, soFar: false },
  CURRENT_YEAR_SO_FAR: { unit: 'year', back: 0, soFar: true },
};

type Wall = { year: number; month: number; day: number };

/** Wall date of the start of the calendar period `shift` periods after the one holding `parts`. */
function periodStart(unit: Exclude<Unit, 'hour'>, parts: ZonedParts, shift: number, weekStartsOn: number): Wall {
  const { year, month, day, weekday } = parts;
  if (unit === 'year') return { year: year + shift, month: 1, day: 1 };
  if (unit === 'month') return { year, month: month + shift, day: 1 };
  if (unit === 'day') return { year, month, day: day + shift };
  const first = unit === 'isoWeek' ? 1 : weekStartsOn;
  return { year, month, day: day - ((weekday - first + 7) % 7) + 7 * shift };
}

/** Whether a quick interval ends now rather than at the end of its calendar period. */
export function isSoFarInterval(quickInterval: QuickInterval): boolean {
  return RULES[quickInterval].soFar;
}

/**
 * Start and end of a quick interval at an instant, on the calendar of a zone (null: browser time): days,
 * weeks, months and years start at local midnight, so a DST change day lasts 23 or 25 hours. The end is
 * the start of the next period (exclusive), or now for "so far" intervals.
 */
export function quickIntervalPeriod(quickInterval: QuickInterval, nowMs: number, zone: string | null, options: QuickPeriodOptions = {}): TimePeriod {
  const rule = RULES[quickInterval];
  const parts = zonedParts(nowMs, zone);
  let startTimeMs: number;
  let endTimeMs: number;
  if (rule.unit === 'hour') {
    startTimeMs = nowMs - parts.minute * 60_000 - parts.second * 1000 - parts.millisecond;
    endTimeMs = startTimeMs + HOUR_MS;
  } else {
    const weekStartsOn = options.weekStartsOn ?? 0;
    startTimeMs = zonedTime(periodStart(rule.unit, parts, -rule.back, weekStartsOn), zone);
    endTimeMs = zonedTime(periodStart(rule.unit, parts, 1 - rule.back, weekStartsOn), zone);
  }
  if (rule.soFar && !options.wholePeriod) endTimeMs = nowMs;
  return { startTimeMs, endTimeMs };
}

/** Start and end of the History tab's window: the last interval before now, the fixed period, or the quick interval. */
export function historyPeriod(history: HistorySettings, nowMs: number, zone: string | null, options: QuickPeriodOptions = {}): TimePeriod {
  if (history.historyType === 'FIXED') return { ...history.fixedTimewindow };
  if (history.historyType === 'INTERVAL') return quickIntervalPeriod(history.quickInterval, nowMs, zone, options);
  return { startTimeMs: nowMs - history.timewindowMs, endTimeMs: nowMs };
}
