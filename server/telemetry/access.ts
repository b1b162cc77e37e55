import { PARAMETER_MESSAGES } from '../http/validate.js';
import type { EntityId } from '../../sdk/entity-id.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { NULL_UUID } from '../auth/types.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { canAccess } from '../auth/permissions.js';
import { ENTITY_TABLES, loadEntityInfo, type EntityInfo } from '../entities/registry.js';

/** Entity types a customer user may read telemetry of when assigned to its customer. */
const CUSTOMER_ASSIGNABLE = new Set(['DEVICE', 'ASSET', 'ENTITY_VIEW', 'EDGE']);
/** Entity types the system administrator reads and writes telemetry of. */
const SYSTEM_TYPES = new Set(['TENANT', 'TENANT_PROFILE', 'USER']);

const TYPE_LABELS: Record<string, string> = {
  DEVICE: 'Device', ASSET: 'Asset', CUSTOMER: 'Customer', TENANT: 'Tenant', USER: 'User', DASHBOARD: 'Dashboard',
  ENTITY_VIEW: 'Entity view', EDGE: 'Edge', RULE_CHAIN: 'Rule chain', ALARM: 'Alarm',
};

/**
 * Whether a user may read (or write) attributes and time series of an entity: tenant admins within
 * their tenant; customer users read devices, assets, entity views and edges of their customer, their
 * customer itself and alarms of their tenant, and read and write their own user; the system
 * administrator tenants, tenant profiles, users and system-level entities. Customer users write nothing else.
 */
export function canAccessTelemetry(user: SecurityUser, entity: EntityId<string>, info: EntityInfo, op: 'read' | 'write'): boolean {
  switch (user.authority) {
    case 'SYS_ADMIN':
      return SYSTEM_TYPES.has(entity.entityType) || info.tenantId === NULL_UUID;
    case 'TENANT_ADMIN':
      return info.tenantId === user.tenantId;
    case 'CUSTOMER_USER':
      if (entity.entityType === 'USER') return entity.id === user.id;
      if (op === 'write' || info.tenantId !== user.tenantId) return false;
      if (entity.entityType === 'CUSTOMER') return entity.id === user.customerId;
      if (entity.entityType === 'ALARM') return true;
      return CUSTOMER_ASSIGNABLE.has(entity.entityType) && canAccess(user, info, 'read');
    default:
      return false;
  }
}

async function loadInfo(q: Queryable, entityType: string, id: string): Promise<EntityInfo | undefined> {
  try {
    return await loadEntityInfo(q, entityType, id);
  } catch (err) {
    // A table another part of the server has not created yet holds no entities.
    if ((err as { code?: string }).code === '42P01') return undefined;
    throw err;
  }
}

/**
 * Resolves the entity of a telemetry request (its id checked by the contract): 400 for an unknown type, 404 when it
 * does not exist, 403 when the user may not read (or write) its telemetry.
 */
export async function resolveTelemetryEntity(
  q: Queryable, user: SecurityUser, entityType: string, id: string, op: 'read' | 'write',
): Promise<{ entity: EntityId<string>; info: EntityInfo }> {
  if (!ENTITY_TABLES[entityType]) throw badRequest(PARAMETER_MESSAGES.entityType(entityType));
  const entity = { entityType, id };
  const info = await loadInfo(q, entityType, entity.id);
  if (!info) throw notFound(`${TYPE_LABELS[entityType] ?? 'Entity'} with requested id wasn't found!`);
  if (!canAccessTelemetry(user, entity, info, op)) throw forbidden();
  return { entity, info };
}
