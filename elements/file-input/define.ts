import { defineKitElement } from '../core/define-element.js';
import { FileInputElement } from './element.js';

defineKitElement('tb-file-input', FileInputElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-file-input': HTMLElement & { label: string; allowedExtensions: string; required: boolean; requiredAsError: boolean; disabled: boolean };
  }
}
