import type { ApiError } from '../errors/api-error.js';
import type { ApiResult } from '../http/raw-call.js';
import type { AuthUser } from './auth-user.js';
import type { TokenPair } from './token-store.js';

/** Scope of a login answer whose token only allows the second-factor calls. */
export const PRE_VERIFICATION_SCOPE = 'PRE_VERIFICATION_TOKEN';

/** A token-pair answer (`/api/auth/login`, `/api/auth/token`, 2FA check, activation, reset). */
export interface LoginResponse {
  token: string;
  refreshToken: string | null;
  scope?: string | null;
}

/** Outcome of any call that signs the user in. */
export type LoginResult =
  /** Tokens stored; the user is signed in. */
  | { kind: 'success'; user: AuthUser }
  /** A pre-verification token was stored; continue at the second-factor screen. */
  | { kind: 'mfa-required'; user: AuthUser }
  /** The password has expired; continue at the expired-password screen with this reset token. */
  | { kind: 'credentials-expired'; resetToken: string; error: ApiError }
  /** The server answered a token without `iat`/`exp` or with no lifetime; nothing was stored. */
  | { kind: 'invalid-token' }
  /** Any other failure. */
  | { kind: 'error'; error: ApiError };

/** Turns the answer of a sign-in call into a result, storing the tokens through `save`. */
export async function toLoginResult(
  result: ApiResult<LoginResponse>,
  save: (pair: TokenPair) => Promise<AuthUser | null>,
): Promise<LoginResult> {
  if (!result.ok) {
    const { error } = result;
    if (error.kind === 'credentials-expired' && error.resetToken) {
      return { kind: 'credentials-expired', resetToken: error.resetToken, error };
    }
    return { kind: 'error', error };
  }
  const answer = result.data;
  if (!answer || typeof answer.token !== 'string') return { kind: 'invalid-token' };
  const user = await save({ token: answer.token, refreshToken: answer.refreshToken });
  if (!user) return { kind: 'invalid-token' };
  return answer.scope === PRE_VERIFICATION_SCOPE ? { kind: 'mfa-required', user } : { kind: 'success', user };
}
