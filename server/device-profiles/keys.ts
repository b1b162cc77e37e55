import type { Queryable } from '../db/db.js';

async function exists(q: Queryable, table: string): Promise<boolean> {
  const row = await q.one<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [table]);
  return !!row?.t;
}

async function keyQuery(q: Queryable, sql: string, params: unknown[]): Promise<string[]> {
  try {
    return (await q.query<{ key: string }>(sql, params)).map((r) => r.key);
  } catch (err) {
    // The telemetry tables belong to another module; a layout this query does not know reads as "no keys".
    if (['42P01', '42703', '42883'].includes((err as { code?: string }).code ?? '')) return [];
    throw err;
  }
}

function deviceFilter(tenantId: string, profileId: string | undefined): { sql: string; params: unknown[] } {
  return profileId
    ? { sql: 'd.tenant_id = $1 AND d.device_profile_id = $2', params: [tenantId, profileId] }
    : { sql: 'd.tenant_id = $1', params: [tenantId] };
}

/** Distinct attribute keys (any scope) of the tenant's devices, optionally of one profile; [] when attributes are not stored yet. */
export async function profileAttributeKeys(q: Queryable, tenantId: string, profileId?: string): Promise<string[]> {
  if (!(await exists(q, 'attribute_kv'))) return [];
  const f = deviceFilter(tenantId, profileId);
  return keyQuery(q, `SELECT DISTINCT a.attribute_key::text AS key FROM attribute_kv a JOIN device d ON d.id = a.entity_id
    WHERE ${f.sql} ORDER BY 1`, f.params);
}

/** Distinct latest time-series keys of the tenant's devices, optionally of one profile; [] when time series are not stored yet. */
export async function profileTimeseriesKeys(q: Queryable, tenantId: string, profileId?: string): Promise<string[]> {
  if (!(await exists(q, 'ts_kv_latest'))) return [];
  const f = deviceFilter(tenantId, profileId);
  if (await exists(q, 'ts_kv_dictionary')) {
    const viaDictionary = await keyQuery(q, `SELECT DISTINCT k.key::text AS key FROM ts_kv_latest l JOIN ts_kv_dictionary k ON k.key_id = l.key
      JOIN device d ON d.id = l.entity_id WHERE ${f.sql} ORDER BY 1`, f.params);
    if (viaDictionary.length > 0) return viaDictionary;
  }
  return keyQuery(q, `SELECT DISTINCT l.key::text AS key FROM ts_kv_latest l JOIN device d ON d.id = l.entity_id
    WHERE ${f.sql} ORDER BY 1`, f.params);
}
