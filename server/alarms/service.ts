import type { ApiSchema } from '../../sdk/api-schema.js';
import type { EntityId } from '../../sdk/entity-id.js';
import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import type { SecurityUser } from '../auth/types.js';
import { NULL_UUID } from '../auth/types.js';
import { emit } from '../events.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { canAccess, hasCustomer } from '../auth/permissions.js';
import { isUuid, newId } from '../db/ids.js';
import { writeAudit } from '../entities/audit.js';
import { ENTITY_TABLES, loadEntityInfo } from '../entities/registry.js';
import { invalidUuid } from '../http/validate.js';
import {
  ALARM_INFO_SELECT, ALARM_SEVERITIES, ALARM_STATUSES, alarmInfoJson, alarmJson,
  type AlarmRow, type AlarmSeverity, type AlarmStatus,
} from './json.js';

/** Loads one alarm with its originator name; undefined when missing. */
export async function findAlarm(q: Queryable, id: string): Promise<AlarmRow | undefined> {
  return q.one<AlarmRow>(`SELECT ${ALARM_INFO_SELECT} FROM alarm a WHERE a.id = $1`, [id]);
}

/** Loads an alarm the user may read (404 when missing, 403 when not allowed). */
export async function loadAlarmFor(q: Queryable, user: SecurityUser, id: string, op: 'read' | 'write' = 'read'): Promise<AlarmRow> {
  const row = await findAlarm(q, id);
  if (!row) throw notFound();
  if (!canAccess(user, { tenantId: row.tenant_id, customerId: row.customer_id }, op, true)) throw forbidden();
  return row;
}

function enumField<T extends string>(body: Record<string, unknown>, field: string, allowed: readonly T[]): T {
  const v = body[field];
  if (v === undefined || v === null) throw badRequest(`Alarm ${field} should be specified!`);
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
    throw badRequest(`Invalid value of '${field}': ${String(v)}. Allowed: ${allowed.join(', ')}`);
  }
  return v as T;
}

function tsField(body: Record<string, unknown>, field: string): number {
  const v = body[field];
  if (v === undefined || v === null) return 0;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw badRequest(`${field} must be a number`);
  return Math.trunc(v);
}

function relationTypes(body: Record<string, unknown>): string[] {
  const v = body.propagateRelationTypes;
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((t) => typeof t !== 'string')) throw badRequest('propagateRelationTypes must be a list of strings');
  return v as string[];
}

/** The alarm fields a save request carries, validated. */
interface AlarmInput {
  type: string;
  originator: EntityId<string>;
  severity: AlarmSeverity;
  status: AlarmStatus;
  startTs: number;
  endTs: number;
  details: unknown;
  propagate: boolean;
  propagateToOwner: boolean;
  propagateToTenant: boolean;
  propagateRelationTypes: string[];
}

function readInput(body: Record<string, unknown>): AlarmInput {
  if (typeof body.type !== 'string' || body.type.trim() === '') throw badRequest('Alarm type should be specified!');
  if (body.type.length > 255) throw badRequest('type length must be equal or less than 255');
  const o = body.originator as { entityType?: unknown; id?: unknown } | null | undefined;
  if (!o || typeof o !== 'object') throw badRequest('Alarm originator should be specified!');
  if (typeof o.entityType !== 'string' || !ENTITY_TABLES[o.entityType] || !isUuid(o.id)) throw badRequest('Alarm originator is invalid!');
  return {
    type: body.type,
    originator: { entityType: o.entityType, id: o.id.toLowerCase() },
    severity: enumField(body, 'severity', ALARM_SEVERITIES),
    status: enumField(body, 'status', ALARM_STATUSES),
    startTs: tsField(body, 'startTs'),
    endTs: tsField(body, 'endTs'),
    details: body.details ?? null,
    propagate: body.propagate === true,
    propagateToOwner: body.propagateToOwner === true,
    propagateToTenant: body.propagateToTenant === true,
    propagateRelationTypes: relationTypes(body),
  };
}

