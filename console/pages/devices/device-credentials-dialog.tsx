import { useId, useState, type FormEvent } from 'react';
import { mdiRefresh } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { apiErrorOf } from '../../../sdk/http/error-registry.js';
import { client } from '../../session/session.js';
import { notifySuccess } from '../../shell/notify.js';
import { Callout, PasswordField, SelectField, TextField } from '../auth/form-controls.js';
import { DialogActions } from '../entity-list/dialog-actions.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import {
  ACCESS_TOKEN_MAX_LENGTH,
  credentialsBody,
  credentialsErrors,
  credentialsFormOf,
  credentialsTypeLabel,
  DEVICE_CREDENTIALS_TYPES,
  generateAccessToken,
  type CredentialsField,
  type CredentialsForm,
  type DeviceCredentials,
  type DeviceCredentialsType,
} from './device-credentials.logic.js';
import { registerDevicesLocales } from './i18n/index.js';
import { useDeviceCredentials } from './use-device-credentials.js';

await registerDevicesLocales();

/** Props of {@link DeviceCredentialsDialog}. */
export interface DeviceCredentialsDialogProps {
  /** The device: its id and its name (named in the title and the confirmation). */
  device: { id: string; name: string };
  /** Called with the credentials the server saved. */
  onSaved?: (credentials: DeviceCredentials) => void;
  /** Called when the dialog closes. */
  onClose: () => void;
}

/** The fields of one credentials kind, with their errors. */
function KindFields({ form, set, error, busy }: { form: CredentialsForm; set: (field: CredentialsField, value: string) => void; error: (field: CredentialsField) => string | null; busy: boolean }) {
  const t = useTranslate();
  const common = (field: CredentialsField) => ({ value: form[field], onValueChange: (v: string) => set(field, v), error: error(field), disabled: busy, spellCheck: false, autoCapitalize: 'off', dir: 'ltr' as const });
  if (form.type === 'ACCESS_TOKEN') {
    const regenerate = (
      <button
        type="button"
        aria-label={t('devices:credentials.generate')}
        title={t('devices:credentials.generate')}
        disabled={busy}
        onClick={() => set('accessToken', generateAccessToken())}
        className="inline-flex size-9 items-center justify-center rounded-control text-text-muted hover:bg-surface-hover hover:text-text"
      >
        <Icon path={mdiRefresh} size={18} />
      </button>
    );
    return <TextField label={t('devices:credentials.access-token')} required end={regenerate} {...common('accessToken')} />;
  }
  if (form.type === 'X509_CERTIFICATE') {
    return <TextAreaField label={t('devices:credentials.certificate')} required code rows={8} hint={t('devices:credentials.certificate-hint')} {...common('certificate')} />;
  }
  if (form.type === 'MQTT_BASIC') {
    return (
      <>
        <TextField label={t('devices:credentials.client-id')} {...common('clientId')} />
        <TextField label={t('devices:credentials.user-name')} autoComplete="off" {...common('userName')} />
        <PasswordField label={t('devices:credentials.password')} autoComplete="new-password" {...common('password')} />
      </>
    );
  }
  return <TextAreaField label={t('devices:credentials.lwm2m')} required code rows={10} hint={t('devices:credentials.lwm2m-hint')} {...common('lwm2m')} />;
}

/** The form of loaded credentials: the kind select, that kind's fields, the server's refusal, and Save after a confirmation naming the device. */
function CredentialsEditor({ device, current, formId, onSaved, onBusy }: { device: DeviceCredentialsDialogProps['device']; current: DeviceCredentials; formId: string; onSaved: (c: DeviceCredentials) => void; onBusy: (busy: boolean) => void }) {
  const t = useTranslate();
  const [form, setForm] = useState(() => credentialsFormOf(current, device.name));
  const [touched, setTouched] = useState<ReadonlySet<CredentialsField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = credentialsErrors(form);
  const error = (field: CredentialsField) => {
    const key = errors[field];
    return key && (submitted || touched.has(field)) ? t(key, { max: ACCESS_TOKEN_MAX_LENGTH }) : null;
  };
  const set = (field: CredentialsField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setTouched((s) => new Set(s).add(field));
  };
  const working = (value: boolean) => {
    setBusy(value);
    onBusy(value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    const confirmed = await showConfirm({
      title: t('devices:credentials.confirm-title', { name: device.name }),
      message: t('devices:credentials.confirm-text', { name: device.name, type: t(credentialsTypeLabel(current.credentialsType)) }),
      ok: t('devices:credentials.confirm-ok'),
    });
    if (!confirmed) return;
    working(true);
    setRefusal(null);
    const { data, response } = await client.with({ ignoreErrors: true }).POST('/api/device/credentials', { body: credentialsBody(current, form) });
    working(false);
    if (!data) return setRefusal(apiErrorOf(response)?.message ?? response.statusText);
    notifySuccess(t('devices:credentials.saved', { name: device.name }));
    onSaved(data);
  };

  return (
    <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <SelectField
        label={t('devices:credentials.type')}
        value={form.type}
        disabled={busy}
        onValueChange={(type) => setForm((f) => ({ ...f, type: type as DeviceCredentialsType }))}
        options={DEVICE_CREDENTIALS_TYPES.map((type) => ({ value: type, label: t(credentialsTypeLabel(type)) }))}
      />
      <KindFields form={form} set={set} error={error} busy={busy} />
      {refusal && <Callout>{t('devices:credentials.refused', { message: refusal })}</Callout>}
    </form>
  );
}

/**
 * A device's credentials (tenant administrators): an access token, an X.509 certificate, MQTT basic
 * credentials (client id, user name, password) or LwM2M credentials as JSON, checked before saving and saved
 * through `POST /api/device/credentials` after a confirmation naming the device; the server's refusal shows
 * inside the dialog.
 */
export function DeviceCredentialsDialog({ device, onSaved, onClose }: DeviceCredentialsDialogProps) {
  const t = useTranslate();
  const formId = useId();
  const { loaded } = useDeviceCredentials(device.id);
  const [busy, setBusy] = useState(false);
  const saved = (credentials: DeviceCredentials) => {
    onSaved?.(credentials);
    onClose();
  };
  return (
    <KitDialog
      open
      closeButton
      title={t('devices:credentials.title', { name: device.name })}
      onDismiss={onClose}
      actions={loaded.state === 'ready' ? <DialogActions formId={formId} label={t('devices:credentials.save')} busy={busy} onCancel={onClose} /> : undefined}
    >
      {loaded.state === 'loading' && (
        <p role="status" className="py-6 text-center text-sm text-text-muted">
          {t('devices:credentials.loading')}
        </p>
      )}
      {loaded.state === 'error' && <Callout>{t('devices:credentials.load-failed', { message: loaded.message })}</Callout>}
      {loaded.state === 'ready' && <CredentialsEditor device={device} current={loaded.credentials} formId={formId} onSaved={saved} onBusy={setBusy} />}
    </KitDialog>
  );
}
