import type { FastifyInstance } from 'fastify';
import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ServerContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { parsePageLink, queryPage } from '../http/paging.js';
import { enumParam, objectBody } from '../http/validate.js';
import { inChange } from '../entities/changes.js';
import { TENANT_ADMIN_ONLY, TENANT_OR_CUSTOMER, optionalQuery, type Query } from '../entities/params.js';
import {
  TRANSPORT_TYPES, deviceProfileToInfo, deviceProfileToJson, findDefaultProfile, type DeviceProfileJson, type DeviceProfileRow,
} from './service.js';
import { deleteDeviceProfile, loadProfileChecked, saveDeviceProfile, setDefaultDeviceProfile } from './save.js';
import { profileAttributeKeys, profileTimeseriesKeys } from './keys.js';

const SORTABLE = {
  createdTime: 'created_time', name: 'name', type: 'type', transportType: 'transport_type', provisionType: 'provision_type',
  description: 'description', isDefault: 'is_default', default: 'is_default', id: 'id',
};

const profileId = (params: unknown): string => (params as { deviceProfileId: string }).deviceProfileId;

/** Device profile endpoints: lists, infos, save, delete, default, and the keys of the profile's devices. */
export default async function deviceProfileRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const db = ctx.db;
  const page = (query: Query, tenantId: string, info: boolean) => {
    const where = ['tenant_id = $1'];
    const params: unknown[] = [tenantId];
    const transport = info ? optionalQuery(query, 'transportType') : undefined;
    if (transport) {
      params.push(enumParam(transport, TRANSPORT_TYPES, 'transportType'));
      where.push('transport_type = $2');
    }
    return queryPage<DeviceProfileRow, DeviceProfileJson | ApiSchema<'DeviceProfileInfo'>>(db, {
      select: '*', from: 'device_profile', where, params, search: ['name'], sortable: SORTABLE, defaultSort: 'id ASC',
      link: parsePageLink(query), map: info ? deviceProfileToInfo : deviceProfileToJson,
    });
  };

  app.get('/api/deviceProfiles', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => page(req.query as Query, req.user.tenantId, false));
  app.get('/api/deviceProfileInfos', { config: { auth: TENANT_OR_CUSTOMER } }, async (req) => page(req.query as Query, req.user.tenantId, true));

  app.get('/api/deviceProfile/:deviceProfileId', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) =>
    deviceProfileToJson(await loadProfileChecked(db, req.user, profileId(req.params), 'read')));

  app.get('/api/deviceProfileInfo/default', { config: { auth: TENANT_OR_CUSTOMER } }, async (req) => {
    const row = await findDefaultProfile(db, req.user.tenantId);
    if (!row) throw notFound();
    return deviceProfileToInfo(row);
  });

  app.get('/api/deviceProfileInfo/:deviceProfileId', { config: { auth: TENANT_OR_CUSTOMER } }, async (req) =>
    deviceProfileToInfo(await loadProfileChecked(db, req.user, profileId(req.params), 'read')));

  app.post('/api/deviceProfile', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
    const body = objectBody(req.body);
    return deviceProfileToJson(await inChange(ctx, (q, events) => saveDeviceProfile(ctx, q, events, req.user, body)));
  });

  app.delete('/api/deviceProfile/:deviceProfileId', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
    await inChange(ctx, (q, events) => deleteDeviceProfile(ctx, q, events, req.user, profileId(req.params)));
    return '';
  });

  app.post('/api/deviceProfile/:deviceProfileId/default', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) =>
    deviceProfileToJson(await inChange(ctx, (q, events) => setDefaultDeviceProfile(ctx, q, events, req.user, profileId(req.params)))));

  for (const [kind, read] of [['attributes', profileAttributeKeys], ['timeseries', profileTimeseriesKeys]] as const) {
    app.get(`/api/deviceProfile/devices/keys/${kind}`, { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
      const raw = optionalQuery(req.query as Query, 'deviceProfileId');
      const profile = raw ? await loadProfileChecked(db, req.user, raw, 'read') : undefined;
      return read(db, req.user.tenantId, profile?.id);
    });
  }
}
