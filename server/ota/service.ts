import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ChecksumAlgorithm } from '../../sdk/catalogues/ota.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { badRequest, forbidden } from '../http/errors.js';
import { queryPage, type PageData, type PageLinkQuery } from '../http/paging.js';
import { uuidParam } from '../http/validate.js';
import { entityNotFound } from '../entities/access.js';
import { ref, tenantRef } from '../entities/wire.js';

/** Package types. */
export const OTA_PACKAGE_TYPES = ['FIRMWARE', 'SOFTWARE'] as const;

/** One of {@link OTA_PACKAGE_TYPES}. */
export type OtaPackageType = (typeof OTA_PACKAGE_TYPES)[number];

/** A stored package without its data, plus whether it has data or a URL. */
export interface OtaInfoRow {
  id: string;
  created_time: number;
  tenant_id: string;
  device_profile_id: string;
  type: OtaPackageType;
  title: string;
  version: string;
  tag: string | null;
  url: string | null;
  file_name: string | null;
  content_type: string | null;
  checksum_algorithm: ChecksumAlgorithm | null;
  checksum: string | null;
  data_size: number | null;
  additional_info: unknown;
  has_data: boolean;
}

/** A stored package with its data. */
export interface OtaPackageRow extends OtaInfoRow {
  data: Buffer | null;
}

/** Columns of a package info: everything but the data, and the `hasData` flag (data or a URL). */
export const INFO_COLUMNS = `id, created_time, tenant_id, device_profile_id, type, title, version, tag, url, file_name, content_type,
  checksum_algorithm, checksum, data_size, additional_info, (data IS NOT NULL OR url IS NOT NULL) AS has_data`;

/** Maps a package row to the OtaPackageInfo JSON of ThingsBoard 3.4.1. */
export function otaInfoToJson(row: OtaInfoRow): ApiSchema<'OtaPackageInfo'> {
  return {
    id: ref('OTA_PACKAGE', row.id),
    createdTime: row.created_time,
    additionalInfo: row.additional_info ?? null,
    tenantId: tenantRef(row.tenant_id),
    deviceProfileId: ref('DEVICE_PROFILE', row.device_profile_id),
    type: row.type,
    title: row.title,
    version: row.version,
    tag: row.tag,
    url: row.url,
    hasData: row.has_data,
    fileName: row.file_name,
    contentType: row.content_type,
    checksumAlgorithm: row.checksum_algorithm,
    checksum: row.checksum,
    dataSize: row.data_size,
  };
}

/** Maps a package row to the OtaPackage JSON: the info plus the data in base64 (null without data). */
export function otaPackageToJson(row: OtaPackageRow): ApiSchema<'OtaPackage'> {
  return { ...otaInfoToJson(row), data: row.data ? row.data.toString('base64') : null };
}

/** One package info by id. */
export function findOtaInfo(q: Queryable, id: string): Promise<OtaInfoRow | undefined> {
  return q.one<OtaInfoRow>(`SELECT ${INFO_COLUMNS} FROM ota_package WHERE id = $1`, [id]);
}

/** One package with its data by id. */
export function findOtaPackage(q: Queryable, id: string): Promise<OtaPackageRow | undefined> {
  return q.one<OtaPackageRow>(`SELECT ${INFO_COLUMNS}, data FROM ota_package WHERE id = $1`, [id]);
}

/**
 * Loads a package info addressed by a request id: 400 malformed id, 404 missing, 403 unless the
 * caller is a tenant administrator of its tenant (or, with `customerMayRead`, a customer user of it).
 */
export async function loadOtaChecked(q: Queryable, user: SecurityUser, rawId: unknown, customerMayRead = false): Promise<OtaInfoRow> {
  const id = uuidParam(rawId, 'otaPackageId');
  const row = await findOtaInfo(q, id);
  if (!row) throw entityNotFound('OTA_PACKAGE', id);
  const allowed = user.authority === 'TENANT_ADMIN' || (customerMayRead && user.authority === 'CUSTOMER_USER');
  if (!allowed || row.tenant_id !== user.tenantId) throw forbidden();
  return row;
}

/** Reads a package type; 400 when unknown. */
export function otaTypeOf(value: unknown, field = 'type'): OtaPackageType {
  if (typeof value !== 'string' || !(OTA_PACKAGE_TYPES as readonly string[]).includes(value)) {
    throw badRequest(`Invalid value of '${field}': ${String(value)}. Allowed: ${OTA_PACKAGE_TYPES.join(', ')}`);
  }
  return value as OtaPackageType;
}

const SORTABLE: Record<string, string> = {
  createdTime: 'created_time', title: 'title', version: 'version', type: 'type', tag: 'tag', url: 'url', fileName: 'file_name',
  contentType: 'content_type', checksumAlgorithm: 'checksum_algorithm', checksum: 'checksum', dataSize: 'data_size', id: 'id',
};

/** A page of a tenant's package infos searched by title; optionally of one profile and type that have data or a URL. */
export function listOtaInfos(
  q: Queryable, tenantId: string, link: PageLinkQuery, only?: { deviceProfileId: string; type: OtaPackageType },
): Promise<PageData<ApiSchema<'OtaPackageInfo'>>> {
  const where = ['tenant_id = $1'];
  const params: unknown[] = [tenantId];
  if (only) {
    where.push('device_profile_id = $2', 'type = $3', '(data IS NOT NULL OR url IS NOT NULL)');
    params.push(only.deviceProfileId, only.type);
  }
  return queryPage<OtaInfoRow, ApiSchema<'OtaPackageInfo'>>(q, {
    select: INFO_COLUMNS, from: 'ota_package', where, params, search: ['title'], sortable: SORTABLE,
    defaultSort: 'created_time ASC, id ASC', link, map: otaInfoToJson,
  });
}

/** Devices of a profile that have no package of their own of a type (they would follow a profile-level package). */
export async function countDevicesWithoutPackage(q: Queryable, tenantId: string, deviceProfileId: string, type: OtaPackageType): Promise<number> {
  const column = type === 'FIRMWARE' ? 'firmware_id' : 'software_id';
  const row = await q.one<{ n: string }>(
    `SELECT count(*) AS n FROM device WHERE tenant_id = $1 AND device_profile_id = $2 AND ${column} IS NULL`, [tenantId, deviceProfileId]);
  return Number(row?.n ?? 0);
}

/**
 * 400 unless `id` (when given) names a package the holder may use: existing, of the tenant, of
 * `type` and made for `deviceProfileId` (the holder's profile), with ThingsBoard's messages.
 */
export async function checkOtaReference(
  q: Queryable, tenantId: string, type: OtaPackageType, id: string | null, deviceProfileId: string,
): Promise<void> {
  if (!id) return;
  const word = type === 'FIRMWARE' ? 'firmware' : 'software';
  const row = await findOtaInfo(q, id);
  if (!row) throw badRequest(`Can't assign non-existent ${word}!`);
  if (row.tenant_id !== tenantId) throw badRequest(`Can't assign ${word} from different tenant!`);
  if (row.type !== type) throw badRequest(`Can't assign ${word} with type: ${row.type}`);
  if (row.device_profile_id !== deviceProfileId) throw badRequest(`Can't assign ${word} with different deviceProfile!`);
}
