import type { EntityId } from '../../sdk/entity-id.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { emit } from '../events.js';
import { removeAttributes, upsertAttributes, type Scope } from './attr-store.js';
import type { AttributesPayload, TsEntry } from './payload.js';
import { TsWriteBatcher } from './ts-batcher.js';
import { deleteLatestInRange, deleteRange, insertTimeseries, rewriteLatest, TS_INSERT_SQL, tsInsertParams, type KeyPoint, type TsWrite } from './ts-store.js';
import { kvToPlain } from './values.js';

/** The entity whose telemetry is written, with its tenant (carried by every bus event). */
export interface TelemetryTarget {
  tenantId: string;
  entityId: EntityId<string>;
}

function groupPoints(points: Array<{ key: string; ts: number; value: TsEntry['value'] }>): Record<string, Array<[number, unknown]>> {
  const out: Record<string, Array<[number, unknown]>> = Object.create(null);
  for (const p of [...points].sort((a, b) => a.ts - b.ts)) (out[p.key] ??= []).push([p.ts, kvToPlain(p.value)]);
  return out;
}

const batchers = new WeakMap<ServerContext, TsWriteBatcher>();

/** The server's time-series write batcher: concurrent writes share one prepared statement. */
function batcher(ctx: ServerContext): TsWriteBatcher {
  let b = batchers.get(ctx);
  if (!b) {
    b = new TsWriteBatcher(async (writes: TsWrite[]) => {
      const values = tsInsertParams(writes);
      if (values) await ctx.db.pool.query({ name: 'tbkit_ts_insert', text: TS_INSERT_SQL, values });
    });
    batchers.set(ctx, b);
  }
  return b;
}

/**
 * Stores time-series entries and their latest values (batched with concurrent writes, or inside
 * the transaction `q` when given), then emits `telemetry` (key → [ts, value] ascending; values as
 * plain JavaScript: booleans, numbers, strings, parsed JSON).
 */
export async function saveTimeseries(ctx: ServerContext, target: TelemetryTarget, entries: TsEntry[], q?: Queryable): Promise<void> {
  if (entries.length === 0) return;
  if (q) await insertTimeseries(q, target.entityId, entries);
  else await batcher(ctx).write({ entity: target.entityId, entries });
  emit(ctx, 'telemetry', { ...target, values: groupPoints(entries) });
}

/**
 * Stores attributes of one scope stamped now and deletes those written as null, then emits
 * `attributes` (key → [lastUpdateTs, value]) and `attributes-deleted` for the keys that existed.
 */
export async function saveAttributes(
  ctx: ServerContext, target: TelemetryTarget, scope: Scope, payload: AttributesPayload, q: Queryable = ctx.db,
): Promise<void> {
  const ts = ctx.now();
  await upsertAttributes(q, target.entityId, scope, payload.values, ts);
  if (payload.values.size > 0) {
    const values: Record<string, [number, unknown]> = Object.create(null);
    for (const [key, v] of payload.values) values[key] = [ts, kvToPlain(v)];
    emit(ctx, 'attributes', { ...target, scope, values });
  }
  await deleteAttributes(ctx, target, scope, payload.deletes, q);
}

/** Deletes attributes of one scope and emits `attributes-deleted` for the keys that existed; answers them. */
export async function deleteAttributes(
  ctx: ServerContext, target: TelemetryTarget, scope: Scope, keys: string[], q: Queryable = ctx.db,
): Promise<string[]> {
  const removed = await removeAttributes(q, target.entityId.id, scope, keys);
  if (removed.length > 0) emit(ctx, 'attributes-deleted', { ...target, scope, keys: removed });
  return removed;
}

/** A time-series delete: keys, `[startTs, endTs)`, and whether a removed latest value is replaced by the newest remaining point. */
export interface TimeseriesDelete {
  keys: string[];
  startTs: number;
  endTs: number;
  rewriteLatest: boolean;
}

/**
 * Deletes points in a range. A latest value inside the range is removed (emitting
 * `telemetry-deleted`) or, with `rewriteLatest`, replaced by the newest remaining point (emitting `telemetry`).
 */
export async function deleteTimeseries(ctx: ServerContext, target: TelemetryTarget, del: TimeseriesDelete): Promise<void> {
  const { id } = target.entityId;
  const { removed, rewritten } = await ctx.db.tx(async (q) => {
    await deleteRange(q, id, del.keys, del.startTs, del.endTs);
    const gone = await deleteLatestInRange(q, id, del.keys, del.startTs, del.endTs);
    const points: KeyPoint[] = del.rewriteLatest ? await rewriteLatest(q, target.entityId, gone) : [];
    const back = new Set(points.map((p) => p.key));
    return { removed: gone.filter((k) => !back.has(k)), rewritten: points };
  });
  if (removed.length > 0) emit(ctx, 'telemetry-deleted', { ...target, keys: removed });
  if (rewritten.length > 0) emit(ctx, 'telemetry', { ...target, values: groupPoints(rewritten) });
}
