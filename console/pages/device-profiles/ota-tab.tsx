import { useTranslate } from '../../../elements/core/i18n.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import { OtaPackageAutocomplete } from '../../../elements/ota-package-autocomplete/ota-package-autocomplete.js';
import type { ExtraTabContext } from '../entity-details/entity-details-page.js';
import { idOf, otaChanges, otaNeedsConfirmation, wireId, type DeviceProfileRecord } from './device-profile.logic.js';
import { devicesWithoutPackage } from './profile-api.js';
import { ProfileSection, useProfileDraft } from './profile-section.js';

/** The package types a profile sets, each with its field. */
const OTA_FIELDS = [
  ['FIRMWARE', 'firmwareId'],
  ['SOFTWARE', 'softwareId'],
] as const;

/**
 * The firmware and software devices of the profile get. console-core §5: when the change would update
 * devices, a confirmation states how many get the new firmware and how many the new software first.
 */
export function OtaTab({ context, editable }: { context: ExtraTabContext<DeviceProfileRecord>; editable: boolean }) {
  const t = useTranslate();
  const draft = useProfileDraft(context.record);
  const profile = draft.draft;
  const profileId = context.entity.id;
  const confirmed = async (next: DeviceProfileRecord): Promise<boolean> => {
    const counts: Partial<Record<'FIRMWARE' | 'SOFTWARE', number>> = {};
    for (const type of otaChanges(context.record, next)) {
      const count = await devicesWithoutPackage(type, profileId);
      if (count === null) return false;
      counts[type] = count;
    }
    if (!otaNeedsConfirmation(counts)) return true;
    return showConfirm({
      title: t('profiles:ota.confirm-title'),
      message: t('profiles:ota.confirm-text', { firmware: counts.FIRMWARE ?? 0, software: counts.SOFTWARE ?? 0 }),
      ok: t('profiles:ota.confirm-ok'),
    });
  };
  return (
    <ProfileSection context={context} draft={draft} valid beforeSave={confirmed} editable={editable}>
      <p className="text-sm text-text-muted">{t('profiles:ota.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {OTA_FIELDS.map(([type, field]) => (
          <OtaPackageAutocomplete
            key={type}
            type={type}
            deviceProfileId={profileId}
            value={idOf(profile[field])}
            disabled={!editable}
            showDetailsLink
            onChange={({ value }) => value !== idOf(profile[field]) && draft.setDraft({ ...profile, [field]: wireId('OTA_PACKAGE', value) })}
          />
        ))}
      </div>
    </ProfileSection>
  );
}
