import type { EntityId } from '../../sdk/entity-id.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import type { SecurityUser } from '../auth/types.js';
import { badRequest, forbidden } from '../http/errors.js';
import { parsePageLink } from '../http/paging.js';
import { missingParameter, uuidParam } from '../http/validate.js';
import { checkEntityAccess, entityIdParam } from '../entities/access.js';
import { clearEvents, eventFilterConditions, eventTypeOf, listEvents, type EventConditions } from './debug-events.js';

const ADMINS = { config: { auth: ['SYS_ADMIN' as const, 'TENANT_ADMIN' as const] } };

type Params = { entityType: string; entityId: string; eventType?: string };
type Query = Record<string, unknown>;

/** The tenant whose events are read: the `tenantId` parameter, which a tenant administrator may only set to its own tenant. */
function tenantOf(user: SecurityUser, query: Query): string {
  if (query.tenantId === undefined || query.tenantId === '') throw missingParameter('tenantId');
  const tenantId = uuidParam(query.tenantId, 'tenantId');
  if (user.authority === 'TENANT_ADMIN' && tenantId !== user.tenantId) throw forbidden();
  return tenantId;
}

async function checkedEntity(ctx: ServerContext, req: FastifyRequest): Promise<EntityId<string>> {
  const { entityType, entityId } = req.params as Params;
  const id = entityIdParam(entityType, entityId, 'entityType', 'entityId');
  await checkEntityAccess(ctx.db, req.user, id, 'read');
  return id;
}

function timeOf(query: Query, name: string): number | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw badRequest(`Invalid value of '${name}': ${String(raw)}`);
  return n;
}

/** Events of an entity (debug, error, life-cycle, statistics): lists by type or by filter, and clearing. */
export default async function eventRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const page = async (req: FastifyRequest, conditions: EventConditions) => {
    const query = req.query as Query;
    const link = parsePageLink(query);
    const entity = await checkedEntity(ctx, req);
    return listEvents(ctx.db, tenantOf(req.user, query), entity.id, conditions, link);
  };

  app.get('/api/events/:entityType/:entityId', ADMINS, async (req) => page(req, { where: [], params: [] }));

  app.get('/api/events/:entityType/:entityId/:eventType', ADMINS, async (req) => {
    const type = eventTypeOf((req.params as Params).eventType);
    return page(req, { where: ['event_type = $3'], params: [type] });
  });

  app.post('/api/events/:entityType/:entityId', ADMINS, async (req) => page(req, eventFilterConditions(req.body, 3)));

  app.post('/api/events/:entityType/:entityId/clear', ADMINS, async (req, reply) => {
    const query = req.query as Query;
    const entity = await checkedEntity(ctx, req);
    const conditions = eventFilterConditions(req.body, 3);
    const tenantId = req.user.authority === 'TENANT_ADMIN' ? req.user.tenantId : (await checkEntityAccess(ctx.db, req.user, entity, 'read')).tenantId;
    await clearEvents(ctx.db, tenantId, entity.id, conditions, timeOf(query, 'startTime'), timeOf(query, 'endTime'));
    return reply.status(200).send();
  });
}
