import type { ApiSchema } from '../../sdk/api-schema.js';
import type { Queryable } from '../db/db.js';
import { optionalRef, ref, tenantRef } from '../entities/wire.js';
import { newId } from '../db/ids.js';

/** Transport types of a device profile. */
export const TRANSPORT_TYPES = ['DEFAULT', 'MQTT', 'COAP', 'LWM2M', 'SNMP'] as const;
/** Provision types of a device profile. */
export const PROVISION_TYPES = ['DISABLED', 'ALLOW_CREATE_NEW_DEVICES', 'CHECK_PRE_PROVISIONED_DEVICES'] as const;
/** Device profile types (3.4.1 has one). */
export const PROFILE_TYPES = ['DEFAULT'] as const;

/** A stored device profile. */
export interface DeviceProfileRow {
  id: string;
  created_time: number;
  tenant_id: string;
  name: string;
  description: string | null;
  image: string | null;
  is_default: boolean;
  type: ApiSchema<'DeviceProfileType'>;
  transport_type: ApiSchema<'DeviceTransportType'>;
  provision_type: ApiSchema<'DeviceProfileProvisionType'>;
  default_rule_chain_id: string | null;
  default_dashboard_id: string | null;
  default_queue_name: string | null;
  profile_data: unknown;
  provision_device_key: string | null;
  firmware_id: string | null;
  software_id: string | null;
  external_id: string | null;
}

/** The DeviceProfile answer; `profileData` is the stored JSON as saved (null when none), not re-read as the contract's shape. */
export type DeviceProfileJson = Omit<ApiSchema<'DeviceProfile'>, 'profileData'> & { profileData: unknown };

/** Maps a profile row to the DeviceProfile JSON of 3.4.1 (boolean `default`). */
export function deviceProfileToJson(row: DeviceProfileRow): DeviceProfileJson {
  return {
    id: ref('DEVICE_PROFILE', row.id),
    createdTime: row.created_time,
    tenantId: tenantRef(row.tenant_id),
    name: row.name,
    description: row.description,
    image: row.image,
    type: row.type,
    transportType: row.transport_type,
    provisionType: row.provision_type,
    defaultRuleChainId: optionalRef('RULE_CHAIN', row.default_rule_chain_id),
    defaultDashboardId: optionalRef('DASHBOARD', row.default_dashboard_id),
    defaultQueueName: row.default_queue_name,
    provisionDeviceKey: row.provision_device_key,
    firmwareId: optionalRef('OTA_PACKAGE', row.firmware_id),
    softwareId: optionalRef('OTA_PACKAGE', row.software_id),
    profileData: row.profile_data ?? null,
    externalId: optionalRef('DEVICE_PROFILE', row.external_id),
    default: row.is_default,
  };
}

/** Maps a profile row to DeviceProfileInfo `{id, name, image, defaultDashboardId, type, transportType}`. */
export function deviceProfileToInfo(row: Pick<DeviceProfileRow, 'id' | 'name' | 'image' | 'default_dashboard_id' | 'type' | 'transport_type'>): ApiSchema<'DeviceProfileInfo'> {
  return {
    id: ref('DEVICE_PROFILE', row.id),
    name: row.name,
    image: row.image,
    defaultDashboardId: optionalRef('DASHBOARD', row.default_dashboard_id),
    type: row.type,
    transportType: row.transport_type,
  };
}

/** Profile data of a new profile of the given transport and provision types. */
export function defaultProfileData(transportType = 'DEFAULT', provisionType = 'DISABLED'): Record<string, unknown> {
  return {
    configuration: { type: 'DEFAULT' },
    transportConfiguration: { type: transportType },
    provisionConfiguration: { type: provisionType, provisionDeviceSecret: null },
    alarms: null,
  };
}

/** Loads a profile by id. */
export function findProfile(q: Queryable, id: string): Promise<DeviceProfileRow | undefined> {
  return q.one<DeviceProfileRow>('SELECT * FROM device_profile WHERE id = $1', [id]);
}

/** The tenant's default profile, if any. */
export function findDefaultProfile(q: Queryable, tenantId: string): Promise<DeviceProfileRow | undefined> {
  return q.one<DeviceProfileRow>('SELECT * FROM device_profile WHERE tenant_id = $1 AND is_default ORDER BY created_time LIMIT 1', [tenantId]);
}

async function insertProfile(q: Queryable, tenantId: string, name: string, isDefault: boolean, now: number): Promise<DeviceProfileRow> {
  const row = await q.one<DeviceProfileRow>(
    `INSERT INTO device_profile (id, created_time, tenant_id, name, description, is_default, type, transport_type, provision_type, profile_data)
     VALUES ($1,$2,$3,$4,'Default device profile',$5,'DEFAULT','DEFAULT','DISABLED',$6)
     ON CONFLICT (tenant_id, name) DO UPDATE SET name = EXCLUDED.name RETURNING *`,
    [newId(), now, tenantId, name, isDefault, JSON.stringify(defaultProfileData())]);
  return row!;
}

/** Creates the tenant's default profile "default" (call when a tenant is created). */
export function createDefaultDeviceProfile(q: Queryable, tenantId: string, now = Date.now()): Promise<DeviceProfileRow> {
  return insertProfile(q, tenantId, 'default', true, now);
}

/** The tenant's default profile, created when the tenant has none. */
export async function findOrCreateDefaultProfile(q: Queryable, tenantId: string, now: number): Promise<DeviceProfileRow> {
  return (await findDefaultProfile(q, tenantId)) ?? insertProfile(q, tenantId, 'default', true, now);
}

/** The tenant's profile with this name, created (DEFAULT transport, provisioning disabled) when missing. */
export async function findOrCreateProfileByName(q: Queryable, tenantId: string, name: string, now: number): Promise<DeviceProfileRow> {
  const existing = await q.one<DeviceProfileRow>('SELECT * FROM device_profile WHERE tenant_id = $1 AND name = $2', [tenantId, name]);
  if (existing) return existing;
  const hasDefault = !!(await findDefaultProfile(q, tenantId));
  return insertProfile(q, tenantId, name, name === 'default' && !hasDefault, now);
}
