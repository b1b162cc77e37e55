import type { ApiSchema } from '../../sdk/api-schema.js';
import type { EntityId } from '../../sdk/entity-id.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { pageData, type PageData } from '../http/paging.js';
import {
  ALARM_INFO_SELECT, ALARM_SEARCH_STATUSES, alarmInfoJson, statusesOf, type AlarmRow, type AlarmSearchStatus,
} from '../alarms/json.js';
import { findEntities } from './entity-filter.js';
import { checkPageLink, filterRecords, keyFiltersOf, latestSection, requestedKeys, sortRecords } from './entity-query.js';
import type { LatestMap } from './latest.js';
import type { AlarmDataPageLink, AlarmDataQuery, EntityKey, EntityRecord } from './types.js';

/** Most entities an alarm query or subscription looks at. */
export const MAX_ENTITIES_PER_ALARM_QUERY = 10000;

/** An alarm row with the entity it was matched through. */
export interface MatchedAlarm extends AlarmRow {
  matched_id: string;
}

/** The AlarmData answer; the matched entity's type is the one the entity filter read (any entity type name). */
export type AlarmDataJson = Omit<ApiSchema<'AlarmData'>, 'entityId'> & { entityId: EntityId<string> };

/** An alarm page with what subscriptions need to follow it. */
export interface AlarmPage extends PageData<AlarmDataJson> {
  /** Entities the filter matched (capped at {@link MAX_ENTITIES_PER_ALARM_QUERY}). */
  records: EntityRecord[];
  /** Alarms of the page. */
  alarms: MatchedAlarm[];
  totalEntities: number;
}

const ALARM_FIELD_VALUE: Record<string, (a: MatchedAlarm) => unknown> = {
  createdTime: (a) => a.created_time,
  ackTs: (a) => a.ack_ts, ackTime: (a) => a.ack_ts,
  clearTs: (a) => a.clear_ts, clearTime: (a) => a.clear_ts,
  endTs: (a) => a.end_ts, endTime: (a) => a.end_ts,
  startTs: (a) => a.start_ts, startTime: (a) => a.start_ts,
  details: (a) => (a.details === null || a.details === undefined ? '' : JSON.stringify(a.details)),
  status: (a) => a.status, type: (a) => a.type, severity: (a) => a.severity,
  originatorId: (a) => a.originator_id, originatorType: (a) => a.originator_type, originator: (a) => a.originator_name ?? '',
};

/** The text of an ALARM_FIELD key of an alarm ("" for unknown keys). */
export function alarmFieldText(alarm: MatchedAlarm, key: string): string {
  const get = ALARM_FIELD_VALUE[key];
  return get ? String(get(alarm) ?? '') : '';
}

function stringList(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw badRequest(`${field} must be a list of strings`);
  return value as string[];
}

/** SQL conditions of an alarm page link (time, types, statuses, severities). */
function alarmConditions(link: AlarmDataPageLink, now: number, params: unknown[]): string[] {
  const where: string[] = [];
  const bind = (v: unknown) => { params.push(v); return `$${params.length}`; };
  if (link.timeWindow && link.timeWindow > 0) {
    where.push(`a.created_time >= ${bind(now - link.timeWindow)}`);
  } else {
    if (link.startTs && link.startTs > 0) where.push(`a.created_time >= ${bind(link.startTs)}`);
    if (link.endTs && link.endTs > 0) where.push(`a.created_time <= ${bind(link.endTs)}`);
  }
  const types = stringList(link.typeList, 'typeList');
  if (types.length > 0) where.push(`a.type = ANY(${bind(types)})`);
  const searchStatuses = stringList(link.statusList, 'statusList');
  for (const s of searchStatuses) if (!(ALARM_SEARCH_STATUSES as readonly string[]).includes(s)) throw badRequest(`Invalid alarm search status: ${s}`);
  if (searchStatuses.length > 0) where.push(`a.status = ANY(${bind([...new Set(searchStatuses.flatMap((s) => statusesOf(s as AlarmSearchStatus)))])})`);
  const severities = stringList(link.severityList, 'severityList');
  if (severities.length > 0) where.push(`a.severity = ANY(${bind(severities)})`);
  return where;
}

