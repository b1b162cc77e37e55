import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DAY_MS as DAY, HOUR_MS as HOUR, MINUTE_MS as MINUTE, SECOND_MS as SECOND } from '../../sdk/catalogues/timewindow.js';
import type { Timewindow as WireTimewindow } from '../../elements/dashboard/model/dashboard.types.js';
import { defaultTimewindow } from '../../elements/time-window/time-window.model.js';
import { timewindowFromJson, timewindowFromWire, timewindowToJson, widgetTimewindow } from '../../elements/time-window/timewindow-json.logic.js';

const NOW = Date.UTC(2026, 10, 24, 4, 30);
const ctx = { nowMs: NOW, serverLimit: 50000 };

/** The shape of protocol.md §7.1, as a ThingsBoard 3.4.1 dashboard stores it. */
const STORED = {
  displayValue: '', hideInterval: false, hideAggregation: false, hideAggInterval: false, hideTimezone: false,
  selectedTab: 0,
  realtime: { realtimeType: 0, interval: 1000, timewindowMs: 60000, quickInterval: 'CURRENT_DAY' },
  history: {
    historyType: 0, interval: 1000, timewindowMs: 60000,
    fixedTimewindow: { startTimeMs: 1_667_200_000_000, endTimeMs: 1_667_286_400_000 }, quickInterval: 'CURRENT_DAY',
  },
  aggregation: { type: 'AVG', limit: 25000 },
  timezone: null,
} satisfies WireTimewindow;

describe('stored time window JSON', () => {
  it('reads the 3.4 shape with numeric enums', () => {
    const model = timewindowFromJson(STORED, ctx);
    assert.equal(model.selectedTab, 'REALTIME');
    assert.deepEqual(model.realtime, { realtimeType: 'LAST_INTERVAL', interval: SECOND, timewindowMs: MINUTE, quickInterval: 'CURRENT_DAY' });
    assert.equal(model.history.historyType, 'LAST_INTERVAL');
    assert.deepEqual(model.history.fixedTimewindow, { startTimeMs: 1_667_200_000_000, endTimeMs: 1_667_286_400_000 });
    assert.deepEqual(model.aggregation, { type: 'AVG', limit: 25000 });
    assert.equal(model.timezone, null);
  });

  it('maps selectedTab 0/1, realtimeType 0/1 and historyType 0/1/2 to their names', () => {
    const read = (selectedTab: number, realtimeType: number, historyType: number) => {
      const model = timewindowFromJson({ ...STORED, selectedTab, realtime: { ...STORED.realtime, realtimeType }, history: { ...STORED.history, historyType } }, ctx);
      return [model.selectedTab, model.realtime.realtimeType, model.history.historyType];
    };
    assert.deepEqual(read(0, 0, 0), ['REALTIME', 'LAST_INTERVAL', 'LAST_INTERVAL']);
    assert.deepEqual(read(1, 1, 1), ['HISTORY', 'INTERVAL', 'FIXED']);
    assert.deepEqual(read(1, 0, 2), ['HISTORY', 'LAST_INTERVAL', 'INTERVAL']);
  });

  it('writes the model back with numeric enums, unchanged through a round trip', () => {
    assert.deepEqual(timewindowToJson(timewindowFromJson(STORED, ctx)), STORED);
    const history = { ...STORED, selectedTab: 1, history: { ...STORED.history, historyType: 2, quickInterval: 'PREVIOUS_MONTH' }, timezone: 'Europe/Berlin' };
    assert.deepEqual(timewindowToJson(timewindowFromJson(history, ctx)), history);
  });

  it('accepts enums written as names and gives numbers written as text their defaults', () => {
    const model = timewindowFromJson({ selectedTab: 'HISTORY', history: { historyType: 'FIXED', interval: '60000', fixedTimewindow: { startTimeMs: '1000', endTimeMs: 5000 } } }, ctx);
    assert.equal(model.selectedTab, 'HISTORY');
    assert.equal(model.history.historyType, 'FIXED');
    assert.equal(model.history.interval, SECOND);
    assert.deepEqual(model.history.fixedTimewindow, { startTimeMs: NOW - DAY, endTimeMs: 5000 });
  });

  it('reads a time window the dashboard model has already normalised', () => {
    const model = timewindowFromWire({ ...STORED, selectedTab: 1, history: { ...STORED.history, historyType: 1, quickInterval: 'YESTERDAY' }, aggregation: { type: 'NONE', limit: 100 } });
    assert.deepEqual([model.selectedTab, model.history.historyType, model.history.quickInterval], ['HISTORY', 'FIXED', 'YESTERDAY']);
    assert.deepEqual(model.aggregation, { type: 'NONE', limit: 100 });
    assert.equal(timewindowFromWire({ ...STORED, timezone: 'Nowhere/Else' } as never).timezone, null);
  });
});

