import type { Queryable } from '../db/db.js';
import { badRequest } from '../http/errors.js';
import { objectBody, optionalEntityId, optionalText, requireText } from '../http/validate.js';
import { defaultProfileData } from '../device-profiles/service.js';
import { additionalInfoOf, contactFields, type ContactFields } from '../accounts/input.js';
import type { TenantRow } from '../accounts/json.js';
import { ENTITY_TABLES } from '../entities/registry.js';
import { newId } from '../db/ids.js';
import { syncTenantQueues } from '../queues/service.js';
import { findTenantProfile, profileQueues } from './profiles.js';

/** A tenant as read from a request body. */
export interface TenantInput extends ContactFields {
  id: string | null;
  title: string;
  region: string | null;
  tenantProfileId: string | null;
  additionalInfo: Record<string, unknown> | null;
}

/** Tenant columns with the profile name (`t` = tenant, `tp` = tenant_profile). */
export const TENANT_SELECT = 't.*, tp.name AS tenant_profile_name';
/** Tenants joined with their profiles. */
export const TENANT_FROM = 'tenant t LEFT JOIN tenant_profile tp ON tp.id = t.tenant_profile_id';

/** Reads a Tenant body, answering 400 naming the field for wrong types, blanks and oversize values. */
export function parseTenantBody(raw: unknown): TenantInput {
  const body = objectBody(raw);
  return {
    id: optionalEntityId(body, 'id', 'TENANT'),
    title: requireText(body, 'title').trim(),
    region: optionalText(body, 'region'),
    tenantProfileId: optionalEntityId(body, 'tenantProfileId', 'TENANT_PROFILE'),
    additionalInfo: additionalInfoOf(body),
    ...contactFields(body),
  };
}

/** A tenant with its profile name. */
export function findTenant(q: Queryable, id: string): Promise<TenantRow | undefined> {
  return q.one<TenantRow>(`SELECT ${TENANT_SELECT} FROM ${TENANT_FROM} WHERE t.id = $1`, [id]);
}

async function profileIdFor(q: Queryable, requested: string | null): Promise<string> {
  if (requested) {
    if (!(await q.one('SELECT 1 FROM tenant_profile WHERE id = $1', [requested]))) {
      throw badRequest(`Tenant profile with id [${requested}] does not exist!`);
    }
    return requested;
  }
  const fallback = await q.one<{ id: string }>('SELECT id FROM tenant_profile WHERE is_default ORDER BY created_time LIMIT 1');
  if (!fallback) throw badRequest('There is no default tenant profile to give the tenant!');
  return fallback.id;
}

const COLUMNS = ['title', 'region', 'tenant_profile_id', 'country', 'state', 'city', 'address', 'address2', 'zip', 'phone', 'email', 'additional_info'];

function values(t: TenantInput, profileId: string): unknown[] {
  return [t.title, t.region, profileId, t.country, t.state, t.city, t.address, t.address2, t.zip, t.phone, t.email,
    t.additionalInfo === null ? null : JSON.stringify(t.additionalInfo)];
}

/** Inserts a tenant together with its default device profile named `default` and the queues its profile isolates. */
export async function insertTenant(q: Queryable, t: TenantInput, now: number): Promise<TenantRow> {
  const id = newId();
  const profileId = await profileIdFor(q, t.tenantProfileId);
  const placeholders = COLUMNS.map((_c, i) => `$${i + 3}`).join(',');
  await q.query(`INSERT INTO tenant (id, created_time, ${COLUMNS.join(',')}) VALUES ($1,$2,${placeholders})`, [id, now, ...values(t, profileId)]);
  await q.query(
    `INSERT INTO device_profile (id, created_time, tenant_id, name, description, is_default, type, transport_type, provision_type, profile_data)
     VALUES ($1,$2,$3,'default','Default device profile',true,'DEFAULT','DEFAULT','DISABLED',$4)`,
    [newId(), now, id, JSON.stringify(defaultProfileData())]);
  await syncProfileQueues(q, id, profileId, now);
  return (await findTenant(q, id))!;
}

/** Updates every field of an existing tenant; a tenant moved to another profile gets that profile's queues. */
export async function updateTenant(q: Queryable, id: string, t: TenantInput, now: number): Promise<TenantRow> {
  const profileId = await profileIdFor(q, t.tenantProfileId);
  const sets = COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
  const before = await q.one<{ tenant_profile_id: string }>('SELECT tenant_profile_id FROM tenant WHERE id = $1', [id]);
  await q.query(`UPDATE tenant SET ${sets} WHERE id = $1`, [id, ...values(t, profileId)]);
  if (before?.tenant_profile_id !== profileId) await syncProfileQueues(q, id, profileId, now);
  return (await findTenant(q, id))!;
}

/** Gives a tenant the rule engine queues its profile isolates (none when it does not isolate them). */
async function syncProfileQueues(q: Queryable, tenantId: string, profileId: string, now: number): Promise<void> {
  const profile = await findTenantProfile(q, profileId);
  if (profile) await syncTenantQueues(q, [tenantId], profileQueues(profile), now);
}

/** Tables never emptied with a tenant: the history of what happened. */
const KEPT_TABLES = new Set(['tenant', 'audit_log', 'outbox']);

async function tenantScopedTables(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name = 'tenant_id' ORDER BY table_name`);
  return rows.map((r) => r.table_name).filter((t) => !KEPT_TABLES.has(t) && /^[a-z_][a-z0-9_]*$/.test(t));
}

/**
 * Deletes a tenant and everything it owns: relations of its entities, then every table with a
 * `tenant_id` column (retrying tables that still have references until nothing is left), then
 * the tenant. Answers the ids of the deleted users.
 */
export async function deleteTenantData(q: Queryable, tenantId: string): Promise<string[]> {
  const users = await q.query<{ id: string }>('SELECT id FROM tb_user WHERE tenant_id = $1', [tenantId]);
  await q.query('DELETE FROM relation WHERE from_id = $1 OR to_id = $1', [tenantId]);
  const tables = await tenantScopedTables(q);
  for (const [type, t] of Object.entries(ENTITY_TABLES)) {
    if (t.tenantColumn !== 'tenant_id' || !tables.includes(t.table)) continue;
    const owned = `SELECT id FROM ${t.table} WHERE tenant_id = $1`;
    await q.query(`DELETE FROM relation WHERE (from_type = $2 AND from_id IN (${owned})) OR (to_type = $2 AND to_id IN (${owned}))`, [tenantId, type]);
  }
  let pending = tables;
  while (pending.length > 0) {
    const blocked: string[] = [];
    for (const table of pending) {
      await q.query('SAVEPOINT tenant_delete');
      try {
        await q.query(`DELETE FROM ${table} WHERE tenant_id = $1`, [tenantId]);
        await q.query('RELEASE SAVEPOINT tenant_delete');
      } catch (err) {
        await q.query('ROLLBACK TO SAVEPOINT tenant_delete');
        if ((err as { code?: string }).code !== '23503') throw err;
        blocked.push(table);
      }
    }
    if (blocked.length === pending.length) break;
    pending = blocked;
  }
  await q.query('DELETE FROM tenant WHERE id = $1', [tenantId]);
  return users.map((u) => u.id);
}
