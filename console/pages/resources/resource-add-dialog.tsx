import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { FileInput } from '../../../elements/file-input/file-input.js';
import { notifySuccess } from '../../shell/notify.js';
import { Button, Callout, SelectField, TextField } from '../auth/form-controls.js';
import { NAME_MAX_LENGTH } from '../entity-list/entity-list.logic.js';
import { registerResourcesLocales } from './i18n/index.js';
import { encodeFile, saveResource } from './resource-api.js';
import { ResourceFileProblem } from './resource-file-field.js';
import { newResourceBody, RESOURCE_TYPES, resourceFormErrors, titleIsTyped, type ChosenFile, type ResourceType } from './resources.logic.js';

await registerResourcesLocales();

/**
 * Adding a resource: its type, its title (required, except for an LwM2M model, which the server titles after the
 * model), and its file. A file whose type cannot be told from its name, or that does not fit the chosen type, is
 * said so at once; a refusal of the server is shown in the dialog with everything typed and chosen kept.
 */
export function ResourceAddDialog({ onSaved, onClose }: { onSaved: () => void; onClose: () => void }) {
  const t = useTranslate();
  const formId = useId();
  const [type, setType] = useState<ResourceType>('JS_MODULE');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = resourceFormErrors({ type, title, file: chosen });
  const titleLabel = t('resources:field.title');
  // A missing title or file is pointed out on submit; a file that does not fit, or a title too long, at once.
  const titleError = errors.title && (submitted || errors.title === 'lists:form.max-length') ? t(errors.title, { field: titleLabel, max: NAME_MAX_LENGTH }) : null;
  const fileError = errors.file && (submitted || errors.file.key !== 'resources:file.required') ? errors.file : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (saving || !file || errors.title || errors.file) return;
    setSaving(true);
    setRefusal(null);
    const outcome = await encodeFile(file)
      .then((encoded) => saveResource(newResourceBody(type, title, encoded)))
      .catch((error: unknown) => ({ ok: false as const, message: error instanceof Error ? error.message : String(error) }));
    setSaving(false);
    if (!outcome.ok) {
      setRefusal(outcome.message || t('resources:add.failed'));
      return;
    }
    notifySuccess(t('resources:add.added', { title: outcome.resource.title ?? title.trim() }));
    onSaved();
    onClose();
  };

  const actions = (
    <>
      <Button onClick={onClose} disabled={saving}>
        {t('kit:action.cancel')}
      </Button>
      <Button type="submit" form={formId} variant="primary" disabled={saving}>
        {t('lists:action.add')}
      </Button>
    </>
  );
  return (
    <KitDialog open closeButton title={t('resources:add.title')} onDismiss={() => !saving && onClose()} actions={actions}>
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <fieldset disabled={saving} className="flex min-w-0 flex-col gap-4">
          <SelectField
            label={t('resources:field.type')}
            value={type}
            onValueChange={(v) => setType(v as ResourceType)}
            options={RESOURCE_TYPES.map((value) => ({ value, label: t(`resources:type.${value}`) }))}
          />
          {titleIsTyped(type) ? (
            <TextField label={titleLabel} value={title} onValueChange={setTitle} required requiredMark dir="auto" error={titleError} />
          ) : (
            <p className="rounded-control bg-info-soft px-3 py-2 text-sm text-text">{t('resources:field.title-from-model')}</p>
          )}
          <div className="flex flex-col gap-1.5">
            <FileInput
              label={t('resources:field.file')}
              required
              onChange={({ file: next, name, size, content }) => {
                setFile(next);
                setChosen(next && name !== null ? { name, size: size ?? 0, text: content ?? '' } : null);
                setRefusal(null);
              }}
            />
            <ResourceFileProblem type={type} problem={fileError} />
          </div>
        </fieldset>
        {refusal && (
          <Callout>
            <p className="break-words">{refusal}</p>
          </Callout>
        )}
      </form>
    </KitDialog>
  );
}
