import type { EntityId } from '../entity-id.js';
import type { AlarmSeverity, EntityKeyType } from './query-types.js';

/** One v1 value: `[ts, value]`, the value always a string (`[0, ""]` marks a deleted key). */
export type TsValueTuple = [number, string];

/** v1 payload: key → values, newest first for plain reads. */
export type TelemetryData = Record<string, TsValueTuple[]>;

/** A v1 answer (`subscriptionId` = the command's cmdId). */
export interface TelemetryUpdate {
  subscriptionId: number;
  errorCode: number;
  errorMsg: string | null;
  data: TelemetryData | null;
  /** key → ts of the last element of that key's array. */
  latestValues?: Record<string, number>;
}

/** One v2 value with its timestamp; values are strings. */
export interface TsValue {
  ts: number;
  value: string;
}

/** Latest values of one entity, grouped by key type, then key. */
export type LatestValues = Partial<Record<EntityKeyType, Record<string, TsValue>>>;

/** One entity of an entity-data page or update. */
export interface EntityData {
  entityId: EntityId<string>;
  latest: LatestValues | null;
  timeseries: Record<string, TsValue[]> | null;
}

/** A page of results as the server sends it. */
export interface PageData<T> {
  data: T[];
  totalPages: number;
  totalElements: number;
  hasNext: boolean;
}

/** Fields every v2 answer carries. */
interface CmdUpdateBase {
  cmdId: number;
  errorCode: number;
  errorMsg: string | null;
}

/** A v2 entity-data answer: the first is a full page (`data`), later ones a list of changed entities (`update`). */
export interface EntityDataUpdate extends CmdUpdateBase {
  cmdUpdateType: 'ENTITY_DATA';
  data: PageData<EntityData> | null;
  update: EntityData[] | null;
  allowedEntities?: number;
}

/** Alarm status as the server writes it. */
export type AlarmStatus = 'ACTIVE_UNACK' | 'ACTIVE_ACK' | 'CLEARED_UNACK' | 'CLEARED_ACK';

/** One alarm of an alarm-data page: the alarm, the matched entity and that entity's latest values. */
export interface AlarmData {
  id: EntityId<string>;
  createdTime: number;
  type: string;
  severity: AlarmSeverity;
  status: AlarmStatus;
  originator: EntityId<string>;
  originatorName?: string;
  startTs: number;
  endTs: number;
  ackTs: number;
  clearTs: number;
  details?: unknown;
  entityId: EntityId<string>;
  latest: LatestValues | null;
  [field: string]: unknown;
}

/** A v2 alarm-data answer. */
export interface AlarmDataUpdate extends CmdUpdateBase {
  cmdUpdateType: 'ALARM_DATA';
  data: PageData<AlarmData> | null;
  update: AlarmData[] | null;
  allowedEntities: number;
  /** How many entities the filter matched. */
  totalEntities: number;
}

/** A v2 entity-count answer. */
export interface EntityCountUpdate extends CmdUpdateBase {
  cmdUpdateType: 'COUNT_DATA';
  count: number;
}

/** Any v2 answer. */
export type CmdUpdate = EntityDataUpdate | AlarmDataUpdate | EntityCountUpdate;

/** Any message the server sends on the channel. */
export type ServerMessage = TelemetryUpdate | CmdUpdate;

/** Which kind of answer a message is: a v1 answer or one of the v2 update types. */
export type MessageKind = 'TELEMETRY' | CmdUpdate['cmdUpdateType'];

/** A message routed to one command: its id, its kind, whether it reports an error, and the message itself. */
export interface RoutedMessage {
  id: number;
  kind: MessageKind;
  error: boolean;
  message: ServerMessage;
}

const CMD_UPDATE_TYPES = new Set(['ENTITY_DATA', 'ALARM_DATA', 'COUNT_DATA']);

/**
 * Tells which command a message answers: errors by `cmdId` or else `subscriptionId` (v2 validation
 * errors come v1-shaped), v2 answers by `cmdId`, the rest by `subscriptionId`; null when none applies.
 */
export function routeMessage(value: unknown): RoutedMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Partial<TelemetryUpdate> & Partial<CmdUpdateBase> & { cmdUpdateType?: unknown };
  if (message.errorCode) {
    const id = typeof message.cmdId === 'number' ? message.cmdId : message.subscriptionId;
    const kind = CMD_UPDATE_TYPES.has(message.cmdUpdateType as string) ? (message.cmdUpdateType as MessageKind) : 'TELEMETRY';
    return { id: typeof id === 'number' ? id : 0, kind, error: true, message: value as ServerMessage };
  }
  if (typeof message.cmdId === 'number' && CMD_UPDATE_TYPES.has(message.cmdUpdateType as string)) {
    return { id: message.cmdId, kind: message.cmdUpdateType as MessageKind, error: false, message: value as CmdUpdate };
  }
  if (typeof message.subscriptionId === 'number') {
    return { id: message.subscriptionId, kind: 'TELEMETRY', error: false, message: value as TelemetryUpdate };
  }
  return null;
}
