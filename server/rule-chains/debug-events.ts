import type { ApiSchema } from '../../sdk/api-schema.js';
import type { EntityId } from '../../sdk/entity-id.js';
import type { Queryable } from '../db/db.js';
import { badRequest } from '../http/errors.js';
import { likeContains, queryPage, type PageData, type PageLinkQuery } from '../http/paging.js';
import { objectBody } from '../http/validate.js';
import { ref, tenantRef } from '../entities/wire.js';
import { newId } from '../db/ids.js';

/** Event types of ThingsBoard 3.4.1. */
export const EVENT_TYPES = ['ERROR', 'LC_EVENT', 'STATS', 'DEBUG_RULE_NODE', 'DEBUG_RULE_CHAIN'] as const;

/** One of {@link EVENT_TYPES}. */
export type EventType = (typeof EVENT_TYPES)[number];

/** A stored event. */
export interface EventRow {
  id: string;
  created_time: number;
  tenant_id: string;
  entity_type: ApiSchema<'EntityType'>;
  entity_id: string;
  event_type: string;
  event_uid: string | null;
  body: unknown;
}

/** Maps an event row to the EventInfo JSON of ThingsBoard 3.4.1. */
export function eventToJson(row: EventRow): ApiSchema<'EventInfo'> {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    tenantId: tenantRef(row.tenant_id),
    type: row.event_type,
    uid: row.event_uid ?? row.id,
    entityId: ref(row.entity_type, row.entity_id),
    body: row.body ?? null,
  };
}

/** An event to store. */
export interface NewEvent {
  tenantId: string;
  entityId: EntityId<string>;
  type: EventType;
  body: Record<string, unknown>;
  uid?: string;
}

/** Stores one event (the server has no rule engine; debug events exist only where something writes them). */
export async function writeEvent(q: Queryable, e: NewEvent, now: number): Promise<string> {
  const id = newId();
  await q.query(
    'INSERT INTO event (id, created_time, tenant_id, entity_type, entity_id, event_type, event_uid, body) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)',
    [id, now, e.tenantId, e.entityId.entityType, e.entityId.id, e.type, e.uid ?? id, JSON.stringify(e.body)]);
  return id;
}

/** Reads an event type; 400 when unknown. */
export function eventTypeOf(value: unknown, field = 'eventType'): EventType {
  if (typeof value !== 'string' || !(EVENT_TYPES as readonly string[]).includes(value)) {
    throw badRequest(`Invalid value of '${field}': ${String(value)}. Allowed: ${EVENT_TYPES.join(', ')}`);
  }
  return value as EventType;
}

/** SQL conditions (with parameters starting at `$start`) selecting events. */
export interface EventConditions {
  where: string[];
  params: unknown[];
}

type Filter = Record<string, unknown>;

function textOf(filter: Filter, key: string): string | undefined {
  const v = filter[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') throw badRequest(`${key} must be a text`);
  return String(v);
}

function countOf(filter: Filter, key: string): number | undefined {
  const v = filter[key];
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isInteger(n) || n < 0) throw badRequest(`${key} must be a non-negative integer`);
  return n;
}

class ConditionBuilder {
  readonly where: string[] = [];
  readonly params: unknown[] = [];
  constructor(private readonly start: number) {}
  private next(value: unknown): string {
    this.params.push(value);
    return `$${this.start + this.params.length - 1}`;
  }
  contains(expr: string, value: string | undefined): void {
    if (value !== undefined) this.where.push(`${expr} ILIKE ${this.next(likeContains(value))}`);
  }
  equals(expr: string, value: string | undefined): void {
    if (value !== undefined) this.where.push(`${expr} = ${this.next(value)}`);
  }
  compare(expr: string, op: '>=' | '<=', value: number | undefined): void {
    if (value !== undefined) this.where.push(`COALESCE((${expr})::numeric, 0) ${op} ${this.next(value)}`);
  }
}

