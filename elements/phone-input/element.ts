import { createKitElement } from '../core/define-element.js';
import { PhoneInput } from './phone-input.js';

/**
 * `<tb-phone-input value="+12015550123" default-country="US" label="…" placeholder="…" required disabled>`;
 * fires `tb-change` with `{ value, valid, error }` on every edit (value '' when empty, only a calling code, or invalid).
 */
export const PhoneInputElement = createKitElement(PhoneInput, {
  props: { value: 'string', defaultCountry: 'string', label: 'string', placeholder: 'string', required: 'boolean', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
