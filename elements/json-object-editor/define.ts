import { defineKitElement } from '../core/define-element.js';
import { JsonObjectEditorElement } from './element.js';

defineKitElement('tb-json-object-editor', JsonObjectEditorElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-json-object-editor': HTMLElement & {
      value: Record<string, unknown> | null;
      label: string;
      required: boolean;
      disabled: boolean;
      readonly: boolean;
      validateOnChange: boolean;
    };
  }
}
