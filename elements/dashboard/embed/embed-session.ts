// How an embedded element reaches its backend: a client per backend and credential source (so one
// websocket for every element of the page that shares both), signed in with what the element was given,
// never touching the page's own configure() setup. Tokens stay in memory or with the page's provider;
// none is ever put in a URL the kit builds.
import {
  createClient, createMemoryTokenStore, createProviderTokenStore, type TbClient, type TokenProvider, type TokenStore,
} from '../../../sdk/index.js';
import { $kitConfig, configuredPublicLogin, kitClient } from '../../core/runtime.js';
import { credentialSource, sourceKey, type CredentialSource, type EmbedCredentials } from './credential-source.logic.js';

export type { EmbedCredentials } from './credential-source.logic.js';

/** Why signing in failed, in the server's words. */
export class EmbedSignInError extends Error {}

const elementClients = new Map<string, TbClient>();
const providerNumbers = new WeakMap<TokenProvider, number>();
let lastProvider = 0;
const signIns = new WeakMap<TbClient, Map<string, Promise<void>>>();

function providerNumber(provider: TokenProvider): number {
  let found = providerNumbers.get(provider);
  if (found === undefined) providerNumbers.set(provider, (found = ++lastProvider));
  return found;
}

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

/** Whether the page's own client of a backend already is (or is becoming) that public customer. */
function pageIsPublic(baseUrl: string, publicId: string): boolean {
  const user = kitClient(baseUrl).auth.$authUser.get();
  return configuredPublicLogin(baseUrl, publicId) !== undefined || (user?.isPublic === true && user.customerId === publicId);
}

/** The client of a backend and credential source, made on first need with a store of its own. */
function clientFor(baseUrl: string, source: CredentialSource): TbClient {
  const key = sourceKey(source, providerNumber);
  if (key === null || (source.kind === 'public' && pageIsPublic(baseUrl, source.publicId))) return kitClient(baseUrl);
  const id = `${baseUrl}\n${key}`;
  let client = elementClients.get(id);
  if (!client) {
    const tokenStore: TokenStore = source.kind === 'provider' ? createProviderTokenStore(source.provider) : createMemoryTokenStore();
    client = createClient({ baseUrl, tokenStore });
    elementClients.set(id, client);
  }
  return client;
}

/**
 * The client an element uses, signed in with its credentials (see {@link credentialSource}): on its own
 * backend or the page's, with its token provider, its token pair (once per pair), its public id (one public
 * sign-in per id and backend, shared by the elements that name it), or the page's own setup.
 */
export async function embedClient(credentials: EmbedCredentials): Promise<TbClient> {
  const baseUrl = credentials.baseUrl ?? $kitConfig.get().baseUrl ?? '';
  const source = credentialSource(credentials);
  const client = clientFor(baseUrl, source);
  if (source.kind === 'tokens') {
    const { tokens } = source;
    await once(client, `tokens ${tokens.token}`, () => expectSignedIn(client.auth.loginWithTokens(tokens)));
  } else if (source.kind === 'public') {
    const { publicId } = source;
    await configuredPublicLogin(baseUrl, publicId);
    if (client.auth.$authUser.get()?.customerId !== publicId) {
      await once(client, `public ${publicId}`, () => expectSignedIn(client.auth.loginPublic(publicId)));
    }
  }
  return client;
}
