import type { AlarmDataQuery, EntityCountQuery, EntityDataQuery, EntityKey } from './query-types.js';

/** Aggregation function of a timeseries read. */
export type Aggregation = 'MIN' | 'MAX' | 'AVG' | 'SUM' | 'COUNT' | 'NONE';

/** Attribute scope of an attribute subscription. */
export type AttributeScope = 'CLIENT_SCOPE' | 'SERVER_SCOPE' | 'SHARED_SCOPE';

/** v1 attribute subscription command (`attrSubCmds`). */
export interface AttributesSubscriptionCmd {
  cmdId: number;
  entityType: string;
  entityId: string;
  /** Comma-separated keys; absent means every key. */
  keys?: string;
  /** Absent means every scope. */
  scope?: AttributeScope;
  unsubscribe?: boolean;
}

/** v1 timeseries subscription command (`tsSubCmds`): latest values, or a window then live values. */
export interface TimeseriesSubscriptionCmd {
  cmdId: number;
  entityType: string;
  entityId: string;
  /** Comma-separated keys; absent means every key. */
  keys?: string;
  scope?: 'LATEST_TELEMETRY';
  startTs?: number;
  /** A positive window asks for the history `[startTs, startTs + timeWindow]` before live values. */
  timeWindow?: number;
  interval?: number;
  /** 0 means the server default of 100. */
  limit?: number;
  agg?: Aggregation;
  unsubscribe?: boolean;
}

/** v1 history command (`historyCmds`): one answer, no subscription. */
export interface GetHistoryCmd {
  cmdId: number;
  entityType: string;
  entityId: string;
  /** Comma-separated keys; required. */
  keys: string;
  startTs: number;
  endTs: number;
  interval?: number;
  limit?: number;
  agg?: Aggregation;
}

/** Latest-values part of an entity-data command. */
export interface LatestValueCmd {
  keys: EntityKey[];
}

/** Timeseries part of an entity-data command: reads a window, then subscribes. */
export interface TimeSeriesCmd {
  keys: string[];
  startTs: number;
  timeWindow: number;
  interval: number;
  limit: number;
  agg: Aggregation;
  fetchLatestPreviousPoint?: boolean;
}

/** History part of an entity-data command: reads `[startTs, endTs]` once. */
export interface EntityHistoryCmd {
  keys: string[];
  startTs: number;
  endTs: number;
  interval: number;
  limit: number;
  agg: Aggregation;
  fetchLatestPreviousPoint?: boolean;
}

/** The value commands of an entity-data subscription: latest values plus either a timeseries or a history read. */
export interface EntityDataValueCmds {
  latestCmd?: LatestValueCmd;
  tsCmd?: TimeSeriesCmd;
  historyCmd?: EntityHistoryCmd;
}

/** v2 entity-data command (`entityDataCmds`); at least one part besides `cmdId` is required. */
export interface EntityDataCmd extends EntityDataValueCmds {
  cmdId: number;
  query?: EntityDataQuery;
}

/** v2 alarm-data command (`alarmDataCmds`). */
export interface AlarmDataCmd {
  cmdId: number;
  query: AlarmDataQuery;
}

/** v2 entity-count command (`entityCountCmds`). */
export interface EntityCountCmd {
  cmdId: number;
  query: EntityCountQuery;
}

/** v2 unsubscribe command: the `cmdId` only. */
export interface UnsubscribeCmd {
  cmdId: number;
}

/** The command wrapper sent in one frame; every array is always present. */
export interface TelemetryPluginCmdsWrapper {
  attrSubCmds: AttributesSubscriptionCmd[];
  tsSubCmds: TimeseriesSubscriptionCmd[];
  historyCmds: GetHistoryCmd[];
  entityDataCmds: EntityDataCmd[];
  entityDataUnsubscribeCmds: UnsubscribeCmd[];
  alarmDataCmds: AlarmDataCmd[];
  alarmDataUnsubscribeCmds: UnsubscribeCmd[];
  entityCountCmds: EntityCountCmd[];
  entityCountUnsubscribeCmds: UnsubscribeCmd[];
}

/** Name of one command array of the wrapper. */
export type CommandArray = keyof TelemetryPluginCmdsWrapper;

/** The wrapper's keys in the order the frame writes them (protocol §4.2). */
export const WRAPPER_KEY_ORDER: readonly CommandArray[] = [
  'attrSubCmds',
  'tsSubCmds',
  'historyCmds',
  'entityDataCmds',
  'entityDataUnsubscribeCmds',
  'alarmDataCmds',
  'alarmDataUnsubscribeCmds',
  'entityCountCmds',
  'entityCountUnsubscribeCmds',
];

/** The order in which queued commands are drained into frames. */
export const DRAIN_ORDER: readonly CommandArray[] = [
  'tsSubCmds',
  'historyCmds',
  'attrSubCmds',
  'entityDataCmds',
  'entityDataUnsubscribeCmds',
  'alarmDataCmds',
  'alarmDataUnsubscribeCmds',
  'entityCountCmds',
  'entityCountUnsubscribeCmds',
];

/** The most commands (summed over all arrays) one frame carries by default. */
export const MAX_COMMANDS_PER_FRAME = 10;

/** Returns a wrapper with all nine arrays empty, in wire key order. */
export function emptyWrapper(): TelemetryPluginCmdsWrapper {
  return {
    attrSubCmds: [],
    tsSubCmds: [],
    historyCmds: [],
    entityDataCmds: [],
    entityDataUnsubscribeCmds: [],
    alarmDataCmds: [],
    alarmDataUnsubscribeCmds: [],
    entityCountCmds: [],
    entityCountUnsubscribeCmds: [],
  };
}
