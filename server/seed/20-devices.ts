import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import { newId } from '../db/ids.js';
import { DEMO } from '../demo/ids.js';
import { DEMO_ASSETS, DEMO_DEVICES } from '../demo/devices.js';
import { defaultProfileData } from '../device-profiles/service.js';

/** The tenant's default device profile, demo devices with access tokens, demo assets and their relations. */
export default async function seedDevices(q: Queryable, ctx: ServerContext): Promise<void> {
  const now = ctx.now();
  await q.query(
    `INSERT INTO device_profile (id, created_time, tenant_id, name, description, is_default, type, transport_type, provision_type, profile_data)
     VALUES ($1,$2,$3,'default','Default device profile',true,'DEFAULT','DEFAULT','DISABLED',$4)`,
    [DEMO.defaultDeviceProfileId, now, DEMO.tenantId, JSON.stringify(defaultProfileData())],
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
