import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { parsePageLink, queryPage } from '../http/paging.js';
import { auditChange, announceChange } from '../accounts/events.js';
import { tenantProfileInfoJson, tenantProfileJson, type TenantProfileRow } from '../accounts/json.js';
import {
  deleteTenantProfile, findDefaultTenantProfile, findTenantProfile, parseTenantProfileBody, saveTenantProfile, setDefaultTenantProfile,
} from './profiles.js';
import { NULL_UUID } from '../auth/types.js';
import { syncTenantQueues } from '../queues/service.js';
import { profileQueues } from './profiles.js';

const SYS_ADMIN = { config: { auth: ['SYS_ADMIN' as const] } };
const PROFILE_SORT = { createdTime: 'created_time', name: 'name', description: 'description', isDefault: 'is_default', default: 'is_default' };

async function loadProfile(ctx: ServerContext, request: FastifyRequest): Promise<TenantProfileRow> {
  const id = (request.params as { tenantProfileId: string }).tenantProfileId;
  const row = await findTenantProfile(ctx.db, id);
  if (!row) throw notFound(`Tenant profile with id [${id}] is not found`);
  return row;
}

function listProfiles<T>(ctx: ServerContext, request: FastifyRequest, map: (row: TenantProfileRow) => T) {
  return queryPage<TenantProfileRow, T>(ctx.db, {
    select: '*', from: 'tenant_profile', where: [], params: [], search: ['name'], sortable: PROFILE_SORT,
    link: parsePageLink(request.query as Record<string, unknown>), map,
  });
}

/** Tenant profiles (system administrator only): lists, infos, one profile, the default, save, make default, delete. */
export default async function tenantProfileRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/tenantProfiles', SYS_ADMIN, async (request) => listProfiles(ctx, request, tenantProfileJson));
  app.get('/api/tenantProfileInfos', SYS_ADMIN, async (request) => listProfiles(ctx, request, tenantProfileInfoJson));
  app.get('/api/tenantProfile/:tenantProfileId', SYS_ADMIN, async (request) => tenantProfileJson(await loadProfile(ctx, request)));
  app.get('/api/tenantProfileInfo/:tenantProfileId', SYS_ADMIN, async (request) => tenantProfileInfoJson(await loadProfile(ctx, request)));

  app.get('/api/tenantProfileInfo/default', SYS_ADMIN, async () => {
    const row = await findDefaultTenantProfile(ctx.db);
    if (!row) throw notFound();
    return tenantProfileInfoJson(row);
  });

  app.post('/api/tenantProfile', SYS_ADMIN, async (request) => {
    const input = parseTenantProfileBody(request.body);
    if (input.id && !(await findTenantProfile(ctx.db, input.id))) throw notFound(`Tenant profile with id [${input.id}] is not found`);
    const action = input.id ? 'UPDATED' : 'ADDED';
    const row = await ctx.db.tx(async (q) => {
      const saved = await saveTenantProfile(q, input, ctx.now());
      const tenants = await q.query<{ id: string }>('SELECT id FROM tenant WHERE tenant_profile_id = $1', [saved.id]);
      await syncTenantQueues(q, tenants.map((t) => t.id), profileQueues(saved), ctx.now());
      await auditChange(ctx, q, request.user, { entityType: 'TENANT_PROFILE', id: saved.id, name: saved.name, action, entity: tenantProfileJson(saved) });
      return saved;
    });
    announceChange(ctx, NULL_UUID, { entityType: 'TENANT_PROFILE', id: row.id, action });
    return tenantProfileJson(row);
  });

  app.post('/api/tenantProfile/:tenantProfileId/default', SYS_ADMIN, async (request) => {
    const row = await loadProfile(ctx, request);
    const json = await ctx.db.tx(async (q) => {
      const saved = tenantProfileJson(await setDefaultTenantProfile(q, row.id));
      await auditChange(ctx, q, request.user, { entityType: 'TENANT_PROFILE', id: row.id, name: row.name, action: 'UPDATED', entity: saved });
      return saved;
    });
    announceChange(ctx, NULL_UUID, { entityType: 'TENANT_PROFILE', id: row.id, action: 'UPDATED' });
    return json;
  });

  app.delete('/api/tenantProfile/:tenantProfileId', SYS_ADMIN, async (request, reply) => {
    const row = await loadProfile(ctx, request);
    await ctx.db.tx(async (q) => {
      await deleteTenantProfile(q, row);
      await auditChange(ctx, q, request.user, { entityType: 'TENANT_PROFILE', id: row.id, name: row.name, action: 'DELETED' });
    });
    announceChange(ctx, NULL_UUID, { entityType: 'TENANT_PROFILE', id: row.id, action: 'DELETED' });
    return reply.status(200).send();
  });
}
