import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { pageData, type PageData } from '../http/paging.js';
import { entityFieldValue, isNumericField } from './entity-fields.js';
import { findEntities, tableExists, type FindEntitiesOptions } from './entity-filter.js';
import { latestKey, latestText, loadLatest, type LatestMap } from './latest.js';
import { evaluate, fieldOperand, resolveDynamicValues, storedOperand, type DynamicValues } from './predicates.js';
import {
  ENTITY_KEY_TYPES, type EntityCountQuery, type EntityData, type EntityDataPageLink, type EntityDataQuery, type EntityKey,
  type EntityKeyType, type EntityRecord, type KeyFilter, type TsValue,
} from './types.js';

/** An entity page: the answer plus the records behind it (for subscriptions). */
export interface EntityPage extends PageData<EntityData> {
  records: EntityRecord[];
}

function keyList(value: unknown, field: string): EntityKey[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(`${field} must be a list of entity keys`);
  for (const k of value as EntityKey[]) {
    if (!k || typeof k.key !== 'string' || !ENTITY_KEY_TYPES.includes(k.type)) throw badRequest(`${field} holds an invalid entity key`);
  }
  return value as EntityKey[];
}

/** Checks the shape of a page link; 400 naming the field otherwise. */
export function checkPageLink(link: unknown): EntityDataPageLink {
  const l = link as EntityDataPageLink | null | undefined;
  if (!l || typeof l !== 'object') throw badRequest('Page link should be specified!');
  if (!Number.isInteger(l.pageSize) || l.pageSize < 1) throw badRequest('pageSize should be a positive number');
  if (!Number.isInteger(l.page) || l.page < 0) throw badRequest('page should be zero or a positive number');
  return l;
}

/** Key filters of a query, checked. */
export function keyFiltersOf(query: EntityCountQuery): KeyFilter[] {
  const filters = query.keyFilters ?? [];
  if (!Array.isArray(filters)) throw badRequest('keyFilters must be a list');
  for (const f of filters) {
    if (!f || typeof f !== 'object' || !f.key || !ENTITY_KEY_TYPES.includes(f.key.type)) throw badRequest('Key filter key should be specified!');
  }
  return filters;
}

/** The value of a key of an entity as text ("" when missing), and whether it is present. */
export function keyText(record: EntityRecord, key: EntityKey, latest: LatestMap): string | undefined {
  if (key.type === 'ENTITY_FIELD') return entityFieldValue(record, key.key);
  const stored = latest.get(record.id)?.get(latestKey(key.type, key.key));
  return stored ? latestText(stored.kv) : undefined;
}

function passes(record: EntityRecord, filters: KeyFilter[], latest: LatestMap, dynamic: DynamicValues): boolean {
  return filters.every((f) => {
    if (f.key.type === 'ENTITY_FIELD') return evaluate(f.predicate, fieldOperand(entityFieldValue(record, f.key.key)), dynamic);
    const stored = latest.get(record.id)?.get(latestKey(f.key.type, f.key.key));
    return !!stored && evaluate(f.predicate, storedOperand(stored.kv), dynamic);
  });
}

/** Applies key filters, reading what they need; answers the kept records and the latest values read. */
export async function filterRecords(
  q: Queryable, user: SecurityUser, records: EntityRecord[], filters: KeyFilter[], extraKeys: EntityKey[] = [],
): Promise<{ records: EntityRecord[]; latest: LatestMap }> {
  const latest = await loadLatest(q, records.map((r) => r.id), [...filters.map((f) => f.key), ...extraKeys]);
  if (filters.length === 0) return { records, latest };
  const dynamic = await resolveDynamicValues(q, user, filters);
  return { records: records.filter((r) => passes(r, filters, latest, dynamic)), latest };
}

