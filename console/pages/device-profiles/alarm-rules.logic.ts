/**
 * Alarm rules of a device profile (shared-controls §3 and §5): the wire shapes of ThingsBoard 3.4
 * (`profileData.alarms`), what a new alarm, rule and condition hold, and the spec's validity rules.
 */

import { ALARM_SEVERITIES, type AlarmSeverity } from '../../../sdk/catalogues/alarms.js';
import { ALARM_CONDITION_TYPES, ALARM_SCHEDULE_TYPES } from '../../../sdk/catalogues/device-profile.js';
import { BOOLEAN_OPERATIONS, ENTITY_KEY_VALUE_TYPES, NUMERIC_OPERATIONS, STRING_OPERATIONS } from '../../../sdk/catalogues/filters.js';

/** Alarm severities, most severe first (shared-controls §3). */
export const SEVERITIES = ALARM_SEVERITIES;
export type Severity = AlarmSeverity;

/** Message key (console namespace) naming each severity. */
export const SEVERITY_KEYS: Readonly<Record<Severity, string>> = {
  CRITICAL: 'console:alarm.severity-critical',
  MAJOR: 'console:alarm.severity-major',
  MINOR: 'console:alarm.severity-minor',
  WARNING: 'console:alarm.severity-warning',
  INDETERMINATE: 'console:alarm.severity-indeterminate',
};

/** Key types a condition reads: an attribute, a time series or a constant. */
export const CONDITION_KEY_TYPES = ['ATTRIBUTE', 'TIME_SERIES', 'CONSTANT'] as const;
export type ConditionKeyType = (typeof CONDITION_KEY_TYPES)[number];

/** Value types of a condition (shared-controls §3, Filters). */
export const VALUE_TYPES = ENTITY_KEY_VALUE_TYPES;
export type ValueType = (typeof VALUE_TYPES)[number];

/** Predicate types by value type: numbers and dates compare as numbers. */
export const PREDICATE_TYPE: Readonly<Record<ValueType, 'STRING' | 'NUMERIC' | 'BOOLEAN'>> = {
  STRING: 'STRING',
  NUMERIC: 'NUMERIC',
  BOOLEAN: 'BOOLEAN',
  DATE_TIME: 'NUMERIC',
};

/** Operations of each predicate type (shared-controls §3). */
export const OPERATIONS: Readonly<Record<'STRING' | 'NUMERIC' | 'BOOLEAN', readonly string[]>> = {
  STRING: STRING_OPERATIONS,
  NUMERIC: NUMERIC_OPERATIONS,
  BOOLEAN: BOOLEAN_OPERATIONS,
};

/** Condition types: at once, for a while, or a number of times in a row. */
export const CONDITION_TYPES = ALARM_CONDITION_TYPES;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/** Units of a duration condition. */
export const DURATION_UNITS = ['SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;

/** Schedule types: any time, the same hours on chosen days, or hours per day. */
export const SCHEDULE_TYPES = ALARM_SCHEDULE_TYPES;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

/** Days of a schedule, Monday (1) to Sunday (7). */
export const DAYS_OF_WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** A predicate's value as sent: the value typed, no user or dynamic value. */
export interface PredicateValue {
  defaultValue?: unknown;
  userValue?: unknown;
  dynamicValue?: unknown;
}

/** One condition of a rule: a key, its value type, a predicate, and the value of a constant. */
export interface AlarmConditionFilter {
  key: { type: string; key: string };
  valueType: string;
  value?: unknown;
  predicate: { type: string; operation?: string; value?: PredicateValue; ignoreCase?: boolean; [more: string]: unknown };
}

/** How long or how often the conditions must hold. */
export interface ConditionSpec {
  type: string;
  unit?: string;
  predicate?: PredicateValue;
}

/** When a rule applies. */
export interface AlarmSchedule {
  type: string;
  timezone?: string;
  daysOfWeek?: number[];
  startsOn?: number;
  endsOn?: number;
  items?: { enabled: boolean; dayOfWeek: number; startsOn: number; endsOn: number }[];
  dynamicValue?: unknown;
}

/** A create or clear rule. */
export interface AlarmRule {
  condition?: { condition?: AlarmConditionFilter[]; spec?: ConditionSpec };
  schedule?: AlarmSchedule | null;
  alarmDetails?: string | null;
  dashboardId?: unknown;
}

/** One alarm of a profile. */
export interface ProfileAlarm {
  id?: string;
  alarmType?: string;
  createRules?: Partial<Record<string, AlarmRule>>;
  clearRule?: AlarmRule | null;
  propagate?: boolean;
  propagateToOwner?: boolean;
  propagateToTenant?: boolean;
  propagateRelationTypes?: string[] | null;
}

/** A new condition: the numeric time series `key` greater than nothing yet. */
export function newCondition(): AlarmConditionFilter {
  return { key: { type: 'TIME_SERIES', key: '' }, valueType: 'NUMERIC', value: null, predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: null, userValue: null, dynamicValue: null } } };
}

/** A new rule: one empty condition, simple, any time. */
export function newRule(): AlarmRule {
  return { condition: { condition: [newCondition()], spec: { type: 'SIMPLE' } }, schedule: { type: 'ANY_TIME' }, alarmDetails: null, dashboardId: null };
}

/** A new alarm of a type with a critical create rule; `id` is a fresh unique id. */
export function newAlarm(alarmType: string, id: string): ProfileAlarm {
  return { id, alarmType, createRules: { CRITICAL: newRule() }, clearRule: null, propagate: false, propagateToOwner: false, propagateToTenant: false, propagateRelationTypes: null };
}

