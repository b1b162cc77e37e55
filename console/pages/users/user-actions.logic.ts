import type { Authority } from '../../../sdk/catalogues/authorities.js';

/** A user as the actions need it: id, e-mail, role and the server-kept `additionalInfo.userCredentialsEnabled`. */
export interface ActionUser {
  id: string;
  email: string;
  authority: string | undefined;
  additionalInfo?: { userCredentialsEnabled?: unknown } | null;
}

/** Whether a user's account is enabled: the server keeps `additionalInfo.userCredentialsEnabled` true while it is (protocol §6.2). */
export function credentialsEnabled(user: Pick<ActionUser, 'additionalInfo'>): boolean {
  return user.additionalInfo?.userCredentialsEnabled === true;
}

/** The call enabling or disabling a user's account. */
export function credentialsEnabledPath(userId: string): string {
  return `/api/user/${encodeURIComponent(userId)}/userCredentialsEnabled`;
}

/**
 * Whether the signed-in role may log in as a user (console-core §6): the system administrator as a tenant
 * administrator, a tenant administrator as a customer user, and only while the server allows token access
 * (`GET /api/user/tokenAccessEnabled`).
 */
export function canLoginAs(authority: Authority | undefined, target: string | undefined, tokenAccessEnabled: boolean): boolean {
  if (!tokenAccessEnabled) return false;
  return (authority === 'SYS_ADMIN' && target === 'TENANT_ADMIN') || (authority === 'TENANT_ADMIN' && target === 'CUSTOMER_USER');
}

/** Whether the signed-in user may enable or disable an account: any but its own (disabling it would lock the person out mid-session). */
export function canToggleCredentials(signedInUserId: string | undefined, user: Pick<ActionUser, 'id'>): boolean {
  return !!user.id && user.id !== signedInUserId;
}

/** An entity row of the users list as the actions need it. */
export function actionUserOf(row: Record<string, unknown>): ActionUser {
  const id = (row.id as { id?: string } | undefined)?.id ?? '';
  return { id, email: String(row.email ?? ''), authority: typeof row.authority === 'string' ? row.authority : undefined, additionalInfo: row.additionalInfo as ActionUser['additionalInfo'] };
}
