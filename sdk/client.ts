import createOpenApiClient, { type Client } from 'openapi-fetch';
import { atom, type ReadableAtom } from 'nanostores';
import { createAuthApi, type AuthApi } from './auth/auth-api.js';
import type { AuthUser } from './auth/auth-user.js';
import { createTokenSession, type TokenSession } from './auth/session.js';
import { createLocalStorageTokenStore, createMemoryTokenStore, type TokenStore } from './auth/token-store.js';
import type { Translate } from './errors/display-text.js';
import { createAuthFetch, type AuthFetch, type RequestFetch } from './http/auth-fetch.js';
import type { CallOptions } from './http/call-options.js';
import type { ClientEvents } from './http/client-events.js';
import { createEmitter, type Emitter } from './http/events.js';
import { createRawCall, type ApiResult, type RawCallInit } from './http/raw-call.js';
import { websocketUrlFor } from './http/ws-url.js';
import type { paths } from './generated/schema.js';
import { createRealtimeChannel, type RealtimeChannel, type RealtimeChannelOptions, type WebSocketCtor } from './realtime/index.js';

/** Every `/api` path of the server, with its methods, parameters, bodies and answers. */
export type ApiPaths = paths;

/** The typed call methods: path, query, body and answer all checked against the API schema. */
export type TypedApi = Pick<Client<ApiPaths>, 'GET' | 'POST' | 'PUT' | 'DELETE' | 'request'>;

/** Typed calls plus the auth-aware fetch, all sharing one client's tokens, counter and events. */
export interface CallScope extends TypedApi {
  /** The auth-aware fetch with this scope's options, for calls outside the schema (downloads, uploads). */
  fetch(request: Request): Promise<Response>;
  /** Sends an untyped JSON call, answering the parsed body or the classified failure. */
  call<T>(method: string, path: string, init?: Omit<RawCallInit, 'options'>): Promise<ApiResult<T>>;
}

/** Options of {@link createClient}. */
export interface CreateClientOptions {
  /** Server address, e.g. `http://localhost:8080` (a path prefix is allowed); '' means the page's origin. */
  baseUrl: string;
  /** Where tokens live; default local storage under the 3.4 console's keys, or memory where there is none. */
  tokenStore?: TokenStore;
  /** The fetch to send requests with; default the global `fetch`. */
  fetch?: RequestFetch;
  /** WebSocket constructor for the realtime channel; default the global `WebSocket`. */
  WebSocket?: WebSocketCtor;
  /** Realtime websocket URL without token; default derived from `baseUrl`. */
  websocketUrl?: string;
  /** Further realtime channel settings (timers, backoff, error listener). */
  realtime?: Omit<RealtimeChannelOptions, 'url' | 'WebSocket' | 'getToken'>;
  /** Random number in [0, 1) for the 429 resend delay; default `Math.random`. */
  random?: () => number;
  /** Waits the given milliseconds; default a global `setTimeout`. */
  sleep?: (ms: number) => Promise<void>;
  /** Clock for token expiries; default `Date.now`. */
  now?: () => number;
  /** Where the user is, remembered when the session expires; default the page's path, query and hash. */
  getCurrentUrl?: () => string | null | undefined;
  /** Translates `server-error.*` keys in popup texts; default leaves keys as they are. */
  translate?: Translate;
}

/** A client of one server: typed calls, sign-in, tokens, loading counter, UI events and the realtime channel. */
export interface TbClient extends CallScope {
  /** The server address the client was created with. */
  readonly baseUrl: string;
  /** Sign-in, sign-out, password and second-factor calls, and the signed-in user. */
  readonly auth: AuthApi;
  /** Token bookkeeping: the stored pair, validity and the shared refresh. */
  readonly tokens: TokenSession;
  /** Number of calls in flight that count for the loading bar. */
  readonly $requestsInFlight: ReadableAtom<number>;
  /** Listens to `error`, `forbidden` and `session-expired`; returns the function that stops listening. */
  on: Emitter<ClientEvents>['on'];
  /** The same client with per-call options (ignoreLoading, ignoreErrors, resendRequest). */
  with(options: CallOptions): CallScope;
  /** The realtime channel of this server, created on first use; reconnects when the signed-in user changes. */
  readonly realtime: RealtimeChannel;
}

