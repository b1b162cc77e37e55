import { useState } from 'react';
import { mdiChevronRight, mdiDeleteOutline, mdiPlus } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { Button, CheckboxField, SelectField, TextField } from '../auth/form-controls.js';
import type { ExtraTabContext } from '../entity-details/entity-details-page.js';
import { RowAction } from '../entity-list/row-actions.js';
import { AlarmRuleEditor } from './alarm-rule-editor.js';
import {
  alarmsSavable, freeSeverities, newAlarm, newAlarmId, newRule, relationTypesOf, SEVERITIES, SEVERITY_KEYS, type AlarmRule, type ProfileAlarm, type Severity,
} from './alarm-rules.logic.js';
import { alarmsOf, withAlarms, type DeviceProfileRecord } from './device-profile.logic.js';
import { ProfileSection, useProfileDraft } from './profile-section.js';

/** Props shared by the parts of one alarm. */
interface AlarmPartProps {
  alarm: ProfileAlarm;
  onChange: (next: ProfileAlarm) => void;
  showErrors: boolean;
  disabled: boolean;
}

/** The create rules of an alarm, one per severity, with a way to add another severity's and to remove all but the last. */
function CreateRules({ alarm, onChange, showErrors, disabled }: AlarmPartProps) {
  const t = useTranslate();
  const rules = SEVERITIES.filter((severity) => alarm.createRules?.[severity]);
  const free = freeSeverities(alarm);
  const setRules = (createRules: Partial<Record<string, AlarmRule>>) => onChange({ ...alarm, createRules });
  const moved = (from: Severity, to: Severity) => {
    const next: Partial<Record<string, AlarmRule>> = {};
    for (const severity of SEVERITIES) {
      if (severity === to) next[to] = alarm.createRules?.[from];
      else if (severity !== from && alarm.createRules?.[severity]) next[severity] = alarm.createRules[severity];
    }
    return next;
  };
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-text">{t('profiles:alarm.create-rules')}</h2>
      {rules.map((severity) => (
        <div key={severity} className="flex flex-col gap-4 rounded-control border border-border p-3 sm:p-4">
          <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 sm:grid-cols-3">
            <div className="min-w-0">
              <SelectField
                label={t('profiles:alarm.severity')}
                value={severity}
                disabled={disabled}
                onValueChange={(to) => setRules(moved(severity, to as Severity))}
                options={[severity, ...free].map((value) => ({ value, label: t(SEVERITY_KEYS[value]) }))}
              />
            </div>
            {!disabled && rules.length > 1 && (
              <div className="flex justify-end sm:col-start-3">
                <RowAction
                  danger
                  icon={mdiDeleteOutline}
                  label={t('profiles:alarm.remove-create', { severity: t(SEVERITY_KEYS[severity]) })}
                  onClick={() => setRules(Object.fromEntries(Object.entries(alarm.createRules ?? {}).filter(([key]) => key !== severity)))}
                />
              </div>
            )}
          </div>
          <AlarmRuleEditor
            rule={alarm.createRules![severity]!}
            showErrors={showErrors}
            disabled={disabled}
            onChange={(rule) => setRules({ ...alarm.createRules, [severity]: rule })}
          />
        </div>
      ))}
      {!disabled && free.length > 0 && (
        <div>
          <Button variant="quiet" onClick={() => setRules({ ...alarm.createRules, [free[0]!]: newRule() })}>
            <Icon path={mdiPlus} size={18} />
            {t('profiles:alarm.add-create')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The optional clear rule of an alarm. */
function ClearRule({ alarm, onChange, showErrors, disabled }: AlarmPartProps) {
  const t = useTranslate();
  const rule = alarm.clearRule;
  return (
    <section className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-text">{t('profiles:alarm.clear-rule')}</h2>
        {rule && !disabled && <RowAction danger icon={mdiDeleteOutline} label={t('profiles:alarm.remove-clear')} onClick={() => onChange({ ...alarm, clearRule: null })} />}
      </div>
      {rule ? (
        <div className="rounded-control border border-border p-3 sm:p-4">
          <AlarmRuleEditor rule={rule} showErrors={showErrors} disabled={disabled} onChange={(clearRule) => onChange({ ...alarm, clearRule })} />
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-text-muted">{t('profiles:alarm.no-clear')}</p>
          {!disabled && (
            <Button variant="quiet" onClick={() => onChange({ ...alarm, clearRule: newRule() })}>
              <Icon path={mdiPlus} size={18} />
              {t('profiles:alarm.add-clear')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/** Where an alarm is propagated: related entities (of some relation types), the owner, the tenant. */
function Propagation({ alarm, onChange, disabled }: AlarmPartProps) {
  const t = useTranslate();
  const [types, setTypes] = useState((alarm.propagateRelationTypes ?? []).join(', '));
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-text">{t('profiles:alarm.propagation')}</h2>
      <CheckboxField label={t('profiles:alarm.propagate')} checked={alarm.propagate === true} disabled={disabled} onCheckedChange={(propagate) => onChange({ ...alarm, propagate })} />
      {alarm.propagate && (
        <TextField
          className="sm:max-w-md"
          label={t('profiles:alarm.relation-types')}
          hint={t('profiles:alarm.relation-types-hint')}
          value={types}
          readOnly={disabled}
          onValueChange={(text) => {
            setTypes(text);
            onChange({ ...alarm, propagateRelationTypes: relationTypesOf(text) });
          }}
          dir="auto"
        />
      )}
      <CheckboxField label={t('profiles:alarm.propagate-owner')} checked={alarm.propagateToOwner === true} disabled={disabled} onCheckedChange={(propagateToOwner) => onChange({ ...alarm, propagateToOwner })} />
      <CheckboxField label={t('profiles:alarm.propagate-tenant')} checked={alarm.propagateToTenant === true} disabled={disabled} onCheckedChange={(propagateToTenant) => onChange({ ...alarm, propagateToTenant })} />
    </section>
  );
}

/** One alarm: its type, create rules, clear rule and propagation, folded under its type. */
function AlarmCard({ alarm, index, onChange, onRemove, showErrors, disabled }: AlarmPartProps & { index: number; onRemove: () => void }) {
  const t = useTranslate();
  const title = alarm.alarmType?.trim() || t('profiles:alarm.untitled', { n: index + 1 });
  return (
    <li>
      <details open className="group rounded-card border border-border bg-surface">
        <summary className="flex cursor-pointer list-none items-center gap-3 rounded-card px-4 py-3 hover:bg-surface-hover focus-visible:outline-2 focus-visible:-outline-offset-2">
          <Icon path={mdiChevronRight} size={20} className="text-text-muted transition-transform duration-fast motion-reduce:transition-none rtl:-scale-x-100 group-open:rotate-90 rtl:group-open:scale-x-100" />
          <span dir="auto" className="min-w-0 flex-1 truncate font-semibold text-text">
            {title}
          </span>
          <span className="hidden text-sm text-text-muted sm:inline">
            {SEVERITIES.filter((severity) => alarm.createRules?.[severity])
              .map((severity) => t(SEVERITY_KEYS[severity]))
              .join(' · ')}
          </span>
        </summary>
        <div className="flex flex-col gap-6 border-t border-border p-3 sm:p-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField
              className="min-w-0 flex-1 sm:max-w-md"
              label={t('profiles:alarm.type')}
              value={alarm.alarmType ?? ''}
              readOnly={disabled}
              required
              onValueChange={(alarmType) => onChange({ ...alarm, alarmType })}
              error={showErrors && !alarm.alarmType?.trim() ? t('profiles:alarm.type-required') : null}
              dir="auto"
            />
            {!disabled && (
              <div className="flex justify-end sm:ms-auto">
                <Button variant="danger" onClick={onRemove}>
                  <Icon path={mdiDeleteOutline} size={18} />
                  {t('profiles:alarm.remove')}
                </Button>
              </div>
            )}
          </div>
          <CreateRules alarm={alarm} onChange={onChange} showErrors={showErrors} disabled={disabled} />
          <ClearRule alarm={alarm} onChange={onChange} showErrors={showErrors} disabled={disabled} />
          <Propagation alarm={alarm} onChange={onChange} showErrors={showErrors} disabled={disabled} />
        </div>
      </details>
    </li>
  );
}

/** The alarm rules of a device profile (shared-controls §5), saved with the whole profile. */
export function AlarmRulesTab({ context, editable }: { context: ExtraTabContext<DeviceProfileRecord>; editable: boolean }) {
  const t = useTranslate();
  const draft = useProfileDraft(context.record);
  const alarms = alarmsOf(draft.draft);
  const setAlarms = (next: ProfileAlarm[]) => draft.setDraft(withAlarms(draft.draft, next));
  const disabled = !editable;
  return (
    <ProfileSection context={context} draft={draft} valid={alarmsSavable(alarms)} editable={editable}>
      {alarms.length === 0 && <p className="text-sm text-text-muted">{t('profiles:alarm.none')}</p>}
      <ul className="flex flex-col gap-4">
        {alarms.map((alarm, index) => (
          <AlarmCard
            key={`${alarm.id ?? index}-${draft.version}`}
            alarm={alarm}
            index={index}
            showErrors={draft.submitted}
            disabled={disabled}
            onChange={(next) => setAlarms(alarms.map((other, i) => (i === index ? next : other)))}
            onRemove={() => setAlarms(alarms.filter((_, i) => i !== index))}
          />
        ))}
      </ul>
      {!disabled && (
        <div>
          <Button onClick={() => setAlarms([...alarms, newAlarm('', newAlarmId())])}>
            <Icon path={mdiPlus} size={18} />
            {t('profiles:alarm.add')}
          </Button>
        </div>
      )}
    </ProfileSection>
  );
}
