import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import { newId } from '../db/ids.js';
import { DEMO } from '../demo/ids.js';

/** Bytes of the demo firmware image. */
export const DEMO_FIRMWARE_DATA = Buffer.from('tbkit demo thermostat firmware 1.0.0\n', 'utf8');

/** A demo firmware package with a file and a demo software package behind a URL, both for the default device profile. */
export default async function seedOtaPackages(q: Queryable, ctx: ServerContext): Promise<void> {
  const now = ctx.now();
  const checksum = createHash('sha256').update(DEMO_FIRMWARE_DATA).digest('hex');
  await q.query(
    `INSERT INTO ota_package (id, created_time, tenant_id, device_profile_id, type, title, version, tag, url, data, file_name, content_type,
       checksum_algorithm, checksum, data_size, additional_info)
     VALUES ($1,$2,$3,$4,'FIRMWARE','Thermostat firmware','1.0.0','Thermostat firmware 1.0.0',NULL,$5,'thermostat-1.0.0.bin',
       'application/octet-stream','SHA256',$6,$7,$8)`,
    [newId(), now, DEMO.tenantId, DEMO.defaultDeviceProfileId, DEMO_FIRMWARE_DATA, checksum, DEMO_FIRMWARE_DATA.length,
      JSON.stringify({ description: 'Demo firmware image' })]);
  await q.query(
    `INSERT INTO ota_package (id, created_time, tenant_id, device_profile_id, type, title, version, tag, url, additional_info)
     VALUES ($1,$2,$3,$4,'SOFTWARE','Gateway agent','2.1.0','Gateway agent 2.1.0','https://example.com/ota/gateway-agent-2.1.0.tar.gz',$5)`,
    [newId(), now + 1, DEMO.tenantId, DEMO.defaultDeviceProfileId, JSON.stringify({ description: 'Demo software package served from a URL' })]);
}
