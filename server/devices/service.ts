import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { jsonField, objectField, refField, textField } from '../entities/body.js';
import type { EventSink } from '../entities/changes.js';
import type { EntityFamily, FamilyRow } from '../entities/family.js';
import { assertUniqueName, checkEntityLimit, customerForSave, existingForSave, finishSave } from '../entities/save.js';
import { CUSTOMER_COLUMNS, CUSTOMER_JOIN, customerInfo, customerRef, optionalRef, ref, tenantRef } from '../entities/wire.js';
import { newId } from '../db/ids.js';
import { checkOtaReference } from '../ota/service.js';
import { accessTokenCredentials, createCredentials, type FormattedCredentials } from './credentials.js';
import { findOrCreateDefaultProfile, findOrCreateProfileByName, findProfile, type DeviceProfileRow } from '../device-profiles/service.js';

/** A stored device with its customer and profile columns. */
export interface DeviceRow extends FamilyRow {
  label: string | null;
  device_profile_id: string;
  device_data: unknown;
  firmware_id: string | null;
  software_id: string | null;
  external_id: string | null;
  device_profile_name: string | null;
}

/** The Device answer; `deviceData` is the stored JSON as saved (null when none), not the contract's union. */
export type DeviceJson = Omit<ApiSchema<'Device'>, 'deviceData'> & { deviceData: unknown };

/** The DeviceInfo answer; the profile name is null when the profile is gone. */
export type DeviceInfoJson = DeviceJson & Omit<ApiSchema<'DeviceInfo'>, keyof ApiSchema<'Device'> | 'deviceProfileName'> & { deviceProfileName: string | null };

/** Maps a device row to the Device JSON of ThingsBoard 3.4.1. */
export function deviceToJson(row: DeviceRow): DeviceJson {
  return {
    id: ref('DEVICE', row.id),
    createdTime: row.created_time,
    additionalInfo: row.additional_info ?? null,
    tenantId: tenantRef(row.tenant_id),
    customerId: customerRef(row.customer_id),
    name: row.name,
    type: row.type,
    label: row.label ?? null,
    deviceProfileId: ref('DEVICE_PROFILE', row.device_profile_id),
    deviceData: row.device_data ?? null,
    firmwareId: optionalRef('OTA_PACKAGE', row.firmware_id),
    softwareId: optionalRef('OTA_PACKAGE', row.software_id),
    externalId: optionalRef('DEVICE', row.external_id),
  };
}

/** Maps a device row to DeviceInfo (Device plus customerTitle, customerIsPublic, deviceProfileName). */
export function deviceToInfo(row: DeviceRow): DeviceInfoJson {
  return { ...deviceToJson(row), ...customerInfo(row), deviceProfileName: row.device_profile_name };
}

/** Storage, search and JSON of devices; infos search name, label, profile name and customer title. */
export const DEVICE_FAMILY: EntityFamily<DeviceRow, DeviceJson, DeviceInfoJson> = {
  entityType: 'DEVICE',
  table: 'device',
  label: 'Device',
  select: `e.*, ${CUSTOMER_COLUMNS}, p.name AS device_profile_name`,
  from: `device e ${CUSTOMER_JOIN} LEFT JOIN device_profile p ON p.id = e.device_profile_id`,
  listSearch: ['e.name'],
  infoSearch: ['e.name', 'e.label', 'p.name', 'c.title'],
  sortable: { createdTime: 'e.created_time', name: 'e.name', type: 'e.type', label: 'e.label', id: 'e.id' },
  infoSortable: {
    createdTime: 'e.created_time', name: 'e.name', type: 'e.type', label: 'e.label', id: 'e.id',
    customerTitle: 'c.title', deviceProfileName: 'p.name',
  },
  toJson: deviceToJson,
  toInfo: deviceToInfo,
};

/**
 * Device data matching the profile: the configuration type is DEFAULT and the transport
 * configuration type is the profile's transport type; a matching transport configuration keeps its
 * extra properties, anything else is reset.
 */
