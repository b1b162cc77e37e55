import { ContactForm } from '../../../elements/contact-form/contact-form.js';
import type { ContactDraft } from './entity-form.logic.js';
import type { FieldEditorProps } from './entity-form.js';

/** The contact part of a tenant or customer form: the kit's contact form, its errors shown once the form was submitted. */
export function ContactEditor({ value, onChange, showErrors, disabled }: Pick<FieldEditorProps, 'value' | 'onChange' | 'showErrors' | 'disabled'>) {
  const draft = value as ContactDraft | undefined;
  return <ContactForm value={draft?.value} disabled={disabled} showErrors={showErrors} onChange={(change) => onChange(change)} />;
}
