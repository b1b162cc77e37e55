import type { ApiSchema } from '../../sdk/api-schema.js';
import type { Queryable } from '../db/db.js';
import { badRequest } from '../http/errors.js';
import { queryPage, type PageData, type PageLinkQuery } from '../http/paging.js';
import { customerRef, optionalRef, ref, tenantRef } from '../entities/wire.js';

/** Action types of ThingsBoard 3.4.1 audit records. */
export const ACTION_TYPES = [
  'ADDED', 'DELETED', 'UPDATED', 'ATTRIBUTES_UPDATED', 'ATTRIBUTES_DELETED', 'TIMESERIES_UPDATED', 'TIMESERIES_DELETED', 'RPC_CALL',
  'CREDENTIALS_UPDATED', 'ASSIGNED_TO_CUSTOMER', 'UNASSIGNED_FROM_CUSTOMER', 'ACTIVATED', 'SUSPENDED', 'CREDENTIALS_READ',
  'ATTRIBUTES_READ', 'RELATION_ADD_OR_UPDATE', 'RELATION_DELETED', 'RELATIONS_DELETED', 'ALARM_ACK', 'ALARM_CLEAR', 'ALARM_DELETE',
  'LOGIN', 'LOGOUT', 'LOCKOUT', 'ASSIGNED_FROM_TENANT', 'ASSIGNED_TO_TENANT', 'PROVISION_SUCCESS', 'PROVISION_FAILURE',
  'ASSIGNED_TO_EDGE', 'UNASSIGNED_FROM_EDGE',
] as const;

/** A stored audit record. */
export interface AuditLogRow {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  entity_type: ApiSchema<'EntityType'> | null;
  entity_id: string | null;
  entity_name: string | null;
  user_id: string | null;
  user_name: string | null;
  action_type: ApiSchema<'ActionType'>;
  action_data: unknown;
  action_status: ApiSchema<'ActionStatus'>;
  action_failure_details: string | null;
}

/** The AuditLog answer of 3.4.1: absent entity, user and names are null, action data is the stored JSON. */
export type AuditLogJson = Omit<ApiSchema<'AuditLog'>, 'entityId' | 'entityName' | 'userId' | 'userName'> & {
  entityId: ApiSchema<'EntityId'> | null; entityName: string | null; userId: ApiSchema<'UserId'> | null; userName: string | null;
};

/** Maps an audit record to the AuditLog JSON of 3.4.1. */
export function auditLogToJson(row: AuditLogRow): AuditLogJson {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    tenantId: tenantRef(row.tenant_id),
    customerId: customerRef(row.customer_id),
    entityId: row.entity_type && row.entity_id ? ref(row.entity_type, row.entity_id) : null,
    entityName: row.entity_name,
    userId: optionalRef('USER', row.user_id),
    userName: row.user_name,
    actionType: row.action_type,
    actionData: row.action_data ?? null,
    actionStatus: row.action_status,
    actionFailureDetails: row.action_failure_details,
  };
}

/** Reads the `actionTypes` filter (comma-separated); undefined when absent; 400 on an unknown type. */
export function parseActionTypes(raw: unknown): string[] | undefined {
  if (raw === undefined || raw === null || String(raw).trim() === '') return undefined;
  const types = String(raw).split(',').map((t) => t.trim()).filter((t) => t !== '');
  for (const t of types) if (!(ACTION_TYPES as readonly string[]).includes(t)) throw badRequest(`Invalid action type: ${t}`);
  return types;
}

/** Which records of a tenant a page reads: all, one customer's, one user's or one entity's. */
export type AuditScope =
  | { kind: 'tenant' }
  | { kind: 'customer'; customerId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'entity'; entityType: string; entityId: string };

const SORTABLE = {
  createdTime: 'created_time', entityType: 'entity_type', entityName: 'entity_name', userName: 'user_name',
  actionType: 'action_type', actionStatus: 'action_status', id: 'id',
};

/** A time page of a tenant's audit records, searched over entity type and name, user name, action type and status. */
export function auditLogPage(
  q: Queryable, tenantId: string, scope: AuditScope, actionTypes: string[] | undefined, link: PageLinkQuery,
): Promise<PageData<AuditLogJson>> {
  const where = ['tenant_id = $1'];
  const params: unknown[] = [tenantId];
  const add = (sql: string, ...values: unknown[]) => {
    const n = params.length;
    params.push(...values);
    where.push(sql.replace(/\$(\d)/g, (_m, i: string) => `$${n + Number(i)}`));
  };
  if (scope.kind === 'customer') add('customer_id = $1', scope.customerId);
  if (scope.kind === 'user') add('user_id = $1', scope.userId);
  if (scope.kind === 'entity') add('entity_type = $1 AND entity_id = $2', scope.entityType, scope.entityId);
  if (actionTypes) add('action_type = ANY($1::text[])', actionTypes);
  return queryPage<AuditLogRow, AuditLogJson>(q, {
    select: '*', from: 'audit_log', where, params,
    search: ['entity_type', 'entity_name', 'user_name', 'action_type', 'action_status'],
    sortable: SORTABLE, defaultSort: 'created_time ASC, id ASC', timeColumn: 'created_time', link, map: auditLogToJson,
  });
}
