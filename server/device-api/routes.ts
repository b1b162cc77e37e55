import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { ApiError, badRequest, failureLine, toApiError, unauthorized } from '../http/errors.js';
import { bodyProblem, decodeBody } from '../http/input-guards.js';
import { rpcService, deviceRpcMessage } from '../rpc/service.js';
import { saveAttributes, saveTimeseries } from '../telemetry/service.js';
import { DEFAULT_CLAIM_DURATION_MS, findDeviceByToken, registerDeviceClaim, type TokenDevice } from './token-device.js';
import { findOtaDownload, otaChunk, type OtaKind } from './ota.js';
import { provisionDevice } from './provision.js';
import { readAttributes } from '../telemetry/attr-store.js';
import { attributeUpdateWaiters } from '../telemetry/attribute-updates.js';
import { deviceActivity } from '../telemetry/device-activity.js';
import { readPayload } from '../telemetry/http-body.js';
import { isJsonObject, JsonNestingError, JsonNumber, parseJsonText, toPlain, type JsonTree } from '../telemetry/json-text.js';
import { parseAttributesPayload, parseTimeseriesPayload, splitKeys } from '../telemetry/payload.js';
import { longParam } from '../telemetry/read-query.js';
import type { Wait, WaitEnd } from '../telemetry/waiters.js';
import { toKeyValueObject } from '../telemetry/wire.js';

/** Long-poll timeout when the device gives none (or 0), in ms. */
export const DEFAULT_POLL_TIMEOUT = 60_000;
/** Longest long-poll timeout, in ms. */
export const MAX_POLL_TIMEOUT = 300_000;

type Req = FastifyRequest<{ Params: { deviceToken: string; requestId?: string }; Querystring: Record<string, unknown> }>;

/** Largest device message read, in bytes: ThingsBoard's HTTP transport default; larger ones answer 413 unread. */
export const MAX_PAYLOAD_SIZE = 65_536;

const PUBLIC = { config: { auth: 'public' as const, plainErrors: true }, bodyLimit: MAX_PAYLOAD_SIZE };

/** A device-API failure answered with a status and a plain-text body (empty unless given). */
class DeviceApiError extends ApiError {
  constructor(status: number, readonly text = '') {
    super(status, text, 0);
  }
}

/** Reads a long-poll timeout: 0 or none → 60000 ms, at most 300000 ms. */
export function pollTimeout(raw: unknown): number {
  const t = longParam(raw, 'timeout') ?? 0;
  if (t < 0) throw badRequest('timeout must not be negative');
  return t === 0 ? DEFAULT_POLL_TIMEOUT : Math.min(t, MAX_POLL_TIMEOUT);
}

/** The device of the request's token; 401 when unknown. */
async function device(ctx: ServerContext, req: Req): Promise<TokenDevice> {
  const found = await findDeviceByToken(ctx, req.params.deviceToken);
  if (!found) throw unauthorized();
  return found;
}

/** Records a device's message as activity: called once the message is accepted, so a refused one changes nothing. */
const active = (ctx: ServerContext, d: TokenDevice) => deviceActivity(ctx).touch(d);

/** The JSON of a device message; 400 when malformed, holding a NUL character or nested too deep. */
function tree(body: unknown): JsonTree {
  let parsed: JsonTree;
  try {
    parsed = parseJsonText(typeof body === 'string' ? body : '');
  } catch (_err) {
    throw badRequest('malformed JSON');
  }
  const problem = bodyProblem(parsed);
  if (problem) throw badRequest(problem);
  return parsed;
}

/** The text of a device message that need not be JSON (an RPC reply); 400 when it carries a NUL character. */
function text(body: unknown): string {
  const raw = typeof body === 'string' ? body : '';
  let parsed: JsonTree | undefined;
  try {
    parsed = parseJsonText(raw);
  } catch (err) {
    if (err instanceof JsonNestingError) throw badRequest('Validation error: the body is nested too deep');
    parsed = raw;
  }
  const problem = bodyProblem(parsed);
  if (problem) throw badRequest(problem);
  return raw;
}

/** Waits for a long poll's value, ending the wait when the device hangs up. */
async function longPoll<T>(reply: FastifyReply, wait: Wait<T>): Promise<T | WaitEnd> {
  const onClose = () => wait.cancel();
  reply.raw.once('close', onClose);
  try {
    return await wait.promise;
  } finally {
    reply.raw.off('close', onClose);
  }
}

function endOfPoll(end: WaitEnd): never {
  if (end === 'deleted') throw new DeviceApiError(403, 'Device was deleted!');
  throw new DeviceApiError(end === 'closed' ? 503 : 408);
}

