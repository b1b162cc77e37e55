import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../context.js';
import type { SecurityUser } from '../auth/types.js';
import { ApiError } from '../http/errors.js';
import type { CommandArray, TelemetryPluginCmdsWrapper } from '../../sdk/realtime/commands.js';
import { CommandParseError, parseWrapper, WRAPPER_ORDER } from './commands.js';
import { hubOf, type SubscriptionHub } from './hub.js';
import { limitRegistryOf, type WsLimits } from './limits.js';
import { PARSE_ERROR_MESSAGE, v1Error, v2Error, WS_ERROR } from './messages.js';
import { wsSettings, type WsSettings } from './settings.js';
import { TOO_MANY_UPDATES_MESSAGE, TOO_MANY_UPDATES_NOTICE_MS, UpdateRateLimit } from './rate-limit.js';

/** The part of a websocket a session uses (the `ws` WebSocket satisfies it). */
export interface SessionSocket {
  readyState: number;
  send(data: string, cb?: (err?: Error) => void): void;
  close(code?: number, reason?: string): void;
  ping(): void;
  on(event: 'message', fn: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
  on(event: 'pong' | 'close', fn: () => void): unknown;
}

/** Something a session keeps running for a command (a subscription, a refresh timer). */
export interface Stoppable {
  stop(): void;
}

/** One command of the wrapper array `K`, as the SDK declares it. */
export type WireCommand<K extends CommandArray> = TelemetryPluginCmdsWrapper[K][number];

/** Handles the commands of one wrapper array for a session. */
export type CommandHandler<K extends CommandArray> = (session: WsSession, cmd: WireCommand<K>) => Promise<void>;

/** The handler of each wrapper array. */
export type CommandHandlers = { [K in CommandArray]?: CommandHandler<K> };

/** Close codes of the realtime channel. */
export const CLOSE = { POLICY_VIOLATION: 1008, BAD_DATA: 1007, TOO_BIG: 1009, SESSION_NOT_RELIABLE: 4500 } as const;

const OPEN = 1;

/** One websocket connection: decoding, ordered command handling, outbound queue, keepalive and cleanup. */
export class WsSession {
  readonly id = randomUUID();
  readonly settings: WsSettings;
  readonly hub: SubscriptionHub;
  /** Running commands by kind and cmdId (v1 subscriptions share one map). */
  readonly running = { v1: new Map<number, Stoppable>(), entityData: new Map<number, Stoppable>(), alarmData: new Map<number, Stoppable>(),
    entityCount: new Map<number, Stoppable>() };
  private pending = 0;
  private lastPong: number;
  private chain: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;
  private closed = false;
  private readonly updateLimit: UpdateRateLimit | undefined;
  private lastTooManyNotice = -Infinity;

  constructor(
    readonly ctx: ServerContext,
    private readonly socket: SessionSocket,
    readonly user: SecurityUser,
    readonly limits: WsLimits,
    private readonly handlers: CommandHandlers,
  ) {
    this.settings = wsSettings(ctx);
    this.hub = hubOf(ctx);
    this.updateLimit = UpdateRateLimit.parse(limits.wsUpdatesPerSessionRateLimit);
    this.lastPong = Date.now();
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('pong', () => { this.lastPong = Date.now(); });
    socket.on('close', () => this.cleanup());
    this.timer = setInterval(() => this.keepAlive(), this.settings.pingIntervalMs);
  }

  /** Whether the session is still open. */
  get isOpen(): boolean {
    return !this.closed && this.socket.readyState === OPEN;
  }

  /**
   * Queues a JSON message; closes with 1008 when the outbound queue overflows. Data messages over the
   * tenant profile's update rate limit are dropped, with a too-many-updates notice (errorCode 34) at most
   * once a minute.
   */
  send(message: unknown): void {
    if (!this.isOpen) return;
    if (this.updateLimit && !this.passesRateLimit(message as Record<string, unknown>)) return;
    const limit = this.limits.wsMsgQueueLimitPerSession || this.settings.defaultQueueLimit;
    if (this.pending >= limit) {
      this.close(CLOSE.POLICY_VIOLATION, 'Max pending updates limit reached!');
      return;
    }
    this.pending++;
    this.socket.send(JSON.stringify(message), () => { this.pending--; });
  }

