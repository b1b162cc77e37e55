import type { EntityId } from '../../sdk/entity-id.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { emit, type BusEvents } from '../events.js';
import { writeAudit } from './audit.js';
import { ref } from './wire.js';

/** An entity bus event collected during a transaction and emitted after it commits. */
export type EntityEvent = BusEvents['entity'];

/** Collected bus events of one change. */
export type EventSink = EntityEvent[];

/** Runs `fn` in one transaction and emits the entity events it collected once the transaction has committed. */
export async function inChange<T>(ctx: ServerContext, fn: (q: Queryable, events: EventSink) => Promise<T>): Promise<T> {
  const events: EventSink = [];
  const result = await ctx.db.tx((q) => fn(q, events));
  for (const event of events) emit(ctx, 'entity', event);
  return result;
}

/** The owner and name of a changed entity, as audit records need them. */
export interface AuditedEntity {
  id: string;
  name: string;
  tenant_id: string;
  customer_id: string;
}

/** Writes one audit record about an entity, owned by the entity's tenant and customer as ThingsBoard does. */
export async function auditEntity(
  ctx: ServerContext, q: Queryable, user: SecurityUser,
  entity: { entityType: string; row: AuditedEntity }, actionType: string, actionData: unknown,
): Promise<void> {
  await writeAudit(q, {
    user,
    tenantId: entity.row.tenant_id,
    customerId: entity.row.customer_id,
    entityId: ref(entity.entityType, entity.row.id),
    entityName: entity.row.name,
    actionType,
    actionData,
  }, ctx.now());
}

/** Queues an entity event for emission after commit. */
export function queueEvent(events: EventSink, tenantId: string, entityId: EntityId<string>, action: EntityEvent['action']): void {
  events.push({ tenantId, entityId, action });
}
