import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { EntityAutocomplete } from '../../../elements/entity-autocomplete/entity-autocomplete.js';
import { EntitySubtypeAutocomplete } from '../../../elements/entity-subtype-autocomplete/entity-subtype-autocomplete.js';
import { dropSubtypeCache } from '../../../elements/entity-subtype-autocomplete/entity-subtype.logic.js';
import { EmailField, SelectField, TextField } from '../auth/form-controls.js';
import { DialogActions } from './dialog-actions.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import { formBody, formErrors, NAME_MAX_LENGTH, type FieldRule } from './entity-list.logic.js';

/** What a part of the form drawn by its owner is given: its value, the way to change it, and whether to show its errors. */
export interface CustomFieldProps {
  /** The part's value, as it started ({@link CustomField.initial}) or as last changed. */
  value: unknown;
  /** Replaces the part's value. */
  onChange: (value: unknown) => void;
  /** The form was submitted: every error shows, also in fields a person has not left. */
  showErrors: boolean;
  /** The form is saving. */
  disabled: boolean;
}

/** A part of an add dialog drawn by its owner (the contact fields, an entity view's target, keys and time). */
export interface CustomField {
  /** The value it starts with. */
  initial: unknown;
  /** Draws the part. */
  render: (props: CustomFieldProps) => ReactNode;
  /** Whether the value may be saved: the problem's message key, or null (the part shows its own messages). */
  check: (value: unknown) => string | null;
  /** What the value adds to the saved body. */
  toBody: (value: unknown) => Record<string, unknown>;
  /** The part needs the wider dialog (two columns of fields). */
  wide?: boolean;
}

/** One field of {@link EntityFormDialog}: its rule, label and kind of input. */
export interface FormField extends FieldRule {
  /** Visible label (translated). */
  label: string;
  /**
   * Kind of input; default text. `subtype` suggests the existing types of {@link entityType} (any new text up to
   * 255 characters is a new one); `entity` searches entities of {@link entityType} by name and holds the picked id.
   */
  input?: 'text' | 'email' | 'textarea' | 'select' | 'subtype' | 'entity' | 'custom';
  /** Choices of a select (value and translated text). */
  options?: readonly { value: string; label: string }[];
  /** Entity type of a subtype or entity input (ASSET, CUSTOMER, DEVICE_PROFILE …). */
  entityType?: string;
  /** The part drawn by its owner, for a `custom` input. */
  custom?: CustomField;
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

/** The starting values of the custom parts, by key. */
function customStarts(fields: readonly FormField[]): Record<string, unknown> {
  return Object.fromEntries(fields.flatMap((f) => (f.custom ? [[f.key, f.custom.initial]] : [])));
}

/** Whether every custom part may be saved. */
function customsValid(fields: readonly FormField[], customs: Readonly<Record<string, unknown>>): boolean {
  return fields.every((f) => !f.custom || f.custom.check(customs[f.key]) === null);
}

/** The saved body: the plain fields at their keys, then what each custom part adds. */
function bodyOf(fields: readonly FormField[], values: Readonly<Record<string, string>>, customs: Readonly<Record<string, unknown>>, base?: Record<string, unknown>) {
  const body = formBody(fields.filter((f) => !f.custom), values, base);
  for (const field of fields) if (field.custom) Object.assign(body, field.custom.toBody(customs[field.key]));
  return body;
}

/**
 * An add dialog: labelled fields (text, e-mail, several lines, a select, a type with suggestions, an entity
 * picker, or a part drawn by its owner), each checked on submit with the list's messages, and Cancel and Add.
 */
export function EntityFormDialog({ title, fields, initial = {}, base, onSave, onClose }: EntityFormDialogProps) {
  const t = useTranslate();
  const formId = useId();
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...firstChoices(fields), ...initial }));
  const [customs, setCustoms] = useState<Record<string, unknown>>(() => customStarts(fields));
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const plain = fields.filter((f) => !f.custom);
  const errors = submitted ? formErrors(plain, values) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(formErrors(plain, values)).length > 0 || !customsValid(fields, customs)) return;
    setBusy(true);
    const saved = await onSave(bodyOf(fields, values, customs, base));
    setBusy(false);
    if (!saved) return;
    // A new entity may bring a new type: the type lists are read again (shared-controls §4).
    for (const field of fields) if (field.input === 'subtype') dropSubtypeCache(field.entityType);
    onClose();
  };

  const errorText = (field: FormField) => {
    const key = errors[field.key];
    return key ? t(key, { field: field.label, max: field.maxLength ?? NAME_MAX_LENGTH }) : null;
  };
  const setValue = (key: string) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const input = (field: FormField) => {
    const common = { label: field.label, value: values[field.key] ?? '', onValueChange: setValue(field.key), error: errorText(field), disabled: busy, required: field.required, requiredMark: field.required };
    switch (field.input) {
      case 'custom':
        return <div key={field.key}>{field.custom?.render({ value: customs[field.key], onChange: (value) => setCustoms((c) => ({ ...c, [field.key]: value })), showErrors: submitted, disabled: busy })}</div>;
      case 'subtype':
        return (
          <EntitySubtypeAutocomplete
            key={field.key}
            entityType={field.entityType}
            label={field.label}
            value={common.value || null}
            required={field.required}
            showErrors={submitted}
            disabled={busy}
            onChange={({ value }) => common.onValueChange(value ?? '')}
          />
        );
      case 'entity':
        return (
          <EntityAutocomplete
            key={field.key}
            entityType={field.entityType}
            label={field.label}
            value={common.value || null}
            required={field.required}
            showErrors={submitted}
            disabled={busy}
            onChange={({ value }) => common.onValueChange(value ?? '')}
          />
        );
      case 'select':
        return <SelectField key={field.key} label={field.label} value={common.value} onValueChange={common.onValueChange} disabled={busy} hint={common.error} options={field.options ?? []} />;
      case 'textarea':
        return <TextAreaField key={field.key} {...common} rows={3} dir="auto" />;
      case 'email':
        return <EmailField key={field.key} {...common} />;
      default:
        return <TextField key={field.key} {...common} dir="auto" />;
    }
  };

  return (
    <KitDialog
      open
      size={fields.some((f) => f.custom?.wide) ? 'md' : 'sm'}
      closeButton
      title={title}
      onDismiss={onClose}
      actions={<DialogActions formId={formId} label={t('lists:action.add')} busy={busy} onCancel={onClose} />}
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        {fields.map(input)}
      </form>
    </KitDialog>
  );
}
