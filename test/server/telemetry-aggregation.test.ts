import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  aggregatePoints, bucketStamp, checkIntervals, DEFAULT_LIMIT, effectiveEnd, MAX_INTERVALS, MIN_COUNTED_INTERVAL,
  selectPoints, TooManyIntervalsError, type TsPoint,
} from '../../server/telemetry/aggregation.js';
import type { KvValue } from '../../server/telemetry/values.js';

const long = (n: number): KvValue => ({ type: 'LONG', value: BigInt(n) });
const dbl = (n: number): KvValue => ({ type: 'DOUBLE', value: n });
const str = (s: string): KvValue => ({ type: 'STRING', value: s });
const pts = (...list: Array<[number, KvValue]>): TsPoint[] => list.map(([ts, value]) => ({ ts, value }));

test('pins the limits: at most 700 buckets, 100 points by default, intervals counted as at least 1 s', () => {
  assert.equal(MAX_INTERVALS, 700);
  assert.equal(DEFAULT_LIMIT, 100);
  assert.equal(MIN_COUNTED_INTERVAL, 1000);
});

test('accepts exactly 700 buckets and rejects 701', () => {
  assert.doesNotThrow(() => checkIntervals({ startTs: 0, endTs: 700 * 60_000, interval: 60_000 }));
  assert.throws(() => checkIntervals({ startTs: 0, endTs: 701 * 60_000, interval: 60_000 }), (err: unknown) =>
    err instanceof TooManyIntervalsError && err.count === 701 && /700/.test(err.message));
});

test('counts intervals shorter than one second as one second', () => {
  assert.doesNotThrow(() => checkIntervals({ startTs: 0, endTs: 700_000, interval: 10 }));
  assert.throws(() => checkIntervals({ startTs: 0, endTs: 701_000, interval: 10 }), TooManyIntervalsError);
});

test('rejects a zero or negative interval and a range ending before it starts', () => {
  assert.throws(() => checkIntervals({ startTs: 0, endTs: 1000, interval: 0 }), RangeError);
  assert.throws(() => checkIntervals({ startTs: 5000, endTs: 1000, interval: 1000 }), TooManyIntervalsError);
});

test('stamps each bucket at its middle, the last bucket cut at endTs', () => {
  const q = { startTs: 0, endTs: 10_000, interval: 3000 };
  assert.deepEqual([0, 1, 2, 3].map((i) => bucketStamp(q, i)), [1500, 4500, 7500, 9500]);
  assert.equal(bucketStamp({ startTs: 1000, endTs: 2001, interval: 1000 }, 0), 1500);
  assert.equal(bucketStamp({ startTs: 0, endTs: 3, interval: 2 }, 1), 2);
});

test('buckets start at startTs, include their start and exclude their end, and empty ones are omitted', () => {
  const q = { startTs: 1000, endTs: 7000, interval: 2000 };
  const out = aggregatePoints(pts([999, long(100)], [1000, long(1)], [2999, long(3)], [3000, long(50)], [7000, long(100)]), q, 'SUM');
  assert.deepEqual(out, [{ ts: 2000, value: long(4) }, { ts: 4000, value: long(50) }]);
});

test('AVG is a double over longs and doubles together', () => {
  const q = { startTs: 0, endTs: 4000, interval: 2000 };
  assert.deepEqual(aggregatePoints(pts([0, long(1)], [1, long(2)], [2000, long(2)], [2001, dbl(3)]), q, 'AVG'),
    [{ ts: 1000, value: dbl(1.5) }, { ts: 3000, value: dbl(2.5) }]);
});

test('SUM stays a long over longs and becomes a double with any double', () => {
  const q = { startTs: 0, endTs: 4000, interval: 2000 };
  assert.deepEqual(aggregatePoints(pts([0, long(1)], [1, long(2)], [2000, long(2)], [2001, dbl(0.5)]), q, 'SUM'),
    [{ ts: 1000, value: long(3) }, { ts: 3000, value: dbl(2.5) }]);
});

test('MIN and MAX compare longs and doubles as numbers, and strings when no number is present', () => {
  const q = { startTs: 0, endTs: 4000, interval: 2000 };
  const data = pts([0, long(5)], [1, dbl(2.5)], [2, str('zzz')], [2000, str('b')], [2001, str('a')]);
  assert.deepEqual(aggregatePoints(data, q, 'MIN'), [{ ts: 1000, value: dbl(2.5) }, { ts: 3000, value: str('a') }]);
  assert.deepEqual(aggregatePoints(data, q, 'MAX'), [{ ts: 1000, value: dbl(5) }, { ts: 3000, value: str('b') }]);
  assert.deepEqual(aggregatePoints(pts([0, long(5)], [1, long(7)]), q, 'MAX'), [{ ts: 1000, value: long(7) }]);
});

test('COUNT counts values of every type while AVG and SUM skip buckets without numbers', () => {
  const q = { startTs: 0, endTs: 4000, interval: 2000 };
  const data = pts([0, long(1)], [1, { type: 'BOOLEAN', value: true }], [2, { type: 'JSON', value: '{}' }], [2000, str('x')]);
  assert.deepEqual(aggregatePoints(data, q, 'COUNT'), [{ ts: 1000, value: long(3) }, { ts: 3000, value: long(1) }]);
  assert.deepEqual(aggregatePoints(data, q, 'AVG'), [{ ts: 1000, value: dbl(1) }]);
  assert.deepEqual(aggregatePoints(data, q, 'SUM'), [{ ts: 1000, value: long(1) }]);
});

test('a range ending at its start still covers one millisecond', () => {
  assert.equal(effectiveEnd({ startTs: 10, endTs: 10 }), 11);
  assert.deepEqual(aggregatePoints(pts([10, long(4)]), { startTs: 10, endTs: 10, interval: 1000 }, 'COUNT'), [{ ts: 10, value: long(1) }]);
});

test('raw reads answer newest first, at most the limit, within [startTs, endTs)', () => {
  const data = pts(...Array.from({ length: 150 }, (_, i): [number, KvValue] => [i * 10, long(i)]));
  const newest = selectPoints(data, { startTs: 0, endTs: 1500 }, DEFAULT_LIMIT, 'DESC');
  assert.equal(newest.length, 100);
  assert.deepEqual([newest[0]!.ts, newest[99]!.ts], [1490, 500]);
  const oldest = selectPoints(data, { startTs: 100, endTs: 200 }, DEFAULT_LIMIT, 'ASC');
  assert.deepEqual(oldest.map((p) => p.ts), [100, 110, 120, 130, 140, 150, 160, 170, 180, 190]);
});
