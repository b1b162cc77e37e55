import { createKitElement } from '../core/define-element.js';
import { ContactForm } from './contact-form.js';

/**
 * `<tb-contact-form value='{"country":"Germany","city":"Berlin"}' disabled>` (or the `value` property set to an
 * object); fires `tb-change` with `{ value, valid }` on every edit, value holding country (English name), city,
 * state, zip, address, address2, phone and email.
 */
export const ContactFormElement = createKitElement(ContactForm, {
  props: { value: 'json', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
