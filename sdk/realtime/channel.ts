import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff.js';
import { WS_IDLE_TIMEOUT_MS, type RealtimeChannel, type RealtimeChannelOptions, type RealtimeTimers } from './channel-types.js';
import { CommandQueue, type QueuedCommand } from './command-queue.js';
import { MAX_COMMANDS_PER_FRAME, type CommandArray } from './commands.js';
import { createConnectionStateStore, type RealtimeConnectionState } from './connection-state.js';
import { isReportedCloseCode, RealtimeError } from './errors.js';
import { routeMessage, type TelemetryData } from './messages.js';
import {
  AlarmDataSubscriptionImpl,
  EntityCountSubscription,
  EntityDataSubscriptionImpl,
  type AlarmDataSubscription,
  type AlarmDataSubscriptionOptions,
  type EntityCountSubscriptionOptions,
  type EntityDataSubscription,
  type EntityDataSubscriptionOptions,
} from './query-subscriptions.js';
import { frameText, socketUrl, type RealtimeSocket, type SocketCloseEvent } from './socket.js';
import type { RealtimeSubscription, Subscription, SubscriptionHost } from './subscription.js';
import {
  HistoryRequest,
  TelemetrySubscription,
  type AttributesSubscriptionOptions,
  type HistoryOptions,
  type TimeseriesSubscriptionOptions,
} from './telemetry-subscriptions.js';

const globalTimers: RealtimeTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Creates a realtime channel; nothing connects until the first subscription. */
export function createRealtimeChannel(options: RealtimeChannelOptions): RealtimeChannel {
  return new Channel(options);
}

class Channel implements RealtimeChannel, SubscriptionHost {
  private readonly store = createConnectionStateStore();
  readonly $state = this.store.$state;
  private readonly queue = new CommandQueue();
  private readonly live = new Set<Subscription>();
  private readonly byCmdId = new Map<number, Subscription>();
  private readonly timers: RealtimeTimers;
  private readonly backoff: BackoffOptions;
  private socket: RealtimeSocket | null = null;
  private isOpen = false;
  private connecting = false;
  private closed = false;
  private generation = 0;
  private lastCmdId = 0;
  private flushScheduled = false;
  private reconnectTimer: unknown = null;
  private idleTimer: unknown = null;

  constructor(private readonly options: RealtimeChannelOptions) {
    this.timers = options.timers ?? globalTimers;
    this.backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  }

  get size(): number {
    return this.live.size;
  }

  subscribeAttributes(options: AttributesSubscriptionOptions): RealtimeSubscription {
    return this.register(TelemetrySubscription.attributes(this, options));
  }

  subscribeTimeseries(options: TimeseriesSubscriptionOptions): RealtimeSubscription {
    return this.register(TelemetrySubscription.timeseries(this, options));
  }

  history(options: HistoryOptions): Promise<TelemetryData> {
    try {
      if (options.signal?.aborted) return Promise.reject(options.signal.reason);
      return this.register(new HistoryRequest(this, options)).result;
    } catch (error) {
      return Promise.reject(error);
    }
  }

  subscribeEntityData(options: EntityDataSubscriptionOptions): EntityDataSubscription {
    return this.register(new EntityDataSubscriptionImpl(this, options));
  }

  subscribeAlarmData(options: AlarmDataSubscriptionOptions): AlarmDataSubscription {
    return this.register(new AlarmDataSubscriptionImpl(this, options));
  }

  subscribeEntityCount(options: EntityCountSubscriptionOptions): RealtimeSubscription {
    return this.register(new EntityCountSubscription(this, options));
  }

  reconnect(): void {
    if (this.closed) return;
    this.disconnect();
    this.store.patch({ status: 'idle', attempt: 0, retryInMs: null, waitReason: null });
    if (this.live.size > 0) void this.connect();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.disconnect();
    const error = new RealtimeError('close', 'The realtime channel is closed');
    for (const subscription of this.live) subscription.abandon(error);
    this.live.clear();
    this.store.patch({ status: 'closed', retryInMs: null, waitReason: null });
  }

  push(array: CommandArray, command: object): QueuedCommand {
    const entry = this.queue.push(array, command);
    this.scheduleFlush();
    return entry;
  }

  release(subscription: Subscription): void {
    this.live.delete(subscription);
    if (subscription.cmdId !== 0) {
      this.byCmdId.delete(subscription.cmdId);
      if (subscription.pending && !subscription.pending.sent) this.queue.remove(subscription.pending);
      const cancel = subscription.initial?.sent ? subscription.cancelCommand() : null;
      if (cancel) this.push(cancel.array, cancel.command);
    }
    if (this.live.size === 0) this.becameUnused();
  }

  report(error: RealtimeError): void {
    this.options.onError?.(error);
  }

  private register<T extends Subscription>(subscription: T): T {
    if (this.closed) throw new RealtimeError('close', 'The realtime channel is closed');
    this.live.add(subscription);
    this.cancelIdle();
    if (this.isOpen) this.send(subscription);
    else if (!this.socket && !this.connecting && this.reconnectTimer === null) void this.connect();
    return subscription;
  }