export function syncDeviceData(profile: Pick<DeviceProfileRow, 'transport_type'>, current: unknown): Record<string, unknown> {
  const data = current && typeof current === 'object' && !Array.isArray(current) ? current as Record<string, unknown> : {};
  const config = data.configuration as Record<string, unknown> | undefined;
  const transport = data.transportConfiguration as Record<string, unknown> | undefined;
  return {
    configuration: config && typeof config === 'object' && config.type === 'DEFAULT' ? config : { type: 'DEFAULT' },
    transportConfiguration: transport && typeof transport === 'object' && transport.type === profile.transport_type
      ? transport : { type: profile.transport_type },
  };
}

async function profileForSave(ctx: ServerContext, q: Queryable, tenantId: string, body: Record<string, unknown>): Promise<DeviceProfileRow> {
  const profileId = refField(body, 'deviceProfileId');
  if (profileId) {
    const profile = await findProfile(q, profileId);
    if (!profile) throw badRequest('Device is referencing non existing device profile!');
    if (profile.tenant_id !== tenantId) throw badRequest('Device can`t be referencing to device profile from different tenant!');
    return profile;
  }
  const type = textField(body, 'type');
  if (type && type.trim() !== '') return findOrCreateProfileByName(q, tenantId, type, ctx.now());
  return findOrCreateDefaultProfile(q, tenantId, ctx.now());
}

/** Options of {@link saveDevice}: the first credentials of a new device. */
export interface SaveDeviceOptions {
  /** Access token of a new device (default: 20 random letters and digits). */
  accessToken?: string;
  /** Full credentials of a new device (takes precedence over `accessToken`). */
  credentials?: FormattedCredentials;
}

/**
 * Creates or updates a device from a Device body as `POST /api/device` does: profile by id, else by
 * type name (created when missing), else the default; `type` becomes the profile name; device data
 * follows the profile; a new device gets credentials.
 */
export async function saveDevice(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, body: Record<string, unknown>, opts: SaveDeviceOptions = {},
): Promise<DeviceRow> {
  const existing = await existingForSave(q, user, DEVICE_FAMILY, body);
  const name = textField(body, 'name', { required: 'Device name should be specified!' })!;
  const label = textField(body, 'label');
  const tenantId = user.tenantId;
  const customerId = await customerForSave(q, tenantId, body, 'device');
  const profile = await profileForSave(ctx, q, tenantId, body);
  await assertUniqueName(q, 'device', tenantId, name, existing?.id, 'Device with such name already exists!');
  const firmwareId = refField(body, 'firmwareId');
  const softwareId = refField(body, 'softwareId');
  await checkOtaReference(q, tenantId, 'FIRMWARE', firmwareId, profile.id);
  await checkOtaReference(q, tenantId, 'SOFTWARE', softwareId, profile.id);
  const values = [name, profile.name, label, profile.id, JSON.stringify(syncDeviceData(profile, objectField(body, 'deviceData'))),
    customerId, JSON.stringify(jsonField(body, 'additionalInfo')), firmwareId, softwareId, refField(body, 'externalId')];
  if (existing) {
    await q.query(
      `UPDATE device SET name = $2, type = $3, label = $4, device_profile_id = $5, device_data = $6, customer_id = $7,
       additional_info = $8, firmware_id = $9, software_id = $10, external_id = $11 WHERE id = $1`, [existing.id, ...values]);
    return finishSave(ctx, q, events, user, DEVICE_FAMILY, existing.id, false);
  }
  await checkEntityLimit(q, tenantId, 'maxDevices', 'device', 'devices');
  const id = newId();
  await q.query(
    `INSERT INTO device (id, created_time, tenant_id, name, type, label, device_profile_id, device_data, customer_id, additional_info,
     firmware_id, software_id, external_id) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)`,
    [id, ctx.now(), tenantId, ...values]);
  await createCredentials(q, id, opts.credentials ?? accessTokenCredentials(opts.accessToken), ctx.now());
  return finishSave(ctx, q, events, user, DEVICE_FAMILY, id, true);
}
