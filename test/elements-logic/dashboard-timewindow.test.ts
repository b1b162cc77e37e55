import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_MAX_DATAPOINTS_LIMIT, defaultTimewindow, normaliseTimewindow, timewindowTab,
} from '../../elements/dashboard/model/timewindow.logic.js';
import { Problems } from '../../elements/dashboard/model/problems.js';

const NOW = Date.UTC(2022, 10, 23);
const ctx = { now: NOW, maxDatapointsLimit: DEFAULT_MAX_DATAPOINTS_LIMIT };
function read(raw: unknown, limit = DEFAULT_MAX_DATAPOINTS_LIMIT) {
  const problems = new Problems();
  return { tw: normaliseTimewindow(raw, 'tw', problems, { now: NOW, maxDatapointsLimit: limit }), problems: problems.list };
}

describe('dashboard time window', () => {
  it('defaults to realtime, the last minute by the second, AVG over half of 50000 datapoints', () => {
    assert.equal(DEFAULT_MAX_DATAPOINTS_LIMIT, 50000);
    const tw = defaultTimewindow(ctx);
    assert.equal(tw.selectedTab, 0);
    assert.deepEqual(tw.realtime, { realtimeType: 0, interval: 1000, timewindowMs: 60_000, quickInterval: 'CURRENT_DAY' });
    assert.equal(tw.history.historyType, 0);
    assert.equal(tw.history.timewindowMs, 86_400_000);
    assert.deepEqual(tw.history.fixedTimewindow, { startTimeMs: NOW - 86_400_000, endTimeMs: NOW });
    assert.deepEqual(tw.aggregation, { type: 'AVG', limit: 25_000 });
    assert.equal(tw.timezone, null);
    assert.equal(timewindowTab(tw), 'REALTIME');
  });

  it('takes the aggregation limit from the server limit: floor of half', () => {
    assert.equal(read(undefined, 701).tw.aggregation.limit, 350);
  });

  it('keeps the numeric enums as 3.4 writes them', () => {
    const { tw, problems } = read({ selectedTab: 1, realtime: { realtimeType: 1 }, history: { historyType: 2 } });
    assert.deepEqual(problems, []);
    assert.equal(tw.selectedTab, 1);
    assert.equal(timewindowTab(tw), 'HISTORY');
    assert.equal(tw.realtime.realtimeType, 1);
    assert.equal(tw.history.historyType, 2);
  });

  it('reads enum names as their index: REALTIME 0, HISTORY 1; LAST_INTERVAL 0, INTERVAL 1; LAST_INTERVAL 0, FIXED 1, INTERVAL 2', () => {
    assert.equal(read({ selectedTab: 'REALTIME' }).tw.selectedTab, 0);
    assert.equal(read({ selectedTab: 'HISTORY' }).tw.selectedTab, 1);
    assert.equal(read({ realtime: { realtimeType: 'LAST_INTERVAL' } }).tw.realtime.realtimeType, 0);
    assert.equal(read({ realtime: { realtimeType: 'INTERVAL' } }).tw.realtime.realtimeType, 1);
    assert.equal(read({ history: { historyType: 'LAST_INTERVAL' } }).tw.history.historyType, 0);
    assert.equal(read({ history: { historyType: 'FIXED' } }).tw.history.historyType, 1);
    assert.equal(read({ history: { historyType: 'INTERVAL' } }).tw.history.historyType, 2);
  });

  it('picks the history tab when only a history part exists, else realtime', () => {
    assert.equal(read({ history: { timewindowMs: 1000 } }).tw.selectedTab, 1);
    assert.equal(read({ realtime: { timewindowMs: 1000 }, history: { timewindowMs: 1000 } }).tw.selectedTab, 0);
    assert.equal(read({}).tw.selectedTab, 0);
  });

  it('makes realtime a quick interval when one is given, else the last interval', () => {
    assert.equal(read({ realtime: { quickInterval: 'CURRENT_HOUR' } }).tw.realtime.realtimeType, 1);
    assert.equal(read({ realtime: { quickInterval: 'CURRENT_HOUR' } }).tw.realtime.quickInterval, 'CURRENT_HOUR');
    assert.equal(read({ realtime: { timewindowMs: 5000 } }).tw.realtime.realtimeType, 0);
  });

  it('makes history the last interval with timewindowMs, a quick interval with one, else fixed', () => {
    assert.equal(read({ history: { timewindowMs: 5000, quickInterval: 'YESTERDAY' } }).tw.history.historyType, 0);
    assert.equal(read({ history: { quickInterval: 'YESTERDAY' } }).tw.history.historyType, 2);
    const fixed = read({ history: { fixedTimewindow: { startTimeMs: 10, endTimeMs: 20 } } }).tw.history;
    assert.equal(fixed.historyType, 1);
    assert.deepEqual(fixed.fixedTimewindow, { startTimeMs: 10, endTimeMs: 20 });
  });

  it('reports bad values with their path and uses the defaults', () => {
    const { tw, problems } = read({ selectedTab: 2, realtime: { interval: -5, quickInterval: 'SOMETIME' }, aggregation: { type: 'MEDIAN' }, timezone: 3 });
    assert.deepEqual(problems.map((p) => p.path), ['tw.selectedTab', 'tw.realtime.quickInterval', 'tw.realtime.interval', 'tw.aggregation.type', 'tw.timezone']);
    assert.equal(problems[0]!.params.expected, '0 (REALTIME), 1 (HISTORY)');
    assert.equal(tw.selectedTab, 0);
    assert.equal(tw.realtime.interval, 1000);
    assert.equal(tw.aggregation.type, 'AVG');
    assert.equal(tw.timezone, null);
  });

  it('keeps keys it does not know', () => {
    assert.equal(read({ displayTimezoneAbbr: 'EET', realtime: { hideLastInterval: true } }).tw.realtime.hideLastInterval, true);
    assert.equal(read({ displayTimezoneAbbr: 'EET' }).tw.displayTimezoneAbbr, 'EET');
  });
});
