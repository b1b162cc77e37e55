import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  AGGREGATION_TYPES,
  DAY_MS,
  DEFAULT_AGGREGATION_TYPE,
  DEFAULT_DATETIME_PERIOD_MS,
  DEFAULT_HISTORY_WINDOW_MS,
  DEFAULT_REALTIME_INTERVAL_MS,
  DEFAULT_REALTIME_WINDOW_MS,
  DEFAULT_TIME_INTERVAL_MS,
  FALLBACK_MAX_DATAPOINTS_LIMIT,
  HISTORY_PLAYBACK_SPEEDS,
  HISTORY_PLAYBACK_STEP_MS,
  HISTORY_WINDOW_TYPES,
  HOUR_MS,
  MAX_DATAPOINTS_LIMIT,
  MAX_INTERVAL_BOUND_MS,
  MIN_DATAPOINTS_LIMIT,
  MIN_DATETIME_PERIOD_GAP_MS,
  MINUTE_MS,
  MONTH_MS,
  PRESET_AGGREGATION_INTERVALS_MS,
  QUICK_INTERVALS,
  REALTIME_WINDOW_TYPES,
  SECOND_MS,
  SECONDS_PER_DAY,
  SECONDS_PER_HOUR,
  SECONDS_PER_MINUTE,
  TARGET_DATAPOINTS,
  TIME_UNITS,
  TIMEWINDOW_TYPES,
  WEEK_MS,
  YEAR_MS,
  playbackTickMs,
  quickIntervalOptions,
} from '../../sdk/catalogues/index.js';

describe('timewindow types', () => {
  it('orders tabs and window types as their wire indexes', () => {
    assert.deepEqual(TIMEWINDOW_TYPES, ['REALTIME', 'HISTORY']);
    assert.deepEqual(REALTIME_WINDOW_TYPES, ['LAST_INTERVAL', 'INTERVAL']);
    assert.deepEqual(HISTORY_WINDOW_TYPES, ['LAST_INTERVAL', 'FIXED', 'INTERVAL']);
    assert.equal(HISTORY_WINDOW_TYPES.indexOf('FIXED'), 1);
  });

  it('lists aggregation types with AVG as default, and time units', () => {
    assert.deepEqual(AGGREGATION_TYPES, ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE']);
    assert.equal(DEFAULT_AGGREGATION_TYPE, 'AVG');
    assert.deepEqual(TIME_UNITS, ['MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS', 'DAYS']);
  });
});

describe('quick intervals', () => {
  it('lists the eighteen quick intervals in order', () => {
    assert.deepEqual(QUICK_INTERVALS, [
      'YESTERDAY', 'DAY_BEFORE_YESTERDAY', 'THIS_DAY_LAST_WEEK', 'PREVIOUS_WEEK', 'PREVIOUS_WEEK_ISO', 'PREVIOUS_MONTH',
      'PREVIOUS_YEAR', 'CURRENT_HOUR', 'CURRENT_DAY', 'CURRENT_DAY_SO_FAR', 'CURRENT_WEEK', 'CURRENT_WEEK_ISO',
      'CURRENT_WEEK_SO_FAR', 'CURRENT_WEEK_ISO_SO_FAR', 'CURRENT_MONTH', 'CURRENT_MONTH_SO_FAR', 'CURRENT_YEAR',
      'CURRENT_YEAR_SO_FAR',
    ]);
  });

  it('offers all of them normally and only the eleven CURRENT_ ones with the current-only flag', () => {
    assert.deepEqual(quickIntervalOptions(false), [...QUICK_INTERVALS]);
    const current = quickIntervalOptions(true);
    assert.equal(current.length, 11);
    assert.equal(current[0], 'CURRENT_HOUR');
    assert.ok(current.every((interval) => interval.startsWith('CURRENT_')));
  });
});

describe('time units and limits', () => {
  it('pins seconds per day, hour and minute and the derived milliseconds', () => {
    assert.equal(SECONDS_PER_DAY, 86400);
    assert.equal(SECONDS_PER_HOUR, 3600);
    assert.equal(SECONDS_PER_MINUTE, 60);
    assert.equal(SECOND_MS, 1000);
    assert.equal(MINUTE_MS, 60_000);
    assert.equal(HOUR_MS, 3_600_000);
    assert.equal(DAY_MS, 86_400_000);
  });

  it('estimates a week as 7 days, a month as 30 and a year as 365', () => {
    assert.equal(WEEK_MS, 7 * 86_400_000);
    assert.equal(MONTH_MS, 30 * 86_400_000);
    assert.equal(YEAR_MS, 365 * 86_400_000);
  });

  it('pins datapoints min 7, max 500, fallback 8 and target 200', () => {
    assert.equal(MIN_DATAPOINTS_LIMIT, 7);
    assert.equal(MAX_DATAPOINTS_LIMIT, 500);
    assert.equal(FALLBACK_MAX_DATAPOINTS_LIMIT, 8);
    assert.equal(TARGET_DATAPOINTS, 200);
  });

  it('bounds intervals at 7300 days', () => {
    assert.equal(MAX_INTERVAL_BOUND_MS, 7300 * 86_400_000);
  });

  it('lists the nineteen preset aggregation intervals shortest first', () => {
    const s = 1000;
    const m = 60 * s;
    const h = 60 * m;
    const d = 24 * h;
    assert.deepEqual(PRESET_AGGREGATION_INTERVALS_MS, [
      s, 5 * s, 10 * s, 15 * s, 30 * s,
      m, 2 * m, 5 * m, 10 * m, 15 * m, 30 * m,
      h, 2 * h, 5 * h, 10 * h, 12 * h,
      d, 7 * d, 30 * d,
    ]);
  });

  it('defaults to a 1 minute interval, 1 s realtime interval over 1 min, and the last day of history', () => {
    assert.equal(DEFAULT_TIME_INTERVAL_MS, 60_000);
    assert.equal(DEFAULT_REALTIME_INTERVAL_MS, 1000);
    assert.equal(DEFAULT_REALTIME_WINDOW_MS, 60_000);
    assert.equal(DEFAULT_HISTORY_WINDOW_MS, 86_400_000);
  });

  it('defaults a datetime period to 24 hours with a 1 second minimum gap', () => {
    assert.equal(DEFAULT_DATETIME_PERIOD_MS, 24 * 3_600_000);
    assert.equal(MIN_DATETIME_PERIOD_GAP_MS, 1000);
  });

  it('plays history at 1, 5, 10 or 25 times with 1000 ms steps and ticks of 1000 ms over the speed', () => {
    assert.deepEqual(HISTORY_PLAYBACK_SPEEDS, [1, 5, 10, 25]);
    assert.equal(HISTORY_PLAYBACK_STEP_MS, 1000);
    assert.equal(playbackTickMs(1), 1000);
    assert.equal(playbackTickMs(5), 200);
    assert.equal(playbackTickMs(25), 40);
  });
});
