import { ENTITY_COLUMNS, type EntityColumn } from '../../../elements/entity-table/entity-columns.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';
import { entityPath } from '../../logic/entity-search.js';

/** The device list call of a role: the tenant's device infos, or the customer's for a customer user (console-core §6). */
export function devicesListPath(authority: Authority | undefined, customerId: string | undefined): string | null {
  if (authority === 'TENANT_ADMIN') return '/api/tenant/deviceInfos';
  if (authority === 'CUSTOMER_USER' && customerId) return `/api/customer/${encodeURIComponent(customerId)}/deviceInfos`;
  return null;
}

const CUSTOMER_ONLY_KEYS = new Set(['customerTitle', 'customerIsPublic']);

/** Columns of the device list: a customer user sees only its own devices, so the customer columns are left out. */
export function deviceColumns(authority: Authority | undefined): readonly EntityColumn[] {
  const all = ENTITY_COLUMNS.DEVICE ?? [];
  return authority === 'CUSTOMER_USER' ? all.filter((c) => !CUSTOMER_ONLY_KEYS.has(c.key)) : all;
}

/** Whether a role may select devices and delete them in bulk: tenant administrators only. */
export function canManageDevices(authority: Authority | undefined): boolean {
  return authority === 'TENANT_ADMIN';
}

/** Address of one device's page. */
export function devicePath(id: string): string {
  return entityPath('DEVICE', id);
}
