import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { clientInfoOf } from '../auth/client-info.js';
import { logLogin, NOT_ACTIVE } from './login.js';
import { auditUserOf, sessionUserOf } from './session-user.js';
import { ApiError, badRequest, ERROR_CODE, unauthorized } from '../http/errors.js';
import { boolParam, missingParameter, objectBody } from '../http/validate.js';
import { writeAudit } from '../entities/audit.js';
import {
  baseUrlOf, resetLink, sendAccountActivatedMail, sendPasswordWasResetMail, sendResetPasswordMail,
} from './mail.js';
import { getSecuritySettings, validatePassword } from './security.js';
import {
  findCredentials, findCredentialsByToken, findUserByEmail, findUserById, issueResetToken, passwordMatches, setCredentialsEnabled, storePassword,
} from './users.js';
import { oauth2ClientsOf } from '../oauth2/clients.js';

const open = { config: { auth: 'public' as const } };

function textField(body: Record<string, unknown>, field: string, max = 255): string {
  const v = body[field];
  if (typeof v !== 'string' || v === '') throw badRequest(`${field} should be specified!`);
  if (v.length > max) throw badRequest(`${field} length must be equal or less than ${max}`);
  return v;
}

function tokenQuery(request: FastifyRequest, name: string): string {
  const v = (request.query as Record<string, unknown>)[name];
  if (typeof v !== 'string' || v === '') throw missingParameter(name);
  return v;
}

/** Answers 303 to the console page for a known token, 409 with an empty body otherwise. */
async function redirectIfKnown(ctx: ServerContext, reply: FastifyReply, kind: 'activate' | 'reset', token: string) {
  const known = await findCredentialsByToken(ctx.db, kind, token);
  if (!known) return reply.status(409).send();
  const page = kind === 'activate' ? '/login/createPassword?activateToken=' : '/login/resetPassword?resetToken=';
  return reply.status(303).header('location', page + encodeURIComponent(token)).send();
}

const notInCommunityEdition = () =>
  new ApiError(404, 'Self-registration is not available on this server', ERROR_CODE.ITEM_NOT_FOUND);

/** Password policy, activation, password reset and OAuth2 login buttons: the calls made before sign-in. */
export default async function noauthRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/noauth/userPasswordPolicy', open, async () => (await getSecuritySettings(ctx.db)).passwordPolicy);

  app.post('/api/noauth/resetPasswordByEmail', open, async (request, reply) => {
    const email = textField(objectBody(request.body), 'email');
    // Always 200: the answer must not tell whether the address belongs to an account.
    const user = await findUserByEmail(ctx.db, email);
    const cred = user ? await findCredentials(ctx.db, user.id) : undefined;
    if (user && cred?.enabled) {
      await ctx.db.tx(async (q) => {
        const token = await issueResetToken(q, cred.id);
        await sendResetPasswordMail(ctx, q, user.email, resetLink(await baseUrlOf(q, request), token));
      });
    }
    return reply.status(200).send();
  });

  app.get('/api/noauth/resetPassword', open, async (request, reply) =>
    redirectIfKnown(ctx, reply, 'reset', tokenQuery(request, 'resetToken')));

  app.get('/api/noauth/activate', open, async (request, reply) =>
    redirectIfKnown(ctx, reply, 'activate', tokenQuery(request, 'activateToken')));

  app.post('/api/noauth/resetPassword', open, async (request) => {
    const body = objectBody(request.body);
    const resetToken = textField(body, 'resetToken');
    const password = textField(body, 'password');
    const cred = await findCredentialsByToken(ctx.db, 'reset', resetToken);
    if (!cred) throw badRequest('Invalid reset token!');
    if (!cred.enabled) throw unauthorized(NOT_ACTIVE);
    await validatePassword(ctx.db, password, cred.additional_info?.userPasswordHistory ?? {}, ctx.now());
    if (await passwordMatches(password, cred.password)) throw badRequest('New password should be different from the current one!');
    const user = (await findUserById(ctx.db, cred.user_id))!;
    const baseUrl = await baseUrlOf(ctx.db, request);
    await ctx.db.tx(async (q) => {
      await storePassword(q, cred, password, ctx.now());
      await writeAudit(q, { user: auditUserOf(sessionUserOf(user, cred.enabled)), entityId: { entityType: 'USER', id: user.id },
        entityName: user.email, actionType: 'CREDENTIALS_UPDATED' }, ctx.now());
      await sendPasswordWasResetMail(ctx, q, user.email, `${baseUrl}/login`);
      await ctx.revocations.revoke(q, user.id);
    });
    return ctx.jwt.pair(sessionUserOf(user, cred.enabled));
  });

  app.post('/api/noauth/activate', open, async (request) => {
    const sendMail = boolParam((request.query as Record<string, unknown>).sendActivationMail, 'sendActivationMail', true);
    const body = objectBody(request.body);
    const activateToken = textField(body, 'activateToken');
    const password = textField(body, 'password');
    await validatePassword(ctx.db, password, null, ctx.now());
    const cred = await findCredentialsByToken(ctx.db, 'activate', activateToken);
    if (!cred) throw badRequest('Invalid activation token!');
    if (cred.enabled) throw badRequest('User credentials are already activated!');
    const user = (await findUserById(ctx.db, cred.user_id))!;
    const session = sessionUserOf(user, true);
    const baseUrl = await baseUrlOf(ctx.db, request);
    await ctx.db.tx(async (q) => {
      await storePassword(q, cred, password, ctx.now(), true);
      await setCredentialsEnabled(q, user.id, true);
      await writeAudit(q, { user: auditUserOf(session), entityId: { entityType: 'USER', id: user.id }, entityName: user.email,
        actionType: 'ACTIVATED' }, ctx.now());
      if (sendMail) await sendAccountActivatedMail(ctx, q, user.email, `${baseUrl}/login`);
    });
    const pair = await ctx.jwt.pair(session);
    await logLogin(ctx, ctx.db, session, clientInfoOf(request));
    return pair;
  });

  app.post('/api/noauth/oauth2Clients', open, async (request) => {
    const query = request.query as Record<string, unknown>;
    return oauth2ClientsOf(ctx.db, request, typeof query.platform === 'string' ? query.platform : undefined,
      typeof query.pkgName === 'string' ? query.pkgName : undefined);
  });

  app.post('/api/noauth/activateByEmailCode', open, async () => { throw notInCommunityEdition(); });
  app.post('/api/noauth/resendEmailActivation', open, async () => { throw notInCommunityEdition(); });
}
