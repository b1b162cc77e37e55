import { useEffect, useState } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { ltrIsolate } from '../../../elements/file-input/file-input.logic.js';
import { CheckboxField, TextField } from '../auth/form-controls.js';
import type { ExtraTabContext } from '../entity-details/entity-details-page.js';
import { useRecordDraft } from '../entity-details/record-section.js';
import { configurationWithLimits, RATE_LIMIT_EXAMPLE, LIMIT_GROUPS, limitsErrors, limitsFormOf, type LimitsForm, type LimitSpec, type TenantProfileRecord } from './tenant-profile.logic.js';
import { TenantProfileSection } from './tenant-profile-sections.js';

/**
 * The limits of a tenant profile's configuration, in groups: counts, bytes and days as whole numbers of 0 or more
 * (0: no limit), rate limits as `capacity:seconds` pairs (blank: none), flags as checkboxes. The typed text is kept
 * apart from the draft, so a number being typed is not lost; other settings of the configuration are kept as they are.
 */
export function LimitsTab({ context }: { context: ExtraTabContext<TenantProfileRecord> }) {
  const t = useTranslate();
  const draft = useRecordDraft(context.record);
  const configuration = context.record.profileData.configuration;
  const [form, setForm] = useState<LimitsForm>(() => limitsFormOf(configuration));
  useEffect(() => setForm(limitsFormOf(configuration)), [configuration, draft.version]);
  const errors = limitsErrors(form);
  const disabled = context.authority !== 'SYS_ADMIN';
  const change = (key: string, value: string | boolean) => {
    const next = { ...form, [key]: value };
    setForm(next);
    draft.setDraft({ ...context.record, profileData: { ...context.record.profileData, configuration: configurationWithLimits(configuration, next) } });
  };
  const field = ({ key, kind }: LimitSpec) => {
    const value = form[key] ?? '';
    if (kind === 'flag') return <CheckboxField key={key} label={t(`tenantprofiles:limit.${key}`)} checked={value === true} disabled={disabled} onCheckedChange={(on) => change(key, on)} />;
    const error = errors[key];
    return (
      <TextField
        key={key}
        label={t(`tenantprofiles:limit.${key}`)}
        value={String(value)}
        onValueChange={(text) => change(key, text)}
        inputMode={kind === 'rate' ? 'text' : 'numeric'}
        dir="ltr"
        spellCheck={false}
        readOnly={disabled}
        error={error ? t(error) : null}
      />
    );
  };
  return (
    <TenantProfileSection context={context} draft={draft} valid={Object.keys(errors).length === 0}>
      {LIMIT_GROUPS.map((group) => (
        <fieldset key={group.id} className="min-w-0">
          <legend className="text-base font-semibold text-text">{t(`tenantprofiles:group.${group.id}`)}</legend>
          <p className="mb-3 mt-0.5 text-sm text-text-muted">{t(`tenantprofiles:group-hint.${group.id}`, { example: ltrIsolate(RATE_LIMIT_EXAMPLE) })}</p>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{group.limits.filter((limit) => limit.kind !== 'flag').map(field)}</div>
          {group.limits.some((limit) => limit.kind === 'flag') && <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">{group.limits.filter((limit) => limit.kind === 'flag').map(field)}</div>}
        </fieldset>
      ))}
    </TenantProfileSection>
  );
}
