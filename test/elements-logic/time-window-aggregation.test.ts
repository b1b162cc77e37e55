import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DAY_MS as DAY, HOUR_MS as HOUR, MINUTE_MS as MINUTE, SECOND_MS as SECOND } from '../../sdk/catalogues/timewindow.js';
import {
  aggregationOptions,
  datapointsLimit,
  defaultLimit,
  limitSliderBounds,
  sliderLimit,
  usesInterval,
  usesLimit,
} from '../../elements/time-window/aggregation.logic.js';
import { cloneTimewindow, defaultTimewindow, editTimewindow, sameTimewindow } from '../../elements/time-window/time-window.model.js';

const NOW = Date.UTC(2026, 10, 24, 4, 30);

describe('aggregation functions', () => {
  it('offers MIN, MAX, AVG, SUM, COUNT and NONE with their message keys', () => {
    assert.deepEqual(aggregationOptions(), [
      { type: 'MIN', labelKey: 'aggregation.min' },
      { type: 'MAX', labelKey: 'aggregation.max' },
      { type: 'AVG', labelKey: 'aggregation.avg' },
      { type: 'SUM', labelKey: 'aggregation.sum' },
      { type: 'COUNT', labelKey: 'aggregation.count' },
      { type: 'NONE', labelKey: 'aggregation.none' },
    ]);
  });

  it('uses the limit only with NONE and the grouping interval with every other function', () => {
    assert.equal(usesLimit('NONE'), true);
    assert.equal(usesInterval('NONE'), false);
    for (const type of ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT'] as const) {
      assert.equal(usesLimit(type), false, type);
      assert.equal(usesInterval(type), true, type);
    }
  });
});

describe('limit slider', () => {
  it('runs from 7 to 500 until the server limit is known', () => {
    assert.deepEqual(limitSliderBounds(), { min: 7, max: 500, step: 1 });
  });

  it('runs up to the server maximum, or 8 when it is missing or 7 or less', () => {
    assert.deepEqual(limitSliderBounds(50000), { min: 7, max: 50000, step: 1 });
    assert.equal(limitSliderBounds(null).max, 8);
    assert.equal(limitSliderBounds(0).max, 8);
    assert.equal(limitSliderBounds(7).max, 8);
    assert.equal(limitSliderBounds(8).max, 8);
  });

  it('starts at half the maximum datapoints limit', () => {
    assert.equal(defaultLimit(), 250);
    assert.equal(defaultLimit(50000), 25000);
    assert.equal(defaultLimit(null), 4);
    assert.equal(defaultLimit(1001), 500);
  });

  it('clamps an empty or out-of-range value into 7 … maximum', () => {
    assert.equal(sliderLimit(undefined), 7);
    assert.equal(sliderLimit(null, 50000), 7);
    assert.equal(sliderLimit(Number.NaN, 50000), 7);
    assert.equal(sliderLimit(-3, 50000), 7);
    assert.equal(sliderLimit(6), 7);
    assert.equal(sliderLimit(7), 7);
    assert.equal(sliderLimit(200), 200);
    assert.equal(sliderLimit(501), 500);
    assert.equal(sliderLimit(25000, 50000), 25000);
    assert.equal(sliderLimit(60000, 50000), 50000);
    assert.equal(sliderLimit(100, 5), 8);
    assert.equal(sliderLimit(99.6), 100);
  });
});

describe('datapoints a subscription asks for', () => {
  it('takes the slider limit with NONE, whatever the window', () => {
    assert.equal(datapointsLimit('NONE', DAY, SECOND, 25000, 50000), 25000);
    assert.equal(datapointsLimit('NONE', 0, SECOND, 25000, 50000), 25000);
    assert.equal(datapointsLimit('NONE', DAY, SECOND, 90000, 50000), 50000);
    assert.equal(datapointsLimit('NONE', DAY, SECOND, 3), 7);
    assert.equal(datapointsLimit('NONE', DAY, SECOND, 1000, 7), 8);
  });

  it('divides the window by the interval, rounded up, for other functions', () => {
    assert.equal(datapointsLimit('AVG', DAY, HOUR, 25000), 24);
    assert.equal(datapointsLimit('SUM', DAY, 5 * HOUR, 25000), 5);
    assert.equal(datapointsLimit('COUNT', MINUTE + 1, SECOND, 7), 61);
    assert.equal(datapointsLimit('MAX', 0, SECOND, 25000), 0);
    assert.equal(datapointsLimit('MIN', -DAY, SECOND, 25000), 0);
  });
});

describe('timewindow model defaults', () => {
  it('starts realtime, last 1 minute grouped by 1 second, with AVG', () => {
    const timewindow = defaultTimewindow(NOW, 50000);
    assert.equal(timewindow.selectedTab, 'REALTIME');
    assert.deepEqual(timewindow.realtime, { realtimeType: 'LAST_INTERVAL', timewindowMs: MINUTE, interval: SECOND, quickInterval: 'CURRENT_DAY' });
    assert.deepEqual(timewindow.aggregation, { type: 'AVG', limit: 25000 });
    assert.equal(timewindow.timezone, null);
    assert.deepEqual([timewindow.hideInterval, timewindow.hideAggregation, timewindow.hideAggInterval, timewindow.hideTimezone], [false, false, false, false]);
  });

  it('keeps a history of the last day, and a fixed period of the 24 hours before now', () => {
    const { history } = defaultTimewindow(NOW);
    assert.equal(history.historyType, 'LAST_INTERVAL');
    assert.equal(history.timewindowMs, DAY);
    assert.deepEqual(history.fixedTimewindow, { startTimeMs: NOW - 86_400_000, endTimeMs: NOW });
    assert.equal(defaultTimewindow(NOW).aggregation.limit, 250);
  });

  it('copies deeply and compares by settings', () => {
    const original = defaultTimewindow(NOW);
    const copy = cloneTimewindow(original);
    copy.history.fixedTimewindow.startTimeMs -= 1;
    assert.equal(original.history.fixedTimewindow.startTimeMs, NOW - DAY);
    assert.equal(sameTimewindow(original, copy), false);
    assert.equal(sameTimewindow(original, cloneTimewindow(original)), true);
    assert.equal(sameTimewindow(original, { ...original, hideTimezone: true }), false);
  });

  it('edits a copy', () => {
    const original = defaultTimewindow(NOW);
    const edited = editTimewindow(original, (t) => { t.aggregation.type = 'NONE'; });
    assert.equal(edited.aggregation.type, 'NONE');
    assert.equal(original.aggregation.type, 'AVG');
  });
});
