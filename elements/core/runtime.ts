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
import { $sandboxUrl } from '../dashboard/widgets/custom/sandbox-url.js';
import { setLanguage } from './i18n.js';

/** What a page gives the kit: the backend and how to authenticate there. */
export interface KitConfig {
  /** Server address; '' means the page's own origin. Left out, the backend configured before (default ''). */
  baseUrl?: string;
  /** A token store of the page's own, for this backend. */
  tokenStore?: TokenStore;
  /** A token pair kept in memory for this backend (never in local storage or a URL). */
  tokens?: TokenPair;
  /** A callback asked for the current token pair of this backend whenever one is needed. */
  tokenProvider?: TokenProvider;
  /** Signs in to this backend as the public customer with this id (public dashboards). */
  publicId?: string;
  /** UI language, e.g. `de_DE`; matched against the supported list. */
  lang?: string;
  /**
   * Address of the custom-widget sandbox page (`/widget-sandbox.html` of a tbkit server) for pages whose
   * Content-Security-Policy forbids inline scripts; null (default) starts each frame from `srcdoc`.
   */
  sandboxUrl?: string | null;
}

/** The page-wide settings the elements read: the configured backend, language and sandbox page (credentials stay with their backend's client). */
export const $kitConfig = atom<Pick<KitConfig, 'baseUrl' | 'lang' | 'sandboxUrl'>>({ baseUrl: '' });

/** A page client's store, switched when the page configures another store or provider for that backend. */
interface SwitchableStore extends TokenStore {
  target: TokenStore;
}

const clients = new Map<string, TbClient>();
const stores = new Map<string, SwitchableStore>();
const publicLogins = new Map<string, Promise<unknown>>();

function switchableStore(target: TokenStore): SwitchableStore {
  const store: SwitchableStore = {
    target,
    read: () => store.target.read(),
    write: (tokens) => store.target.write(tokens),
    clear: () => store.target.clear(),
  };
  return store;
}

/** The page's client of a backend, made with an empty in-memory store when the page never configured it. */
function pageClient(baseUrl: string): TbClient {
  let client = clients.get(baseUrl);
  if (!client) {
    const store = switchableStore(createMemoryTokenStore());
    client = createClient({ baseUrl, tokenStore: store });
    clients.set(baseUrl, client);
    stores.set(baseUrl, store);
  }
  return client;
}

/** Points a backend's page client at the page's own store or provider (the console's client keeps its own). */
function adoptCredentials(baseUrl: string, client: TbClient, config: KitConfig): void {
  const store = stores.get(baseUrl);
  const next = config.tokenStore ?? (config.tokenProvider ? createProviderTokenStore(config.tokenProvider) : null);
  if (!store || !next) return;
  store.target = next;
  void client.tokens.reload();
}

/**
 * Configures the elements of this page: one SDK client (and so one websocket) per backend, created on
 * first need, with the credentials given here for that backend. Settings left out keep their earlier
 * value (the backend too), and credentials given for one backend never reach another. Embeds keep their
 * tokens in memory unless they pass a store; the console registers its own client.
 */
export function configure(config: KitConfig): TbClient {
  const baseUrl = config.baseUrl ?? $kitConfig.get().baseUrl ?? '';
  const client = pageClient(baseUrl);
  adoptCredentials(baseUrl, client, config);
  if (config.tokens) void client.auth.loginWithTokens(config.tokens);
  if (config.publicId && !publicLogins.has(`${baseUrl} ${config.publicId}`)) {
    publicLogins.set(`${baseUrl} ${config.publicId}`, client.auth.loginPublic(config.publicId));
  }
  const { lang, sandboxUrl } = config;
  $kitConfig.set({ ...$kitConfig.get(), baseUrl, ...(lang ? { lang } : {}), ...(sandboxUrl !== undefined ? { sandboxUrl } : {}) });
  if (lang) void setLanguage(lang);
  if (sandboxUrl !== undefined) $sandboxUrl.set(sandboxUrl || null);
  return client;
}

/** The public sign-in configure() started on a backend's page client for this public id, if it did. */
export function configuredPublicLogin(baseUrl: string, publicId: string): Promise<unknown> | undefined {
  return publicLogins.get(`${baseUrl} ${publicId}`);
}

/** Registers a client made elsewhere (the console's) as the one for its backend. */
export function useExistingClient(client: TbClient): void {
  clients.set(client.baseUrl, client);
  stores.delete(client.baseUrl);
  $kitConfig.set({ ...$kitConfig.get(), baseUrl: client.baseUrl });
}

/**
 * The page's client of a backend (default: the configured one); a backend the page never configured gets
 * one with an empty in-memory store, without changing the page's configured backend.
 */
export function kitClient(baseUrl: string = $kitConfig.get().baseUrl ?? ''): TbClient {
  return pageClient(baseUrl);
}
