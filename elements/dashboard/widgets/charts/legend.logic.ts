// The chart legend: which columns it shows and where (the widget's `legendConfig`), and the figures of each
// series over the visible window.
import { lowerBound, upperBound, type PointSeries, type TimeSpan } from './decimate.logic.js';

/** Figures of one series over a window; null when the window holds no number. */
export interface SeriesStats {
  min: number | null;
  max: number | null;
  avg: number | null;
  total: number | null;
  latest: number | null;
}

/** The figure columns a legend may show, in the order it shows them. */
export const LEGEND_COLUMNS = ['min', 'max', 'avg', 'total', 'latest'] as const;

/** One figure column of the legend. */
export type LegendColumn = (typeof LEGEND_COLUMNS)[number];

/** Where the legend sits beside the plot. */
export type LegendPosition = 'top' | 'bottom' | 'left' | 'right';

/** The legend a widget asks for. */
export interface LegendLayout {
  /** `config.showLegend`; time-series widgets show it by default. */
  show: boolean;
  /** `legendConfig.position`; bottom by default. */
  position: LegendPosition;
  /** The figure columns `legendConfig.showMin` … `showLatest` enable. */
  columns: LegendColumn[];
}

/** Decimals of a value when neither the data key nor the widget names any (shared-controls §9). */
export const DEFAULT_DECIMALS = 2;

const EMPTY_STATS: SeriesStats = { min: null, max: null, avg: null, total: null, latest: null };

/** Min, max, average, total and latest number of a series between the window's ends (inclusive); NaN ignored. */
export function seriesStats(series: PointSeries, window?: TimeSpan): SeriesStats {
  const { ts, values } = series;
  const from = window ? lowerBound(ts, window.startTs) : 0;
  const to = window ? upperBound(ts, window.endTs) : ts.length;
  let min = Infinity, max = -Infinity, total = 0, count = 0, latest: number | null = null;
  for (let i = from; i < to; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
    total += v;
    count++;
    latest = v;
  }
  if (count === 0) return EMPTY_STATS;
  return { min, max, avg: total / count, total, latest };
}

const POSITIONS: readonly LegendPosition[] = ['top', 'bottom', 'left', 'right'];
const COLUMN_FLAGS: Record<LegendColumn, string> = { min: 'showMin', max: 'showMax', avg: 'showAvg', total: 'showTotal', latest: 'showLatest' };

/** The legend of a widget config (`showLegend`, `legendConfig`); absent keys read as the library's defaults. */
export function legendLayout(config: Record<string, unknown>, timeseries = true): LegendLayout {
  const raw = config.legendConfig;
  const legend = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const position = POSITIONS.find((p) => p === legend.position) ?? 'bottom';
  const columns = LEGEND_COLUMNS.filter((c) => legend[COLUMN_FLAGS[c]] === true);
  const show = typeof config.showLegend === 'boolean' ? config.showLegend : timeseries;
  return { show, position, columns };
}

/** Decimals of a data key's values: the key's own, else the widget's, else {@link DEFAULT_DECIMALS}. */
export function valueDecimals(keyDecimals: unknown, widgetDecimals: unknown): number {
  for (const d of [keyDecimals, widgetDecimals]) if (typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= 20) return d;
  return DEFAULT_DECIMALS;
}

/** Units of a data key's values: the key's own, else the widget's; '' when none. */
export function valueUnits(keyUnits: unknown, widgetUnits: unknown): string {
  for (const u of [keyUnits, widgetUnits]) if (typeof u === 'string' && u.trim()) return u.trim();
  return '';
}

/** A number with a fixed count of decimals and its units (`21.50 °C`); '' for a missing value. */
export function formatValue(value: number | null | undefined, decimals: number, units: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const text = value.toFixed(decimals);
  const shown = /^-0\.?0*$/.test(text) ? text.slice(1) : text;
  return units ? `${shown} ${units}` : shown;
}
