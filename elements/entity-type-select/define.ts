import { defineKitElement } from '../core/define-element.js';
import { EntityTypeListElement, EntityTypeSelectElement } from './element.js';

defineKitElement('tb-entity-type-select', EntityTypeSelectElement);
defineKitElement('tb-entity-type-list', EntityTypeListElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-entity-type-select': HTMLElement & { value: string | null; allowedEntityTypes: string[] | null; label: string; required: boolean; disabled: boolean };
    'tb-entity-type-list': HTMLElement & { value: string[] | null; allowedEntityTypes: string[] | null; label: string; required: boolean; disabled: boolean };
  }
}
