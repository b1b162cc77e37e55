import { defineKitElement } from '../core/define-element.js';
import { EntityKeysListElement } from './element.js';

defineKitElement('tb-entity-keys-list', EntityKeysListElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-entity-keys-list': HTMLElement & {
      entityType: string | null;
      entityId: string | null;
      keyType: 'timeseries' | 'attributes';
      value: string[] | null;
      label: string;
      baseUrl: string;
      required: boolean;
      disabled: boolean;
    };
  }
}