  private passesRateLimit(message: Record<string, unknown>): boolean {
    if (message.errorCode || this.updateLimit!.tryConsume()) return true;
    const now = Date.now();
    if (now - this.lastTooManyNotice >= TOO_MANY_UPDATES_NOTICE_MS) {
      this.lastTooManyNotice = now;
      this.send({ subscriptionId: message.subscriptionId ?? message.cmdId ?? 0, errorCode: WS_ERROR.TOO_MANY_UPDATES,
        errorMsg: TOO_MANY_UPDATES_MESSAGE });
    }
    return false;
  }

  /** Closes the connection with a code and reason and stops everything it runs. */
  close(code: number, reason: string): void {
    if (this.closed) return;
    if (this.socket.readyState === OPEN) this.socket.close(code, reason);
    this.cleanup();
  }

  /** Stops every running command and frees limit slots. */
  cleanup(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    for (const map of Object.values(this.running)) {
      for (const r of map.values()) r.stop();
      map.clear();
    }
    limitRegistryOf(this.ctx).closeSession(this.user, this.limits, this.id);
  }

  private keepAlive(): void {
    if (Date.now() - this.lastPong > this.settings.pingTimeoutMs) {
      this.close(CLOSE.SESSION_NOT_RELIABLE, 'No response to ping');
      return;
    }
    if (this.socket.readyState === OPEN) this.socket.ping();
  }

  /** Takes one inbound frame: checks type and size, then queues it for processing. */
  receive(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (isBinary) {
      this.close(CLOSE.BAD_DATA, 'Binary messages are not supported');
      return;
    }
    if (buffer.length > this.settings.maxFrameBytes) {
      this.close(CLOSE.TOO_BIG, 'The decoded text message was too big');
      return;
    }
    const text = buffer.toString('utf8');
    this.chain = this.chain.then(() => this.process(text)).catch(() => undefined);
  }

  /** Decodes one wrapper and runs its commands in the server's order. */
  async process(text: string): Promise<void> {
    let wrapper;
    try {
      wrapper = parseWrapper(text);
    } catch (err) {
      if (!(err instanceof CommandParseError)) throw err;
      this.send(v1Error(0, WS_ERROR.BAD_REQUEST, PARSE_ERROR_MESSAGE));
      return;
    }
    for (const field of WRAPPER_ORDER) {
      if (!await this.runAll(field, wrapper[field] ?? [])) return;
    }
  }

  /** Runs the commands of one wrapper array; false once the socket has closed. */
  private async runAll<K extends CommandArray>(field: K, cmds: ReadonlyArray<WireCommand<K>>): Promise<boolean> {
    const handler: CommandHandler<K> | undefined = this.handlers[field];
    for (const cmd of cmds) {
      if (!this.isOpen) return false;
      if (handler) await this.run(field, handler, cmd);
    }
    return true;
  }

  private async run<K extends CommandArray>(field: K, handler: CommandHandler<K>, cmd: WireCommand<K>): Promise<void> {
    try {
      await handler(this, cmd);
    } catch (err) {
      const cmdId = Number(cmd.cmdId) || 0;
      const badRequest = err instanceof ApiError && err.status < 500;
      const message = badRequest ? err.message : undefined;
      if (field === 'entityDataCmds' || field === 'alarmDataCmds' || field === 'entityCountCmds') {
        const type = field === 'entityDataCmds' ? 'ENTITY_DATA' : field === 'alarmDataCmds' ? 'ALARM_DATA' : 'COUNT_DATA';
        this.send(v2Error(cmdId, type, message ?? 'Failed to process websocket command!', badRequest ? WS_ERROR.BAD_REQUEST : WS_ERROR.INTERNAL_ERROR));
      } else {
        this.send(v1Error(cmdId, badRequest ? WS_ERROR.BAD_REQUEST : WS_ERROR.INTERNAL_ERROR, message ?? 'Failed to fetch data!'));
      }
    }
  }

  /** Runs a task after the commands and tasks already queued (keeps answers in order). */
  schedule(task: () => Promise<void>): void {
    this.chain = this.chain.then(() => (this.isOpen ? task() : undefined)).catch(() => undefined);
  }

  /** Starts (or replaces) a running command of one kind. */
  keep(kind: keyof WsSession['running'], cmdId: number, running: Stoppable): void {
    this.running[kind].get(cmdId)?.stop();
    this.running[kind].set(cmdId, running);
  }

  /** Stops a running command of one kind. */
  drop(kind: keyof WsSession['running'], cmdId: number): void {
    this.running[kind].get(cmdId)?.stop();
    this.running[kind].delete(cmdId);
  }
}
