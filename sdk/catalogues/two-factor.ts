/** Two-factor providers in the fixed order the verification screen lists them. */
export const TWO_FA_PROVIDER_TYPES = ['TOTP', 'SMS', 'EMAIL', 'BACKUP_CODE'] as const;

/** One provider of {@link TWO_FA_PROVIDER_TYPES}. */
export type TwoFaProviderType = (typeof TWO_FA_PROVIDER_TYPES)[number];

/** Digits of a verification code from TOTP, SMS or e-mail. */
export const VERIFICATION_CODE_LENGTH = 6;

/** Characters of a backup code. */
export const BACKUP_CODE_LENGTH = 8;

/** Seconds before a code may be sent again when the provider does not say. */
export const DEFAULT_MIN_VERIFICATION_CODE_SEND_PERIOD_S = 30;

/** How long the too-many-requests error stays on the code field, in milliseconds. */
export const TOO_MANY_REQUESTS_ERROR_MS = 5000;

/** Pattern a verification code must match for a provider: 6 digits, or 8 lowercase hex characters for a backup code. */
export function verificationCodePattern(provider: TwoFaProviderType): RegExp {
  return provider === 'BACKUP_CODE' ? /^[0-9a-f]{8}$/ : /^\d{6}$/;
}

/** Whether choosing a provider sends a code at once (every provider but TOTP and backup codes). */
export function sendsCodeOnSelect(provider: TwoFaProviderType): boolean {
  return provider !== 'TOTP' && provider !== 'BACKUP_CODE';
}