/** The device-facing HTTP API (`/api/v1/**`): token in the path, bodies read as JSON text, errors with empty bodies. */
export default async function deviceApiRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => {
    try {
      done(null, decodeBody(body as Buffer));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.setErrorHandler((err, req, reply) => {
    const e = toApiError(err);
    if (e.status >= 500) ctx.log(failureLine(req, e.status, err));
    reply.status(e.status).type('text/plain; charset=utf-8').send(err instanceof DeviceApiError ? err.text : '');
  });
  const rpc = rpcService(ctx);
  const updates = attributeUpdateWaiters(ctx);
  const target = (d: TokenDevice) => ({ tenantId: d.tenantId, entityId: { entityType: 'DEVICE', id: d.id } });

  app.post('/api/v1/:deviceToken/telemetry', PUBLIC, async (req: Req) => {
    const d = await device(ctx, req);
    const entries = readPayload(() => parseTimeseriesPayload(tree(req.body), ctx.now()));
    await active(ctx, d);
    await saveTimeseries(ctx, target(d), entries);
    return '';
  });

  app.post('/api/v1/:deviceToken/attributes', PUBLIC, async (req: Req) => {
    const d = await device(ctx, req);
    const payload = readPayload(() => parseAttributesPayload(tree(req.body)));
    await active(ctx, d);
    await saveAttributes(ctx, target(d), 'CLIENT_SCOPE', payload);
    return '';
  });

  app.get('/api/v1/:deviceToken/attributes', PUBLIC, async (req: Req) => {
    const d = await device(ctx, req);
    const clientKeys = splitKeys(req.query.clientKeys);
    const sharedKeys = splitKeys(req.query.sharedKeys);
    const all = clientKeys.length === 0 && sharedKeys.length === 0;
    await active(ctx, d);
    const read = async (scope: 'CLIENT_SCOPE' | 'SHARED_SCOPE', keys: string[]) =>
      all || keys.length ? toKeyValueObject(await readAttributes(ctx.db, d.id, [scope], all ? undefined : keys)) : {};
    const client = await read('CLIENT_SCOPE', clientKeys);
    const shared = await read('SHARED_SCOPE', sharedKeys);
    const out: Record<string, unknown> = {};
    if (Object.keys(client).length) out.client = client;
    if (Object.keys(shared).length) out.shared = shared;
    return out;
  });

  app.get('/api/v1/:deviceToken/attributes/updates', PUBLIC, async (req: Req, reply: FastifyReply) => {
    const timeout = pollTimeout(req.query.timeout);
    const d = await device(ctx, req);
    await active(ctx, d);
    const result = await longPoll(reply, updates.wait(d.id, timeout));
    if (result === 'deleted' || result === 'timeout' || result === 'closed' || result === 'cancelled') endOfPoll(result);
    return reply.type('application/json').send(result);
  });

  app.get('/api/v1/:deviceToken/rpc', PUBLIC, async (req: Req, reply: FastifyReply) => {
    const timeout = pollTimeout(req.query.timeout);
    const d = await device(ctx, req);
    await active(ctx, d);
    const result = await longPoll(reply, rpc.broker.poll(d.id, timeout));
    if (typeof result === 'string') endOfPoll(result);
    await rpc.delivered(result);
    return reply.type('application/json').send(deviceRpcMessage(result));
  });

  app.post('/api/v1/:deviceToken/rpc/:requestId', PUBLIC, async (req: Req) => {
    const requestId = longParam(req.params.requestId, 'requestId');
    if (requestId === undefined) throw badRequest('requestId is required');
    const d = await device(ctx, req);
    const answer = text(req.body);
    await active(ctx, d);
    await rpc.reply(d.id, requestId, answer);
    return '';
  });

  app.post('/api/v1/:deviceToken/rpc', PUBLIC, async (req: Req, reply: FastifyReply) => {
    const d = await device(ctx, req);
    const body = tree(req.body);
    const method = isJsonObject(body) ? body.get('method') : undefined;
    if (typeof method !== 'string') throw badRequest("'method' is required");
    await active(ctx, d);
    if (method !== 'getCurrentTime') throw new DeviceApiError(404);
    return reply.type('application/json').send({ time: ctx.now() });
  });

  app.post('/api/v1/:deviceToken/claim', PUBLIC, async (req: Req) => {
    const d = await device(ctx, req);
    const body = tree(req.body);
    const secret = isJsonObject(body) ? body.get('secretKey') : undefined;
    const duration = isJsonObject(body) ? body.get('durationMs') : undefined;
    const durationMs = duration instanceof JsonNumber ? Math.trunc(Number(duration.raw)) : DEFAULT_CLAIM_DURATION_MS;
    if (!(durationMs > 0)) throw badRequest('durationMs must be positive');
    await active(ctx, d);
    await registerDeviceClaim(ctx, d, typeof secret === 'string' ? secret : '', durationMs);
    return '';
  });

  app.post('/api/v1/provision', PUBLIC, async (req: FastifyRequest) => {
    const body = tree(req.body);
    if (!isJsonObject(body)) throw badRequest('Request is not a JSON object');
    return provisionDevice(ctx, toPlain(body) as Record<string, unknown>);
  });

  const download = (kind: OtaKind) => async (req: Req, reply: FastifyReply) => {
    const { title, version } = req.query;
    if (typeof title !== 'string' || typeof version !== 'string' || !title || !version) throw badRequest('title and version are required');
    const size = longParam(req.query.size, 'size') ?? 0;
    const chunk = longParam(req.query.chunk, 'chunk') ?? 0;
    if (size < 0 || chunk < 0) throw badRequest('size and chunk must not be negative');
    const d = await device(ctx, req);
    await active(ctx, d);
    const found = await findOtaDownload(ctx.db, d, kind, title, version);
    if (!found) throw new DeviceApiError(404);
    return reply
      .type('application/octet-stream')
      .header('Content-Disposition', `attachment; filename=${encodeURIComponent(found.fileName)}`)
      .header('x-filename', encodeURIComponent(found.fileName))
      .send(otaChunk(found.data, size, chunk));
  };
  app.get('/api/v1/:deviceToken/firmware', PUBLIC, download('FIRMWARE'));
  app.get('/api/v1/:deviceToken/software', PUBLIC, download('SOFTWARE'));
}
