import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { parsePageLink } from '../http/paging.js';
import { canAccess } from '../auth/permissions.js';
import { boolParam, objectBody } from '../http/validate.js';
import { ENTITY_TABLES, loadEntityInfo } from '../entities/registry.js';
import { alarmInfoJson, alarmJson } from './json.js';
import { deleteAlarm, loadAlarmFor, saveAlarm, transitionAlarm } from './service.js';
import { highestSeverity, listAlarms, statusFilter } from './list.js';

type Params = Record<string, string>;
type Query = Record<string, unknown>;

const optionalString = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Checks the entity of an alarm list exists (404) and is readable by the caller (403). */
async function readableEntity(ctx: ServerContext, request: FastifyRequest, entityType: string, id: string) {
  if (!ENTITY_TABLES[entityType]) throw badRequest(`Invalid entity type: ${entityType}`);
  const info = await loadEntityInfo(ctx.db, entityType, id);
  if (!info) throw notFound();
  const isTenantItself = entityType === 'TENANT' && request.user.authority === 'TENANT_ADMIN' && request.user.tenantId === id;
  if (!isTenantItself && !canAccess(request.user, info)) throw forbidden();
  return { entityType, id };
}

/** Alarm REST endpoints: save, read, acknowledge, clear, delete, lists and highest severity. */
export default async function alarmRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const allowed = { auth: ['TENANT_ADMIN', 'CUSTOMER_USER'] as Array<'TENANT_ADMIN' | 'CUSTOMER_USER'> };

  app.post('/api/alarm', { config: allowed }, async (request) => saveAlarm(ctx, request.user, objectBody(request.body)));

  app.get('/api/alarm/info/:alarmId', { config: allowed }, async (request) => {
    const id = (request.params as Params).alarmId!;
    return alarmInfoJson(await loadAlarmFor(ctx.db, request.user, id));
  });

  app.get('/api/alarm/highestSeverity/:entityType/:entityId', { config: allowed }, async (request, reply) => {
    const p = request.params as Params;
    const entity = await readableEntity(ctx, request, p.entityType ?? '', p.entityId ?? '');
    const q = request.query as Query;
    const severity = await highestSeverity(ctx.db, entity.id, statusFilter(optionalString(q.searchStatus), optionalString(q.status)));
    if (!severity) return reply.status(200).send('');
    return reply.type('application/json').send(JSON.stringify(severity));
  });

  app.get('/api/alarm/:alarmId', { config: allowed }, async (request) => {
    const id = (request.params as Params).alarmId!;
    return alarmJson(await loadAlarmFor(ctx.db, request.user, id));
  });

  app.post('/api/alarm/:alarmId/ack', { config: allowed }, async (request, reply) => {
    await transitionAlarm(ctx, request.user, (request.params as Params).alarmId!, 'ack');
    return reply.status(200).send();
  });

  app.post('/api/alarm/:alarmId/clear', { config: allowed }, async (request, reply) => {
    await transitionAlarm(ctx, request.user, (request.params as Params).alarmId!, 'clear');
    return reply.status(200).send();
  });

  app.delete('/api/alarm/:alarmId', { config: allowed }, async (request) => {
    await deleteAlarm(ctx, request.user, (request.params as Params).alarmId!);
    return true;
  });

  app.get('/api/alarm/:entityType/:entityId', { config: allowed }, async (request) => {
    const p = request.params as Params;
    const entity = await readableEntity(ctx, request, p.entityType ?? '', p.entityId ?? '');
    const q = request.query as Query;
    return listAlarms(ctx.db, request.user, {
      entity, searchStatus: optionalString(q.searchStatus), status: optionalString(q.status),
      fetchOriginator: boolParam(q.fetchOriginator, 'fetchOriginator'), link: parsePageLink(q),
    });
  });

  app.get('/api/alarms', { config: allowed }, async (request) => {
    const q = request.query as Query;
    return listAlarms(ctx.db, request.user, {
      searchStatus: optionalString(q.searchStatus), status: optionalString(q.status),
      fetchOriginator: boolParam(q.fetchOriginator, 'fetchOriginator'), link: parsePageLink(q),
    });
  });
}
