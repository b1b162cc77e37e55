import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { forbidden } from '../http/errors.js';
import { parsePageLink } from '../http/paging.js';
import { checkEntityAccess, entityIdParam, entityNotFound } from '../entities/access.js';
import { checkCustomer } from '../entities/customers.js';
import { TENANT_ADMIN_ONLY, type Query } from '../entities/params.js';
import { auditLogPage, parseActionTypes, type AuditScope } from './service.js';

/** Audit log endpoints of a tenant administrator: all, by customer, by user, by entity. */
export default async function auditLogRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const db = ctx.db;
  const cfg = { config: { auth: TENANT_ADMIN_ONLY } };
  const page = (tenantId: string, query: Query, scope: AuditScope) => {
    const link = parsePageLink(query);
    return auditLogPage(db, tenantId, scope, parseActionTypes(query.actionTypes), link);
  };

  app.get('/api/audit/logs', cfg, async (req) => page(req.user.tenantId, req.query as Query, { kind: 'tenant' }));

  app.get('/api/audit/logs/customer/:customerId', cfg, async (req) => {
    const customer = await checkCustomer(db, req.user, (req.params as { customerId: string }).customerId);
    return page(req.user.tenantId, req.query as Query, { kind: 'customer', customerId: customer.id });
  });

  app.get('/api/audit/logs/user/:userId', cfg, async (req) => {
    const { userId } = req.params as { userId: string };
    const user = await db.one<{ tenant_id: string }>('SELECT tenant_id FROM tb_user WHERE id = $1', [userId]);
    if (!user) throw entityNotFound('USER', userId);
    if (user.tenant_id !== req.user.tenantId) throw forbidden();
    return page(req.user.tenantId, req.query as Query, { kind: 'user', userId });
  });

  app.get('/api/audit/logs/entity/:entityType/:entityId', cfg, async (req) => {
    const p = req.params as { entityType: string; entityId: string };
    const entity = entityIdParam(p.entityType, p.entityId, 'entityType', 'entityId');
    await checkEntityAccess(db, req.user, entity, 'read');
    return page(req.user.tenantId, req.query as Query, { kind: 'entity', entityType: entity.entityType, entityId: entity.id });
  });
}
