import type { ApiSchema } from '../../../sdk/api-schema.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';
import { displayName } from '../../auth-logic/profile-form.js';
import { DESCRIPTION_FIELD, type FieldSpec } from '../entity-details/entity-form.logic.js';

/** A user as its page loads it. */
export type UserRecord = ApiSchema<'User'>;

/** The fields of the user form: e-mail (required), first and last name and a description. */
export const USER_FIELDS: readonly FieldSpec[] = [
  { path: 'email', label: 'user.email', kind: 'email', required: true, wide: true },
  { path: 'firstName', label: 'user.first-name' },
  { path: 'lastName', label: 'user.last-name' },
  DESCRIPTION_FIELD,
];

/** Whether a role may change a user: the system administrator (tenant administrators) and tenant administrators (their users). */
export function canEditUser(authority: Authority | undefined): boolean {
  return authority === 'SYS_ADMIN' || authority === 'TENANT_ADMIN';
}

/** The name a user's page shows: first and last name, or the e-mail when both are empty. */
export function userName(user: UserRecord): string {
  return displayName({ firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '' });
}

/** The line under a user's name: the e-mail, unless the name already is the e-mail. */
export function userSubtitle(user: UserRecord): string {
  const email = user.email ?? '';
  return userName(user) === email ? '' : email;
}
