import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { badRequest, forbidden } from '../http/errors.js';
import { uuidParam } from '../http/validate.js';
import { entityNotFound } from '../entities/access.js';
import { booleanField, objectField, refField, textField } from '../entities/body.js';
import { auditEntity, queueEvent, type EventSink } from '../entities/changes.js';
import { checkTenantReference } from '../entities/save.js';
import { ref } from '../entities/wire.js';
import { newId } from '../db/ids.js';
import { checkOtaReference } from '../ota/service.js';
import {
  PROFILE_TYPES, PROVISION_TYPES, TRANSPORT_TYPES, defaultProfileData, deviceProfileToJson, findDefaultProfile, findProfile,
  type DeviceProfileRow,
} from './service.js';

/** Loads a profile addressed by a request id: 400 bad uuid, 404 missing, 403 of another tenant (or not a tenant admin for writes). */
export async function loadProfileChecked(q: Queryable, user: SecurityUser, rawId: unknown, op: 'read' | 'write'): Promise<DeviceProfileRow> {
  const id = uuidParam(rawId, 'deviceProfileId');
  const row = await findProfile(q, id);
  if (!row) throw entityNotFound('DEVICE_PROFILE', id);
  const allowed = user.tenantId === row.tenant_id
    && (user.authority === 'TENANT_ADMIN' || (user.authority === 'CUSTOMER_USER' && op === 'read'));
  if (!allowed) throw forbidden();
  return row;
}

