import type { ServerContext } from '../context.js';
import { on } from '../events.js';
import { parseJsonText, stringifyTree } from '../telemetry/json-text.js';
import { newId } from '../db/ids.js';
import { RpcBroker, type RpcOutcome, type RpcRequest } from './broker.js';
import { expireQueued, insertRpc, queuedRpcs, requestFromRow, updateRpcStatus, type RpcExtras } from './store.js';

/** Default time a server-side RPC waits, in ms. */
export const DEFAULT_RPC_TIMEOUT = 10_000;
/** Shortest wait of a server-side RPC, in ms (smaller timeouts are raised to it). */
export const MIN_RPC_TIMEOUT = 5_000;

/** What the console asked for (`POST /api/rpc/{oneway|twoway}/{deviceId}`). */
export interface RpcCall {
  oneway: boolean;
  method: string;
  /** Parameters as JSON text. */
  params: string;
  timeout?: number;
  expirationTime?: number;
  persistent: boolean;
  retries: number | null;
  additionalInfo: unknown;
  /** Id requested by the caller (`requestUUID`). */
  requestUUID?: string;
}

/** Expiration of a call: `expirationTime` when given, else now + max(5000, timeout ?? 10000). */
export function expirationOf(call: Pick<RpcCall, 'timeout' | 'expirationTime'>, now: number): number {
  if (call.expirationTime !== undefined) return call.expirationTime;
  return now + Math.max(MIN_RPC_TIMEOUT, call.timeout ?? DEFAULT_RPC_TIMEOUT);
}

/** A device reply as JSON to store: the parsed reply, or the text itself when it is not JSON. */
function replyJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch (_err) {
    return body;
  }
}

/** Server-side RPC: queues calls for devices, tracks persistent ones in the `rpc` table. */
export class RpcService {
  readonly broker: RpcBroker;
  /** Status bookkeeping of persistent requests still in flight, by rpc id. */
  private readonly tracking = new Map<string, Promise<RpcOutcome>>();

  constructor(private readonly ctx: ServerContext) {
    this.broker = new RpcBroker(ctx.now);
  }

  /** Sends a call to a device; answers its id and the outcome (persistent calls are tracked in the table). */
  async send(device: { id: string; tenantId: string }, call: RpcCall): Promise<{ rpcId: string; outcome: Promise<RpcOutcome> }> {
    const now = this.ctx.now();
    const req: RpcRequest = {
      rpcId: call.requestUUID ?? newId(), deviceId: device.id, tenantId: device.tenantId,
      requestId: this.broker.nextRequestId(device.id), oneway: call.oneway, method: call.method, params: call.params,
      expirationTime: expirationOf(call, now), persistent: call.persistent,
    };
    if (!call.persistent) return { rpcId: req.rpcId, outcome: this.broker.submit(req) };
    const extras: RpcExtras = { retries: call.retries, additionalInfo: call.additionalInfo };
    await insertRpc(this.ctx.db, req, extras, now);
    return { rpcId: req.rpcId, outcome: this.track(req) };
  }

  /** Submits a persistent request and keeps its row's status in step: delivered, replied, timed out, expired. */
  private track(req: RpcRequest): Promise<RpcOutcome> {
    const log = (err: unknown) => this.ctx.log(`[rpc] status update of ${req.rpcId} failed: ${String(err)}`);
    const tracked = this.broker.submit(req).then(async (o) => {
      if (o.kind === 'reply') await updateRpcStatus(this.ctx.db, req.rpcId, 'SUCCESSFUL', replyJson(o.body)).catch(log);
      if (o.kind === 'timeout') await updateRpcStatus(this.ctx.db, req.rpcId, o.delivered ? 'TIMEOUT' : 'EXPIRED').catch(log);
      this.tracking.delete(req.rpcId);
      return o;
    });
    this.tracking.set(req.rpcId, tracked);
    return tracked;
  }

  /** Resolves once a persistent request has reached its final status (at once when it already has). */
  async settled(rpcId: string): Promise<void> {
    await this.tracking.get(rpcId);
  }

  /** Hands a device's reply to its request; resolves once a persistent request's row holds the response. */
  async reply(deviceId: string, requestId: number, body: string): Promise<void> {
    const req = this.broker.reply(deviceId, requestId, body);
    if (req?.persistent) await this.tracking.get(req.rpcId);
  }

  /** Records that a device long-poll took a request: a persistent one becomes SUCCESSFUL (one-way) or DELIVERED (two-way). */
  async delivered(req: RpcRequest): Promise<void> {
    if (req.persistent) await updateRpcStatus(this.ctx.db, req.rpcId, req.oneway ? 'SUCCESSFUL' : 'DELIVERED');
  }

  /** Queues again the persistent requests left QUEUED by a previous run; expired ones become EXPIRED. */
  async restore(): Promise<void> {
    await expireQueued(this.ctx.db, this.ctx.now());
    for (const row of await queuedRpcs(this.ctx.db)) {
      void this.track(requestFromRow(row, this.broker.nextRequestId(row.device_id)));
    }
  }
}

const services = new WeakMap<ServerContext, RpcService>();

/**
 * The RPC service of a server (one per context, shared by the console and device routes); it is
 * closed with the server and drops the requests of deleted devices.
 */
export function rpcService(ctx: ServerContext): RpcService {
  let service = services.get(ctx);
  if (!service) {
    const created = new RpcService(ctx);
    services.set(ctx, created);
    const off = on(ctx, 'entity', (e) => {
      if (e.action === 'DELETED' && e.entityId.entityType === 'DEVICE') created.broker.dropDevice(e.entityId.id);
    });
    ctx.onClose(() => {
      off();
      created.broker.close();
    });
    service = created;
  }
  return service;
}

/** The message a device long-poll answers: `{"id", "method", "params"}`, params as sent (text when not JSON). */
export function deviceRpcMessage(req: RpcRequest): string {
  let params: string;
  try {
    params = stringifyTree(parseJsonText(req.params));
  } catch (_err) {
    params = JSON.stringify(req.params);
  }
  return `{"id":${req.requestId},"method":${JSON.stringify(req.method)},"params":${params}}`;
}
