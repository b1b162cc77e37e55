import type { ReadableAtom } from 'nanostores';
import type { CallOptions } from '../http/call-options.js';
import type { ApiResult, RawCall } from '../http/raw-call.js';
import type { AuthUser } from './auth-user.js';
import { toLoginResult, type LoginResponse, type LoginResult } from './login-result.js';
import type { TokenSession } from './session.js';
import type { TwoFaProviderType } from '../catalogues/two-factor.js';
import type { TokenPair } from './token-store.js';
import {
  orderProviders,
  validateVerificationCode,
  verificationFailure,
  VERIFICATION_CODE_INVALID_KEY,
  type TwoFaProviderInfo,
  type VerificationFailure,
} from './two-factor.js';

/** Username (an e-mail) and password. */
export interface LoginRequest {
  username: string;
  password: string;
}

/** Outcome of checking a second-factor code. */
export type VerificationResult =
  | { kind: 'success'; user: AuthUser }
  /** The code failed local validation; nothing was sent. */
  | { kind: 'invalid-code'; messageKey: typeof VERIFICATION_CODE_INVALID_KEY }
  | { kind: 'invalid-token' }
  | VerificationFailure;

/** Sign-in, sign-out, password and second-factor calls of a client. */
export interface AuthApi {
  /** The signed-in user decoded from the access token; null when signed out. */
  readonly $authUser: ReadableAtom<AuthUser | null>;
  /** A valid access token (refreshed first when it has expired), or null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** Refreshes the token pair now (joining a refresh already running); null when the session ended. */
  refresh(): Promise<string | null>;
  /** Signs in with username and password (`POST /api/auth/login`). */
  login(credentials: LoginRequest, options?: CallOptions): Promise<LoginResult>;
  /** Signs in as the public user of a public customer (`POST /api/auth/login/public`). */
  loginPublic(publicId: string, options?: CallOptions): Promise<LoginResult>;
  /** Signs in with a pair obtained elsewhere (OAuth2 redirect, host application). */
  loginWithTokens(pair: TokenPair): Promise<LoginResult>;
  /** Signs in as another user the current one may impersonate (`GET /api/user/{userId}/token`). */
  loginAsUser(userId: string, options?: CallOptions): Promise<LoginResult>;
  /** Tells the server (errors and loading ignored) and clears the tokens whatever it answers. */
  logout(): Promise<void>;
  /** Changes the password and stores the new pair the server answers. */
  changePassword(currentPassword: string, newPassword: string, options?: CallOptions): Promise<LoginResult>;
  /** Second-factor providers of the signing-in user, in display order. */
  getTwoFactorProviders(options?: CallOptions): Promise<ApiResult<TwoFaProviderInfo[]>>;
  /** Asks the server to send a code through a provider. */
  sendVerificationCode(providerType: TwoFaProviderType, options?: CallOptions): Promise<ApiResult<void>>;
  /** Validates a code locally, then checks it with the server and stores the full token pair. */
  checkVerificationCode(providerType: TwoFaProviderType, verificationCode: string): Promise<VerificationResult>;
  /** Asks for a password-reset e-mail (`POST /api/noauth/resetPasswordByEmail`). */
  requestPasswordReset(email: string, options?: CallOptions): Promise<ApiResult<void>>;
  /** Sets a new password with a reset token and signs in (`POST /api/noauth/resetPassword`). */
  resetPassword(resetToken: string, password: string, options?: CallOptions): Promise<LoginResult>;
  /** Creates the password of a new account and signs in (`POST /api/noauth/activate`); sends the mail by default. */
  activate(activateToken: string, password: string, sendActivationMail?: boolean, options?: CallOptions): Promise<LoginResult>;
}

/** Builds the auth calls over a client's untyped caller and token session. */
export function createAuthApi(call: RawCall, session: TokenSession): AuthApi {
  const signIn = async (result: Promise<ApiResult<LoginResponse>>) => toLoginResult(await result, session.save);
  const post = <T>(path: string, body: unknown, options?: CallOptions) => call<T>('POST', path, { body, options });

  return {
    $authUser: session.$authUser,
    getAccessToken: async () => (await session.acquireAccessToken()).token,
    refresh: () => session.refresh(),
    login: (credentials, options) => signIn(post('/api/auth/login', credentials, options)),
    loginPublic: (publicId, options) => signIn(post('/api/auth/login/public', { publicId }, options)),
    loginWithTokens: (pair) =>
      toLoginResult({ ok: true, data: { token: pair.token, refreshToken: pair.refreshToken ?? null } }, session.save),
    loginAsUser: (userId, options) =>
      signIn(call('GET', `/api/user/${encodeURIComponent(userId)}/token`, { options })),
    logout: async () => {
      await call('POST', '/api/auth/logout', { options: { ignoreErrors: true, ignoreLoading: true } }).catch(() => undefined);
      await session.clear();
    },
    changePassword: (currentPassword, newPassword, options) =>
      signIn(post('/api/auth/changePassword', { currentPassword, newPassword }, options)),
    getTwoFactorProviders: async (options) => {
      const result = await call<TwoFaProviderInfo[]>('GET', '/api/auth/2fa/providers', { options });
      return result.ok ? { ok: true, data: orderProviders(result.data ?? []) } : result;
    },
    sendVerificationCode: (providerType, options) =>
      call('POST', '/api/auth/2fa/verification/send', { query: { providerType }, options }),
    checkVerificationCode: async (providerType, verificationCode) => {
      const invalid = validateVerificationCode(verificationCode, providerType);
      if (invalid) return { kind: 'invalid-code', messageKey: invalid };
      const result = await call<LoginResponse>('POST', '/api/auth/2fa/verification/check', {
        query: { providerType, verificationCode },
        options: { ignoreErrors: true },
      });
      if (!result.ok) return verificationFailure(result.error);
      const signedIn = await toLoginResult(result, session.save);
      return signedIn.kind === 'success' ? signedIn : { kind: 'invalid-token' };
    },
    requestPasswordReset: (email, options) => post('/api/noauth/resetPasswordByEmail', { email }, options),
    resetPassword: (resetToken, password, options) =>
      signIn(post('/api/noauth/resetPassword', { resetToken, password }, options)),
    activate: (activateToken, password, sendActivationMail = true, options) =>
      signIn(
        call('POST', '/api/noauth/activate', { query: { sendActivationMail }, body: { activateToken, password }, options }),
      ),
  };
}
