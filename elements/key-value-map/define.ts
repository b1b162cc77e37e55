import { defineKitElement } from '../core/define-element.js';
import { KeyValueMapElement } from './element.js';

defineKitElement('tb-key-value-map', KeyValueMapElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-key-value-map': HTMLElement & { value: Record<string, string> | null; label: string; keyLabel: string; valueLabel: string; required: boolean; disabled: boolean };
  }
}
