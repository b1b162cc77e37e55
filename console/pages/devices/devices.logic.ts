import { ENTITY_COLUMNS, type EntityColumn } from '../../../elements/entity-table/entity-columns.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';
import { entityPath } from '../../logic/entity-search.js';
import { columnsForRole, isTenantAdmin, ownerListPath } from '../entity-list/entity-list.logic.js';

/** The device list call of a role: the tenant's device infos, or the customer's for a customer user (console-core §6). */
export function devicesListPath(authority: Authority | undefined, customerId: string | undefined): string | null {
  return ownerListPath(authority, customerId, '/api/tenant/deviceInfos', 'deviceInfos');
}

/** Columns of the device list: a customer user sees only its own devices, so the customer columns are left out. */
export function deviceColumns(authority: Authority | undefined): readonly EntityColumn[] {
  return columnsForRole(ENTITY_COLUMNS.DEVICE ?? [], authority);
}

/** Whether a role may select devices and delete them in bulk: tenant administrators only. */
export const canManageDevices: (authority: Authority | undefined) => boolean = isTenantAdmin;

/** Address of one device's page. */
export function devicePath(id: string): string {
  return entityPath('DEVICE', id);
}
