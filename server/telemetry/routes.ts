import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { on } from '../events.js';
import { badRequest } from '../http/errors.js';
import { boolParam, PARAMETER_MESSAGES } from '../http/validate.js';
import { writeAudit } from '../entities/audit.js';
import { deleteAttributes, deleteTimeseries, saveAttributes, saveTimeseries } from './service.js';
import { resolveTelemetryEntity } from './access.js';
import { attributeKeys, deleteAllAttributes, isScope, readAttributes, SCOPES, type Scope } from './attr-store.js';
import { bodyTree, installJsonTextParser, readPayload } from './http-body.js';
import { parseAttributesPayload, parseTimeseriesPayload, splitKeys } from './payload.js';
import { isHistoryRead, longParam, parseHistoryQuery } from './read-query.js';
import { deleteAllTimeseries, readAggregated, readLatest, readRaw, timeseriesKeys } from './ts-store.js';
import { kvToPlain } from './values.js';
import { toAttributeData, toLatestResponse, toTsResponse } from './wire.js';

type Params = { entityType?: string; entityId?: string; deviceId?: string; scope?: string; ttl?: string };
type Query = Record<string, unknown>;
type Req = FastifyRequest<{ Params: Params; Querystring: Query }>;

const PLAIN = { config: { plainErrors: true } };
const BASE = '/api/plugins/telemetry';
const ENTITY = `${BASE}/:entityType/:entityId`;

function scopeParam(raw: string | undefined, allowed: readonly Scope[]): Scope {
  if (!isScope(raw) || !allowed.includes(raw)) throw badRequest(PARAMETER_MESSAGES.scope(raw ?? ''));
  return raw;
}

/** The entity addressed by a request: `{entityType}/{entityId}` or the device-only `{deviceId}` form. */
function target(ctx: ServerContext, req: Req, op: 'read' | 'write') {
  const { entityType = 'DEVICE', entityId, deviceId } = req.params;
  return resolveTelemetryEntity(ctx.db, req.user, entityType, entityId ?? deviceId ?? '', op);
}

