import { defineKitElement } from '../core/define-element.js';
import type { ContactValue } from './contact-form.logic.js';
import { ContactFormElement } from './element.js';

defineKitElement('tb-contact-form', ContactFormElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-contact-form': HTMLElement & { value: Partial<ContactValue> | null; disabled: boolean };
  }
}
