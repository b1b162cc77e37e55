import { defineKitElement } from '../core/define-element.js';
import { EntityTypeListElement } from './element.js';

defineKitElement('tb-entity-type-list', EntityTypeListElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-entity-type-list': HTMLElement & { value: string[] | null; allowedEntityTypes: string[] | null; label: string; required: boolean; disabled: boolean };
  }
}
