import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { notifySuccess } from '../../shell/notify.js';
import { TextField } from '../auth/form-controls.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import { DialogActions } from '../entity-list/dialog-actions.js';
import { registerTenantProfilesLocales } from './i18n/index.js';
import { IsolationField } from './isolation-field.js';
import { newTenantProfileBody, PROFILE_NAME_MAX_LENGTH, profileNameError } from './tenant-profile.logic.js';
import { saveTenantProfile } from './tenant-profile-api.js';

await registerTenantProfilesLocales();

/** Props of {@link TenantProfileAddDialog}. */
export interface TenantProfileAddDialogProps {
  /** Called with the saved profile's id (the list then opens its page, where its limits are set). */
  onAdded: (id: string) => void;
  onClose: () => void;
}

/**
 * Adding a tenant profile (system administrators): name (required, at most 255 characters), description and whether
 * its tenants get isolated rule engine queues. It starts without limits, set on its page; a refusal (a name in use)
 * shows the server's message.
 */
export function TenantProfileAddDialog({ onAdded, onClose }: TenantProfileAddDialogProps) {
  const t = useTranslate();
  const formId = useId();
  const [form, setForm] = useState({ name: '', description: '', isolatedTbRuleEngine: false });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = profileNameError(form.name);
  const shownError = error && (submitted || form.name !== '') ? t(error, { max: PROFILE_NAME_MAX_LENGTH }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    setBusy(true);
    const saved = await saveTenantProfile(newTenantProfileBody(form));
    setBusy(false);
    if (!saved?.id) return;
    notifySuccess(t('tenantprofiles:add.added', { name: saved.name }));
    onAdded(saved.id.id);
  };

  return (
    <KitDialog open closeButton title={t('tenantprofiles:add.title')} onDismiss={onClose} actions={<DialogActions formId={formId} label={t('lists:action.add')} busy={busy} onCancel={onClose} />}>
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextField label={t('tenantprofiles:field.name')} value={form.name} onValueChange={(name) => setForm((f) => ({ ...f, name }))} required disabled={busy} dir="auto" error={shownError} />
        <IsolationField checked={form.isolatedTbRuleEngine} disabled={busy} onChange={(isolatedTbRuleEngine) => setForm((f) => ({ ...f, isolatedTbRuleEngine }))} />
        <TextAreaField label={t('tenantprofiles:field.description')} value={form.description} onValueChange={(description) => setForm((f) => ({ ...f, description }))} disabled={busy} rows={3} dir="auto" />
        <p className="text-sm text-text-muted">{t('tenantprofiles:add.limits-later')}</p>
      </form>
    </KitDialog>
  );
}