/** Creates a client for one server. */
export function createClient(options: CreateClientOptions): TbClient {
  const { baseUrl } = options;
  const events = createEmitter<ClientEvents>();
  const $requestsInFlight = atom(0);
  const session = createTokenSession({
    store: options.tokenStore ?? defaultTokenStore(),
    now: options.now,
    getCurrentUrl: options.getCurrentUrl ?? currentPageUrl,
    onSessionExpired: (event) => events.emit('session-expired', event),
    requestRefresh: async (refreshToken) => {
      const result = await rawCall<{ token: string; refreshToken: string }>('POST', '/api/auth/token', {
        body: { refreshToken },
        options: { ignoreErrors: true },
      });
      return result.ok ? result.data : null;
    },
  });
  const authFetch: AuthFetch = createAuthFetch({
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
    session,
    baseUrl,
    $requestsInFlight,
    events,
    random: options.random ?? Math.random,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => globalThis.setTimeout(resolve, ms))),
    translate: options.translate,
  });
  const rawCall = createRawCall(authFetch, baseUrl);
  const scopes = new Map<string, CallScope>();
  const scope = (callOptions: CallOptions): CallScope => {
    const key = JSON.stringify([!!callOptions.ignoreLoading, !!callOptions.ignoreErrors, !!callOptions.resendRequest]);
    let found = scopes.get(key);
    if (!found) {
      found = createScope(baseUrl, authFetch, rawCall, callOptions);
      scopes.set(key, found);
    }
    return found;
  };
  let realtime: RealtimeChannel | undefined;
  const auth = createAuthApi(rawCall, session);
  let identity = identityOf(session.$authUser.get());
  session.$authUser.listen((user) => {
    const next = identityOf(user);
    if (next !== identity) {
      identity = next;
      realtime?.reconnect();
    }
  });

  return {
    ...scope({}),
    baseUrl,
    auth,
    tokens: session,
    $requestsInFlight,
    on: events.on,
    with: scope,
    get realtime() {
      realtime ??= createRealtimeChannel({
        ...options.realtime,
        url: () => options.websocketUrl ?? websocketUrlFor(baseUrl, pageOrigin()),
        WebSocket: options.WebSocket ?? globalWebSocket(),
        getToken: auth.getAccessToken,
      });
      return realtime;
    },
  };
}

function createScope(
  baseUrl: string,
  authFetch: AuthFetch,
  rawCall: ReturnType<typeof createRawCall>,
  options: CallOptions,
): CallScope {
  const fetch = (request: Request) => authFetch(request, options);
  const typed = createOpenApiClient<ApiPaths>({ baseUrl, fetch });
  return {
    GET: typed.GET,
    POST: typed.POST,
    PUT: typed.PUT,
    DELETE: typed.DELETE,
    request: typed.request,
    fetch,
    call: (method, path, init) => rawCall(method, path, { ...init, options }),
  };
}

/** Who the socket speaks for; a refreshed token of the same user keeps the socket open. */
function identityOf(user: AuthUser | null): string {
  return user ? JSON.stringify([user.userId, user.authority, user.customerId, user.isPublic]) : '';
}

function defaultTokenStore(): TokenStore {
  const storage = (globalThis as { localStorage?: Parameters<typeof createLocalStorageTokenStore>[0] }).localStorage;
  return storage ? createLocalStorageTokenStore(storage) : createMemoryTokenStore();
}

function currentPageUrl(): string | null {
  const location = (globalThis as { location?: { pathname: string; search: string; hash: string } }).location;
  return location ? location.pathname + location.search + location.hash : null;
}

function pageOrigin(): string | undefined {
  return (globalThis as { location?: { origin: string } }).location?.origin;
}

function globalWebSocket(): WebSocketCtor {
  const ctor = (globalThis as { WebSocket?: WebSocketCtor }).WebSocket;
  if (!ctor) throw new Error('No WebSocket is available; pass WebSocket to createClient');
  return ctor;
}