/** Reads the alarms of the given entities that match the page link (not yet searched, sorted or paged). */
export async function readAlarms(q: Queryable, tenantId: string, ids: string[], link: AlarmDataPageLink, now: number): Promise<MatchedAlarm[]> {
  if (ids.length === 0) return [];
  const params: unknown[] = [ids, tenantId];
  const where = ['a.tenant_id = $2', ...alarmConditions(link, now, params)];
  if (link.searchPropagatedAlarms) {
    return q.query<MatchedAlarm>(
      `SELECT DISTINCT ON (a.id) ${ALARM_INFO_SELECT}, ea.entity_id AS matched_id
         FROM entity_alarm ea JOIN alarm a ON a.id = ea.alarm_id
        WHERE ea.entity_id = ANY($1::uuid[]) AND ${where.join(' AND ')}
        ORDER BY a.id, (ea.entity_id = a.originator_id) DESC`, params);
  }
  return q.query<MatchedAlarm>(
    `SELECT ${ALARM_INFO_SELECT}, a.originator_id AS matched_id FROM alarm a WHERE a.originator_id = ANY($1::uuid[]) AND ${where.join(' AND ')}`,
    params);
}

function compareAlarms(a: MatchedAlarm, b: MatchedAlarm, key: string): number {
  const x = ALARM_FIELD_VALUE[key]?.(a);
  const y = ALARM_FIELD_VALUE[key]?.(b);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  const sx = String(x ?? '');
  const sy = String(y ?? '');
  return sx < sy ? -1 : sx > sy ? 1 : 0;
}

/** Orders alarms by an ALARM_FIELD sort key, or by the order of their matched entities for entity keys. */
export function sortAlarms(alarms: MatchedAlarm[], link: AlarmDataPageLink, entityOrder: EntityRecord[]): MatchedAlarm[] {
  const sort = link.sortOrder;
  const dir = sort?.direction === 'ASC' ? 1 : -1;
  const byId = (a: MatchedAlarm, b: MatchedAlarm) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  if (!sort?.key || sort.key.type === 'ALARM_FIELD') {
    const key = sort?.key?.key ?? 'createdTime';
    return [...alarms].sort((a, b) => dir * compareAlarms(a, b, key) || byId(a, b));
  }
  const rank = new Map(entityOrder.map((r, i) => [r.id, i]));
  return [...alarms].sort((a, b) => (rank.get(a.matched_id) ?? 0) - (rank.get(b.matched_id) ?? 0) || b.created_time - a.created_time || byId(a, b));
}

/** The AlarmData JSON of an alarm: AlarmInfo, the matched entity id and the entity's latest values. */
export function alarmData(alarm: MatchedAlarm, record: EntityRecord | undefined, keys: EntityKey[], latest: LatestMap, now: number): AlarmDataJson {
  return {
    ...alarmInfoJson(alarm),
    entityId: { entityType: record?.entityType ?? alarm.originator_type, id: alarm.matched_id },
    latest: record ? latestSection(record, keys, latest, now) : {},
  };
}

/** Resolves the entities of an alarm query (key filters applied, sorted, capped) with their latest values. */
export async function alarmQueryEntities(q: Queryable, user: SecurityUser, query: AlarmDataQuery): Promise<{ records: EntityRecord[]; latest: LatestMap; keys: EntityKey[] }> {
  const link = checkPageLink(query.pageLink) as AlarmDataPageLink;
  const keys = requestedKeys(query);
  const sortKeys = link.sortOrder?.key && link.sortOrder.key.type !== 'ALARM_FIELD' ? [link.sortOrder.key] : [];
  const found = await findEntities(q, user, query.entityFilter);
  const { records, latest } = await filterRecords(q, user, found, keyFiltersOf(query), [...keys, ...sortKeys]);
  const ordered = sortRecords(records, sortKeys.length ? link : { ...link, sortOrder: null }, latest);
  return { records: ordered.slice(0, MAX_ENTITIES_PER_ALARM_QUERY), latest, keys };
}

/** Runs an alarm-data query (protocol §5): alarms of the filter's entities, searched, sorted and paged. */
export async function runAlarmQuery(q: Queryable, user: SecurityUser, query: AlarmDataQuery, now: number): Promise<AlarmPage> {
  if (!query || typeof query !== 'object') throw badRequest('Query should be specified!');
  const link = checkPageLink(query.pageLink) as AlarmDataPageLink;
  const { records, latest, keys } = await alarmQueryEntities(q, user, query);
  let alarms = await readAlarms(q, user.tenantId, records.map((r) => r.id), link, now);
  const fields = (query.alarmFields ?? []).map((k) => k.key);
  if (link.textSearch) {
    const needle = link.textSearch.toLowerCase();
    alarms = alarms.filter((a) => fields.some((f) => alarmFieldText(a, f).toLowerCase().includes(needle)));
  }
  const ordered = sortAlarms(alarms, link, records);
  const page = ordered.slice(link.page * link.pageSize, (link.page + 1) * link.pageSize);
  const byId = new Map(records.map((r) => [r.id, r]));
  const data = page.map((a) => alarmData(a, byId.get(a.matched_id), keys, latest, now));
  return { ...pageData(data, ordered.length, link), records, alarms: page, totalEntities: records.length };
}
