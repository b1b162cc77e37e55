import { createKitElement } from '../core/define-element.js';
import { UserMenu } from './user-menu.js';

/**
 * `<tb-user-menu display-user-info>` with the `user` property ({ firstName, lastName, email, authority }); fires
 * `tb-navigate` with `{ route: 'profile' | 'security' }` and `tb-logout`.
 */
export const UserMenuElement = createKitElement(UserMenu, {
  props: { user: 'property', displayUserInfo: 'boolean' },
  events: { 'tb-navigate': 'onNavigate', 'tb-logout': 'onLogout' },
});
