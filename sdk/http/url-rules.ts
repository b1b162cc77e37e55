/**
 * Path prefixes that never carry the access token (login, public login, refresh, no-auth calls, and the
 * device API, which the device token in the path authenticates), so they work while signed out.
 */
export const NO_AUTH_PREFIXES = ['/api/auth/login', '/api/auth/token', '/api/noauth', '/api/v1/'] as const;

/** Path prefixes of device RPC calls, whose failures never raise popups. */
export const RPC_PREFIXES = ['/api/rpc', '/api/plugins/rpc'] as const;

/** Whether a request to this path gets the `X-Authorization` header. */
export function needsAuthHeader(path: string): boolean {
  return path.startsWith('/api/') && !NO_AUTH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Whether a path is a device RPC call. */
export function isRpcPath(path: string): boolean {
  return RPC_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The path and query of `url` as the application wrote it, i.e. without the client's base URL. */
export function apiPathOf(url: string, baseUrl: string): string {
  const target = new URL(url, 'http://localhost');
  const basePath = new URL(baseUrl || '/', 'http://localhost').pathname.replace(/\/+$/, '');
  const path = basePath && target.pathname.startsWith(`${basePath}/`) ? target.pathname.slice(basePath.length) : target.pathname;
  return path + target.search;
}
