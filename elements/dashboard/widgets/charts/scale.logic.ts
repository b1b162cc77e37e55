// The value range a chart's vertical axis spans: the data's with some room, or the widget's fixed ends.

/** Share of the data's span left free above and below it. */
export const RANGE_PAD = 0.05;

/** Fixed ends of the vertical axis (`yAxisMin`, `yAxisMax` settings); null for automatic. */
export interface FixedRange {
  min: number | null;
  max: number | null;
}

/**
 * The vertical range for data between `min` and `max` (null when nothing is drawn): 5 % of the span free
 * on each side, a flat line given ±1 (or ±10 % of its value), zero included for bars (and not padded past),
 * each fixed end used as set; [0, 1] without data.
 */
export function valueRange(min: number | null, max: number | null, fixed: FixedRange, includeZero = false): [number, number] {
  if (min === null || max === null) return [fixed.min ?? 0, fixed.max ?? Math.max((fixed.min ?? 0) + 1, 1)];
  let lo = min;
  let hi = max;
  if (includeZero) {
    lo = Math.min(lo, 0);
    hi = Math.max(hi, 0);
  }
  if (hi === lo) {
    const half = lo === 0 ? 1 : Math.abs(lo) * 0.1;
    lo -= includeZero && lo === 0 ? 0 : half;
    hi += includeZero && hi === 0 && lo < 0 ? 0 : half;
  } else {
    const pad = (hi - lo) * RANGE_PAD;
    lo = includeZero && lo === 0 ? 0 : lo - pad;
    hi = includeZero && hi === 0 ? 0 : hi + pad;
  }
  const start = fixed.min ?? lo;
  const end = fixed.max ?? hi;
  return end > start ? [start, end] : [start, start + 1];
}
