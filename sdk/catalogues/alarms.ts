/** Alarm severities from the most to the least severe. */
export const ALARM_SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;

/** One severity of {@link ALARM_SEVERITIES}. */
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];

/** Display colour per alarm severity. */
export const ALARM_SEVERITY_COLORS: Readonly<Record<AlarmSeverity, string>> = {
  CRITICAL: 'red',
  MAJOR: 'orange',
  MINOR: '#ffca3d',
  WARNING: '#abab00',
  INDETERMINATE: 'green',
};

/** Stored alarm statuses. */
export const ALARM_STATUSES = ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'] as const;

/** One status of {@link ALARM_STATUSES}. */
export type AlarmStatus = (typeof ALARM_STATUSES)[number];

/** Statuses an alarm search may ask for. */
export const ALARM_SEARCH_STATUSES = ['ANY', 'ACTIVE', 'CLEARED', 'ACK', 'UNACK'] as const;

/** One search status of {@link ALARM_SEARCH_STATUSES}. */
export type AlarmSearchStatus = (typeof ALARM_SEARCH_STATUSES)[number];

/** Columns of the alarm table, which are also the alarm field keys the console sends. */
export const ALARM_FIELDS = [
  'createdTime',
  'startTime',
  'endTime',
  'ackTime',
  'clearTime',
  'originator',
  'originatorType',
  'type',
  'severity',
  'status',
] as const;

/** One alarm field of {@link ALARM_FIELDS}. */
export type AlarmField = (typeof ALARM_FIELDS)[number];

/** Data keys a widget of type alarm starts with. */
export const DEFAULT_ALARM_DATA_KEYS = ['createdTime', 'originator', 'type', 'severity', 'status'] as const;
