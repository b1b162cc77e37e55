import type { Aggregation, AttributeScope, CommandArray, GetHistoryCmd } from './commands.js';
import { RealtimeError } from './errors.js';
import type { ServerMessage, TelemetryData, TelemetryUpdate } from './messages.js';
import { Subscription, type SubscriptionCallbacks, type SubscriptionHost } from './subscription.js';

/** The entity a v1 command is about. */
export interface EntityTarget {
  /** Entity type name, e.g. `DEVICE`. */
  entityType: string;
  /** Entity uuid; must not be empty. */
  entityId: string;
}

/** Options of an attribute subscription. */
export interface AttributesSubscriptionOptions extends EntityTarget, SubscriptionCallbacks {
  /** Keys to watch; absent or empty means every key. */
  keys?: readonly string[];
  /** Attribute scope; absent means every scope. */
  scope?: AttributeScope;
  /** Called with the current values first, then with each change (`[[0, ""]]` marks a deleted key). */
  onData: (data: TelemetryData, message: TelemetryUpdate) => void;
}

/** Options of a timeseries subscription: latest values, or a window (`timeWindow` > 0) followed by live values. */
export interface TimeseriesSubscriptionOptions extends EntityTarget, SubscriptionCallbacks {
  /** Keys to watch; absent or empty means every key. */
  keys?: readonly string[];
  startTs?: number;
  timeWindow?: number;
  interval?: number;
  /** 0 means the server default of 100. */
  limit?: number;
  agg?: Aggregation;
  /** Called with the first answer, then with each new value. */
  onData: (data: TelemetryData, message: TelemetryUpdate) => void;
}

/** Options of a one-time history read. */
export interface HistoryOptions extends EntityTarget {
  /** Keys to read; at least one. */
  keys: readonly string[];
  startTs: number;
  endTs: number;
  interval?: number;
  limit?: number;
  agg?: Aggregation;
  /** Aborting drops the request and rejects the promise. */
  signal?: AbortSignal;
}

function requireEntityId(target: EntityTarget): void {
  // An unsubscribe with an empty entityId cancels every v1 subscription of the session.
  if (!target.entityId) throw new TypeError('entityId is required');
}

function keyList(keys: readonly string[] | undefined): string | undefined {
  return keys && keys.length > 0 ? keys.join(',') : undefined;
}

function withoutUndefined<T extends object>(command: T): T {
  for (const key of Object.keys(command) as (keyof T)[]) {
    if (command[key] === undefined) delete command[key];
  }
  return command;
}

/** A v1 attribute or timeseries subscription; cancelled by sending its command again with `unsubscribe: true`. */
export class TelemetrySubscription extends Subscription {
  readonly accepts = 'TELEMETRY' as const;

  constructor(
    host: SubscriptionHost,
    readonly array: Extract<CommandArray, 'attrSubCmds' | 'tsSubCmds'>,
    private readonly fields: object,
    private readonly options: AttributesSubscriptionOptions | TimeseriesSubscriptionOptions,
  ) {
    super(host, options);
  }

  /** Creates an attribute subscription. */
  static attributes(host: SubscriptionHost, options: AttributesSubscriptionOptions): TelemetrySubscription {
    requireEntityId(options);
    const { entityType, entityId, scope } = options;
    const fields = withoutUndefined({ entityType, entityId, keys: keyList(options.keys), scope });
    return new TelemetrySubscription(host, 'attrSubCmds', fields, options);
  }

  /** Creates a timeseries subscription. */
  static timeseries(host: SubscriptionHost, options: TimeseriesSubscriptionOptions): TelemetrySubscription {
    requireEntityId(options);
    const { entityType, entityId, startTs, timeWindow, interval, limit, agg } = options;
    const keys = keyList(options.keys);
    const fields = withoutUndefined({ entityType, entityId, keys, scope: 'LATEST_TELEMETRY', startTs, timeWindow, interval, limit, agg });
    return new TelemetrySubscription(host, 'tsSubCmds', fields, options);
  }

  command(cmdId: number): object {
    return { cmdId, ...this.fields };
  }

  override cancelCommand(): { array: CommandArray; command: object } {
    return { array: this.array, command: { ...this.command(this.cmdId), unsubscribe: true } };
  }

  receive(message: ServerMessage): void {
    const update = message as TelemetryUpdate;
    this.options.onData(update.data ?? {}, update);
  }
}

/** A pending history read: one answer resolves it, then it ends. */
export class HistoryRequest extends Subscription {
  readonly array = 'historyCmds' as const;
  readonly accepts = 'TELEMETRY' as const;
  /** Settles once with the answer's data or an error. */
  readonly result: Promise<TelemetryData>;
  private readonly fields: Omit<GetHistoryCmd, 'cmdId'>;
  private settle!: { resolve: (data: TelemetryData) => void; reject: (error: unknown) => void };
  private readonly signal: AbortSignal | undefined;
  private readonly onAbort = () => this.finish(false, this.signal?.reason);

  constructor(host: SubscriptionHost, options: HistoryOptions) {
    super(host, {});
    requireEntityId(options);
    if (options.keys.length === 0) throw new TypeError('history needs at least one key');
    const { entityType, entityId, startTs, endTs, interval, limit, agg } = options;
    this.fields = withoutUndefined({ entityType, entityId, keys: options.keys.join(','), startTs, endTs, interval, limit, agg });
    this.result = new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    this.signal = options.signal;
    this.signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  command(cmdId: number): object {
    return { cmdId, ...this.fields };
  }

  receive(message: ServerMessage): void {
    this.finish(true, (message as TelemetryUpdate).data ?? {});
  }

  override fail(error: RealtimeError): void {
    this.finish(false, error);
  }

  override abandon(error: RealtimeError): void {
    super.abandon(error);
    this.settleWith(false, error);
  }

  private finish(ok: boolean, outcome: unknown): void {
    if (!this.active) return;
    this.unsubscribe();
    this.settleWith(ok, outcome);
  }

  private settleWith(ok: boolean, outcome: unknown): void {
    this.signal?.removeEventListener('abort', this.onAbort);
    if (ok) this.settle.resolve(outcome as TelemetryData);
    else this.settle.reject(outcome);
  }
}
