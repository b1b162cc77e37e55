import type { EntityId } from '../../sdk/entity-id.js';
import type { Queryable } from '../db/db.js';
import { emptyKvArrays, KV_SELECT, kvFromRow, kvParams, pushKv, unnestKvSql, type KvColumns } from './kv-row.js';
import type { KvValue } from './values.js';

/** Attribute scopes, in the order reads answer them. */
export const SCOPES = ['CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE'] as const;

/** One attribute scope of {@link SCOPES}. */
export type Scope = (typeof SCOPES)[number];

/** True when `value` names an attribute scope. */
export const isScope = (value: unknown): value is Scope => (SCOPES as readonly unknown[]).includes(value);

/** A stored attribute. */
export interface StoredAttribute {
  scope: Scope;
  key: string;
  lastUpdateTs: number;
  value: KvValue;
}

type AttrRow = KvColumns & { attribute_type: Scope; attribute_key: string; last_update_ts: number };

/** Attributes of an entity in the given scopes (all keys, or the given ones), by scope order then key. */
export async function readAttributes(q: Queryable, entityId: string, scopes: readonly Scope[], keys?: string[]): Promise<StoredAttribute[]> {
  const params: unknown[] = [entityId, scopes];
  let filter = '';
  if (keys) {
    params.push(keys);
    filter = 'AND attribute_key = ANY($3::text[])';
  }
  const rows = await q.query<AttrRow>(
    `SELECT attribute_type, attribute_key, last_update_ts, ${KV_SELECT} FROM attribute_kv
     WHERE entity_id = $1 AND attribute_type = ANY($2::text[]) ${filter}`,
    params,
  );
  const out: StoredAttribute[] = [];
  for (const r of rows) {
    const value = kvFromRow(r);
    if (value) out.push({ scope: r.attribute_type, key: r.attribute_key, lastUpdateTs: Number(r.last_update_ts), value });
  }
  return out.sort((a, b) => SCOPES.indexOf(a.scope) - SCOPES.indexOf(b.scope) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Stores attributes of one scope, all stamped `ts`. */
export async function upsertAttributes(q: Queryable, entity: EntityId<string>, scope: Scope, values: Map<string, KvValue>, ts: number): Promise<void> {
  if (values.size === 0) return;
  const arrays = emptyKvArrays();
  for (const v of values.values()) pushKv(arrays, v);
  await q.query(
    `INSERT INTO attribute_kv (entity_type, entity_id, attribute_type, last_update_ts, attribute_key, bool_v, long_v, dbl_v, str_v, json_v)
     SELECT $1, $2, $3, $4, * FROM unnest($5::text[], ${unnestKvSql(6)})
     ON CONFLICT (entity_id, attribute_type, attribute_key) DO UPDATE SET
       last_update_ts = EXCLUDED.last_update_ts, bool_v = EXCLUDED.bool_v, long_v = EXCLUDED.long_v,
       dbl_v = EXCLUDED.dbl_v, str_v = EXCLUDED.str_v, json_v = EXCLUDED.json_v`,
    [entity.entityType, entity.id, scope, ts, [...values.keys()], ...kvParams(arrays)],
  );
}

/** Deletes attributes of one scope; answers the keys that existed. */
export async function removeAttributes(q: Queryable, entityId: string, scope: Scope, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await q.query<{ attribute_key: string }>(
    'DELETE FROM attribute_kv WHERE entity_id = $1 AND attribute_type = $2 AND attribute_key = ANY($3::text[]) RETURNING attribute_key',
    [entityId, scope, keys],
  );
  return rows.map((r) => r.attribute_key);
}

/** Attribute keys of an entity in the given scopes, by scope order then key (a key may repeat across scopes). */
export async function attributeKeys(q: Queryable, entityId: string, scopes: readonly Scope[]): Promise<string[]> {
  const rows = await q.query<{ attribute_type: Scope; attribute_key: string }>(
    'SELECT attribute_type, attribute_key FROM attribute_kv WHERE entity_id = $1 AND attribute_type = ANY($2::text[]) ORDER BY attribute_key',
    [entityId, scopes],
  );
  return rows.sort((a, b) => SCOPES.indexOf(a.attribute_type) - SCOPES.indexOf(b.attribute_type)).map((r) => r.attribute_key);
}

/** Removes every attribute of an entity (when the entity is deleted). */
export async function deleteAllAttributes(q: Queryable, entityId: string): Promise<void> {
  await q.query('DELETE FROM attribute_kv WHERE entity_id = $1', [entityId]);
}
