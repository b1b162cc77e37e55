import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DAY_MS as DAY, HOUR_MS as HOUR, MINUTE_MS as MINUTE, QUICK_INTERVALS, SECOND_MS as SECOND } from '../../sdk/catalogues/timewindow.js';
import {
  allowedIntervals,
  boundInterval,
  defaultInterval,
  historySpanMs,
  intervalLimits,
  quickIntervalSpanMs,
  realtimeInterval,
  realtimeSpanMs,
  timewindowSpanMs,
  withBoundedIntervals,
} from '../../elements/time-window/intervals.logic.js';
import { defaultTimewindow, editTimewindow, type Timewindow } from '../../elements/time-window/time-window.model.js';

const NOW = Date.UTC(2026, 10, 24, 4, 30);

const withTab = (patch: (t: Timewindow) => void) => editTimewindow(defaultTimewindow(NOW), patch);

describe('quick interval spans', () => {
  it('estimates an hour, a day, a week of 7 days, a month of 30 days and a year of 365 days', () => {
    assert.equal(quickIntervalSpanMs('CURRENT_HOUR'), HOUR);
    for (const q of ['YESTERDAY', 'DAY_BEFORE_YESTERDAY', 'THIS_DAY_LAST_WEEK', 'CURRENT_DAY', 'CURRENT_DAY_SO_FAR'] as const) {
      assert.equal(quickIntervalSpanMs(q), DAY, q);
    }
    for (const q of ['PREVIOUS_WEEK', 'PREVIOUS_WEEK_ISO', 'CURRENT_WEEK', 'CURRENT_WEEK_ISO', 'CURRENT_WEEK_SO_FAR', 'CURRENT_WEEK_ISO_SO_FAR'] as const) {
      assert.equal(quickIntervalSpanMs(q), 7 * DAY, q);
    }
    for (const q of ['PREVIOUS_MONTH', 'CURRENT_MONTH', 'CURRENT_MONTH_SO_FAR'] as const) assert.equal(quickIntervalSpanMs(q), 30 * DAY, q);
    for (const q of ['PREVIOUS_YEAR', 'CURRENT_YEAR', 'CURRENT_YEAR_SO_FAR'] as const) assert.equal(quickIntervalSpanMs(q), 365 * DAY, q);
  });

  it('gives every one of the 18 quick intervals a span', () => {
    assert.equal(QUICK_INTERVALS.length, 18);
    for (const q of QUICK_INTERVALS) assert.ok(quickIntervalSpanMs(q) >= HOUR, q);
  });
});

describe('window spans of the tabs', () => {
  it('measures the realtime tab by its last interval or its quick interval', () => {
    const timewindow = defaultTimewindow(NOW);
    assert.equal(realtimeSpanMs(timewindow.realtime), MINUTE);
    assert.equal(realtimeSpanMs({ ...timewindow.realtime, realtimeType: 'INTERVAL', quickInterval: 'CURRENT_MONTH' }), 30 * DAY);
  });

  it('measures the history tab by its last interval, its fixed period or its quick interval', () => {
    const { history } = defaultTimewindow(NOW);
    assert.equal(historySpanMs(history), DAY);
    assert.equal(historySpanMs({ ...history, historyType: 'FIXED', fixedTimewindow: { startTimeMs: NOW - 3 * HOUR, endTimeMs: NOW } }), 3 * HOUR);
    assert.equal(historySpanMs({ ...history, historyType: 'INTERVAL', quickInterval: 'PREVIOUS_YEAR' }), 365 * DAY);
  });

  it('uses the selected tab', () => {
    assert.equal(timewindowSpanMs(defaultTimewindow(NOW)), MINUTE);
    assert.equal(timewindowSpanMs(withTab((t) => { t.selectedTab = 'HISTORY'; })), DAY);
  });
});

describe('interval limits', () => {
  it('runs from the window over 500 (rounded up to seconds) to the window over 7 (rounded down)', () => {
    assert.deepEqual(intervalLimits(DAY), { min: Math.ceil(DAY / 500 / SECOND) * SECOND, max: Math.floor(DAY / 7 / SECOND) * SECOND });
    assert.deepEqual(intervalLimits(DAY), { min: 173 * SECOND, max: 12_342 * SECOND });
    assert.deepEqual(intervalLimits(500 * SECOND), { min: SECOND, max: 71 * SECOND });
  });

  it('keeps zero, negative and non-finite windows at 1 second', () => {
    for (const span of [0, -DAY, Number.NaN, -Infinity]) assert.deepEqual(intervalLimits(span), { min: SECOND, max: SECOND }, String(span));
  });

  it('caps both limits at 7300 days for windows beyond the bound', () => {
    const huge = 7300 * DAY * 600;
    assert.deepEqual(intervalLimits(huge), { min: 7300 * DAY, max: 7300 * DAY });
    assert.equal(intervalLimits(8 * 7300 * DAY).max, 7300 * DAY);
    assert.equal(intervalLimits(8 * 7300 * DAY).min, Math.ceil((8 * 7300 * DAY) / 500 / SECOND) * SECOND);
  });
});

