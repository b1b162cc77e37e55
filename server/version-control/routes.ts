import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context.js';
import { forbidden, notFound } from '../http/errors.js';
import { parsePageLink } from '../http/paging.js';
import { autoCommitsSettled, startAutoCommit } from './auto-commit.js';
import { branches, dataInfo, diffWithVersion, entitiesAt, entityDataAt, listVersions, versionsPath } from './browse.js';
import { createFailed, createVersion, CREATE_PENDING } from './create.js';
import { findRow } from './export.js';
import { loadFailed, loadVersion, LOAD_PENDING } from './load.js';
import { parseCreateRequest, parseLoadRequest, versionableType } from './parse.js';
import { registryOf } from './requests.js';
import { missingParameter } from '../http/validate.js';

const TENANT_ADMIN = { auth: ['TENANT_ADMIN'] as ['TENANT_ADMIN'] };
const BASE = '/api/entities/vc';

type Params = Record<string, string>;
type Query = Record<string, unknown>;

function branchParam(query: Query): string {
  const branch = query.branch;
  if (branch === undefined) throw missingParameter('branch');
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

  function requestStatus(tenantId: string, kind: 'create' | 'load', id: string) {
    const status = requests.status(tenantId, kind, id);
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

  app.get(`${BASE}/version/:requestId/status`, { config: TENANT_ADMIN }, async (req) =>
    requestStatus(req.user.tenantId, 'create', (req.params as Params).requestId!));

  app.get(`${BASE}/version/:entityType/:externalEntityUuid`, { config: TENANT_ADMIN }, async (req) => {
    const { entityType, externalEntityUuid } = req.params as Params;
    const query = req.query as Query;
    const type = versionableType(entityType);
    return listVersions(ctx, req.user.tenantId, branchParam(query), parsePageLink(query), versionsPath(type, externalEntityUuid));
  });

  app.post(`${BASE}/entity`, { config: TENANT_ADMIN }, async (req, reply) => {
    const request = parseLoadRequest(req.body);
    const user = req.user;
    return sendId(reply, requests.start(user.tenantId, 'load', LOAD_PENDING, () => loadVersion(ctx, user, request), loadFailed));
  });

  app.get(`${BASE}/entity/:versionId`, { config: TENANT_ADMIN }, async (req) =>
    entitiesAt(ctx, req.user.tenantId, (req.params as Params).versionId!));

  app.get(`${BASE}/entity/:requestId/status`, { config: TENANT_ADMIN }, async (req) =>
    requestStatus(req.user.tenantId, 'load', (req.params as Params).requestId!));

  app.get(`${BASE}/entity/:entityType/:versionId`, { config: TENANT_ADMIN }, async (req) => {
    const { entityType, versionId } = req.params as Params;
    return entitiesAt(ctx, req.user.tenantId, versionId!, [versionableType(entityType)]);
  });

  app.get(`${BASE}/info/:versionId/:entityType/:externalEntityUuid`, { config: TENANT_ADMIN }, async (req) => {
    const { versionId, entityType, externalEntityUuid } = req.params as Params;
    const type = versionableType(entityType);
    return dataInfo(await entityDataAt(ctx, req.user.tenantId, versionId!, type, externalEntityUuid!));
  });

  app.get(`${BASE}/diff/:entityType/:internalEntityUuid`, { config: TENANT_ADMIN }, async (req) => {
    const { entityType, internalEntityUuid } = req.params as Params;
    const versionId = (req.query as Query).versionId;
    if (versionId === undefined || versionId === '') throw missingParameter('versionId');
    const type = versionableType(entityType);
    return diffWithVersion(ctx, req.user.tenantId, type, internalEntityUuid!, String(versionId));
  });
}
