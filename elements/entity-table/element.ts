import { createKitElement } from '../core/define-element.js';
import { EntityTable } from './entity-table.js';

/**
 * `<tb-entity-table path="/api/tenant/deviceInfos" entity-type="DEVICE" selectable searchable url-state>`, with
 * `columns`, `query`, `page-sizes`, `default-sort`, `bulk-actions` as JSON, `fetchPage` and `realtime` (the SDK's
 * realtime channel, which keeps columns with `live: {type, key}` current for the rows on screen) from script,
 * and a `refresh` counter that reloads the page when it changes; fires `tb-row-open` with `{ id, row }`,
 * `tb-selection-change` with `{ ids }`, `tb-bulk-action` with `{ action, ids, rows }` and `tb-state-change`
 * with the page, size, sort and search.
 */
export const EntityTableElement = createKitElement(EntityTable, {
  props: {
    path: 'string',
    query: 'json',
    baseUrl: 'string',
    fetchPage: 'property',
    entityType: 'string',
    columns: 'json',
    label: 'string',
    selectable: 'boolean',
    searchable: 'boolean',
    textSearch: 'string',
    urlState: 'boolean',
    pageSizes: 'json',
    defaultPageSize: 'number',
    defaultSort: 'json',
    bulkActions: 'json',
    refresh: 'number',
    realtime: 'property',
  },
  events: {
    'tb-row-open': 'onRowOpen',
    'tb-selection-change': 'onSelectionChange',
    'tb-bulk-action': 'onBulkAction',
    'tb-state-change': 'onStateChange',
  },
});
