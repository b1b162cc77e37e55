import { defineKitElement } from '../core/define-element.js';
import { EntityListInputElement } from './element.js';

defineKitElement('tb-entity-list-input', EntityListInputElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-entity-list-input': HTMLElement & { entityType: string; value: string[] | null; label: string; baseUrl: string; required: boolean; disabled: boolean };
  }
}
