import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { assertImpersonable, assertUserAccess } from '../auth/account-permissions.js';
import { sessionUserOf } from './session-user.js';
import type { SecurityUser } from '../auth/types.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { parsePageLink, queryPage, type PageLinkQuery } from '../http/paging.js';
import { boolParam, missingParameter, uuidParam } from '../http/validate.js';
import { auditChange, announceChange } from './events.js';
import { USER_COLUMNS, USER_FROM, userJson, type UserRow } from './json.js';
import { activationLink, baseUrlOf, sendActivationMail } from './mail.js';
import { deleteUserRecord, insertUser, parseUserBody, updateUser, validateUser } from './user-save.js';
import { findCredentials, findUserByEmail, findUserById, setCredentialsEnabled } from './users.js';
import { forgetTwoFaState } from './two-factor.js';

const ADMINS = { config: { auth: ['SYS_ADMIN' as const, 'TENANT_ADMIN' as const] } };
const USER_SORT = {
  createdTime: 'u.created_time', email: 'u.email', firstName: 'u.first_name', lastName: 'u.last_name', authority: 'u.authority',
};

const queryOf = (request: FastifyRequest) => request.query as Record<string, unknown>;
const paramsOf = (request: FastifyRequest) => request.params as Record<string, string>;

function listUsers(ctx: ServerContext, where: string[], params: unknown[], link: PageLinkQuery) {
  return queryPage<UserRow, ReturnType<typeof userJson>>(ctx.db, {
    select: USER_COLUMNS, from: USER_FROM, where, params, search: ['u.email'], sortable: USER_SORT,
    defaultSort: 'u.id ASC', link, map: userJson,
  });
}

/** Loads a user the caller may access: 404 when missing, 403 when not the caller's to see. */
async function loadUser(ctx: ServerContext, caller: SecurityUser, rawId: unknown): Promise<UserRow> {
  const id = uuidParam(rawId, 'userId');
  const row = await findUserById(ctx.db, id);
  if (!row) throw notFound(`User with id [${id}] is not found`);
  assertUserAccess(caller, { id: row.id, tenantId: row.tenant_id, authority: row.authority });
  return row;
}

/** The activation link of a user whose account was never activated; 400 otherwise. */
async function pendingActivationLink(ctx: ServerContext, request: FastifyRequest, row: UserRow): Promise<string> {
  const cred = await findCredentials(ctx.db, row.id);
  if (!cred || cred.enabled || !cred.activate_token) throw badRequest('User is already activated!');
  return activationLink(await baseUrlOf(ctx.db, request), cred.activate_token);
}

function listRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/users', ADMINS, async (request) => {
    const me = request.user;
    const link = parsePageLink(queryOf(request));
    if (me.authority === 'TENANT_ADMIN') return listUsers(ctx, ['u.tenant_id = $1'], [me.tenantId], link);
    // The system administrator has no customer: this lists the (never existing) customer users without tenant.
    return listUsers(ctx, ['u.tenant_id = $1', 'u.customer_id = $2', "u.authority = 'CUSTOMER_USER'"], [me.tenantId, me.customerId], link);
  });

  app.get('/api/tenant/:tenantId/users', { config: { auth: ['SYS_ADMIN'] } }, async (request) => {
    const { tenantId } = request.params as { tenantId: string };
    return listUsers(ctx, ['u.tenant_id = $1', "u.authority = 'TENANT_ADMIN'"], [tenantId], parsePageLink(queryOf(request)));
  });

  app.get('/api/customer/:customerId/users', { config: { auth: ['TENANT_ADMIN'] } }, async (request) => {
    const { customerId } = request.params as { customerId: string };
    const customer = await ctx.db.one<{ tenant_id: string }>('SELECT tenant_id FROM customer WHERE id = $1', [customerId]);
    if (!customer) throw notFound(`Customer with id [${customerId}] is not found`);
    if (customer.tenant_id !== request.user.tenantId) throw forbidden();
    return listUsers(ctx, ['u.tenant_id = $1', 'u.customer_id = $2', "u.authority = 'CUSTOMER_USER'"],
      [customer.tenant_id, customerId], parsePageLink(queryOf(request)));
  });
}

function saveRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/user', async (request) => {
    const me = request.user;
    const sendMail = boolParam(queryOf(request).sendActivationMail, 'sendActivationMail', true);
    const input = parseUserBody(request.body);
    if (me.authority !== 'SYS_ADMIN') input.tenantId = me.tenantId;
    const existing = input.id ? await loadUser(ctx, me, input.id) : undefined;
    if (!existing) assertUserAccess(me, { id: null, tenantId: input.tenantId, authority: input.authority });
    await validateUser(ctx.db, input, existing);
    const baseUrl = await baseUrlOf(ctx.db, request);
    const saved = await ctx.db.tx(async (q) => {
      let row: UserRow;
      if (existing) {
        row = await updateUser(q, input, existing);
      } else {
        const created = await insertUser(q, input, ctx.now());
        row = created.row;
        if (sendMail) await sendActivationMail(ctx, q, row.email, activationLink(baseUrl, created.activateToken), row.tenant_id);
      }
      await auditChange(ctx, q, me, { entityType: 'USER', id: row.id, name: row.email, action: existing ? 'UPDATED' : 'ADDED', entity: userJson(row) });
      return row;
    });
    announceChange(ctx, saved.tenant_id, { entityType: 'USER', id: saved.id, action: existing ? 'UPDATED' : 'ADDED' });
    return userJson(saved);
  });

  app.delete('/api/user/:userId', ADMINS, async (request, reply) => {
    const me = request.user;
    const row = await loadUser(ctx, me, paramsOf(request).userId);
    if (row.authority === 'SYS_ADMIN' && row.id === me.id) throw forbidden('A system administrator cannot delete their own account');
    await ctx.db.tx(async (q) => {
      await deleteUserRecord(q, row.id);
      await auditChange(ctx, q, me, { entityType: 'USER', id: row.id, name: row.email, action: 'DELETED' });
      await ctx.revocations.revoke(q, row.id);
    });
    forgetTwoFaState(ctx, row.id);
    announceChange(ctx, row.tenant_id, { entityType: 'USER', id: row.id, action: 'DELETED' });
    return reply.status(200).send();
  });

  app.post('/api/user/:userId/userCredentialsEnabled', ADMINS, async (request, reply) => {
    const me = request.user;
    const row = await loadUser(ctx, me, paramsOf(request).userId);
    const enabled = boolParam(queryOf(request).userCredentialsEnabled, 'userCredentialsEnabled', true);
    await ctx.db.tx(async (q) => {
      await setCredentialsEnabled(q, row.id, enabled);
      await auditChange(ctx, q, me, { entityType: 'USER', id: row.id, name: row.email, action: 'UPDATED',
        entity: { userCredentialsEnabled: enabled } });
      if (!enabled) await ctx.revocations.revoke(q, row.id);
    });
    announceChange(ctx, row.tenant_id, { entityType: 'USER', id: row.id, action: 'UPDATED' });
    return reply.status(200).send();
  });
}

function activationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/user/:userId/activationLink', ADMINS, async (request, reply) => {
    const row = await loadUser(ctx, request.user, paramsOf(request).userId);
    return reply.type('text/plain; charset=utf-8').send(await pendingActivationLink(ctx, request, row));
  });

  app.post('/api/user/sendActivationMail', ADMINS, async (request, reply) => {
    const email = queryOf(request).email;
    if (typeof email !== 'string' || email === '') throw missingParameter('email');
    const row = await findUserByEmail(ctx.db, email);
    if (!row) throw notFound();
    assertUserAccess(request.user, { id: row.id, tenantId: row.tenant_id, authority: row.authority });
    const link = await pendingActivationLink(ctx, request, row);
    await sendActivationMail(ctx, ctx.db, row.email, link, row.tenant_id);
    return reply.status(200).send();
  });
}

function tokenRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/user/tokenAccessEnabled', ADMINS, async () => ctx.config.userTokenAccessEnabled);

  app.get('/api/user/:userId/token', ADMINS, async (request) => {
    if (!ctx.config.userTokenAccessEnabled) throw forbidden();
    const row = await loadUser(ctx, request.user, paramsOf(request).userId);
    assertImpersonable(request.user, { id: row.id, tenantId: row.tenant_id, authority: row.authority });
    const cred = await findCredentials(ctx.db, row.id);
    return ctx.jwt.pair(sessionUserOf(row, cred?.enabled === true));
  });
}

/** User accounts: lists, one user, create and update, delete, activation, enable/disable, "login as". */
export default async function userRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  listRoutes(app, ctx);
  saveRoutes(app, ctx);
  activationRoutes(app, ctx);
  tokenRoutes(app, ctx);

  app.get('/api/user/:userId', async (request) => {
    const row = await loadUser(ctx, request.user, paramsOf(request).userId);
    return userJson(row);
  });
}
