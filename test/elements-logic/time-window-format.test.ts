import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DAY_MS as DAY, HOUR_MS as HOUR, MINUTE_MS as MINUTE, QUICK_INTERVALS, SECOND_MS as SECOND } from '../../sdk/catalogues/timewindow.js';
import {
  aggregationLabel,
  formatDateTime,
  intervalLabel,
  quickIntervalLabel,
  timewindowLabel,
  timewindowTimezoneAbbr,
} from '../../elements/time-window/format.logic.js';
import { defaultTimewindow, editTimewindow, type Timewindow } from '../../elements/time-window/time-window.model.js';

const NOW = Date.UTC(2026, 10, 24, 4, 30);

const timewindow = (patch: (t: Timewindow) => void = () => {}) => editTimewindow(defaultTimewindow(NOW), patch);

describe('interval labels', () => {
  it('names each non-zero unit with its count', () => {
    assert.deepEqual(intervalLabel(MINUTE), [{ key: 'timeinterval.minutes', params: { minutes: 1 } }]);
    assert.deepEqual(intervalLabel(12 * HOUR), [{ key: 'timeinterval.hours', params: { hours: 12 } }]);
    assert.deepEqual(intervalLabel(30 * DAY), [{ key: 'timeinterval.days', params: { days: 30 } }]);
    assert.deepEqual(intervalLabel(DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND), [
      { key: 'timeinterval.days', params: { days: 1 } },
      { key: 'timeinterval.hours', params: { hours: 2 } },
      { key: 'timeinterval.minutes', params: { minutes: 3 } },
      { key: 'timeinterval.seconds', params: { seconds: 4 } },
    ]);
  });

  it('falls back to milliseconds under a second and for empty intervals', () => {
    assert.deepEqual(intervalLabel(500), [{ key: 'timeinterval.milliseconds', params: { milliseconds: 500 } }]);
    assert.deepEqual(intervalLabel(0), [{ key: 'timeinterval.milliseconds', params: { milliseconds: 0 } }]);
    assert.deepEqual(intervalLabel(-5), [{ key: 'timeinterval.milliseconds', params: { milliseconds: 0 } }]);
  });

  it('names quick intervals and aggregation functions by message key', () => {
    assert.deepEqual(quickIntervalLabel('CURRENT_WEEK_ISO_SO_FAR'), { key: 'timeinterval.predefined.current-week-iso-so-far' });
    assert.deepEqual(quickIntervalLabel('YESTERDAY'), { key: 'timeinterval.predefined.yesterday' });
    assert.equal(new Set(QUICK_INTERVALS.map((q) => quickIntervalLabel(q).key)).size, 18);
    assert.deepEqual(aggregationLabel('COUNT'), { key: 'aggregation.count' });
  });
});

describe('date display', () => {
  it('formats as yyyy-MM-dd HH:mm:ss on the zone clock', () => {
    assert.equal(formatDateTime(NOW, 'UTC'), '2026-11-24 04:30:00');
    assert.equal(formatDateTime(NOW, 'America/New_York'), '2026-11-23 23:30:00');
    assert.equal(formatDateTime(Date.UTC(2026, 0, 2, 3, 4, 5), 'Asia/Kolkata'), '2026-01-02 08:34:05');
  });
});

describe('timewindow label', () => {
  it('shows a realtime last interval', () => {
    assert.deepEqual(timewindowLabel(timewindow()), [
      { key: 'timewindow.realtime' },
      { key: 'timewindow.last-prefix' },
      { key: 'timeinterval.minutes', params: { minutes: 1 } },
    ]);
  });

  it('shows a realtime quick interval', () => {
    const value = timewindow((t) => {
      t.realtime.realtimeType = 'INTERVAL';
      t.realtime.quickInterval = 'CURRENT_HOUR';
    });
    assert.deepEqual(timewindowLabel(value), [{ key: 'timewindow.realtime' }, { key: 'timeinterval.predefined.current-hour' }]);
  });

  it('shows a history last interval and a history quick interval', () => {
    assert.deepEqual(timewindowLabel(timewindow((t) => { t.selectedTab = 'HISTORY'; })), [
      { key: 'timewindow.history' },
      { key: 'timewindow.last-prefix' },
      { key: 'timeinterval.days', params: { days: 1 } },
    ]);
    const quick = timewindow((t) => {
      t.selectedTab = 'HISTORY';
      t.history.historyType = 'INTERVAL';
      t.history.quickInterval = 'PREVIOUS_MONTH';
    });
    assert.deepEqual(timewindowLabel(quick), [{ key: 'timewindow.history' }, { key: 'timeinterval.predefined.previous-month' }]);
  });

  it('shows a fixed period on the timewindow clock', () => {
    const value = timewindow((t) => {
      t.selectedTab = 'HISTORY';
      t.history.historyType = 'FIXED';
      t.timezone = 'Europe/Berlin';
    });
    assert.deepEqual(timewindowLabel(value), [
      { key: 'timewindow.history' },
      { key: 'timewindow.period', params: { startTime: '2026-11-23 05:30:00', endTime: '2026-11-24 05:30:00' } },
    ]);
  });

  it('adds the zone abbreviation only for a shown, chosen zone', () => {
    assert.equal(timewindowTimezoneAbbr(timewindow(), NOW), '');
    assert.equal(timewindowTimezoneAbbr(timewindow((t) => { t.timezone = 'America/New_York'; }), NOW), 'EST');
    assert.equal(timewindowTimezoneAbbr(timewindow((t) => {
      t.timezone = 'America/New_York';
      t.hideTimezone = true;
    }), NOW), '');
  });
});
