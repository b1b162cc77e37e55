import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { parsePageLink } from '../http/paging.js';
import { uuidParam } from '../http/validate.js';
import { autoCommitsSettled, startAutoCommit } from './auto-commit.js';
import { branches, dataInfo, diffWithVersion, entitiesAt, entityDataAt, listVersions, versionsPath } from './browse.js';
import { createFailed, createVersion, CREATE_PENDING } from './create.js';
import { findRow } from './export.js';
import { loadFailed, loadVersion, LOAD_PENDING } from './load.js';
import { parseCreateRequest, parseLoadRequest, versionableType } from './parse.js';
import { registryOf } from './requests.js';

const TENANT_ADMIN = { auth: ['TENANT_ADMIN'] as ['TENANT_ADMIN'] };
const BASE = '/api/entities/vc';

type Params = Record<string, string>;
type Query = Record<string, unknown>;

function branchParam(query: Query): string {
  const branch = query.branch;
  if (branch === undefined) throw badRequest("Required request parameter 'branch' is not present");
  return String(Array.isArray(branch) ? branch[0] : branch);
}

/** Answers a request id as ThingsBoard does: a JSON string. */
const sendId = (reply: FastifyReply, id: string) => reply.type('application/json').send(JSON.stringify(id));

/** Version control of a tenant's entities: branches, versions, entities at a version, diffs, create and load requests. */
export default async function versionControlRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const requests = registryOf(ctx);
  const stop = startAutoCommit(ctx);
  ctx.onClose(async () => {
    stop();
    await autoCommitsSettled(ctx);
    await requests.settledAll();
  });

  function requestStatus(tenantId: string, kind: 'create' | 'load', rawId: string) {
    const status = requests.status(tenantId, kind, uuidParam(rawId, 'requestId'));
    if (!status) throw notFound();
    return status;
  }

  app.get(`${BASE}/branches`, { config: TENANT_ADMIN }, async (req) => branches(ctx, req.user.tenantId));

  app.post(`${BASE}/version`, { config: TENANT_ADMIN }, async (req, reply) => {
    const request = parseCreateRequest(req.body);
    if (request.type === 'SINGLE_ENTITY') {
      const row = await findRow(ctx.db, request.entityId.entityType, request.entityId.id);
      if (!row) throw notFound();
      if (row.tenant_id !== req.user.tenantId) throw forbidden();
    }
    const user = req.user;
    return sendId(reply, requests.start(user.tenantId, 'create', CREATE_PENDING, () => createVersion(ctx, user, request), createFailed));
  });

  app.get(`${BASE}/version`, { config: TENANT_ADMIN }, async (req) => {
    const query = req.query as Query;
    return listVersions(ctx, req.user.tenantId, branchParam(query), parsePageLink(query));
  });

  app.get(`${BASE}/version/:entityType`, { config: TENANT_ADMIN }, async (req) => {
    const query = req.query as Query;
    const type = versionableType((req.params as Params).entityType);
    return listVersions(ctx, req.user.tenantId, branchParam(query), parsePageLink(query), versionsPath(type));
  });

  // One route serves both `/version/{requestId}/status` and `/version/{entityType}/{externalEntityUuid}`.
  app.get(`${BASE}/version/:first/:second`, { config: TENANT_ADMIN }, async (req) => {
    const { first, second } = req.params as Params;
    if (second === 'status') return requestStatus(req.user.tenantId, 'create', first!);
    const query = req.query as Query;
    const type = versionableType(first);
    return listVersions(ctx, req.user.tenantId, branchParam(query), parsePageLink(query), versionsPath(type, uuidParam(second, 'externalEntityUuid')));
  });

  app.post(`${BASE}/entity`, { config: TENANT_ADMIN }, async (req, reply) => {
    const request = parseLoadRequest(req.body);
    const user = req.user;
    return sendId(reply, requests.start(user.tenantId, 'load', LOAD_PENDING, () => loadVersion(ctx, user, request), loadFailed));
  });

  app.get(`${BASE}/entity/:versionId`, { config: TENANT_ADMIN }, async (req) =>
    entitiesAt(ctx, req.user.tenantId, (req.params as Params).versionId!));

  // One route serves both `/entity/{requestId}/status` and `/entity/{entityType}/{versionId}`.
  app.get(`${BASE}/entity/:first/:second`, { config: TENANT_ADMIN }, async (req) => {
    const { first, second } = req.params as Params;
    if (second === 'status') return requestStatus(req.user.tenantId, 'load', first!);
    return entitiesAt(ctx, req.user.tenantId, second!, [versionableType(first)]);
  });

  app.get(`${BASE}/info/:versionId/:entityType/:externalEntityUuid`, { config: TENANT_ADMIN }, async (req) => {
    const { versionId, entityType, externalEntityUuid } = req.params as Params;
    const type = versionableType(entityType);
    return dataInfo(await entityDataAt(ctx, req.user.tenantId, versionId!, type, uuidParam(externalEntityUuid, 'externalEntityUuid')));
  });

  app.get(`${BASE}/diff/:entityType/:internalEntityUuid`, { config: TENANT_ADMIN }, async (req) => {
    const { entityType, internalEntityUuid } = req.params as Params;
    const versionId = (req.query as Query).versionId;
    if (versionId === undefined || versionId === '') throw badRequest("Required request parameter 'versionId' is not present");
    const type = versionableType(entityType);
    return diffWithVersion(ctx, req.user.tenantId, type, uuidParam(internalEntityUuid, 'internalEntityUuid'), String(versionId));
  });
}
