import type { EntityId } from '../../sdk/entity-id.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { emit, on, type BusEvents } from '../events.js';

/** What an entity view passes on: its time-series keys and period (`end` 0 = no end). */
export interface ViewWindow {
  id: string;
  tenantId: string;
  timeseries: string[];
  start: number;
  end: number;
}

type ViewRow = { id: string; tenant_id: string; keys: { timeseries?: unknown } | null; start_ts: number | string; end_ts: number | string };

const KV_UPDATE = 'bool_v = EXCLUDED.bool_v, long_v = EXCLUDED.long_v, dbl_v = EXCLUDED.dbl_v, str_v = EXCLUDED.str_v, json_v = EXCLUDED.json_v';

/** Copies points of the shown entity (by key and ts) into the view's latest values, never moving one back. */
const COPY_POINTS_SQL = `INSERT INTO ts_kv_latest (entity_id, entity_type, key, ts, bool_v, long_v, dbl_v, str_v, json_v)
  SELECT $1::uuid, 'ENTITY_VIEW', t.key, t.ts, t.bool_v, t.long_v, t.dbl_v, t.str_v, t.json_v
  FROM unnest($3::text[], $4::bigint[]) AS w(key, ts) JOIN ts_kv t ON t.entity_id = $2::uuid AND t.key = w.key AND t.ts = w.ts
  ON CONFLICT (entity_id, key) DO UPDATE SET ts = EXCLUDED.ts, ${KV_UPDATE} WHERE ts_kv_latest.ts <= EXCLUDED.ts`;

function windowOf(row: ViewRow): ViewWindow {
  const list = row.keys?.timeseries;
  return {
    id: row.id,
    tenantId: row.tenant_id,
    timeseries: Array.isArray(list) ? list.filter((key): key is string => typeof key === 'string') : [],
    start: Number(row.start_ts) || 0,
    end: Number(row.end_ts) || 0,
  };
}

/**
 * The newest point of each of a view's keys among new values of the entity it shows, within its period
 * (`[start, end)`, no end when 0); keys the view does not pass on are left out.
 */
export function pointsForView(view: ViewWindow, values: BusEvents['telemetry']['values']): Record<string, Array<[number, unknown]>> {
  const out: Record<string, Array<[number, unknown]>> = Object.create(null);
  for (const key of view.timeseries) {
    const inside = (values[key] ?? []).filter(([ts]) => ts >= view.start && (view.end === 0 || ts < view.end));
    const newest = inside.reduce<[number, unknown] | null>((best, point) => (!best || point[0] >= best[0] ? point : best), null);
    if (newest) out[key] = [newest];
  }
  return out;
}

/**
 * Sets a view's latest values from the entity it shows, as ThingsBoard does when a view is saved: for each of its
 * keys the newest point within its period; keys it no longer passes on are dropped.
 */
export async function copyLatestToView(q: Queryable, view: ViewWindow, target: EntityId<string>): Promise<void> {
  await q.query('DELETE FROM ts_kv_latest WHERE entity_id = $1 AND NOT (key = ANY($2::text[]))', [view.id, view.timeseries]);
  if (view.timeseries.length === 0) return;
  const newest = await q.query<{ key: string; ts: string }>(
    `SELECT DISTINCT ON (key) key, ts FROM ts_kv WHERE entity_id = $1 AND key = ANY($2::text[]) AND ts >= $3 AND ($4::bigint = 0 OR ts < $4)
     ORDER BY key, ts DESC`,
    [target.id, view.timeseries, view.start, view.end],
  );
  if (newest.length > 0) await q.query(COPY_POINTS_SQL, [view.id, target.id, newest.map((p) => p.key), newest.map((p) => Number(p.ts))]);
}

/** The attribute scopes of a view's keys (`cs`, `ss`, `sh`). */
const SCOPE_OF = { cs: 'CLIENT_SCOPE', ss: 'SERVER_SCOPE', sh: 'SHARED_SCOPE' } as const;

/** Copies the shown entity's attributes of a view's keys into the view, each in its scope, as ThingsBoard does when a view is saved. */
export async function copyAttributesToView(q: Queryable, viewId: string, target: EntityId<string>, keys: Partial<Record<keyof typeof SCOPE_OF, string[]>>): Promise<void> {
  for (const [short, scope] of Object.entries(SCOPE_OF) as Array<[keyof typeof SCOPE_OF, string]>) {
    const list = keys[short] ?? [];
    if (list.length === 0) continue;
    await q.query(
      `INSERT INTO attribute_kv (entity_type, entity_id, attribute_type, attribute_key, bool_v, long_v, dbl_v, str_v, json_v, last_update_ts)
       SELECT 'ENTITY_VIEW', $1::uuid, attribute_type, attribute_key, bool_v, long_v, dbl_v, str_v, json_v, last_update_ts FROM attribute_kv
       WHERE entity_id = $2 AND attribute_type = $3 AND attribute_key = ANY($4::text[])
       ON CONFLICT (entity_id, attribute_type, attribute_key) DO UPDATE SET last_update_ts = EXCLUDED.last_update_ts, ${KV_UPDATE}`,
      [viewId, target.id, scope, list],
    );
  }
}

/**
 * Passes what devices and assets post on to the entity views showing them (ThingsBoard keeps a view's latest
 * values of its keys within its period): their latest values are stored and announced under the view's id, so
 * that its telemetry tab and subscriptions show them. The views of each entity are cached until a view changes.
 */
export function startEntityViewTelemetry(ctx: ServerContext): () => void {
  const views = new Map<string, Promise<ViewWindow[]>>();
  const viewsOf = (entityId: string) => {
    let found = views.get(entityId);
    if (!found) {
      found = ctx.db
        .query<ViewRow>('SELECT id, tenant_id, keys, start_ts, end_ts FROM entity_view WHERE entity_type IN ($1, $2) AND entity_id = $3', ['DEVICE', 'ASSET', entityId])
        .then((rows) => rows.map(windowOf).filter((view) => view.timeseries.length > 0))
        .catch((error: unknown) => {
          views.delete(entityId);
          throw error;
        });
      views.set(entityId, found);
    }
    return found;
  };
  const pass = async (event: BusEvents['telemetry']) => {
    for (const view of await viewsOf(event.entityId.id)) {
      const points = pointsForView(view, event.values);
      const keys = Object.keys(points);
      if (keys.length === 0) continue;
      await ctx.db.query(COPY_POINTS_SQL, [view.id, event.entityId.id, keys, keys.map((key) => points[key]![0]![0])]);
      emit(ctx, 'telemetry', { tenantId: view.tenantId, entityId: { entityType: 'ENTITY_VIEW', id: view.id }, values: points, passedOn: true });
    }
  };
  const stops = [
    on(ctx, 'telemetry', (event) => {
      if (event.entityId.entityType !== 'DEVICE' && event.entityId.entityType !== 'ASSET') return;
      void pass(event).catch((error: unknown) => ctx.log(`entity view telemetry not passed on: ${String(error)}`));
    }),
    on(ctx, 'entity', (event) => {
      if (event.entityId.entityType === 'ENTITY_VIEW' || event.action === 'DELETED') views.clear();
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
