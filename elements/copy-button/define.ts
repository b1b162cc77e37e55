import { defineKitElement } from '../core/define-element.js';
import { CopyButtonElement } from './element.js';

defineKitElement('tb-copy-button', CopyButtonElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-copy-button': HTMLElement & { text: string; label: string; disabled: boolean };
  }
}
