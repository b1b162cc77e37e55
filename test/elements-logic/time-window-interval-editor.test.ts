import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DAY_MS as DAY, HOUR_MS as HOUR, MINUTE_MS as MINUTE, SECOND_MS as SECOND } from '../../sdk/catalogues/timewindow.js';
import { editorInterval, editorStartInterval, joinInterval, normalizeIntervalFields, splitInterval } from '../../elements/time-window/time-interval.logic.js';

const fields = (days: number, hours: number, minutes: number, seconds: number) => ({ days, hours, minutes, seconds });

describe('advanced interval fields', () => {
  it('splits an interval into days, hours, minutes and seconds of 86400, 3600 and 60 seconds', () => {
    assert.deepEqual(splitInterval(90_061_000), fields(1, 1, 1, 1));
    assert.deepEqual(splitInterval(86_400_000), fields(1, 0, 0, 0));
    assert.deepEqual(splitInterval(3_600_000), fields(0, 1, 0, 0));
    assert.deepEqual(splitInterval(60_000), fields(0, 0, 1, 0));
    assert.deepEqual(splitInterval(1_500), fields(0, 0, 0, 1));
  });

  it('splits nothing out of zero, negative or NaN intervals', () => {
    assert.deepEqual(splitInterval(0), fields(0, 0, 0, 0));
    assert.deepEqual(splitInterval(-MINUTE), fields(0, 0, 0, 0));
    assert.deepEqual(splitInterval(Number.NaN), fields(0, 0, 0, 0));
  });

  it('joins fields back into milliseconds', () => {
    assert.equal(joinInterval(fields(1, 1, 1, 1)), DAY + HOUR + MINUTE + SECOND);
    assert.equal(joinInterval(fields(0, 0, 0, 0)), 0);
    assert.equal(joinInterval(fields(Number.NaN, 0, 2, 0)), 2 * MINUTE);
  });

  it('rolls 60 seconds into minutes, 60 minutes into hours and 24 hours into days', () => {
    assert.deepEqual(normalizeIntervalFields(fields(0, 0, 0, 60)), fields(0, 0, 1, 0));
    assert.deepEqual(normalizeIntervalFields(fields(0, 0, 59, 125)), fields(0, 1, 1, 5));
    assert.deepEqual(normalizeIntervalFields(fields(0, 23, 60, 0)), fields(1, 0, 0, 0));
    assert.deepEqual(normalizeIntervalFields(fields(0, 48, 0, 0)), fields(2, 0, 0, 0));
  });

  it('borrows a negative value from the larger units', () => {
    assert.deepEqual(normalizeIntervalFields(fields(0, 1, -1, 0)), fields(0, 0, 59, 0));
    assert.deepEqual(normalizeIntervalFields(fields(0, 0, 5, -10)), fields(0, 0, 4, 50));
    assert.deepEqual(normalizeIntervalFields(fields(1, 0, 0, -1)), fields(0, 23, 59, 59));
    assert.deepEqual(normalizeIntervalFields(fields(0, 2, 0, -3600)), fields(0, 1, 0, 0));
  });

  it('sets a negative value to 0 when the larger units cannot cover it', () => {
    assert.deepEqual(normalizeIntervalFields(fields(0, 0, -5, 30)), fields(0, 0, 0, 30));
    assert.deepEqual(normalizeIntervalFields(fields(0, 0, 1, -120)), fields(0, 0, 1, 0));
    assert.deepEqual(normalizeIntervalFields(fields(-1, 3, 0, 0)), fields(0, 3, 0, 0));
  });

  it('treats NaN as 0 and drops fractions', () => {
    assert.deepEqual(normalizeIntervalFields(fields(Number.NaN, 1.7, Number.NaN, 2)), fields(0, 1, 0, 2));
  });
});

describe('interval editor value', () => {
  it('opens with the default 1 minute when it has no value', () => {
    assert.equal(editorStartInterval(undefined), 60_000);
    assert.equal(editorStartInterval(0), 60_000);
    assert.equal(editorStartInterval(-5), 60_000);
    assert.equal(editorStartInterval(5 * SECOND), 5 * SECOND);
  });

  it('reports none for 0, NaN or an empty value', () => {
    assert.equal(editorInterval(0, SECOND, DAY, 'advanced'), null);
    assert.equal(editorInterval(Number.NaN, SECOND, DAY, 'simple'), null);
    assert.equal(editorInterval(null, SECOND, DAY, 'simple'), null);
    assert.equal(editorInterval(undefined, SECOND, DAY, 'advanced'), null);
  });

  it('clamps to the bounded minimum and maximum in advanced mode', () => {
    assert.equal(editorInterval(90_061_000, SECOND, 7 * DAY, 'advanced'), 90_061_000);
    assert.equal(editorInterval(500, SECOND, DAY, 'advanced'), SECOND);
    assert.equal(editorInterval(30 * DAY, SECOND, DAY, 'advanced'), DAY);
    assert.equal(editorInterval(MINUTE, 1500, DAY, 'advanced'), MINUTE);
    assert.equal(editorInterval(SECOND, 1500, DAY, 'advanced'), 2 * SECOND);
    assert.equal(editorInterval(10_000 * DAY, SECOND, 9000 * DAY, 'advanced'), 7300 * DAY);
  });

  it('snaps to the nearest predefined interval in simple mode', () => {
    assert.equal(editorInterval(40 * SECOND, SECOND, DAY, 'simple'), 30 * SECOND);
    assert.equal(editorInterval(50 * SECOND, SECOND, DAY, 'simple'), MINUTE);
    assert.equal(editorInterval(11 * HOUR, SECOND, DAY, 'simple'), 10 * HOUR);
    assert.equal(editorInterval(3 * DAY, SECOND, 30 * DAY, 'simple'), DAY);
    assert.equal(editorInterval(90 * DAY, SECOND, 30 * DAY, 'simple'), 30 * DAY);
  });

  it('keeps the bounded value when no predefined interval lies between the bounds', () => {
    assert.equal(editorInterval(40 * DAY, 40 * DAY, 50 * DAY, 'simple'), 40 * DAY);
  });
});
