import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { emit } from '../events.js';
import { writeAudit } from '../entities/audit.js';

/** A change of an account entity (tenant, tenant profile, customer, user). */
export interface AccountChange {
  entityType: 'TENANT' | 'TENANT_PROFILE' | 'CUSTOMER' | 'USER';
  id: string;
  name: string;
  action: 'ADDED' | 'UPDATED' | 'DELETED';
  /** The entity JSON after an addition or update. */
  entity?: unknown;
}

/** Writes the audit record of a change, inside the transaction that makes it. */
export function auditChange(ctx: ServerContext, q: Queryable, caller: SecurityUser, change: AccountChange): Promise<void> {
  const actionData = change.action === 'DELETED' ? { entityId: change.id } : { entity: change.entity };
  return writeAudit(q, {
    user: caller, entityId: { entityType: change.entityType, id: change.id }, entityName: change.name,
    actionType: change.action, actionData,
  }, ctx.now());
}

/** Tells the rest of the server (subscriptions, edge events) about a committed change. */
export function announceChange(ctx: ServerContext, tenantId: string, change: Pick<AccountChange, 'entityType' | 'id' | 'action'>): void {
  emit(ctx, 'entity', { tenantId, entityId: { entityType: change.entityType, id: change.id }, action: change.action });
}
