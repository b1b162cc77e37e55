import { defineKitElement } from '../core/define-element.js';
import { EntitySubtypeAutocompleteElement } from './element.js';

defineKitElement('tb-entity-subtype-autocomplete', EntitySubtypeAutocompleteElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-entity-subtype-autocomplete': HTMLElement & { entityType: string; value: string | null; label: string; placeholder: string; baseUrl: string; required: boolean; disabled: boolean };
  }
}
