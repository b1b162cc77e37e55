import { ENTITY_COLUMNS, type EntityColumn } from '../../../elements/entity-table/entity-columns.js';
import { entityPath } from '../../logic/entity-search.js';

/** The tenants list call of a system administrator: tenant infos, which carry the tenant profile's name. */
export const TENANTS_PATH = '/api/tenantInfos';

/** Columns of the tenants list: created time, title, tenant profile, e-mail, country and city. */
export const TENANT_COLUMNS: readonly EntityColumn[] = (() => {
  const [created, title, ...rest] = ENTITY_COLUMNS.TENANT ?? [];
  const profile: EntityColumn = { key: 'tenantProfileName', title: 'lists:tenants.tenant-profile', sortable: true };
  return [created!, title!, profile, ...rest];
})();

/** Address of one tenant's page. */
export function tenantPath(id: string): string {
  return entityPath('TENANT', id);
}

/** Address of the tenant administrators list of one tenant. */
export function tenantAdminsPath(id: string): string {
  return `/users?tenantId=${encodeURIComponent(id)}`;
}
