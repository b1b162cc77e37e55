import bcrypt from 'bcryptjs';
import type { Queryable } from '../db/db.js';
import { newId } from '../db/ids.js';
import { randomToken } from './input.js';
import { USER_COLUMNS, USER_FROM, type UserRow } from './json.js';
import type { PasswordHistory } from './security.js';

/** A `user_credentials` row. */
export interface CredentialsRow {
  id: string;
  created_time: number;
  user_id: string;
  enabled: boolean;
  password: string | null;
  activate_token: string | null;
  reset_token: string | null;
  additional_info: { userPasswordHistory?: PasswordHistory } | null;
}

/** bcrypt cost of stored password hashes. */
const BCRYPT_ROUNDS = 10;
/** How many previous password hashes are kept for the reuse rule. */
const HISTORY_SIZE = 24;

/** SQL of a user's additional info as an object (JSON null and SQL NULL read as `{}`). */
const INFO = "(CASE WHEN jsonb_typeof(additional_info) = 'object' THEN additional_info ELSE '{}'::jsonb END)";

/** Hashes a password for storage. */
export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_ROUNDS);

/** Compares a password with a stored hash (false when there is none). */
export const passwordMatches = async (password: string, hash: string | null) => !!hash && bcrypt.compare(password, hash);

/** A user with its credentials flag, by id. */
export function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  return q.one<UserRow>(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.id = $1`, [id]);
}

/** A user with its credentials flag, by exact e-mail. */
export function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  return q.one<UserRow>(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.email = $1`, [email]);
}

/** The credentials of a user. */
export function findCredentials(q: Queryable, userId: string): Promise<CredentialsRow | undefined> {
  return q.one<CredentialsRow>('SELECT * FROM user_credentials WHERE user_id = $1', [userId]);
}

/** Credentials holding an activation or reset token. */
export function findCredentialsByToken(q: Queryable, kind: 'activate' | 'reset', token: string): Promise<CredentialsRow | undefined> {
  if (!token) return Promise.resolve(undefined);
  return q.one<CredentialsRow>(`SELECT * FROM user_credentials WHERE ${kind}_token = $1`, [token]);
}

/** Disabled credentials with a fresh activation token for a new user. */
export async function createCredentials(q: Queryable, userId: string, now: number): Promise<string> {
  const token = randomToken();
  await q.query('INSERT INTO user_credentials (id, created_time, user_id, enabled, activate_token) VALUES ($1,$2,$3,false,$4)',
    [newId(), now, userId, token]);
  return token;
}

/** Adds one to the user's failed sign-in counter and answers the new count. */
export async function increaseFailedAttempts(q: Queryable, userId: string): Promise<number> {
  const row = await q.one<{ n: number }>(
    `UPDATE tb_user SET additional_info = jsonb_set(${INFO}, '{failedLoginAttempts}',
       to_jsonb(COALESCE((${INFO}->>'failedLoginAttempts')::int, 0) + 1))
     WHERE id = $1 RETURNING (additional_info->>'failedLoginAttempts')::int AS n`, [userId]);
  return row?.n ?? 0;
}

/** Sets the user's failed sign-in counter back to 0. */
export async function resetFailedAttempts(q: Queryable, userId: string): Promise<void> {
  await q.query(`UPDATE tb_user SET additional_info = jsonb_set(${INFO}, '{failedLoginAttempts}', '0') WHERE id = $1`, [userId]);
}

/** Records the time of a successful sign-in. */
export async function setLastLoginTs(q: Queryable, userId: string, ts: number): Promise<void> {
  await q.query(`UPDATE tb_user SET additional_info = jsonb_set(${INFO}, '{lastLoginTs}', to_jsonb($2::bigint)) WHERE id = $1`, [userId, ts]);
}

/** Enables or disables a user's credentials (mirrored in `additionalInfo.userCredentialsEnabled`); enabling clears failures. */
export async function setCredentialsEnabled(q: Queryable, userId: string, enabled: boolean): Promise<void> {
  await q.query('UPDATE user_credentials SET enabled = $2 WHERE user_id = $1', [userId, enabled]);
  const info = enabled ? `jsonb_set(${INFO}, '{failedLoginAttempts}', '0')` : INFO;
  await q.query(`UPDATE tb_user SET additional_info = jsonb_set(${info}, '{userCredentialsEnabled}', to_jsonb($2::boolean)) WHERE id = $1`,
    [userId, enabled]);
}

function withHistory(cred: CredentialsRow, hash: string, now: number) {
  const history: PasswordHistory = { ...(cred.additional_info?.userPasswordHistory ?? {}) };
  history[String(now)] = hash;
  const kept = Object.entries(history).sort(([a], [b]) => Number(b) - Number(a)).slice(0, HISTORY_SIZE);
  return { ...(cred.additional_info ?? {}), userPasswordHistory: Object.fromEntries(kept) };
}

/**
 * Stores a new password: clears the reset and activation tokens, restarts the password age and
 * remembers the hash for the reuse rule; `enable` also enables the credentials.
 */
export async function storePassword(q: Queryable, cred: CredentialsRow, password: string, now: number, enable = false): Promise<void> {
  const hash = await hashPassword(password);
  await q.query(
    `UPDATE user_credentials SET password = $2, reset_token = NULL, activate_token = NULL, created_time = $3,
       enabled = enabled OR $4, additional_info = $5 WHERE id = $1`,
    [cred.id, hash, now, enable, JSON.stringify(withHistory(cred, hash, now))],
  );
}

/** Gives the credentials a fresh reset token and answers it. */
export async function issueResetToken(q: Queryable, credentialsId: string): Promise<string> {
  const token = randomToken();
  await q.query('UPDATE user_credentials SET reset_token = $2 WHERE id = $1', [credentialsId, token]);
  return token;
}
