import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { NULL_UUID } from '../auth/types.js';
import { on, type BusEvents } from '../events.js';
import { writeEdgeEvents, type EdgeEventType, type NewEdgeEvent } from './events.js';

/** Entity types an edge receives once they are assigned to it (EDGE-group relation from the edge). */
const ASSIGNABLE: readonly string[] = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'DASHBOARD', 'RULE_CHAIN'];
/** Entity types every edge of the tenant receives. */
const TENANT_WIDE: readonly string[] = ['DEVICE_PROFILE', 'WIDGETS_BUNDLE', 'WIDGET_TYPE'];

const tableExists = async (q: Queryable, table: string) =>
  !!(await q.one<{ t: string | null }>('SELECT to_regclass($1) AS t', [table]))?.t;

async function edgesHolding(q: Queryable, entityType: string, id: string): Promise<Array<{ id: string; tenant_id: string }>> {
  return q.query(
    `SELECT e.id, e.tenant_id FROM relation r JOIN edge e ON e.id = r.from_id
     WHERE r.to_id = $1 AND r.to_type = $2 AND r.from_type = 'EDGE' AND r.relation_type_group = 'EDGE'`, [id, entityType]);
}

/** The edges that must hear about a change of an entity; empty for entities edges do not receive. */
async function edgesFor(q: Queryable, e: BusEvents['entity']): Promise<Array<{ id: string; tenant_id: string }>> {
  const { entityType, id } = e.entityId;
  if (ASSIGNABLE.includes(entityType)) return e.action === 'UPDATED' ? edgesHolding(q, entityType, id) : [];
  if (TENANT_WIDE.includes(entityType)) return q.query('SELECT id, tenant_id FROM edge WHERE tenant_id = $1', [e.tenantId]);
  if (entityType === 'CUSTOMER' && e.action !== 'ADDED') {
    return q.query('SELECT id, tenant_id FROM edge WHERE tenant_id = $1 AND customer_id = $2', [e.tenantId, id]);
  }
  if (entityType === 'EDGE' && e.action === 'UPDATED') return q.query('SELECT id, tenant_id FROM edge WHERE id = $1', [id]);
  return [];
}

/** Writes the edge events caused by one entity change (assignments themselves are written by a database trigger). */
export async function edgeEventsForChange(ctx: ServerContext, e: BusEvents['entity']): Promise<void> {
  const edges = await edgesFor(ctx.db, e);
  await writeEdgeEvents(ctx.db, edges.map((edge) => ({
    tenantId: edge.tenant_id, edgeId: edge.id, type: e.entityId.entityType as EdgeEventType, action: e.action, entityId: e.entityId.id,
  })), ctx.now());
}

const writing = new WeakMap<ServerContext, Set<Promise<void>>>();

/** Resolves once the edge events of every entity change seen so far are written. */
export async function edgeEventsSettled(ctx: ServerContext): Promise<void> {
  while ((writing.get(ctx)?.size ?? 0) > 0) await Promise.allSettled([...writing.get(ctx)!]);
}

/** Listens to entity changes and queues the matching edge events; answers the unsubscribe function. */
export function startEdgeEventWriter(ctx: ServerContext): () => void {
  if (!ctx.config.edgesEnabled) return () => undefined;
  const pending = new Set<Promise<void>>();
  writing.set(ctx, pending);
  return on(ctx, 'entity', (e) => {
    const p = edgeEventsForChange(ctx, e).catch((err: unknown) => ctx.log(`edge events not written: ${(err as Error).message}`));
    pending.add(p);
    void p.finally(() => pending.delete(p));
  });
}

async function assigned(q: Queryable, edgeId: string, entityType: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `SELECT to_id AS id FROM relation WHERE from_id = $1 AND from_type = 'EDGE' AND relation_type_group = 'EDGE' AND to_type = $2
     ORDER BY to_id`, [edgeId, entityType]);
  return rows.map((r) => r.id);
}

async function idsOf(q: Queryable, table: string, where: string, params: unknown[]): Promise<string[]> {
  if (!(await tableExists(q, table))) return [];
  return (await q.query<{ id: string }>(`SELECT id FROM ${table} WHERE ${where} ORDER BY created_time, id`, params)).map((r) => r.id);
}

/**
 * Queues ADDED events for everything an edge should hold: its rule chains (and their metadata),
 * device profiles, its customer and users, the assigned devices, assets, entity views and dashboards,
 * and the widgets bundles. Answers how many events were written.
 */
export async function syncEdge(ctx: ServerContext, q: Queryable, edge: { id: string; tenant_id: string; customer_id: string }): Promise<number> {
  const events: NewEdgeEvent[] = [];
  const add = (type: EdgeEventType, ids: string[]) => {
    for (const id of ids) events.push({ tenantId: edge.tenant_id, edgeId: edge.id, type, action: 'ADDED', entityId: id });
  };
  const ruleChains = await assigned(q, edge.id, 'RULE_CHAIN');
  add('RULE_CHAIN', ruleChains);
  add('RULE_CHAIN_METADATA', ruleChains);
  add('DEVICE_PROFILE', await idsOf(q, 'device_profile', 'tenant_id = $1', [edge.tenant_id]));
  const hasCustomer = edge.customer_id !== NULL_UUID;
  if (hasCustomer) add('CUSTOMER', [edge.customer_id]);
  add('USER', await idsOf(q, 'tb_user', `tenant_id = $1 AND (customer_id = $2${hasCustomer ? ' OR customer_id = $3' : ''})`,
    hasCustomer ? [edge.tenant_id, NULL_UUID, edge.customer_id] : [edge.tenant_id, NULL_UUID]));
  for (const type of ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'DASHBOARD'] as const) add(type, await assigned(q, edge.id, type));
  add('WIDGETS_BUNDLE', await idsOf(q, 'widgets_bundle', 'tenant_id = ANY($1::uuid[])', [[edge.tenant_id, NULL_UUID]]));
  await writeEdgeEvents(q, events, ctx.now());
  return events.length;
}
