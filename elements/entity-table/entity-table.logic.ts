import { ENTITY_TABLE_PAGE_SIZE, ENTITY_TABLE_PAGE_SIZES } from '../../sdk/catalogues/limits.js';
import type { SortDirection } from '../../sdk/catalogues/filters.js';
import { DEFAULT_SORT_ORDER, pageLink, type PageLink, type SortOrder } from '../../sdk/page-link.js';

/** What a table shows: the page, its size, the sort and the search text (the URL keeps the same). */
export interface EntityTableState {
  /** Zero-based page index. */
  page: number;
  /** Rows per page, one of the offered sizes. */
  pageSize: number;
  /** Sort property and direction. */
  sortOrder: SortOrder;
  /** Search text; empty means none. */
  textSearch: string;
}

/** What a table accepts: its page sizes, sortable columns and default sort. */
export interface EntityTableRules {
  /** Page sizes offered; default {@link ENTITY_TABLE_PAGE_SIZES}. */
  pageSizes: readonly number[];
  /** Page size until one is picked; default {@link ENTITY_TABLE_PAGE_SIZE}. */
  defaultPageSize: number;
  /** Properties a person may sort by. */
  sortable: readonly string[];
  /** Sort until one is picked; default createdTime descending. */
  defaultSort: SortOrder;
}

/** Query string names of the table state: the page link's own (console-core §3). */
export const TABLE_QUERY_KEYS = ['page', 'pageSize', 'sortProperty', 'sortOrder', 'textSearch'] as const;

/** Rules filled with the catalogue defaults where not given. */
export function tableRules(rules: Partial<EntityTableRules> = {}): EntityTableRules {
  const pageSizes = rules.pageSizes?.length ? rules.pageSizes : ENTITY_TABLE_PAGE_SIZES;
  const wanted = rules.defaultPageSize ?? ENTITY_TABLE_PAGE_SIZE;
  return {
    pageSizes,
    defaultPageSize: pageSizes.includes(wanted) ? wanted : pageSizes[0]!,
    sortable: rules.sortable ?? [],
    defaultSort: rules.defaultSort ?? { ...DEFAULT_SORT_ORDER },
  };
}

/** The state of a table nobody has touched: first page, default size and sort, no search. */
export function defaultTableState(rules: EntityTableRules): EntityTableState {
  return { page: 0, pageSize: rules.defaultPageSize, sortOrder: { ...rules.defaultSort }, textSearch: '' };
}

function wholeNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}

function isDirection(value: unknown): value is SortDirection {
  return value === 'ASC' || value === 'DESC';
}

/** Loose values (from a URL or a caller) made valid: a negative or non-integer page is 0, an unknown size or sort the default. */
export interface LooseTableState {
  page?: unknown;
  pageSize?: unknown;
  sortProperty?: unknown;
  sortOrder?: unknown;
  textSearch?: unknown;
}

/** Makes loose values a valid state; anything invalid falls back to the default. */
export function clampTableState(loose: LooseTableState, rules: EntityTableRules): EntityTableState {
  const state = defaultTableState(rules);
  const page = wholeNumber(loose.page);
  if (page !== null && page > 0) state.page = page;
  const size = wholeNumber(loose.pageSize);
  if (size !== null && rules.pageSizes.includes(size)) state.pageSize = size;
  const property = loose.sortProperty;
  if (typeof property === 'string' && (rules.sortable.includes(property) || property === rules.defaultSort.property)) {
    const fallback = property === rules.defaultSort.property ? rules.defaultSort.direction : 'ASC';
    state.sortOrder = { property, direction: isDirection(loose.sortOrder) ? loose.sortOrder : fallback };
  }
  if (typeof loose.textSearch === 'string') state.textSearch = loose.textSearch;
  return state;
}

/** Reads a table state from a query string (`?page=2&pageSize=30…`), clamping invalid values. */
export function tableStateFromQuery(query: string | URLSearchParams, rules: EntityTableRules): EntityTableState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const loose: Record<string, string> = {};
  for (const key of TABLE_QUERY_KEYS) {
    const value = params.get(key);
    if (value !== null) loose[key] = value;
  }
  return clampTableState(loose, rules);
}

/**
 * Writes a table state into a query string, keeping the other parameters of `base` and leaving out
 * what equals the default, so an untouched table keeps a clean address. Answers '' or `?…`.
 */
