import { emailFieldError, errorsOf, integerError, integerOf, textOf, type FormErrors } from './settings-form.logic.js';

/** Bounds of the password policy's minimum length (ThingsBoard's security settings form). */
export const MIN_PASSWORD_LENGTH = { min: 6, max: 50 } as const;
/** Upper bound of each minimum character count (no more than the longest minimum length). */
export const MAX_CHARACTER_COUNT = 50;

/** The security settings form; numbers as typed, empty meaning "no rule". */
export interface SecurityForm {
  minimumLength: string;
  minimumUppercaseLetters: string;
  minimumLowercaseLetters: string;
  minimumDigits: string;
  minimumSpecialCharacters: string;
  allowWhitespaces: boolean;
  passwordExpirationPeriodDays: string;
  passwordReuseFrequencyDays: string;
  maxFailedLoginAttempts: string;
  userLockoutNotificationEmail: string;
}

type Json = Record<string, unknown>;

/** The form showing `GET /api/admin/securitySettings`. */
export function securityFormOf(json: Json | undefined): SecurityForm {
  const policy = (json?.passwordPolicy ?? {}) as Json;
  return {
    minimumLength: textOf(policy.minimumLength),
    minimumUppercaseLetters: textOf(policy.minimumUppercaseLetters),
    minimumLowercaseLetters: textOf(policy.minimumLowercaseLetters),
    minimumDigits: textOf(policy.minimumDigits),
    minimumSpecialCharacters: textOf(policy.minimumSpecialCharacters),
    allowWhitespaces: policy.allowWhitespaces !== false,
    passwordExpirationPeriodDays: textOf(policy.passwordExpirationPeriodDays),
    passwordReuseFrequencyDays: textOf(policy.passwordReuseFrequencyDays),
    maxFailedLoginAttempts: textOf(json?.maxFailedLoginAttempts),
    userLockoutNotificationEmail: textOf(json?.userLockoutNotificationEmail),
  };
}

/**
 * Minimum length is required, 6–50; each minimum character count 0–50; expiration and reuse periods and
 * failed login attempts whole numbers of 0 or more (empty: no rule); the lockout notification an e-mail address.
 */
export function securityErrors(form: SecurityForm): FormErrors<SecurityForm> {
  const count = (text: string) => integerError(text, 0, MAX_CHARACTER_COUNT, false);
  return errorsOf<SecurityForm>([
    ['minimumLength', integerError(form.minimumLength, MIN_PASSWORD_LENGTH.min, MIN_PASSWORD_LENGTH.max)],
    ['minimumUppercaseLetters', count(form.minimumUppercaseLetters)],
    ['minimumLowercaseLetters', count(form.minimumLowercaseLetters)],
    ['minimumDigits', count(form.minimumDigits)],
    ['minimumSpecialCharacters', count(form.minimumSpecialCharacters)],
    ['passwordExpirationPeriodDays', integerError(form.passwordExpirationPeriodDays, 0, undefined, false)],
    ['passwordReuseFrequencyDays', integerError(form.passwordReuseFrequencyDays, 0, undefined, false)],
    ['maxFailedLoginAttempts', integerError(form.maxFailedLoginAttempts, 0, undefined, false)],
    ['userLockoutNotificationEmail', emailFieldError(form.userLockoutNotificationEmail, false)],
  ]);
}

/** The `POST /api/admin/securitySettings` body (empty numbers sent as null: no rule). */
export function securityBody(stored: Json | undefined, form: SecurityForm): Json {
  return {
    ...(stored ?? {}),
    passwordPolicy: {
      ...((stored?.passwordPolicy ?? {}) as Json),
      minimumLength: integerOf(form.minimumLength),
      minimumUppercaseLetters: integerOf(form.minimumUppercaseLetters),
      minimumLowercaseLetters: integerOf(form.minimumLowercaseLetters),
      minimumDigits: integerOf(form.minimumDigits),
      minimumSpecialCharacters: integerOf(form.minimumSpecialCharacters),
      allowWhitespaces: form.allowWhitespaces,
      passwordExpirationPeriodDays: integerOf(form.passwordExpirationPeriodDays),
      passwordReuseFrequencyDays: integerOf(form.passwordReuseFrequencyDays),
    },
    maxFailedLoginAttempts: integerOf(form.maxFailedLoginAttempts),
    userLockoutNotificationEmail: form.userLockoutNotificationEmail.trim() || null,
  };
}
