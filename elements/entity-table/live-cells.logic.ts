// Live cells of an entity table: columns whose value is an attribute or time-series key kept current
// through the realtime channel. Only the rows on screen (with the virtualiser's overscan) are
// subscribed, so a page of 1,000 rows costs one subscription of a few dozen entities.
import type { EntityDataValueCmds } from '../../sdk/realtime/commands.js';
import type { EntityData } from '../../sdk/realtime/messages.js';
import type { EntityDataQuery, EntityKey } from '../../sdk/realtime/query-types.js';
import type { EntityColumn } from './entity-columns.js';

/** Live values of the subscribed rows: by row id, the value of each live column by its key. */
export type LiveValues = ReadonlyMap<string, Readonly<Record<string, unknown>>>;

/** Milliseconds the visible rows must stay put before the subscription follows them (scrolling sends nothing). */
export const LIVE_SETTLE_MS = 150;

/** The keys the live columns read, each once. */
export function liveKeys(columns: readonly EntityColumn[]): EntityKey[] {
  const seen = new Map<string, EntityKey>();
  for (const column of columns) if (column.live) seen.set(`${column.live.type} ${column.live.key}`, { type: column.live.type, key: column.live.key });
  return [...seen.values()];
}

/** The ids of the rows from `start` to `end` (inclusive), as the virtualiser renders them. */
export function rowsInRange(ids: readonly string[], start: number, end: number): string[] {
  if (end < start || ids.length === 0) return [];
  return ids.slice(Math.max(0, start), Math.min(ids.length, end + 1));
}

/** Whether two id lists hold the same ids in the same order. */
export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * The entity-data subscription of the visible rows: an entity-list filter of their ids, one page holding
 * them all, the live keys as latest values and a latest command for their updates. Null when there is
 * nothing to subscribe (no live column, no row on screen).
 */
export function liveSubscription(entityType: string, ids: readonly string[], keys: readonly EntityKey[]): { query: EntityDataQuery; values: EntityDataValueCmds } | null {
  if (!entityType || keys.length === 0 || ids.length === 0) return null;
  return {
    query: {
      entityFilter: { type: 'entityList', entityType, entityList: [...ids] },
      pageLink: { pageSize: ids.length, page: 0 },
      entityFields: [],
      latestValues: [...keys],
    },
    values: { latestCmd: { keys: [...keys] } },
  };
}

/** A value as the server sends it (text) read as what it stands for: true/false, a number, else the text. */
function typed(value: string): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** The live columns' values of a page of entity data, by entity id; a key the server holds no value for is null. */
export function liveValuesOf(entities: readonly EntityData[], columns: readonly EntityColumn[]): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const entity of entities) {
    const values: Record<string, unknown> = {};
    for (const column of columns) {
      if (!column.live) continue;
      const held = entity.latest?.[column.live.type]?.[column.live.key];
      values[column.key] = held && held.ts > 0 ? typed(held.value) : null;
    }
    out.set(entity.entityId.id, values);
  }
  return out;
}

/** Whether two rows of live values hold the same values. */
function sameValues(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** New live values keeping the earlier object of every row whose values did not change (so that row is not drawn again). */
export function mergeLiveValues(earlier: LiveValues, next: ReadonlyMap<string, Readonly<Record<string, unknown>>>): LiveValues {
  const out = new Map<string, Readonly<Record<string, unknown>>>();
  for (const [id, values] of next) {
    const held = earlier.get(id);
    out.set(id, held && sameValues(held, values) ? held : values);
  }
  return out;
}
