import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { authenticateToken } from '../auth/authenticate.js';
import type { SecurityUser } from '../auth/types.js';
import { SIGNED_IN, type RouteAuth } from '../auth/route-auth.js';
import { ApiError, forbidden, unauthorized } from '../http/errors.js';

/** Reads the bearer token of a request: `X-Authorization`, else `Authorization`. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = (request.headers['x-authorization'] as string | undefined) || (request.headers.authorization as string | undefined);
  if (!header) return undefined;
  // ThingsBoard drops the first 7 characters without checking them.
  if (header.length < 7) throw unauthorized('Invalid header');
  return header.slice(7).trim();
}

/** Installs the hook that authenticates every `/api` request and enforces each route's `auth`. */
export function installSecurity(app: FastifyInstance, ctx: ServerContext): void {
  app.decorateRequest('user', null as unknown as SecurityUser);
  app.addHook('preHandler', async (request) => {
    try {
      await authorize(ctx, request);
    } catch (err) {
      // Rejections of the security layer come before any route, so they are JSON even on plain-text routes.
      if (err instanceof ApiError) err.beforeRoute = true;
      throw err;
    }
  });
}

/** Reads the caller of an `/api/` request and checks the route's `auth`. */
async function authorize(ctx: ServerContext, request: FastifyRequest): Promise<void> {
  if (!request.url.startsWith('/api/')) return;
  const auth: RouteAuth = request.routeOptions.config?.auth ?? SIGNED_IN;
  if (auth === 'public') return;
  const token = bearerToken(request);
  if (!token) {
    if (auth === 'optional') return;
    throw unauthorized('Authentication failed');
  }
  request.user = await authenticateToken(ctx, token);
  if (auth === 'optional') return;
  if (!auth.includes(request.user.authority)) throw forbidden();
}
