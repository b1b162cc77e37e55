import { defineKitElement } from '../core/define-element.js';
import { EntitySubtypeListElement } from './element.js';

defineKitElement('tb-entity-subtype-list', EntitySubtypeListElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-entity-subtype-list': HTMLElement & { entityType: string; value: string[] | null; label: string; baseUrl: string; required: boolean; disabled: boolean };
  }
}
