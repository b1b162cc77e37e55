import { defineKitElement } from '../core/define-element.js';
import { ShortcutsOverlayElement } from './element.js';

defineKitElement('tb-shortcuts-overlay', ShortcutsOverlayElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-shortcuts-overlay': HTMLElement;
  }
}
