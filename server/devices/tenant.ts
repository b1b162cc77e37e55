import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { NULL_UUID } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { auditEntity, queueEvent, type EventSink } from '../entities/changes.js';
import { deleteAllRelations, findRow, loadChecked } from '../entities/family.js';
import { assertUniqueName } from '../entities/save.js';
import { ref } from '../entities/wire.js';
import { writeAudit } from '../entities/audit.js';
import { DEVICE_FAMILY, deviceToJson, syncDeviceData, type DeviceRow } from './service.js';
import { findOrCreateProfileByName } from '../device-profiles/service.js';

/**
 * Moves a device to another tenant, as `POST /api/tenant/{tenantId}/device/{deviceId}` does: the
 * device loses its customer and relations, takes the new tenant's profile of the same name
 * (created when missing) and keeps its credentials. 400 when the tenant is unknown, the name is
 * taken there or entity views show the device.
 */
export async function assignDeviceToTenant(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, tenantId: string, rawDeviceId: unknown,
): Promise<DeviceRow> {
  const device = await loadChecked(q, user, DEVICE_FAMILY, rawDeviceId, 'write', 'deviceId');
  const tenant = await q.one<{ title: string }>('SELECT title FROM tenant WHERE id = $1', [tenantId]);
  if (!tenant) throw badRequest('Could not find the specified Tenant!');
  if (await q.one("SELECT 1 FROM entity_view WHERE entity_type = 'DEVICE' AND entity_id = $1 LIMIT 1", [device.id])) {
    throw badRequest("Can't assign device that has entity views to another tenant!");
  }
  await assertUniqueName(q, 'device', tenantId, device.name, device.id, 'Device with such name already exists!');
  const profile = await findOrCreateProfileByName(q, tenantId, device.type, ctx.now());
  await deleteAllRelations(q, 'DEVICE', device.id);
  await q.query(
    'UPDATE device SET tenant_id = $2, customer_id = $3, device_profile_id = $4, type = $5, device_data = $6 WHERE id = $1',
    [device.id, tenantId, NULL_UUID, profile.id, profile.name, JSON.stringify(syncDeviceData(profile, device.device_data))]);
  const moved = (await findRow(q, DEVICE_FAMILY, device.id))!;
  await auditEntity(ctx, q, user, { entityType: 'DEVICE', row: device }, 'ASSIGNED_TO_TENANT',
    { entityId: device.id, assignedTenantId: tenantId, assignedTenantName: tenant.title });
  await writeAudit(q, {
    user, tenantId, customerId: NULL_UUID, entityId: ref('DEVICE', device.id), entityName: device.name, actionType: 'ASSIGNED_FROM_TENANT',
    actionData: { entity: deviceToJson(moved) },
  }, ctx.now());
  queueEvent(events, device.tenant_id, ref('DEVICE', device.id), 'DELETED');
  queueEvent(events, tenantId, ref('DEVICE', device.id), 'ADDED');
  return moved;
}
