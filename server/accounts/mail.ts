import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { getSetting } from '../settings/store.js';
import { sendToOutbox } from '../settings/outbox.js';

interface GeneralSettings {
  baseUrl?: string;
  prohibitDifferentUrl?: boolean;
}

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();

/**
 * Base URL for links in mails: the configured `general.baseUrl` when other URLs are prohibited
 * (or no request is at hand), otherwise the scheme and host the request came in on.
 */
export async function baseUrlOf(q: Queryable, request?: FastifyRequest): Promise<string> {
  const general = await getSetting<GeneralSettings>(q, 'general');
  const configured = typeof general?.baseUrl === 'string' ? general.baseUrl.replace(/\/+$/, '') : '';
  if ((general?.prohibitDifferentUrl === true || !request) && configured) return configured;
  if (!request) return 'http://localhost:8080';
  const proto = first(request.headers['x-forwarded-proto']) ?? request.protocol;
  const host = first(request.headers['x-forwarded-host']) ?? request.headers.host ?? 'localhost';
  return `${proto}://${host}`;
}

/** Link a new user opens to set a first password. */
export const activationLink = (baseUrl: string, token: string) => `${baseUrl}/api/noauth/activate?activateToken=${token}`;
/** Link a user opens to choose a new password. */
export const resetLink = (baseUrl: string, token: string) => `${baseUrl}/api/noauth/resetPassword?resetToken=${token}`;

/** One mail for the outbox. */
interface Mail {
  to: string;
  subject: string;
  body: string;
  tenantId?: string | null;
}

const send = (ctx: ServerContext, q: Queryable, m: Mail) =>
  sendToOutbox(ctx, q, { channel: 'EMAIL', recipient: m.to, subject: m.subject, body: m.body, tenantId: m.tenantId ?? null });

/** Mails the activation link of a new account. */
export function sendActivationMail(ctx: ServerContext, q: Queryable, to: string, link: string, tenantId?: string) {
  return send(ctx, q, { to, tenantId, subject: 'Your account activation',
    body: `An account was created for you. Set your password to activate it: ${link}` });
}

/** Mails the confirmation that an account is active. */
export function sendAccountActivatedMail(ctx: ServerContext, q: Queryable, to: string, loginUrl: string) {
  return send(ctx, q, { to, subject: 'Your account is active', body: `Your account is now active. Sign in at ${loginUrl}` });
}

/** Mails a password reset link. */
export function sendResetPasswordMail(ctx: ServerContext, q: Queryable, to: string, link: string) {
  return send(ctx, q, { to, subject: 'Password reset request',
    body: `Someone asked to reset the password of this account. Choose a new password here: ${link}` });
}

/** Mails the confirmation that a password was reset. */
export function sendPasswordWasResetMail(ctx: ServerContext, q: Queryable, to: string, loginUrl: string) {
  return send(ctx, q, { to, subject: 'Your password was reset', body: `The password of your account was reset. Sign in at ${loginUrl}` });
}

/** Tells the lockout notification address that an account was locked. */
export function sendLockoutMail(ctx: ServerContext, q: Queryable, to: string, lockedEmail: string, attempts: number) {
  return send(ctx, q, { to, subject: 'User account locked',
    body: `The account ${lockedEmail} was locked after ${attempts} failed sign-in attempts.` });
}

/** Mails a second-factor verification code. */
export function sendVerificationCodeMail(ctx: ServerContext, q: Queryable, to: string, code: string, lifetimeSeconds: number) {
  return send(ctx, q, { to, subject: 'Your verification code',
    body: `Your verification code is ${code}. It is valid for ${lifetimeSeconds} seconds.` });
}
