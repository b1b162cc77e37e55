import { useState, type FormEvent, type ReactNode } from 'react';
import { EntitySubtypeAutocomplete } from '../../../elements/entity-subtype-autocomplete/entity-subtype-autocomplete.js';
import { dropSubtypeCache } from '../../../elements/entity-subtype-autocomplete/entity-subtype.logic.js';
import { notifySuccess } from '../../shell/notify.js';
import { Button, CheckboxField, TextField } from '../auth/form-controls.js';
import { useConsoleText } from '../auth/use-text.js';
import { formChanged, formErrors, formOf, recordWithForm, type FieldSpec, type FormValues } from './entity-form.logic.js';
import { TextAreaField } from './text-area-field.js';

/** What the editor of a custom part is given. */
export interface FieldEditorProps {
  /** The part's value (as {@link CustomPart.read} gave it, or as last changed). */
  value: unknown;
  /** Replaces the part's value. */
  onChange: (value: unknown) => void;
  /** Every error shows, also in fields a person has not left (the form was submitted). */
  showErrors: boolean;
  /** The form is saving, or may not be changed. */
  disabled: boolean;
  /** The person may only look (the part may show plain text instead of pickers). */
  readOnly: boolean;
  /** The whole form's values, for a part that depends on another field. */
  form: FormValues;
}

/** Draws a custom part of a details form. */
export type FieldEditor = (props: FieldEditorProps) => ReactNode;

/** Read-only inputs sit on the sunken surface, so they do not look like fields waiting for input. */
const READ_ONLY_LOOK = '[&_input:read-only]:bg-surface-sunken';

/** Props of {@link EntityForm}. */
export interface EntityFormProps<R extends object> {
  /** The record as loaded. */
  record: R;
  /** Its fields, in order. */
  fields: readonly FieldSpec[];
  /** Whether the fields may be changed (tenant administrators, or the system administrator for tenants). */
  editable: boolean;
  /** Saves a record; resolves the record the server saved, or undefined when it refused. */
  save: (record: R) => Promise<R | undefined>;
  /** Called with the record the server saved. */
  onSaved: (record: R) => void;
  /** Message keys: the toast after saving and the note shown to those who may only look. */
  messages: { saved: string; readOnly: string };
  /** A control at the end of a field, by path (the copy buttons of an edge's routing key and secret). */
  ends?: Readonly<Record<string, ReactNode>>;
  /** The editors of the custom parts, by path (the contact form, an entity view's target). */
  editors?: Readonly<Record<string, FieldEditor>>;
}

/** An entity's fields saved together: text, e-mail, several-line, checkbox, fixed and type fields and custom parts, with their errors. */
export function EntityForm<R extends object>({ record, fields, editable, save, onSaved, messages, ends = {}, editors = {} }: EntityFormProps<R>) {
  const t = useConsoleText();
  const saved = formOf(record, fields);
  const [form, setForm] = useState<FormValues>(saved);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = formErrors(form, fields);
  const changed = formChanged(form, saved);
  const set = (path: string, value: unknown) => setForm((f) => ({ ...f, [path]: value }));
  const shown = (path: string) => {
    const error = errors[path];
    return error && (submitted || form[path] !== saved[path]) ? t(error.key, { max: error.max }) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!editable || Object.keys(errors).length > 0) return;
    setSaving(true);
    const next = await save(recordWithForm(record, form, fields));
    setSaving(false);
    if (!next) return;
    // A changed type may be a new one: the type lists are read again (shared-controls §4).
    for (const field of fields) if (field.kind === 'subtype') dropSubtypeCache(field.entityType);
    setForm(formOf(next, fields));
    setSubmitted(false);
    onSaved(next);
    notifySuccess(t(messages.saved));
  };

  const input = (field: FieldSpec) => {
    const value = form[field.path];
    const label = t(field.label);
    const fixed = field.kind === 'fixed';
    if (field.custom) {
      const Editor = editors[field.path];
      return (
        <div key={field.path} className={field.wide ? 'sm:col-span-2' : ''}>
          {Editor && <Editor value={value} onChange={(v) => set(field.path, v)} showErrors={submitted} disabled={!editable || saving} readOnly={!editable} form={form} />}
        </div>
      );
    }
    if (field.kind === 'subtype') {
      return (
        <div key={field.path} className={field.wide ? 'sm:col-span-2' : ''}>
          <EntitySubtypeAutocomplete
            entityType={field.entityType}
            label={label}
            value={String(value ?? '') || null}
            required={field.required}
            showErrors={submitted}
            disabled={!editable || saving}
            onChange={({ value: next }) => set(field.path, next ?? '')}
          />
        </div>
      );
    }
    if (field.kind === 'checkbox') {
      return <CheckboxField key={field.path} label={label} checked={value === true} onCheckedChange={(v) => set(field.path, v)} disabled={!editable || saving} />;
    }
    if (field.kind === 'multiline') {
      return (
        <div key={field.path} className="sm:col-span-2">
          <TextAreaField label={label} value={String(value ?? '')} onValueChange={(v) => set(field.path, v)} error={shown(field.path)} readOnly={!editable} disabled={saving} rows={3} dir="auto" />
        </div>
      );
    }
    return (
      <TextField
        key={field.path}
        className={`${READ_ONLY_LOOK} ${field.wide ? 'sm:col-span-2' : ''}`}
        label={label}
        type={field.kind === 'email' ? 'email' : 'text'}
        value={String(value ?? '')}
        onValueChange={(v) => set(field.path, v)}
        error={shown(field.path)}
        readOnly={!editable || fixed}
        disabled={saving && !fixed}
        required={field.required}
        end={ends[field.path]}
        dir={field.kind === 'email' ? 'ltr' : 'auto'}
      />
    );
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="max-w-3xl rounded-card border border-border bg-surface shadow-card">
      <div className="flex flex-col gap-5 p-5 sm:p-6">
        {!editable && <p className="rounded-control bg-info-soft px-3 py-2 text-sm text-text">{t(messages.readOnly)}</p>}
        <div className="grid gap-4 sm:grid-cols-2">{fields.map(input)}</div>
      </div>
      {editable && (
        <div className="flex flex-wrap items-center justify-end gap-2.5 border-t border-border px-5 py-3 sm:px-6">
          <Button
            onClick={() => {
              setForm(saved);
              setSubmitted(false);
            }}
            disabled={!changed || saving}
          >
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
