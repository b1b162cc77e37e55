import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { pageArray, parsePageLink } from '../http/paging.js';
import { missingParameter, objectBody, PARAMETER_MESSAGES } from '../http/validate.js';
import { writeAudit } from '../entities/audit.js';
import { lwm2mObjectJson, type Lwm2mModel } from './lwm2m.js';
import { listResources, loadResource, resourceInfoJson, resourceJson, saveResource, visibleModels } from './service.js';

const ADMINS = { auth: ['SYS_ADMIN', 'TENANT_ADMIN'] as ['SYS_ADMIN', 'TENANT_ADMIN'] };
const TENANT_ADMIN = { auth: ['TENANT_ADMIN'] as ['TENANT_ADMIN'] };

type Query = Record<string, unknown>;

function sortModels(items: Array<{ key: string; model: Lwm2mModel }>, property: string, order: string) {
  if (property !== 'id' && property !== 'name') throw badRequest(`Invalid sort property: ${property}. Allowed: id, name`);
  const dir = order.toUpperCase() === 'DESC' ? -1 : 1;
  if (order.toUpperCase() !== 'ASC' && order.toUpperCase() !== 'DESC') {
    throw badRequest(PARAMETER_MESSAGES.sortOrder(order));
  }
  const cmp = property === 'id'
    ? (a: Lwm2mModel, b: Lwm2mModel) => a.id - b.id
    : (a: Lwm2mModel, b: Lwm2mModel) => a.name.localeCompare(b.name);
  return [...items].sort((a, b) => dir * (cmp(a.model, b.model) || a.key.localeCompare(b.key)));
}

function required(query: Query, name: string): string {
  const v = query[name];
  if (v === undefined || v === '') throw missingParameter(name);
  return String(Array.isArray(v) ? v[0] : v);
}

function objectIdsOf(query: Query): string[] | undefined {
  const raw = query.objectIds;
  if (raw === undefined) return undefined;
  return (Array.isArray(raw) ? raw.map(String) : [String(raw)]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
}

/** Resources (LwM2M models, key stores, JS modules): list, read, download, save, delete, and the LwM2M object lists. */
export default async function resourceRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/resource', { config: ADMINS }, async (req) => listResources(ctx.db, req.user, parsePageLink(req.query as Query)));

  app.get('/api/resource/lwm2m', { config: TENANT_ADMIN }, async (req) => {
    const query = req.query as Query;
    const order = required(query, 'sortOrder');
    const property = required(query, 'sortProperty');
    const ids = objectIdsOf(query);
    const models = (await visibleModels(ctx.db, req.user.tenantId)).filter((m) => !ids || ids.includes(m.key));
    return sortModels(models, property, order).map((m) => lwm2mObjectJson(m.model, m.key));
  });

  app.get('/api/resource/lwm2m/page', { config: TENANT_ADMIN }, async (req) => {
    const link = parsePageLink(req.query as Query);
    const text = link.textSearch?.toLowerCase();
    const models = (await visibleModels(ctx.db, req.user.tenantId))
      .filter((m) => !text || m.model.name.toLowerCase().includes(text) || String(m.model.id).includes(text));
    const sorted = sortModels(models, link.sortProperty ?? 'id', link.sortOrder);
    return pageArray(sorted, link).data.map((m) => lwm2mObjectJson(m.model, m.key));
  });

  app.get('/api/resource/info/:resourceId', { config: ADMINS }, async (req) =>
    resourceInfoJson(await loadResource(ctx.db, req.user, (req.params as Query).resourceId, 'read')));

  app.get('/api/resource/:resourceId', { config: ADMINS }, async (req) =>
    resourceJson(await loadResource(ctx.db, req.user, (req.params as Query).resourceId, 'read', true)));

  app.get('/api/resource/:resourceId/download', { config: ADMINS }, async (req, reply) => {
    const row = await loadResource(ctx.db, req.user, (req.params as Query).resourceId, 'read', true);
    const fileName = row.file_name ?? row.resource_key;
    return reply
      .type('application/octet-stream')
      .header('Content-Disposition', `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`)
      .header('x-filename', fileName)
      .send(row.data ?? Buffer.alloc(0));
  });

  app.post('/api/resource', { config: ADMINS }, async (req) => {
    const body = objectBody(req.body);
    const row = await ctx.db.tx(async (q) => {
      const hadId = !!body.id;
      const saved = await saveResource(q, req.user, body, ctx.now());
      await writeAudit(q, {
        user: req.user, entityId: { entityType: 'TB_RESOURCE', id: saved.id }, entityName: saved.title,
        actionType: hadId ? 'UPDATED' : 'ADDED', actionData: { entityId: saved.id },
      }, ctx.now());
      return saved;
    });
    return resourceJson(row);
  });

  app.delete('/api/resource/:resourceId', { config: ADMINS }, async (req, reply) => {
    await ctx.db.tx(async (q) => {
      const row = await loadResource(q, req.user, (req.params as Query).resourceId, 'write');
      await q.query('DELETE FROM resource WHERE id = $1', [row.id]);
      await writeAudit(q, {
        user: req.user, entityId: { entityType: 'TB_RESOURCE', id: row.id }, entityName: row.title,
        actionType: 'DELETED', actionData: { entityId: row.id },
      }, ctx.now());
    });
    return reply.status(200).send();
  });
}
