// Min/max decimation of time series for drawing: a line drawn through the first, lowest, highest and last
// point of each pixel column looks the same as one drawn through every point, at a bounded cost.

/** A series ready to draw: timestamps in ms, oldest first, and numbers (NaN marks a gap). */
export interface PointSeries {
  ts: number[];
  values: number[];
}

/** A time window in ms. */
export interface TimeSpan {
  startTs: number;
  endTs: number;
}

/** Points a column may keep: its first, lowest, highest and last value and its first gap. */
export const POINTS_PER_COLUMN = 5;

/** Index of the first timestamp at or after `ts` in an ascending array (its length when none). */
export function lowerBound(ts: readonly number[], value: number): number {
  let lo = 0;
  let hi = ts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ts[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first timestamp after `ts` in an ascending array (its length when none). */
export function upperBound(ts: readonly number[], value: number): number {
  let lo = 0;
  let hi = ts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ts[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the timestamp closest to `value` in an ascending array (the earlier on a tie); -1 when empty. */
export function nearestIndex(ts: readonly number[], value: number): number {
  if (!ts.length) return -1;
  const after = lowerBound(ts, value);
  if (after === 0) return 0;
  if (after === ts.length) return ts.length - 1;
  return value - ts[after - 1]! <= ts[after]! - value ? after - 1 : after;
}

/** The indexes a column keeps, in time order, each once. */
function columnIndexes(first: number, min: number, max: number, last: number, gap: number): number[] {
  const kept = [first, min, max, last, gap].filter((i) => i >= 0);
  kept.sort((a, b) => a - b);
  return kept.filter((i, n) => n === 0 || kept[n - 1] !== i);
}

/**
 * Decimates a series to at most {@link POINTS_PER_COLUMN} points per pixel column of the window, in one
 * pass: each column keeps its first, lowest, highest and last number and its first NaN (so a gap stays a
 * gap); the last point before the window and the first after it are kept so lines reach the edges. A series
 * with no more points than that budget comes back unchanged.
 */
export function decimateMinMax(series: PointSeries, window: TimeSpan, columns: number): PointSeries {
  const cols = Math.max(1, Math.floor(columns));
  const { ts, values } = series;
  if (ts.length <= cols * POINTS_PER_COLUMN || window.endTs <= window.startTs) return series;
  const from = lowerBound(ts, window.startTs);
  const to = upperBound(ts, window.endTs);
  const perMs = cols / (window.endTs - window.startTs);
  const kept: number[] = from > 0 ? [from - 1] : [];
  let column = -1;
  let first = -1, min = -1, max = -1, last = -1, gap = -1;
  const flush = () => {
    if (column >= 0) for (const i of columnIndexes(first, min, max, last, gap)) kept.push(i);
    first = min = max = last = gap = -1;
  };
  for (let i = from; i < to; i++) {
    const c = Math.min(cols - 1, Math.floor((ts[i]! - window.startTs) * perMs));
    if (c !== column) {
      flush();
      column = c;
    }
    const v = values[i]!;
    if (Number.isNaN(v)) {
      if (gap < 0) gap = i;
      continue;
    }
    if (first < 0) first = i;
    last = i;
    if (min < 0 || v < values[min]!) min = i;
    if (max < 0 || v > values[max]!) max = i;
  }
  flush();
  if (to < ts.length) kept.push(to);
  return { ts: kept.map((i) => ts[i]!), values: kept.map((i) => values[i]!) };
}

/** Data aligned on one time axis: timestamps, then per series a value, null for a gap, undefined where it has no point. */
export type AlignedData = [number[], ...Array<Array<number | null | undefined>>];

/** Widens each gap (null) over the neighbouring timestamps the series has no point at, so the gap is as wide as the missing stretch. */
function widenGaps(column: Array<number | null | undefined>): void {
  for (let i = 0; i < column.length; i++) {
    if (column[i] !== null) continue;
    for (let j = i - 1; j >= 0 && column[j] === undefined; j--) column[j] = null;
    let j = i + 1;
    for (; j < column.length && column[j] === undefined; j++) column[j] = null;
    i = j - 1;
  }
}

/**
 * Puts several series on one time axis (what uPlot draws): the union of their timestamps, ascending; a
 * series' NaN becomes null (a gap in the line, widened over the other series' timestamps around it), a
 * timestamp the series lacks becomes undefined (the line joins over it).
 */
export function alignSeries(series: readonly PointSeries[]): AlignedData {
  if (series.length === 1) return [series[0]!.ts, series[0]!.values.map((v) => (Number.isNaN(v) ? null : v))];
  const all = new Set<number>();
  for (const s of series) for (const t of s.ts) all.add(t);
  const xs = [...all].sort((a, b) => a - b);
  const position = new Map(xs.map((t, i) => [t, i]));
  const ys = series.map((s) => {
    const column = new Array<number | null | undefined>(xs.length).fill(undefined);
    s.ts.forEach((t, i) => {
      const v = s.values[i]!;
      column[position.get(t)!] = Number.isNaN(v) ? null : v;
    });
    widenGaps(column);
    return column;
  });
  return [xs, ...ys];
}
