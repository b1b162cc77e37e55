import { useTranslate } from '../../../elements/core/i18n.js';
import { DashboardSelect } from '../../../elements/dashboard-select/dashboard-select.js';
import { ImageInput } from '../../../elements/image-input/image-input.js';
import { EntityAutocomplete } from '../../../elements/entity-autocomplete/entity-autocomplete.js';
import { QueuePicker } from '../../../elements/queue-picker/queue-picker.js';
import { TextField } from '../auth/form-controls.js';
import type { ExtraTabContext } from '../entity-details/entity-details-page.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import { idOf, NAME_MAX_LENGTH, nameError, wireId, type DeviceProfileRecord } from './device-profile.logic.js';
import { ProfileSection, useProfileDraft } from './profile-section.js';

/** The profile's own fields: name, description, default rule chain, queue, dashboard and an optional image. */
export function ProfileDetailsTab({ context, editable }: { context: ExtraTabContext<DeviceProfileRecord>; editable: boolean }) {
  const t = useTranslate();
  const draft = useProfileDraft(context.record);
  const profile = draft.draft;
  const set = (changes: Partial<DeviceProfileRecord>) => draft.setDraft({ ...profile, ...changes });
  const error = nameError(profile.name);
  const disabled = !editable;
  return (
    <ProfileSection context={context} draft={draft} valid={!error} editable={editable}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t('console:device.name')}
          value={profile.name}
          onValueChange={(name) => set({ name })}
          error={error && (draft.submitted || profile.name !== context.record.name) ? t(error, { max: NAME_MAX_LENGTH }) : null}
          readOnly={disabled}
          required
          dir="auto"
        />
        <EntityAutocomplete
          entityType="RULE_CHAIN"
          label={t('profiles:details.rule-chain')}
          value={idOf(profile.defaultRuleChainId)}
          disabled={disabled}
          onChange={({ value }) => value !== idOf(profile.defaultRuleChainId) && set({ defaultRuleChainId: wireId('RULE_CHAIN', value) })}
        />
        <QueuePicker
          label={t('profiles:details.queue')}
          value={profile.defaultQueueName ?? null}
          disabled={disabled}
          onChange={({ value }) => value !== (profile.defaultQueueName ?? null) && set({ defaultQueueName: value })}
        />
        <DashboardSelect
          label={t('profiles:details.dashboard')}
          value={idOf(profile.defaultDashboardId)}
          dashboardsScope="tenant"
          disabled={disabled}
          onChange={({ value }) => value !== idOf(profile.defaultDashboardId) && set({ defaultDashboardId: wireId('DASHBOARD', value) })}
        />
        <ImageInput label={t('profiles:details.image')} value={profile.image ?? null} disabled={disabled} onChange={({ value }) => value !== (profile.image ?? null) && set({ image: value })} />
        <div className="sm:col-span-2">
          <TextAreaField label={t('console:device.description')} value={profile.description ?? ''} onValueChange={(description) => set({ description })} readOnly={disabled} rows={3} dir="auto" />
        </div>
      </div>
    </ProfileSection>
  );
}
