import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import type { SecurityUser } from '../auth/types.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { parsePageLink } from '../http/paging.js';
import { canAccess } from '../auth/permissions.js';
import { enumParam } from '../http/validate.js';
import { writeAudit } from '../entities/audit.js';
import { rpcService, type RpcCall } from './service.js';
import { deleteRpc, findRpc, pageRpcs, RPC_STATUSES, rpcToJson } from './store.js';
import { isUuid } from '../db/ids.js';
import { bodyTree, installJsonTextParser } from '../telemetry/http-body.js';
import { isJsonObject, JsonNumber, stringifyTree, toPlain, type JsonTree } from '../telemetry/json-text.js';

type Req = FastifyRequest<{ Params: { deviceId?: string; rpcId?: string }; Querystring: Record<string, unknown> }>;

const PLAIN = { config: { plainErrors: true } };

interface DeviceOwner {
  id: string;
  tenantId: string;
  customerId: string;
  name: string;
}

/** Loads a device for an RPC call: 404 when missing, 403 unless a tenant admin of its tenant or a user of its customer. */
async function rpcDevice(ctx: ServerContext, user: SecurityUser, id: string): Promise<DeviceOwner> {
  const device = await ctx.db.one<DeviceOwner>('SELECT id, tenant_id AS "tenantId", customer_id AS "customerId", name FROM device WHERE id = $1', [id]);
  if (!device) throw notFound("Device with requested id wasn't found!");
  if (!canAccess(user, device)) throw forbidden();
  return device;
}

function numberField(body: Map<string, JsonTree>, name: string): number | undefined {
  const v = body.get(name);
  if (v === undefined || v === null) return undefined;
  const n = v instanceof JsonNumber ? Number(v.raw) : NaN;
  if (!Number.isFinite(n)) throw badRequest(`'${name}' must be a number`);
  return Math.trunc(n);
}

/** Reads an RPC request body `{method, params, timeout?, expirationTime?, persistent?, retries?, additionalInfo?, requestUUID?}`. */
function readCall(raw: unknown, oneway: boolean): RpcCall {
  const body = bodyTree(raw);
  if (!isJsonObject(body)) throw badRequest('Request body must be a JSON object');
  const method = body.get('method');
  if (typeof method !== 'string' || method === '') throw badRequest("'method' is required");
  const persistent = body.get('persistent');
  if (persistent !== undefined && persistent !== null && typeof persistent !== 'boolean') throw badRequest("'persistent' must be a boolean");
  const uuid = body.get('requestUUID');
  return {
    oneway, method,
    params: stringifyTree(body.get('params') ?? null),
    timeout: numberField(body, 'timeout'),
    expirationTime: numberField(body, 'expirationTime'),
    persistent: persistent === true,
    retries: numberField(body, 'retries') ?? null,
    additionalInfo: body.has('additionalInfo') ? toPlain(body.get('additionalInfo')!) : null,
    requestUUID: isUuid(uuid) ? uuid.toLowerCase() : undefined,
  };
}

/** Server-side RPC to devices (`/api/rpc/**`, legacy `/api/plugins/rpc/**`) and persistent RPC records. */
export default async function rpcRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  installJsonTextParser(app);
  const service = rpcService(ctx);
  await service.restore();

  const handle = (oneway: boolean, legacy: boolean) => async (req: Req, reply: FastifyReply) => {
    const device = await rpcDevice(ctx, req.user, req.params.deviceId!);
    const call = readCall(req.body, oneway);
    const { rpcId, outcome } = await service.send({ id: device.id, tenantId: device.tenantId }, call);
    await writeAudit(ctx.db, { user: req.user, tenantId: device.tenantId, entityId: { entityType: 'DEVICE', id: device.id },
      entityName: device.name, actionType: 'RPC_CALL', actionData: { rpcId, method: call.method, params: call.params, oneway, persistent: call.persistent } }, ctx.now());
    if (call.persistent) return { rpcId };
    const result = await outcome;
    switch (result.kind) {
      case 'delivered':
        return reply.code(200).send();
      case 'reply':
        if (result.body.trim() === '') return reply.code(200).send();
        try {
          JSON.parse(result.body);
        } catch (_err) {
          return reply.code(406).send();
        }
        return reply.code(200).type('application/json').send(result.body);
      case 'timeout':
        return reply.code(legacy ? 408 : 504).send();
      case 'cancelled':
        return reply.code(legacy ? 409 : 504).send();
    }
  };
  app.post('/api/rpc/oneway/:deviceId', PLAIN, handle(true, false));
  app.post('/api/rpc/twoway/:deviceId', PLAIN, handle(false, false));
  app.post('/api/plugins/rpc/oneway/:deviceId', PLAIN, handle(true, true));
  app.post('/api/plugins/rpc/twoway/:deviceId', PLAIN, handle(false, true));

  const loadRpc = async (req: Req) => {
    const row = await findRpc(ctx.db, req.params.rpcId!);
    if (!row) throw notFound();
    return row;
  };

  app.get('/api/rpc/persistent/:rpcId', PLAIN, async (req: Req) => {
    const row = await loadRpc(req);
    const device = await ctx.db.one<{ customerId: string }>('SELECT customer_id AS "customerId" FROM device WHERE id = $1', [row.device_id]);
    if (!canAccess(req.user, { tenantId: row.tenant_id, customerId: device?.customerId })) throw forbidden();
    return rpcToJson(row);
  });

  app.delete('/api/rpc/persistent/:rpcId', PLAIN, async (req: Req) => {
    const row = await loadRpc(req);
    if (req.user.authority !== 'TENANT_ADMIN' || req.user.tenantId !== row.tenant_id) throw forbidden();
    service.broker.cancel(row.id);
    await deleteRpc(ctx.db, row.id);
    return '';
  });

  app.get('/api/rpc/persistent/device/:deviceId', PLAIN, async (req: Req) => {
    const link = parsePageLink(req.query);
    const status = req.query.rpcStatus === undefined || req.query.rpcStatus === ''
      ? undefined : enumParam(req.query.rpcStatus, RPC_STATUSES, 'rpcStatus');
    const device = await rpcDevice(ctx, req.user, req.params.deviceId!);
    return pageRpcs(ctx.db, device.id, status, link);
  });
}
