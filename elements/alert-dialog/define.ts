import { defineKitElement } from '../core/define-element.js';
import { AlertDialogElement } from './element.js';

defineKitElement('tb-alert-dialog', AlertDialogElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-alert-dialog': HTMLElement & { open: boolean; title: string; message: string; html: boolean; okLabel: string };
  }
}