/** Entities an alarm is shown on: the originator, parents by relation when propagated, owner and tenant when asked. */
async function propagationTargets(q: Queryable, row: AlarmRow): Promise<Array<{ type: string; id: string }>> {
  const targets: Array<{ type: string; id: string }> = [{ type: row.originator_type, id: row.originator_id }];
  if (row.propagate) {
    const types = row.propagate_relation_types ?? [];
    const parents = await q.query<{ id: string; type: string }>(
      `WITH RECURSIVE up(id, type, lvl) AS (
         SELECT from_id, from_type, 1 FROM relation
          WHERE to_id = $1 AND to_type = $2 AND relation_type_group = 'COMMON' AND (cardinality($3::text[]) = 0 OR relation_type = ANY($3))
         UNION
         SELECT r.from_id, r.from_type, up.lvl + 1 FROM relation r JOIN up ON r.to_id = up.id AND r.to_type = up.type
          WHERE r.relation_type_group = 'COMMON' AND (cardinality($3::text[]) = 0 OR r.relation_type = ANY($3)) AND up.lvl < 50)
       SELECT DISTINCT id, type FROM up`,
      [row.originator_id, row.originator_type, types],
    );
    targets.push(...parents);
  }
  if (row.propagate_to_owner) {
    targets.push(hasCustomer(row.customer_id) ? { type: 'CUSTOMER', id: row.customer_id } : { type: 'TENANT', id: row.tenant_id });
  }
  if (row.propagate_to_tenant) targets.push({ type: 'TENANT', id: row.tenant_id });
  return targets;
}

async function linkEntities(q: Queryable, row: AlarmRow): Promise<void> {
  for (const t of await propagationTargets(q, row)) {
    await q.query(
      `INSERT INTO entity_alarm (tenant_id, entity_type, entity_id, alarm_id, created_time) VALUES ($1,$2,$3,$4,$5)
       ON CONFLICT DO NOTHING`,
      [row.tenant_id, t.type, t.id, row.id, row.created_time],
    );
  }
}

async function insertAlarm(q: Queryable, tenantId: string, customerId: string, input: AlarmInput, now: number): Promise<string> {
  const id = newId();
  const startTs = input.startTs || now;
  await q.query(
    `INSERT INTO alarm (id, created_time, tenant_id, customer_id, type, originator_id, originator_type, severity, status,
       start_ts, end_ts, ack_ts, clear_ts, details, propagate, propagate_to_owner, propagate_to_tenant, propagate_relation_types)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18)`,
    [id, now, tenantId, customerId, input.type, input.originator.id, input.originator.entityType, input.severity, input.status,
      startTs, input.endTs || startTs, input.status.endsWith('_ACK') ? now : 0, input.status.startsWith('CLEARED') ? now : 0,
      JSON.stringify(input.details), input.propagate, input.propagateToOwner, input.propagateToTenant,
      JSON.stringify(input.propagateRelationTypes)],
  );
  return id;
}

async function mergeAlarm(q: Queryable, existing: AlarmRow, input: AlarmInput): Promise<void> {
  await q.query(
    `UPDATE alarm SET start_ts = GREATEST(start_ts, $2), end_ts = GREATEST(end_ts, $3), severity = $4, status = $5, details = $6,
       propagate = $7, propagate_to_owner = $8, propagate_to_tenant = $9, propagate_relation_types = $10 WHERE id = $1`,
    [existing.id, input.startTs, input.endTs, input.severity, input.status, JSON.stringify(input.details),
      input.propagate, input.propagateToOwner, input.propagateToTenant, JSON.stringify(input.propagateRelationTypes)],
  );
}

/** Publishes an alarm change on the bus. */
export function publishAlarm(ctx: ServerContext, row: AlarmRow, deleted = false): void {
  emit(ctx, 'alarm', { tenantId: row.tenant_id, alarm: alarmInfoJson(row), deleted });
}

/**
 * Creates or updates an alarm. Without an id, an uncleared alarm of the same type on the same
 * originator is updated instead of creating a second one, as ThingsBoard does.
 */
