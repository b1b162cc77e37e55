import type { AggregationType, QuickInterval } from '../../sdk/catalogues/timewindow.js';
import { splitInterval } from './time-interval.logic.js';
import type { Timewindow } from './time-window.model.js';
import { timezoneAbbr, zonedParts } from './timezone.logic.js';

/** A text to show, as a message key and its parameters; the UI translates it. */
export interface TimeMessage {
  key: string;
  params?: Record<string, number | string>;
}

const UNIT_KEYS = [
  ['days', 'timeinterval.days'],
  ['hours', 'timeinterval.hours'],
  ['minutes', 'timeinterval.minutes'],
  ['seconds', 'timeinterval.seconds'],
] as const;

/** An interval as its non-zero days, hours, minutes and seconds (`{key: 'timeinterval.minutes', params: {minutes: 5}}` …); under a second, milliseconds. */
export function intervalLabel(ms: number): TimeMessage[] {
  const fields = splitInterval(ms);
  const parts: TimeMessage[] = UNIT_KEYS.filter(([unit]) => fields[unit] > 0).map(([unit, key]) => ({ key, params: { [unit]: fields[unit] } }));
  if (parts.length) return parts;
  const milliseconds = Math.max(Math.round(ms), 0);
  return [{ key: 'timeinterval.milliseconds', params: { milliseconds } }];
}

/** Message key of a quick interval: `timeinterval.predefined.` and its name in kebab case. */
export function quickIntervalLabel(quickInterval: QuickInterval): TimeMessage {
  return { key: `timeinterval.predefined.${quickInterval.toLowerCase().replaceAll('_', '-')}` };
}

/** Message key of an aggregation function, `aggregation.avg` …. */
export function aggregationLabel(type: AggregationType): TimeMessage {
  return { key: `aggregation.${type.toLowerCase()}` };
}

/** An instant as `yyyy-MM-dd HH:mm:ss` on a zone's clock (null: browser time). */
export function formatDateTime(ts: number, zone: string | null): string {
  const p = zonedParts(ts, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/**
 * What the time-window button shows (displayValue): the tab, then "last" and the interval, the quick
 * interval, or the fixed period's start and end on the timewindow's clock.
 */
export function timewindowLabel(timewindow: Timewindow): TimeMessage[] {
  if (timewindow.selectedTab === 'REALTIME') {
    const { realtime } = timewindow;
    const rest = realtime.realtimeType === 'INTERVAL'
      ? [quickIntervalLabel(realtime.quickInterval)]
      : [{ key: 'timewindow.last-prefix' }, ...intervalLabel(realtime.timewindowMs)];
    return [{ key: 'timewindow.realtime' }, ...rest];
  }
  const { history } = timewindow;
  if (history.historyType === 'FIXED') {
    const { startTimeMs, endTimeMs } = history.fixedTimewindow;
    const params = { startTime: formatDateTime(startTimeMs, timewindow.timezone), endTime: formatDateTime(endTimeMs, timewindow.timezone) };
    return [{ key: 'timewindow.history' }, { key: 'timewindow.period', params }];
  }
  const rest = history.historyType === 'INTERVAL'
    ? [quickIntervalLabel(history.quickInterval)]
    : [{ key: 'timewindow.last-prefix' }, ...intervalLabel(history.timewindowMs)];
  return [{ key: 'timewindow.history' }, ...rest];
}

/** Zone abbreviation shown beside the label (displayTimezoneAbbr): empty for browser time or a hidden timezone. */
export function timewindowTimezoneAbbr(timewindow: Timewindow, nowMs: number): string {
  return timewindow.timezone && !timewindow.hideTimezone ? timezoneAbbr(nowMs, timewindow.timezone) : '';
}
