import bcrypt from 'bcryptjs';
import type { Queryable } from '../db/db.js';
import { badRequest } from '../http/errors.js';
import { objectBody } from '../http/validate.js';
import { getSetting, putSetting } from '../settings/store.js';
import { assertEmail, nullableBool, nullableInt } from './input.js';

/** Password rules of the platform (every number nullable: null means "no rule"). */
export interface UserPasswordPolicy {
  minimumLength: number | null;
  minimumUppercaseLetters: number | null;
  minimumLowercaseLetters: number | null;
  minimumDigits: number | null;
  minimumSpecialCharacters: number | null;
  allowWhitespaces: boolean | null;
  passwordExpirationPeriodDays: number | null;
  passwordReuseFrequencyDays: number | null;
}

/** Platform security settings (admin settings key `securitySettings`). */
export interface SecuritySettings {
  passwordPolicy: UserPasswordPolicy;
  maxFailedLoginAttempts: number | null;
  userLockoutNotificationEmail: string | null;
}

/** Settings key the security settings are stored under. */
export const SECURITY_SETTINGS_KEY = 'securitySettings';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The policy in force before a system administrator saves one: at least 6 characters. */
export function defaultSecuritySettings(): SecuritySettings {
  return {
    passwordPolicy: {
      minimumLength: 6, minimumUppercaseLetters: null, minimumLowercaseLetters: null, minimumDigits: null,
      minimumSpecialCharacters: null, allowWhitespaces: true, passwordExpirationPeriodDays: null, passwordReuseFrequencyDays: null,
    },
    maxFailedLoginAttempts: null,
    userLockoutNotificationEmail: null,
  };
}

function parsePolicy(raw: unknown): UserPasswordPolicy {
  const body = objectBody(raw ?? {});
  return {
    minimumLength: nullableInt(body, 'minimumLength', 0, 1000),
    minimumUppercaseLetters: nullableInt(body, 'minimumUppercaseLetters', 0, 1000),
    minimumLowercaseLetters: nullableInt(body, 'minimumLowercaseLetters', 0, 1000),
    minimumDigits: nullableInt(body, 'minimumDigits', 0, 1000),
    minimumSpecialCharacters: nullableInt(body, 'minimumSpecialCharacters', 0, 1000),
    allowWhitespaces: nullableBool(body, 'allowWhitespaces'),
    passwordExpirationPeriodDays: nullableInt(body, 'passwordExpirationPeriodDays', 0, 100000),
    passwordReuseFrequencyDays: nullableInt(body, 'passwordReuseFrequencyDays', 0, 100000),
  };
}

/** Reads a SecuritySettings body, answering 400 naming the field for wrong types. */
export function parseSecuritySettings(raw: unknown): SecuritySettings {
  const body = objectBody(raw);
  const email = body.userLockoutNotificationEmail;
  if (email !== undefined && email !== null && typeof email !== 'string') throw badRequest('userLockoutNotificationEmail must be a string');
  if (typeof email === 'string' && email.length > 255) throw badRequest('userLockoutNotificationEmail length must be equal or less than 255');
  if (typeof email === 'string' && email.trim() !== '') assertEmail(email.trim());
  const policy = body.passwordPolicy;
  if (policy !== undefined && policy !== null && (typeof policy !== 'object' || Array.isArray(policy))) {
    throw badRequest('passwordPolicy must be a JSON object');
  }
  return {
    passwordPolicy: policy ? parsePolicy(policy) : defaultSecuritySettings().passwordPolicy,
    maxFailedLoginAttempts: nullableInt(body, 'maxFailedLoginAttempts', 0, 1000000),
    userLockoutNotificationEmail: typeof email === 'string' && email.trim() !== '' ? email.trim() : null,
  };
}

/** The stored security settings, or the defaults when none were saved. */
export async function getSecuritySettings(q: Queryable): Promise<SecuritySettings> {
  const stored = await getSetting<Partial<SecuritySettings>>(q, SECURITY_SETTINGS_KEY);
  if (!stored) return defaultSecuritySettings();
  const defaults = defaultSecuritySettings();
  return {
    passwordPolicy: { ...defaults.passwordPolicy, ...(stored.passwordPolicy ?? {}) },
    maxFailedLoginAttempts: stored.maxFailedLoginAttempts ?? null,
    userLockoutNotificationEmail: stored.userLockoutNotificationEmail ?? null,
  };
}

/** Stores the security settings and answers them. */
export async function saveSecuritySettings(q: Queryable, settings: SecuritySettings, now: number): Promise<SecuritySettings> {
  await putSetting(q, SECURITY_SETTINGS_KEY, settings, undefined, now);
  return settings;
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && n > 0;

function count(password: string, re: RegExp): number {
  return (password.match(re) ?? []).length;
}

/** Every rule of `policy` the password breaks, one sentence each (empty when it complies). */
export function passwordViolations(password: string, policy: UserPasswordPolicy): string[] {
  const out: string[] = [];
  if (positive(policy.minimumLength) && [...password].length < policy.minimumLength) {
    out.push(`Password must be at least ${policy.minimumLength} characters long.`);
  }
  const rules: Array<[number | null, RegExp, string]> = [
    [policy.minimumUppercaseLetters, /[A-Z]/g, 'uppercase letter(s)'],
    [policy.minimumLowercaseLetters, /[a-z]/g, 'lowercase letter(s)'],
    [policy.minimumDigits, /[0-9]/g, 'digit(s)'],
    [policy.minimumSpecialCharacters, /[^\p{L}\p{N}\s]/gu, 'special character(s)'],
  ];
  for (const [min, re, what] of rules) {
    if (positive(min) && count(password, re) < min) out.push(`Password must contain at least ${min} ${what}.`);
  }
  if (policy.allowWhitespaces === false && /\s/u.test(password)) out.push('Password must not contain whitespace characters.');
  return out;
}

/** Password hashes with the time each was set (kept in the credentials' additional info). */
export type PasswordHistory = Record<string, string>;

/**
 * Checks a new password against the security settings: the character rules, then (when
 * `history` is given and a reuse period is set) that it was not used within that period.
 */
export async function validatePassword(q: Queryable, password: string, history: PasswordHistory | null, now: number): Promise<void> {
  if (password.length === 0) throw badRequest('Password should be specified!');
  const { passwordPolicy: policy } = await getSecuritySettings(q);
  const violations = passwordViolations(password, policy);
  if (violations.length > 0) throw badRequest(violations.join('\n'));
  if (!history || !positive(policy.passwordReuseFrequencyDays)) return;
  const since = now - policy.passwordReuseFrequencyDays * DAY_MS;
  for (const [ts, hash] of Object.entries(history)) {
    if (Number(ts) > since && (await bcrypt.compare(password, hash))) {
      throw badRequest(`Password was already used within the last ${policy.passwordReuseFrequencyDays} days`);
    }
  }
}

/** True when a password set at `setAt` is older than the policy's expiration period. */
export function isPasswordExpired(policy: UserPasswordPolicy, setAt: number, now: number): boolean {
  return positive(policy.passwordExpirationPeriodDays) && setAt + policy.passwordExpirationPeriodDays * DAY_MS < now;
}
