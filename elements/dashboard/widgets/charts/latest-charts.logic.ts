// The bar and pie charts of latest values: one item per entity and data key, bar extents on a scale that
// holds zero, and pie slices as SVG arcs.
import type { LatestRow } from '../widget-contract.js';
import { formatValue, valueDecimals, valueUnits } from './legend.logic.js';

/** One bar or slice: a data key of an entity and its latest value. */
export interface LatestItem {
  id: string;
  label: string;
  color: string;
  /** The value as a number; null when missing or not a number. */
  value: number | null;
  /** The value as shown: decimals and units, or the widget's no-value text. */
  text: string;
}

/** Colours of keys that name none, in turn. */
export const FALLBACK_COLORS = ['#2196f3', '#4caf50', '#f44336', '#ffc107', '#607d8b', '#9c27b0', '#ff5722', '#009688'] as const;

/** Text of a missing value when the widget names none (`noValueText`). */
export const NO_VALUE_TEXT = '—';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A latest value as a number; null for nothing, text that is not a number, or an infinite one. */
export function latestNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * The items of a bar or pie chart: each cell of each row in order, labelled by its key (and its entity when
 * there are several rows), decimals from the key, then `valueDecimals`, then the widget.
 */
export function latestItems(rows: readonly LatestRow[], config: Record<string, unknown>, settings: Record<string, unknown>): LatestItem[] {
  const many = rows.length > 1;
  const noValue = typeof settings.noValueText === 'string' ? settings.noValueText : NO_VALUE_TEXT;
  let n = 0;
  return rows.flatMap((row, r) =>
    row.cells.map((cell, c) => {
      const key = cell.key;
      const label = text(key.label) || key.name;
      const entity = row.entity ? row.entity.label || row.entity.name : row.datasourceName;
      const value = latestNumber(cell.value);
      const decimals = valueDecimals(key.decimals, valueDecimals(settings.valueDecimals, config.decimals));
      return {
        id: `${r}:${c}:${key.name}`,
        label: many && entity ? `${label} (${entity})` : label,
        color: text(key.color) || FALLBACK_COLORS[n++ % FALLBACK_COLORS.length]!,
        value,
        text: value === null ? noValue : formatValue(value, decimals, valueUnits(key.units, config.units)),
      };
    }),
  );
}

/** Where a bar sits on a 0–1 scale that holds zero and every value: its start and its length. */
export interface BarExtent {
  start: number;
  size: number;
}

/** Position of zero on the scale, and each value's bar from zero (missing values have none). */
export function barExtents(values: ReadonlyArray<number | null>): { zero: number; bars: Array<BarExtent | null> } {
  const numbers = values.filter((v): v is number => v !== null);
  const lo = Math.min(0, ...numbers);
  const hi = Math.max(0, ...numbers);
  const span = hi - lo || 1;
  const zero = lo < 0 ? -lo / span : 0;
  const bars = values.map((v) => (v === null ? null : { start: (Math.min(v, 0) - lo) / span, size: Math.abs(v) / span }));
  return { zero, bars };
}

/** A slice of a pie: its item's index, angles in radians clockwise from 12 o'clock, and share of the whole. */
export interface PieSlice {
  index: number;
  start: number;
  end: number;
  share: number;
}

/** Slices of the positive values, in item order; none when nothing is positive. */
export function pieSlices(values: ReadonlyArray<number | null>): PieSlice[] {
  const total = values.reduce<number>((sum, v) => sum + (v !== null && v > 0 ? v : 0), 0);
  if (total <= 0) return [];
  let angle = 0;
  return values.flatMap((v, index) => {
    if (v === null || v <= 0) return [];
    const share = v / total;
    const slice = { index, start: angle, end: angle + share * 2 * Math.PI, share };
    angle = slice.end;
    return [slice];
  });
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** A point at an angle (clockwise from 12 o'clock) and radius around a centre. */
export function polar(cx: number, cy: number, r: number, angle: number): [number, number] {
  return [round(cx + r * Math.sin(angle)), round(cy - r * Math.cos(angle))];
}

/** SVG path of a slice between two angles, a ring when `inner` > 0; a whole circle is drawn as two halves. */
export function arcPath(cx: number, cy: number, outer: number, inner: number, start: number, end: number): string {
  if (end - start >= 2 * Math.PI - 1e-9) {
    const mid = start + Math.PI;
    return `${arcPath(cx, cy, outer, inner, start, mid)} ${arcPath(cx, cy, outer, inner, mid, start + 2 * Math.PI)}`;
  }
  const large = end - start > Math.PI ? 1 : 0;
  const [x1, y1] = polar(cx, cy, outer, start);
  const [x2, y2] = polar(cx, cy, outer, end);
  if (inner <= 0) return `M${cx} ${cy} L${x1} ${y1} A${outer} ${outer} 0 ${large} 1 ${x2} ${y2} Z`;
  const [x3, y3] = polar(cx, cy, inner, end);
  const [x4, y4] = polar(cx, cy, inner, start);
  return `M${x1} ${y1} A${outer} ${outer} 0 ${large} 1 ${x2} ${y2} L${x3} ${y3} A${inner} ${inner} 0 ${large} 0 ${x4} ${y4} Z`;
}

/** Share as a whole percent (`0.254` → 25); one decimal under 10 % (`0.0449` → 4.5). */
export function percentText(share: number): string {
  const percent = share * 100;
  return percent < 10 ? String(Math.round(percent * 10) / 10) : String(Math.round(percent));
}

/** The channels of a `#rgb`, `#rrggbb`, `rgb()` or `rgba()` colour (0–255); null for other notations. */
export function colorChannels(color: string): [number, number, number] | null {
  const c = color.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(c);
  if (short) return [parseInt(short[1]! + short[1]!, 16), parseInt(short[2]! + short[2]!, 16), parseInt(short[3]! + short[3]!, 16)];
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(?:[0-9a-f]{2})?$/.exec(c);
  if (long) return [parseInt(long[1]!, 16), parseInt(long[2]!, 16), parseInt(long[3]!, 16)];
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(c);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

/** Whether text on a fill of this colour should be dark (the fill is light: relative luminance over 0.4). */
export function wantsDarkText(color: string): boolean {
  const channels = colorChannels(color);
  if (!channels) return false;
  const [r, g, b] = channels.map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4;
}
