import type { ApiSchema } from '../../sdk/api-schema.js';
import type { Queryable } from '../db/db.js';
import { queryPage, type PageData, type PageLinkQuery } from '../http/paging.js';
import { newId } from '../db/ids.js';
import { ref, tenantRef } from '../entities/wire.js';

/** Kinds of edge events (what the event is about). */
export const EDGE_EVENT_TYPES = [
  'DASHBOARD', 'ASSET', 'DEVICE', 'DEVICE_PROFILE', 'ENTITY_VIEW', 'ALARM', 'RULE_CHAIN', 'RULE_CHAIN_METADATA', 'EDGE', 'USER',
  'CUSTOMER', 'RELATION', 'TENANT', 'WIDGETS_BUNDLE', 'WIDGET_TYPE', 'ADMIN_SETTINGS',
] as const;
/** One kind of {@link EDGE_EVENT_TYPES}. */
export type EdgeEventType = (typeof EDGE_EVENT_TYPES)[number];

/** What happened to the entity of an edge event. */
export const EDGE_EVENT_ACTIONS = [
  'ADDED', 'DELETED', 'UPDATED', 'POST_ATTRIBUTES', 'ATTRIBUTES_UPDATED', 'ATTRIBUTES_DELETED', 'TIMESERIES_UPDATED',
  'CREDENTIALS_UPDATED', 'ASSIGNED_TO_CUSTOMER', 'UNASSIGNED_FROM_CUSTOMER', 'RELATION_ADD_OR_UPDATE', 'RELATION_DELETED',
  'RPC_CALL', 'ALARM_ACK', 'ALARM_CLEAR', 'ASSIGNED_TO_EDGE', 'UNASSIGNED_FROM_EDGE', 'CREDENTIALS_REQUEST', 'ENTITY_MERGE_REQUEST',
] as const;
/** One action of {@link EDGE_EVENT_ACTIONS}. */
export type EdgeEventAction = (typeof EDGE_EVENT_ACTIONS)[number];

/** An event to queue for an edge. */
export interface NewEdgeEvent {
  tenantId: string;
  edgeId: string;
  type: EdgeEventType;
  action: EdgeEventAction;
  entityId: string | null;
  body?: unknown;
  uid?: string | null;
}

/** A stored edge event. */
export interface EdgeEventRow {
  id: string;
  seq: number;
  created_time: number;
  tenant_id: string;
  edge_id: string;
  edge_event_type: EdgeEventType;
  edge_event_action: EdgeEventAction;
  entity_id: string | null;
  edge_event_uid: string | null;
  body: unknown;
}

/** The EdgeEvent answer; 3.4.1 also queues ENTITY_MERGE_REQUEST, an action the contract's enum lacks. */
export type EdgeEventJson = Omit<ApiSchema<'EdgeEvent'>, 'action'> & { action: EdgeEventAction };

/** Maps a row to the EdgeEvent JSON (entityId is the bare uuid string). */
export function edgeEventJson(row: EdgeEventRow): EdgeEventJson {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    tenantId: tenantRef(row.tenant_id),
    edgeId: ref('EDGE', row.edge_id),
    action: row.edge_event_action,
    entityId: row.entity_id,
    uid: row.edge_event_uid,
    type: row.edge_event_type,
    body: row.body ?? null,
  };
}

/** Queues events for edges, all stamped `now` and kept in the given order. */
export async function writeEdgeEvents(q: Queryable, events: NewEdgeEvent[], now: number): Promise<void> {
  if (events.length === 0) return;
  await q.query(
    `INSERT INTO edge_event (id, created_time, tenant_id, edge_id, edge_event_type, edge_event_action, entity_id, edge_event_uid, body)
     SELECT a, b, c, d, e, f, g, h, i
     FROM unnest($1::uuid[], $2::bigint[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::uuid[], $8::text[], $9::jsonb[])
       WITH ORDINALITY AS t(a, b, c, d, e, f, g, h, i, n) ORDER BY n`,
    [
      events.map(() => newId()), events.map(() => now), events.map((e) => e.tenantId), events.map((e) => e.edgeId),
      events.map((e) => e.type), events.map((e) => e.action), events.map((e) => e.entityId), events.map((e) => e.uid ?? null),
      events.map((e) => (e.body === undefined || e.body === null ? null : JSON.stringify(e.body))),
    ]);
}

/** A page of an edge's events (time series updates left out, as the console's list does), oldest first by default. */
export function listEdgeEvents(q: Queryable, edgeId: string, link: PageLinkQuery): Promise<PageData<EdgeEventJson>> {
  return queryPage<EdgeEventRow, EdgeEventJson>(q, {
    select: '*', from: 'edge_event', where: ['edge_id = $1', "edge_event_action <> 'TIMESERIES_UPDATED'"], params: [edgeId],
    search: ['edge_event_type', 'edge_event_action', 'entity_id::text'],
    // Events written in the same millisecond keep their write order through `seq`.
    sortable: {
      createdTime: '(created_time::numeric * 1000000000 + seq)', type: 'edge_event_type', action: 'edge_event_action',
      entityId: 'entity_id',
    },
    defaultSort: 'created_time ASC, seq ASC', timeColumn: 'created_time', link, map: edgeEventJson,
  });
}

/** Delivery status of an edge event: DEPLOYED once the edge's queue start time has passed it, else PENDING. */
export function edgeEventStatus(createdTime: number, queueStartTs: number | null | undefined): 'PENDING' | 'DEPLOYED' {
  return queueStartTs !== null && queueStartTs !== undefined && queueStartTs > 0 && createdTime <= queueStartTs ? 'DEPLOYED' : 'PENDING';
}

/** The edge's `queueStartTs` server attribute (when the edge last confirmed its queue); null when it never connected. */
export async function edgeQueueStartTs(q: Queryable, edgeId: string): Promise<number | null> {
  const row = await q.one<{ v: string | null }>(
    `SELECT COALESCE(long_v::text, dbl_v::text, str_v) AS v FROM attribute_kv
     WHERE entity_id = $1 AND attribute_type = 'SERVER_SCOPE' AND attribute_key = 'queueStartTs'`, [edgeId]);
  const n = row?.v === null || row?.v === undefined ? NaN : Number(row.v);
  return Number.isFinite(n) ? n : null;
}
