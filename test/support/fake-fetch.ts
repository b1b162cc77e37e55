/** A request the fake server received. */
export interface SeenRequest {
  method: string;
  /** Full URL as sent. */
  url: string;
  /** Path without query. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Body text; '' when there was none. */
  body: string;
}

/** What a route answers: a Response, or a status with an optional JSON body. */
export type Reply = Response | { status: number; body?: unknown; statusText?: string };

/** Answers one request; may return a promise to hold the answer back. */
export type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

/** An in-process stand-in for the server: routes by method and path, records every request. */
export interface FakeServer {
  /** The fetch to hand to the client. */
  fetch: (request: Request) => Promise<Response>;
  /** Every request received, in order. */
  readonly requests: SeenRequest[];
  /** Requests to one path (any method). */
  requestsTo(path: string): SeenRequest[];
  /** Adds (or replaces) the handler of a method and exact path. */
  route(method: string, path: string, handler: Handler | Reply): FakeServer;
  /** Makes every request fail as if the network were down (fetch rejects). */
  goOffline(): void;
  /** Resolves once the server has received `count` requests in total. */
  received(count: number): Promise<void>;
}

/** Creates a fake server; unrouted requests get 404 with a ThingsBoard-style error body. */
export function createFakeServer(): FakeServer {
  const routes = new Map<string, Handler>();
  const requests: SeenRequest[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let offline = false;

  const server: FakeServer = {
    requests,
    requestsTo: (path) => requests.filter((r) => r.path === path),
    route(method, path, handler) {
      routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
      return server;
    },
    goOffline() {
      offline = true;
    },
    received(count) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    async fetch(request) {
      const url = new URL(request.url);
      const seen: SeenRequest = {
        method: request.method,
        url: request.url,
        path: url.pathname,
        query: url.searchParams,
        headers: new Headers(request.headers),
        body: await request.text(),
      };
      requests.push(seen);
      for (const waiter of waiters.filter((w) => requests.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      if (offline) throw new TypeError('fetch failed');
      const handler = routes.get(`${seen.method} ${seen.path}`);
      if (!handler) return toResponse({ status: 404, body: { status: 404, message: 'Not routed', errorCode: 32 } });
      return toResponse(await handler(seen));
    },
  };
  return server;
}

/** A JSON reply. */
export function json(status: number, body?: unknown, statusText?: string): Reply {
  return { status, body, statusText };
}

/** A ThingsBoard error body reply. */
export function tbError(status: number, errorCode: number, message: string, extra: Record<string, unknown> = {}): Reply {
  return { status, body: { status, message, errorCode, timestamp: 0, ...extra } };
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

function toResponse(reply: Reply): Response {
  if (reply instanceof Response) return reply;
  const text = reply.body === undefined ? null : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  return new Response(text, {
    status: reply.status,
    statusText: reply.statusText ?? STATUS_TEXT[reply.status] ?? '',
    headers: typeof reply.body === 'string' ? { 'Content-Type': 'text/plain' } : { 'Content-Type': 'application/json' },
  });
}

/** A promise with its resolve function, to hold a fake answer until the test lets it go. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** An unsigned JWT with the given claims (the client never verifies signatures). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS512' })}.${encode(claims)}.c2lnbmF0dXJl`;
}

/** Options of {@link fakeTokenPair}. */
export interface FakeTokenOptions {
  /** Access-token lifetime in seconds; default 9000. */
  lifetimeS?: number;
  /** Refresh-token lifetime in seconds; default 604800. */
  refreshLifetimeS?: number;
  /** Scopes of the access token; default TENANT_ADMIN. */
  scopes?: string[];
  /** Extra access-token claims. */
  claims?: Record<string, unknown>;
}

let serial = 0;

/** A token pair like the server's: access token with user claims and a refresh token, each unique. */
export function fakeTokenPair(options: FakeTokenOptions = {}): { token: string; refreshToken: string } {
  serial += 1;
  const iat = 1_700_000_000 + serial;
  return {
    token: fakeJwt({
      sub: 'tenant@thingsboard.org',
      userId: 'user-1',
      scopes: options.scopes ?? ['TENANT_ADMIN'],
      tenantId: 'tenant-1',
      customerId: '13814000-1dd2-11b2-8080-808080808080',
      firstName: 'Ten',
      lastName: 'Ant',
      enabled: true,
      isPublic: false,
      iss: 'thingsboard.io',
      iat,
      exp: iat + (options.lifetimeS ?? 9000),
      ...options.claims,
    }),
    refreshToken: fakeJwt({
      sub: 'tenant@thingsboard.org',
      userId: 'user-1',
      scopes: ['REFRESH_TOKEN'],
      isPublic: false,
      jti: `jti-${serial}`,
      iat,
      exp: iat + (options.refreshLifetimeS ?? 604800),
    }),
  };
}

/** A Web Storage stand-in over a Map, so tests can look at the exact keys written. */
export class FakeStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}
