import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { objectBody } from '../http/validate.js';
import { familyLineImporter, runBulkImport } from '../bulk-import/bulk-import.js';
import { inChange } from '../entities/changes.js';
import { findByName } from '../entities/family.js';
import { registerFamilyRoutes } from '../entities/family-routes.js';
import { TENANT_ADMIN_ONLY } from '../entities/params.js';
import { EDGE_FAMILY, edgeBodyFromLine, saveEdge } from './service.js';

/** Edge endpoints (entity part): save, read, lists, types, customer/public assignment, search, bulk import, enabled flag. */
export default async function edgeRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  registerFamilyRoutes(app, ctx, {
    fam: EDGE_FAMILY, one: 'edge', many: 'edges', infos: 'edgeInfos', nameParam: 'edgeName', idsParam: 'edgeIds',
    typesField: 'edgeTypes', edgeAssignable: false, pagedMany: true,
  });

  app.get('/api/edges/enabled', async () => ctx.config.edgesEnabled);

  app.post('/api/edge', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
    const body = objectBody(req.body);
    const row = await inChange(ctx, (q, events) => saveEdge(ctx, q, events, req.user, body));
    return EDGE_FAMILY.toJson(row);
  });

  app.post('/api/edge/bulk_import', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) =>
    runBulkImport(ctx, req.body, familyLineImporter(ctx, {
      entityType: 'EDGE',
      findByName: (q, name) => findByName(q, EDGE_FAMILY, req.user.tenantId, name),
      toJson: EDGE_FAMILY.toJson,
      save: (q, events, body) => saveEdge(ctx, q, events, req.user, body),
      toBody: edgeBodyFromLine,
      duplicateMessage: 'Edge with such name already exists!',
    })));
}
