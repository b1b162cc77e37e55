import { AUTHORITY_LABEL_KEYS, type Authority } from '../../sdk/catalogues/authorities.js';

/** The signed-in person as the user menu needs them. */
export interface UserMenuUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  authority?: Authority | string | null;
}

/** Routes the menu's entries lead to. */
export type UserMenuRoute = 'profile' | 'security';

/** The menu is shown for a known user whose authority is not ANONYMOUS. */
export function showsUserMenu(user: UserMenuUser | null | undefined): user is UserMenuUser {
  return !!user && !!user.authority && user.authority !== 'ANONYMOUS';
}

/** First name plus last name, or the e-mail when both are empty. */
export function userDisplayName(user: UserMenuUser): string {
  const name = [user.firstName, user.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || (user.email ?? '');
}

/** Translation key of the role label (user.sys-admin, user.tenant-admin, user.customer), or null for other authorities. */
export function roleLabelKey(authority: UserMenuUser['authority']): string | null {
  return (AUTHORITY_LABEL_KEYS as Record<string, string>)[authority ?? ''] ?? null;
}
