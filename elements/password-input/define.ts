import { defineKitElement } from '../core/define-element.js';
import { PasswordInputElement } from './element.js';

defineKitElement('tb-password-input', PasswordInputElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-password-input': HTMLElement;
  }
}
