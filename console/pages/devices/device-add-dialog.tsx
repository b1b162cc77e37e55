import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { EntityAutocomplete } from '../../../elements/entity-autocomplete/entity-autocomplete.js';
import { notifySuccess } from '../../shell/notify.js';
import { CheckboxField, TextField } from '../auth/form-controls.js';
import { call } from '../entity-list/api.js';
import { DialogActions } from '../entity-list/dialog-actions.js';
import { fieldError, NAME_MAX_LENGTH } from '../entity-list/entity-list.logic.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import { EMPTY_DEVICE_FORM, newDeviceBody, type NewDeviceForm } from './devices.logic.js';
import { registerDevicesLocales } from './i18n/index.js';

await registerDevicesLocales();

/**
 * Adding a device (tenant administrators): name (required, at most 255 characters), label, device profile
 * (the tenant's default unless one is picked by name among all the tenant's profiles), description, the gateway flag and, for a gateway, whether it
 * overwrites its devices' activity time. A refusal shows the server's message; `onAdded` reloads the list.
 */
export function DeviceAddDialog({ onAdded, onClose }: { onAdded: () => void; onClose: () => void }) {
  const t = useTranslate();
  const formId = useId();
  const [form, setForm] = useState<NewDeviceForm>(EMPTY_DEVICE_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof NewDeviceForm>(key: K, value: NewDeviceForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const nameLabel = t('lists:field.name');
  const labelLabel = t('lists:field.label');
  const nameError = fieldError({ key: 'name', required: true }, form.name);
  const labelError = fieldError({ key: 'label' }, form.label);
  const shown = (key: string | null, field: string) => (key && (submitted || key !== 'lists:form.required') ? t(key, { field, max: NAME_MAX_LENGTH }) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameError || labelError) return;
    setBusy(true);
    const body = newDeviceBody(form);
    const { ok } = await call('POST', '/api/device', { body });
    setBusy(false);
    if (!ok) return;
    notifySuccess(t('devices:add.added', { name: body.name }));
    onAdded();
    onClose();
  };

  return (
    <KitDialog open closeButton title={t('devices:add.title')} onDismiss={onClose} actions={<DialogActions formId={formId} label={t('lists:action.add')} busy={busy} onCancel={onClose} />}>
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextField label={nameLabel} value={form.name} onValueChange={(v) => set('name', v)} required disabled={busy} dir="auto" error={shown(nameError, nameLabel)} />
        <TextField label={labelLabel} value={form.label} onValueChange={(v) => set('label', v)} disabled={busy} dir="auto" error={shown(labelError, labelLabel)} />
        <EntityAutocomplete
          entityType="DEVICE_PROFILE"
          label={t('devices:add.profile')}
          placeholder={t('devices:add.default-profile')}
          value={form.deviceProfileId || null}
          disabled={busy}
          onChange={({ value }) => set('deviceProfileId', value ?? '')}
        />
        <TextAreaField label={t('lists:field.description')} value={form.description} onValueChange={(v) => set('description', v)} disabled={busy} rows={3} dir="auto" />
        <div className="flex flex-col gap-2">
          <CheckboxField label={t('devices:add.gateway')} checked={form.gateway} onCheckedChange={(v) => set('gateway', v)} disabled={busy} />
          {form.gateway && <CheckboxField label={t('devices:add.overwrite-activity-time')} checked={form.overwriteActivityTime} onCheckedChange={(v) => set('overwriteActivityTime', v)} disabled={busy} />}
        </div>
      </form>
    </KitDialog>
  );
}
