import type { ReadableAtom } from 'nanostores';
import type { BackoffOptions } from './backoff.js';
import type { RealtimeConnectionState } from './connection-state.js';
import type { RealtimeError } from './errors.js';
import type { TelemetryData } from './messages.js';
import type {
  AlarmDataSubscription,
  AlarmDataSubscriptionOptions,
  EntityCountSubscriptionOptions,
  EntityDataSubscription,
  EntityDataSubscriptionOptions,
} from './query-subscriptions.js';
import type { WebSocketCtor } from './socket.js';
import type { RealtimeSubscription } from './subscription.js';
import type {
  AttributesSubscriptionOptions,
  HistoryOptions,
  TimeseriesSubscriptionOptions,
} from './telemetry-subscriptions.js';

/** Timer functions the channel uses; defaults to the global ones, looked up at each call. */
export interface RealtimeTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Options of {@link createRealtimeChannel}. */
export interface RealtimeChannelOptions {
  /** The websocket base URL without token, e.g. `ws://localhost:8080/api/ws/plugins/telemetry`. */
  url: () => string;
  /** The WebSocket constructor: the browser's or the `ws` package's. */
  WebSocket: WebSocketCtor;
  /** A fresh access token, or null when nobody is signed in. */
  getToken: () => Promise<string | null>;
  /** Random numbers in [0, 1) for the backoff jitter; default `Math.random`. */
  random?: () => number;
  /** Timer functions; default the global ones. */
  timers?: RealtimeTimers;
  /** Reconnect backoff; default 1000 ms, factor 2, at most 30000 ms, ±20 % jitter. */
  backoff?: Partial<BackoffOptions>;
  /** How long a socket without subscribers stays open; default 90000 ms. */
  idleTimeoutMs?: number;
  /** Commands per frame; default 10. */
  maxCommandsPerFrame?: number;
  /** Called with every error: error answers, reported close codes, token failures, unreadable frames, throwing callbacks. */
  onError?: (error: RealtimeError) => void;
}

/** One websocket carrying every realtime subscription of a backend. */
export interface RealtimeChannel {
  /** The connection state, for UIs to show. */
  readonly $state: ReadableAtom<RealtimeConnectionState>;
  /** How many subscriptions are live. */
  readonly size: number;
  /** Subscribes to attributes of one entity. */
  subscribeAttributes(options: AttributesSubscriptionOptions): RealtimeSubscription;
  /** Subscribes to timeseries of one entity: latest values, or a window then live values. */
  subscribeTimeseries(options: TimeseriesSubscriptionOptions): RealtimeSubscription;
  /** Reads timeseries history of one entity once. */
  history(options: HistoryOptions): Promise<TelemetryData>;
  /** Subscribes to an entity-data query (page first, then value commands on the same cmdId). */
  subscribeEntityData(options: EntityDataSubscriptionOptions): EntityDataSubscription;
  /** Subscribes to an alarm-data query. */
  subscribeAlarmData(options: AlarmDataSubscriptionOptions): AlarmDataSubscription;
  /** Subscribes to an entity count. */
  subscribeEntityCount(options: EntityCountSubscriptionOptions): RealtimeSubscription;
  /** Drops the socket and connects again with a fresh token when subscriptions are live (call on sign-in or sign-out). */
  reconnect(): void;
  /** Closes the socket, ends every subscription and stops reconnecting for good. */
  close(): void;
}

/** The default idle timeout: a socket without subscribers closes after 90 s. */
export const WS_IDLE_TIMEOUT_MS = 90000;
