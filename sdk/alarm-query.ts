import type { AlarmSearchStatus, AlarmStatus } from './catalogues/alarms.js';
import type { EntityId } from './entity-id.js';
import { pageLinkQuery, toQuery, type PageLinkQuery, type TimePageLink } from './page-link.js';

/** A request for the alarms of one entity. */
export interface AlarmQuery {
  /** The entity whose alarms are listed. */
  affectedEntityId: EntityId<string>;
  /** Page, search, sort and time range. */
  pageLink: TimePageLink;
  /** Search status; takes precedence over `status`. */
  searchStatus?: AlarmSearchStatus | null;
  /** Exact status, used only when no search status is given. */
  status?: AlarmStatus | null;
  /** Whether the server adds the originator's name; sent only when set. */
  fetchOriginator?: boolean | null;
}

/**
 * Path-and-query suffix of an alarm list request: `/{entityType}/{id}`, the page link query, then
 * `&searchStatus=` or else `&status=`, then `&fetchOriginator=` when set.
 */
export function alarmQueryString(query: AlarmQuery): string {
  const { affectedEntityId: target } = query;
  let result = `/${target.entityType}/${target.id}${toQuery(query.pageLink)}`;
  if (query.searchStatus) result += `&searchStatus=${query.searchStatus}`;
  else if (query.status) result += `&status=${query.status}`;
  if (typeof query.fetchOriginator === 'boolean') result += `&fetchOriginator=${query.fetchOriginator}`;
  return result;
}

/** Full relative URL of an alarm list request: `/api/alarm` followed by {@link alarmQueryString}. */
export function alarmQueryUrl(query: AlarmQuery): string {
  return `/api/alarm${alarmQueryString(query)}`;
}

/** Query parameters of an alarm list request as openapi-fetch takes them. */
export interface AlarmQueryParams extends PageLinkQuery {
  /** Search status, when given. */
  searchStatus?: AlarmSearchStatus;
  /** Exact status, when given and no search status is. */
  status?: AlarmStatus;
  /** Whether originator names are added, when set. */
  fetchOriginator?: boolean;
}

/** openapi-fetch `params` of `GET /api/alarm/{entityType}/{entityId}` for an alarm query. */
export function alarmQueryParams(query: AlarmQuery): {
  path: { entityType: string; entityId: string };
  query: AlarmQueryParams;
} {
  const params: AlarmQueryParams = pageLinkQuery(query.pageLink);
  if (query.searchStatus) params.searchStatus = query.searchStatus;
  else if (query.status) params.status = query.status;
  if (typeof query.fetchOriginator === 'boolean') params.fetchOriginator = query.fetchOriginator;
  return {
    path: { entityType: query.affectedEntityId.entityType, entityId: query.affectedEntityId.id },
    query: params,
  };
}
