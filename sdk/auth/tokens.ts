import { TOKEN_VALIDITY_MARGIN_MS } from '../catalogues/limits.js';
import { tokenLifetimeMs } from './jwt.js';
import type { StoredTokens, TokenPair } from './token-store.js';

/** Whether a locally computed expiry (ms since the epoch) still leaves more than the margin. */
export function isExpirationValid(expiration: number | null | undefined, now: number): boolean {
  return typeof expiration === 'number' && expiration - now > TOKEN_VALIDITY_MARGIN_MS;
}

/**
 * The stored form of a pair, with expiries computed as `now + (exp - iat) * 1000`;
 * null when a token lacks `iat`/`exp` or its lifetime is not positive.
 */
export function storedTokensFor(pair: TokenPair, now: number): StoredTokens | null {
  const tokenLifetime = tokenLifetimeMs(pair.token);
  if (tokenLifetime === null) return null;
  const refreshToken = pair.refreshToken || null;
  let refreshTokenExpiration: number | null = null;
  if (refreshToken) {
    const refreshLifetime = tokenLifetimeMs(refreshToken);
    if (refreshLifetime === null) return null;
    refreshTokenExpiration = now + refreshLifetime;
  }
  return { token: pair.token, tokenExpiration: now + tokenLifetime, refreshToken, refreshTokenExpiration };
}
