import { EntityAutocomplete } from '../../../elements/entity-autocomplete/entity-autocomplete.js';
import { OtaPackageAutocomplete } from '../../../elements/ota-package-autocomplete/ota-package-autocomplete.js';
import { TextField } from '../auth/form-controls.js';
import { useConsoleText } from '../auth/use-text.js';
import type { FieldEditorProps } from '../entity-details/entity-form.js';
import type { DeviceProfileDraft } from './device-details.logic.js';

/**
 * The device profile part of the device form: the profile picked by name among the tenant's (required), and the
 * firmware and software of that profile the device gets instead of the profile's own (ThingsBoard 3.4); a new
 * profile clears them. Those who may only look see the profile's name.
 */
export function DeviceProfileFields({ value, onChange, showErrors, disabled, readOnly }: FieldEditorProps) {
  const t = useConsoleText();
  const draft = value as DeviceProfileDraft;
  if (readOnly) return <TextField className="[&_input]:bg-surface-sunken" label={t('device.device-profile')} value={draft.profileName} onValueChange={() => undefined} readOnly dir="auto" />;
  const change = (next: Partial<DeviceProfileDraft>) => onChange({ ...draft, ...next });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <EntityAutocomplete
          entityType="DEVICE_PROFILE"
          label={t('device.device-profile')}
          value={draft.profileId}
          required
          showErrors={showErrors}
          disabled={disabled}
          onChange={({ value: id }) => id !== draft.profileId && change({ profileId: id, firmwareId: null, softwareId: null })}
        />
      </div>
      {(['FIRMWARE', 'SOFTWARE'] as const).map((type) => {
        const key = type === 'FIRMWARE' ? 'firmwareId' : 'softwareId';
        return (
          <OtaPackageAutocomplete
            key={type}
            type={type}
            deviceProfileId={draft.profileId}
            value={draft[key]}
            disabled={disabled || !draft.profileId}
            onChange={({ value: id }) => id !== draft[key] && change({ [key]: id })}
          />
        );
      })}
    </div>
  );
}
