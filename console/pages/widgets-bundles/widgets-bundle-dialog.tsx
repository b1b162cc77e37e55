import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { ImageInput } from '../../../elements/image-input/image-input.js';
import { notifySuccess } from '../../shell/notify.js';
import { TextField } from '../auth/form-controls.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import { call } from '../entity-list/api.js';
import { DialogActions } from '../entity-list/dialog-actions.js';
import {
  BUNDLE_DESCRIPTION_MAX_LENGTH, BUNDLE_TITLE_MAX_LENGTH, bundleFormErrors, bundleFormOf, bundleWithForm, type BundleForm, type WidgetsBundleRecord,
} from './widgets-bundle.logic.js';

/** Props of {@link WidgetsBundleDialog}. */
export interface WidgetsBundleDialogProps {
  /** The bundle edited, or null to add one. */
  bundle: WidgetsBundleRecord | null;
  /** Called after the bundle was saved. */
  onSaved: () => void;
  onClose: () => void;
}

/** Adding or editing a widgets bundle: title (required, at most 255 characters), description (at most 1024) and an image; a refusal shows the server's message. */
export function WidgetsBundleDialog({ bundle, onSaved, onClose }: WidgetsBundleDialogProps) {
  const t = useTranslate();
  const formId = useId();
  const [form, setForm] = useState<BundleForm>(() => bundleFormOf(bundle));
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = bundleFormErrors(form);
  const shown = (field: 'title' | 'description', typed: string) => {
    const key = errors[field];
    return key && (submitted || typed !== '') ? t(key, { max: field === 'title' ? BUNDLE_TITLE_MAX_LENGTH : BUNDLE_DESCRIPTION_MAX_LENGTH }) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    const body = bundleWithForm(bundle, form);
    const { ok } = await call('POST', '/api/widgetsBundle', { body });
    setBusy(false);
    if (!ok) return;
    notifySuccess(t(bundle ? 'bundles:edit.saved' : 'bundles:add.added', { title: body.title }));
    onSaved();
    onClose();
  };

  return (
    <KitDialog
      open
      closeButton
      title={t(bundle ? 'bundles:edit.title' : 'bundles:add.title')}
      onDismiss={onClose}
      actions={<DialogActions formId={formId} label={t(bundle ? 'console:device.save' : 'lists:action.add')} busy={busy} onCancel={onClose} />}
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextField label={t('bundles:field.title')} value={form.title} onValueChange={(title) => setForm((f) => ({ ...f, title }))} required disabled={busy} dir="auto" error={shown('title', form.title)} />
        <TextAreaField
          label={t('bundles:field.description')}
          value={form.description}
          onValueChange={(description) => setForm((f) => ({ ...f, description }))}
          disabled={busy}
          rows={3}
          dir="auto"
          error={shown('description', form.description)}
        />
        <ImageInput label={t('bundles:field.image')} value={form.image} disabled={busy} onChange={({ value }) => setForm((f) => ({ ...f, image: value ?? null }))} />
      </form>
    </KitDialog>
  );
}
