// Which credentials an embedded element signs in with, and which of the page's clients they share: one
// client (so one websocket) per backend and credential source. Pure: the session module makes the clients.
import { decodeJwt, type TokenPair, type TokenProvider } from '../../../sdk/index.js';

/** What an element may be given to sign in with; nothing means the page configured the client already. */
export interface EmbedCredentials {
  /** The element's own backend; absent or null means the page's configured one. */
  baseUrl?: string | null;
  /** A public customer id: signs in as that public customer (public dashboards). */
  publicId?: string | null;
  /** A token pair kept in memory for this element's backend. */
  tokens?: TokenPair | null;
  /** Asked for the current token pair whenever one is needed. */
  tokenProvider?: TokenProvider | null;
}

/** The one credential an element signs in with: its token provider, else its token pair, else its public id, else the page's setup. */
export type CredentialSource =
  | { kind: 'provider'; provider: TokenProvider }
  | { kind: 'tokens'; tokens: TokenPair }
  | { kind: 'public'; publicId: string }
  | { kind: 'page' };

/** The credential an element's properties select (a blank token or public id counts as none). */
export function credentialSource({ tokenProvider, tokens, publicId }: EmbedCredentials): CredentialSource {
  if (typeof tokenProvider === 'function') return { kind: 'provider', provider: tokenProvider };
  if (tokens?.token) return { kind: 'tokens', tokens };
  if (publicId) return { kind: 'public', publicId };
  return { kind: 'page' };
}

/**
 * What elements sharing a client have in common, within one backend: the same provider (by its number),
 * the same user (token pairs of one user share; a pair whose user cannot be read stands alone) or the same
 * public id. Null for the page's own client.
 */
export function sourceKey(source: CredentialSource, providerNumber: (provider: TokenProvider) => number): string | null {
  switch (source.kind) {
    case 'provider': return `provider ${providerNumber(source.provider)}`;
    case 'tokens': {
      const claims = decodeJwt(source.tokens.token);
      return typeof claims?.userId === 'string' && claims.userId ? `user ${claims.userId}` : `token ${source.tokens.token}`;
    }
    case 'public': return `public ${source.publicId}`;
    default: return null;
  }
}
