import type { ReactNode } from 'react';
import type { EntityKeyType } from '../../sdk/realtime/query-types.js';
import type { ColumnKind, ColumnSize } from './entity-table.logic.js';

/** A row as the server sends it: an entity or entity info object. */
export type EntityRow = Record<string, unknown>;

/** One column of an entity table. */
export interface EntityColumn {
  /** Dotted path of the value in a row (`name`, `additionalInfo.gateway`). */
  key: string;
  /** Translation key of the header (or a plain text when no such key exists). */
  title: string;
  /** Whether the server may sort by this column; a string names the sort property when it differs from `key`. */
  sortable?: boolean | string;
  /** How the value is shown when there is no `cell`; default text. */
  kind?: ColumnKind;
  /** Width of the column; default md. */
  size?: ColumnSize;
  /**
   * Whether the header's title is only read by screen readers, leaving the column as narrow as its content
   * (row buttons); default for an unsortable 'xs' column, whose 4 rem floor holds no title word.
   */
  hideTitle?: boolean;
  /** Stays at the inline end of the row while a table wider than its box scrolls sideways (the row buttons). */
  pinned?: boolean;
  /** Derives the cell's value from the row when it is not at `key` (a list of titles, a flag); default the value at `key`. */
  value?: (row: EntityRow) => unknown;
  /** Renders the cell (React only); default the value as text. */
  cell?: (row: EntityRow) => ReactNode;
  /**
   * A live column: the value of this attribute or time-series key, kept current through the realtime channel
   * for the rows on screen while the table has one; it takes the row's `key` (so `value` and `cell` read it).
   */
  live?: { type: EntityKeyType; key: string };
}

const created: EntityColumn = { key: 'createdTime', title: 'entity-table.column.created-time', sortable: true, kind: 'time', size: 'md' };
const name: EntityColumn = { key: 'name', title: 'entity-table.column.name', sortable: true, size: 'lg' };
const label: EntityColumn = { key: 'label', title: 'entity-table.column.label', sortable: true, size: 'sm' };
const type: EntityColumn = { key: 'type', title: 'entity-table.column.type', sortable: true, size: 'sm' };
const customer: EntityColumn = { key: 'customerTitle', title: 'entity-table.column.customer', sortable: true };
const publicFlag: EntityColumn = { key: 'customerIsPublic', title: 'entity-table.column.public', kind: 'boolean', size: 'sm' };
const title: EntityColumn = { key: 'title', title: 'entity-table.column.title', sortable: true, size: 'lg' };
const email: EntityColumn = { key: 'email', title: 'entity-table.column.email', sortable: true, size: 'lg' };
const place = [
  { key: 'country', title: 'entity-table.column.country', sortable: true },
  { key: 'city', title: 'entity-table.column.city', sortable: true },
] satisfies EntityColumn[];

/** Columns of each entity type's list, as its info call answers (deviceInfos, assetInfos …). */
export const ENTITY_COLUMNS: Readonly<Record<string, readonly EntityColumn[]>> = {
  DEVICE: [
    created,
    name,
    { key: 'deviceProfileName', title: 'entity-table.column.device-profile', sortable: true },
    // The devices list scrolls sideways at desktop widths anyway; its labels keep their room.
    { ...label, size: 'md' },
    customer,
    publicFlag,
    { key: 'additionalInfo.gateway', title: 'entity-table.column.gateway', kind: 'boolean', size: 'sm' },
  ],
  ASSET: [created, name, type, label, customer, publicFlag],
  ENTITY_VIEW: [created, name, type, customer, publicFlag],
  EDGE: [created, name, type, label, customer, publicFlag],
  CUSTOMER: [created, title, email, ...place],
  TENANT: [created, title, email, ...place],
  USER: [
    created,
    { key: 'firstName', title: 'entity-table.column.first-name', sortable: true },
    { key: 'lastName', title: 'entity-table.column.last-name', sortable: true },
    email,
  ],
  DASHBOARD: [created, title],
};

/** Columns for an entity type, falling back to created time and name. */
export function columnsFor(entityType: string | undefined): readonly EntityColumn[] {
  return (entityType && ENTITY_COLUMNS[entityType]) || [created, name];
}

/**
 * Classes of a pinned column's cells: above what scrolls beneath, divided from it, and, as the grid's `data-pin`
 * says (see `usePinnedColumn`), offset to the inline end of the box by `--tb-pin-offset` at rest or sticky there
 * while the grid scrolls sideways. From tablet width up only: on a phone a pinned column would cover the name,
 * so there the whole row scrolls.
 */
export const PINNED_CELL =
  'md:z-1 md:border-s border-border md:group-data-[pin=offset]/grid:relative md:group-data-[pin=offset]/grid:end-(--tb-pin-offset) md:group-data-[pin=sticky]/grid:sticky md:group-data-[pin=sticky]/grid:end-0';

/** Whether a column's header shows its title, or keeps it for screen readers only (see {@link EntityColumn.hideTitle}). */
export function titleShown(column: EntityColumn): boolean {
  return !(column.hideTitle ?? (column.size === 'xs' && !column.sortable));
}

/** The sort property of a column, or null when it is not sortable. */
export function sortPropertyOf(column: EntityColumn): string | null {
  if (!column.sortable) return null;
  return typeof column.sortable === 'string' ? column.sortable : column.key;
}
