import { defineKitElement } from '../core/define-element.js';
import { EntityTypeSelectElement } from './element.js';

defineKitElement('tb-entity-type-select', EntityTypeSelectElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-entity-type-select': HTMLElement & { value: string | null; allowedEntityTypes: string[] | null; label: string; required: boolean; disabled: boolean };
  }
}
