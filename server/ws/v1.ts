import type { AttributesSubscriptionCmd, GetHistoryCmd, TimeseriesSubscriptionCmd } from '../../sdk/realtime/commands.js';
import { canAccess } from '../auth/permissions.js';
import { ENTITY_TABLES, loadEntityInfo } from '../entities/registry.js';
import { isScope, readAttributes, SCOPES, type Scope } from '../telemetry/attr-store.js';
import { TooManyIntervalsError } from '../telemetry/aggregation.js';
import { splitKeys } from '../telemetry/payload.js';
import { readLatest, timeseriesKeys } from '../telemetry/ts-store.js';
import { kvAsString, plainAsString } from '../telemetry/values.js';
import { tableExists } from '../query/entity-filter.js';
import type { EntityChange } from './hub.js';
import { limitRegistryOf } from './limits.js';
import { v1Data, v1Error, WS_ERROR } from './messages.js';
import { aggregationOf, asPairs, numberOf, readSeries } from './series.js';
import { CLOSE, type WsSession } from './session.js';

type Pairs = Record<string, Array<[number, string]>>;

const FETCH_ATTRIBUTES_FAILED = 'Failed to fetch attributes!';
const FETCH_DATA_FAILED = 'Failed to fetch data!';

/** Checks the entity of a v1 command; sends the error answer and answers undefined when it cannot be used. */
async function checkEntity(s: WsSession, cmd: Record<string, any>, failure: string): Promise<string | undefined> {
  const cmdId = numberOf(cmd.cmdId);
  if (!cmd.entityId) {
    s.send(v1Error(cmdId, WS_ERROR.BAD_REQUEST, 'Device id is empty!'));
    return undefined;
  }
  const type = String(cmd.entityType ?? '');
  if (!ENTITY_TABLES[type]) {
    s.send(v1Error(cmdId, WS_ERROR.BAD_REQUEST, `Invalid entity type: ${type}`));
    return undefined;
  }
  const id = String(cmd.entityId).toLowerCase();
  const info = /^[0-9a-f-]{36}$/.test(id) ? await loadEntityInfo(s.ctx.db, type, id) : undefined;
  if (!info) {
    s.send(v1Error(cmdId, WS_ERROR.INTERNAL_ERROR, failure));
    return undefined;
  }
  const own = (type === 'TENANT' && id === s.user.tenantId && s.user.authority === 'TENANT_ADMIN');
  if (!own && !canAccess(s.user, info)) {
    s.send(v1Error(cmdId, WS_ERROR.UNAUTHORIZED, 'Unauthorized'));
    return undefined;
  }
  return id;
}

/** Handles `unsubscribe:true`; an empty entity id cancels every v1 subscription. Answers whether it did. */
function unsubscribed(s: WsSession, cmd: Record<string, any>): boolean {
  if (cmd.unsubscribe !== true) return false;
  if (!cmd.entityId) {
    for (const id of [...s.running.v1.keys()]) s.drop('v1', id);
  } else {
    s.drop('v1', numberOf(cmd.cmdId));
  }
  return true;
}

/** Subscribes to an entity, holding changes back until the first answer has been sent. */
function follow(s: WsSession, cmdId: number, entityId: string, deliver: (c: EntityChange) => void): { ready(): void } | undefined {
  const subKey = `${s.id}:${cmdId}`;
  const registry = limitRegistryOf(s.ctx);
  const refusal = registry.addSubscription(s.user, s.limits, subKey);
  if (refusal) {
    s.close(CLOSE.POLICY_VIOLATION, refusal);
    return undefined;
  }
  let held: EntityChange[] | undefined = [];
  const off = s.hub.subscribe(entityId, (c) => (held ? held.push(c) : deliver(c)));
  s.keep('v1', cmdId, { stop: () => { off(); registry.removeSubscription(s.user, s.limits, subKey); } });
  return {
    ready() {
      const backlog = held ?? [];
      held = undefined;
      for (const c of backlog) deliver(c);
    },
  };
}

