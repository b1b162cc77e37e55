import {
  BOOLEAN_OPERATIONS, COMPLEX_OPERATIONS, ENTITY_KEY_TYPES, ENTITY_KEY_VALUE_TYPES, NUMERIC_OPERATIONS, STRING_OPERATIONS,
} from '../../../sdk/catalogues/filters.js';
import type { EntityKeyType, KeyFilter } from '../../../sdk/realtime/query-types.js';
import type { DashboardFilter, KeyFilterInfo, KeyFilterPredicate, KeyFilterPredicateInfo } from './dashboard.types.js';
import { childPath, isObjectAt, isBoolean, isObject, isString, oneOf, readField, readList, type JsonObject, type Problems } from './problems.js';

/** Key types a query key filter may use (the filter catalogue without CONSTANT and COUNT). */
export const QUERY_KEY_TYPES = ENTITY_KEY_TYPES.filter((t): t is EntityKeyType => t !== 'CONSTANT' && t !== 'COUNT');

/** Operations allowed per predicate type. */
export const PREDICATE_OPERATIONS = {
  STRING: STRING_OPERATIONS,
  NUMERIC: NUMERIC_OPERATIONS,
  BOOLEAN: BOOLEAN_OPERATIONS,
  COMPLEX: COMPLEX_OPERATIONS,
} as const;

const isKeyType = oneOf(QUERY_KEY_TYPES);
const isValueType = oneOf(ENTITY_KEY_VALUE_TYPES);
const isPredicateType = oneOf(['STRING', 'NUMERIC', 'BOOLEAN', 'COMPLEX'] as const);

/** The dashboard filters by id; a filter that is not an object is dropped, bad key filters and predicates inside one are dropped. */
export function normaliseFilters(raw: unknown, path: string, problems: Problems): Record<string, DashboardFilter> {
  if (raw === undefined || raw === null) return {};
  if (!isObject(raw)) {
    problems.invalid(path, 'object of filters', raw);
    return {};
  }
  const filters: Record<string, DashboardFilter> = {};
  for (const [id, entry] of Object.entries(raw)) {
    const entryPath = childPath(path, id);
    if (!isObjectAt(entry, entryPath, problems)) continue;
    filters[id] = {
      ...entry,
      id,
      filter: readField(entry, 'filter', entryPath, problems, isString, 'string', id),
      editable: readField(entry, 'editable', entryPath, problems, isBoolean, 'boolean', true),
      keyFilters: readList(entry.keyFilters, childPath(entryPath, 'keyFilters'), problems, 'array of key filters',
        (item, itemPath) => normaliseKeyFilterInfo(item, itemPath, problems)),
    };
  }
  return filters;
}

function normaliseKeyFilterInfo(raw: unknown, path: string, problems: Problems): KeyFilterInfo | undefined {
  if (!isObjectAt(raw, path, problems)) return undefined;
  const key = isObject(raw.key) ? raw.key : {};
  if (!isKeyType(key.type) || !isString(key.key)) {
    problems.invalid(childPath(path, 'key'), `{type: ${QUERY_KEY_TYPES.join(' | ')}, key: string}`, raw.key);
    return undefined;
  }
  if (!isValueType(raw.valueType)) {
    problems.invalid(childPath(path, 'valueType'), ENTITY_KEY_VALUE_TYPES.join(', '), raw.valueType);
    return undefined;
  }
  return { ...raw, key: { type: key.type, key: key.key }, valueType: raw.valueType, predicates: normalisePredicateInfos(raw.predicates, childPath(path, 'predicates'), problems) };
}

function normalisePredicateInfos(raw: unknown, path: string, problems: Problems): KeyFilterPredicateInfo[] {
  return readList(raw, path, problems, 'array of predicates', (item, itemPath) => {
    if (!isObjectAt(item, itemPath, problems)) return undefined;
    const predicate = normalisePredicate(item.keyFilterPredicate, childPath(itemPath, 'keyFilterPredicate'), problems);
    return predicate ? { ...item, keyFilterPredicate: predicate } : undefined;
  });
}

function normalisePredicate(raw: unknown, path: string, problems: Problems): KeyFilterPredicate | undefined {
  if (!isObject(raw) || !isPredicateType(raw.type)) {
    problems.invalid(isObject(raw) ? childPath(path, 'type') : path, 'STRING, NUMERIC, BOOLEAN or COMPLEX', isObject(raw) ? raw.type : raw);
    return undefined;
  }
  const operations: readonly string[] = PREDICATE_OPERATIONS[raw.type];
  if (!isString(raw.operation) || !operations.includes(raw.operation)) {
    problems.invalid(childPath(path, 'operation'), operations.join(', '), raw.operation);
    return undefined;
  }
  if (raw.type !== 'COMPLEX') return { ...raw, type: raw.type, operation: raw.operation };
  const predicates = normalisePredicateInfos(raw.predicates, childPath(path, 'predicates'), problems);
  return { ...raw, type: 'COMPLEX', operation: raw.operation as 'AND' | 'OR', predicates };
}

/** The query predicate of a stored predicate: complex ones carry their children's predicates, user info is left out. */
export function toQueryPredicate(info: KeyFilterPredicateInfo): KeyFilter['predicate'] {
  const p = info.keyFilterPredicate;
  if (p.type !== 'COMPLEX') return { ...p };
  return { ...p, predicates: p.predicates.map(toQueryPredicate) };
}

/**
 * The key filters of a dashboard filter for an entity-data query: one per predicate of each key
 * (all ANDed by the server). The stored `value` is left out, as the websocket rejects unknown fields.
 */
export function filterKeyFilters(filter: Pick<DashboardFilter, 'keyFilters'>): KeyFilter[] {
  return filter.keyFilters.flatMap((info) =>
    info.predicates.map((p) => ({ key: { ...info.key }, valueType: info.valueType, predicate: toQueryPredicate(p) })));
}

/** Whether a stored predicate, or one inside a complex predicate, is marked editable by the user. */
function isPredicateEditable(info: KeyFilterPredicateInfo): boolean {
  const p = info.keyFilterPredicate;
  if (p.type === 'COMPLEX') return p.predicates.some(isPredicateEditable);
  return (info.userInfo as JsonObject | null | undefined)?.editable === true;
}

/** Whether the filters panel offers a filter: it is editable and one of its predicates is. */
export function isFilterEditable(filter: Pick<DashboardFilter, 'editable' | 'keyFilters'>): boolean {
  return filter.editable && filter.keyFilters.some((k) => k.predicates.some(isPredicateEditable));
}