describe('allowed grouping intervals', () => {
  it('offers the presets between the limits of a window', () => {
    assert.deepEqual(allowedIntervals(MINUTE), [SECOND, 5 * SECOND]);
    assert.deepEqual(allowedIntervals(HOUR), [10 * SECOND, 15 * SECOND, 30 * SECOND, MINUTE, 2 * MINUTE, 5 * MINUTE]);
    assert.deepEqual(allowedIntervals(DAY), [5 * MINUTE, 10 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR]);
    assert.deepEqual(allowedIntervals(365 * DAY), [DAY, 7 * DAY, 30 * DAY]);
  });

  it('draws from the presets 1, 5, 10, 15, 30 s; 1, 2, 5, 10, 15, 30 min; 1, 2, 5, 10, 12 h; 1, 7, 30 days', () => {
    const union = new Set([49 * SECOND, 10 * MINUTE, HOUR, 6 * HOUR, DAY, 7 * DAY, 30 * DAY, 365 * DAY].flatMap((span) => allowedIntervals(span)));
    const presets = [
      ...[1, 5, 10, 15, 30].map((s) => s * SECOND),
      ...[1, 2, 5, 10, 15, 30].map((m) => m * MINUTE),
      ...[1, 2, 5, 10, 12].map((h) => h * HOUR),
      ...[1, 7, 30].map((d) => d * DAY),
    ];
    assert.deepEqual([...union].sort((a, b) => a - b), presets);
    assert.deepEqual(allowedIntervals(7 * 12 * HOUR), [15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 5 * HOUR, 10 * HOUR, 12 * HOUR]);
    assert.equal(allowedIntervals(420 * DAY).at(-1), 30 * DAY);
  });

  it('still offers one interval for empty windows and windows beyond the bound', () => {
    assert.deepEqual(allowedIntervals(0), [SECOND]);
    assert.deepEqual(allowedIntervals(-MINUTE), [SECOND]);
    assert.deepEqual(allowedIntervals(7300 * DAY * 600), [7300 * DAY]);
  });
});

describe('default and bounded intervals', () => {
  it('targets about 200 datapoints and snaps to the nearest preset', () => {
    assert.equal(DAY / 200, 432 * SECOND);
    assert.equal(defaultInterval(DAY, 'AVG'), 5 * MINUTE);
    assert.equal(DAY / defaultInterval(DAY, 'AVG'), 288);
    assert.equal(defaultInterval(HOUR, 'MAX'), 15 * SECOND);
    assert.equal(defaultInterval(MINUTE, 'SUM'), SECOND);
    assert.equal(defaultInterval(30 * DAY, 'COUNT'), 5 * HOUR);
  });

  it('uses the fixed 1 second with aggregation NONE', () => {
    assert.equal(defaultInterval(DAY, 'NONE'), SECOND);
    assert.equal(boundInterval(DAY, HOUR, 'NONE'), SECOND);
  });

  it('clamps a chosen interval into the window limits', () => {
    assert.equal(boundInterval(DAY, SECOND, 'AVG'), 173 * SECOND);
    assert.equal(boundInterval(DAY, 7 * DAY, 'AVG'), 12_342 * SECOND);
    assert.equal(boundInterval(DAY, HOUR, 'AVG'), HOUR);
    assert.equal(boundInterval(0, HOUR, 'AVG'), SECOND);
    assert.equal(boundInterval(-DAY, null, 'AVG'), SECOND);
  });

  it('moves each tab interval inside its window when the window changes', () => {
    const timewindow = withTab((t) => {
      t.realtime.timewindowMs = DAY;
      t.realtime.interval = SECOND;
      t.history.timewindowMs = HOUR;
      t.history.interval = DAY;
    });
    const bounded = withBoundedIntervals(timewindow);
    assert.equal(bounded.realtime.interval, 173 * SECOND);
    assert.equal(bounded.history.interval, Math.floor(HOUR / 7 / SECOND) * SECOND);
    assert.equal(realtimeInterval(timewindow), 173 * SECOND);
  });

  it('leaves stored intervals alone with aggregation NONE', () => {
    const timewindow = withTab((t) => {
      t.aggregation.type = 'NONE';
      t.realtime.interval = HOUR;
    });
    assert.equal(withBoundedIntervals(timewindow), timewindow);
    assert.equal(realtimeInterval(timewindow), SECOND);
  });
});
