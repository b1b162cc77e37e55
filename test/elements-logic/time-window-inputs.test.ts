import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DAY_MS as DAY, HOUR_MS as HOUR, MINUTE_MS as MINUTE, SECOND_MS as SECOND } from '../../sdk/catalogues/timewindow.js';
import { fromDatetimeInput, toDatetimeInput } from '../../elements/time-window/datetime-period.logic.js';
import { editorModeFor, editorPresets } from '../../elements/time-window/time-interval.logic.js';

describe('datetime-local values', () => {
  const ts = Date.UTC(2024, 2, 31, 0, 30, 5);

  it('shows an instant on the zone clock with seconds', () => {
    assert.equal(toDatetimeInput(ts, 'UTC'), '2024-03-31T00:30:05');
    assert.equal(toDatetimeInput(ts, 'Europe/Berlin'), '2024-03-31T01:30:05');
    assert.equal(toDatetimeInput(ts, 'Asia/Tehran'), '2024-03-31T04:00:05');
  });

  it('reads a typed value back on the same clock, seconds optional', () => {
    assert.equal(fromDatetimeInput('2024-03-31T01:30:05', 'Europe/Berlin'), ts);
    assert.equal(fromDatetimeInput('2024-03-31T00:30', 'UTC'), ts - 5 * SECOND);
    for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata']) assert.equal(fromDatetimeInput(toDatetimeInput(ts, zone), zone), ts);
  });

  it('answers null for an empty or partial value', () => {
    assert.equal(fromDatetimeInput('', 'UTC'), null);
    assert.equal(fromDatetimeInput('2024-03-31', 'UTC'), null);
  });
});

describe('interval editor modes and presets', () => {
  it('opens in simple mode for a predefined interval or none, advanced otherwise', () => {
    assert.equal(editorModeFor(5 * MINUTE, SECOND, DAY), 'simple');
    assert.equal(editorModeFor(null, SECOND, DAY), 'simple');
    assert.equal(editorModeFor(90 * SECOND, SECOND, DAY), 'advanced');
    assert.equal(editorModeFor(30 * DAY, SECOND, DAY), 'advanced', 'a preset outside the bounds is not offered');
  });

  it('offers the presets between a window/500 and window/7: a day window gives 3 min … 3 h 25 min', () => {
    assert.deepEqual(editorPresets(DAY / 500, DAY / 7), [5 * MINUTE, 10 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR]);
  });

  it('offers the lower bound itself when no preset lies between the bounds', () => {
    assert.deepEqual(editorPresets(61 * SECOND, 119 * SECOND), [61 * SECOND]);
  });
});
