import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { parsePageLink } from '../http/paging.js';
import { objectBody } from '../http/validate.js';
import { inChange } from '../entities/changes.js';
import type { Query } from '../entities/params.js';
import { deleteBundle, listBundles, loadBundle, pageBundles, saveBundle, widgetsBundleToJson } from './bundles.js';

const OWNERS = { config: { auth: ['SYS_ADMIN' as const, 'TENANT_ADMIN' as const] } };
const param = (req: FastifyRequest, name: string): unknown => (req.params as Record<string, unknown>)[name];

/** Widgets bundle endpoints: the visible list (whole or paged), read, save and delete. */
export default async function widgetsBundleRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/widgetsBundles', async (req) => {
    const query = req.query as Query;
    // Like the 3.4.1 controller: the paged variant only when both pageSize and page are given.
    if (query.pageSize !== undefined && query.page !== undefined) {
      return pageBundles(ctx.db, req.user, ctx.config.edgesEnabled, parsePageLink(query));
    }
    return listBundles(ctx.db, req.user, ctx.config.edgesEnabled);
  });

  app.get('/api/widgetsBundle/:widgetsBundleId', async (req) =>
    widgetsBundleToJson(await loadBundle(ctx.db, req.user, param(req, 'widgetsBundleId'), 'read')));

  app.post('/api/widgetsBundle', OWNERS, async (req) => {
    const body = objectBody(req.body);
    return widgetsBundleToJson(await inChange(ctx, (q, events) => saveBundle(ctx, q, events, req.user, body)));
  });

  app.delete('/api/widgetsBundle/:widgetsBundleId', OWNERS, async (req) => {
    await inChange(ctx, (q, events) => deleteBundle(ctx, q, events, req.user, param(req, 'widgetsBundleId')));
    return '';
  });
}
