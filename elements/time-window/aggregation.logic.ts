import { AGGREGATION_TYPES, MIN_DATAPOINTS_LIMIT, type AggregationType } from '../../sdk/catalogues/timewindow.js';
import {
  aggregatedPointCount,
  clampAggregationLimit,
  defaultAggregationLimit,
  maxDatapointsLimit,
} from '../../sdk/time/interval-math.js';

/** An aggregation function with the message key of its name. */
export interface AggregationOption {
  type: AggregationType;
  labelKey: string;
}

/** Bounds and step of the aggregation limit slider and its number input. */
export interface LimitSliderBounds {
  min: number;
  max: number;
  step: number;
}

/** Options of the aggregation function select, in catalogue order (MIN, MAX, AVG, SUM, COUNT, NONE). */
export function aggregationOptions(): AggregationOption[] {
  return AGGREGATION_TYPES.map((type) => ({ type, labelKey: `aggregation.${type.toLowerCase()}` }));
}

/** Whether the limit slider applies: only for aggregation NONE. */
export function usesLimit(type: AggregationType): boolean {
  return type === 'NONE';
}

/** Whether the grouping interval editors apply: for every aggregation but NONE. */
export function usesInterval(type: AggregationType): boolean {
  return type !== 'NONE';
}

/** Bounds of the limit slider: 7 up to the server's maximum (500 until known, 8 when missing or 7 or less). */
export function limitSliderBounds(serverLimit?: number | null): LimitSliderBounds {
  return { min: MIN_DATAPOINTS_LIMIT, max: maxDatapointsLimit(serverLimit), step: 1 };
}

/** Limit a new timewindow starts with: half the maximum datapoints limit. */
export function defaultLimit(serverLimit?: number | null): number {
  return defaultAggregationLimit(maxDatapointsLimit(serverLimit));
}

/** A limit as the slider shows it: an empty, fractional or out-of-range value clamped to the slider's bounds. */
export function sliderLimit(limit: number | null | undefined, serverLimit?: number | null): number {
  const value = typeof limit === 'number' && Number.isFinite(limit) ? Math.round(limit) : null;
  return clampAggregationLimit(value, maxDatapointsLimit(serverLimit));
}

/**
 * Datapoints a subscription asks for: with NONE the slider's limit; otherwise the window divided by the
 * interval, rounded up.
 */
export function datapointsLimit(type: AggregationType, spanMs: number, intervalMs: number, limit: number | null | undefined, serverLimit?: number | null): number {
  if (type === 'NONE') return sliderLimit(limit, serverLimit);
  return intervalMs > 0 ? aggregatedPointCount(Math.max(spanMs, 0), intervalMs) : 0;
}
