import type { Authority, SecurityUser } from './types.js';

/**
 * Who may call a route, set as `config: { auth: ... }` on the route:
 * - `'public'`: no token read at all (login, noauth, device API, websocket upgrade which checks its own token);
 * - `'optional'`: a valid token is read when present;
 * - a list of authorities; the default is the three signed-in roles.
 */
export type RouteAuth = 'public' | 'optional' | Authority[];

/** The signed-in roles: the default of every route. */
export const SIGNED_IN: Authority[] = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller; set on every route that is not `'public'`. */
    user: SecurityUser;
  }
  interface FastifyContextConfig {
    /** Who may call the route (default: signed-in users). */
    auth?: RouteAuth;
    /** Answer errors as plain text (telemetry, RPC and device API routes). */
    plainErrors?: boolean;
  }
}
