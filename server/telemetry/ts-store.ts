import type { EntityId } from '../../sdk/entity-id.js';
import type { Queryable } from '../db/db.js';
import { bucketStamp, effectiveEnd, finishBucket, type Aggregation, type BucketStats, type RangeQuery, type TsPoint } from './aggregation.js';
import { emptyKvArrays, KV_SELECT, kvFromRow, kvParams, pushKv, unnestKvSql, type KvColumns } from './kv-row.js';
import type { TsEntry } from './payload.js';

const KV_UPDATE = 'bool_v = EXCLUDED.bool_v, long_v = EXCLUDED.long_v, dbl_v = EXCLUDED.dbl_v, str_v = EXCLUDED.str_v, json_v = EXCLUDED.json_v';

/** Time-series entries of one entity: one write of a batch. */
export interface TsWrite {
  entity: EntityId<string>;
  entries: TsEntry[];
}

interface FlatEntry extends TsEntry {
  entity: EntityId<string>;
}

/** Keeps the last value written for each (entity, key, ts), in first-seen order. */
export function dedupeHistory<T extends TsEntry & { entity?: EntityId<string> }>(entries: T[]): T[] {
  const byKeyTs = new Map<string, T>();
  for (const e of entries) byKeyTs.set(`${e.entity?.id ?? ''}\u0000${e.ts}\u0000${e.key}`, e);
  return [...byKeyTs.values()];
}

/** The newest entry of each (entity, key), the later one on equal timestamps. */
export function newestPerKey<T extends TsEntry & { entity?: EntityId<string> }>(entries: T[]): T[] {
  const byKey = new Map<string, T>();
  for (const e of entries) {
    const id = `${e.entity?.id ?? ''}\u0000${e.key}`;
    const seen = byKey.get(id);
    if (!seen || e.ts >= seen.ts) byKey.set(id, e);
  }
  return [...byKey.values()];
}

/**
 * One statement storing time-series rows (same entity, key and ts overwrites) and moving each key's
 * latest value forward; parameters come from `tsInsertParams`.
 */
export const TS_INSERT_SQL = `WITH hist AS (
    INSERT INTO ts_kv (entity_id, key, ts, bool_v, long_v, dbl_v, str_v, json_v)
    SELECT * FROM unnest($1::uuid[], $2::text[], $3::bigint[], ${unnestKvSql(4)})
    ON CONFLICT (entity_id, key, ts) DO UPDATE SET ${KV_UPDATE}
  )
  INSERT INTO ts_kv_latest (entity_id, entity_type, key, ts, bool_v, long_v, dbl_v, str_v, json_v)
  SELECT * FROM unnest($9::uuid[], $10::text[], $11::text[], $12::bigint[], ${unnestKvSql(13)})
  ON CONFLICT (entity_id, key) DO UPDATE SET ts = EXCLUDED.ts, ${KV_UPDATE}
  WHERE ts_kv_latest.ts <= EXCLUDED.ts`;

/** Parameters of `TS_INSERT_SQL` for writes of any number of entities; undefined when there is nothing to store. */
export function tsInsertParams(writes: TsWrite[]): unknown[] | undefined {
  const flat: FlatEntry[] = writes.flatMap((w) => w.entries.map((e) => ({ ...e, entity: w.entity })));
  if (flat.length === 0) return undefined;
  const history = dedupeHistory(flat);
  const latest = newestPerKey(history);
  const h = emptyKvArrays();
  for (const e of history) pushKv(h, e.value);
  const l = emptyKvArrays();
  for (const e of latest) pushKv(l, e.value);
  return [
    history.map((e) => e.entity.id), history.map((e) => e.key), history.map((e) => e.ts), ...kvParams(h),
    latest.map((e) => e.entity.id), latest.map((e) => e.entity.entityType), latest.map((e) => e.key), latest.map((e) => e.ts), ...kvParams(l),
  ];
}

