import { defineKitElement } from '../core/define-element.js';
import { EntityAutocompleteElement } from './element.js';

defineKitElement('tb-entity-autocomplete', EntityAutocompleteElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-entity-autocomplete': HTMLElement & {
      entityType: string;
      value: string | null;
      subType: string | null;
      excludeEntityIds: string[] | null;
      label: string;
      placeholder: string;
      baseUrl: string;
      required: boolean;
      disabled: boolean;
    };
  }
}