/** attrSubCmds: current attribute values, then their updates (deletions as `[[0,""]]`). */
export async function handleAttributes(s: WsSession, cmd: AttributesSubscriptionCmd): Promise<void> {
  if (unsubscribed(s, cmd)) return;
  const cmdId = numberOf(cmd.cmdId);
  const entityId = await checkEntity(s, cmd, FETCH_ATTRIBUTES_FAILED);
  if (!entityId) return;
  const scope: Scope | undefined = isScope(cmd.scope) ? cmd.scope : undefined;
  const keys = splitKeys(cmd.keys);
  const wanted = (key: string) => keys.length === 0 || keys.includes(key);
  const sub = follow(s, cmdId, entityId, (c) => {
    if ((c.kind !== 'attributes' && c.kind !== 'attributes-deleted') || (scope && c.scope !== scope)) return;
    const data: Pairs = {};
    if (c.kind === 'attributes') {
      for (const [key, [ts, value]] of Object.entries(c.values)) if (wanted(key)) data[key] = [[ts, plainAsString(value)]];
    } else {
      for (const key of c.keys) if (wanted(key)) data[key] = [[0, '']];
    }
    if (Object.keys(data).length > 0) s.send(v1Data(cmdId, data));
  });
  if (!sub) return;
  const stored = await tableExists(s.ctx.db, 'attribute_kv')
    ? await readAttributes(s.ctx.db, entityId, scope ? [scope] : SCOPES, keys.length ? keys : undefined) : [];
  const data: Pairs = {};
  for (const a of stored) data[a.key] = [[a.lastUpdateTs, kvAsString(a.value)]];
  s.send(v1Data(cmdId, data));
  sub.ready();
}

function telemetryListener(s: WsSession, cmdId: number, keys: string[]) {
  const wanted = (key: string) => keys.length === 0 || keys.includes(key);
  return (c: EntityChange) => {
    const data: Pairs = {};
    if (c.kind === 'telemetry') {
      for (const [key, points] of Object.entries(c.values)) {
        if (wanted(key)) data[key] = [...points].sort((a, b) => b[0] - a[0]).map(([ts, v]) => [ts, plainAsString(v)]);
      }
    } else if (c.kind === 'telemetry-deleted') {
      for (const key of c.keys) if (wanted(key)) data[key] = [[0, '']];
    }
    if (Object.keys(data).length > 0) s.send(v1Data(cmdId, data));
  };
}

/** tsSubCmds: latest values (or a history window when timeWindow > 0), then live values. */
export async function handleTimeseries(s: WsSession, cmd: TimeseriesSubscriptionCmd): Promise<void> {
  if (unsubscribed(s, cmd)) return;
  const cmdId = numberOf(cmd.cmdId);
  const entityId = await checkEntity(s, cmd, FETCH_DATA_FAILED);
  if (!entityId) return;
  const keys = splitKeys(cmd.keys);
  const sub = follow(s, cmdId, entityId, telemetryListener(s, cmdId, keys));
  if (!sub) return;
  const data: Pairs = {};
  if (await tableExists(s.ctx.db, 'ts_kv_latest')) {
    const timeWindow = numberOf(cmd.timeWindow);
    if (timeWindow > 0) {
      const startTs = numberOf(cmd.startTs, s.ctx.now() - timeWindow);
      const read = {
        keys: keys.length ? keys : await timeseriesKeys(s.ctx.db, entityId), startTs, endTs: startTs + timeWindow,
        interval: numberOf(cmd.interval, 1000), limit: numberOf(cmd.limit), agg: aggregationOf(cmd.agg),
      };
      try {
        for (const [key, points] of await readSeries(s.ctx.db, entityId, read)) if (points.length) data[key] = asPairs(points);
      } catch (err) {
        if (!(err instanceof TooManyIntervalsError || err instanceof RangeError)) throw err;
        s.drop('v1', cmdId);
        s.send(v1Error(cmdId, WS_ERROR.BAD_REQUEST, err.message));
        return;
      }
    } else {
      for (const p of await readLatest(s.ctx.db, entityId, keys.length ? keys : undefined)) data[p.key] = [[p.ts, kvAsString(p.value)]];
    }
  }
  s.send(v1Data(cmdId, data));
  sub.ready();
}

/** historyCmds: one answer with the points of `[startTs, endTs)`. */
export async function handleHistory(s: WsSession, cmd: GetHistoryCmd): Promise<void> {
  const cmdId = numberOf(cmd.cmdId);
  const keys = splitKeys(cmd.keys);
  if (cmd.entityId && keys.length === 0) {
    s.send(v1Error(cmdId, WS_ERROR.BAD_REQUEST, 'Keys are empty!'));
    return;
  }
  const entityId = await checkEntity(s, cmd, FETCH_DATA_FAILED);
  if (!entityId) return;
  const data: Pairs = {};
  if (await tableExists(s.ctx.db, 'ts_kv')) {
    const read = {
      keys, startTs: numberOf(cmd.startTs), endTs: numberOf(cmd.endTs, s.ctx.now()), interval: numberOf(cmd.interval, 1000),
      limit: numberOf(cmd.limit), agg: aggregationOf(cmd.agg),
    };
    try {
      for (const [key, points] of await readSeries(s.ctx.db, entityId, read)) data[key] = asPairs(points);
    } catch (err) {
      if (!(err instanceof TooManyIntervalsError || err instanceof RangeError)) throw err;
      s.send(v1Error(cmdId, WS_ERROR.BAD_REQUEST, err.message));
      return;
    }
  }
  s.send(v1Data(cmdId, data));
}