/** Stores time-series entries of one entity and moves its latest values forward, in one statement. */
export async function insertTimeseries(q: Queryable, entity: EntityId<string>, entries: TsEntry[]): Promise<void> {
  const params = tsInsertParams([{ entity, entries }]);
  if (params) await q.query(TS_INSERT_SQL, params);
}

/** A stored point of one key. */
export interface KeyPoint extends TsPoint {
  key: string;
}

type PointRow = KvColumns & { key: string; ts: number };

function toPoints(rows: PointRow[]): KeyPoint[] {
  const out: KeyPoint[] = [];
  for (const r of rows) {
    const value = kvFromRow(r);
    if (value) out.push({ key: r.key, ts: Number(r.ts), value });
  }
  return out;
}

/** Latest values of an entity (all keys, or the given ones), ordered by key. */
export async function readLatest(q: Queryable, entityId: string, keys?: string[]): Promise<KeyPoint[]> {
  const filter = keys ? 'AND key = ANY($2::text[])' : '';
  const rows = await q.query<PointRow>(
    `SELECT key, ts, ${KV_SELECT} FROM ts_kv_latest WHERE entity_id = $1 ${filter} ORDER BY key`,
    keys ? [entityId, keys] : [entityId],
  );
  return toPoints(rows);
}

/** Keys with a latest value, alphabetically. */
export async function timeseriesKeys(q: Queryable, entityId: string): Promise<string[]> {
  const rows = await q.query<{ key: string }>('SELECT key FROM ts_kv_latest WHERE entity_id = $1 ORDER BY key', [entityId]);
  return rows.map((r) => r.key);
}

/** Raw points of each key in `[startTs, endTs)`, at most `limit` per key, keys in the order given. */
export async function readRaw(
  q: Queryable, entityId: string, keys: string[], range: { startTs: number; endTs: number }, limit: number, order: 'ASC' | 'DESC',
): Promise<KeyPoint[]> {
  const rows = await q.query<PointRow>(
    `SELECT k.key, t.* FROM unnest($2::text[]) WITH ORDINALITY AS k(key, ord)
     CROSS JOIN LATERAL (
       SELECT ts, ${KV_SELECT} FROM ts_kv
       WHERE entity_id = $1 AND key = k.key AND ts >= $3 AND ts < $4
       ORDER BY ts ${order} LIMIT $5
     ) t
     ORDER BY k.ord, t.ts ${order}`,
    [entityId, keys, range.startTs, effectiveEnd(range), limit],
  );
  return toPoints(rows);
}

const STAT_COLUMNS: Record<Exclude<Aggregation, 'NONE'>, string> = {
  COUNT: 'count(*) AS n',
  AVG: 'count(*) AS n, count(long_v) AS lc, count(dbl_v) AS dc, sum(long_v)::text AS ls, sum(dbl_v) AS ds',
  SUM: 'count(*) AS n, count(long_v) AS lc, count(dbl_v) AS dc, sum(long_v)::text AS ls, sum(dbl_v) AS ds',
  MIN: 'count(*) AS n, count(long_v) AS lc, count(dbl_v) AS dc, min(long_v)::text AS lx, min(dbl_v) AS dx, min(str_v) AS sx',
  MAX: 'count(*) AS n, count(long_v) AS lc, count(dbl_v) AS dc, max(long_v)::text AS lx, max(dbl_v) AS dx, max(str_v) AS sx',
};

interface StatRow {
  key: string;
  b: number;
  n: number;
  lc?: number;
  dc?: number;
  ls?: string | null;
  ds?: number | null;
  lx?: string | null;
  dx?: number | null;
  sx?: string | null;
}

