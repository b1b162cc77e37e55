import assert from 'node:assert/strict';
import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import bcrypt from 'bcryptjs';
import type { TestServer, CallResult } from '../support/server.js';
import { newId } from '../../server/db/ids.js';
import { NULL_UUID } from '../../server/auth/types.js';

/** The demo tenant admin, customer user and system administrator credentials. */
export const SYSADMIN = ['sysadmin@thingsboard.org', 'sysadmin'] as const;
export const TENANT = ['tenant@thingsboard.org', 'tenant'] as const;
export const CUSTOMER = ['customer@thingsboard.org', 'customer'] as const;

/** Asserts a ThingsBoard error answer: status, errorCode and (when given) the exact message. */
export function assertError(res: CallResult, status: number, errorCode: number, message?: string | RegExp): void {
  assert.equal(res.status, status, `expected ${status}, got ${res.status}: ${res.text}`);
  assert.equal(res.body?.errorCode, errorCode, res.text);
  assert.equal(res.body?.status, status, res.text);
  if (typeof message === 'string') assert.equal(res.body?.message, message);
  else if (message) assert.match(String(res.body?.message), message);
}

/** The claims of a token, unverified. */
export const claimsOf = (token: string): JWTPayload & Record<string, unknown> => decodeJwt(token) as JWTPayload & Record<string, unknown>;

/** The same token re-signed as if issued `seconds` earlier (to stand for a token issued before a revocation). */
export async function backdated(server: TestServer, token: string, seconds = 10): Promise<string> {
  const claims = claimsOf(token);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS512' })
    .setIssuedAt((claims.iat ?? 0) - seconds)
    .setExpirationTime(claims.exp ?? 0)
    .sign(server.ctx.config.jwtKey);
}

/** The newest outbox message to a recipient. */
export async function lastMessage(server: TestServer, recipient: string): Promise<{ channel: string; subject: string | null; body: string } | undefined> {
  return server.ctx.db.one('SELECT channel, subject, body FROM outbox WHERE recipient = $1 ORDER BY created_time DESC, id DESC LIMIT 1', [recipient]);
}

/** Number of outbox messages to a recipient. */
export async function messageCount(server: TestServer, recipient: string): Promise<number> {
  const row = await server.ctx.db.one<{ n: string }>('SELECT count(*) AS n FROM outbox WHERE recipient = $1', [recipient]);
  return Number(row?.n ?? 0);
}

/** Extracts the first link of a mail body. */
export function linkIn(body: string): string {
  const m = /https?:\/\/\S+/.exec(body);
  assert.ok(m, `no link in ${body}`);
  return m[0];
}

/** Inserts an enabled user straight into the database (bcrypt cost 4) and answers its id. */
export async function insertUser(server: TestServer, u: {
  email: string; password?: string; authority?: string; tenantId?: string; customerId?: string; enabled?: boolean;
}): Promise<string> {
  const id = newId();
  await server.ctx.db.query(
    `INSERT INTO tb_user (id, created_time, tenant_id, customer_id, email, authority, first_name, last_name, additional_info)
     VALUES ($1,$2,$3,$4,$5,$6,'Test','User','{}')`,
    [id, Date.now(), u.tenantId ?? NULL_UUID, u.customerId ?? NULL_UUID, u.email, u.authority ?? 'TENANT_ADMIN']);
  await server.ctx.db.query('INSERT INTO user_credentials (id, created_time, user_id, enabled, password) VALUES ($1,$2,$3,$4,$5)',
    [newId(), Date.now(), id, u.enabled ?? true, await bcrypt.hash(u.password ?? 'password1', 4)]);
  return id;
}

/** Audit records of an entity, newest first. */
export async function auditOf(server: TestServer, entityId: string): Promise<Array<{ action_type: string; action_status: string; user_name: string | null }>> {
  return server.ctx.db.query('SELECT action_type, action_status, user_name FROM audit_log WHERE entity_id = $1 ORDER BY created_time DESC', [entityId]);
}

/** Stores security settings as the system administrator and checks the answer. */
export async function putSecuritySettings(server: TestServer, sysadminToken: string, settings: Record<string, unknown>): Promise<void> {
  const res = await server.call('POST', '/api/admin/securitySettings', { token: sysadminToken, body: settings });
  assert.equal(res.status, 200, res.text);
}

/** The security settings in force before anyone saves them. */
export const DEFAULT_SECURITY = {
  passwordPolicy: {
    minimumLength: 6, minimumUppercaseLetters: null, minimumLowercaseLetters: null, minimumDigits: null, minimumSpecialCharacters: null,
    allowWhitespaces: true, passwordExpirationPeriodDays: null, passwordReuseFrequencyDays: null,
  },
  maxFailedLoginAttempts: null,
  userLockoutNotificationEmail: null,
};
