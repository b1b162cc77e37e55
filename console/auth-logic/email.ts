/** Message shown under an e-mail field whose value is not an address. */
export const INVALID_EMAIL_KEY = 'user.invalid-email-format';

/** Message shown under an e-mail field left empty where one is required. */
export const EMAIL_REQUIRED_KEY = 'user.email-required';

// The "valid e-mail address" production of the HTML standard, with its length limits (254 overall, 64 before @).
const EMAIL = /^(?=.{1,254}$)(?=.{1,64}@)[\w.!#$%&'*+/=?^`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether a value is an e-mail address; an empty value counts as valid (requiredness is checked apart). */
export function isEmail(value: string): boolean {
  return value === '' || EMAIL.test(value);
}

/** The error of an e-mail field: required when empty (if asked), format when not an address, else null. */
export function emailError(value: string, required = false): typeof INVALID_EMAIL_KEY | typeof EMAIL_REQUIRED_KEY | null {
  const trimmed = value.trim();
  if (!trimmed) return required ? EMAIL_REQUIRED_KEY : null;
  return isEmail(trimmed) ? null : INVALID_EMAIL_KEY;
}
