import type { MaybePromise, StoredTokens, TokenPair, TokenStore } from './token-store.js';
import { storedTokensFor } from './tokens.js';

/** Called by the client whenever it needs credentials; the host answers with its current pair or null. */
export type TokenProvider = () => MaybePromise<TokenPair | null | undefined>;

/** Options of {@link createProviderTokenStore}. */
export interface ProviderTokenStoreOptions {
  /** Clock used to compute expiries; defaults to `Date.now`. */
  now?: () => number;
}

/**
 * A store for embedding hosts that own the credentials: the provider is asked on every read.
 * A pair the client obtains itself (a refresh, a login) is used until the provider hands out a
 * different token; after a clear, the provider's current token is no longer used.
 */
export function createProviderTokenStore(provider: TokenProvider, options: ProviderTokenStoreOptions = {}): TokenStore {
  const now = options.now ?? (() => Date.now());
  let lastProvided: string | null = null;
  let provided: StoredTokens | null = null;
  let own: StoredTokens | null = null;
  let dismissed = false;
  return {
    read: async () => {
      const pair = await provider();
      if (pair?.token && pair.token !== lastProvided) {
        lastProvided = pair.token;
        provided = storedTokensFor(pair, now());
        own = null;
        dismissed = false;
      }
      if (own) return own;
      return dismissed || !pair?.token ? null : provided;
    },
    write: (tokens) => {
      own = { ...tokens };
    },
    clear: () => {
      own = null;
      dismissed = true;
    },
  };
}