/** The condition with another value type: its predicate becomes the type's, with the type's first operation when the old one does not exist there. */
export function withValueType(filter: AlarmConditionFilter, valueType: ValueType): AlarmConditionFilter {
  const type = PREDICATE_TYPE[valueType];
  const operations = OPERATIONS[type];
  const operation = filter.predicate.operation && operations.includes(filter.predicate.operation) ? filter.predicate.operation : operations[0];
  const keepValue = PREDICATE_TYPE[filter.valueType as ValueType] === type;
  const predicate: AlarmConditionFilter['predicate'] = { type, operation, value: keepValue ? filter.predicate.value : { defaultValue: type === 'BOOLEAN' ? true : null, userValue: null, dynamicValue: null } };
  if (type === 'STRING') predicate.ignoreCase = false;
  return { ...filter, valueType, predicate };
}

/** The value typed into a condition as it is sent: a number for numeric predicates (null when not one), true or false, or the text. */
export function predicateValueOf(type: string, text: string): unknown {
  if (type === 'BOOLEAN') return text === 'true';
  if (type === 'NUMERIC') {
    const trimmed = text.trim();
    const number = Number(trimmed);
    return trimmed === '' || !Number.isFinite(number) ? null : number;
  }
  return text;
}

/** What is wrong with each field of one condition (message keys of the `profiles` namespace): a key is needed, and a numeric predicate needs a number. */
export function conditionErrors(filter: AlarmConditionFilter): { key: string | null; value: string | null } {
  return {
    key: filter.key.key.trim() ? null : 'profiles:alarm.key-required',
    value: filter.predicate.type === 'NUMERIC' && typeof filter.predicate.value?.defaultValue !== 'number' ? 'profiles:alarm.number-required' : null,
  };
}

/** The first thing wrong with one condition, or null. */
export function conditionError(filter: AlarmConditionFilter): string | null {
  const errors = conditionErrors(filter);
  return errors.key ?? errors.value;
}

/** What is wrong with a duration or repeat count, or null: a whole number of at least 1. */
export function specError(spec: ConditionSpec | undefined): string | null {
  if (!spec || spec.type === 'SIMPLE') return null;
  const value = spec.predicate?.defaultValue;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? null : 'profiles:alarm.count-invalid';
}

/** shared-controls §5: a rule is valid only with a condition list of at least one entry. */
export function alarmRuleValid(rule: AlarmRule | null | undefined): boolean {
  return !!rule && Array.isArray(rule.condition?.condition) && rule.condition.condition.length >= 1;
}

/**
 * shared-controls §5: an alarm is valid only with an id, an alarmType, createRules with every rule valid,
 * and a valid clear rule if present.
 */
export function profileAlarmValid(alarm: ProfileAlarm): boolean {
  if (!alarm.id || !alarm.alarmType || !alarm.createRules) return false;
  if (!Object.values(alarm.createRules).every((rule) => alarmRuleValid(rule))) return false;
  return alarm.clearRule === null || alarm.clearRule === undefined || alarmRuleValid(alarm.clearRule);
}

/** Every rule of an alarm with its place: the create rules by severity, then the clear rule. */
export function rulesOf(alarm: ProfileAlarm): { place: string; rule: AlarmRule }[] {
  const rules = SEVERITIES.flatMap((severity) => {
    const rule = alarm.createRules?.[severity];
    return rule ? [{ place: severity, rule }] : [];
  });
  return alarm.clearRule ? [...rules, { place: 'CLEAR', rule: alarm.clearRule }] : rules;
}

/** Whether the alarms may be saved: each alarm valid by the spec, with no condition or count error. */
export function alarmsSavable(alarms: readonly ProfileAlarm[]): boolean {
  return alarms.every(
    (alarm) =>
      profileAlarmValid(alarm) &&
      rulesOf(alarm).every(({ rule }) => specError(rule.condition?.spec) === null && (rule.condition?.condition ?? []).every((filter) => conditionError(filter) === null)),
  );
}

/** The severities an alarm has no create rule for yet, most severe first. */
export function freeSeverities(alarm: ProfileAlarm): Severity[] {
  return SEVERITIES.filter((severity) => !alarm.createRules?.[severity]);
}

/** Milliseconds since midnight of a `HH:MM` time (0 when it is not one). */
export function msOfTime(text: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return 0;
  return (Number(match[1]) * 60 + Number(match[2])) * 60_000;
}

/** The `HH:MM` time of milliseconds since midnight. */
export function timeOfMs(ms: number | undefined): string {
  const minutes = Math.floor((ms ?? 0) / 60_000);
  return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A schedule of a type in a timezone: specific time on every day all day, or custom with every day on. */
export function newSchedule(type: ScheduleType, timezone: string): AlarmSchedule {
  if (type === 'SPECIFIC_TIME') return { type, timezone, daysOfWeek: [...DAYS_OF_WEEK], startsOn: 0, endsOn: 0, dynamicValue: null };
  if (type === 'CUSTOM') return { type, timezone, items: DAYS_OF_WEEK.map((dayOfWeek) => ({ enabled: true, dayOfWeek, startsOn: 0, endsOn: 0 })), dynamicValue: null };
  return { type: 'ANY_TIME' };
}

/** Relation types typed as a comma-separated list: trimmed, empty entries and repeats left out; null when none. */
export function relationTypesOf(text: string): string[] | null {
  const types = [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean))];
  return types.length ? types : null;
}

/** A fresh alarm id: a random UUID where the browser offers one, else 32 random hex digits in UUID form. */
export function newAlarmId(random: () => number = Math.random): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