function enumField<T extends string>(body: Record<string, unknown>, field: string, allowed: readonly T[], missing: string | null): T | null {
  const value = body[field];
  if (value === undefined || value === null) {
    if (missing) throw badRequest(missing);
    return null;
  }
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw badRequest(`Invalid request body: ${field} must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

/** Dashboard ids named by the alarm rules of profile data (`createRules.*.dashboardId`, `clearRule.dashboardId`). */
export function alarmRuleDashboardIds(profileData: Record<string, unknown>): string[] {
  const ids: string[] = [];
  const alarms = Array.isArray(profileData.alarms) ? profileData.alarms : [];
  for (const alarm of alarms) {
    if (!alarm || typeof alarm !== 'object') continue;
    const { createRules, clearRule } = alarm as { createRules?: unknown; clearRule?: unknown };
    const rules = [...(createRules && typeof createRules === 'object' ? Object.values(createRules) : []), clearRule];
    for (const rule of rules) {
      if (!rule || typeof rule !== 'object') continue;
      const id = refField(rule as Record<string, unknown>, 'dashboardId');
      if (id) ids.push(id);
    }
  }
  return ids;
}

async function assertUnique(q: Queryable, tenantId: string, existingId: string | undefined, name: string, key: string | null): Promise<void> {
  const sameName = await q.one<{ id: string }>('SELECT id FROM device_profile WHERE tenant_id = $1 AND name = $2', [tenantId, name]);
  if (sameName && sameName.id !== existingId) throw badRequest('Device profile with such name already exists!');
  if (!key) return;
  const sameKey = await q.one<{ id: string }>('SELECT id FROM device_profile WHERE provision_device_key = $1', [key]);
  if (sameKey && sameKey.id !== existingId) throw badRequest('Device profile with such provision device key already exists!');
}

async function assertTypesKept(q: Queryable, old: DeviceProfileRow, type: string, transportType: string): Promise<void> {
  if (old.type === type && old.transport_type === transportType) return;
  const used = await q.one('SELECT 1 FROM device WHERE device_profile_id = $1 LIMIT 1', [old.id]);
  if (!used) return;
  throw badRequest(old.type !== type
    ? "Can't change device profile type because devices referenced it!"
    : "Can't change device profile transport type because devices referenced it!");
}

/** Creates or updates a device profile from a DeviceProfile body, as `POST /api/deviceProfile` does. */
export async function saveDeviceProfile(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, body: Record<string, unknown>,
): Promise<DeviceProfileRow> {
  const id = refField(body, 'id');
  const existing = id ? await loadProfileChecked(q, user, id, 'write') : undefined;
  const name = textField(body, 'name', { required: 'Device profile name should be specified!' })!;
  const type = enumField(body, 'type', PROFILE_TYPES, 'Device profile type should be specified!')!;
  const transportType = enumField(body, 'transportType', TRANSPORT_TYPES, 'Device profile transport type should be specified!')!;
  const provisionType = enumField(body, 'provisionType', PROVISION_TYPES, null) ?? 'DISABLED';
  const description = textField(body, 'description', { max: 0, noMarkup: false });
  const image = textField(body, 'image', { max: 0, noMarkup: false });
  const queueName = textField(body, 'defaultQueueName');
  const key = textField(body, 'provisionDeviceKey', { noMarkup: false })?.trim() || null;
  const profileData = objectField(body, 'profileData') ?? defaultProfileData(transportType, provisionType);
  const wantsDefault = booleanField(body, 'default');
  const tenantId = user.tenantId;
  if (wantsDefault && !existing?.is_default) {
    const current = await findDefaultProfile(q, tenantId);
    if (current && current.id !== existing?.id) throw badRequest('Another default device profile is present in scope of current tenant!');
  }
  const ruleChainId = refField(body, 'defaultRuleChainId');
  const dashboardId = refField(body, 'defaultDashboardId');
  await checkTenantReference(q, tenantId, 'RULE_CHAIN', ruleChainId, 'rule chain');
  await checkTenantReference(q, tenantId, 'DASHBOARD', dashboardId, 'dashboard');
  for (const id of alarmRuleDashboardIds(profileData)) await checkTenantReference(q, tenantId, 'DASHBOARD', id, 'dashboard');
  await assertUnique(q, tenantId, existing?.id, name, key);
  if (existing) await assertTypesKept(q, existing, type, transportType);
  const rowId = existing?.id ?? newId();
  const firmwareId = refField(body, 'firmwareId');
  const softwareId = refField(body, 'softwareId');
  await checkOtaReference(q, tenantId, 'FIRMWARE', firmwareId, rowId);
  await checkOtaReference(q, tenantId, 'SOFTWARE', softwareId, rowId);
  const values = [name, description, image, existing?.is_default ?? wantsDefault, type, transportType, provisionType, ruleChainId, dashboardId,
    queueName, JSON.stringify(profileData), key, firmwareId, softwareId, refField(body, 'externalId')];
  if (existing) {
    await q.query(
      `UPDATE device_profile SET name = $2, description = $3, image = $4, is_default = $5, type = $6, transport_type = $7,
       provision_type = $8, default_rule_chain_id = $9, default_dashboard_id = $10, default_queue_name = $11, profile_data = $12,
       provision_device_key = $13, firmware_id = $14, software_id = $15, external_id = $16 WHERE id = $1`, [rowId, ...values]);
    if (existing.name !== name) await q.query('UPDATE device SET type = $2 WHERE device_profile_id = $1', [rowId, name]);
  } else {
    await q.query(
      `INSERT INTO device_profile (id, created_time, tenant_id, name, description, image, is_default, type, transport_type, provision_type,
       default_rule_chain_id, default_dashboard_id, default_queue_name, profile_data, provision_device_key, firmware_id, software_id, external_id)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18)`, [rowId, ctx.now(), tenantId, ...values]);
  }
  return auditProfile(ctx, q, events, user, rowId, existing ? 'UPDATED' : 'ADDED');
}

async function auditProfile(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, id: string, action: 'ADDED' | 'UPDATED',
): Promise<DeviceProfileRow> {
  const row = (await findProfile(q, id))!;
  await auditEntity(ctx, q, user, { entityType: 'DEVICE_PROFILE', row: { ...row, customer_id: user.customerId } }, action,
    { entity: deviceProfileToJson(row) });
  queueEvent(events, row.tenant_id, ref('DEVICE_PROFILE', row.id), action);
  return row;
}

/** Deletes a profile: 400 when it is the default or devices use it. */
export async function deleteDeviceProfile(ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, rawId: unknown): Promise<void> {
  const row = await loadProfileChecked(q, user, rawId, 'write');
  if (row.is_default) throw badRequest('Deletion of Default Device Profile is prohibited!');
  if (await q.one('SELECT 1 FROM device WHERE device_profile_id = $1 LIMIT 1', [row.id])) {
    throw badRequest('The device profile referenced by the devices cannot be deleted!');
  }
  await q.query("DELETE FROM relation WHERE (from_id = $1 AND from_type = 'DEVICE_PROFILE') OR (to_id = $1 AND to_type = 'DEVICE_PROFILE')", [row.id]);
  await q.query('DELETE FROM device_profile WHERE id = $1', [row.id]);
  await auditEntity(ctx, q, user, { entityType: 'DEVICE_PROFILE', row: { ...row, customer_id: user.customerId } }, 'DELETED', { entityId: row.id });
  queueEvent(events, row.tenant_id, ref('DEVICE_PROFILE', row.id), 'DELETED');
}

/** Makes a profile the tenant's default (the previous default loses the flag); answers the profile. */
export async function setDefaultDeviceProfile(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, rawId: unknown,
): Promise<DeviceProfileRow> {
  const row = await loadProfileChecked(q, user, rawId, 'write');
  if (row.is_default) return row;
  const previous = await findDefaultProfile(q, row.tenant_id);
  await q.query('UPDATE device_profile SET is_default = false WHERE tenant_id = $1 AND is_default', [row.tenant_id]);
  await q.query('UPDATE device_profile SET is_default = true WHERE id = $1', [row.id]);
  if (previous) await auditProfile(ctx, q, events, user, previous.id, 'UPDATED');
  return auditProfile(ctx, q, events, user, row.id, 'UPDATED');
}
