import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { objectBody } from '../http/validate.js';
import { inChange } from '../entities/changes.js';
import { registerFamilyRoutes } from '../entities/family-routes.js';
import { TENANT_ADMIN_ONLY } from '../entities/params.js';
import { ENTITY_VIEW_FAMILY, saveEntityView } from './service.js';
import { startEntityViewTelemetry } from './telemetry.js';

/**
 * Entity view endpoints: save, read, lists, types, customer/public/edge assignment and search query; what the
 * shown devices and assets post is passed on to their views while the server runs.
 */
export default async function entityViewRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  ctx.onClose(startEntityViewTelemetry(ctx));
  registerFamilyRoutes(app, ctx, {
    fam: ENTITY_VIEW_FAMILY, one: 'entityView', many: 'entityViews', infos: 'entityViewInfos', nameParam: 'entityViewName',
    typesField: 'entityViewTypes', edgeAssignable: true,
  });

  app.post('/api/entityView', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
    const body = objectBody(req.body);
    const row = await inChange(ctx, (q, events) => saveEntityView(ctx, q, events, req.user, body));
    return ENTITY_VIEW_FAMILY.toJson(row);
  });
}
