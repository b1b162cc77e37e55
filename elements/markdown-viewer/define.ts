import { defineKitElement } from '../core/define-element.js';
import { MarkdownViewerElement } from './element.js';

defineKitElement('tb-markdown', MarkdownViewerElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-markdown': HTMLElement & { markdown: string; fallbackToPlain: boolean };
  }
}
