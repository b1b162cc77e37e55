import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { EntityAutocomplete } from '../../../elements/entity-autocomplete/entity-autocomplete.js';
import { QueuePicker } from '../../../elements/queue-picker/queue-picker.js';
import { notifySuccess } from '../../shell/notify.js';
import { SelectField, TextField } from '../auth/form-controls.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import { DialogActions } from '../entity-list/dialog-actions.js';
import { EMPTY_DEVICE_PROFILE_FORM, newDeviceProfileBody, type NewDeviceProfileForm } from './device-profile-add.logic.js';
import { NAME_MAX_LENGTH, nameError, TRANSPORT_TYPES, type TransportType } from './device-profile.logic.js';
import { registerProfilesLocales } from './i18n/index.js';
import { saveProfile } from './profile-api.js';

await registerProfilesLocales();

/** Props of {@link DeviceProfileAddDialog}. */
export interface DeviceProfileAddDialogProps {
  /** Called with the saved profile's id (the list then opens its page). */
  onAdded: (id: string) => void;
  onClose: () => void;
}

/**
 * Adding a device profile (tenant administrators): name (required, at most 255 characters), transport type, default
 * rule chain and queue, description. Alarm rules, provisioning, firmware and the transport's settings are set on the
 * profile's page, which opens once it is saved; a refusal (a name in use) shows the server's message.
 */
export function DeviceProfileAddDialog({ onAdded, onClose }: DeviceProfileAddDialogProps) {
  const t = useTranslate();
  const formId = useId();
  const [form, setForm] = useState<NewDeviceProfileForm>(EMPTY_DEVICE_PROFILE_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof NewDeviceProfileForm>(key: K, value: NewDeviceProfileForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const error = nameError(form.name);
  const shownError = error && (submitted || form.name !== '') ? t(error, { max: NAME_MAX_LENGTH }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    setBusy(true);
    const body = newDeviceProfileBody(form);
    const saved = await saveProfile(body);
    setBusy(false);
    const id = saved?.id?.id;
    if (!id) return;
    notifySuccess(t('profiles:add.added', { name: body.name }));
    onAdded(id);
  };

  return (
    <KitDialog open closeButton title={t('profiles:add.title')} onDismiss={onClose} actions={<DialogActions formId={formId} label={t('lists:action.add')} busy={busy} onCancel={onClose} />}>
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextField label={t('console:device.name')} value={form.name} onValueChange={(v) => set('name', v)} required disabled={busy} dir="auto" error={shownError} />
        <SelectField
          label={t('profiles:transport.type')}
          value={form.transportType}
          disabled={busy}
          onValueChange={(v) => set('transportType', v as TransportType)}
          options={TRANSPORT_TYPES.map((value) => ({ value, label: t(`profiles:transport.type-${value}`) }))}
        />
        <EntityAutocomplete entityType="RULE_CHAIN" label={t('profiles:details.rule-chain')} value={form.ruleChainId} disabled={busy} onChange={({ value }) => value !== form.ruleChainId && set('ruleChainId', value)} />
        <QueuePicker label={t('profiles:details.queue')} value={form.queueName} disabled={busy} onChange={({ value }) => value !== form.queueName && set('queueName', value)} />
        <TextAreaField label={t('console:device.description')} value={form.description} onValueChange={(v) => set('description', v)} disabled={busy} rows={3} dir="auto" />
        <p className="text-sm text-text-muted">{t('profiles:add.more-later')}</p>
      </form>
    </KitDialog>
  );
}
