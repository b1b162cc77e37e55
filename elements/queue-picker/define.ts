import { defineKitElement } from '../core/define-element.js';
import { QueuePickerElement } from './element.js';

defineKitElement('tb-queue-picker', QueuePickerElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-queue-picker': HTMLElement & { value: string | null; serviceType: string; label: string; baseUrl: string; required: boolean; disabled: boolean };
  }
}
