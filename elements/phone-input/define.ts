import { defineKitElement } from '../core/define-element.js';
import { PhoneInputElement } from './element.js';

defineKitElement('tb-phone-input', PhoneInputElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-phone-input': HTMLElement & { value: string; defaultCountry: string; label: string; placeholder: string; required: boolean; disabled: boolean };
  }
}
