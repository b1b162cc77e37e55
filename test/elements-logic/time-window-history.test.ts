import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DAY_MS as DAY, HOUR_MS as HOUR, MINUTE_MS as MINUTE, QUICK_INTERVALS, type QuickInterval } from '../../sdk/catalogues/timewindow.js';
import { historyPeriod, isSoFarInterval, quickIntervalPeriod } from '../../elements/time-window/history.logic.js';
import { defaultTimewindow } from '../../elements/time-window/time-window.model.js';
import { comparisonPeriod, isValidCustomShift, type ComparisonShift } from '../../elements/time-window/comparison.logic.js';

/** Tuesday 24 November 2026, 04:30 UTC. */
const NOW = Date.UTC(2026, 10, 24, 4, 30);
const iso = (ms: number) => new Date(ms).toISOString();

function period(q: QuickInterval, now = NOW, zone: string | null = 'UTC', options = {}) {
  const { startTimeMs, endTimeMs } = quickIntervalPeriod(q, now, zone, options);
  return [iso(startTimeMs), iso(endTimeMs)];
}

describe('quick intervals on the UTC calendar', () => {
  it('covers whole days back from today', () => {
    assert.deepEqual(period('CURRENT_DAY'), ['2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z']);
    assert.deepEqual(period('YESTERDAY'), ['2026-11-23T00:00:00.000Z', '2026-11-24T00:00:00.000Z']);
    assert.deepEqual(period('DAY_BEFORE_YESTERDAY'), ['2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z']);
    assert.deepEqual(period('THIS_DAY_LAST_WEEK'), ['2026-11-17T00:00:00.000Z', '2026-11-18T00:00:00.000Z']);
  });

  it('covers the current hour', () => {
    assert.deepEqual(period('CURRENT_HOUR'), ['2026-11-24T04:00:00.000Z', '2026-11-24T05:00:00.000Z']);
    assert.deepEqual(period('CURRENT_HOUR', NOW + 29 * MINUTE + 59_999), ['2026-11-24T04:00:00.000Z', '2026-11-24T05:00:00.000Z']);
  });

  it('starts weeks on Sunday, ISO weeks on Monday', () => {
    assert.deepEqual(period('CURRENT_WEEK'), ['2026-11-22T00:00:00.000Z', '2026-11-29T00:00:00.000Z']);
    assert.deepEqual(period('CURRENT_WEEK_ISO'), ['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
    assert.deepEqual(period('PREVIOUS_WEEK'), ['2026-11-15T00:00:00.000Z', '2026-11-22T00:00:00.000Z']);
    assert.deepEqual(period('PREVIOUS_WEEK_ISO'), ['2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z']);
    assert.deepEqual(period('CURRENT_WEEK', NOW, 'UTC', { weekStartsOn: 6 }), ['2026-11-21T00:00:00.000Z', '2026-11-28T00:00:00.000Z']);
    const sunday = Date.UTC(2026, 10, 22, 12);
    assert.deepEqual(period('CURRENT_WEEK', sunday), ['2026-11-22T00:00:00.000Z', '2026-11-29T00:00:00.000Z']);
    assert.deepEqual(period('CURRENT_WEEK_ISO', sunday), ['2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z']);
  });

  it('covers calendar months and years, across a year boundary', () => {
    assert.deepEqual(period('CURRENT_MONTH'), ['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z']);
    assert.deepEqual(period('PREVIOUS_MONTH'), ['2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z']);
    assert.deepEqual(period('CURRENT_YEAR'), ['2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    assert.deepEqual(period('PREVIOUS_YEAR'), ['2025-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
    const january = Date.UTC(2026, 0, 1, 0, 0, 0, 1);
    assert.deepEqual(period('PREVIOUS_MONTH', january), ['2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
    assert.deepEqual(period('YESTERDAY', january), ['2025-12-31T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
    assert.deepEqual(period('PREVIOUS_MONTH', Date.UTC(2028, 2, 10)), ['2028-02-01T00:00:00.000Z', '2028-03-01T00:00:00.000Z']);
  });

  it('ends "so far" intervals now, or at the end of the period for a realtime window', () => {
    for (const q of QUICK_INTERVALS.filter(isSoFarInterval)) {
      assert.equal(quickIntervalPeriod(q, NOW, 'UTC').endTimeMs, NOW, q);
      assert.ok(quickIntervalPeriod(q, NOW, 'UTC', { wholePeriod: true }).endTimeMs > NOW, q);
    }
    assert.deepEqual(QUICK_INTERVALS.filter(isSoFarInterval), [
      'CURRENT_DAY_SO_FAR', 'CURRENT_WEEK_SO_FAR', 'CURRENT_WEEK_ISO_SO_FAR', 'CURRENT_MONTH_SO_FAR', 'CURRENT_YEAR_SO_FAR',
    ]);
    assert.deepEqual(period('CURRENT_DAY_SO_FAR'), ['2026-11-24T00:00:00.000Z', '2026-11-24T04:30:00.000Z']);
  });

  it('starts every period no later than now, and past periods end no later than now', () => {
    for (const q of QUICK_INTERVALS) {
      const { startTimeMs, endTimeMs } = quickIntervalPeriod(q, NOW, 'UTC');
      assert.ok(startTimeMs <= NOW && startTimeMs < endTimeMs, q);
      if (!q.startsWith('CURRENT_')) assert.ok(endTimeMs <= NOW, q);
    }
  });
});

describe('quick intervals in other zones', () => {
  it('follows the local midnight of a zone west of UTC', () => {
    // 04:30 UTC is 23:30 on Monday 23 November in New York (UTC-5).
    assert.deepEqual(period('CURRENT_DAY', NOW, 'America/New_York'), ['2026-11-23T05:00:00.000Z', '2026-11-24T05:00:00.000Z']);
    assert.deepEqual(period('CURRENT_WEEK_ISO', NOW, 'America/New_York'), ['2026-11-23T05:00:00.000Z', '2026-11-30T05:00:00.000Z']);
  });

  it('follows half-hour offsets', () => {
    // 04:30 UTC is 10:00 in Kolkata (UTC+5:30).
    assert.deepEqual(period('CURRENT_DAY', NOW, 'Asia/Kolkata'), ['2026-11-23T18:30:00.000Z', '2026-11-24T18:30:00.000Z']);
    assert.deepEqual(period('CURRENT_HOUR', NOW, 'Asia/Kolkata'), ['2026-11-24T04:30:00.000Z', '2026-11-24T05:30:00.000Z']);
  });

  it('gives a spring-forward day 23 hours and a fall-back day 25 hours', () => {
    const spring = quickIntervalPeriod('CURRENT_DAY', Date.UTC(2026, 2, 29, 12), 'Europe/Berlin');
    assert.equal(iso(spring.startTimeMs), '2026-03-28T23:00:00.000Z');
    assert.equal(spring.endTimeMs - spring.startTimeMs, 23 * HOUR);
    const autumn = quickIntervalPeriod('CURRENT_DAY', Date.UTC(2026, 9, 25, 12), 'Europe/Berlin');
    assert.equal(iso(autumn.startTimeMs), '2026-10-24T22:00:00.000Z');
    assert.equal(autumn.endTimeMs - autumn.startTimeMs, 25 * HOUR);
    const yesterday = quickIntervalPeriod('YESTERDAY', Date.UTC(2026, 9, 26, 12), 'Europe/Berlin');
    assert.equal(yesterday.endTimeMs - yesterday.startTimeMs, 25 * HOUR);
  });

  it('gives a week with a DST change 167 hours', () => {
    const week = quickIntervalPeriod('CURRENT_WEEK', Date.UTC(2026, 2, 10, 12), 'America/New_York');
    assert.deepEqual([iso(week.startTimeMs), iso(week.endTimeMs)], ['2026-03-08T05:00:00.000Z', '2026-03-15T04:00:00.000Z']);
    assert.equal(week.endTimeMs - week.startTimeMs, 7 * DAY - HOUR);
  });

  it('takes the repeated hour of a fall-back night as its own hour', () => {
    // 01:30 UTC on 25 October 2026 is the second 02:30 in Berlin (CET).
    assert.deepEqual(period('CURRENT_HOUR', Date.UTC(2026, 9, 25, 1, 30), 'Europe/Berlin'), ['2026-10-25T01:00:00.000Z', '2026-10-25T02:00:00.000Z']);
  });

  it('starts a day at the first valid instant when midnight is skipped', () => {
    // Santiago moves from 00:00 to 01:00 on 6 September 2026.
    const day = quickIntervalPeriod('CURRENT_DAY', Date.UTC(2026, 8, 6, 15), 'America/Santiago');
    assert.equal(iso(day.startTimeMs), '2026-09-06T04:00:00.000Z');
    assert.equal(day.endTimeMs - day.startTimeMs, 23 * HOUR);
  });
});

describe('history period', () => {
  const { history } = defaultTimewindow(NOW);

  it('ends a last interval now', () => {
    assert.deepEqual(historyPeriod(history, NOW, null), { startTimeMs: NOW - DAY, endTimeMs: NOW });
    assert.deepEqual(historyPeriod({ ...history, timewindowMs: 0 }, NOW, null), { startTimeMs: NOW, endTimeMs: NOW });
  });

  it('keeps a fixed period as stored', () => {
    const fixedTimewindow = { startTimeMs: 1_667_300_000_000, endTimeMs: 1_667_303_600_000 };
    const result = historyPeriod({ ...history, historyType: 'FIXED', fixedTimewindow }, NOW, 'Europe/Berlin');
    assert.deepEqual(result, fixedTimewindow);
    assert.notEqual(result, fixedTimewindow);
  });

  it('reads a quick interval on the timewindow zone', () => {
    const result = historyPeriod({ ...history, historyType: 'INTERVAL', quickInterval: 'YESTERDAY' }, NOW, 'America/New_York');
    assert.deepEqual([iso(result.startTimeMs), iso(result.endTimeMs)], ['2026-11-22T05:00:00.000Z', '2026-11-23T05:00:00.000Z']);
  });
});

describe('comparison period', () => {
  const day = { startTimeMs: Date.UTC(2026, 2, 31), endTimeMs: Date.UTC(2026, 3, 1) };
  const shifted = (shift: ComparisonShift, zone: string | null = 'UTC', custom?: number) => {
    const result = comparisonPeriod(day, shift, zone, custom);
    return result && [iso(result.startTimeMs), iso(result.endTimeMs)];
  };

  it('lies one period length before for the previous interval', () => {
    assert.deepEqual(shifted('previousInterval'), ['2026-03-30T00:00:00.000Z', '2026-03-31T00:00:00.000Z']);
  });

  it('lies one day, week, month or year earlier on the calendar', () => {
    assert.deepEqual(shifted('days'), ['2026-03-30T00:00:00.000Z', '2026-03-31T00:00:00.000Z']);
    assert.deepEqual(shifted('weeks'), ['2026-03-24T00:00:00.000Z', '2026-03-25T00:00:00.000Z']);
    assert.deepEqual(shifted('months'), ['2026-02-28T00:00:00.000Z', '2026-03-01T00:00:00.000Z']);
    assert.deepEqual(shifted('years'), ['2025-03-31T00:00:00.000Z', '2025-04-01T00:00:00.000Z']);
  });

  it('keeps local midnight across a DST change', () => {
    const berlinDay = quickIntervalPeriod('CURRENT_DAY', Date.UTC(2026, 2, 30, 12), 'Europe/Berlin');
    const result = comparisonPeriod(berlinDay, 'days', 'Europe/Berlin');
    assert.deepEqual(result && [iso(result.startTimeMs), iso(result.endTimeMs)], ['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
  });

  it('needs a finite positive custom shift', () => {
    assert.deepEqual(shifted('customInterval', 'UTC', 2 * HOUR), ['2026-03-30T22:00:00.000Z', '2026-03-31T22:00:00.000Z']);
    for (const bad of [0, -HOUR, Number.NaN, Infinity, undefined]) assert.equal(shifted('customInterval', 'UTC', bad), null, String(bad));
    assert.equal(isValidCustomShift('3600000'), false);
  });
});
