import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context.js';
import { clientInfoOf } from '../auth/client-info.js';
import { authenticatePassword, authenticatePublic, authenticateRefresh, logLogin } from './login.js';
import { auditUserOf, type SessionUser } from './session-user.js';
import { badRequest, forbidden, unauthorized } from '../http/errors.js';
import { decodeBody } from '../http/input-guards.js';
import { objectBody } from '../http/validate.js';
import { writeAudit } from '../entities/audit.js';
import { userJson } from './json.js';
import { validatePassword } from './security.js';
import { findCredentials, findUserById, passwordMatches, storePassword } from './users.js';
import { isTwoFaEnabled } from './two-factor-accounts.js';
import { getPlatformSettings } from './two-factor-settings.js';

/** Marks a request body that was not valid JSON (sign-in calls answer 401 for it, not 400). */
const MALFORMED = Symbol('malformed');

function credentialsOf(body: unknown, ...fields: string[]): string[] | undefined {
  if (body === MALFORMED || body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const values = fields.map((f) => (body as Record<string, unknown>)[f]);
  return values.every((v) => typeof v === 'string' && v.trim() !== '') ? (values as string[]) : undefined;
}

/** The login answer: a full pair, or a pre-verification token when the account has a second factor. */
async function loginPair(ctx: ServerContext, user: SessionUser) {
  if (await isTwoFaEnabled(ctx.db, user.id, ctx.now())) {
    const platform = await getPlatformSettings(ctx.db);
    const ttl = platform?.totalAllowedTimeForVerification ?? 0;
    return { token: await ctx.jwt.preVerificationToken(user, ttl), refreshToken: null, scope: 'PRE_VERIFICATION_TOKEN' };
  }
  return ctx.jwt.pair(user);
}

function signInRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // Sign-in calls answer 401 "Authentication failed" for unreadable bodies, so they parse JSON themselves.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
    try {
      const text = decodeBody(body as Buffer);
      done(null, text.trim() === '' ? null : JSON.parse(text));
    } catch (_err) {
      done(null, MALFORMED);
    }
  });
  const open = { config: { auth: 'public' as const } };

  app.post('/api/auth/login', open, async (request) => {
    const creds = credentialsOf(request.body, 'username', 'password');
    if (!creds) throw unauthorized('Authentication failed');
    const [username, password] = creds as [string, string];
    const client = clientInfoOf(request);
    const user = await authenticatePassword(ctx, username, password, client);
    const pair = await loginPair(ctx, user);
    if (pair.scope === null) await logLogin(ctx, ctx.db, user, client);
    return pair;
  });

  app.route({
    method: ['GET', 'PUT', 'DELETE', 'PATCH'], url: '/api/auth/login', ...open,
    handler: async () => { throw unauthorized('Authentication method not supported'); },
  });

  app.post('/api/auth/login/public', open, async (request) => {
    const creds = credentialsOf(request.body, 'publicId');
    if (!creds) throw unauthorized('Authentication failed');
    return ctx.jwt.pair(await authenticatePublic(ctx.db, creds[0]!));
  });

  app.post('/api/auth/token', open, async (request) => {
    const creds = credentialsOf(request.body, 'refreshToken');
    if (!creds) throw unauthorized('Authentication failed');
    const claims = await ctx.jwt.verify(creds[0]!);
    if (claims.scopes[0] !== 'REFRESH_TOKEN') throw unauthorized('Invalid refresh token');
    const user = claims.isPublic ? await authenticatePublic(ctx.db, claims.sub) : await authenticateRefresh(ctx.db, claims.userId);
    if (ctx.revocations.isOutdated(user.id, claims.iat)) throw unauthorized('Token is outdated');
    return ctx.jwt.pair(user);
  });
}

const ok = (reply: FastifyReply) => reply.status(200).send();

/** Sign-in, refresh, sign-out, the caller's user and password change. */
export default async function authRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await app.register(async (scope) => signInRoutes(scope, ctx));

  app.post('/api/auth/logout', async (request, reply) => {
    await logLogin(ctx, ctx.db, request.user, clientInfoOf(request), undefined, 'LOGOUT');
    return ok(reply);
  });

  app.get('/api/auth/user', async (request, reply) => {
    const row = request.user.isPublic ? undefined : await findUserById(ctx.db, request.user.id);
    return row ? userJson(row) : ok(reply);
  });

  app.post('/api/auth/changePassword', async (request) => {
    const me = request.user;
    if (me.isPublic) throw forbidden();
    const body = objectBody(request.body);
    const { currentPassword, newPassword } = body;
    if (typeof currentPassword !== 'string') throw badRequest('currentPassword should be specified!');
    if (typeof newPassword !== 'string' || newPassword === '') throw badRequest('newPassword should be specified!');
    if (newPassword.length > 255) throw badRequest('newPassword length must be equal or less than 255');
    const cred = await findCredentials(ctx.db, me.id);
    if (!cred) throw unauthorized();
    if (!(await passwordMatches(currentPassword, cred.password))) throw badRequest("Current password doesn't match!");
    await validatePassword(ctx.db, newPassword, cred.additional_info?.userPasswordHistory ?? {}, ctx.now());
    if (await passwordMatches(newPassword, cred.password)) throw badRequest('New password should be different from the current one!');
    await ctx.db.tx(async (q) => {
      await storePassword(q, cred, newPassword, ctx.now());
      await writeAudit(q, { user: auditUserOf(me), entityId: { entityType: 'USER', id: me.id }, entityName: me.email,
        actionType: 'CREDENTIALS_UPDATED' }, ctx.now());
      await ctx.revocations.revoke(q, me.id);
    });
    const pair = await ctx.jwt.pair({ ...me });
    return { token: pair.token, refreshToken: pair.refreshToken };
  });
}
