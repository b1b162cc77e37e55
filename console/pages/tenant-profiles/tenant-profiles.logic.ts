import type { EntityColumn } from '../../../elements/entity-table/entity-columns.js';

/** The tenant profiles list call of a system administrator. */
export const TENANT_PROFILES_PATH = '/api/tenantProfiles';

/** Columns of a profile list (tenant or device profiles): created time, name, description and the default flag. */
export const PROFILE_COLUMNS: readonly EntityColumn[] = [
  { key: 'createdTime', title: 'entity-table.column.created-time', sortable: true, kind: 'time' },
  { key: 'name', title: 'entity-table.column.name', sortable: true, size: 'lg' },
  { key: 'description', title: 'lists:column.description', sortable: true, size: 'lg' },
  { key: 'default', title: 'lists:column.default', kind: 'boolean', size: 'sm' },
];
