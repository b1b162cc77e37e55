import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { NULL_UUID, type SecurityUser } from '../auth/types.js';
import { auditEntity, queueEvent, type EventSink } from '../entities/changes.js';
import { ref } from '../entities/wire.js';

/**
 * Whether `user` may read (or, with `write`, change) a widgets bundle or widget type owned by
 * `tenantId` (NULL_UUID for the system library): the system administrator owns the system
 * library only; tenant admins own their tenant's and read the system library; customer users
 * read both.
 */
export function canUseWidgets(user: SecurityUser, tenantId: string, op: 'read' | 'write'): boolean {
  if (user.authority === 'SYS_ADMIN') return tenantId === NULL_UUID;
  if (user.authority !== 'TENANT_ADMIN' && user.authority !== 'CUSTOMER_USER') return false;
  if (tenantId === NULL_UUID) return op === 'read';
  if (tenantId !== user.tenantId) return false;
  return op === 'read' || user.authority === 'TENANT_ADMIN';
}

/** Owner of the widgets entities a user creates: the system library for the system administrator, else the user's tenant. */
export const widgetsOwnerOf = (user: SecurityUser): string => (user.authority === 'SYS_ADMIN' ? NULL_UUID : user.tenantId);

/** An alias made from a title or name: lower case, every run of non-word characters replaced by `_`. */
export const aliasFrom = (text: string): string => text.toLowerCase().replace(/\W+/g, '_');

/** `base`, or `base2`, `base3`, ... : the first alias `taken` answers false for. */
export async function uniqueAlias(base: string, taken: (alias: string) => Promise<boolean>): Promise<string> {
  let alias = base;
  for (let n = 2; await taken(alias); n++) alias = `${base}${n}`;
  return alias;
}

/** Writes the audit record and queues the entity event of a widgets change. */
export async function recordWidgetsChange(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser,
  entity: { entityType: 'WIDGETS_BUNDLE' | 'WIDGET_TYPE'; id: string; name: string; tenantId: string },
  action: 'ADDED' | 'UPDATED' | 'DELETED', actionData: unknown,
): Promise<void> {
  const row = { id: entity.id, name: entity.name, tenant_id: entity.tenantId, customer_id: NULL_UUID };
  await auditEntity(ctx, q, user, { entityType: entity.entityType, row }, action, actionData);
  queueEvent(events, entity.tenantId, ref(entity.entityType, entity.id), action);
}
