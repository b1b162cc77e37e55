import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { objectBody } from '../http/validate.js';
import { runBulkImport } from '../bulk-import/bulk-import.js';
import { inChange } from '../entities/changes.js';
import { registerFamilyRoutes } from '../entities/family-routes.js';
import { TENANT_ADMIN_ONLY, optionalQuery, type Query } from '../entities/params.js';
import { DEVICE_FAMILY, saveDevice } from './service.js';
import { findCredentialsByDevice, formatCredentials, updateCredentials } from './credentials.js';
import { deviceLineImporter } from './import.js';
import { assignDeviceToTenant } from './tenant.js';
import { rejectDeviceWithEntityViews } from '../entity-views/service.js';

/** Device endpoints: save, save with credentials, read, lists, types, assignment, search query, bulk import. */
export default async function deviceRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  registerFamilyRoutes(app, ctx, {
    fam: DEVICE_FAMILY, one: 'device', many: 'devices', infos: 'deviceInfos', nameParam: 'deviceName', idsParam: 'deviceIds',
    typesField: 'deviceTypes', edgeAssignable: true, beforeDelete: rejectDeviceWithEntityViews,
    infoFilter: (query: Query) => {
      const profileId = optionalQuery(query, 'deviceProfileId');
      if (!profileId || optionalQuery(query, 'type')) return undefined;
      return (next) => ({ sql: `e.device_profile_id = $${next}`, params: [profileId] });
    },
  });

  app.post('/api/device', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
    const body = objectBody(req.body);
    const accessToken = optionalQuery(req.query as Query, 'accessToken');
    const row = await inChange(ctx, (q, events) => saveDevice(ctx, q, events, req.user, body, { accessToken }));
    return DEVICE_FAMILY.toJson(row);
  });

  app.post('/api/device-with-credentials', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
    const body = objectBody(req.body);
    if (body.device === undefined || body.device === null || body.credentials === undefined || body.credentials === null) throw notFound();
    const device = objectBody(body.device);
    const credentials = formatCredentials(objectBody(body.credentials));
    const row = await inChange(ctx, async (q, events) => {
      const saved = await saveDevice(ctx, q, events, req.user, device, { credentials });
      const current = device.id ? await findCredentialsByDevice(q, saved.id) : undefined;
      if (current) await updateCredentials(q, current.id, credentials);
      return saved;
    });
    return DEVICE_FAMILY.toJson(row);
  });

  app.post('/api/tenant/:tenantId/device/:deviceId', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
    const p = req.params as { tenantId: string; deviceId: string };
    const row = await inChange(ctx, (q, events) => assignDeviceToTenant(ctx, q, events, req.user, p.tenantId, p.deviceId));
    return DEVICE_FAMILY.toJson(row);
  });

  app.post('/api/device/bulk_import', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) =>
    runBulkImport(ctx, req.body, deviceLineImporter(ctx, req.user)));
}
