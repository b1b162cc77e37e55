import { useStore } from '@nanostores/react';
import { mdiClose, mdiPlus } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { $language, useTranslate } from '../../../elements/core/i18n.js';
import { TimezoneSelect } from '../../../elements/time-window/timezone-select.js';
import { Button, CheckboxField, SelectField, TextField } from '../auth/form-controls.js';
import { RowAction } from '../entity-list/row-actions.js';
import {
  CONDITION_KEY_TYPES, CONDITION_TYPES, conditionErrors, DAYS_OF_WEEK, DURATION_UNITS, msOfTime, newCondition, newSchedule, OPERATIONS,
  PREDICATE_TYPE, predicateValueOf, SCHEDULE_TYPES, specError, timeOfMs, VALUE_TYPES, withValueType,
  type AlarmConditionFilter, type AlarmRule, type AlarmSchedule, type ConditionSpec, type ScheduleType, type ValueType,
} from './alarm-rules.logic.js';

/** The browser's timezone, which new schedules start in. */
const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A day's name in the current language, Monday (1) to Sunday (7). */
function dayName(day: number, language: string): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(language.replace('_', '-'), { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));
}

/** The text a predicate's value shows in its input. */
function valueText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** One condition: key type and key, value type, operation and value (and a constant's own value). */
function ConditionRow({ filter, index, onChange, onRemove, showErrors, disabled }: {
  filter: AlarmConditionFilter;
  index: number;
  onChange: (next: AlarmConditionFilter) => void;
  onRemove: () => void;
  showErrors: boolean;
  disabled: boolean;
}) {
  const t = useTranslate();
  const errors = conditionErrors(filter);
  const predicateType = PREDICATE_TYPE[filter.valueType as ValueType] ?? 'STRING';
  const setPredicateValue = (text: string) =>
    onChange({ ...filter, predicate: { ...filter.predicate, value: { ...filter.predicate.value, defaultValue: predicateValueOf(predicateType, text) } } });
  const valueLabel = t('profiles:alarm.value');
  return (
    <li className="flex flex-col gap-3 rounded-control border border-border bg-surface-sunken p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-text">{t('profiles:alarm.condition-n', { n: index + 1 })}</span>
        {!disabled && <RowAction icon={mdiClose} label={t('profiles:alarm.remove-condition', { n: index + 1 })} onClick={onRemove} />}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label={t('profiles:alarm.key-type')}
          value={filter.key.type}
          disabled={disabled}
          onValueChange={(type) => onChange({ ...filter, key: { ...filter.key, type } })}
          options={CONDITION_KEY_TYPES.map((type) => ({ value: type, label: t(`profiles:alarm.key-${type}`) }))}
        />
        <TextField
          label={t('profiles:alarm.key')}
          value={filter.key.key}
          readOnly={disabled}
          onValueChange={(key) => onChange({ ...filter, key: { ...filter.key, key } })}
          error={showErrors && errors.key ? t(errors.key) : null}
          dir="auto"
        />
        <SelectField
          label={t('profiles:alarm.value-type')}
          value={filter.valueType}
          disabled={disabled}
          onValueChange={(type) => onChange(withValueType(filter, type as ValueType))}
          options={VALUE_TYPES.map((type) => ({ value: type, label: t(`profiles:alarm.value-${type}`) }))}
        />
        {filter.key.type === 'CONSTANT' && (
          <TextField
            label={t('profiles:alarm.constant-value')}
            value={valueText(filter.value)}
            readOnly={disabled}
            onValueChange={(text) => onChange({ ...filter, value: predicateValueOf(predicateType, text) ?? text })}
            dir="auto"
          />
        )}
        <SelectField
          label={t('profiles:alarm.operation')}
          value={filter.predicate.operation ?? ''}
          disabled={disabled}
          onValueChange={(operation) => onChange({ ...filter, predicate: { ...filter.predicate, operation } })}
          options={OPERATIONS[predicateType].map((operation) => ({ value: operation, label: t(`profiles:alarm.op-${operation}`) }))}
        />
        {predicateType === 'BOOLEAN' ? (
          <SelectField
            label={valueLabel}
            value={filter.predicate.value?.defaultValue === false ? 'false' : 'true'}
            disabled={disabled}
            onValueChange={setPredicateValue}
            options={[{ value: 'true', label: t('profiles:alarm.true') }, { value: 'false', label: t('profiles:alarm.false') }]}
          />
        ) : (
          <TextField
            label={valueLabel}
            value={valueText(filter.predicate.value?.defaultValue)}
            inputMode={predicateType === 'NUMERIC' ? 'decimal' : undefined}
            readOnly={disabled}
            onValueChange={setPredicateValue}
            error={showErrors && errors.value ? t(errors.value) : null}
            dir="auto"
          />
        )}
      </div>
    </li>
  );
}

/** How long or how often the conditions must hold. */
function SpecFields({ spec, onChange, showErrors, disabled }: { spec: ConditionSpec; onChange: (next: ConditionSpec) => void; showErrors: boolean; disabled: boolean }) {
  const t = useTranslate();
  const error = showErrors && specError(spec) ? t('profiles:alarm.count-invalid') : null;
  const count = (text: string) => ({ defaultValue: predicateValueOf('NUMERIC', text), userValue: null, dynamicValue: null });
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SelectField
        label={t('profiles:alarm.condition-type')}
        value={spec.type}
        disabled={disabled}
        onValueChange={(type) => onChange(type === 'DURATION' ? { type, unit: 'SECONDS', predicate: count('') } : type === 'REPEATING' ? { type, predicate: count('') } : { type })}
        options={CONDITION_TYPES.map((type) => ({ value: type, label: t(`profiles:alarm.spec-${type}`) }))}
      />
      {spec.type !== 'SIMPLE' && (
        <TextField
          label={t(spec.type === 'DURATION' ? 'profiles:alarm.duration' : 'profiles:alarm.count')}
          value={valueText(spec.predicate?.defaultValue)}
          inputMode="numeric"
          readOnly={disabled}
          onValueChange={(text) => onChange({ ...spec, predicate: count(text) })}
          error={error}
        />
      )}
      {spec.type === 'DURATION' && (
        <SelectField
          label={t('profiles:alarm.unit')}
          value={spec.unit ?? 'SECONDS'}
          disabled={disabled}
          onValueChange={(unit) => onChange({ ...spec, unit })}
          options={DURATION_UNITS.map((unit) => ({ value: unit, label: t(`profiles:alarm.unit-${unit}`) }))}
        />
      )}
    </div>
  );
}

