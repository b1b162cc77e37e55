// What a time-series chart draws for each series and how it labels its axes: names, decimals and units from
// the data keys, the axis side, state names, and the tick texts of the time axis.
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../../../../sdk/catalogues/timewindow.js';
import { zonedParts } from '../../../time-window/timezone.logic.js';
import type { Series } from '../widget-contract.js';
import { lowerBound, upperBound, type TimeSpan } from './decimate.logic.js';
import { valueDecimals, valueUnits } from './legend.logic.js';

/** How one series is drawn and labelled. */
export interface SeriesLook {
  /** Stable id of the series (entity and key), for hiding it across updates. */
  id: string;
  label: string;
  color: string;
  decimals: number;
  units: string;
  /** `axisPosition` of the data key settings; left by default. */
  axis: 'left' | 'right';
  /** `lineWidth` of the data key settings; 2 by default. */
  lineWidth: number;
  /** `fillLines` of the data key settings. */
  fill: boolean;
}

/** A named state of a state chart (`settings.states`). */
export interface ChartState {
  value: number;
  name: string;
}

/** Line width when the data key names none. */
export const DEFAULT_LINE_WIDTH = 2;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Id of a series: its entity id and key type and name. */
export function seriesId(series: Series): string {
  return `${series.entity?.id ?? ''}|${series.key.type}|${series.key.name}`;
}

/** A data key's label with `${entityName}` and `${entityLabel}` filled in; the key name when it has no label. */
function keyLabel(series: Series): string {
  const label = text(series.key.label) || series.key.name;
  const entity = series.entity;
  return label.replace(/\$\{entityName\}/g, entity?.name ?? '').replace(/\$\{entityLabel\}/g, entity?.label || entity?.name || '');
}

/**
 * How each series is drawn: its key's label (with the entity's name after it when several series would
 * otherwise read the same), colour, decimals and units (key first, then widget), axis side (right only
 * when some series stays on the left) and line.
 */
export function seriesLooks(series: readonly Series[], config: Record<string, unknown> = {}): SeriesLook[] {
  const labels = series.map(keyLabel);
  const anyLeft = series.some((s) => (s.key.settings as Record<string, unknown> | undefined)?.axisPosition !== 'right');
  return series.map((s, i) => {
    const settings = (s.key.settings ?? {}) as Record<string, unknown>;
    const repeated = labels.filter((l) => l === labels[i]).length > 1;
    const width = settings.lineWidth;
    return {
      id: seriesId(s),
      label: repeated && s.entity ? `${labels[i]} (${s.entity.label || s.entity.name})` : labels[i]!,
      color: s.color,
      decimals: valueDecimals(s.key.decimals, config.decimals),
      units: valueUnits(s.key.units, config.units),
      axis: settings.axisPosition === 'right' && anyLeft ? 'right' : 'left',
      lineWidth: typeof width === 'number' && width >= 0 ? width : DEFAULT_LINE_WIDTH,
      fill: settings.fillLines === true,
    };
  });
}

/** The window a chart shows: the data's window, else the span of its points; null when there are none. */
export function chartWindow(series: readonly Series[], window?: TimeSpan): TimeSpan | null {
  if (window && window.endTs > window.startTs) return window;
  let startTs = Infinity;
  let endTs = -Infinity;
  for (const s of series) {
    if (!s.ts.length) continue;
    startTs = Math.min(startTs, s.ts[0]!);
    endTs = Math.max(endTs, s.ts.at(-1)!);
  }
  if (!Number.isFinite(startTs)) return null;
  return endTs > startTs ? { startTs, endTs } : { startTs: startTs - MINUTE_MS / 2, endTs: startTs + MINUTE_MS / 2 };
}

/** Whether any series has a number inside the window. */
export function hasNumbersIn(series: readonly Series[], window: TimeSpan | null): boolean {
  if (!window) return false;
  return series.some((s) => {
    const to = upperBound(s.ts, window.endTs);
    for (let i = lowerBound(s.ts, window.startTs); i < to; i++) if (!Number.isNaN(s.values[i]!)) return true;
    return false;
  });
}

/** The states of a state chart's settings, ordered by value; Off (0) and On (1) when none are set. */
export function chartStates(settings: Record<string, unknown>): ChartState[] {
  const raw = Array.isArray(settings.states) ? settings.states : [];
  const states = raw
    .filter((s): s is { value: unknown; name: unknown } => !!s && typeof s === 'object')
    .map((s) => ({ value: Number(s.value), name: text(s.name) }))
    .filter((s) => Number.isFinite(s.value) && s.name);
  const chosen = states.length ? states : [{ value: 0, name: 'Off' }, { value: 1, name: 'On' }];
  return chosen.sort((a, b) => a.value - b.value);
}

/** The name of a state value, or the value itself when no state has it. */
export function stateName(value: number, states: readonly ChartState[]): string {
  return states.find((s) => s.value === value)?.name ?? String(value);
}

/** Decimals a value-axis tick needs to show the step between ticks exactly (0.5 → 1, 0.25 → 2), at most 10. */
export function tickDecimals(step: number): number {
  if (!(step > 0) || !Number.isFinite(step)) return 0;
  for (let d = 0; d < 10; d++) {
    const scaled = step * 10 ** d;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9 * scaled) return d;
  }
  return 10;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Texts of time-axis ticks for the step between them: `yyyy-MM-dd` for steps of a day or more, `HH:mm`
 * (or `HH:mm:ss` under a minute) otherwise, with the date `MM-dd` on a second line at the first tick and
 * whenever the day changes. `zone` null is the browser's clock.
 */
export function timeTicks(ticks: readonly number[], step: number, zone: string | null): string[] {
  let lastDay = '';
  return ticks.map((ts) => {
    const p = zonedParts(ts, zone);
    const day = `${pad(p.month)}-${pad(p.day)}`;
    if (step >= DAY_MS) return `${p.year}-${day}`;
    const clock = step < MINUTE_MS ? `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` : `${pad(p.hour)}:${pad(p.minute)}`;
    const withDay = day !== lastDay;
    lastDay = day;
    return withDay ? `${clock}\n${day}` : clock;
  });
}

/** Steps uPlot may choose between time ticks, in ms: seconds to 30 days. */
export const TIME_STEPS = [1, 2, 5, 10, 15, 30].map((s) => s * SECOND_MS)
  .concat([1, 2, 5, 10, 15, 30].map((m) => m * MINUTE_MS))
  .concat([1, 2, 3, 6, 12].map((h) => h * HOUR_MS))
  .concat([1, 2, 7, 14, 30].map((d) => d * DAY_MS));
