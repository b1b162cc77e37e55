import type { EntityCountUpdate, EntityDataUpdate, TelemetryUpdate } from '../../sdk/realtime/messages.js';
import type { PageData } from '../http/paging.js';
import type { EntityData } from '../query/types.js';

/** Error codes of realtime answers. */
export const WS_ERROR = { NO_ERROR: 0, INTERNAL_ERROR: 1, BAD_REQUEST: 2, UNAUTHORIZED: 3, TOO_MANY_UPDATES: 34 } as const;

/** Message of the answer to an unreadable command wrapper. */
export const PARSE_ERROR_MESSAGE = 'Failed to parse websocket command!';

/** A v1 data answer; keys sorted, `latestValues` = ts of each key's last element. */
export function v1Data(subscriptionId: number, data: Record<string, Array<[number, string]>>): TelemetryUpdate {
  const sorted: Record<string, Array<[number, string]>> = {};
  const latestValues: Record<string, number> = {};
  for (const key of Object.keys(data).sort()) {
    const list = data[key]!;
    sorted[key] = list;
    const last = list[list.length - 1];
    if (last) latestValues[key] = last[0];
  }
  return { subscriptionId, errorCode: 0, errorMsg: null, data: sorted, latestValues };
}

/** A v1 error answer (also used for v2 validation errors, with the cmdId as subscriptionId). */
export function v1Error(subscriptionId: number, errorCode: number, errorMsg: string): TelemetryUpdate {
  return { subscriptionId, errorCode, errorMsg, data: null, latestValues: {} };
}

/** A v2 entity-data answer: a full page (`data`) or changed entities (`update`). */
export function entityDataMessage(cmdId: number, allowedEntities: number, body: { data?: PageData<EntityData>; update?: EntityData[] }): EntityDataUpdate {
  return {
    cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', allowedEntities,
    data: body.data ?? null, update: body.update ?? null,
  };
}

/** A v2 alarm-data answer. */
export function alarmDataMessage(
  cmdId: number, allowedEntities: number, totalEntities: number,
  body: { data?: PageData<Record<string, unknown>>; update?: Array<Record<string, unknown>> },
) {
  return {
    cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'ALARM_DATA', allowedEntities, totalEntities,
    data: body.data ?? null, update: body.update ?? null,
  };
}

/** A v2 entity-count answer. */
export function countMessage(cmdId: number, count: number): EntityCountUpdate {
  return { cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count };
}

/** A v2 runtime error answer. */
export function v2Error(
  cmdId: number, cmdUpdateType: 'ENTITY_DATA' | 'ALARM_DATA' | 'COUNT_DATA', errorMsg: string, errorCode: number = WS_ERROR.INTERNAL_ERROR,
) {
  return { cmdId, errorCode, errorMsg, cmdUpdateType, data: null, update: null };
}
