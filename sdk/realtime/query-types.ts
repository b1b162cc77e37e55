/** Entity references in queries and answers are the SDK's one `EntityId`. */
export type { EntityId } from '../entity-id.js';

/** The kind of value an entity key names in queries and entity-data messages. */
export type EntityKeyType =
  | 'ATTRIBUTE'
  | 'CLIENT_ATTRIBUTE'
  | 'SHARED_ATTRIBUTE'
  | 'SERVER_ATTRIBUTE'
  | 'TIME_SERIES'
  | 'ENTITY_FIELD'
  | 'ALARM_FIELD';

/** A key of an entity query: its kind and name. */
export interface EntityKey {
  type: EntityKeyType;
  key: string;
}

/** An entity filter; `type` picks the variant and the other fields depend on it (protocol §5.2). */
export interface EntityFilter {
  type: string;
  [field: string]: unknown;
}

/** A key filter with its predicate (protocol §5.3). */
export interface KeyFilter {
  key: EntityKey;
  valueType: 'STRING' | 'NUMERIC' | 'BOOLEAN' | 'DATE_TIME';
  predicate: { type: string; [field: string]: unknown };
}

/** Sort order of an entity or alarm page. */
export interface EntityDataSortOrder {
  key: EntityKey;
  direction: 'ASC' | 'DESC';
}

/** The page link of an entity-data query. */
export interface EntityDataPageLink {
  pageSize: number;
  page: number;
  textSearch?: string | null;
  sortOrder?: EntityDataSortOrder | null;
  /** When true the server re-runs the query periodically and sends a new page when it changes. */
  dynamic?: boolean;
}

/** The query of an entity-data command. */
export interface EntityDataQuery {
  entityFilter: EntityFilter;
  keyFilters?: KeyFilter[] | null;
  pageLink: EntityDataPageLink;
  entityFields?: EntityKey[] | null;
  latestValues?: EntityKey[] | null;
}

/** Alarm search status of an alarm page link. */
export type AlarmSearchStatus = 'ANY' | 'ACTIVE' | 'CLEARED' | 'ACK' | 'UNACK';

/** Alarm severity. */
export type AlarmSeverity = 'CRITICAL' | 'MAJOR' | 'MINOR' | 'WARNING' | 'INDETERMINATE';

/** The page link of an alarm-data query: an entity page link plus time and alarm filters. */
export interface AlarmDataPageLink extends EntityDataPageLink {
  startTs?: number;
  endTs?: number;
  timeWindow?: number;
  typeList?: string[];
  statusList?: AlarmSearchStatus[];
  severityList?: AlarmSeverity[];
  searchPropagatedAlarms?: boolean;
}

/** The query of an alarm-data command. */
export interface AlarmDataQuery extends Omit<EntityDataQuery, 'pageLink'> {
  pageLink: AlarmDataPageLink;
  alarmFields?: EntityKey[] | null;
}

/** The query of an entity-count command. */
export interface EntityCountQuery {
  entityFilter: EntityFilter;
  keyFilters?: KeyFilter[] | null;
}
