import type { EntityColumn } from '../../../elements/entity-table/entity-columns.js';
import { NULL_UUID } from '../../../sdk/entity-id.js';

/** The widgets bundles list call. */
export const WIDGETS_BUNDLES_PATH = '/api/widgetsBundles';

/** Whether a bundle is a system one: its tenant is the system tenant (the null id). */
export function isSystemBundle(row: { tenantId?: { id?: string } | null }): boolean {
  return row.tenantId?.id === NULL_UUID;
}

/** Columns of the widgets bundles list: created time, title and the system flag. */
export const WIDGETS_BUNDLE_COLUMNS: readonly EntityColumn[] = [
  { key: 'createdTime', title: 'entity-table.column.created-time', sortable: true, kind: 'time' },
  { key: 'title', title: 'entity-table.column.title', sortable: true, size: 'lg' },
  { key: 'system', title: 'lists:column.system', kind: 'boolean', size: 'sm', value: (row) => isSystemBundle(row as never) },
];
