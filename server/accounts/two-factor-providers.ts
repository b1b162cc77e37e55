import { randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { badRequest } from '../http/errors.js';
import { objectBody } from '../http/validate.js';
import { isEmail } from './input.js';
import type { AccountConfig } from './two-factor-accounts.js';
import { PROVIDER_TYPES, type ProviderConfig, type ProviderType } from './two-factor-settings.js';

/** Length of the codes sent by SMS and e-mail. */
export const OTP_LENGTH = 6;
/** Length of each backup code (lowercase hex). */
export const BACKUP_CODE_LENGTH = 8;

const invalid = (what: string) => badRequest(`Validation error: ${what}`);

/** Builds the otpauth URL of a TOTP secret: `otpauth://totp/<issuer>:<email>?issuer=<issuer>&secret=<base32>`. */
export function totpAuthUrl(issuer: string, email: string, secretBase32: string): string {
  const enc = (s: string) => encodeURIComponent(s).replace(/%40/g, '@');
  return `otpauth://totp/${enc(issuer)}:${enc(email)}?issuer=${enc(issuer)}&secret=${secretBase32}`;
}

/** The base32 secret of an otpauth TOTP URL; undefined when the URL is not one. */
export function totpSecretOf(authUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(authUrl);
  } catch (_err) {
    return undefined;
  }
  if (url.protocol !== 'otpauth:' || url.host !== 'totp' || url.pathname.length < 2) return undefined;
  const secret = url.searchParams.get('secret') ?? '';
  return /^[A-Z2-7]{16,128}=*$/i.test(secret) ? secret.toUpperCase() : undefined;
}

/** True when a 6-digit code matches the TOTP secret now or one 30-second step either side. */
export function totpCodeMatches(authUrl: string, code: string, now: number): boolean {
  const secret = totpSecretOf(authUrl);
  if (!secret) return false;
  return TOTP.validate({ token: code, secret: Secret.fromBase32(secret), digits: OTP_LENGTH, period: 30, timestamp: now, window: 1 }) !== null;
}

function backupCodes(quantity: number): string[] {
  const codes = new Set<string>();
  while (codes.size < quantity) codes.add(randomBytes(BACKUP_CODE_LENGTH / 2).toString('hex'));
  return [...codes];
}

/** A random numeric one-time code. */
export const randomOtp = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** A new, not yet saved account config: a fresh TOTP secret, the user's e-mail, fresh backup codes. */
export function generateAccountConfig(type: ProviderType, provider: ProviderConfig, email: string): AccountConfig {
  switch (type) {
    case 'TOTP': {
      const secret = new Secret({ size: 20 }).base32;
      return { providerType: 'TOTP', useByDefault: false, authUrl: totpAuthUrl(provider.issuerName ?? 'ThingsBoard', email, secret) };
    }
    case 'SMS': return { providerType: 'SMS', useByDefault: false };
    case 'EMAIL': return { providerType: 'EMAIL', useByDefault: false, email };
    case 'BACKUP_CODE': return { providerType: 'BACKUP_CODE', useByDefault: false, codes: backupCodes(provider.codesQuantity ?? 10) };
  }
}

function text(body: Record<string, unknown>, field: string, max = 255): string {
  const v = body[field];
  if (typeof v !== 'string' || v.trim() === '') throw invalid(`${field} must not be blank`);
  if (v.length > max) throw invalid(`${field} length must be equal or less than ${max}`);
  return v;
}

function parseCodes(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) throw invalid('codes must not be empty');
  if (value.length > 1000) throw invalid('codes must hold at most 1000 codes');
  for (const c of value) {
    if (typeof c !== 'string' || !/^[0-9a-f]{8}$/.test(c)) throw invalid('codes must be 8 lowercase hexadecimal characters each');
  }
  return [...new Set(value as string[])];
}

/** Reads and validates a TwoFaAccountConfig body (the shape depends on `providerType`). */
export function parseAccountConfig(raw: unknown): AccountConfig {
  const body = objectBody(raw);
  const type = body.providerType as ProviderType;
  if (!PROVIDER_TYPES.includes(type)) throw invalid(`providerType must be one of ${PROVIDER_TYPES.join(', ')}`);
  const useByDefault = body.useByDefault ?? false;
  if (typeof useByDefault !== 'boolean') throw invalid('useByDefault must be a boolean');
  switch (type) {
    case 'TOTP': {
      const authUrl = text(body, 'authUrl', 1024);
      if (!totpSecretOf(authUrl)) throw invalid('authUrl is not a valid otpauth TOTP URL');
      return { providerType: type, useByDefault, authUrl };
    }
    case 'SMS': {
      const phoneNumber = text(body, 'phoneNumber', 32);
      if (!/^\+[1-9]\d{1,14}$/.test(phoneNumber)) throw invalid('phoneNumber must be in E.164 format');
      return { providerType: type, useByDefault, phoneNumber };
    }
    case 'EMAIL': {
      const email = text(body, 'email');
      if (!isEmail(email)) throw invalid('email is not a valid e-mail address');
      return { providerType: type, useByDefault, email };
    }
    case 'BACKUP_CODE':
      return { providerType: type, useByDefault, codes: parseCodes(body.codes) };
  }
}

/** Where a code for this config goes (phone number or e-mail), or null for TOTP and backup codes. */
export const contactOf = (config: AccountConfig): string | null => config.phoneNumber ?? (config.providerType === 'EMAIL' ? config.email ?? null : null);

/** Masks all but `seen` characters at each end of `s[start, end)`, masking everything when the part is short. */
export function obfuscate(s: string, seen: number, start: number, end: number): string {
  const part = s.slice(start, end);
  const masked = part.length <= seen * 2
    ? '*'.repeat(part.length)
    : part.slice(0, seen) + '*'.repeat(part.length - seen * 2) + part.slice(part.length - seen);
  return s.slice(0, start) + masked + s.slice(end);
}

/** The contact shown on the second-factor screen: e-mail local part or phone digits masked. */
export function maskedContact(config: AccountConfig): string | null {
  if (config.providerType === 'SMS' && config.phoneNumber) {
    const p = config.phoneNumber;
    return obfuscate(p, 2, p.indexOf('+') + 1, p.length);
  }
  if (config.providerType === 'EMAIL' && config.email) {
    const e = config.email;
    return obfuscate(e, 2, 0, Math.max(e.indexOf('@'), 0));
  }
  return null;
}