function compareText(a: string | undefined, b: string | undefined, numeric: boolean): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  const na = Number(a);
  const nb = Number(b);
  if ((numeric || (a.trim() !== '' && b.trim() !== '')) && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sorts records by the page link's sort key (missing values last ascending, first descending); creation time when none. */
export function sortRecords(records: EntityRecord[], link: EntityDataPageLink, latest: LatestMap): EntityRecord[] {
  const sort = link.sortOrder;
  const tie = (a: EntityRecord, b: EntityRecord) => a.createdTime - b.createdTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  if (!sort?.key || sort.key.type === 'ALARM_FIELD') return [...records].sort(tie);
  const dir = sort.direction === 'DESC' ? -1 : 1;
  const numeric = sort.key.type === 'ENTITY_FIELD' && isNumericField(sort.key.key);
  const values = new Map(records.map((r) => [r.id, keyText(r, sort.key, latest)]));
  return [...records].sort((a, b) => dir * compareText(values.get(a.id), values.get(b.id), numeric) || tie(a, b));
}

/** Keeps records whose selected fields and latest values, joined, contain the text (case-insensitive). */
export function searchRecords(records: EntityRecord[], text: string | null | undefined, keys: EntityKey[], latest: LatestMap): EntityRecord[] {
  if (!text) return records;
  const needle = text.toLowerCase();
  const searched = keys.filter((k) => !(k.type === 'ENTITY_FIELD' && k.key === 'additionalInfo'));
  return records.filter((r) => searched.map((k) => keyText(r, k, latest) ?? '').join('').toLowerCase().includes(needle));
}

/** The `latest` section of an entity: every requested key grouped by key type, `{ts:0,value:""}` when missing. */
export function latestSection(record: EntityRecord, keys: EntityKey[], latest: LatestMap, now: number): Partial<Record<EntityKeyType, Record<string, TsValue>>> {
  const out: Partial<Record<EntityKeyType, Record<string, TsValue>>> = {};
  for (const k of keys) {
    const group = (out[k.type] ??= {});
    if (k.type === 'ENTITY_FIELD') {
      group[k.key] = { ts: now, value: entityFieldValue(record, k.key) };
    } else {
      const stored = latest.get(record.id)?.get(latestKey(k.type, k.key));
      group[k.key] = stored ? { ts: stored.ts, value: latestText(stored.kv) } : { ts: 0, value: '' };
    }
  }
  return out;
}

/** Requested keys of a query: entity fields then latest values (with extra latest keys merged in, no duplicates). */
export function requestedKeys(query: EntityDataQuery, extra: EntityKey[] = []): EntityKey[] {
  const all = [...keyList(query.entityFields, 'entityFields'), ...keyList(query.latestValues, 'latestValues'), ...extra];
  const seen = new Set<string>();
  return all.filter((k) => !seen.has(latestKey(k.type, k.key)) && !!seen.add(latestKey(k.type, k.key)));
}

/** Runs an entity-data query: filter, key filters, text search, sort, page (protocol §5). */
export async function runEntityQuery(
  q: Queryable, user: SecurityUser, query: EntityDataQuery, now: number, extraLatest: EntityKey[] = [], options: FindEntitiesOptions = {},
): Promise<EntityPage> {
  if (!query || typeof query !== 'object') throw badRequest('Query should be specified!');
  const link = checkPageLink(query.pageLink);
  const keys = requestedKeys(query, extraLatest);
  const sortKeys = link.sortOrder?.key ? [link.sortOrder.key] : [];
  const found = await findEntities(q, user, query.entityFilter, options);
  const { records, latest } = await filterRecords(q, user, found, keyFiltersOf(query), [...keys, ...sortKeys]);
  const ordered = sortRecords(searchRecords(records, link.textSearch, keys, latest), link, latest);
  const pageRecords = ordered.slice(link.page * link.pageSize, (link.page + 1) * link.pageSize);
  const data = pageRecords.map((r) => ({
    entityId: { entityType: r.entityType, id: r.id }, latest: latestSection(r, keys, latest, now), timeseries: {},
  }));
  return { ...pageData(data, ordered.length, link), records: pageRecords };
}

/** Counts the entities of a filter that pass its key filters. */
export async function countEntities(q: Queryable, user: SecurityUser, query: EntityCountQuery): Promise<number> {
  if (!query || typeof query !== 'object') throw badRequest('Query should be specified!');
  const found = await findEntities(q, user, query.entityFilter);
  return (await filterRecords(q, user, found, keyFiltersOf(query))).records.length;
}

/** Entity types, time-series keys and attribute keys of a query's page (each list sorted, distinct). */
export async function findQueryKeys(
  q: Queryable, user: SecurityUser, query: EntityDataQuery, now: number, want: { timeseries: boolean; attributes: boolean },
): Promise<{ entityTypes: string[]; timeseries: string[]; attribute: string[] }> {
  const page = await runEntityQuery(q, user, query, now);
  const ids = page.records.map((r) => r.id);
  const entityTypes = [...new Set(page.records.map((r) => r.entityType))].sort();
  let timeseries: string[] = [];
  let attribute: string[] = [];
  if (want.timeseries && ids.length > 0 && await tableExists(q, 'ts_kv_latest')) {
    timeseries = (await q.query<{ key: string }>('SELECT DISTINCT key FROM ts_kv_latest WHERE entity_id = ANY($1::uuid[]) ORDER BY key', [ids]))
      .map((r) => r.key);
  }
  if (want.attributes && ids.length > 0 && await tableExists(q, 'attribute_kv')) {
    attribute = (await q.query<{ k: string }>(
      'SELECT DISTINCT attribute_key AS k FROM attribute_kv WHERE entity_id = ANY($1::uuid[]) ORDER BY attribute_key', [ids])).map((r) => r.k);
  }
  return { entityTypes, timeseries, attribute };
}
