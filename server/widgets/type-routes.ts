import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { boolParam, objectBody } from '../http/validate.js';
import { inChange } from '../entities/changes.js';
import { requiredQuery, type Query } from '../entities/params.js';
import {
  bundleTypes, deleteType, findTypeByAlias, loadType, queriedOwner, saveType,
  widgetTypeDetailsToJson, widgetTypeInfoToJson, widgetTypeToJson, type WidgetTypeRow,
} from './types.js';

const OWNERS = { config: { auth: ['SYS_ADMIN' as const, 'TENANT_ADMIN' as const] } };
const param = (req: FastifyRequest, name: string): unknown => (req.params as Record<string, unknown>)[name];

/** Reads the `isSystem` and `bundleAlias` query parameters every bundle listing requires. */
function bundleQuery(req: FastifyRequest): { tenantId: string; bundleAlias: string } {
  const query = req.query as Query;
  const isSystem = boolParam(requiredQuery(query, 'isSystem'), 'isSystem');
  return { tenantId: queriedOwner(req.user, isSystem), bundleAlias: requiredQuery(query, 'bundleAlias') };
}

/** Widget type endpoints of the 3.4.1 API: lists of a bundle (types, details, infos), lookup by alias, read, save, delete. */
export default async function widgetTypeRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const db = ctx.db;
  const listing = <J>(map: (row: WidgetTypeRow) => J) => async (req: FastifyRequest) => {
    const { tenantId, bundleAlias } = bundleQuery(req);
    return (await bundleTypes(db, tenantId, bundleAlias)).map(map);
  };

  app.get('/api/widgetTypes', listing(widgetTypeToJson));
  app.get('/api/widgetTypesDetails', listing(widgetTypeDetailsToJson));
  app.get('/api/widgetTypesInfos', listing(widgetTypeInfoToJson));

  app.get('/api/widgetType', async (req) => {
    const { tenantId, bundleAlias } = bundleQuery(req);
    const row = await findTypeByAlias(db, tenantId, bundleAlias, requiredQuery(req.query as Query, 'alias'));
    if (!row) throw notFound();
    return widgetTypeToJson(row);
  });

  app.get('/api/widgetType/:widgetTypeId', async (req) =>
    widgetTypeDetailsToJson(await loadType(db, req.user, param(req, 'widgetTypeId'), 'read')));

  app.post('/api/widgetType', OWNERS, async (req) => {
    const body = objectBody(req.body);
    return widgetTypeDetailsToJson(await inChange(ctx, (q, events) => saveType(ctx, q, events, req.user, body)));
  });

  app.delete('/api/widgetType/:widgetTypeId', OWNERS, async (req) => {
    await inChange(ctx, (q, events) => deleteType(ctx, q, events, req.user, param(req, 'widgetTypeId')));
    return '';
  });
}
