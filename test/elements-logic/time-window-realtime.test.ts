import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DAY_MS as DAY, HOUR_MS as HOUR, MINUTE_MS as MINUTE, SECOND_MS as SECOND, type QuickInterval } from '../../sdk/catalogues/timewindow.js';
import { serverClockOffset, subscriptionWindow, timeseriesCmd, widgetTimeWindow } from '../../elements/time-window/realtime-window.logic.js';
import { defaultTimewindow, editTimewindow, type Timewindow } from '../../elements/time-window/time-window.model.js';

/** Tuesday 24 November 2026, 04:30 UTC. */
const NOW = Date.UTC(2026, 10, 24, 4, 30);
const iso = (ms: number) => new Date(ms).toISOString();

const timewindow = (patch: (t: Timewindow) => void = () => {}) => editTimewindow(defaultTimewindow(NOW, 50000), patch);

describe('server clock offset', () => {
  it('is the server time minus the middle of the request, rounded up', () => {
    assert.equal(serverClockOffset(1000, 1200, 5000), 3900);
    assert.equal(serverClockOffset(1000, 1201, 5000), 3900);
    assert.equal(serverClockOffset(10_000, 10_040, 9_000), -1020);
    assert.equal(serverClockOffset(NOW, NOW, NOW), 0);
  });
});

describe('realtime window of a last interval', () => {
  it('starts the window length before now and asks for one point per interval', () => {
    const window = subscriptionWindow(timewindow(), { nowMs: NOW, serverLimit: 50000 });
    assert.deepEqual(window.realtime, { startTs: NOW - MINUTE, timeWindow: MINUTE, windowMs: MINUTE });
    assert.equal(window.history, null);
    assert.deepEqual(window.aggregation, { type: 'AVG', interval: SECOND, limit: 60 });
  });

  it('adds the server clock offset, aligns the start down to the interval and covers the current bucket', () => {
    const window = subscriptionWindow(timewindow(), { nowMs: NOW, serverOffsetMs: 1234, serverLimit: 50000 });
    assert.equal(window.realtime?.startTs, NOW - 59 * SECOND);
    assert.equal(window.realtime?.timeWindow, MINUTE + SECOND);
    assert.equal(window.aggregation.limit, 61);
  });

  it('aligns a day grouped by the hour to the hour', () => {
    const window = subscriptionWindow(timewindow((t) => {
      t.realtime.timewindowMs = DAY;
      t.realtime.interval = HOUR;
    }), { nowMs: NOW, serverLimit: 50000 });
    assert.equal(iso(window.realtime?.startTs ?? 0), '2026-11-23T04:00:00.000Z');
    assert.equal(window.realtime?.timeWindow, DAY + HOUR);
    assert.deepEqual(window.aggregation, { type: 'AVG', interval: HOUR, limit: 25 });
  });

  it('clamps a stored interval into the window: a day grouped by 1 s gives at most 500 points', () => {
    const window = subscriptionWindow(timewindow((t) => { t.realtime.timewindowMs = DAY; }), { nowMs: NOW });
    assert.equal(window.aggregation.interval, 173 * SECOND);
    assert.equal(window.aggregation.limit, Math.ceil((DAY + 173 * SECOND) / (173 * SECOND)));
    assert.ok(window.aggregation.limit <= 501);
  });

  it('reads raw values by the slider limit with aggregation NONE and for state data', () => {
    const none = subscriptionWindow(timewindow((t) => { t.aggregation.type = 'NONE'; }), { nowMs: NOW, serverLimit: 50000 });
    assert.deepEqual(none.aggregation, { type: 'NONE', interval: SECOND, limit: 25000 });
    const state = subscriptionWindow(timewindow(), { nowMs: NOW, serverLimit: 50000, stateData: true });
    assert.deepEqual(state.aggregation, { type: 'NONE', interval: SECOND, limit: 25000 });
    const capped = subscriptionWindow(timewindow((t) => { t.aggregation = { type: 'NONE', limit: 90000 }; }), { nowMs: NOW, serverLimit: 7 });
    assert.equal(capped.aggregation.limit, 8);
  });

  it('keeps an empty window empty', () => {
    const window = subscriptionWindow(timewindow((t) => { t.realtime.timewindowMs = 0; }), { nowMs: NOW });
    assert.deepEqual(window.realtime, { startTs: NOW, timeWindow: 0, windowMs: 0 });
    assert.equal(window.aggregation.limit, 0);
  });

  it('bounds the interval of a window beyond 7300 days', () => {
    const long = (interval: number) => subscriptionWindow(timewindow((t) => {
      t.realtime.timewindowMs = 8 * 7300 * DAY;
      t.realtime.interval = interval;
    }), { nowMs: NOW }).aggregation;
    assert.equal(long(2 * 7300 * DAY).interval, 7300 * DAY);
    assert.equal(long(SECOND).interval, (8 * 7300 * DAY) / 500);
  });
});