/** A time input with its label. */
function TimeInput({ label, value, onChange, disabled }: { label: string; value: number | undefined; onChange: (ms: number) => void; disabled: boolean }) {
  return <TextField type="time" label={label} value={timeOfMs(value)} readOnly={disabled} onValueChange={(text) => onChange(msOfTime(text))} dir="ltr" />;
}

/** When a rule applies: any time, chosen days between two times, or hours per day. */
function ScheduleFields({ schedule, onChange, disabled }: { schedule: AlarmSchedule; onChange: (next: AlarmSchedule) => void; disabled: boolean }) {
  const t = useTranslate();
  const language = useStore($language);
  const zone = schedule.timezone ?? browserZone();
  const days = schedule.daysOfWeek ?? [];
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('profiles:alarm.schedule')}
          value={schedule.type}
          disabled={disabled}
          onValueChange={(type) => onChange(newSchedule(type as ScheduleType, zone))}
          options={SCHEDULE_TYPES.map((type) => ({ value: type, label: t(`profiles:alarm.schedule-${type}`) }))}
        />
        {schedule.type !== 'ANY_TIME' && (
          <div className="flex min-w-0 flex-col gap-1.5 sm:col-span-2">
            <span className="text-sm font-medium text-text">{t('kit:timezone.timezone')}</span>
            <TimezoneSelect value={zone} disabled={disabled} onChange={(timezone) => onChange({ ...schedule, timezone: timezone ?? browserZone() })} />
          </div>
        )}
      </div>
      {schedule.type === 'SPECIFIC_TIME' && (
        <>
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-sm font-medium text-text">{t('profiles:alarm.days')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {DAYS_OF_WEEK.map((day) => (
                <CheckboxField
                  key={day}
                  label={dayName(day, language)}
                  checked={days.includes(day)}
                  disabled={disabled}
                  onCheckedChange={(on) => onChange({ ...schedule, daysOfWeek: on ? [...days, day].sort((a, b) => a - b) : days.filter((d) => d !== day) })}
                />
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-3">
            <TimeInput label={t('profiles:alarm.starts')} value={schedule.startsOn} disabled={disabled} onChange={(startsOn) => onChange({ ...schedule, startsOn })} />
            <TimeInput label={t('profiles:alarm.ends')} value={schedule.endsOn} disabled={disabled} onChange={(endsOn) => onChange({ ...schedule, endsOn })} />
          </div>
        </>
      )}
      {schedule.type === 'CUSTOM' && (
        <ul className="flex flex-col gap-2">
          {(schedule.items ?? []).map((item, index) => {
            const setItem = (changes: Partial<typeof item>) => onChange({ ...schedule, items: (schedule.items ?? []).map((other, i) => (i === index ? { ...other, ...changes } : other)) });
            return (
              <li key={item.dayOfWeek} className="grid items-end gap-3 sm:grid-cols-[8rem_1fr_1fr]">
                <div className="flex h-control items-center">
                  <CheckboxField label={dayName(item.dayOfWeek, language)} checked={item.enabled} disabled={disabled} onCheckedChange={(enabled) => setItem({ enabled })} />
                </div>
                <TimeInput label={t('profiles:alarm.starts')} value={item.startsOn} disabled={disabled || !item.enabled} onChange={(startsOn) => setItem({ startsOn })} />
                <TimeInput label={t('profiles:alarm.ends')} value={item.endsOn} disabled={disabled || !item.enabled} onChange={(endsOn) => setItem({ endsOn })} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Props of {@link AlarmRuleEditor}. */
export interface AlarmRuleEditorProps {
  rule: AlarmRule;
  onChange: (next: AlarmRule) => void;
  showErrors: boolean;
  disabled: boolean;
}

/** One create or clear rule: its conditions (at least one), condition type and schedule. */
export function AlarmRuleEditor({ rule, onChange, showErrors, disabled }: AlarmRuleEditorProps) {
  const t = useTranslate();
  const conditions = rule.condition?.condition ?? [];
  const spec = rule.condition?.spec ?? { type: 'SIMPLE' };
  const setConditions = (next: AlarmConditionFilter[]) => onChange({ ...rule, condition: { ...rule.condition, condition: next, spec } });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-text">{t('profiles:alarm.conditions')}</h3>
        {conditions.length === 0 && <p className={`text-sm ${showErrors ? 'text-danger' : 'text-text-muted'}`}>{t('profiles:alarm.condition-required')}</p>}
        <ul className="flex flex-col gap-2">
          {conditions.map((filter, index) => (
            <ConditionRow
              key={index}
              filter={filter}
              index={index}
              showErrors={showErrors}
              disabled={disabled}
              onChange={(next) => setConditions(conditions.map((other, i) => (i === index ? next : other)))}
              onRemove={() => setConditions(conditions.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
        {!disabled && (
          <div>
            <Button variant="quiet" onClick={() => setConditions([...conditions, newCondition()])}>
              <Icon path={mdiPlus} size={18} />
              {t('profiles:alarm.add-condition')}
            </Button>
          </div>
        )}
      </div>
      <SpecFields spec={spec} showErrors={showErrors} disabled={disabled} onChange={(next) => onChange({ ...rule, condition: { ...rule.condition, condition: conditions, spec: next } })} />
      <ScheduleFields schedule={rule.schedule ?? { type: 'ANY_TIME' }} disabled={disabled} onChange={(schedule) => onChange({ ...rule, schedule })} />
    </div>
  );
}
