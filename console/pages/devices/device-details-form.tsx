import { useState, type FormEvent } from 'react';
import { Button, CheckboxField, TextField } from '../auth/form-controls.js';
import { notifySuccess } from '../../shell/notify.js';
import { useConsoleText } from '../auth/use-text.js';
import { client } from '../../session/session.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import { DEVICE_NAME_MAX_LENGTH, deviceFormChanged, deviceFormErrors, deviceFormOf, deviceWithForm, type DeviceForm, type DeviceRecord } from './device-details.logic.js';

/** Read-only inputs sit on the sunken surface, so they do not look like fields waiting for input. */
const READ_ONLY_LOOK = '[&_input:read-only]:bg-surface-sunken';

/** Props of {@link DeviceDetailsForm}. */
export interface DeviceDetailsFormProps {
  /** The device as loaded. */
  device: DeviceRecord;
  /** Whether the fields may be changed (tenant administrators). */
  editable: boolean;
  /** Called with the device the server saved. */
  onSaved: (device: DeviceRecord) => void;
}

/** The device's fields: name, label, device profile (read only), description and gateway flag, saved together. */
export function DeviceDetailsForm({ device, editable, onSaved }: DeviceDetailsFormProps) {
  const t = useConsoleText();
  const saved = deviceFormOf(device);
  const [form, setForm] = useState<DeviceForm>(saved);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = deviceFormErrors(form);
  const changed = deviceFormChanged(form, saved);
  const set = <K extends keyof DeviceForm>(key: K, value: DeviceForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const shown = (field: keyof typeof errors) => {
    const key = errors[field];
    return key && (submitted || form[field] !== saved[field]) ? t(key, { max: DEVICE_NAME_MAX_LENGTH }) : null;
  };
  const locked = !editable || saving;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!editable || Object.keys(errors).length > 0) return;
    setSaving(true);
    const { data } = await client.POST('/api/device', { body: deviceWithForm(device, form) });
    setSaving(false);
    if (!data) return;
    const next: DeviceRecord = { ...device, ...data };
    setForm(deviceFormOf(next));
    setSubmitted(false);
    onSaved(next);
    notifySuccess(t('device.saved'));
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="max-w-3xl rounded-card border border-border bg-surface shadow-card">
      <div className="flex flex-col gap-5 p-5 sm:p-6">
        {!editable && <p className="rounded-control bg-info-soft px-3 py-2 text-sm text-text">{t('device.read-only')}</p>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField className={READ_ONLY_LOOK} label={t('device.name')} value={form.name} onValueChange={(v) => set('name', v)} error={shown('name')} readOnly={!editable} disabled={saving} required dir="auto" />
          <TextField className={READ_ONLY_LOOK} label={t('device.label')} value={form.label} onValueChange={(v) => set('label', v)} error={shown('label')} readOnly={!editable} disabled={saving} dir="auto" />
        </div>
        <TextField className={READ_ONLY_LOOK} label={t('device.device-profile')} value={device.deviceProfileName ?? ''} onValueChange={() => undefined} readOnly dir="auto" />
        <TextAreaField label={t('device.description')} value={form.description} onValueChange={(v) => set('description', v)} readOnly={!editable} disabled={saving} rows={3} dir="auto" />
        <CheckboxField label={t('device.is-gateway')} checked={form.gateway} onCheckedChange={(v) => set('gateway', v)} disabled={locked} />
      </div>
      {editable && (
        <div className="flex flex-wrap items-center justify-end gap-2.5 border-t border-border px-5 py-3 sm:px-6">
          <Button onClick={() => { setForm(saved); setSubmitted(false); }} disabled={!changed || saving}>
            {t('device.discard')}
          </Button>
          <Button type="submit" variant="primary" disabled={!changed || saving}>
            {t('device.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
