import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { objectBody } from '../http/validate.js';
import { applyCommonColumns, familyLineImporter, runBulkImport } from '../bulk-import/bulk-import.js';
import { inChange } from '../entities/changes.js';
import { findByName } from '../entities/family.js';
import { registerFamilyRoutes } from '../entities/family-routes.js';
import { TENANT_ADMIN_ONLY } from '../entities/params.js';
import { ASSET_FAMILY, saveAsset } from './service.js';
import { rejectAssetWithEntityViews } from '../entity-views/service.js';

/** Asset endpoints: save, read, lists, types, customer/public/edge assignment, search query, bulk import. */
export default async function assetRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  registerFamilyRoutes(app, ctx, {
    fam: ASSET_FAMILY, one: 'asset', many: 'assets', infos: 'assetInfos', nameParam: 'assetName', idsParam: 'assetIds',
    typesField: 'assetTypes', edgeAssignable: true, beforeDelete: rejectAssetWithEntityViews,
  });

  app.post('/api/asset', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
    const body = objectBody(req.body);
    const row = await inChange(ctx, (q, events) => saveAsset(ctx, q, events, req.user, body));
    return ASSET_FAMILY.toJson(row);
  });

  app.post('/api/asset/bulk_import', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) =>
    runBulkImport(ctx, req.body, familyLineImporter(ctx, {
      entityType: 'ASSET',
      findByName: (q, name) => findByName(q, ASSET_FAMILY, req.user.tenantId, name),
      toJson: ASSET_FAMILY.toJson,
      save: (q, events, body) => saveAsset(ctx, q, events, req.user, body),
      toBody: applyCommonColumns,
      duplicateMessage: 'Asset with such name already exists!',
    })));
}
