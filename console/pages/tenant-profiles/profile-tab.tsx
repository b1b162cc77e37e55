import { useTranslate } from '../../../elements/core/i18n.js';
import { TextField } from '../auth/form-controls.js';
import type { ExtraTabContext } from '../entity-details/entity-details-page.js';
import { useRecordDraft } from '../entity-details/record-section.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import { IsolationField } from './isolation-field.js';
import { PROFILE_NAME_MAX_LENGTH, profileNameError, withIsolatedRuleEngine, type TenantProfileRecord } from './tenant-profile.logic.js';
import { TenantProfileSection } from './tenant-profile-sections.js';

/** A tenant profile's own fields: name, description, isolated rule engine queues, and whether it is the default profile. */
export function ProfileTab({ context }: { context: ExtraTabContext<TenantProfileRecord> }) {
  const t = useTranslate();
  const draft = useRecordDraft(context.record);
  const profile = draft.draft;
  const error = profileNameError(profile.name);
  const disabled = context.authority !== 'SYS_ADMIN';
  return (
    <TenantProfileSection context={context} draft={draft} valid={!error}>
      <TextField
        label={t('tenantprofiles:field.name')}
        value={profile.name}
        onValueChange={(name) => draft.setDraft({ ...profile, name })}
        error={error && (draft.submitted || profile.name !== context.record.name) ? t(error, { max: PROFILE_NAME_MAX_LENGTH }) : null}
        readOnly={disabled}
        required
        dir="auto"
      />
      <IsolationField checked={profile.isolatedTbRuleEngine === true} disabled={disabled} onChange={(on) => draft.setDraft(withIsolatedRuleEngine(profile, on))} />
      <p className="text-sm text-text-muted">{t(profile.default ? 'tenantprofiles:field.is-default' : 'tenantprofiles:field.not-default')}</p>
      <TextAreaField label={t('tenantprofiles:field.description')} value={profile.description ?? ''} onValueChange={(description) => draft.setDraft({ ...profile, description })} readOnly={disabled} rows={3} dir="auto" />
    </TenantProfileSection>
  );
}
