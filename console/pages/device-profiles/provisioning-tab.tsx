import { mdiContentCopy } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { SelectField, TextField } from '../auth/form-controls.js';
import { CopyAction } from '../entity-details/copy-action.js';
import type { ExtraTabContext } from '../entity-details/entity-details-page.js';
import {
  PROVISION_TYPES, provisioningErrors, provisioningOf, randomCredential, withProvisioning, type DeviceProfileRecord, type Provisioning, type ProvisionType,
} from './device-profile.logic.js';
import { ProfileSection, useProfileDraft } from './profile-section.js';

/** How devices of the profile may provision themselves: not at all, creating new devices, or claiming pre-provisioned ones with the profile's key and secret. */
export function ProvisioningTab({ context, editable }: { context: ExtraTabContext<DeviceProfileRecord>; editable: boolean }) {
  const t = useTranslate();
  const draft = useProfileDraft(context.record);
  const provisioning = provisioningOf(draft.draft);
  const errors = provisioningErrors(provisioning);
  const set = (changes: Partial<Provisioning>) => draft.setDraft(withProvisioning(draft.draft, { ...provisioning, ...changes }));
  const choose = (type: ProvisionType) =>
    set(type === 'DISABLED' ? { type } : { type, key: provisioning.key || randomCredential(), secret: provisioning.secret || randomCredential() });
  const shown = (field: 'key' | 'secret') => (errors[field] && draft.submitted ? t(errors[field]) : null);
  return (
    <ProfileSection context={context} draft={draft} valid={Object.keys(errors).length === 0} editable={editable}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2 sm:max-w-md">
          <SelectField
            label={t('profiles:provision.strategy')}
            value={provisioning.type}
            disabled={!editable}
            onValueChange={(type) => choose(type as ProvisionType)}
            hint={t(`profiles:provision.hint-${provisioning.type}`)}
            options={PROVISION_TYPES.map((type) => ({ value: type, label: t(`profiles:provision.type-${type}`) }))}
          />
        </div>
        {provisioning.type !== 'DISABLED' &&
          (['key', 'secret'] as const).map((name) => (
            <TextField
              key={name}
              label={t(`profiles:provision.${name}`)}
              value={provisioning[name]}
              readOnly={!editable}
              required
              onValueChange={(text) => set({ [name]: text })}
              error={shown(name)}
              end={<CopyAction compact text={provisioning[name] || null} label={t(`profiles:provision.copy-${name}`)} icon={mdiContentCopy} />}
              spellCheck={false}
            />
          ))}
      </div>
    </ProfileSection>
  );
}
