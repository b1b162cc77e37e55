import {
  BACKUP_CODE_LENGTH,
  TOO_MANY_REQUESTS_ERROR_MS,
  TWO_FA_PROVIDER_TYPES,
  VERIFICATION_CODE_LENGTH,
  verificationCodePattern,
  type TwoFaProviderType,
} from '../catalogues/two-factor.js';
import type { ApiError } from '../errors/api-error.js';

/** A provider the signing-in user may verify with (`GET /api/auth/2fa/providers`). */
export interface TwoFaProviderInfo {
  type: TwoFaProviderType;
  /** Whether this provider is preselected. */
  default: boolean;
  /** Obfuscated e-mail or phone number, when the provider has one. */
  contact: string | null;
  /** Seconds before a new code may be sent. */
  minVerificationCodeSendPeriod: number;
}

/** Error shown when the code is missing or has the wrong length or characters. */
export const VERIFICATION_CODE_INVALID_KEY = 'security.2fa.dialog.verification-code-invalid';

/** Error shown when the server rejects the code (400). */
export const VERIFICATION_CODE_INCORRECT_KEY = 'security.2fa.dialog.verification-code-incorrect';

/** Error shown when codes are checked too often (429). */
export const VERIFICATION_CODE_MANY_REQUEST_KEY = 'security.2fa.dialog.verification-code-many-request';

/** Input settings for the code field of a provider. */
export interface VerificationCodeInput {
  inputMode: 'numeric' | 'text';
  maxLength: number;
  pattern: RegExp;
}

/** The code field's input mode, length and pattern for a provider. */
export function verificationCodeInput(type: TwoFaProviderType): VerificationCodeInput {
  const pattern = verificationCodePattern(type);
  return type === 'BACKUP_CODE'
    ? { inputMode: 'text', maxLength: BACKUP_CODE_LENGTH, pattern }
    : { inputMode: 'numeric', maxLength: VERIFICATION_CODE_LENGTH, pattern };
}

/** The error key for a code that may not be sent, or null when it may be submitted. */
export function validateVerificationCode(
  code: string | null | undefined,
  type: TwoFaProviderType,
): typeof VERIFICATION_CODE_INVALID_KEY | null {
  return code && verificationCodePattern(type).test(code) ? null : VERIFICATION_CODE_INVALID_KEY;
}

/** Providers in the fixed display order, unknown kinds left out. */
export function orderProviders(providers: readonly TwoFaProviderInfo[]): TwoFaProviderInfo[] {
  return TWO_FA_PROVIDER_TYPES.flatMap((type) => providers.filter((provider) => provider.type === type));
}

/** A rejected verification code, as the code field or a toast shows it. */
export type VerificationFailure =
  | { kind: 'incorrect-code'; messageKey: typeof VERIFICATION_CODE_INCORRECT_KEY; error: ApiError }
  | {
      kind: 'too-many-requests';
      messageKey: typeof VERIFICATION_CODE_MANY_REQUEST_KEY;
      /** Clear the field error after this many ms. */
      durationMs: typeof TOO_MANY_REQUESTS_ERROR_MS;
      error: ApiError;
    }
  /** Any other failure: show `message` (the server's) in a toast. */
  | { kind: 'error'; message: string; error: ApiError };

/** How a failed code check is shown: 400 on the field, 429 on the field for 5 s, anything else as a toast. */
export function verificationFailure(error: ApiError): VerificationFailure {
  if (error.status === 400) return { kind: 'incorrect-code', messageKey: VERIFICATION_CODE_INCORRECT_KEY, error };
  if (error.status === 429) {
    return { kind: 'too-many-requests', messageKey: VERIFICATION_CODE_MANY_REQUEST_KEY, durationMs: TOO_MANY_REQUESTS_ERROR_MS, error };
  }
  return { kind: 'error', message: error.message, error };
}
