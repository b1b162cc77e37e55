import { atom } from 'nanostores';
import {
  createClient,
  createMemoryTokenStore,
  createProviderTokenStore,
  type TbClient,
  type TokenPair,
  type TokenProvider,
  type TokenStore,
} from '../../sdk/index.js';
import { setLanguage } from './i18n.js';

/** What a page gives the kit: the backend and how to authenticate there. */
export interface KitConfig {
  /** Server address; '' (default) means the page's own origin. */
  baseUrl?: string;
  /** A token store of the page's own. */
  tokenStore?: TokenStore;
  /** A token pair kept in memory for this backend (never in local storage or a URL). */
  tokens?: TokenPair;
  /** A callback asked for the current token pair whenever one is needed. */
  tokenProvider?: TokenProvider;
  /** Signs in as the public customer with this id (public dashboards). */
  publicId?: string;
  /** UI language, e.g. `de_DE`; matched against the supported list. */
  lang?: string;
}

/** The page-wide configuration the elements read. */
export const $kitConfig = atom<KitConfig>({ baseUrl: '' });

const clients = new Map<string, TbClient>();
const publicLogins = new Map<string, Promise<unknown>>();

function storeFor(config: KitConfig): TokenStore {
  if (config.tokenStore) return config.tokenStore;
  if (config.tokenProvider) return createProviderTokenStore(config.tokenProvider);
  return createMemoryTokenStore();
}

/**
 * Configures the elements of this page: one SDK client (and so one websocket) per backend, created on
 * first need. Embeds keep their tokens in memory unless they pass a store; the console passes its own.
 */
export function configure(config: KitConfig): TbClient {
  const baseUrl = config.baseUrl ?? '';
  let client = clients.get(baseUrl);
  if (!client) {
    client = createClient({ baseUrl, tokenStore: storeFor(config) });
    clients.set(baseUrl, client);
  }
  if (config.tokens) void client.auth.loginWithTokens(config.tokens);
  if (config.publicId && !publicLogins.has(`${baseUrl} ${config.publicId}`)) {
    publicLogins.set(`${baseUrl} ${config.publicId}`, client.auth.loginPublic(config.publicId));
  }
  $kitConfig.set({ ...$kitConfig.get(), ...config, baseUrl });
  if (config.lang) void setLanguage(config.lang);
  return client;
}

/** Registers a client made elsewhere (the console's) as the one for its backend. */
export function useExistingClient(client: TbClient): void {
  clients.set(client.baseUrl, client);
  $kitConfig.set({ ...$kitConfig.get(), baseUrl: client.baseUrl });
}

/** The client of a backend (default: the configured one), created with an in-memory store if needed. */
export function kitClient(baseUrl: string = $kitConfig.get().baseUrl ?? ''): TbClient {
  return clients.get(baseUrl) ?? configure({ ...$kitConfig.get(), baseUrl });
}
