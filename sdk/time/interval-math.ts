import {
  FALLBACK_MAX_DATAPOINTS_LIMIT,
  MAX_DATAPOINTS_LIMIT,
  MAX_INTERVAL_BOUND_MS,
  MIN_DATAPOINTS_LIMIT,
  PRESET_AGGREGATION_INTERVALS_MS,
  SECOND_MS,
  TARGET_DATAPOINTS,
  type AggregationType,
} from '../catalogues/timewindow.js';

/** Smallest aggregation interval: one second. */
export const MIN_INTERVAL_MS = SECOND_MS;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Maximum datapoints an aggregation limit may take: 500 before the server's limit is known, then the
 * server's limit, or 8 when the server gave none or 7 or less.
 */
export function maxDatapointsLimit(serverLimit?: number | null): number {
  if (serverLimit === undefined) return MAX_DATAPOINTS_LIMIT;
  return !serverLimit || serverLimit <= MIN_DATAPOINTS_LIMIT ? FALLBACK_MAX_DATAPOINTS_LIMIT : serverLimit;
}

/** A lower interval bound rounded up to whole seconds and kept within 1 s … 7300 days. */
export function boundMinInterval(ms: number): number {
  return clamp(Math.ceil(ms / SECOND_MS) * SECOND_MS, MIN_INTERVAL_MS, MAX_INTERVAL_BOUND_MS);
}

/** An upper interval bound rounded down to whole seconds and kept within 1 s … 7300 days. */
export function boundMaxInterval(ms: number): number {
  return clamp(Math.floor(ms / SECOND_MS) * SECOND_MS, MIN_INTERVAL_MS, MAX_INTERVAL_BOUND_MS);
}

/** Smallest interval for a window: the window divided by 500, bounded. */
export function minIntervalLimit(timewindowMs: number): number {
  return boundMinInterval(timewindowMs / MAX_DATAPOINTS_LIMIT);
}

/** Largest interval for a window: the window divided by 7, bounded. */
export function maxIntervalLimit(timewindowMs: number): number {
  return boundMaxInterval(timewindowMs / MIN_DATAPOINTS_LIMIT);
}

/** Interval giving about 200 datapoints over a window, bounded. */
export function targetInterval(timewindowMs: number): number {
  return boundMinInterval(timewindowMs / TARGET_DATAPOINTS);
}

/** Preset intervals lying between two bounds (each bounded first), shortest first. */
export function presetIntervalsBetween(minMs: number, maxMs: number): number[] {
  const min = boundMinInterval(minMs);
  const max = boundMaxInterval(maxMs);
  return PRESET_AGGREGATION_INTERVALS_MS.filter((interval) => interval >= min && interval <= max);
}

/** Whether an interval is one of the presets allowed between two bounds. */
export function isPresetInterval(minMs: number, maxMs: number, intervalMs: number): boolean {
  return presetIntervalsBetween(minMs, maxMs).includes(intervalMs);
}

/** The preset between two bounds nearest to an interval (the shorter on a tie); the interval itself when none fits. */
export function snapToPresetInterval(minMs: number, maxMs: number, intervalMs?: number | null): number {
  const wanted = intervalMs || minMs;
  const presets = presetIntervalsBetween(minMs, maxMs);
  let best = presets[0];
  for (const preset of presets) {
    if (best === undefined || Math.abs(preset - wanted) < Math.abs(best - wanted)) best = preset;
  }
  return best ?? wanted;
}

/**
 * The aggregation interval to use for a window: 1 s with aggregation NONE; a given interval clamped
 * between the window's limits; otherwise the preset nearest to about 200 datapoints.
 */
export function intervalForTimewindow(timewindowMs: number, intervalMs: number | null | undefined, aggregation: AggregationType): number {
  if (aggregation === 'NONE') return SECOND_MS;
  const min = minIntervalLimit(timewindowMs);
  const max = maxIntervalLimit(timewindowMs);
  if (intervalMs) return clamp(intervalMs, min, max);
  return snapToPresetInterval(min, max, targetInterval(timewindowMs));
}

/** Default aggregation limit: half the maximum datapoints limit. */
export function defaultAggregationLimit(maxLimit: number): number {
  return Math.floor(maxLimit / 2);
}

/** An aggregation limit (aggregation NONE) kept between 7 and the maximum; a missing value becomes 7. */
export function clampAggregationLimit(limit: number | null | undefined, maxLimit: number): number {
  if (!limit || limit < MIN_DATAPOINTS_LIMIT) return MIN_DATAPOINTS_LIMIT;
  return Math.min(limit, maxLimit);
}

/** Points a window yields at an interval, for aggregations other than NONE: the quotient rounded up. */
export function aggregatedPointCount(timewindowMs: number, intervalMs: number): number {
  return Math.ceil(timewindowMs / intervalMs);
}

/** Start of a realtime window: now plus the client-server offset minus its length, aligned down to the interval unless a quick interval is used. */
export function realtimeWindowStart(nowMs: number, serverOffsetMs: number, timewindowMs: number, intervalMs: number, quickInterval = false): number {
  const start = nowMs + serverOffsetMs - timewindowMs;
  return quickInterval || intervalMs <= 0 ? start : Math.floor(start / intervalMs) * intervalMs;
}
