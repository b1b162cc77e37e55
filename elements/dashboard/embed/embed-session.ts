// How an embedded element reaches its backend: the page's configured client (one per backend, so one
// websocket for every element of the page), signed in with what the element was given. Tokens stay in
// memory or with the page's provider; none is ever put in a URL the kit builds.
import type { TbClient, TokenPair, TokenProvider } from '../../../sdk/index.js';
import { configure, kitClient } from '../../core/runtime.js';

/** What an element may be given to sign in with; nothing means the page configured the client already. */
export interface EmbedCredentials {
  /** A public customer id: signs in as that public customer (public dashboards). */
  publicId?: string | null;
  /** A token pair kept in memory for this backend. */
  tokens?: TokenPair | null;
  /** Asked for the current token pair whenever one is needed (used when it makes the backend's client). */
  tokenProvider?: TokenProvider | null;
}

/** Why signing in failed, in the server's words. */
export class EmbedSignInError extends Error {}

const signIns = new WeakMap<TbClient, Map<string, Promise<void>>>();

function once(client: TbClient, key: string, run: () => Promise<void>): Promise<void> {
  let known = signIns.get(client);
  if (!known) signIns.set(client, (known = new Map()));
  let found = known.get(key);
  if (!found) {
    found = run().catch((err: unknown) => {
      known.delete(key);
      throw err;
    });
    known.set(key, found);
  }
  return found;
}

async function expectSignedIn(login: Promise<{ kind: string; error?: { message: string } }>): Promise<void> {
  const result = await login;
  if (result.kind !== 'success') throw new EmbedSignInError(result.error?.message ?? result.kind);
}

/**
 * The client an element uses, signed in with its credentials: a token pair (once per pair), a public id
 * (one public sign-in per id and backend, shared by the elements that name it), or the page's own setup.
 */
export async function embedClient(credentials: EmbedCredentials): Promise<TbClient> {
  const client = credentials.tokenProvider ? configure({ tokenProvider: credentials.tokenProvider }) : kitClient();
  const { tokens, publicId } = credentials;
  if (tokens) await once(client, `tokens ${tokens.token}`, () => expectSignedIn(client.auth.loginWithTokens(tokens)));
  else if (publicId && client.auth.$authUser.get()?.customerId !== publicId) {
    await once(client, `public ${publicId}`, () => expectSignedIn(client.auth.loginPublic(publicId)));
  }
  return client;
}
