import type { Queryable } from '../db/db.js';
import type { TokenDevice } from './token-device.js';

/** OTA package kinds a device downloads. */
export type OtaKind = 'FIRMWARE' | 'SOFTWARE';

/** A package download: the bytes of the requested chunk and how to name them. */
export interface OtaDownload {
  data: Buffer;
  fileName: string;
  contentType: string;
}

interface PackageRow {
  id: string;
  title: string;
  version: string;
  data: Buffer | null;
  file_name: string | null;
  content_type: string | null;
}

const COLUMNS = 'id, title, version, data, file_name, content_type';

/** Slices chunk `chunk` of `size` bytes (the whole data when size is 0). */
export function otaChunk(data: Buffer, size: number, chunk: number): Buffer {
  if (size <= 0) return data;
  const start = size * chunk;
  return data.subarray(Math.min(start, data.length), Math.min(start + size, data.length));
}

async function assignedPackage(q: Queryable, device: TokenDevice, kind: OtaKind): Promise<PackageRow | undefined> {
  const column = kind === 'FIRMWARE' ? 'firmware_id' : 'software_id';
  const own = kind === 'FIRMWARE' ? device.firmwareId : device.softwareId;
  const profile = await q.one<{ id: string | null }>(`SELECT ${column} AS id FROM device_profile WHERE id = $1`, [device.deviceProfileId]);
  const id = own ?? profile?.id;
  return id ? q.one<PackageRow>(`SELECT ${COLUMNS} FROM ota_package WHERE id = $1 AND tenant_id = $2 AND type = $3`, [id, device.tenantId, kind]) : undefined;
}

/**
 * The package a device asks for by title and version: the one assigned to the device (or its
 * profile) when it matches, else a package of that title and version for the device's profile.
 * Undefined when the `ota_package` table does not exist, nothing matches, or the package has no data.
 */
export async function findOtaDownload(q: Queryable, device: TokenDevice, kind: OtaKind, title: string, version: string): Promise<OtaDownload | undefined> {
  const exists = await q.one<{ t: string | null }>("SELECT to_regclass('ota_package')::text AS t");
  if (!exists?.t) return undefined;
  let pkg = await assignedPackage(q, device, kind);
  if (!pkg || pkg.title !== title || pkg.version !== version) {
    pkg = await q.one<PackageRow>(
      `SELECT ${COLUMNS} FROM ota_package WHERE tenant_id = $1 AND device_profile_id = $2 AND type = $3 AND title = $4 AND version = $5`,
      [device.tenantId, device.deviceProfileId, kind, title, version],
    );
  }
  if (!pkg?.data) return undefined;
  return { data: pkg.data, fileName: pkg.file_name ?? `${title}-${version}.bin`, contentType: pkg.content_type ?? 'application/octet-stream' };
}
