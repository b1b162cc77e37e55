// The time-series table's rules: one table per entity, one row per timestamp (newest first), one column per key,
// the time printed by the `dateFormat` pattern, and the page or the scrolled window of rows on screen.
import { zonedParts } from '../../../time-window/timezone.logic.js';
import type { Series, WidgetEntity } from '../widget-contract.js';
import { formatValue, keyLabel, valueText, type ValueFormatContext } from './value-format.logic.js';

/** The time pattern of the `dateFormat` setting when it is missing (the spec's timestamp format). */
export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** Rows per page when the `defaultPageSize` setting is missing or not a whole number of at least 1 (the library's default). */
export const DEFAULT_PAGE_SIZE = 10;

/** Height of a table row in px (DESIGN.md: table rows 40 px), for the scrolled window without pagination. */
export const ROW_PX = 40;

/** Rows drawn above and below the visible ones while scrolling without pagination. */
export const OVERSCAN_ROWS = 10;

/** One entity's table: its columns (keys) and rows (timestamps, newest first). */
export interface SeriesTable {
  /** Entity id, or the datasource's name for function datasources. */
  id: string;
  /** The tab's title: the entity name, else the datasource's. */
  title: string;
  entity?: WidgetEntity;
  /** Column headers: each key's label, in series order. */
  columns: string[];
  rows: SeriesTableRow[];
}

/** A row of the time-series table: its timestamp and one printed value per column (the no-value text where a key has none). */
export interface SeriesTableRow {
  ts: number;
  cells: string[];
}

const TOKENS = /yyyy|yy|MM|dd|HH|mm|ss|SSS/g;

/** Prints a time by a pattern of `yyyy`, `yy`, `MM`, `dd`, `HH`, `mm`, `ss` and `SSS` (other characters as written) on a zone's clock (null: the browser's). */
export function formatTime(ts: number, pattern: string, zone: string | null = null): string {
  const p = zonedParts(ts, zone);
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  const values: Record<string, string> = {
    yyyy: pad(p.year, 4), yy: pad(p.year % 100), MM: pad(p.month), dd: pad(p.day), HH: pad(p.hour), mm: pad(p.minute), ss: pad(p.second), SSS: pad(p.millisecond, 3),
  };
  return (pattern.trim() ? pattern : DEFAULT_DATE_FORMAT).replace(TOKENS, (token) => values[token]!);
}

/** Groups series by entity (in order of first appearance) and lays out each entity's points newest first, one row per timestamp. */
export function seriesTables(series: readonly Series[], context: ValueFormatContext = {}, hideEmptyLines = false): SeriesTable[] {
  const groups = new Map<string, Series[]>();
  const order: string[] = [];
  for (const s of series) {
    const id = s.entity?.id ?? '';
    if (!groups.has(id)) {
      groups.set(id, []);
      order.push(id);
    }
    groups.get(id)!.push(s);
  }
  return order.map((id) => {
    const members = groups.get(id)!;
    const byTs = new Map<number, (number | undefined)[]>();
    members.forEach((s, column) => {
      s.ts.forEach((ts, index) => {
        let values = byTs.get(ts);
        if (!values) byTs.set(ts, (values = new Array<number | undefined>(members.length)));
        values[column] = s.values[index];
      });
    });
    const rows: SeriesTableRow[] = [];
    for (const ts of [...byTs.keys()].sort((a, b) => b - a)) {
      const values = byTs.get(ts)!;
      const empty = values.every((v) => v === undefined || Number.isNaN(v));
      if (empty && hideEmptyLines) continue;
      rows.push({
        ts,
        cells: members.map((s, column) => {
          const v = values[column];
          return valueText(formatValue(v === undefined || Number.isNaN(v) ? null : v, s.key, context));
        }),
      });
    }
    const entity = members[0]!.entity;
    return { id: id || 'function', title: entity ? entity.label || entity.name : keyLabel(members[0]!.key), entity, columns: members.map((s) => keyLabel(s.key)), rows };
  });
}

/** The number of pages of `count` rows (at least one). */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, pageSize)));
}

/** The page size of the `defaultPageSize` setting, else {@link DEFAULT_PAGE_SIZE}. */
export function pageSizeOf(setting: unknown): number {
  return typeof setting === 'number' && Number.isFinite(setting) && setting >= 1 ? Math.floor(setting) : DEFAULT_PAGE_SIZE;
}

/** The first and past-the-last row index to draw in a scrolled box, with {@link OVERSCAN_ROWS} on each side. */
export function visibleRange(scrollTop: number, viewportPx: number, count: number, rowPx = ROW_PX): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / rowPx);
  const shown = Math.ceil(Math.max(0, viewportPx) / rowPx) + 1;
  return { start: Math.max(0, first - OVERSCAN_ROWS), end: Math.min(count, first + shown + OVERSCAN_ROWS) };
}
