import type { EntityColumn } from '../../../elements/entity-table/entity-columns.js';
import { historyPeriod } from '../../../elements/time-window/history.logic.js';
import { timewindowFromJson } from '../../../elements/time-window/timewindow-json.logic.js';

/** The audit logs list call of a tenant administrator: a time page link (startTime, endTime). */
export const AUDIT_LOGS_PATH = '/api/audit/logs';

/** A day in milliseconds: the window the list opens with. */
export const DAY_MS = 86_400_000;

/** The time window the list opens with: the last day, on the History tab. */
export const DEFAULT_AUDIT_TIMEWINDOW = { history: { timewindowMs: DAY_MS } } as const;

/** The start and end of a time window (dashboard JSON) at an instant, as the list call's startTime and endTime. */
export function auditPeriod(timewindow: unknown, nowMs: number): { startTime: number; endTime: number } {
  const model = timewindowFromJson(timewindow, { nowMs });
  const period = historyPeriod(model.history, nowMs, model.timezone ?? null);
  return { startTime: period.startTimeMs, endTime: period.endTimeMs };
}

/** Columns of the audit logs list: time, entity type and name, user, action and its status. */
export const AUDIT_LOG_COLUMNS: readonly EntityColumn[] = [
  { key: 'createdTime', title: 'lists:column.timestamp', sortable: true, kind: 'time' },
  { key: 'entityId.entityType', title: 'lists:column.entity-type', sortable: 'entityType', size: 'sm' },
  { key: 'entityName', title: 'lists:column.entity-name', sortable: true, size: 'lg' },
  { key: 'userName', title: 'lists:column.user', sortable: true, size: 'lg' },
  { key: 'actionType', title: 'lists:column.action-type', sortable: true },
  { key: 'actionStatus', title: 'lists:column.status', sortable: true, size: 'sm' },
];
