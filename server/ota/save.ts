import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { NULL_UUID } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { objectBody } from '../http/validate.js';
import { booleanField, jsonField, refField, textField } from '../entities/body.js';
import { auditEntity, queueEvent, type EventSink } from '../entities/changes.js';
import { ref } from '../entities/wire.js';
import { CHECKSUM_ALGORITHMS, type ChecksumAlgorithm } from '../../sdk/catalogues/ota.js';
import { computeChecksum } from '../../sdk/checksum/index.js';
import { newId } from '../db/ids.js';
import { findOtaInfo, loadOtaChecked, otaInfoToJson, otaTypeOf, type OtaInfoRow } from './service.js';

const auditOf = (row: OtaInfoRow) => ({ entityType: 'OTA_PACKAGE', row: { id: row.id, name: row.title, tenant_id: row.tenant_id, customer_id: NULL_UUID } });

async function record(ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, row: OtaInfoRow, action: 'ADDED' | 'UPDATED' | 'DELETED') {
  await auditEntity(ctx, q, user, auditOf(row), action, action === 'DELETED' ? { entityId: row.id } : { entity: otaInfoToJson(row) });
  queueEvent(events, row.tenant_id, ref('OTA_PACKAGE', row.id), action);
}

/** Reads a checksum algorithm (case-insensitive, as ThingsBoard reads it); 400 when unknown. */
export function checksumAlgorithmOf(value: unknown, field = 'checksumAlgorithm'): ChecksumAlgorithm {
  const upper = typeof value === 'string' ? value.toUpperCase() : '';
  if (!(CHECKSUM_ALGORITHMS as readonly string[]).includes(upper)) {
    throw badRequest(`Invalid value of '${field}': ${String(value)}. Allowed: ${CHECKSUM_ALGORITHMS.join(', ')}`);
  }
  return upper as ChecksumAlgorithm;
}

