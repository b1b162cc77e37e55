import { defineKitElement } from '../core/define-element.js';
import { RelationTypePickerElement } from './element.js';

defineKitElement('tb-relation-type-picker', RelationTypePickerElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-relation-type-picker': HTMLElement & { value: string | null; relationTypes: string[] | null; label: string; required: boolean; disabled: boolean };
  }
}
