import { defineKitElement } from '../core/define-element.js';
import { ConfirmDialogElement } from './element.js';

defineKitElement('tb-confirm-dialog', ConfirmDialogElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-confirm-dialog': HTMLElement & { open: boolean; title: string; message: string; html: boolean; okLabel: string; cancelLabel: string };
  }
}
