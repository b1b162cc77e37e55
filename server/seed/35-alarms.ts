import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import { newId } from '../db/ids.js';
import { DEMO } from '../demo/ids.js';

/** Demo alarms: originator device name, type, severity, status, age in minutes. */
export const DEMO_ALARMS = [
  { device: 'Thermostat T1', type: 'High Temperature', severity: 'CRITICAL', status: 'ACTIVE_UNACK', ageMin: 5 },
  { device: 'Thermostat T2', type: 'Low Battery', severity: 'MINOR', status: 'ACTIVE_ACK', ageMin: 60 },
  { device: 'Humidity Sensor H1', type: 'High Humidity', severity: 'MAJOR', status: 'ACTIVE_UNACK', ageMin: 30 },
  { device: 'Water Pump P1', type: 'Pressure Drop', severity: 'WARNING', status: 'CLEARED_ACK', ageMin: 240 },
] as const;

/** A few alarms on the demo devices, each linked to its originator and (propagated) to the asset containing it. */
export default async function seedAlarms(q: Queryable, ctx: ServerContext): Promise<void> {
  const now = ctx.now();
  for (const a of DEMO_ALARMS) {
    const device = await q.one<{ id: string; customer_id: string }>(
      'SELECT id, customer_id FROM device WHERE tenant_id = $1 AND name = $2', [DEMO.tenantId, a.device]);
    if (!device) continue;
    const id = newId();
    const start = now - a.ageMin * 60_000;
    const acked = a.status.endsWith('_ACK');
    const cleared = a.status.startsWith('CLEARED');
    await q.query(
      `INSERT INTO alarm (id, created_time, tenant_id, customer_id, type, originator_id, originator_type, severity, status,
         start_ts, end_ts, ack_ts, clear_ts, details, propagate, propagate_relation_types)
       VALUES ($1,$2,$3,$4,$5,$6,'DEVICE',$7,$8,$9,$10,$11,$12,$13,true,'[]')`,
      [id, start, DEMO.tenantId, device.customer_id, a.type, device.id, a.severity, a.status, start, start,
        acked ? start + 60_000 : 0, cleared ? start + 120_000 : 0, JSON.stringify({})],
    );
    await q.query(
      `INSERT INTO entity_alarm (tenant_id, entity_type, entity_id, alarm_id, created_time)
       SELECT $1::uuid, 'DEVICE', $2::uuid, $3::uuid, $4::bigint
       UNION SELECT $1::uuid, from_type, from_id, $3::uuid, $4::bigint FROM relation WHERE to_id = $2 AND to_type = 'DEVICE' AND relation_type_group = 'COMMON'`,
      [DEMO.tenantId, device.id, id, start],
    );
  }
}
