import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { NULL_UUID } from '../auth/types.js';
import { syncEdge } from '../edges/events-bus.js';
import { DEMO_EDGE } from './edges.js';
import { DEMO } from './ids.js';

/**
 * Gives the demo tenant its demo edge: the fixed routing key and secret of {@link DEMO_EDGE}, Customer A as owner,
 * the tenant's edge root rule chain assigned and set as the edge's root, and a sync's worth of queued events (the
 * assignment adds its own ASSIGNED_TO_EDGE event when the transaction commits). Skipped when the demo tenant is gone
 * or already has an edge of that name or routing key (one added by an earlier `npm run screenshots`).
 */
export async function seedDemoEdge(q: Queryable, ctx: ServerContext): Promise<void> {
  if (!(await q.one('SELECT 1 FROM tenant WHERE id = $1', [DEMO.tenantId]))) return;
  const taken = await q.one('SELECT 1 FROM edge WHERE id = $1 OR (tenant_id = $2 AND name = $3) OR routing_key = $4',
    [DEMO.edgeId, DEMO.tenantId, DEMO_EDGE.name, DEMO_EDGE.routingKey]);
  if (taken) return;
  const customer = (await q.one('SELECT 1 FROM customer WHERE id = $1 AND tenant_id = $2', [DEMO_EDGE.customer, DEMO.tenantId]))
    ? DEMO_EDGE.customer : NULL_UUID;
  const root = await q.one<{ id: string }>(
    "SELECT id FROM rule_chain WHERE tenant_id = $1 AND type = 'EDGE' AND root ORDER BY created_time LIMIT 1", [DEMO.tenantId]);
  await q.query(
    `INSERT INTO edge (id, created_time, tenant_id, customer_id, root_rule_chain_id, name, type, label, routing_key, secret, additional_info)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
    [DEMO.edgeId, ctx.now(), DEMO.tenantId, customer, root?.id ?? null, DEMO_EDGE.name, DEMO_EDGE.type, DEMO_EDGE.label,
      DEMO_EDGE.routingKey, DEMO_EDGE.secret, JSON.stringify({ description: '' })]);
  if (root) {
    await q.query(
      `INSERT INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type)
       VALUES ($1,'EDGE',$2,'RULE_CHAIN','EDGE','Contains') ON CONFLICT DO NOTHING`, [DEMO.edgeId, root.id]);
  }
  await syncEdge(ctx, q, { id: DEMO.edgeId, tenant_id: DEMO.tenantId, customer_id: customer });
}
