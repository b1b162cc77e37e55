import { Waiters, type Wait } from '../telemetry/waiters.js';

/** A server-side RPC request on its way to a device. */
export interface RpcRequest {
  /** Request uuid (the persistent `rpcId`). */
  rpcId: string;
  deviceId: string;
  tenantId: string;
  /** Small number the device sees as `id` and answers to. */
  requestId: number;
  oneway: boolean;
  method: string;
  /** Parameters as JSON text. */
  params: string;
  /** When an undelivered request expires, or a delivered two-way request times out (epoch ms). */
  expirationTime: number;
  persistent: boolean;
}

/** How a request ended. */
export type RpcOutcome =
  | { kind: 'delivered' }
  | { kind: 'reply'; body: string }
  | { kind: 'timeout'; delivered: boolean }
  | { kind: 'cancelled' };

interface Entry {
  req: RpcRequest;
  delivered: boolean;
  timer: ReturnType<typeof setTimeout>;
  settle: (outcome: RpcOutcome) => void;
}

/**
 * Holds RPC requests until a device long-poll takes them (oldest first), then two-way requests until
 * the device replies; each request ends at its expiration time at the latest.
 */
export class RpcBroker {
  private readonly queues = new Map<string, Entry[]>();
  private readonly awaiting = new Map<string, Entry>();
  private readonly counters = new Map<string, number>();
  private readonly pollers = new Waiters<RpcRequest>();

  constructor(private readonly now: () => number) {}

  /** The next device-facing request id of a device (1, 2, 3, ...). */
  nextRequestId(deviceId: string): number {
    const n = (this.counters.get(deviceId) ?? 0) + 1;
    this.counters.set(deviceId, n);
    return n;
  }

  /** Queues a request (delivering it at once to a waiting poll); resolves with its outcome. */
  submit(req: RpcRequest): Promise<RpcOutcome> {
    return new Promise<RpcOutcome>((resolve) => {
      const entry: Entry = {
        req, delivered: false,
        timer: setTimeout(() => this.expire(entry), Math.max(0, req.expirationTime - this.now())),
        settle: (outcome) => {
          clearTimeout(entry.timer);
          resolve(outcome);
        },
      };
      const queue = this.queues.get(req.deviceId) ?? [];
      queue.push(entry);
      this.queues.set(req.deviceId, queue);
      this.dispatch(req.deviceId);
    });
  }

  /** A device long-poll: the oldest queued request at once, else the next one to arrive within `timeoutMs`. */
  poll(deviceId: string, timeoutMs: number): Wait<RpcRequest> {
    const wait = this.pollers.wait(deviceId, timeoutMs);
    this.dispatch(deviceId);
    return wait;
  }

  /** Resolves once a long poll of the device is waiting. */
  whenPolling(deviceId: string): Promise<void> {
    return this.pollers.whenWaiting(deviceId);
  }

  /** Records a device's reply to a delivered two-way request; answers that request, undefined when none waits. */
  reply(deviceId: string, requestId: number, body: string): RpcRequest | undefined {
    const key = `${deviceId}/${requestId}`;
    const entry = this.awaiting.get(key);
    if (!entry) return undefined;
    this.awaiting.delete(key);
    entry.settle({ kind: 'reply', body });
    return entry.req;
  }

  /** Drops a request wherever it is (deleted persistent RPC); true when found. */
  cancel(rpcId: string): boolean {
    for (const [deviceId, queue] of this.queues) {
      const i = queue.findIndex((e) => e.req.rpcId === rpcId);
      if (i < 0) continue;
      const [entry] = queue.splice(i, 1);
      if (queue.length === 0) this.queues.delete(deviceId);
      entry!.settle({ kind: 'cancelled' });
      return true;
    }
    for (const [key, entry] of this.awaiting) {
      if (entry.req.rpcId !== rpcId) continue;
      this.awaiting.delete(key);
      entry.settle({ kind: 'cancelled' });
      return true;
    }
    return false;
  }

  /** Ends everything of a deleted device: its requests are cancelled, its polls end with 'deleted'. */
  dropDevice(deviceId: string): void {
    for (const entry of this.queues.get(deviceId) ?? []) entry.settle({ kind: 'cancelled' });
    this.queues.delete(deviceId);
    for (const [key, entry] of this.awaiting) {
      if (entry.req.deviceId !== deviceId) continue;
      this.awaiting.delete(key);
      entry.settle({ kind: 'cancelled' });
    }
    this.pollers.resolveAll(deviceId, 'deleted');
  }

  /** Number of requests not yet delivered to a device. */
  queued(deviceId: string): number {
    return this.queues.get(deviceId)?.length ?? 0;
  }

  /** Cancels every request and ends every poll (server stopping). */
  close(): void {
    for (const deviceId of [...this.queues.keys()]) {
      for (const entry of this.queues.get(deviceId) ?? []) entry.settle({ kind: 'cancelled' });
    }
    this.queues.clear();
    for (const entry of this.awaiting.values()) entry.settle({ kind: 'cancelled' });
    this.awaiting.clear();
    this.pollers.close();
  }

  private dispatch(deviceId: string): void {
    const queue = this.queues.get(deviceId);
    while (queue && queue.length > 0 && this.pollers.count(deviceId) > 0) {
      const entry = queue.shift()!;
      if (queue.length === 0) this.queues.delete(deviceId);
      this.pollers.resolveOne(deviceId, entry.req);
      this.delivered(entry);
    }
  }

  private delivered(entry: Entry): void {
    entry.delivered = true;
    if (entry.req.oneway) entry.settle({ kind: 'delivered' });
    else this.awaiting.set(`${entry.req.deviceId}/${entry.req.requestId}`, entry);
  }

  private expire(entry: Entry): void {
    const queue = this.queues.get(entry.req.deviceId);
    const i = queue?.indexOf(entry) ?? -1;
    if (queue && i >= 0) {
      queue.splice(i, 1);
      if (queue.length === 0) this.queues.delete(entry.req.deviceId);
    }
    this.awaiting.delete(`${entry.req.deviceId}/${entry.req.requestId}`);
    entry.settle({ kind: 'timeout', delivered: entry.delivered });
  }
}
