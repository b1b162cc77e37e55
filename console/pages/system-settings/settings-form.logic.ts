import { isEmail } from '../../auth-logic/email.js';

/** A problem of one field: a message key of the `syssettings` namespace and the values it names. */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

/** Problems of a form by field; a field without a problem is absent. */
export type FormErrors<F> = Partial<Record<keyof F & string, FieldError>>;

/** The message of a required field left empty. */
export const REQUIRED: FieldError = { key: 'syssettings:error.required' };

/** A stored value shown as text (numbers and strings as they are, anything else empty). */
export const textOf = (value: unknown): string => (typeof value === 'number' || typeof value === 'string' ? String(value) : '');

/** A stored flag (anything but `true` is off). */
export const flagOf = (value: unknown): boolean => value === true;

/** One of the allowed values, or the fallback. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/**
 * The problem of a whole number typed as text: required when empty (if asked), otherwise a whole number
 * within `min`…`max` (no upper bound when `max` is absent).
 */
export function integerError(text: string, min: number, max?: number, required = true): FieldError | null {
  const value = text.trim();
  if (value === '') return required ? REQUIRED : null;
  const n = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  const inRange = Number.isSafeInteger(n) && n >= min && (max === undefined || n <= max);
  if (inRange) return null;
  return max === undefined ? { key: 'syssettings:error.integer-min', values: { min } } : { key: 'syssettings:error.integer-range', values: { min, max } };
}

/** A whole number typed as text as the server takes it (null when empty). */
export function integerOf(text: string): number | null {
  const value = text.trim();
  return value === '' ? null : Number(value);
}

/** Whether a text is an absolute http or https URL with a host. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

/** The problem of an e-mail address field: required when empty (if asked), otherwise an address. */
export function emailFieldError(text: string, required: boolean): FieldError | null {
  const value = text.trim();
  if (value === '') return required ? REQUIRED : null;
  return isEmail(value) ? null : { key: 'syssettings:error.email' };
}

/** A text field that must not be empty. */
export const requiredError = (text: string): FieldError | null => (text.trim() === '' ? REQUIRED : null);

/** Keeps only the problems that are set. */
export function errorsOf<F>(entries: Array<[keyof F & string, FieldError | null | false | undefined]>): FormErrors<F> {
  const out: FormErrors<F> = {};
  for (const [field, error] of entries) if (error) out[field] = error;
  return out;
}

/** Whether a form differs from the one last loaded or saved. */
export function formChanged<F>(form: F, saved: F): boolean {
  return JSON.stringify(form) !== JSON.stringify(saved);
}

/** An E.164 international phone number, as the server's test SMS takes it: + then up to 15 digits, not starting with 0. */
export const E164 = /^\+[1-9]\d{1,14}$/;
