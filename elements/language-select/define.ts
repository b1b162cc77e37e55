import { defineKitElement } from '../core/define-element.js';
import { LanguageSelectElement } from './element.js';

defineKitElement('tb-language-select', LanguageSelectElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-language-select': HTMLElement & { value: string; label: string; disabled: boolean };
  }
}
