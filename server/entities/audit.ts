import type { EntityId } from '../../sdk/entity-id.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { NULL_UUID } from '../auth/types.js';
import { newId } from '../db/ids.js';

/** One audit record: who did what to which entity. */
export interface AuditEntry {
  user: Pick<SecurityUser, 'id' | 'email' | 'tenantId' | 'customerId'> | null;
  /** Tenant the record belongs to; default the user's tenant. */
  tenantId?: string;
  /** Customer the record belongs to; default the user's customer. */
  customerId?: string;
  entityId?: EntityId<string> | null;
  entityName?: string | null;
  /** ADDED, UPDATED, DELETED, LOGIN, LOGOUT, ASSIGNED_TO_CUSTOMER, CREDENTIALS_UPDATED, ... */
  actionType: string;
  actionData?: unknown;
  failure?: string;
}

/** Writes an audit-log record (call it inside the same transaction as the change). */
export async function writeAudit(q: Queryable, e: AuditEntry, now = Date.now()): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (id, created_time, tenant_id, customer_id, entity_type, entity_id, entity_name,
      user_id, user_name, action_type, action_data, action_status, action_failure_details)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)`,
    [
      newId(), now,
      e.tenantId ?? e.user?.tenantId ?? NULL_UUID,
      e.customerId ?? e.user?.customerId ?? NULL_UUID,
      e.entityId?.entityType ?? null, e.entityId?.id ?? null, e.entityName ?? null,
      e.user?.id ?? null, e.user?.email ?? null,
      e.actionType, e.actionData === undefined ? null : JSON.stringify(e.actionData),
      e.failure ? 'FAILURE' : 'SUCCESS', e.failure ?? null,
    ],
  );
}
