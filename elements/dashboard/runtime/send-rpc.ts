// How a widget's RPC reaches the device: one-way or two-way (protocol: POST /api/rpc/oneway|twoway/{deviceId}
// with {method, params, timeout?, persistent?}). A persistent call answers its rpc id at once; a two-way
// persistent call is then read back (GET /api/rpc/persistent/{rpcId}) until it reaches a final status.

/** How a widget sends a command. */
export interface RpcOptions {
  /** One-way: no answer is expected (the device only receives it). */
  oneWay?: boolean;
  /** Persistent: the server keeps the call until the device takes it, even while the device is offline. */
  persistent?: boolean;
  /** Milliseconds between reads of a persistent two-way call; {@link DEFAULT_PERSISTENT_POLL_MS} unless given. */
  pollMs?: number;
  /** Stops reading a persistent call back (the widget went away); the call then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Milliseconds between reads of a persistent call's status when the widget sets none (the library's default). */
export const DEFAULT_PERSISTENT_POLL_MS = 5000;

/** Statuses after which a persistent call changes no more. */
export const FINAL_RPC_STATUSES: ReadonlySet<string> = new Set(['SUCCESSFUL', 'TIMEOUT', 'EXPIRED', 'FAILED', 'DELETED']);

/** The call that sends an RPC: its path and body. */
export function rpcRequest(deviceId: string, method: string, params: unknown, timeoutMs: number | undefined, options: RpcOptions = {}): { path: string; body: Record<string, unknown> } {
  const body: Record<string, unknown> = { method, params };
  if (timeoutMs) body.timeout = timeoutMs;
  if (options.persistent) body.persistent = true;
  return { path: `/api/rpc/${options.oneWay ? 'oneway' : 'twoway'}/${encodeURIComponent(deviceId)}`, body };
}

/** What a server call answers: the data, or the server's message. */
export type RpcCallResult = { ok: true; data: unknown } | { ok: false; message: string };

/** The calls an RPC needs. */
export interface RpcTransport {
  post(path: string, body: Record<string, unknown>): Promise<RpcCallResult>;
  get(path: string): Promise<RpcCallResult>;
  /** Resolves after `ms` milliseconds. */
  wait(ms: number): Promise<void>;
}

/** The rpc id a persistent call answers, if any. */
function rpcIdOf(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const id = (data as { rpcId?: unknown }).rpcId;
  return typeof id === 'string' && id ? id : null;
}

/**
 * Sends a widget's RPC and resolves the device's answer (null for a one-way call), or rejects with the
 * server's message. A persistent two-way call is read back every `pollMs` until its status is final:
 * SUCCESSFUL resolves its response, any other final status rejects naming it; an aborted `signal` stops it.
 */
export async function sendRpc(transport: RpcTransport, deviceId: string, method: string, params: unknown, timeoutMs: number | undefined, options: RpcOptions = {}): Promise<unknown> {
  const { path, body } = rpcRequest(deviceId, method, params, timeoutMs, options);
  const sent = await transport.post(path, body);
  if (!sent.ok) throw new Error(sent.message);
  if (options.oneWay) return null;
  const rpcId = options.persistent ? rpcIdOf(sent.data) : null;
  if (!rpcId) return sent.data;
  const poll = options.pollMs && options.pollMs > 0 ? options.pollMs : DEFAULT_PERSISTENT_POLL_MS;
  for (;;) {
    await transport.wait(poll);
    options.signal?.throwIfAborted();
    const read = await transport.get(`/api/rpc/persistent/${encodeURIComponent(rpcId)}`);
    if (!read.ok) throw new Error(read.message);
    const { status, response } = (read.data ?? {}) as { status?: unknown; response?: unknown };
    if (typeof status !== 'string' || !FINAL_RPC_STATUSES.has(status)) continue;
    if (status === 'SUCCESSFUL') return response ?? null;
    throw new Error(status);
  }
}