function urlOf(body: Record<string, unknown>): string {
  const url = textField(body, 'url', { max: 0, noMarkup: false })?.trim();
  if (!url) throw badRequest('Ota package URL should be specified!');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch (_err) {
    throw badRequest(`Ota package URL is malformed: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw badRequest('Ota package URL must use http or https');
  return url;
}

async function checkProfile(q: Queryable, tenantId: string, profileId: string | null): Promise<string> {
  if (!profileId) throw badRequest('OtaPackage should be assigned to device profile!');
  const profile = await q.one<{ tenant_id: string }>('SELECT tenant_id FROM device_profile WHERE id = $1', [profileId]);
  if (!profile) throw badRequest('OtaPackage is referencing to non-existent device profile!');
  if (profile.tenant_id !== tenantId) throw badRequest("Can't assign OtaPackage to device profile from different tenant!");
  return profileId;
}

function assertUnchanged(existing: OtaInfoRow, next: Record<string, unknown>): void {
  const fields: Array<[string, unknown, unknown]> = [
    ['type', existing.type, next.type], ['title', existing.title, next.title], ['version', existing.version, next.version],
    ['deviceProfile', existing.device_profile_id, next.deviceProfileId], ['url', existing.url, next.url],
  ];
  for (const [name, before, after] of fields) {
    if (before !== after) throw badRequest(`Updating otaPackage ${name} is prohibited!`);
  }
}

/** Creates or updates a package from a SaveOtaPackageInfoRequest body; URL packages never hold data. */
export async function saveOtaInfo(ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, raw: unknown): Promise<OtaInfoRow> {
  const body = objectBody(raw);
  const id = refField(body, 'id');
  const existing = id ? await loadOtaChecked(q, user, id) : undefined;
  if (body.type === undefined || body.type === null) throw badRequest('Type should be specified!');
  const type = otaTypeOf(body.type);
  const title = textField(body, 'title', { required: 'OtaPackage title should be specified!' })!;
  const version = textField(body, 'version', { required: 'OtaPackage version should be specified!' })!;
  const tag = textField(body, 'tag');
  const deviceProfileId = await checkProfile(q, user.tenantId, refField(body, 'deviceProfileId'));
  const usesUrl = booleanField(body, 'usesUrl', existing ? existing.url !== null : false);
  const url = usesUrl ? urlOf(body) : null;
  const algorithm = usesUrl && body.checksumAlgorithm ? checksumAlgorithmOf(body.checksumAlgorithm) : null;
  const checksum = algorithm ? textField(body, 'checksum', { noMarkup: false }) : null;
  const info = JSON.stringify(jsonField(body, 'additionalInfo'));
  const rowId = existing?.id ?? newId();
  if (existing) {
    assertUnchanged(existing, { type, title, version, deviceProfileId, url });
    await q.query('UPDATE ota_package SET tag = $2, additional_info = $3 WHERE id = $1', [rowId, tag, info]);
  } else {
    const same = await q.one('SELECT 1 FROM ota_package WHERE tenant_id = $1 AND title = $2 AND version = $3', [user.tenantId, title, version]);
    if (same) throw badRequest('OtaPackage with such title and version already exists!');
    await q.query(
      `INSERT INTO ota_package (id, created_time, tenant_id, device_profile_id, type, title, version, tag, url, checksum_algorithm, checksum, additional_info)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)`,
      [rowId, ctx.now(), user.tenantId, deviceProfileId, type, title, version, tag, url, algorithm, checksum, info]);
  }
  const row = (await findOtaInfo(q, rowId))!;
  await record(ctx, q, events, user, row, existing ? 'UPDATED' : 'ADDED');
  return row;
}

/** A file uploaded for a package. */
export interface OtaFile {
  data: Buffer;
  fileName: string;
  contentType: string;
}

async function checkSizeLimit(q: Queryable, tenantId: string, size: number): Promise<void> {
  const row = await q.one<{ max: string | null }>(
    `SELECT tp.profile_data->'configuration'->>'maxOtaPackagesInBytes' AS max FROM tenant t JOIN tenant_profile tp ON tp.id = t.tenant_profile_id WHERE t.id = $1`,
    [tenantId]);
  const max = Number(row?.max ?? 0);
  if (!Number.isFinite(max) || max <= 0) return;
  const used = await q.one<{ n: string | null }>('SELECT sum(data_size) AS n FROM ota_package WHERE tenant_id = $1', [tenantId]);
  if (Number(used?.n ?? 0) + size > max) throw badRequest(`Failed to create the ota package, files size limit is exhausted ${max} bytes!`);
}

/**
 * Stores the file of a package: the checksum is computed with `algorithm` and must equal `checksum`
 * when one is given (400 "Wrong checksum ..."), else the computed one is stored.
 */
export async function uploadOtaData(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, row: OtaInfoRow,
  algorithm: ChecksumAlgorithm, checksum: string | undefined, file: OtaFile,
): Promise<OtaInfoRow> {
  if (row.url !== null) throw badRequest('Updating otaPackage data is prohibited: the package uses a URL!');
  if (row.has_data) throw badRequest('Updating otaPackage data is prohibited!');
  if (file.data.length === 0) throw badRequest('OtaPackage data should be specified!');
  const computed = await computeChecksum(algorithm, file.data);
  if (checksum && checksum.trim().toLowerCase() !== computed) {
    throw badRequest(`Wrong checksum: the file's ${algorithm} checksum is ${computed}, not ${checksum}`);
  }
  await checkSizeLimit(q, row.tenant_id, file.data.length);
  await q.query(
    `UPDATE ota_package SET data = $2, file_name = $3, content_type = $4, checksum_algorithm = $5, checksum = $6, data_size = $7 WHERE id = $1`,
    [row.id, file.data, file.fileName, file.contentType, algorithm, checksum?.trim() || computed, file.data.length]);
  const saved = (await findOtaInfo(q, row.id))!;
  await record(ctx, q, events, user, saved, 'UPDATED');
  return saved;
}

const IN_USE: Array<[string, string, string]> = [
  ['device', 'firmware_id', 'The otaPackage referenced by the devices cannot be deleted!'],
  ['device_profile', 'firmware_id', 'The otaPackage referenced by the device profile cannot be deleted!'],
  ['device', 'software_id', 'The software referenced by the devices cannot be deleted!'],
  ['device_profile', 'software_id', 'The software referenced by the device profile cannot be deleted!'],
];

/** Deletes a package; 400 while a device or device profile uses it. */
export async function deleteOtaPackage(ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, row: OtaInfoRow): Promise<void> {
  for (const [table, column, message] of IN_USE) {
    if (await q.one(`SELECT 1 FROM ${table} WHERE ${column} = $1 LIMIT 1`, [row.id])) throw badRequest(message);
  }
  await q.query('DELETE FROM ota_package WHERE id = $1', [row.id]);
  await record(ctx, q, events, user, row, 'DELETED');
}
