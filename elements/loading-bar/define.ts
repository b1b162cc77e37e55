import type { ReadableAtom } from 'nanostores';
import { defineKitElement } from '../core/define-element.js';
import { LoadingBarElement } from './element.js';

defineKitElement('tb-loading-bar', LoadingBarElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-loading-bar': HTMLElement & { count: ReadableAtom<number>; inline: boolean; label: string };
  }
}
