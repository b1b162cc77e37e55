import { defineKitElement } from '../core/define-element.js';
import { EntityTableElement } from './element.js';
import type { EntityColumn, EntityRow } from './entity-columns.js';
import type { FetchEntityPage } from './entity-table.store.js';
import type { EntityBulkAction } from './table-toolbar.js';

defineKitElement('tb-entity-table', EntityTableElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-entity-table': HTMLElement & {
      path: string;
      query: Record<string, string | number | boolean>;
      baseUrl: string;
      fetchPage: FetchEntityPage<EntityRow> | undefined;
      entityType: string;
      columns: EntityColumn[];
      label: string;
      selectable: boolean;
      searchable: boolean;
      textSearch: string;
      urlState: boolean;
      pageSizes: number[];
      defaultPageSize: number;
      defaultSort: { property: string; direction: 'ASC' | 'DESC' };
      bulkActions: EntityBulkAction[];
      refresh: number;
    };
  }
}
