import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { assertTenantReadable } from '../auth/account-permissions.js';
import { notFound } from '../http/errors.js';
import { parsePageLink, queryPage, type PageLinkQuery } from '../http/paging.js';
import { auditChange, announceChange } from '../accounts/events.js';
import { tenantInfoJson, tenantJson, type TenantRow } from '../accounts/json.js';
import {
  deleteTenantData, findTenant, insertTenant, parseTenantBody, TENANT_FROM, TENANT_SELECT, updateTenant,
} from './service.js';
import { forgetTwoFaState } from '../accounts/two-factor.js';

const SYS_ADMIN = { config: { auth: ['SYS_ADMIN' as const] } };
const ADMINS = { config: { auth: ['SYS_ADMIN' as const, 'TENANT_ADMIN' as const] } };
const TENANT_SORT = {
  createdTime: 't.created_time', title: 't.title', email: 't.email', country: 't.country', state: 't.state', city: 't.city',
  address: 't.address', address2: 't.address2', zip: 't.zip', phone: 't.phone', region: 't.region',
};

function listTenants<T>(ctx: ServerContext, link: PageLinkQuery, map: (row: TenantRow) => T, extraSort: Record<string, string> = {}) {
  return queryPage<TenantRow, T>(ctx.db, {
    select: TENANT_SELECT, from: TENANT_FROM, where: [], params: [], search: ['t.title'],
    sortable: { ...TENANT_SORT, ...extraSort }, defaultSort: 't.id ASC', link, map,
  });
}

/** A tenant the caller may read: 404 when missing, 403 for another tenant's administrator. */
async function loadTenant(ctx: ServerContext, request: FastifyRequest): Promise<TenantRow> {
  const id = (request.params as { tenantId: string }).tenantId;
  const row = await findTenant(ctx.db, id);
  if (!row) throw notFound(`Tenant with id [${id}] is not found`);
  assertTenantReadable(request.user, row.id);
  return row;
}

/** Tenants: lists and infos for the system administrator, one tenant, create/update (with a default device profile), delete. */
export default async function tenantRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/tenants', SYS_ADMIN, async (request) =>
    listTenants(ctx, parsePageLink(request.query as Record<string, unknown>), tenantJson));

  app.get('/api/tenantInfos', SYS_ADMIN, async (request) =>
    listTenants(ctx, parsePageLink(request.query as Record<string, unknown>), tenantInfoJson, { tenantProfileName: 'tp.name' }));

  app.get('/api/tenant/:tenantId', ADMINS, async (request) => tenantJson(await loadTenant(ctx, request)));

  app.get('/api/tenant/info/:tenantId', ADMINS, async (request) => tenantInfoJson(await loadTenant(ctx, request)));

  app.post('/api/tenant', SYS_ADMIN, async (request) => {
    const input = parseTenantBody(request.body);
    if (input.id && !(await findTenant(ctx.db, input.id))) throw notFound(`Tenant with id [${input.id}] is not found`);
    const action = input.id ? 'UPDATED' : 'ADDED';
    const saved = await ctx.db.tx(async (q) => {
      const row = input.id ? await updateTenant(q, input.id, input, ctx.now()) : await insertTenant(q, input, ctx.now());
      await auditChange(ctx, q, request.user, { entityType: 'TENANT', id: row.id, name: row.title, action, entity: tenantJson(row) });
      return row;
    });
    announceChange(ctx, saved.id, { entityType: 'TENANT', id: saved.id, action });
    return tenantJson(saved);
  });

  app.delete('/api/tenant/:tenantId', SYS_ADMIN, async (request, reply) => {
    const row = await loadTenant(ctx, request);
    await ctx.db.tx(async (q) => {
      const users = await deleteTenantData(q, row.id);
      for (const id of users) {
        await ctx.revocations.revoke(q, id);
        forgetTwoFaState(ctx, id);
      }
      await auditChange(ctx, q, request.user, { entityType: 'TENANT', id: row.id, name: row.title, action: 'DELETED' });
    });
    announceChange(ctx, row.id, { entityType: 'TENANT', id: row.id, action: 'DELETED' });
    return reply.status(200).send();
  });
}
