import type { EntityColumn } from '../../../elements/entity-table/entity-columns.js';
import { PROFILE_COLUMNS } from '../tenant-profiles/tenant-profiles.logic.js';

/** The device profiles list call of a tenant administrator. */
export const DEVICE_PROFILES_PATH = '/api/deviceProfiles';

/** Columns of the device profiles list: the profile columns with the profile type and transport type after the name. */
export const DEVICE_PROFILE_COLUMNS: readonly EntityColumn[] = [
  ...PROFILE_COLUMNS.slice(0, 2),
  { key: 'type', title: 'lists:column.profile-type', sortable: true, size: 'md' },
  { key: 'transportType', title: 'lists:column.transport-type', sortable: true, size: 'md' },
  ...PROFILE_COLUMNS.slice(2),
];

/** The address of a device profile's page. */
export function deviceProfilePath(id: string): string {
  return `/deviceProfiles/${encodeURIComponent(id)}`;
}