export function tableStateToQuery(state: EntityTableState, rules: EntityTableRules, base: string | URLSearchParams = ''): string {
  const params = new URLSearchParams(base);
  for (const key of TABLE_QUERY_KEYS) params.delete(key);
  if (state.page > 0) params.set('page', String(state.page));
  if (state.pageSize !== rules.defaultPageSize) params.set('pageSize', String(state.pageSize));
  const { property, direction } = state.sortOrder;
  if (property !== rules.defaultSort.property || direction !== rules.defaultSort.direction) {
    params.set('sortProperty', property);
    params.set('sortOrder', direction);
  }
  if (state.textSearch !== '') params.set('textSearch', state.textSearch);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The page link a table state asks the server for. */
export function tablePageLink(state: EntityTableState): PageLink {
  return pageLink(state.pageSize, state.page, state.textSearch || null, { ...state.sortOrder });
}

/** Index of the last page for a number of items (0 when there are none). */
export function lastPageIndex(totalElements: number, pageSize: number): number {
  return Math.max(0, Math.ceil(totalElements / pageSize) - 1);
}

/** The page a state should show once the total is known: past the last page it is the last page. */
export function clampPage(page: number, totalElements: number, pageSize: number): number {
  return Math.min(Math.max(0, page), lastPageIndex(totalElements, pageSize));
}

/** Sort after a person picks a column header: the same column flips direction, another starts ascending. */
export function nextSortOrder(current: SortOrder, property: string): SortOrder {
  if (current.property !== property) return { property, direction: 'ASC' };
  return { property, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
}

/** A new state after a change: any change but the page itself goes back to the first page. */
export function changeTableState(state: EntityTableState, change: Partial<EntityTableState>): EntityTableState {
  const next = { ...state, ...change };
  if (change.page === undefined) next.page = 0;
  return next;
}

/** The 1-based rows a page shows out of the total, for the range label (`11–20 of 57`). */
export function pageRange(page: number, pageSize: number, totalElements: number): { from: number; to: number; total: number } {
  if (totalElements <= 0) return { from: 0, to: 0, total: 0 };
  const from = Math.min(page * pageSize + 1, totalElements);
  return { from, to: Math.min((page + 1) * pageSize, totalElements), total: totalElements };
}

/** Keys that move the focused row, and how far a page key jumps. */
export type RowMoveKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'PageDown' | 'PageUp';

/** Whether a key moves between rows. */
export function isRowMoveKey(key: string): key is RowMoveKey {
  return ['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'].includes(key);
}

/** Index of the row focused after a key, staying within the rows; `visibleRows` is how far PageUp/PageDown jump. */
export function moveRowIndex(index: number, key: RowMoveKey, count: number, visibleRows: number): number {
  if (count <= 0) return -1;
  const step = Math.max(1, visibleRows);
  const target = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    Home: 0,
    End: count - 1,
    PageDown: index + step,
    PageUp: index - step,
  }[key];
  return Math.min(Math.max(0, target), count - 1);
}

/** How much of a page is selected: drives the select-all checkbox (unchecked, mixed, checked). */
export function pageSelection(selected: ReadonlySet<string>, pageIds: readonly string[]): 'none' | 'some' | 'all' {
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}

/** Selection after the select-all checkbox: every row of the page, or none when all were selected. */
export function toggleAllOnPage(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  if (pageSelection(selected, pageIds) === 'all') return new Set();
  return new Set(pageIds);
}

/** Selection after one row's checkbox or Space. */
export function toggleRow(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** Column widths, as grid tracks: a floor in rem so that narrow screens scroll sideways instead of squeezing. */
export const COLUMN_TRACKS = {
  xs: 'minmax(4rem, 0.5fr)',
  sm: 'minmax(7rem, 1fr)',
  md: 'minmax(11rem, 1.5fr)',
  lg: 'minmax(13rem, 2fr)',
  xl: 'minmax(15rem, 2.5fr)',
} as const;

/** One width of {@link COLUMN_TRACKS}. */
export type ColumnSize = keyof typeof COLUMN_TRACKS;

/** Width of the selection checkbox column. */
export const SELECT_TRACK = '3rem';

const TRACK_FLOOR_REM = { xs: 4, sm: 7, md: 11, lg: 13, xl: 15 } as const;
const SELECT_TRACK_REM = 3;

/** Narrowest the grid may get before it scrolls sideways, in rem: the sum of the column floors. */
export function gridMinWidthRem(sizes: readonly (ColumnSize | undefined)[], selectable: boolean): number {
  return sizes.reduce((sum, size) => sum + TRACK_FLOOR_REM[size ?? 'md'], selectable ? SELECT_TRACK_REM : 0);
}

/** The grid template of header and rows: the checkbox column when selectable, then each column's track. */
export function gridTemplate(sizes: readonly (ColumnSize | undefined)[], selectable: boolean): string {
  const tracks = sizes.map((size) => COLUMN_TRACKS[size ?? 'md']);
  return (selectable ? [SELECT_TRACK, ...tracks] : tracks).join(' ');
}

/** The value at a dotted path of a row (`name`, `additionalInfo.gateway`); undefined where the path breaks. */
export function valueAt(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Id of a row: the entity id's uuid (`id.id`), else a plain `id`, else its position. */
export function entityRowId(row: unknown, index: number): string {
  const id = valueAt(row, 'id');
  const uuid = valueAt(id, 'id');
  if (typeof uuid === 'string') return uuid;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : `#${index}`;
}

/**
 * A time in milliseconds in the spec's date format `yyyy-MM-dd HH:mm:ss`, local time; '' when not a time. Read
 * from the Date's local fields, as the time window's formatter reads them for the local zone, but without
 * `Intl.formatToParts`, which costs ten times as much for each row scrolling into view.
 */
export function formatDateTime(ms: unknown): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return '';
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** How a column shows its value when it has no renderer of its own. */
export type ColumnKind = 'text' | 'time' | 'boolean' | 'number';

/** The text of a cell: times formatted, numbers as they are, objects as JSON, nothing for missing values. */
export function cellText(value: unknown, kind: ColumnKind = 'text'): string {
  if (value === null || value === undefined) return '';
  if (kind === 'time') return formatDateTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * How far a pinned column (see `EntityColumn.pinned`) must be moved towards the inline start, in px, to sit at
 * the inline end of the scroll box instead of the end of a grid wider than it: the distance still to scroll
 * towards the inline end (`scrollLeft` runs from 0 towards negative values in a right-to-left box); 0 when the
 * grid fits or is scrolled to its end.
 */
export function pinOffsetPx(scrollLeft: number, scrollWidth: number, clientWidth: number): number {
  const remaining = scrollWidth - clientWidth - Math.abs(scrollLeft);
  return remaining < 0.5 ? 0 : remaining;
}
