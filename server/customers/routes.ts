import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { parsePageLink, queryPage } from '../http/paging.js';
import { assertCustomerScope, assertTenantAdminOf } from '../auth/permissions.js';
import { missingParameter, uuidParam } from '../http/validate.js';
import { auditChange, announceChange } from '../accounts/events.js';
import { customerJson, type CustomerRow } from '../accounts/json.js';
import { deleteCustomerData, findCustomer, isPublicCustomer, parseCustomerBody, saveCustomer } from './service.js';
import { forgetTwoFaState } from '../accounts/two-factor.js';

const TENANT_ADMIN = { config: { auth: ['TENANT_ADMIN' as const] } };
const CUSTOMER_READERS = { config: { auth: ['TENANT_ADMIN' as const, 'CUSTOMER_USER' as const] } };
const CUSTOMER_SORT = {
  createdTime: 'created_time', title: 'title', email: 'email', country: 'country', state: 'state', city: 'city',
  address: 'address', address2: 'address2', zip: 'zip', phone: 'phone',
};

/** A customer the caller may read: 404 when missing, 403 for another tenant or another customer's user. */
async function loadCustomer(ctx: ServerContext, request: FastifyRequest, rawId?: unknown): Promise<CustomerRow> {
  const id = uuidParam(rawId ?? (request.params as Record<string, string>).customerId, 'customerId');
  const row = await findCustomer(ctx.db, id);
  if (!row) throw notFound(`Customer with id [${id}] is not found`);
  assertCustomerScope(request.user, row.tenant_id, row.id);
  return row;
}

function readRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/customers', TENANT_ADMIN, async (request) => queryPage<CustomerRow, ReturnType<typeof customerJson>>(ctx.db, {
    select: '*', from: 'customer', where: ['tenant_id = $1'], params: [request.user.tenantId], search: ['title'],
    sortable: CUSTOMER_SORT, link: parsePageLink(request.query as Record<string, unknown>), map: customerJson,
  }));

  app.get('/api/customer/:customerId', CUSTOMER_READERS, async (request) => customerJson(await loadCustomer(ctx, request)));

  app.get('/api/customer/:customerId/shortInfo', CUSTOMER_READERS, async (request) => {
    const row = await loadCustomer(ctx, request);
    return { title: row.title, isPublic: isPublicCustomer(row) };
  });

  app.get('/api/customer/:customerId/title', CUSTOMER_READERS, async (request, reply) => {
    const row = await loadCustomer(ctx, request);
    return reply.type('application/text; charset=utf-8').send(row.title);
  });

  app.get('/api/tenant/customers', TENANT_ADMIN, async (request) => {
    const title = (request.query as Record<string, unknown>).customerTitle;
    if (typeof title !== 'string' || title === '') throw missingParameter('customerTitle');
    const row = await ctx.db.one<CustomerRow>('SELECT * FROM customer WHERE tenant_id = $1 AND title = $2', [request.user.tenantId, title]);
    if (!row) throw notFound(`Customer with title [${title}] is not found`);
    return customerJson(row);
  });
}

/** Customers of the caller's tenant: list, lookups, short info and title, save, delete. */
export default async function customerRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  readRoutes(app, ctx);

  app.post('/api/customer', TENANT_ADMIN, async (request) => {
    const me = request.user;
    const input = parseCustomerBody(request.body);
    const existing = input.id ? await loadCustomer(ctx, request, input.id) : undefined;
    if (existing) assertTenantAdminOf(me, existing.tenant_id);
    const action = existing ? 'UPDATED' : 'ADDED';
    const row = await ctx.db.tx(async (q) => {
      const saved = await saveCustomer(q, me.tenantId, input, existing, ctx.now());
      await auditChange(ctx, q, me, { entityType: 'CUSTOMER', id: saved.id, name: saved.title, action, entity: customerJson(saved) });
      return saved;
    });
    announceChange(ctx, me.tenantId, { entityType: 'CUSTOMER', id: row.id, action });
    return customerJson(row);
  });

  app.delete('/api/customer/:customerId', TENANT_ADMIN, async (request, reply) => {
    const row = await loadCustomer(ctx, request);
    await ctx.db.tx(async (q) => {
      for (const id of await deleteCustomerData(q, row)) {
        await ctx.revocations.revoke(q, id);
        forgetTwoFaState(ctx, id);
      }
      await auditChange(ctx, q, request.user, { entityType: 'CUSTOMER', id: row.id, name: row.title, action: 'DELETED' });
    });
    announceChange(ctx, row.tenant_id, { entityType: 'CUSTOMER', id: row.id, action: 'DELETED' });
    return reply.status(200).send();
  });
}