export async function saveAlarm(ctx: ServerContext, user: SecurityUser, raw: Record<string, unknown>): Promise<ApiSchema<'Alarm'>> {
  const input = readInput(raw);
  const rawId = (raw.id as { id?: unknown } | null | undefined)?.id;
  if (rawId !== undefined && rawId !== null && !isUuid(rawId)) throw invalidUuid(rawId);
  const row = await ctx.db.tx(async (q) => {
    const owner = await loadEntityInfo(q, input.originator.entityType, input.originator.id);
    if (!owner) throw notFound();
    if (!canAccess(user, owner, 'write', true)) throw forbidden();
    let existing: AlarmRow | undefined;
    if (isUuid(rawId)) {
      existing = await loadAlarmFor(q, user, rawId.toLowerCase(), 'write');
    } else {
      existing = await q.one<AlarmRow>(
        `SELECT * FROM alarm WHERE originator_id = $1 AND type = $2 AND tenant_id = $3 ORDER BY start_ts DESC, created_time DESC LIMIT 1`,
        [input.originator.id, input.type, owner.tenantId],
      );
      if (existing?.status.startsWith('CLEARED')) existing = undefined;
    }
    let id: string;
    if (existing) {
      await mergeAlarm(q, existing, input);
      id = existing.id;
    } else {
      id = await insertAlarm(q, owner.tenantId, owner.customerId || NULL_UUID, input, ctx.now());
    }
    const saved = (await findAlarm(q, id))!;
    await linkEntities(q, saved);
    await writeAudit(q, { user, tenantId: saved.tenant_id, customerId: saved.customer_id, entityId: { entityType: 'ALARM', id },
      entityName: saved.type, actionType: existing ? 'UPDATED' : 'ADDED', actionData: alarmJson(saved) }, ctx.now());
    return saved;
  });
  publishAlarm(ctx, row);
  return alarmJson(row);
}

/** Acknowledges (`ack`) or clears (`clear`) an alarm; repeating a done transition changes nothing. */
export async function transitionAlarm(ctx: ServerContext, user: SecurityUser, id: string, action: 'ack' | 'clear'): Promise<void> {
  const changed = await ctx.db.tx(async (q) => {
    const row = await loadAlarmFor(q, user, id, 'write');
    const cleared = row.status.startsWith('CLEARED');
    const acked = row.status.endsWith('_ACK');
    if ((action === 'ack' && acked) || (action === 'clear' && cleared)) return undefined;
    const status: AlarmStatus = action === 'ack' ? (cleared ? 'CLEARED_ACK' : 'ACTIVE_ACK') : (acked ? 'CLEARED_ACK' : 'CLEARED_UNACK');
    const column = action === 'ack' ? 'ack_ts' : 'clear_ts';
    await q.query(`UPDATE alarm SET status = $2, ${column} = $3 WHERE id = $1`, [id, status, ctx.now()]);
    const saved = (await findAlarm(q, id))!;
    await writeAudit(q, { user, tenantId: saved.tenant_id, customerId: saved.customer_id, entityId: { entityType: 'ALARM', id },
      entityName: saved.type, actionType: action === 'ack' ? 'ALARM_ACK' : 'ALARM_CLEAR', actionData: alarmJson(saved) }, ctx.now());
    return saved;
  });
  if (changed) publishAlarm(ctx, changed);
}

/** Deletes an alarm and its entity links. */
export async function deleteAlarm(ctx: ServerContext, user: SecurityUser, id: string): Promise<void> {
  const row = await ctx.db.tx(async (q) => {
    const existing = await loadAlarmFor(q, user, id, 'write');
    await q.query('DELETE FROM alarm WHERE id = $1', [id]);
    await writeAudit(q, { user, tenantId: existing.tenant_id, customerId: existing.customer_id, entityId: { entityType: 'ALARM', id },
      entityName: existing.type, actionType: 'DELETED', actionData: alarmJson(existing) }, ctx.now());
    return existing;
  });
  publishAlarm(ctx, row, true);
}
