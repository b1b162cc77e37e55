import { emptyContact } from '../../../elements/contact-form/contact-form.logic.js';
import { ContactEditor } from '../entity-details/contact-editor.js';
import { contactProblem, contactRecord, type ContactDraft } from '../entity-details/entity-form.logic.js';
import type { FormField } from './entity-form-dialog.js';

/** The contact fields a new tenant or customer saves: the filled ones only. */
export function newContactBody(draft: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(contactRecord(draft)).filter(([, text]) => text !== ''));
}

/**
 * The fields of a new tenant or customer (console-core §3): the title (required), then the kit's contact form
 * (a country among about 250 named in the UI language, city, state, a postal code checked against the
 * country's format, two address lines, a phone number and an e-mail address).
 */
export function contactFields(t: (key: string) => string): FormField[] {
  const initial: ContactDraft = { value: emptyContact(), valid: true };
  return [
    { key: 'title', label: t('lists:field.title'), required: true },
    {
      key: 'contact',
      label: '',
      input: 'custom',
      custom: { initial, wide: true, render: (props) => <ContactEditor {...props} />, check: (value) => contactProblem(value)?.key ?? null, toBody: newContactBody },
    },
  ];
}
