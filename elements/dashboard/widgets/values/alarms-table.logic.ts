// The columns and rows of the alarms table: one column per data key of the alarm source (the alarm fields of
// shared-controls §3), one row per alarm, newest first until a person sorts.
import type { AlarmData } from '../../../../sdk/realtime/messages.js';
import type { AlarmSeverity, AlarmStatus } from '../../../../sdk/catalogues/alarms.js';
import type { DataKey } from '../../model/dashboard.types.js';
import { formatDateTime } from '../../../time-window/format.logic.js';
import { columnAlign, columnWidth, type TableCell, type TableColumn, type TableRow } from './table.logic.js';
import { formatValue, valueText } from './value-format.logic.js';

/** The alarm fields an alarm table shows when its alarm source names none. */
export const DEFAULT_ALARM_FIELDS = ['createdTime', 'originator', 'type', 'severity', 'status'] as const;

/** Message keys of the alarm fields' column titles. */
export const ALARM_FIELD_TITLES: Readonly<Record<string, string>> = {
  createdTime: 'widgets:alarm.created-time',
  startTime: 'widgets:alarm.start-time',
  endTime: 'widgets:alarm.end-time',
  ackTime: 'widgets:alarm.ack-time',
  clearTime: 'widgets:alarm.clear-time',
  originator: 'widgets:alarm.originator',
  originatorType: 'widgets:alarm.originator-type',
  type: 'widgets:alarm.type',
  severity: 'widgets:alarm.severity',
  status: 'widgets:alarm.status',
};

/** The alarm field each time column reads. */
const TIME_FIELDS: Readonly<Record<string, 'createdTime' | 'startTs' | 'endTs' | 'ackTs' | 'clearTs'>> = {
  createdTime: 'createdTime', startTime: 'startTs', endTime: 'endTs', ackTime: 'ackTs', clearTime: 'clearTs',
};

/** Message key naming each severity. */
export const SEVERITY_KEYS: Readonly<Record<AlarmSeverity, string>> = {
  CRITICAL: 'widgets:alarm.severity-critical',
  MAJOR: 'widgets:alarm.severity-major',
  MINOR: 'widgets:alarm.severity-minor',
  WARNING: 'widgets:alarm.severity-warning',
  INDETERMINATE: 'widgets:alarm.severity-indeterminate',
};

/** Background utility of each severity's colour token (shared-controls §3: red, orange, #ffca3d, #abab00, green). */
export const SEVERITY_BG: Readonly<Record<AlarmSeverity, string>> = {
  CRITICAL: 'bg-severity-critical',
  MAJOR: 'bg-severity-major',
  MINOR: 'bg-severity-minor',
  WARNING: 'bg-severity-warning',
  INDETERMINATE: 'bg-severity-indeterminate',
};

/** Rank of each severity for sorting: descending puts CRITICAL first. */
export const SEVERITY_RANK: Readonly<Record<AlarmSeverity, number>> = { CRITICAL: 5, MAJOR: 4, MINOR: 3, WARNING: 2, INDETERMINATE: 1 };

/** Message key naming each status. */
export const STATUS_KEYS: Readonly<Record<AlarmStatus, string>> = {
  ACTIVE_UNACK: 'widgets:alarm.status-active-unack',
  ACTIVE_ACK: 'widgets:alarm.status-active-ack',
  CLEARED_UNACK: 'widgets:alarm.status-cleared-unack',
  CLEARED_ACK: 'widgets:alarm.status-cleared-ack',
};

/** A column of the alarms table with the alarm field (data key name) it shows. */
export interface AlarmColumn extends TableColumn {
  key: DataKey;
}

/** The columns: the alarm source's data keys, or the default fields; titled by the key label, else the field's name. */
export function alarmColumns(keys: readonly DataKey[] | undefined, t: (key: string) => string): AlarmColumn[] {
  const shown = keys?.length ? keys : DEFAULT_ALARM_FIELDS.map((name): DataKey => ({ name, type: 'alarm' }));
  return shown.map((key) => {
    const title = key.label?.trim() ? key.label : ALARM_FIELD_TITLES[key.name] ? t(ALARM_FIELD_TITLES[key.name]!) : key.name;
    return { id: key.name, key, title, align: columnAlign(key.settings?.columnAlign, false), width: columnWidth(key.settings?.columnWidth) };
  });
}

/** A value of a key of the alarm's entity (a latest-values group of the alarm) or of the alarm itself. */
function otherValue(alarm: AlarmData, key: DataKey): string | null {
  for (const group of Object.values(alarm.latest ?? {})) {
    const found = group?.[key.name];
    if (found) return found.value;
  }
  const own = alarm[key.name];
  return own === undefined || own === null ? null : typeof own === 'object' ? JSON.stringify(own) : String(own);
}

/** The cell of an alarm field: times as `yyyy-MM-dd HH:mm:ss` (none when 0), originator by name, severity and status translated. */
export function alarmCell(alarm: AlarmData, key: DataKey, t: (key: string) => string): TableCell {
  const time = TIME_FIELDS[key.name];
  if (time) {
    const ts = alarm[time];
    return ts ? { text: formatDateTime(ts, null), sort: ts } : { text: '', sort: null };
  }
  switch (key.name) {
    case 'originator':
      return { text: alarm.originatorName ?? alarm.originator.id, sort: alarm.originatorName ?? alarm.originator.id };
    case 'originatorType':
      return { text: alarm.originator.entityType, sort: alarm.originator.entityType };
    case 'severity':
      return { text: t(SEVERITY_KEYS[alarm.severity] ?? alarm.severity), sort: SEVERITY_RANK[alarm.severity] ?? 0 };
    case 'status':
      return { text: t(STATUS_KEYS[alarm.status] ?? alarm.status), sort: alarm.status };
    case 'type':
      return { text: alarm.type, sort: alarm.type };
    default: {
      const formatted = formatValue(otherValue(alarm, key), key);
      return { text: valueText(formatted), sort: formatted.kind === 'empty' ? null : formatted.number ?? formatted.text };
    }
  }
}

/** One row per alarm, in the order given (newest first). */
export function alarmRows(alarms: readonly AlarmData[], columns: readonly AlarmColumn[], t: (key: string) => string): TableRow<AlarmData>[] {
  return alarms.map((alarm) => ({ id: alarm.id.id, source: alarm, cells: columns.map((column) => alarmCell(alarm, column.key, t)) }));
}
