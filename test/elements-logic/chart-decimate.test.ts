import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { alignSeries, decimateMinMax, lowerBound, POINTS_PER_COLUMN, upperBound } from '../../elements/dashboard/widgets/charts/decimate.logic.js';

/** A series of `n` points one ms apart starting at 0, values from `value(i)`. */
const series = (n: number, value: (i: number) => number) => ({
  ts: Array.from({ length: n }, (_, i) => i),
  values: Array.from({ length: n }, (_, i) => value(i)),
});

describe('min/max decimation', () => {
  it('keeps a series that fits in five points per column unchanged', () => {
    const s = series(50, (i) => i);
    assert.equal(decimateMinMax(s, { startTs: 0, endTs: 50 }, 10), s);
    assert.equal(POINTS_PER_COLUMN, 5);
  });

  it('keeps the first, lowest, highest and last point of each column in time order', () => {
    // 100 points over 2 columns of 50 ms: column 0 holds 0..49, column 1 holds 50..99.
    const s = series(100, (i) => (i === 10 ? -5 : i === 30 ? 99 : i === 70 ? 500 : i === 80 ? -1 : 1));
    const d = decimateMinMax(s, { startTs: 0, endTs: 100 }, 2);
    assert.deepEqual(d.ts, [0, 10, 30, 49, 50, 70, 80, 99]);
    assert.deepEqual(d.values, [1, -5, 99, 1, 1, 500, -1, 1]);
  });

  it('keeps a NaN of a column as a gap between its numbers', () => {
    const s = series(100, (i) => (i >= 20 && i < 25 ? NaN : i));
    const d = decimateMinMax(s, { startTs: 0, endTs: 100 }, 2);
    assert.deepEqual(d.ts, [0, 20, 49, 50, 99]);
    assert.deepEqual(d.values, [0, NaN, 49, 50, 99]);
  });

  it('keeps a column of NaN only as one gap', () => {
    const s = series(100, (i) => (i < 50 ? NaN : 2));
    const d = decimateMinMax(s, { startTs: 0, endTs: 100 }, 2);
    assert.deepEqual(d.ts, [0, 50, 99]);
    assert.deepEqual(d.values, [NaN, 2, 2]);
  });

  it('keeps the last point before the window and the first after it', () => {
    const s = series(200, (i) => i % 7);
    const d = decimateMinMax(s, { startTs: 50, endTs: 149 }, 1);
    assert.equal(d.ts[0], 49);
    assert.equal(d.ts.at(-1), 150);
    // 50 % 7 = 1 first, 55 % 7 = 6 highest, 56 % 7 = 0 lowest, 149 % 7 = 2 last.
    assert.deepEqual(d.ts.slice(1, -1), [50, 55, 56, 149]);
    assert.deepEqual(d.values.slice(1, -1), [1, 6, 0, 2]);
  });

  it('bounds 1,000,000 points to five per column of a 1,000 px chart', () => {
    const s = series(1_000_000, (i) => Math.sin(i / 1000) + (i % 997 === 0 ? 3 : 0));
    const d = decimateMinMax(s, { startTs: 0, endTs: 1_000_000 }, 1000);
    assert.ok(d.ts.length <= 1000 * POINTS_PER_COLUMN, `${d.ts.length} points`);
    assert.ok(d.ts.length >= 1000 * 2);
    const extremes = (values: number[]) => values.reduce<[number, number]>(([lo, hi], v) => [Math.min(lo, v), Math.max(hi, v)], [Infinity, -Infinity]);
    assert.deepEqual(extremes(d.values), extremes(s.values));
    assert.equal(d.ts[0], 0);
    assert.equal(d.ts.at(-1), 999_999);
  });

  it('finds the bounds of a value in ascending timestamps', () => {
    assert.equal(lowerBound([1, 2, 2, 3], 2), 1);
    assert.equal(upperBound([1, 2, 2, 3], 2), 3);
    assert.equal(lowerBound([1, 2], 5), 2);
    assert.equal(upperBound([1, 2], 0), 0);
  });
});

describe('aligning series on one time axis', () => {
  it('joins the timestamps, missing points as undefined and gaps as null widened to the neighbouring points', () => {
    const aligned = alignSeries([
      { ts: [1, 4, 7], values: [10, NaN, 70] },
      { ts: [2, 3, 4, 5, 6], values: [20, 30, 40, 50, 60] },
    ]);
    assert.deepEqual(aligned, [
      [1, 2, 3, 4, 5, 6, 7],
      [10, null, null, null, null, null, 70],
      [undefined, 20, 30, 40, 50, 60, undefined],
    ]);
  });

  it('uses the timestamps of a single series as they are', () => {
    const ts = [1, 2];
    const aligned = alignSeries([{ ts, values: [NaN, 4] }]);
    assert.equal(aligned[0], ts);
    assert.deepEqual(aligned[1], [null, 4]);
  });
});
