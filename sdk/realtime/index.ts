export { createRealtimeChannel } from './channel.js';
export { WS_IDLE_TIMEOUT_MS } from './channel-types.js';
export type { RealtimeChannel, RealtimeChannelOptions, RealtimeTimers } from './channel-types.js';
export { backoffDelay, DEFAULT_BACKOFF } from './backoff.js';
export type { BackoffOptions } from './backoff.js';
export { DRAIN_ORDER, MAX_COMMANDS_PER_FRAME, WRAPPER_KEY_ORDER } from './commands.js';
export type {
  Aggregation,
  AlarmDataCmd,
  AttributeScope,
  AttributesSubscriptionCmd,
  CommandArray,
  EntityCountCmd,
  EntityDataCmd,
  EntityDataValueCmds,
  EntityHistoryCmd,
  GetHistoryCmd,
  LatestValueCmd,
  TelemetryPluginCmdsWrapper,
  TimeSeriesCmd,
  TimeseriesSubscriptionCmd,
  UnsubscribeCmd,
} from './commands.js';
export type { RealtimeConnectionState, RealtimeStatus, RealtimeWaitReason } from './connection-state.js';
export { isReportedCloseCode, RealtimeError } from './errors.js';
export type { RealtimeErrorKind } from './errors.js';
export type {
  AlarmData,
  AlarmDataUpdate,
  AlarmStatus,
  CmdUpdate,
  EntityCountUpdate,
  EntityData,
  EntityDataUpdate,
  LatestValues,
  PageData,
  ServerMessage,
  TelemetryData,
  TelemetryUpdate,
  TsValue,
  TsValueTuple,
} from './messages.js';
export type {
  AlarmDataSubscription,
  AlarmDataSubscriptionOptions,
  EntityCountSubscriptionOptions,
  EntityDataSubscription,
  EntityDataSubscriptionOptions,
} from './query-subscriptions.js';
export type {
  AlarmDataPageLink,
  AlarmDataQuery,
  AlarmSearchStatus,
  AlarmSeverity,
  EntityCountQuery,
  EntityDataPageLink,
  EntityDataQuery,
  EntityDataSortOrder,
  EntityFilter,
  EntityKey,
  EntityKeyType,
  KeyFilter,
} from './query-types.js';
export type { EntityId } from '../entity-id.js';
export type { RealtimeSocket, WebSocketCtor } from './socket.js';
export type { RealtimeSubscription, SubscriptionCallbacks } from './subscription.js';
export type {
  AttributesSubscriptionOptions,
  EntityTarget,
  HistoryOptions,
  TimeseriesSubscriptionOptions,
} from './telemetry-subscriptions.js';
