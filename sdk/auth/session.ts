import { atom, type ReadableAtom } from 'nanostores';
import { authUserFromToken, type AuthUser } from './auth-user.js';
import type { StoredTokens, TokenPair, TokenStore } from './token-store.js';
import { isExpirationValid, storedTokensFor } from './tokens.js';

/** Message keys shown when the session ends because the tokens could not be refreshed. */
export type SessionExpiredMessageKey = 'access.refresh-token-failed' | 'access.refresh-token-expired';

/** Emitted when the tokens could not be refreshed and were cleared. */
export interface SessionExpiredEvent {
  /** Translation key of the notice to show. */
  messageKey: SessionExpiredMessageKey;
  /** The URL the user was on, to return to after signing in again; null when unknown. */
  redirectUrl: string | null;
}

/** Outcome of asking for an access token to send. */
export type AccessTokenResult =
  | { token: string }
  /** `missing`: nothing stored; `expired`: a refresh was needed and failed (the session ended). */
  | { token: null; reason: 'missing' | 'expired' };

/** What a {@link TokenSession} needs from its surroundings. */
export interface TokenSessionOptions {
  store: TokenStore;
  /** Clock; defaults to `Date.now`. */
  now?: () => number;
  /** Exchanges a refresh token for a new pair; resolves null (or rejects) when the server refuses. */
  requestRefresh: (refreshToken: string) => Promise<TokenPair | null>;
  /** Where the user is now, remembered when the session expires. */
  getCurrentUrl?: () => string | null | undefined;
  /** Told when the session ended because the refresh was impossible or failed. */
  onSessionExpired?: (event: SessionExpiredEvent) => void;
}

/** Token bookkeeping shared by every call of a client: validity, one shared refresh, the decoded user. */
export interface TokenSession {
  /** The user decoded from the stored access token; null when there is none. */
  readonly $authUser: ReadableAtom<AuthUser | null>;
  /** The stored pair as it is now. */
  read(): Promise<StoredTokens | null>;
  /** Stores a pair from the server; rejects (clears) tokens lacking `iat`/`exp` and then resolves null. */
  save(pair: TokenPair): Promise<AuthUser | null>;
  /** Forgets the tokens. */
  clear(): Promise<void>;
  /** Re-reads the store and updates `$authUser` (every read does; stores answering synchronously are read at creation). */
  reload(): Promise<AuthUser | null>;
  /** A token that is valid now, refreshing first when it has expired. */
  acquireAccessToken(): Promise<AccessTokenResult>;
  /** After the server rejected `rejected` as expired: a newer valid token, refreshing when needed. */
  renewAfterRejection(rejected: string): Promise<string | null>;
  /** Runs (or joins) the single refresh; resolves the new access token or null when the session ended. */
  refresh(): Promise<string | null>;
}

/** Creates the token bookkeeping of one client. */
export function createTokenSession(options: TokenSessionOptions): TokenSession {
  const { store } = options;
  const now = options.now ?? (() => Date.now());
  const $authUser = atom<AuthUser | null>(null);
  let pending: Promise<string | null> | null = null;

  let publishedToken: string | null = null;
  const publish = (tokens: StoredTokens | null) => {
    const token = tokens?.token ?? null;
    if (token !== publishedToken) {
      publishedToken = token;
      $authUser.set(token ? authUserFromToken(token) : null);
    }
    return $authUser.get();
  };
  const read = async () => {
    const tokens = (await store.read()) ?? null;
    publish(tokens);
    return tokens;
  };
  const initial = store.read();
  if (!(initial instanceof Promise)) publish(initial ?? null);
  const clear = async () => {
    await store.clear();
    publish(null);
  };
  const save = async (pair: TokenPair) => {
    const tokens = storedTokensFor(pair, now());
    if (!tokens) {
      await clear();
      return null;
    }
    await store.write(tokens);
    return publish(tokens);
  };
  const endSession = async (messageKey: SessionExpiredMessageKey) => {
    const redirectUrl = options.getCurrentUrl?.() ?? null;
    await clear();
    options.onSessionExpired?.({ messageKey, redirectUrl });
  };
  const runRefresh = async (): Promise<string | null> => {
    const stored = await read();
    if (!stored) return null;
    if (!stored.refreshToken || !isExpirationValid(stored.refreshTokenExpiration, now())) {
      await endSession('access.refresh-token-expired');
      return null;
    }
    const pair = await options.requestRefresh(stored.refreshToken).catch(() => null);
    const user = pair ? await save(pair) : null;
    if (!pair || !user) {
      await endSession('access.refresh-token-failed');
      return null;
    }
    return pair.token;
  };
  const refresh = () => {
    pending ??= runRefresh().finally(() => {
      pending = null;
    });
    return pending;
  };
  const acquireAccessToken = async (): Promise<AccessTokenResult> => {
    if (pending) {
      const token = await pending;
      return token ? { token } : { token: null, reason: 'expired' };
    }
    const stored = await read();
    if (!stored) return { token: null, reason: 'missing' };
    if (isExpirationValid(stored.tokenExpiration, now())) return { token: stored.token };
    const token = await refresh();
    return token ? { token } : { token: null, reason: 'expired' };
  };
  const renewAfterRejection = async (rejected: string) => {
    if (pending) return pending;
    const stored = await read();
    if (stored && stored.token !== rejected && isExpirationValid(stored.tokenExpiration, now())) return stored.token;
    return refresh();
  };
  const reload = async () => {
    await read();
    return $authUser.get();
  };

  return { $authUser, read, save, clear, reload, acquireAccessToken, renewAfterRejection, refresh };
}
