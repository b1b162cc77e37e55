import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  MIN_INTERVAL_MS,
  aggregatedPointCount,
  boundMaxInterval,
  boundMinInterval,
  clampAggregationLimit,
  defaultAggregationLimit,
  intervalForTimewindow,
  isPresetInterval,
  maxDatapointsLimit,
  maxIntervalLimit,
  minIntervalLimit,
  presetIntervalsBetween,
  realtimeWindowStart,
  snapToPresetInterval,
  targetInterval,
} from '../../sdk/time/index.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('datapoints limits', () => {
  it('uses 500 until the server limit is known, then the server limit', () => {
    assert.equal(maxDatapointsLimit(), 500);
    assert.equal(maxDatapointsLimit(50000), 50000);
    assert.equal(maxDatapointsLimit(9), 9);
  });

  it('falls back to 8 when the server limit is missing or 7 or less', () => {
    assert.equal(maxDatapointsLimit(null), 8);
    assert.equal(maxDatapointsLimit(0), 8);
    assert.equal(maxDatapointsLimit(7), 8);
    assert.equal(maxDatapointsLimit(3), 8);
  });

  it('defaults the aggregation limit to half the maximum', () => {
    assert.equal(defaultAggregationLimit(50000), 25000);
    assert.equal(defaultAggregationLimit(500), 250);
    assert.equal(defaultAggregationLimit(8), 4);
  });

  it('clamps an aggregation limit between 7 and the maximum, a missing one to 7', () => {
    assert.equal(clampAggregationLimit(undefined, 500), 7);
    assert.equal(clampAggregationLimit(0, 500), 7);
    assert.equal(clampAggregationLimit(3, 500), 7);
    assert.equal(clampAggregationLimit(7, 500), 7);
    assert.equal(clampAggregationLimit(200, 500), 200);
    assert.equal(clampAggregationLimit(900, 500), 500);
  });

  it('counts aggregated points as the window over the interval, rounded up', () => {
    assert.equal(aggregatedPointCount(DAY, HOUR), 24);
    assert.equal(aggregatedPointCount(DAY, 5 * HOUR), 5);
  });
});

describe('interval bounds', () => {
  it('rounds lower bounds up and upper bounds down to whole seconds', () => {
    assert.equal(boundMinInterval(1500), 2000);
    assert.equal(boundMaxInterval(1500), 1000);
    assert.equal(boundMinInterval(3000), 3000);
  });

  it('keeps every bound between 1 second and 7300 days', () => {
    assert.equal(MIN_INTERVAL_MS, 1000);
    assert.equal(boundMinInterval(1), 1000);
    assert.equal(boundMaxInterval(10), 1000);
    assert.equal(boundMinInterval(8000 * DAY), 7300 * DAY);
    assert.equal(boundMaxInterval(8000 * DAY), 7300 * DAY);
  });

  it('allows intervals from the window over 500 to the window over 7', () => {
    assert.equal(minIntervalLimit(DAY), Math.ceil(DAY / 500 / 1000) * 1000);
    assert.equal(minIntervalLimit(DAY), 173_000);
    assert.equal(maxIntervalLimit(DAY), Math.floor(DAY / 7 / 1000) * 1000);
    assert.equal(maxIntervalLimit(DAY), 12_342_000);
    assert.equal(minIntervalLimit(MINUTE), 1000);
    assert.equal(maxIntervalLimit(MINUTE), 8000);
  });

  it('aims at 200 datapoints', () => {
    assert.equal(targetInterval(DAY), 432_000);
    assert.equal(targetInterval(MINUTE), 1000);
  });
});

describe('preset intervals', () => {
  it('offers the presets between the bounds of a window', () => {
    assert.deepEqual(presetIntervalsBetween(minIntervalLimit(DAY), maxIntervalLimit(DAY)), [
      5 * MINUTE, 10 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR,
    ]);
    assert.deepEqual(presetIntervalsBetween(minIntervalLimit(MINUTE), maxIntervalLimit(MINUTE)), [SECOND, 5 * SECOND]);
  });

  it('recognises a preset within the bounds only', () => {
    assert.equal(isPresetInterval(SECOND, HOUR, 5 * MINUTE), true);
    assert.equal(isPresetInterval(SECOND, HOUR, 7 * MINUTE), false);
    assert.equal(isPresetInterval(SECOND, HOUR, 2 * HOUR), false);
  });

  it('snaps to the nearest preset, the shorter one on a tie', () => {
    assert.equal(snapToPresetInterval(SECOND, DAY, 7 * MINUTE), 5 * MINUTE);
    assert.equal(snapToPresetInterval(SECOND, DAY, 8 * MINUTE), 10 * MINUTE);
    assert.equal(snapToPresetInterval(SECOND, DAY, 3 * SECOND), SECOND);
  });

  it('uses the lower bound when no interval is given, and the interval itself when no preset fits', () => {
    assert.equal(snapToPresetInterval(4 * MINUTE, DAY, null), 5 * MINUTE);
    assert.equal(snapToPresetInterval(3 * SECOND, 4 * SECOND, 3500), 3500);
  });
});

describe('interval for a timewindow', () => {
  it('is one second with aggregation NONE', () => {
    assert.equal(intervalForTimewindow(DAY, HOUR, 'NONE'), 1000);
  });

  it('clamps a given interval into the window limits', () => {
    assert.equal(intervalForTimewindow(DAY, HOUR, 'AVG'), HOUR);
    assert.equal(intervalForTimewindow(DAY, SECOND, 'AVG'), 173_000);
    assert.equal(intervalForTimewindow(DAY, DAY, 'MAX'), 12_342_000);
  });

  it('defaults to the preset nearest to 200 datapoints', () => {
    assert.equal(intervalForTimewindow(DAY, undefined, 'AVG'), 5 * MINUTE);
    assert.equal(intervalForTimewindow(MINUTE, 0, 'SUM'), SECOND);
    assert.equal(intervalForTimewindow(30 * DAY, null, 'COUNT'), 5 * HOUR);
  });
});

describe('realtime window start', () => {
  it('is now plus the server offset minus the window, aligned down to the interval', () => {
    assert.equal(realtimeWindowStart(1_000_123_456, 500, MINUTE, SECOND), 1_000_063_000);
    assert.equal(realtimeWindowStart(1_000_123_456, -500, MINUTE, 10 * SECOND), 1_000_060_000);
  });

  it('is not aligned for a quick interval', () => {
    assert.equal(realtimeWindowStart(1_000_123_456, 500, MINUTE, SECOND, true), 1_000_063_956);
  });
});