describe('legacy and partial time windows', () => {
  it('gives the default for a missing or malformed time window', () => {
    for (const raw of [undefined, null, 'realtime', 42, []]) assert.deepEqual(timewindowFromJson(raw, ctx), defaultTimewindow(NOW, 50000), String(raw));
  });

  it('opens the history tab when only a history part exists', () => {
    assert.equal(timewindowFromJson({ history: { timewindowMs: HOUR } }, ctx).selectedTab, 'HISTORY');
    assert.equal(timewindowFromJson({ realtime: { timewindowMs: HOUR }, history: { timewindowMs: HOUR } }, ctx).selectedTab, 'REALTIME');
    assert.equal(timewindowFromJson({}, ctx).selectedTab, 'REALTIME');
  });

  it('infers the realtime type from the quick interval', () => {
    assert.equal(timewindowFromJson({ realtime: { quickInterval: 'CURRENT_HOUR' } }, ctx).realtime.realtimeType, 'INTERVAL');
    const last = timewindowFromJson({ realtime: { timewindowMs: 5 * MINUTE } }, ctx).realtime;
    assert.deepEqual(last, { realtimeType: 'LAST_INTERVAL', timewindowMs: 5 * MINUTE, interval: SECOND, quickInterval: 'CURRENT_DAY' });
  });

  it('infers the history type: last interval, else quick interval, else fixed', () => {
    const type = (history: object) => timewindowFromJson({ history }, ctx).history.historyType;
    assert.equal(type({ timewindowMs: DAY, quickInterval: 'YESTERDAY' }), 'LAST_INTERVAL');
    assert.equal(type({ quickInterval: 'YESTERDAY' }), 'INTERVAL');
    assert.equal(type({ fixedTimewindow: { startTimeMs: 1, endTimeMs: 2 } }), 'FIXED');
    assert.equal(type({}), 'FIXED');
  });

  it('infers the type when a stored enum is out of range', () => {
    const model = timewindowFromJson({ selectedTab: 7, realtime: { realtimeType: -1, quickInterval: 'CURRENT_WEEK' }, history: { historyType: 3, timewindowMs: HOUR } }, ctx);
    assert.equal(model.selectedTab, 'REALTIME');
    assert.equal(model.realtime.realtimeType, 'INTERVAL');
    assert.equal(model.history.historyType, 'LAST_INTERVAL');
  });

  it('defaults the aggregation to AVG and the limit to half the maximum datapoints limit', () => {
    assert.deepEqual(timewindowFromJson({ realtime: { timewindowMs: HOUR } }, ctx).aggregation, { type: 'AVG', limit: 25000 });
    assert.deepEqual(timewindowFromJson({ aggregation: { type: 'MEDIAN', limit: 0 } }, ctx).aggregation, { type: 'AVG', limit: 25000 });
    assert.deepEqual(timewindowFromJson({ aggregation: { type: 'NONE' } }, { nowMs: NOW }).aggregation, { type: 'NONE', limit: 250 });
    assert.deepEqual(timewindowFromJson({ aggregation: { type: 'NONE', limit: 200 } }, ctx).aggregation, { type: 'NONE', limit: 200 });
  });

  it('keeps known zones and reads unknown ones as browser time', () => {
    assert.equal(timewindowFromJson({ timezone: 'Asia/Kolkata' }, ctx).timezone, 'Asia/Kolkata');
    assert.equal(timewindowFromJson({ timezone: 'Mars/Olympus_Mons' }, ctx).timezone, null);
    assert.equal(timewindowFromJson({ timezone: 3 }, ctx).timezone, null);
  });

  it('reads hide flags only when they are true', () => {
    const model = timewindowFromJson({ hideInterval: true, hideAggregation: 'true', hideTimezone: 1 }, ctx);
    assert.deepEqual([model.hideInterval, model.hideAggregation, model.hideAggInterval, model.hideTimezone], [true, false, false, false]);
  });

  it('replaces unknown quick intervals and non-positive lengths by the defaults', () => {
    const model = timewindowFromJson({ realtime: { realtimeType: 1, quickInterval: 'LAST_FORTNIGHT', timewindowMs: -5, interval: 0 } }, ctx);
    assert.deepEqual(model.realtime, { realtimeType: 'INTERVAL', timewindowMs: MINUTE, interval: SECOND, quickInterval: 'CURRENT_DAY' });
  });

  it('forces quick intervals on the realtime tab when only they are offered', () => {
    assert.equal(timewindowFromJson(STORED, { ...ctx, quickIntervalOnly: true }).realtime.realtimeType, 'INTERVAL');
  });
});

describe('widget time window', () => {
  const dashboard = timewindowFromJson(STORED, ctx);
  const own = { ...STORED, selectedTab: 1 };

  it('follows the dashboard unless useDashboardTimewindow is false', () => {
    assert.equal(widgetTimewindow({ timewindow: own }, dashboard, ctx), dashboard);
    assert.equal(widgetTimewindow({ useDashboardTimewindow: true, timewindow: own }, dashboard, ctx), dashboard);
    assert.equal(widgetTimewindow(undefined, dashboard, ctx), dashboard);
    assert.equal(widgetTimewindow({ useDashboardTimewindow: false, timewindow: own }, dashboard, ctx).selectedTab, 'HISTORY');
    assert.deepEqual(widgetTimewindow({ useDashboardTimewindow: false }, dashboard, ctx), defaultTimewindow(NOW, 50000));
  });
});
