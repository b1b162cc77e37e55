import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { EmailField, SelectField, TextField } from '../auth/form-controls.js';
import { DialogActions } from './dialog-actions.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import { formBody, formErrors, NAME_MAX_LENGTH, type FieldRule } from './entity-list.logic.js';

/** One field of {@link EntityFormDialog}: its rule, label and kind of input. */
export interface FormField extends FieldRule {
  /** Visible label (translated). */
  label: string;
  /** Kind of input; default text. */
  input?: 'text' | 'email' | 'textarea' | 'select';
  /** Choices of a select (value and translated text). */
  options?: readonly { value: string; label: string }[];
}

/** Props of {@link EntityFormDialog}. */
export interface EntityFormDialogProps {
  /** Heading (translated). */
  title: string;
  /** Fields in order. */
  fields: readonly FormField[];
  /** Values the fields start with; default empty. */
  initial?: Readonly<Record<string, string>>;
  /** Properties the saved body starts with (`authority`, `customerId`). */
  base?: Record<string, unknown>;
  /** Saves the body; resolves true when the server took it (the dialog then closes). */
  onSave: (body: Record<string, unknown>) => Promise<boolean>;
  /** Called when the dialog closes. */
  onClose: () => void;
}

/** The first choice of every select, so that what the select shows is what is saved. */
function firstChoices(fields: readonly FormField[]): Record<string, string> {
  return Object.fromEntries(fields.filter((f) => f.input === 'select' && f.options?.length).map((f) => [f.key, f.options![0]!.value]));
}

/** An add dialog: labelled fields, each checked on submit with the list's messages, and Cancel and Add buttons. */
export function EntityFormDialog({ title, fields, initial = {}, base, onSave, onClose }: EntityFormDialogProps) {
  const t = useTranslate();
  const formId = useId();
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...firstChoices(fields), ...initial }));
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = submitted ? formErrors(fields, values) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(formErrors(fields, values)).length > 0) return;
    setBusy(true);
    const saved = await onSave(formBody(fields, values, base));
    setBusy(false);
    if (saved) onClose();
  };

  const errorText = (field: FormField) => {
    const key = errors[field.key];
    return key ? t(key, { field: field.label, max: field.maxLength ?? NAME_MAX_LENGTH }) : null;
  };

  return (
    <KitDialog
      open
      size="sm"
      closeButton
      title={title}
      onDismiss={onClose}
      actions={<DialogActions formId={formId} label={t('lists:action.add')} busy={busy} onCancel={onClose} />}
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        {fields.map((field) => {
          const common = {
            label: field.label,
            value: values[field.key] ?? '',
            onValueChange: (value: string) => setValues((v) => ({ ...v, [field.key]: value })),
            error: errorText(field),
            disabled: busy,
            required: field.required,
          };
          if (field.input === 'select') return <SelectField key={field.key} label={field.label} value={common.value} onValueChange={common.onValueChange} disabled={busy} hint={common.error} options={field.options ?? []} />;
          if (field.input === 'textarea') return <TextAreaField key={field.key} {...common} rows={3} dir="auto" />;
          if (field.input === 'email') return <EmailField key={field.key} {...common} />;
          return <TextField key={field.key} {...common} dir="auto" />;
        })}
      </form>
    </KitDialog>
  );
}
