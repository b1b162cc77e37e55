import type { EntityId } from '../../sdk/entity-id.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { NULL_UUID } from '../auth/types.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { canAccess } from '../auth/permissions.js';
import { ENTITY_TABLES, loadEntityInfo, type EntityInfo } from './registry.js';
import { isUuid } from '../db/ids.js';
import { invalidUuid, PARAMETER_MESSAGES } from '../http/validate.js';

/** What a caller wants to do with an entity. */
export type Operation = 'read' | 'write';

/** Entity types of ThingsBoard 3.4.1 (EntityType enum). */
export const ENTITY_TYPES = [
  'TENANT', 'CUSTOMER', 'USER', 'DASHBOARD', 'ASSET', 'DEVICE', 'ALARM', 'RULE_CHAIN', 'RULE_NODE', 'ENTITY_VIEW',
  'WIDGETS_BUNDLE', 'WIDGET_TYPE', 'TENANT_PROFILE', 'DEVICE_PROFILE', 'API_USAGE_STATE', 'TB_RESOURCE', 'OTA_PACKAGE',
  'EDGE', 'RPC', 'QUEUE',
] as const;

const DISPLAY_NAMES: Record<string, string> = {
  ENTITY_VIEW: 'Entity view', DEVICE_PROFILE: 'Device profile', TENANT_PROFILE: 'Tenant profile', RULE_CHAIN: 'Rule chain',
  RULE_NODE: 'Rule node', WIDGETS_BUNDLE: 'Widgets bundle', WIDGET_TYPE: 'Widget type', OTA_PACKAGE: 'Ota package',
  TB_RESOURCE: 'Resource', API_USAGE_STATE: 'Api usage state',
};

/** Human name of an entity type as ThingsBoard words its not-found messages ("Entity view"). */
export function entityDisplayName(entityType: string): string {
  return DISPLAY_NAMES[entityType] ?? entityType.charAt(0) + entityType.slice(1).toLowerCase();
}

/** The 404 ThingsBoard answers for a missing entity addressed by id. */
export const entityNotFound = (entityType: string, id: string) =>
  notFound(`${entityDisplayName(entityType)} with id [${id}] is not found`);

/** Reads an entity type from a request value; 400 when it is not one of the known types. */
export function entityTypeParam(value: unknown, name = 'entityType'): string {
  if (typeof value !== 'string' || value === '') throw badRequest(`Parameter '${name}' can't be empty!`);
  if (!(ENTITY_TYPES as readonly string[]).includes(value)) throw badRequest(PARAMETER_MESSAGES.entityType(value));
  return value;
}

/** Reads an entity id from a request pair (type text and id text); 400 when either is malformed. */
export function entityIdParam(typeValue: unknown, idValue: unknown, typeName: string, idName: string): EntityId<string> {
  const entityType = entityTypeParam(typeValue, typeName);
  if (typeof idValue !== 'string' || idValue === '') throw badRequest(`Parameter '${idName}' can't be empty!`);
  if (!isUuid(idValue)) throw invalidUuid(idValue);
  return { entityType, id: idValue.toLowerCase() };
}

/** Loads owner and name of any entity; undefined when missing or when its table does not exist yet. */
export async function findEntityInfo(q: Queryable, entityType: string, id: string): Promise<EntityInfo | undefined> {
  const table = ENTITY_TABLES[entityType]?.table;
  if (!table) return undefined;
  // Checked first rather than caught: a failed statement would abort the caller's transaction.
  const exists = await q.one<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [table]);
  return exists?.ok ? loadEntityInfo(q, entityType, id) : undefined;
}

/**
 * Whether `user` may read or change an entity, following ThingsBoard's role permissions: tenant
 * admins own their tenant's entities; customer users read what is assigned to their customer (plus
 * their customer, themselves and their tenant's device profiles); the system administrator
 * reaches tenants, tenant profiles and system-level entities only.
 */
export function canAccessEntity(user: SecurityUser, entityType: string, id: string, info: EntityInfo, op: Operation): boolean {
  if (user.authority === 'SYS_ADMIN') {
    return entityType === 'TENANT' || entityType === 'TENANT_PROFILE' || info.tenantId === NULL_UUID;
  }
  if (user.authority === 'TENANT_ADMIN') {
    if (entityType === 'TENANT') return id === user.tenantId && op === 'read';
    if (entityType === 'TENANT_PROFILE') return false;
    if (info.tenantId === NULL_UUID) return op === 'read';
    return info.tenantId === user.tenantId;
  }
  if (user.authority !== 'CUSTOMER_USER' || op !== 'read') return false;
  if (entityType === 'CUSTOMER') return id === user.customerId;
  if (entityType === 'USER') return id === user.id;
  if (entityType === 'DEVICE_PROFILE') return info.tenantId === user.tenantId;
  if (!ENTITY_TABLES[entityType]?.customerColumn) return false;
  return canAccess(user, info, 'read');
}

/** Loads an entity and checks the caller may use it: 404 when missing, then 403 when not allowed. */
export async function checkEntityAccess(q: Queryable, user: SecurityUser, entityId: EntityId<string>, op: Operation): Promise<EntityInfo> {
  const info = await findEntityInfo(q, entityId.entityType, entityId.id);
  if (!info) throw entityNotFound(entityId.entityType, entityId.id);
  if (!canAccessEntity(user, entityId.entityType, entityId.id, info, op)) throw forbidden();
  return info;
}

/** Like {@link checkEntityAccess} but answers false instead of throwing. */
export async function mayAccessEntity(q: Queryable, user: SecurityUser, entityId: EntityId<string>, op: Operation): Promise<boolean> {
  const info = await findEntityInfo(q, entityId.entityType, entityId.id);
  return !!info && canAccessEntity(user, entityId.entityType, entityId.id, info, op);
}
