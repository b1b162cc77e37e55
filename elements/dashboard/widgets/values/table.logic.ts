// Rows and columns of the value tables (entities, alarms): sorting by a column and searching every shown text.

/** How a column lines its cells up: numbers and times at the end, text at the start, unless the author said otherwise. */
export type ColumnAlign = 'start' | 'center' | 'end';

/** A column of a value table. */
export interface TableColumn {
  /** Stable id (`entityName`, `key:Temperature`, `createdTime` …). */
  id: string;
  /** Header text (user text or translated). */
  title: string;
  align: ColumnAlign;
  /** Width the author set (`120px`, `20%`); none sizes by content. */
  width?: string;
}

/** A cell: the text shown and searched, and what it sorts by (null sorts last). */
export interface TableCell {
  text: string;
  sort: number | string | null;
}

/** A row of a value table with what it came from. */
export interface TableRow<T> {
  id: string;
  cells: TableCell[];
  source: T;
}

/** The sort of a table: a column id and a direction. */
export interface TableSort {
  column: string;
  direction: 'ASC' | 'DESC';
}

/**
 * Reads a `defaultSortOrder` setting (`name`, `-name` for descending) against the columns: a column whose id,
 * or one of whose other names, matches; null when none does.
 */
export function parseSortOrder(text: unknown, columns: readonly { id: string; names?: readonly string[] }[]): TableSort | null {
  if (typeof text !== 'string' || !text.trim()) return null;
  const descending = text.trim().startsWith('-');
  const name = text.trim().replace(/^[-+]/, '');
  const column = columns.find((c) => c.id === name || c.names?.includes(name));
  return column ? { column: column.id, direction: descending ? 'DESC' : 'ASC' } : null;
}

/** The sort after a person picks a column header: the same column flips its direction, another one sorts ascending. */
export function nextSort(current: TableSort | null, column: string): TableSort {
  if (current?.column === column) return { column, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
  return { column, direction: 'ASC' };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Orders two sort values: numbers before text, numbers by value, text in natural order; empties last. */
export function compareSortValues(a: number | string | null, b: number | string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collator.compare(a, b);
}

/** The rows in the sort's order (stable; empty cells last in both directions); unsorted when the column is not shown. */
export function sortRows<T>(rows: readonly TableRow<T>[], columns: readonly TableColumn[], sort: TableSort | null): TableRow<T>[] {
  const index = sort ? columns.findIndex((c) => c.id === sort.column) : -1;
  if (!sort || index < 0) return [...rows];
  const sign = sort.direction === 'ASC' ? 1 : -1;
  return rows
    .map((row, position) => ({ row, position }))
    .sort((x, y) => {
      const a = x.row.cells[index]?.sort ?? null;
      const b = y.row.cells[index]?.sort ?? null;
      if (a === null || b === null) return compareSortValues(a, b) || x.position - y.position;
      return sign * compareSortValues(a, b) || x.position - y.position;
    })
    .map(({ row }) => row);
}

/** The rows one of whose shown texts contains the search text (case and accents ignored); all rows for an empty search. */
export function searchRows<T>(rows: readonly TableRow<T>[], text: string): TableRow<T>[] {
  const wanted = fold(text.trim());
  if (!wanted) return [...rows];
  return rows.filter((row) => row.cells.some((cell) => fold(cell.text).includes(wanted)));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The alignment a data key's `columnAlign` setting asks for, else end for numbers and start for the rest. */
export function columnAlign(setting: unknown, numeric: boolean): ColumnAlign {
  if (setting === 'left') return 'start';
  if (setting === 'right') return 'end';
  if (setting === 'center') return 'center';
  return numeric ? 'end' : 'start';
}

/** A column width the author set (`120px`, `20%`), or none for `0px`, empty or anything else. */
export function columnWidth(setting: unknown): string | undefined {
  if (typeof setting !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)(px|%)\s*$/.exec(setting);
  return match && Number(match[1]) > 0 ? `${match[1]}${match[2]}` : undefined;
}
