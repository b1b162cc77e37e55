import { createKitElement } from '../core/define-element.js';
import { LanguageSelect } from './language-select.js';

/** `<tb-language-select value="de_DE" label="…" disabled>`; fires `tb-change` with `{ lang }` when a person picks a language. */
export const LanguageSelectElement = createKitElement(LanguageSelect, {
  props: { value: 'string', label: 'string', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
