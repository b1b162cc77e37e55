/** Tabs of a timewindow; the wire form stores the index (0 realtime, 1 history). */
export const TIMEWINDOW_TYPES = ['REALTIME', 'HISTORY'] as const;

/** One tab of {@link TIMEWINDOW_TYPES}. */
export type TimewindowType = (typeof TIMEWINDOW_TYPES)[number];

/** Realtime window types; the wire form stores the index (0 last interval, the default; 1 quick interval). */
export const REALTIME_WINDOW_TYPES = ['LAST_INTERVAL', 'INTERVAL'] as const;

/** One realtime type of {@link REALTIME_WINDOW_TYPES}. */
export type RealtimeWindowType = (typeof REALTIME_WINDOW_TYPES)[number];

/** History window types; the wire form stores the index (0 last interval, the default; 1 fixed; 2 quick interval). */
export const HISTORY_WINDOW_TYPES = ['LAST_INTERVAL', 'FIXED', 'INTERVAL'] as const;

/** One history type of {@link HISTORY_WINDOW_TYPES}. */
export type HistoryWindowType = (typeof HISTORY_WINDOW_TYPES)[number];

/** Aggregation functions. */
export const AGGREGATION_TYPES = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'] as const;

/** One aggregation function of {@link AGGREGATION_TYPES}. */
export type AggregationType = (typeof AGGREGATION_TYPES)[number];

/** Aggregation function of a new timewindow. */
export const DEFAULT_AGGREGATION_TYPE: AggregationType = 'AVG';

/** Time units of interval editors. */
export const TIME_UNITS = ['MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;

/** One unit of {@link TIME_UNITS}. */
export type TimeUnit = (typeof TIME_UNITS)[number];

/** Quick (calendar-aligned) intervals. */
export const QUICK_INTERVALS = [
  'YESTERDAY',
  'DAY_BEFORE_YESTERDAY',
  'THIS_DAY_LAST_WEEK',
  'PREVIOUS_WEEK',
  'PREVIOUS_WEEK_ISO',
  'PREVIOUS_MONTH',
  'PREVIOUS_YEAR',
  'CURRENT_HOUR',
  'CURRENT_DAY',
  'CURRENT_DAY_SO_FAR',
  'CURRENT_WEEK',
  'CURRENT_WEEK_ISO',
  'CURRENT_WEEK_SO_FAR',
  'CURRENT_WEEK_ISO_SO_FAR',
  'CURRENT_MONTH',
  'CURRENT_MONTH_SO_FAR',
  'CURRENT_YEAR',
  'CURRENT_YEAR_SO_FAR',
] as const;

/** One quick interval of {@link QUICK_INTERVALS}. */
export type QuickInterval = (typeof QUICK_INTERVALS)[number];

/** Quick interval a new timewindow carries for both tabs. */
export const DEFAULT_QUICK_INTERVAL: QuickInterval = 'CURRENT_DAY';

/** Quick intervals offered by a picker; with `onlyCurrent` only those starting with CURRENT_. */
export function quickIntervalOptions(onlyCurrent: boolean): QuickInterval[] {
  return QUICK_INTERVALS.filter((interval) => !onlyCurrent || interval.startsWith('CURRENT_'));
}

/** Seconds in a day. */
export const SECONDS_PER_DAY = 86400;

/** Seconds in an hour. */
export const SECONDS_PER_HOUR = 3600;

/** Seconds in a minute. */
export const SECONDS_PER_MINUTE = 60;

/** Milliseconds in a second. */
export const SECOND_MS = 1000;

/** Milliseconds in a minute. */
export const MINUTE_MS = SECONDS_PER_MINUTE * SECOND_MS;

/** Milliseconds in an hour. */
export const HOUR_MS = SECONDS_PER_HOUR * SECOND_MS;

/** Milliseconds in a day. */
export const DAY_MS = SECONDS_PER_DAY * SECOND_MS;

/** Estimated length of a week for quick-interval math, in milliseconds. */
export const WEEK_MS = 7 * DAY_MS;

/** Estimated length of a month for quick-interval math, in milliseconds. */
export const MONTH_MS = 30 * DAY_MS;

/** Estimated length of a year for quick-interval math, in milliseconds. */
export const YEAR_MS = 365 * DAY_MS;

/** Fewest datapoints an aggregated window may produce. */
export const MIN_DATAPOINTS_LIMIT = 7;

/** Most datapoints an aggregated window may produce. */
export const MAX_DATAPOINTS_LIMIT = 500;

/** Maximum datapoints used when the server's limit is missing or 7 or less. */
export const FALLBACK_MAX_DATAPOINTS_LIMIT = 8;

/** The server's `dashboard.max_datapoints_limit` out of the box (protocol §11). */
export const SERVER_MAX_DATAPOINTS_LIMIT = 50000;

/** Datapoints the default aggregation interval aims for. */
export const TARGET_DATAPOINTS = 200;

/** Upper bound of any aggregation interval: 7300 days. */
export const MAX_INTERVAL_BOUND_MS = 7300 * DAY_MS;

/** Predefined aggregation intervals in milliseconds, shortest first. */
export const PRESET_AGGREGATION_INTERVALS_MS: readonly number[] = [
  ...[1, 5, 10, 15, 30].map((s) => s * SECOND_MS),
  ...[1, 2, 5, 10, 15, 30].map((m) => m * MINUTE_MS),
  ...[1, 2, 5, 10, 12].map((h) => h * HOUR_MS),
  ...[1, 7, 30].map((d) => d * DAY_MS),
];

/** Default value of a time interval editor. */
export const DEFAULT_TIME_INTERVAL_MS = MINUTE_MS;

/** Default aggregation interval of a realtime window. */
export const DEFAULT_REALTIME_INTERVAL_MS = SECOND_MS;

/** Default length of a realtime window. */
export const DEFAULT_REALTIME_WINDOW_MS = MINUTE_MS;

/** Default length of a history window (the last day). */
export const DEFAULT_HISTORY_WINDOW_MS = DAY_MS;

/** Default length of a datetime period (the last 24 hours). */
export const DEFAULT_DATETIME_PERIOD_MS = DAY_MS;

/** Smallest gap between the start and end of a datetime period. */
export const MIN_DATETIME_PERIOD_GAP_MS = SECOND_MS;

/** Playback speeds of the history selector. */
export const HISTORY_PLAYBACK_SPEEDS = [1, 5, 10, 25] as const;

/** Default step of the history selector, in milliseconds. */
export const HISTORY_PLAYBACK_STEP_MS = 1000;

/** Tick length of history playback at a given speed: 1000 ms divided by the speed. */
export function playbackTickMs(speed: number): number {
  return 1000 / speed;
}
