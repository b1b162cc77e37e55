import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import { NULL_UUID } from '../auth/types.js';
import { newId } from '../services/ids.js';
import { DEMO } from './demo-ids.js';

/** Profile data of a default device profile. */
export const DEFAULT_DEVICE_PROFILE_DATA = {
  configuration: { type: 'DEFAULT' },
  transportConfiguration: { type: 'DEFAULT' },
  provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
  alarms: null,
};

/** Demo devices: name, type, label, owning customer, fixed access token. */
export const DEMO_DEVICES = [
  { name: 'Thermostat T1', label: 'Office thermostat', customer: DEMO.customerAId, token: 'demo-thermostat-t1' },
  { name: 'Thermostat T2', label: 'Lab thermostat', customer: DEMO.customerAId, token: 'demo-thermostat-t2' },
  { name: 'Humidity Sensor H1', label: 'Warehouse humidity', customer: DEMO.customerBId, token: 'demo-humidity-h1' },
  { name: 'Water Pump P1', label: 'Basement pump', customer: NULL_UUID, token: 'demo-water-pump-p1' },
  { name: 'Energy Meter E1', label: 'Main meter', customer: NULL_UUID, token: 'demo-energy-meter-e1' },
  { name: 'Gateway G1', label: 'Site gateway', customer: NULL_UUID, token: 'demo-gateway-g1', gateway: true },
] as const;

/** Demo assets and which devices each contains. */
export const DEMO_ASSETS = [
  { name: 'Building A', type: 'building', customer: DEMO.customerAId, contains: ['Thermostat T1', 'Thermostat T2'] },
  { name: 'Warehouse B', type: 'warehouse', customer: DEMO.customerBId, contains: ['Humidity Sensor H1'] },
  { name: 'Plant C', type: 'plant', customer: NULL_UUID, contains: ['Water Pump P1', 'Energy Meter E1', 'Gateway G1'] },
] as const;

/** Generates a 20-character alphanumeric access token, as ThingsBoard does for new devices. */
export function randomAccessToken(length = 20): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** The tenant's default device profile, demo devices with access tokens, demo assets and their relations. */
export default async function seedDevices(q: Queryable, ctx: ServerContext): Promise<void> {
  const now = ctx.now();
  await q.query(
    `INSERT INTO device_profile (id, created_time, tenant_id, name, description, is_default, type, transport_type, provision_type, profile_data)
     VALUES ($1,$2,$3,'default','Default device profile',true,'DEFAULT','DEFAULT','DISABLED',$4)`,
    [DEMO.defaultDeviceProfileId, now, DEMO.tenantId, JSON.stringify(DEFAULT_DEVICE_PROFILE_DATA)],
  );
  const deviceIds = new Map<string, string>();
  for (const [i, d] of DEMO_DEVICES.entries()) {
    const id = newId();
    deviceIds.set(d.name, id);
    const gateway = 'gateway' in d && d.gateway;
    await q.query(
      `INSERT INTO device (id, created_time, tenant_id, customer_id, name, type, label, device_profile_id, device_data, additional_info)
       VALUES ($1,$2,$3,$4,$5,'default',$6,$7,$8,$9)`,
      [id, now + i, DEMO.tenantId, d.customer, d.name, d.label, DEMO.defaultDeviceProfileId,
        JSON.stringify({ configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } }),
        JSON.stringify({ gateway: !!gateway, overwriteActivityTime: false, description: '' })],
    );
    await q.query(
      `INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id) VALUES ($1,$2,$3,'ACCESS_TOKEN',$4)`,
      [newId(), now + i, id, d.token],
    );
  }
  for (const [i, a] of DEMO_ASSETS.entries()) {
    const id = newId();
    await q.query(
      `INSERT INTO asset (id, created_time, tenant_id, customer_id, name, type, label, additional_info) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
      [id, now + i, DEMO.tenantId, a.customer, a.name, a.type, null, JSON.stringify({ description: '' })],
    );
    for (const name of a.contains) {
      await q.query(
        `INSERT INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type) VALUES ($1,'ASSET',$2,'DEVICE','COMMON','Contains')`,
        [id, deviceIds.get(name)],
      );
    }
  }
}
