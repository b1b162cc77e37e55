import type { Queryable } from '../db/db.js';
import { KV_SELECT, kvFromRow, type KvColumns } from '../telemetry/kv-row.js';
import { kvAsString, type KvValue } from '../telemetry/values.js';
import { tableExists } from './entity-filter.js';
import type { EntityKey, EntityKeyType } from './types.js';

/** A stored latest value: when it was written and its typed value. */
export interface StoredKv {
  ts: number;
  kv: KvValue;
}

/** Latest values per entity id, keyed by `latestKey(type, key)`. */
export type LatestMap = Map<string, Map<string, StoredKv>>;

/** Key of a value in a {@link LatestMap}. */
export const latestKey = (type: EntityKeyType, key: string): string => `${type}\u0000${key}`;

/** The attribute key type of a scope name (CLIENT_SCOPE → CLIENT_ATTRIBUTE). */
export const SCOPE_KEY_TYPE: Record<string, EntityKeyType> = {
  CLIENT_SCOPE: 'CLIENT_ATTRIBUTE', SERVER_SCOPE: 'SERVER_ATTRIBUTE', SHARED_SCOPE: 'SHARED_ATTRIBUTE',
};

/** Whether a key type is read from stored telemetry (not an entity or alarm field). */
export const isStoredKeyType = (type: EntityKeyType): boolean => type !== 'ENTITY_FIELD' && type !== 'ALARM_FIELD';

function put(map: LatestMap, entityId: string, key: string, value: StoredKv, newest = false): void {
  let inner = map.get(entityId);
  if (!inner) map.set(entityId, (inner = new Map()));
  const seen = inner.get(key);
  if (!newest || !seen || value.ts >= seen.ts) inner.set(key, value);
}

/** Reads the stored latest values of `keys` for many entities at once (missing tables read as empty). */
export async function loadLatest(q: Queryable, entityIds: string[], keys: EntityKey[]): Promise<LatestMap> {
  const map: LatestMap = new Map();
  const stored = keys.filter((k) => isStoredKeyType(k.type));
  if (entityIds.length === 0 || stored.length === 0) return map;
  const tsKeys = [...new Set(stored.filter((k) => k.type === 'TIME_SERIES').map((k) => k.key))];
  const attrKeys = [...new Set(stored.filter((k) => k.type !== 'TIME_SERIES').map((k) => k.key))];
  if (tsKeys.length > 0 && await tableExists(q, 'ts_kv_latest')) {
    const rows = await q.query<KvColumns & { entity_id: string; key: string; ts: number }>(
      `SELECT entity_id, key, ts, ${KV_SELECT} FROM ts_kv_latest WHERE entity_id = ANY($1::uuid[]) AND key = ANY($2::text[])`,
      [entityIds, tsKeys]);
    for (const r of rows) {
      const kv = kvFromRow(r);
      if (kv) put(map, r.entity_id, latestKey('TIME_SERIES', r.key), { ts: Number(r.ts), kv });
    }
  }
  if (attrKeys.length > 0 && await tableExists(q, 'attribute_kv')) {
    const rows = await q.query<KvColumns & { entity_id: string; attribute_type: string; attribute_key: string; last_update_ts: number }>(
      `SELECT entity_id, attribute_type, attribute_key, last_update_ts, ${KV_SELECT} FROM attribute_kv
        WHERE entity_id = ANY($1::uuid[]) AND attribute_key = ANY($2::text[])`,
      [entityIds, attrKeys]);
    for (const r of rows) {
      const kv = kvFromRow(r);
      if (!kv) continue;
      const value = { ts: Number(r.last_update_ts), kv };
      put(map, r.entity_id, latestKey('ATTRIBUTE', r.attribute_key), value, true);
      const scoped = SCOPE_KEY_TYPE[r.attribute_type];
      if (scoped) put(map, r.entity_id, latestKey(scoped, r.attribute_key), value);
    }
  }
  return map;
}

/**
 * Normalises a number written as text the way entity queries answer latest values: "21.50" → "21.5",
 * "1.0" → "1", no exponent; text starting with "0" (but not "0.") and anything not a number stay as is.
 */
export function normalizeNumberText(text: string): string {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/.exec(text);
  if (!m || (m[2] === '' && !m[3]) || (text.startsWith('0') && !text.startsWith('0.'))) return text;
  let digits = (m[2] ?? '') + (m[3] ?? '');
  let point = (m[2] ?? '').length + Number(m[4] ?? 0);
  while (digits.startsWith('0')) {
    digits = digits.slice(1);
    point--;
  }
  if (digits === '') return '0';
  while (digits.length > point && digits.endsWith('0')) digits = digits.slice(0, -1);
  let out: string;
  if (point <= 0) out = '0.' + '0'.repeat(-point) + digits;
  else if (point >= digits.length) out = digits + '0'.repeat(point - digits.length);
  else out = digits.slice(0, point) + '.' + digits.slice(point);
  return (m[1] === '-' ? '-' : '') + out;
}

/** The text of a stored latest value as entity queries answer it. */
export function latestText(kv: KvValue): string {
  return normalizeNumberText(kvAsString(kv));
}
