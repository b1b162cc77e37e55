import type { EntityKey, EntityKeyType } from '../../sdk/realtime/query-types.js';
import type { EntityData, TsValue } from '../../sdk/realtime/messages.js';

// Keys and answers are the realtime wire types of the SDK; the queries below are read leniently (nulls allowed).
export type { EntityData, EntityKey, EntityKeyType, TsValue };

/** Every key type a query may name. */
export const ENTITY_KEY_TYPES: readonly EntityKeyType[] = [
  'ATTRIBUTE', 'CLIENT_ATTRIBUTE', 'SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIME_SERIES', 'ENTITY_FIELD', 'ALARM_FIELD',
];

/** An entity filter (protocol §5.2); `type` picks the variant. */
export interface EntityFilter {
  type: string;
  [field: string]: unknown;
}

/** A predicate value: user value, else dynamic value, else default value. */
export interface PredicateValue {
  defaultValue?: unknown;
  userValue?: unknown;
  dynamicValue?: { sourceType?: string; sourceAttribute?: string; inherit?: boolean } | null;
}

/** A key filter predicate (STRING, NUMERIC, BOOLEAN or COMPLEX). */
export interface Predicate {
  type: 'STRING' | 'NUMERIC' | 'BOOLEAN' | 'COMPLEX';
  operation: string;
  value?: PredicateValue;
  ignoreCase?: boolean;
  predicates?: Predicate[];
}

/** A key filter of an entity query. */
export interface KeyFilter {
  key: EntityKey;
  valueType: 'STRING' | 'NUMERIC' | 'BOOLEAN' | 'DATE_TIME';
  predicate: Predicate;
}

/** The page link of an entity-data query. */
export interface EntityDataPageLink {
  pageSize: number;
  page: number;
  textSearch?: string | null;
  sortOrder?: { key: EntityKey; direction: 'ASC' | 'DESC' } | null;
  dynamic?: boolean;
}

/** The page link of an alarm-data query. */
export interface AlarmDataPageLink extends EntityDataPageLink {
  startTs?: number;
  endTs?: number;
  timeWindow?: number;
  typeList?: string[] | null;
  statusList?: string[] | null;
  severityList?: string[] | null;
  searchPropagatedAlarms?: boolean;
}

/** An entity-count query. */
export interface EntityCountQuery {
  entityFilter: EntityFilter;
  keyFilters?: KeyFilter[] | null;
}

/** An entity-data query. */
export interface EntityDataQuery extends EntityCountQuery {
  pageLink: EntityDataPageLink;
  entityFields?: EntityKey[] | null;
  latestValues?: EntityKey[] | null;
}

/** An alarm-data query. */
export interface AlarmDataQuery extends EntityCountQuery {
  pageLink: AlarmDataPageLink;
  entityFields?: EntityKey[] | null;
  latestValues?: EntityKey[] | null;
  alarmFields?: EntityKey[] | null;
}

/** An entity found by a filter: its type, id, creation time and table row. */
export interface EntityRecord {
  entityType: string;
  id: string;
  createdTime: number;
  /** The table row as JSON (column names as stored). */
  row: Record<string, unknown>;
  /** Whether the entity came from a relations query (wider set of entity fields). */
  viaRelation?: boolean;
  /** The entity on the other side of the last relation hop, for relations queries. */
  parentId?: string;
}

/** A stored latest value with its raw value (boolean, number, string or JSON). */
export interface StoredValue {
  ts: number;
  value: unknown;
}
