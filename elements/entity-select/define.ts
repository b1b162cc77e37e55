import { defineKitElement } from '../core/define-element.js';
import { EntitySelectElement } from './element.js';

defineKitElement('tb-entity-select', EntitySelectElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-entity-select': HTMLElement & {
      value: { entityType: string; id: string } | null;
      allowedEntityTypes: string[] | null;
      fixedEntityType: string | null;
      baseUrl: string;
      required: boolean;
      disabled: boolean;
    };
  }
}
