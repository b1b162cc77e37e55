import type { ApiSchema } from '../../sdk/api-schema.js';
import type { EntityId } from '../../sdk/entity-id.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { queryPage, type PageData, type PageLinkQuery } from '../http/paging.js';
import {
  ALARM_INFO_SELECT, ALARM_SEARCH_STATUSES, ALARM_SEVERITIES, ALARM_STATUSES, alarmInfoJson, statusesOf,
  type AlarmRow, type AlarmSearchStatus, type AlarmSeverity, type AlarmStatus,
} from './json.js';

/** What an alarm list asks for besides the page link. */
export interface AlarmListQuery {
  /** Only alarms shown on this entity (originated or propagated); all visible alarms when absent. */
  entity?: EntityId<string>;
  searchStatus?: string;
  status?: string;
  fetchOriginator: boolean;
  link: PageLinkQuery;
}

/** Sort properties of alarm lists. */
const ALARM_SORTABLE: Record<string, string> = {
  createdTime: 'a.created_time', startTs: 'a.start_ts', endTs: 'a.end_ts', ackTs: 'a.ack_ts', clearTs: 'a.clear_ts',
  type: 'a.type', severity: 'a.severity', status: 'a.status',
};

/** Reads `searchStatus` / `status` into the set of stored statuses (all when neither is given). */
export function statusFilter(searchStatus: string | undefined, status: string | undefined): AlarmStatus[] {
  if (searchStatus && status) {
    throw badRequest("Invalid alarms search query: Both parameters 'searchStatus' and 'status' can't be specified at the same time!");
  }
  if (searchStatus) {
    const upper = searchStatus.toUpperCase();
    if (!(ALARM_SEARCH_STATUSES as readonly string[]).includes(upper)) throw badRequest(`Invalid value of 'searchStatus': ${searchStatus}`);
    return statusesOf(upper as AlarmSearchStatus);
  }
  if (status) {
    const upper = status.toUpperCase();
    if (!(ALARM_STATUSES as readonly string[]).includes(upper)) throw badRequest(`Invalid value of 'status': ${status}`);
    return [upper as AlarmStatus];
  }
  return [...ALARM_STATUSES];
}

/** SQL conditions limiting alarms to what the user may see. */
function visibility(user: SecurityUser, params: unknown[]): string[] {
  params.push(user.tenantId);
  const where = [`a.tenant_id = $${params.length}`];
  if (user.authority === 'CUSTOMER_USER') {
    params.push(user.customerId);
    where.push(`a.customer_id = $${params.length}`);
  } else if (user.authority !== 'TENANT_ADMIN') {
    where.push('false');
  }
  return where;
}

/** Pages alarms of one entity or of everything the user sees, as AlarmInfo. */
export async function listAlarms(q: Queryable, user: SecurityUser, query: AlarmListQuery): Promise<PageData<ApiSchema<'AlarmInfo'>>> {
  const statuses = statusFilter(query.searchStatus, query.status);
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.entity) {
    params.push(query.entity.id);
    where.push(`a.id IN (SELECT alarm_id FROM entity_alarm WHERE entity_id = $${params.length})`);
    params.push(user.tenantId);
    where.push(`a.tenant_id = $${params.length}`);
  } else {
    where.push(...visibility(user, params));
  }
  if (statuses.length < ALARM_STATUSES.length) {
    params.push(statuses);
    where.push(`a.status = ANY($${params.length})`);
  }
  return queryPage<AlarmRow, ApiSchema<'AlarmInfo'>>(q, {
    select: query.fetchOriginator ? ALARM_INFO_SELECT : 'a.*',
    from: 'alarm a',
    where,
    params,
    search: ['a.type', 'a.severity', 'a.status'],
    sortable: ALARM_SORTABLE,
    defaultSort: 'a.id ASC',
    timeColumn: 'a.created_time',
    link: query.link,
    map: alarmInfoJson,
  });
}

/** The most severe alarm severity shown on an entity among the given statuses; undefined when none. */
export async function highestSeverity(q: Queryable, entityId: string, statuses: AlarmStatus[]): Promise<AlarmSeverity | undefined> {
  const row = await q.one<{ severity: AlarmSeverity }>(
    `SELECT a.severity FROM alarm a WHERE a.id IN (SELECT alarm_id FROM entity_alarm WHERE entity_id = $1) AND a.status = ANY($2)
     ORDER BY array_position($3::text[], a.severity) LIMIT 1`,
    [entityId, statuses, [...ALARM_SEVERITIES]],
  );
  return row?.severity;
}
