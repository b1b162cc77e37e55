import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { NULL_UUID } from '../auth/types.js';
import { DEMO_ENTITY_VIEW } from './entity-views.js';
import { DEMO } from './ids.js';

/**
 * Gives the demo tenant its demo entity view ({@link DEMO_ENTITY_VIEW}) of the demo thermostat, owned by Customer A.
 * Skipped when the demo tenant or the thermostat is gone, or when the tenant already has an entity view of that name
 * (one added by hand or by an earlier `npm run screenshots`).
 */
export async function seedDemoEntityView(q: Queryable, ctx: ServerContext): Promise<void> {
  const thermostat = await q.one<{ id: string }>('SELECT id FROM device WHERE tenant_id = $1 AND name = $2', [DEMO.tenantId, DEMO_ENTITY_VIEW.device]);
  if (!thermostat) return;
  const taken = await q.one('SELECT 1 FROM entity_view WHERE id = $1 OR (tenant_id = $2 AND name = $3)', [DEMO.entityViewId, DEMO.tenantId, DEMO_ENTITY_VIEW.name]);
  if (taken) return;
  const customer = (await q.one('SELECT 1 FROM customer WHERE id = $1 AND tenant_id = $2', [DEMO_ENTITY_VIEW.customer, DEMO.tenantId]))
    ? DEMO_ENTITY_VIEW.customer : NULL_UUID;
  await q.query(
    `INSERT INTO entity_view (id, created_time, tenant_id, customer_id, entity_type, entity_id, name, type, keys, start_ts, end_ts, additional_info)
     VALUES ($1,$2,$3,$4,'DEVICE',$5,$6,$7,$8,0,0,$9)`,
    [DEMO.entityViewId, ctx.now(), DEMO.tenantId, customer, thermostat.id, DEMO_ENTITY_VIEW.name, DEMO_ENTITY_VIEW.type,
      JSON.stringify(DEMO_ENTITY_VIEW.keys), JSON.stringify({ description: DEMO_ENTITY_VIEW.description })]);
}
