import { TOKEN_STORAGE_KEYS } from '../catalogues/limits.js';

/** A value or a promise of it: stores may answer synchronously or not. */
export type MaybePromise<T> = T | Promise<T>;

/** A token pair as the server answers it. */
export interface TokenPair {
  token: string;
  /** Absent or null for a pre-verification token. */
  refreshToken?: string | null;
}

/** The stored pair with each token's locally computed expiry (ms since the epoch). */
export interface StoredTokens {
  token: string;
  tokenExpiration: number;
  refreshToken: string | null;
  refreshTokenExpiration: number | null;
}

/** Where the client keeps its tokens: local storage, memory, or a host application. */
export interface TokenStore {
  /** The stored pair, or null when there is none. */
  read(): MaybePromise<StoredTokens | null>;
  /** Replaces the stored pair. */
  write(tokens: StoredTokens): MaybePromise<void>;
  /** Forgets the stored pair. */
  clear(): MaybePromise<void>;
}

/** The part of the Web Storage interface the local-storage store uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A store that keeps the pair in memory only (one per embed or script). */
export function createMemoryTokenStore(initial: StoredTokens | null = null): TokenStore {
  let current = initial;
  return {
    read: () => current,
    write: (tokens) => {
      current = { ...tokens };
    },
    clear: () => {
      current = null;
    },
  };
}

/** A store on Web Storage under the 3.4 console's keys; defaults to the global `localStorage`. */
export function createLocalStorageTokenStore(storage: StorageLike | undefined = defaultStorage()): TokenStore {
  if (!storage) throw new Error('No localStorage is available; pass a storage or use another token store');
  const keys = TOKEN_STORAGE_KEYS;
  return {
    read: () => {
      const token = storage.getItem(keys.token);
      if (!token) return null;
      const refreshToken = storage.getItem(keys.refreshToken) || null;
      return {
        token,
        tokenExpiration: readNumber(storage.getItem(keys.tokenExpiration)),
        refreshToken,
        refreshTokenExpiration: refreshToken ? readNumber(storage.getItem(keys.refreshTokenExpiration)) : null,
      };
    },
    write: (tokens) => {
      storage.setItem(keys.token, tokens.token);
      storage.setItem(keys.tokenExpiration, String(tokens.tokenExpiration));
      if (tokens.refreshToken) {
        storage.setItem(keys.refreshToken, tokens.refreshToken);
        storage.setItem(keys.refreshTokenExpiration, String(tokens.refreshTokenExpiration ?? 0));
      } else {
        storage.removeItem(keys.refreshToken);
        storage.removeItem(keys.refreshTokenExpiration);
      }
    },
    clear: () => {
      for (const key of Object.values(keys)) storage.removeItem(key);
    },
  };
}

function readNumber(value: string | null): number {
  const parsed = Number(value);
  return value !== null && Number.isFinite(parsed) ? parsed : 0;
}

function defaultStorage(): StorageLike | undefined {
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage;
  } catch {
    return undefined;
  }
}