/** Attribute and time-series reads, writes and deletes of any entity (`/api/plugins/telemetry/**`), errors as plain text. */
export default async function telemetryRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  installJsonTextParser(app);

  const readAttrs = async (req: Req) => {
    const scopes = req.params.scope === undefined ? SCOPES : [scopeParam(req.params.scope, SCOPES)];
    const { entity } = await target(ctx, req, 'read');
    const keys = splitKeys(req.query.keys);
    return toAttributeData(await readAttributes(ctx.db, entity.id, scopes, keys.length ? keys : undefined));
  };
  app.get(`${ENTITY}/values/attributes`, PLAIN, readAttrs);
  app.get(`${ENTITY}/values/attributes/:scope`, PLAIN, readAttrs);

  const readAttrKeys = async (req: Req) => {
    const scopes = req.params.scope === undefined ? SCOPES : [scopeParam(req.params.scope, SCOPES)];
    const { entity } = await target(ctx, req, 'read');
    return attributeKeys(ctx.db, entity.id, scopes);
  };
  app.get(`${ENTITY}/keys/attributes`, PLAIN, readAttrKeys);
  app.get(`${ENTITY}/keys/attributes/:scope`, PLAIN, readAttrKeys);

  app.get(`${ENTITY}/keys/timeseries`, PLAIN, async (req: Req) => {
    const { entity } = await target(ctx, req, 'read');
    return timeseriesKeys(ctx.db, entity.id);
  });

  app.get(`${ENTITY}/values/timeseries`, PLAIN, async (req: Req) => {
    if (!isHistoryRead(req.query)) {
      const strict = boolParam(req.query.useStrictDataTypes, 'useStrictDataTypes');
      const { entity } = await target(ctx, req, 'read');
      const keys = splitKeys(req.query.keys);
      const wanted = keys.length ? keys : undefined;
      return toLatestResponse(await readLatest(ctx.db, entity.id, wanted), wanted, strict, ctx.now());
    }
    const hq = parseHistoryQuery(req.query);
    const { entity } = await target(ctx, req, 'read');
    const points = hq.agg === 'NONE'
      ? await readRaw(ctx.db, entity.id, hq.keys, hq, hq.limit, hq.order)
      : await readAggregated(ctx.db, entity.id, hq.keys, hq, hq.agg);
    return toTsResponse(points, hq.strict);
  });

  const writeAttrs = async (req: Req) => {
    const scope = scopeParam(req.params.scope, ['SERVER_SCOPE', 'SHARED_SCOPE']);
    const payload = readPayload(() => parseAttributesPayload(bodyTree(req.body)));
    if (payload.values.size === 0 && payload.deletes.length === 0) throw badRequest('No attributes found in the request body');
    const { entity, info } = await target(ctx, req, 'write');
    await saveAttributes(ctx, { tenantId: info.tenantId, entityId: entity }, scope, payload);
    const attributes = Object.fromEntries([...payload.values].map(([k, v]) => [k, kvToPlain(v)]));
    await writeAudit(ctx.db, { user: req.user, tenantId: info.tenantId, entityId: entity, entityName: info.name,
      actionType: 'ATTRIBUTES_UPDATED', actionData: { scope, attributes, deleted: payload.deletes } }, ctx.now());
    return '';
  };
  app.post(`${BASE}/:deviceId/:scope`, PLAIN, writeAttrs);
  app.post(`${ENTITY}/:scope`, PLAIN, writeAttrs);
  app.post(`${ENTITY}/attributes/:scope`, PLAIN, writeAttrs);

  const removeAttrs = async (req: Req) => {
    const scope = scopeParam(req.params.scope, SCOPES);
    const keys = splitKeys(req.query.keys);
    if (keys.length === 0) throw badRequest(`Empty keys: ${String(req.query.keys ?? '')}`);
    const { entity, info } = await target(ctx, req, 'write');
    await deleteAttributes(ctx, { tenantId: info.tenantId, entityId: entity }, scope, keys);
    await writeAudit(ctx.db, { user: req.user, tenantId: info.tenantId, entityId: entity, entityName: info.name,
      actionType: 'ATTRIBUTES_DELETED', actionData: { scope, keys } }, ctx.now());
    return '';
  };
  app.delete(`${BASE}/:deviceId/:scope`, PLAIN, removeAttrs);
  app.delete(`${ENTITY}/:scope`, PLAIN, removeAttrs);

  const writeTimeseries = async (req: Req) => {
    if (req.params.ttl !== undefined && !/^\d+$/.test(req.params.ttl)) throw badRequest(`Invalid value of 'ttl': ${req.params.ttl}`);
    const entries = readPayload(() => parseTimeseriesPayload(bodyTree(req.body), ctx.now()));
    if (entries.length === 0) throw badRequest('No time series data found in the request body');
    const { entity, info } = await target(ctx, req, 'write');
    await saveTimeseries(ctx, { tenantId: info.tenantId, entityId: entity }, entries);
    await writeAudit(ctx.db, { user: req.user, tenantId: info.tenantId, entityId: entity, entityName: info.name,
      actionType: 'TIMESERIES_UPDATED', actionData: { timeseries: entries.map((e) => ({ ts: e.ts, key: e.key, value: kvToPlain(e.value) })) } }, ctx.now());
    return '';
  };
  app.post(`${ENTITY}/timeseries/:scope`, PLAIN, writeTimeseries);
  app.post(`${ENTITY}/timeseries/:scope/:ttl`, PLAIN, writeTimeseries);

  app.delete(`${ENTITY}/timeseries/delete`, PLAIN, async (req: Req) => {
    const keys = splitKeys(req.query.keys);
    if (keys.length === 0) throw badRequest(`Empty keys: ${String(req.query.keys ?? '')}`);
    const all = boolParam(req.query.deleteAllDataForKeys, 'deleteAllDataForKeys');
    const startTs = all ? 0 : longParam(req.query.startTs, 'startTs');
    const endTs = all ? Number.MAX_SAFE_INTEGER : longParam(req.query.endTs, 'endTs');
    if (startTs === undefined || endTs === undefined) {
      throw badRequest('startTs and endTs are required unless deleteAllDataForKeys is true');
    }
    const rewriteLatest = boolParam(req.query.rewriteLatestIfDeleted, 'rewriteLatestIfDeleted');
    const { entity, info } = await target(ctx, req, 'write');
    await deleteTimeseries(ctx, { tenantId: info.tenantId, entityId: entity }, { keys, startTs, endTs, rewriteLatest });
    await writeAudit(ctx.db, { user: req.user, tenantId: info.tenantId, entityId: entity, entityName: info.name,
      actionType: 'TIMESERIES_DELETED', actionData: { keys, startTs, endTs } }, ctx.now());
    return '';
  });

  // Telemetry of a deleted entity goes with it.
  const off = on(ctx, 'entity', (e) => {
    if (e.action !== 'DELETED') return;
    void Promise.all([deleteAllAttributes(ctx.db, e.entityId.id), deleteAllTimeseries(ctx.db, e.entityId.id)])
      .catch((err: unknown) => ctx.log(`[telemetry] cleanup of ${e.entityId.id} failed: ${String(err)}`));
  });
  ctx.onClose(off);
}
