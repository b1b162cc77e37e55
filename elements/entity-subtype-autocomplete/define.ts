import { defineKitElement } from '../core/define-element.js';
import { EntitySubtypeAutocompleteElement, EntitySubtypeListElement } from './element.js';

defineKitElement('tb-entity-subtype-autocomplete', EntitySubtypeAutocompleteElement);
defineKitElement('tb-entity-subtype-list', EntitySubtypeListElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-entity-subtype-autocomplete': HTMLElement & { entityType: string; value: string | null; label: string; placeholder: string; baseUrl: string; required: boolean; disabled: boolean };
    'tb-entity-subtype-list': HTMLElement & { entityType: string; value: string[] | null; label: string; baseUrl: string; required: boolean; disabled: boolean };
  }
}
