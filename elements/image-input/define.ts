import { defineKitElement } from '../core/define-element.js';
import { ImageInputElement } from './element.js';

defineKitElement('tb-image-input', ImageInputElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-image-input': HTMLElement & {
      value: string | null;
      images: string[] | null;
      multiple: boolean;
      label: string;
      maxSizeByte: number | null;
      required: boolean;
      disabled: boolean;
    };
  }
}