  private send(subscription: Subscription): void {
    const cmdId = ++this.lastCmdId;
    subscription.cmdId = cmdId;
    subscription.everSent = true;
    this.byCmdId.set(cmdId, subscription);
    subscription.initial = this.push(subscription.array, subscription.command(cmdId));
    subscription.pending = subscription.initial;
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => this.flush());
  }

  private flush(): void {
    this.flushScheduled = false;
    const socket = this.socket;
    if (!socket || !this.isOpen) return;
    const frames = this.queue.drain(this.options.maxCommandsPerFrame ?? MAX_COMMANDS_PER_FRAME);
    for (const frame of frames) socket.send(JSON.stringify(frame));
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    this.connecting = true;
    const attempt = this.store.get().attempt;
    this.store.patch({ status: attempt > 0 ? 'reconnecting' : 'connecting', retryInMs: null, waitReason: null });
    let token: string | null;
    try {
      token = await this.options.getToken();
    } catch (cause) {
      if (generation !== this.generation) return;
      this.connecting = false;
      this.store.patch({ status: 'idle', attempt: 0, waitReason: 'token-error' });
      this.report(new RealtimeError('token', 'Could not get an access token for the realtime channel', 0, null, cause));
      return;
    }
    if (generation !== this.generation) return;
    this.connecting = false;
    if (token === null || this.live.size === 0) {
      this.store.patch({ status: 'idle', attempt: 0, waitReason: token === null ? 'no-token' : null });
      return;
    }
    try {
      this.openSocket(generation, token);
    } catch (cause) {
      this.report(new RealtimeError('close', 'Could not open the realtime socket', 0, null, cause));
      this.lost({ code: 1006, reason: '' });
    }
  }

  private openSocket(generation: number, token: string): void {
    const socket = new this.options.WebSocket(socketUrl(this.options.url(), token));
    this.socket = socket;
    socket.onopen = () => {
      if (generation === this.generation) this.opened();
    };
    socket.onmessage = (event: { data: unknown }) => {
      if (generation === this.generation) this.dispatch(frameText(event.data));
    };
    socket.onclose = (event: SocketCloseEvent) => {
      if (generation === this.generation) this.lost(event);
    };
    // The close event that follows says what matters; the listener also keeps `ws` from throwing on errors.
    socket.onerror = () => undefined;
  }

  private opened(): void {
    this.isOpen = true;
    this.store.patch({ status: 'open', attempt: 0, retryInMs: null, waitReason: null });
    for (const subscription of [...this.live]) {
      if (subscription.everSent) this.guard(() => subscription.reconnected());
      // A callback above may have ended it, or subscribed anew (already sent by register).
      if (this.live.has(subscription) && subscription.cmdId === 0) this.send(subscription);
    }
    if (this.live.size === 0) this.becameUnused();
  }

  private dispatch(text: string): void {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (cause) {
      this.report(new RealtimeError('decode', 'Unreadable realtime frame', 0, null, cause));
      return;
    }
    const routed = routeMessage(value);
    if (!routed) return;
    const subscription = this.byCmdId.get(routed.id);
    if (routed.error) {
      const { errorCode, errorMsg } = routed.message;
      const error = new RealtimeError('message', errorMsg ?? `Error code ${errorCode}`, errorCode, routed.id || null);
      if (subscription) this.guard(() => subscription.fail(error));
      this.report(error);
    } else if (subscription && subscription.accepts === routed.kind) {
      this.guard(() => subscription.receive(routed.message));
    }
  }

  /** Runs subscriber code so that a throwing callback cannot break the channel; the error goes to `onError`, or is rethrown apart. */
  private guard(run: () => void): void {
    try {
      run();
    } catch (cause) {
      if (!this.options.onError) {
        queueMicrotask(() => {
          throw cause;
        });
        return;
      }
      this.report(new RealtimeError('callback', 'A realtime subscriber callback threw', 0, null, cause));
    }
  }

  private lost(event: SocketCloseEvent): void {
    const code = event.code ?? 1006;
    const reason = event.reason ?? '';
    this.dropSocket();
    const lastClose = { code, reason };
    if (this.live.size > 0) this.scheduleReconnect(lastClose);
    else this.store.patch({ status: 'idle', attempt: 0, retryInMs: null, lastClose });
    if (isReportedCloseCode(code)) {
      this.report(new RealtimeError('close', reason || `Realtime connection closed with code ${code}`, code));
    }
  }

  private scheduleReconnect(lastClose: RealtimeConnectionState['lastClose']): void {
    const attempt = this.store.get().attempt + 1;
    const delay = backoffDelay(attempt, this.backoff, this.options.random ?? Math.random);
    this.store.patch({ status: 'reconnecting', attempt, retryInMs: delay, lastClose });
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
  }

  private becameUnused(): void {
    if (this.reconnectTimer !== null) {
      this.disconnect();
      this.store.patch({ status: 'idle', attempt: 0, retryInMs: null });
    } else if (this.socket && this.idleTimer === null) {
      const idleTimeoutMs = this.options.idleTimeoutMs ?? WS_IDLE_TIMEOUT_MS;
      this.idleTimer = this.timers.setTimeout(() => {
        this.idleTimer = null;
        this.disconnect();
        this.store.patch({ status: 'idle', attempt: 0, retryInMs: null });
      }, idleTimeoutMs);
    }
  }

  private cancelIdle(): void {
    if (this.idleTimer === null) return;
    this.timers.clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** Closes the socket on purpose and cancels any connect, retry or idle timer under way. */
  private disconnect(): void {
    this.generation += 1;
    this.connecting = false;
    this.cancelIdle();
    if (this.reconnectTimer !== null) this.timers.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.dropSocket();
    socket?.close(1000);
  }

  /** Forgets the socket and every cmdId that belonged to it. */
  private dropSocket(): void {
    if (this.socket) {
      this.socket.onopen = this.socket.onmessage = this.socket.onclose = null;
    }
    this.socket = null;
    this.isOpen = false;
    this.cancelIdle();
    this.queue.clear();
    this.byCmdId.clear();
    this.lastCmdId = 0;
    for (const subscription of this.live) {
      subscription.cmdId = 0;
      subscription.initial = subscription.pending = null;
    }
  }
}
