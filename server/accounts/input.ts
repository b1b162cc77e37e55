import { randomBytes } from 'node:crypto';
import { badRequest } from '../http/errors.js';
import { optionalText } from '../http/validate.js';

const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** True when `value` looks like an e-mail address (local part, `@`, domain with a top-level part). */
export const isEmail = (value: string): boolean => EMAIL_RE.test(value);

/** Throws 400 unless `value` is an e-mail address. */
export function assertEmail(value: string): void {
  if (!isEmail(value)) throw badRequest(`Invalid email address format '${value}'!`);
}

/** Address and contact fields shared by tenants and customers. */
export interface ContactFields {
  country: string | null; state: string | null; city: string | null; address: string | null; address2: string | null;
  zip: string | null; phone: string | null; email: string | null;
}

/** Reads the contact fields of a tenant or customer body; a non-empty e-mail must be well formed. */
export function contactFields(body: Record<string, unknown>): ContactFields {
  const fields: ContactFields = {
    country: optionalText(body, 'country'), state: optionalText(body, 'state'), city: optionalText(body, 'city'),
    address: optionalText(body, 'address'), address2: optionalText(body, 'address2'), zip: optionalText(body, 'zip'),
    phone: optionalText(body, 'phone'), email: optionalText(body, 'email'),
  };
  if (fields.email) assertEmail(fields.email);
  return fields;
}

/** Reads `additionalInfo`: a JSON object or null; anything else is a 400. */
export function additionalInfoOf(body: Record<string, unknown>, field = 'additionalInfo'): Record<string, unknown> | null {
  const v = body[field];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'object' || Array.isArray(v)) throw badRequest(`${field} must be a JSON object`);
  return v as Record<string, unknown>;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random alphanumeric token (activation and reset tokens are 30 characters). */
export function randomToken(length = 30): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (const b of bytes) {
    // Rejection sampling keeps every character equally likely.
    if (b >= 248) continue;
    out += ALPHANUMERIC[b % ALPHANUMERIC.length];
    if (out.length === length) return out;
  }
  return out + randomToken(length - out.length);
}

/** The value of an integer field that may be null; 400 when it is another type or below `min`. */
export function nullableInt(body: Record<string, unknown>, field: string, min = 0, max = 2147483647): number | null {
  const v = body[field];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'number' || !Number.isInteger(v)) throw badRequest(`${field} must be an integer`);
  if (v < min || v > max) throw badRequest(`${field} must be between ${min} and ${max}`);
  return v;
}

/** The value of a boolean field that may be null; 400 when it is another type. */
export function nullableBool(body: Record<string, unknown>, field: string): boolean | null {
  const v = body[field];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'boolean') throw badRequest(`${field} must be a boolean`);
  return v;
}
