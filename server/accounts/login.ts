import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { ApiError, ERROR_CODE, unauthorized } from '../http/errors.js';
import { writeAudit } from '../entities/audit.js';
import { isUuid } from '../db/ids.js';
import type { UserRow } from './json.js';
import { getSecuritySettings, isPasswordExpired } from './security.js';
import { sendLockoutMail } from './mail.js';
import {
  findCredentials, findUserByEmail, findUserById, increaseFailedAttempts, issueResetToken, passwordMatches,
  resetFailedAttempts, setCredentialsEnabled, setLastLoginTs,
} from './users.js';
import type { ClientInfo } from '../auth/client-info.js';
import { auditUserOf, publicSessionUser, sessionUserOf, type SessionUser } from './session-user.js';

/** Message of every failed sign-in that must not tell whether the account exists. */
export const BAD_CREDENTIALS = 'Invalid username or password';
/** Message of a sign-in by a user whose credentials are disabled. */
export const NOT_ACTIVE = 'User account is not active';
/** Message of the sign-in that locks an account after too many failures. */
export const LOCKED = 'User account is locked due to security policy';

/** Writes a LOGIN (or LOGOUT) audit record, marked failed when `failure` is given; sets lastLoginTs on success. */
export async function logLogin(ctx: ServerContext, q: Queryable, user: SessionUser, client: ClientInfo | null, failure?: string,
  actionType: 'LOGIN' | 'LOGOUT' = 'LOGIN'): Promise<void> {
  await writeAudit(q, {
    user: auditUserOf(user), entityId: { entityType: 'USER', id: user.id }, entityName: user.email,
    actionType, actionData: client ?? undefined, failure,
  }, ctx.now());
  if (actionType === 'LOGIN' && !failure && !user.isPublic) await setLastLoginTs(q, user.id, ctx.now());
}

/**
 * Disables a user's credentials, records a LOCKOUT and tells the lockout notification address.
 * Tokens already issued stay valid (as in ThingsBoard, a lockout is not a credentials event).
 */
export async function lockAccount(ctx: ServerContext, q: Queryable, user: SessionUser, attempts: number): Promise<void> {
  await setCredentialsEnabled(q, user.id, false);
  await writeAudit(q, {
    user: auditUserOf(user), entityId: { entityType: 'USER', id: user.id }, entityName: user.email,
    actionType: 'LOCKOUT', actionData: { failedAttempts: attempts },
  }, ctx.now());
  const { userLockoutNotificationEmail } = await getSecuritySettings(q);
  if (userLockoutNotificationEmail) await sendLockoutMail(ctx, q, userLockoutNotificationEmail, user.email, attempts);
}

async function checkPassword(ctx: ServerContext, row: UserRow, password: string): Promise<SessionUser> {
  const db = ctx.db;
  const cred = await findCredentials(db, row.id);
  if (!cred) throw unauthorized(BAD_CREDENTIALS);
  const user = sessionUserOf(row, cred.enabled);
  if (!(await passwordMatches(password, cred.password))) {
    const failed = await increaseFailedAttempts(db, row.id);
    const max = (await getSecuritySettings(db)).maxFailedLoginAttempts;
    if (max !== null && max > 0 && failed > max && cred.enabled) {
      await lockAccount(ctx, db, user, max);
      throw unauthorized(LOCKED);
    }
    throw unauthorized(BAD_CREDENTIALS);
  }
  if (!cred.enabled) throw unauthorized(NOT_ACTIVE);
  await resetFailedAttempts(db, row.id);
  const { passwordPolicy } = await getSecuritySettings(db);
  if (isPasswordExpired(passwordPolicy, cred.created_time, ctx.now())) {
    const resetToken = await issueResetToken(db, cred.id);
    throw new ApiError(401, 'User password expired!', ERROR_CODE.CREDENTIALS_EXPIRED, { resetToken });
  }
  return user;
}

/**
 * Checks a username and password: counts failures (locking the account past the configured
 * maximum), refuses disabled accounts and expired passwords; failures of known users are audited.
 */
export async function authenticatePassword(ctx: ServerContext, username: string, password: string, client: ClientInfo): Promise<SessionUser> {
  const row = await findUserByEmail(ctx.db, username);
  if (!row) throw unauthorized(BAD_CREDENTIALS);
  try {
    return await checkPassword(ctx, row, password);
  } catch (err) {
    await logLogin(ctx, ctx.db, sessionUserOf(row, false), client, err instanceof Error ? err.message : 'Authentication failed');
    throw err;
  }
}

/** The public user of a customer whose additional info marks it public; 401 otherwise. */
export async function authenticatePublic(q: Queryable, publicId: string): Promise<SessionUser> {
  if (!isUuid(publicId)) throw unauthorized(BAD_CREDENTIALS);
  const customer = await q.one<{ id: string; tenant_id: string; additional_info: { isPublic?: unknown } | null }>(
    'SELECT id, tenant_id, additional_info FROM customer WHERE id = $1', [publicId.toLowerCase()]);
  if (!customer || customer.additional_info?.isPublic !== true) throw unauthorized(BAD_CREDENTIALS);
  return publicSessionUser(customer);
}

/** Re-reads the user a refresh token names: 401 when the user or its credentials are gone or disabled. */
export async function authenticateRefresh(q: Queryable, userId: string): Promise<SessionUser> {
  const row = isUuid(userId) ? await findUserById(q, userId) : undefined;
  if (!row) throw unauthorized(BAD_CREDENTIALS);
  const cred = await findCredentials(q, row.id);
  if (!cred) throw unauthorized(BAD_CREDENTIALS);
  if (!cred.enabled) throw unauthorized(NOT_ACTIVE);
  return sessionUserOf(row, true);
}
