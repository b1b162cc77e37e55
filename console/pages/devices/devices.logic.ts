import { ENTITY_COLUMNS, type EntityColumn } from '../../../elements/entity-table/entity-columns.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';
import { entityPath } from '../../logic/entity-search.js';
import { columnsForRole, isTenantAdmin, ownerListPath } from '../entity-list/entity-list.logic.js';

/** The device list call of a role: the tenant's device infos, or the customer's for a customer user (console-core §6). */
export function devicesListPath(authority: Authority | undefined, customerId: string | undefined): string | null {
  return ownerListPath(authority, customerId, '/api/tenant/deviceInfos', 'deviceInfos');
}

/**
 * The device's activity as the server keeps it (the `active` server attribute, set when the device connects and
 * cleared after its inactivity timeout), live for the rows on screen.
 */
export const DEVICE_ACTIVITY_COLUMN: EntityColumn = { key: 'active', title: 'devices:activity.column', size: 'sm', live: { type: 'SERVER_ATTRIBUTE', key: 'active' } };

/**
 * Columns of the device list: the activity right after the name; a customer user sees only its own devices, so
 * the customer columns are left out.
 */
export function deviceColumns(authority: Authority | undefined): readonly EntityColumn[] {
  const columns = [...columnsForRole(ENTITY_COLUMNS.DEVICE ?? [], authority)];
  const afterName = columns.findIndex((column) => column.key === 'name') + 1;
  columns.splice(afterName, 0, DEVICE_ACTIVITY_COLUMN);
  return columns;
}

/**
 * What the activity cell says: active or inactive once the server has answered (a device that never sent
 * anything has no `active` attribute: inactive), nothing before (`undefined`).
 */
export function deviceActivity(value: unknown): 'active' | 'inactive' | null {
  if (value === undefined) return null;
  return value === true || value === 'true' ? 'active' : 'inactive';
}

/** Whether a role may select devices and delete them in bulk: tenant administrators only. */
export const canManageDevices: (authority: Authority | undefined) => boolean = isTenantAdmin;

/** Address of one device's page. */
export function devicePath(id: string): string {
  return entityPath('DEVICE', id);
}

/** What the add-device dialog holds: name and label, the chosen profile (empty: the tenant's default), description and the gateway flags. */
export interface NewDeviceForm {
  name: string;
  label: string;
  deviceProfileId: string;
  description: string;
  gateway: boolean;
  overwriteActivityTime: boolean;
}

/** An empty add-device form: the default profile, not a gateway. */
export const EMPTY_DEVICE_FORM: NewDeviceForm = { name: '', label: '', deviceProfileId: '', description: '', gateway: false, overwriteActivityTime: false };

/**
 * The body of `POST /api/device` for a new device: trimmed name, the label when given, the profile when one was
 * chosen (else the server takes the tenant's default), and `additionalInfo` with the description and the gateway
 * flag; `overwriteActivityTime` goes only with a gateway.
 */
export function newDeviceBody(form: NewDeviceForm): Record<string, unknown> {
  const label = form.label.trim();
  return {
    name: form.name.trim(),
    ...(label ? { label } : {}),
    ...(form.deviceProfileId ? { deviceProfileId: { entityType: 'DEVICE_PROFILE', id: form.deviceProfileId } } : {}),
    additionalInfo: { gateway: form.gateway, overwriteActivityTime: form.gateway && form.overwriteActivityTime, description: form.description.trim() },
  };
}