describe('realtime window of a quick interval', () => {
  const quick = (quickInterval: QuickInterval, timezone: string) => timewindow((t) => {
    t.realtime.realtimeType = 'INTERVAL';
    t.realtime.quickInterval = quickInterval;
    t.timezone = timezone;
  });

  it('covers the whole current period on the timewindow clock, unaligned', () => {
    const window = subscriptionWindow(quick('CURRENT_DAY_SO_FAR', 'America/New_York'), { nowMs: NOW });
    assert.equal(iso(window.realtime?.startTs ?? 0), '2026-11-23T05:00:00.000Z');
    assert.equal(window.realtime?.timeWindow, DAY);
    assert.equal(window.quickInterval, 'CURRENT_DAY_SO_FAR');
    assert.equal(window.timezone, 'America/New_York');
    assert.equal(window.aggregation.interval, 173 * SECOND);
  });

  it('uses the real length of the month and of a DST day', () => {
    assert.equal(subscriptionWindow(quick('CURRENT_MONTH', 'UTC'), { nowMs: NOW }).realtime?.timeWindow, 30 * DAY);
    const dst = subscriptionWindow(quick('CURRENT_DAY', 'Europe/Berlin'), { nowMs: Date.UTC(2026, 2, 29, 12) });
    assert.equal(dst.realtime?.timeWindow, 23 * HOUR);
    assert.equal(dst.aggregation.limit, Math.ceil((23 * HOUR) / dst.aggregation.interval));
  });

  it('reads the period at server time', () => {
    const window = subscriptionWindow(quick('CURRENT_DAY', 'UTC'), { nowMs: Date.UTC(2026, 10, 24, 23, 59, 59), serverOffsetMs: 2 * SECOND });
    assert.equal(iso(window.realtime?.startTs ?? 0), '2026-11-25T00:00:00.000Z');
  });

  it('shows the whole period in the widget time window', () => {
    const shown = widgetTimeWindow(subscriptionWindow(quick('CURRENT_DAY', 'UTC'), { nowMs: NOW }), NOW + HOUR);
    assert.deepEqual([iso(shown.minTime), iso(shown.maxTime)], ['2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z']);
  });
});

describe('history window', () => {
  it('reads a last interval up to now', () => {
    const window = subscriptionWindow(timewindow((t) => { t.selectedTab = 'HISTORY'; }), { nowMs: NOW });
    assert.deepEqual(window.history, { startTimeMs: NOW - DAY, endTimeMs: NOW });
    assert.equal(window.realtime, null);
    assert.deepEqual(window.aggregation, { type: 'AVG', interval: 173 * SECOND, limit: 500 });
  });

  it('reads a fixed period and keeps zero or reversed periods empty', () => {
    const fixed = (startTimeMs: number, endTimeMs: number) => subscriptionWindow(timewindow((t) => {
      t.selectedTab = 'HISTORY';
      t.history.historyType = 'FIXED';
      t.history.fixedTimewindow = { startTimeMs, endTimeMs };
      t.history.interval = MINUTE;
    }), { nowMs: NOW });
    assert.deepEqual(fixed(NOW - HOUR, NOW).aggregation, { type: 'AVG', interval: MINUTE, limit: 60 });
    assert.deepEqual(fixed(NOW, NOW).aggregation, { type: 'AVG', interval: SECOND, limit: 0 });
    assert.deepEqual(fixed(NOW, NOW - HOUR).aggregation, { type: 'AVG', interval: SECOND, limit: 0 });
  });

  it('reads a quick interval on the timewindow clock, a 25 hour day included', () => {
    const window = subscriptionWindow(timewindow((t) => {
      t.selectedTab = 'HISTORY';
      t.history.historyType = 'INTERVAL';
      t.history.quickInterval = 'YESTERDAY';
      t.history.interval = HOUR;
      t.timezone = 'Europe/Berlin';
    }), { nowMs: Date.UTC(2026, 9, 26, 12) });
    assert.equal(iso(window.history?.startTimeMs ?? 0), '2026-10-24T22:00:00.000Z');
    assert.equal(window.quickInterval, 'YESTERDAY');
    assert.deepEqual(window.aggregation, { type: 'AVG', interval: HOUR, limit: 25 });
  });
});

describe('widget time window', () => {
  it('slides a live window with the server clock and keeps its start on the interval', () => {
    const window = subscriptionWindow(timewindow(), { nowMs: NOW, serverOffsetMs: 1234 });
    const later = widgetTimeWindow(window, NOW + 10_500, 1234);
    assert.deepEqual(later, { minTime: NOW - 49 * SECOND, maxTime: NOW + 11_734, interval: SECOND, timezone: null, stDiff: 1234 });
  });

  it('shows a history period as it is', () => {
    const history = subscriptionWindow(timewindow((t) => { t.selectedTab = 'HISTORY'; }), { nowMs: NOW });
    assert.deepEqual(widgetTimeWindow(history, NOW + HOUR), { minTime: NOW - DAY, maxTime: NOW, interval: 173 * SECOND, timezone: null, stDiff: 0 });
  });
});

describe('timeseries commands', () => {
  it('asks a live window with tsCmd', () => {
    const window = subscriptionWindow(timewindow(), { nowMs: NOW, serverLimit: 50000 });
    assert.deepEqual(timeseriesCmd(window, ['temperature']), {
      tsCmd: { keys: ['temperature'], startTs: NOW - 60_000, timeWindow: 60_000, interval: 1000, limit: 60, agg: 'AVG', fetchLatestPreviousPoint: false },
    });
  });

  it('asks a history period with historyCmd', () => {
    const window = subscriptionWindow(timewindow((t) => {
      t.selectedTab = 'HISTORY';
      t.aggregation = { type: 'NONE', limit: 100 };
    }), { nowMs: NOW, serverLimit: 50000 });
    assert.deepEqual(timeseriesCmd(window, ['a', 'b'], true), {
      historyCmd: { keys: ['a', 'b'], startTs: NOW - 86_400_000, endTs: NOW, interval: 1000, limit: 100, agg: 'NONE', fetchLatestPreviousPoint: true },
    });
  });
});