function debugConditions(b: ConditionBuilder, f: Filter): void {
  b.equals("body->>'type'", textOf(f, 'msgDirectionType'));
  b.contains("body->>'data'", textOf(f, 'dataSearch'));
  b.contains("body->>'metadata'", textOf(f, 'metadataSearch'));
  b.equals("body->>'entityType'", textOf(f, 'entityName') ?? textOf(f, 'entityType'));
  b.equals("body->>'relationType'", textOf(f, 'relationType'));
  b.equals("lower(body->>'entityId')", textOf(f, 'entityId')?.toLowerCase());
  b.equals("body->>'msgType'", textOf(f, 'msgType'));
  b.equals("body->>'msgId'", textOf(f, 'msgId'));
  b.contains("body->>'message'", textOf(f, 'message'));
  const isError = textOf(f, 'isError');
  if (isError === 'true') b.where.push("COALESCE(body->>'error', '') <> ''");
  if (isError === 'false') b.where.push("COALESCE(body->>'error', '') = ''");
}

/**
 * Conditions of an EventFilter body (`eventType` plus the filter fields of that type); text fields
 * match as case-insensitive "contains", identifiers and kinds exactly, counts as minimums or maximums.
 */
export function eventFilterConditions(raw: unknown, start: number): EventConditions & { type: EventType } {
  const f = objectBody(raw);
  const type = eventTypeOf(f.eventType);
  const b = new ConditionBuilder(start);
  b.equals('event_type', type);
  b.contains("body->>'server'", textOf(f, 'server'));
  b.contains("body->>'error'", textOf(f, 'errorStr'));
  if (type === 'DEBUG_RULE_NODE' || type === 'DEBUG_RULE_CHAIN') debugConditions(b, f);
  if (type === 'ERROR') b.contains("body->>'method'", textOf(f, 'method'));
  if (type === 'LC_EVENT') {
    b.equals("body->>'event'", textOf(f, 'event'));
    const status = textOf(f, 'status');
    if (status !== undefined) b.equals("lower(body->>'success')", status.toLowerCase() === 'success' ? 'true' : 'false');
  }
  if (type === 'STATS') {
    b.compare("body->>'messagesProcessed'", '>=', countOf(f, 'minMessagesProcessed') ?? countOf(f, 'messagesProcessed'));
    b.compare("body->>'messagesProcessed'", '<=', countOf(f, 'maxMessagesProcessed'));
    b.compare("body->>'errorsOccurred'", '>=', countOf(f, 'minErrorsOccurred') ?? countOf(f, 'errorsOccurred'));
    b.compare("body->>'errorsOccurred'", '<=', countOf(f, 'maxErrorsOccurred'));
  }
  return { type, where: b.where, params: b.params };
}

/** A page of the events of an entity in a tenant, newest first unless sorted otherwise. */
export function listEvents(
  q: Queryable, tenantId: string, entityId: string, extra: EventConditions, link: PageLinkQuery,
): Promise<PageData<ApiSchema<'EventInfo'>>> {
  return queryPage<EventRow, ApiSchema<'EventInfo'>>(q, {
    select: '*', from: 'event', where: ['tenant_id = $1', 'entity_id = $2', ...extra.where], params: [tenantId, entityId, ...extra.params],
    search: [], sortable: { createdTime: 'created_time', id: 'id' }, defaultSort: 'created_time DESC, id DESC',
    timeColumn: 'created_time', link, map: eventToJson,
  });
}

/** Deletes the events of an entity matching conditions and an optional time range; answers how many went. */
export async function clearEvents(
  q: Queryable, tenantId: string, entityId: string, extra: EventConditions, startTime?: number, endTime?: number,
): Promise<number> {
  const where = ['tenant_id = $1', 'entity_id = $2', ...extra.where];
  const params: unknown[] = [tenantId, entityId, ...extra.params];
  if (startTime) where.push(`created_time >= $${params.push(startTime)}`);
  if (endTime) where.push(`created_time <= $${params.push(endTime)}`);
  const rows = await q.query(`DELETE FROM event WHERE ${where.join(' AND ')} RETURNING id`, params);
  return rows.length;
}

/** The body of the newest incoming debug event of a rule node among its latest two debug events, as ThingsBoard reads it. */
export async function latestDebugInput(q: Queryable, tenantId: string, nodeId: string): Promise<unknown> {
  const rows = await q.query<{ body: { type?: unknown } | null }>(
    `SELECT body FROM event WHERE tenant_id = $1 AND entity_id = $2 AND event_type = 'DEBUG_RULE_NODE'
     ORDER BY created_time DESC, id DESC LIMIT 2`, [tenantId, nodeId]);
  return rows.find((r) => r.body?.type === 'IN')?.body ?? null;
}
