import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import { HOME_DASHBOARD_HIDE_TOOLBAR, HOME_DASHBOARD_ID } from '../dashboards/home.js';
import {
  ENERGY_METER_TITLE, PLANT_OVERVIEW_TITLE, THERMOSTATS_TITLE, energyMeterConfiguration, plantOverviewConfiguration, thermostatsConfiguration,
} from '../dashboards/demo.js';
import { newId } from '../db/ids.js';
import { DEMO } from '../demo/ids.js';

async function insertDashboard(q: Queryable, time: number, title: string, configuration: Record<string, unknown>): Promise<string> {
  const id = newId();
  await q.query(
    'INSERT INTO dashboard (id, created_time, tenant_id, title, mobile_hide, configuration) VALUES ($1,$2,$3,$4,false,$5)',
    [id, time, DEMO.tenantId, title, JSON.stringify(configuration)]);
  return id;
}

async function assign(q: Queryable, customerId: string, dashboardId: string): Promise<void> {
  await q.query(
    `INSERT INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type)
     VALUES ($1,'CUSTOMER',$2,'DASHBOARD','DASHBOARD','Contains') ON CONFLICT DO NOTHING`,
    [customerId, dashboardId]);
}

/**
 * The demo tenant's dashboards: "Thermostats" (assigned to Customer A, the tenant's home dashboard),
 * "Plant overview" of the plant's devices and "Energy meter", public, of the public meter. Skipped when
 * the demo tenant or its devices are gone.
 */
export default async function seedDemoDashboards(q: Queryable, ctx: ServerContext): Promise<void> {
  const rows = await q.query<{ id: string; name: string }>('SELECT id, name FROM device WHERE tenant_id = $1', [DEMO.tenantId]);
  const devices = new Map(rows.map((r) => [r.name, r.id]));
  const needed = ['Thermostat T1', 'Thermostat T2', 'Water Pump P1', 'Energy Meter E1', 'Gateway G1'];
  if (needed.some((name) => !devices.has(name))) return;
  const now = ctx.now();
  const thermostats = await insertDashboard(q, now, THERMOSTATS_TITLE, thermostatsConfiguration(devices, now));
  await insertDashboard(q, now + 1, PLANT_OVERVIEW_TITLE, plantOverviewConfiguration(devices, now));
  const energy = await insertDashboard(q, now + 2, ENERGY_METER_TITLE, energyMeterConfiguration(devices, now));
  await assign(q, DEMO.customerAId, thermostats);
  await assign(q, DEMO.publicCustomerId, energy);
  await q.query(
    `UPDATE tenant SET additional_info = CASE WHEN jsonb_typeof(additional_info) = 'object' THEN additional_info ELSE '{}'::jsonb END || $2::jsonb
     WHERE id = $1`,
    [DEMO.tenantId, JSON.stringify({ [HOME_DASHBOARD_ID]: thermostats, [HOME_DASHBOARD_HIDE_TOOLBAR]: false })]);
}