function statsFromRow(r: StatRow, agg: Exclude<Aggregation, 'NONE'>): BucketStats {
  const opt = <T>(v: T | null | undefined) => (v === null ? undefined : v);
  const lx = r.lx == null ? undefined : BigInt(r.lx);
  const s: BucketStats = {
    count: Number(r.n), longCount: Number(r.lc ?? 0), doubleCount: Number(r.dc ?? 0),
    longSum: r.ls == null ? 0n : BigInt(r.ls), doubleSum: Number(r.ds ?? 0),
  };
  if (agg === 'MIN') Object.assign(s, { longMin: lx, doubleMin: opt(r.dx), strMin: opt(r.sx) });
  if (agg === 'MAX') Object.assign(s, { longMax: lx, doubleMax: opt(r.dx), strMax: opt(r.sx) });
  return s;
}

/** Aggregated points of each key: buckets ascending, stamped at their middle, empty buckets omitted. */
export async function readAggregated(
  q: Queryable, entityId: string, keys: string[], range: RangeQuery, agg: Exclude<Aggregation, 'NONE'>,
): Promise<KeyPoint[]> {
  const rows = await q.query<StatRow>(
    `SELECT key, (ts - $3) / $5 AS b, ${STAT_COLUMNS[agg]} FROM ts_kv
     WHERE entity_id = $1 AND key = ANY($2::text[]) AND ts >= $3 AND ts < $4
     GROUP BY key, b`,
    [entityId, keys, range.startTs, effectiveEnd(range), range.interval],
  );
  const byKey = new Map<string, KeyPoint[]>(keys.map((k) => [k, []]));
  for (const r of rows) {
    const value = finishBucket(agg, statsFromRow(r, agg));
    if (value) byKey.get(r.key)?.push({ key: r.key, ts: bucketStamp(range, Number(r.b)), value });
  }
  return [...byKey.values()].flatMap((points) => points.sort((a, b) => a.ts - b.ts));
}

/** Deletes the points of the given keys in `[startTs, endTs)`. */
export async function deleteRange(q: Queryable, entityId: string, keys: string[], startTs: number, endTs: number): Promise<void> {
  await q.query('DELETE FROM ts_kv WHERE entity_id = $1 AND key = ANY($2::text[]) AND ts >= $3 AND ts < $4', [entityId, keys, startTs, endTs]);
}

/** Removes latest values of the given keys whose ts lies in `[startTs, endTs)`; answers the keys removed. */
export async function deleteLatestInRange(q: Queryable, entityId: string, keys: string[], startTs: number, endTs: number): Promise<string[]> {
  const rows = await q.query<{ key: string }>(
    'DELETE FROM ts_kv_latest WHERE entity_id = $1 AND key = ANY($2::text[]) AND ts >= $3 AND ts < $4 RETURNING key',
    [entityId, keys, startTs, endTs],
  );
  return rows.map((r) => r.key);
}

/** Makes the newest remaining point of each key its latest value; answers the points written. */
export async function rewriteLatest(q: Queryable, entity: EntityId<string>, keys: string[]): Promise<KeyPoint[]> {
  if (keys.length === 0) return [];
  const rows = await q.query<PointRow>(
    `INSERT INTO ts_kv_latest (entity_id, entity_type, key, ts, bool_v, long_v, dbl_v, str_v, json_v)
     SELECT $1, $2, k.key, t.ts, t.bool_v, t.long_v, t.dbl_v, t.str_v, t.json_v FROM unnest($3::text[]) AS k(key)
     CROSS JOIN LATERAL (SELECT * FROM ts_kv WHERE entity_id = $1 AND key = k.key ORDER BY ts DESC LIMIT 1) t
     ON CONFLICT (entity_id, key) DO UPDATE SET ts = EXCLUDED.ts, ${KV_UPDATE}
     RETURNING key, ts, ${KV_SELECT}`,
    [entity.id, entity.entityType, keys],
  );
  return toPoints(rows);
}

/** Removes every time-series row of an entity (when the entity is deleted). */
export async function deleteAllTimeseries(q: Queryable, entityId: string): Promise<void> {
  await q.query('DELETE FROM ts_kv WHERE entity_id = $1', [entityId]);
  await q.query('DELETE FROM ts_kv_latest WHERE entity_id = $1', [entityId]);
}
