import { alarmQueryParams, type AlarmQueryParams } from '../../../sdk/alarm-query.js';
import type { ApiSchema } from '../../../sdk/api-schema.js';
import { ALARM_SEARCH_STATUSES, type AlarmSearchStatus, type AlarmSeverity, type AlarmStatus } from '../../../sdk/catalogues/alarms.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';
import { timePageLink } from '../../../sdk/page-link.js';

/** An alarm as the entity's alarm list answers it. */
export type AlarmRecord = ApiSchema<'AlarmInfo'>;

/** What a person may do to an alarm from the list. */
export type AlarmAction = 'ack' | 'clear';

/** The status filters the alarms tab offers, in order: the spec's search statuses. */
export const ALARM_FILTERS: readonly AlarmSearchStatus[] = ALARM_SEARCH_STATUSES;

/** The filter the alarms tab opens with. */
export const DEFAULT_ALARM_FILTER: AlarmSearchStatus = 'ANY';

/** Alarms fetched per page ("load more" asks for the next page). */
export const ALARMS_PAGE_SIZE = 20;

/** Message key naming a status filter (console namespace). */
export const ALARM_FILTER_KEYS: Readonly<Record<AlarmSearchStatus, string>> = {
  ANY: 'alarm.search-status-any',
  ACTIVE: 'alarm.search-status-active',
  CLEARED: 'alarm.search-status-cleared',
  ACK: 'alarm.search-status-ack',
  UNACK: 'alarm.search-status-unack',
};

/** Message key naming an alarm status (console namespace). */
export const ALARM_STATUS_KEYS: Readonly<Record<AlarmStatus, string>> = {
  ACTIVE_UNACK: 'alarm.status-active-unack',
  ACTIVE_ACK: 'alarm.status-active-ack',
  CLEARED_UNACK: 'alarm.status-cleared-unack',
  CLEARED_ACK: 'alarm.status-cleared-ack',
};

/** Message key naming a severity (console namespace). */
export const ALARM_SEVERITY_KEYS: Readonly<Record<AlarmSeverity, string>> = {
  CRITICAL: 'alarm.severity-critical',
  MAJOR: 'alarm.severity-major',
  MINOR: 'alarm.severity-minor',
  WARNING: 'alarm.severity-warning',
  INDETERMINATE: 'alarm.severity-indeterminate',
};

/** Background utility of each severity's colour token (shared-controls §3). */
export const ALARM_SEVERITY_BG: Readonly<Record<AlarmSeverity, string>> = {
  CRITICAL: 'bg-severity-critical',
  MAJOR: 'bg-severity-major',
  MINOR: 'bg-severity-minor',
  WARNING: 'bg-severity-warning',
  INDETERMINATE: 'bg-severity-indeterminate',
};

/** The filter an address asks for: its `status` query parameter when it names a search status, otherwise any. */
export function alarmFilterFromSearch(search: Readonly<Record<string, string>>): AlarmSearchStatus {
  return ALARM_FILTERS.find((filter) => filter === search.status) ?? DEFAULT_ALARM_FILTER;
}

/** openapi-fetch `params` of one page of an entity's alarms with a status filter, newest first. */
export function alarmListParams<T extends string>(
  entity: { entityType: T; id: string },
  filter: AlarmSearchStatus,
  page: number,
  pageSize = ALARMS_PAGE_SIZE,
): { path: { entityType: T; entityId: string }; query: AlarmQueryParams } {
  const { query } = alarmQueryParams({
    affectedEntityId: { entityType: entity.entityType, id: entity.id },
    pageLink: timePageLink(pageSize, page, null, { property: 'createdTime', direction: 'DESC' }),
    searchStatus: filter,
  });
  return { path: { entityType: entity.entityType, entityId: entity.id }, query };
}

/** Whether a role may acknowledge and clear the alarms it sees: tenant administrators and customer users (the server checks ownership). */
export function canActOnAlarms(authority: Authority | undefined): boolean {
  return authority === 'TENANT_ADMIN' || authority === 'CUSTOMER_USER';
}

/** The actions an alarm in a status offers: acknowledge while unacknowledged, clear while active. */
export function alarmActions(status: AlarmStatus): AlarmAction[] {
  const actions: AlarmAction[] = [];
  if (status.endsWith('_UNACK')) actions.push('ack');
  if (status.startsWith('ACTIVE')) actions.push('clear');
  return actions;
}

/** The status an alarm reaches through an action. */
export function statusAfter(status: AlarmStatus, action: AlarmAction): AlarmStatus {
  const active = action === 'clear' ? false : status.startsWith('ACTIVE');
  const acked = action === 'ack' ? true : status.endsWith('_ACK');
  return `${active ? 'ACTIVE' : 'CLEARED'}_${acked ? 'ACK' : 'UNACK'}`;
}

/** The alarms with one of them moved on by an action done at `now` (its status and ack or clear time). */
export function withAction(alarms: readonly AlarmRecord[], alarmId: string, action: AlarmAction, now: number): AlarmRecord[] {
  return alarms.map((alarm) => {
    if (alarm.id?.id !== alarmId) return alarm;
    const next: AlarmRecord = { ...alarm, status: statusAfter(alarm.status, action) };
    if (action === 'ack') next.ackTs = now;
    else next.clearTs = now;
    return next;
  });
}

/** The alarms shown after a further page arrived: the earlier ones, then the page's alarms not already shown. */
export function appendPage(shown: readonly AlarmRecord[], page: readonly AlarmRecord[]): AlarmRecord[] {
  const ids = new Set(shown.map((alarm) => alarm.id?.id));
  return [...shown, ...page.filter((alarm) => !ids.has(alarm.id?.id))];
}

/** An alarm's details as one line of text: a string as is, other values as JSON; empty when there are none. */
export function detailsText(details: unknown): string {
  if (details === undefined || details === null || details === '') return '';
  if (typeof details === 'string') return details;
  if (typeof details === 'object' && Object.keys(details).length === 0) return '';
  return JSON.stringify(details);
}
