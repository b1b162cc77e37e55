import { defineKitElement } from '../core/define-element.js';
import { UserMenuElement } from './element.js';
import type { UserMenuUser } from './user-menu.logic.js';

defineKitElement('tb-user-menu', UserMenuElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-user-menu': HTMLElement & { user: UserMenuUser | null; displayUserInfo: boolean };
  }
}
