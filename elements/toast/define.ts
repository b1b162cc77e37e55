import { defineKitElement } from '../core/define-element.js';
import { ToastHostElement } from './element.js';

defineKitElement('tb-toast-host', ToastHostElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-toast-host': HTMLElement & { target: string };
  }
}
