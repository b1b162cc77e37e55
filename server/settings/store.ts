import type { Queryable } from '../db/db.js';
import { NULL_UUID } from '../auth/types.js';
import { newId } from '../db/ids.js';

/** Reads a settings JSON by key (system level unless `tenantId` is given); undefined when absent. */
export async function getSetting<T = Record<string, unknown>>(q: Queryable, key: string, tenantId = NULL_UUID): Promise<T | undefined> {
  const row = await q.one<{ json_value: T }>('SELECT json_value FROM admin_settings WHERE tenant_id = $1 AND key = $2', [tenantId, key]);
  return row?.json_value;
}

/** Stores a settings JSON by key, replacing the previous value; returns the row id. */
export async function putSetting(q: Queryable, key: string, value: unknown, tenantId = NULL_UUID, now = Date.now()): Promise<string> {
  const row = await q.one<{ id: string }>(
    `INSERT INTO admin_settings (id, created_time, tenant_id, key, json_value) VALUES ($1,$2,$3,$4,$5)
     ON CONFLICT (tenant_id, key) DO UPDATE SET json_value = EXCLUDED.json_value RETURNING id`,
    [newId(), now, tenantId, key, JSON.stringify(value)],
  );
  return row!.id;
}

/** Deletes a settings key; true when something was deleted. */
export async function deleteSetting(q: Queryable, key: string, tenantId = NULL_UUID): Promise<boolean> {
  const rows = await q.query('DELETE FROM admin_settings WHERE tenant_id = $1 AND key = $2 RETURNING id', [tenantId, key]);
  return rows.length > 0;
}
