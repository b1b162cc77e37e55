import type { EntityDataCmd, UnsubscribeCmd } from '../../sdk/realtime/commands.js';
import { requestedKeys, latestSection, runEntityQuery } from '../query/entity-query.js';
import { latestKey, loadLatest, normalizeNumberText, SCOPE_KEY_TYPE } from '../query/latest.js';
import type { EntityData, EntityDataQuery, EntityKey, EntityKeyType, EntityRecord, TsValue } from '../query/types.js';
import { plainAsString } from '../telemetry/values.js';
import type { EntityChange } from './hub.js';
import { entityDataMessage, v1Error, WS_ERROR } from './messages.js';
import { aggregationOf, asTsValues, numberOf, readSeries, type SeriesRead } from './series.js';
import type { Stoppable, WsSession } from './session.js';

type Series = Map<string, Record<string, TsValue[]>>;

/** Checks cmdId and that a v2 command carries something; sends the v1-shaped error otherwise. */
export function validV2(s: WsSession, cmd: Record<string, any>, parts: string[]): number | undefined {
  const cmdId = numberOf(cmd.cmdId);
  if (cmdId < 0) {
    s.send(v1Error(cmdId, WS_ERROR.BAD_REQUEST, 'Cmd id is negative value!'));
    return undefined;
  }
  if (parts.every((p) => cmd[p] === undefined || cmd[p] === null)) {
    s.send(v1Error(cmdId, WS_ERROR.BAD_REQUEST, 'Query is empty!'));
    return undefined;
  }
  return cmdId;
}

/** Server state of one entity-data cmdId: the query, the current page and its subscriptions. */
class EntityDataContext implements Stoppable {
  query: EntityDataQuery | undefined;
  records: EntityRecord[] = [];
  meta = { totalPages: 0, totalElements: 0, hasNext: false };
  latestKeys: EntityKey[] = [];
  latestOn = false;
  live: string[] | undefined;
  sentData = false;
  private subs: Array<() => void> = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private offEntity: (() => void) | undefined;
  private refreshQueued = false;

  constructor(private readonly s: WsSession, readonly cmdId: number) {}

  stop(): void {
    this.dropSubscriptions();
    clearInterval(this.timer);
    this.offEntity?.();
  }

  dropSubscriptions(): void {
    for (const off of this.subs) off();
    this.subs = [];
  }

  keys(): EntityKey[] {
    return this.query ? requestedKeys(this.query, this.latestKeys) : this.latestKeys;
  }

  async runQuery(): Promise<void> {
    const page = await runEntityQuery(this.s.ctx.db, this.s.user, this.query!, this.s.ctx.now(), this.latestKeys);
    this.records = page.records;
    this.meta = { totalPages: page.totalPages, totalElements: page.totalElements, hasNext: page.hasNext };
  }

  /** Re-runs a dynamic page link every refresh interval and when an entity of the tenant changes. */
  scheduleRefresh(): void {
    clearInterval(this.timer);
    this.offEntity?.();
    this.offEntity = undefined;
    if (!this.query?.pageLink?.dynamic) return;
    this.timer = setInterval(() => this.queueRefresh(), this.s.settings.refreshIntervalMs);
    this.offEntity = this.s.hub.onEntity((e) => { if (e.tenantId === this.s.user.tenantId) this.queueRefresh(); });
  }

  private queueRefresh(): void {
    if (this.refreshQueued) return;
    this.refreshQueued = true;
    this.s.schedule(async () => {
      this.refreshQueued = false;
      await this.refresh();
    });
  }

  private async refresh(): Promise<void> {
    const before = this.records.map((r) => r.id).join(',');
    await this.runQuery();
    if (this.records.map((r) => r.id).join(',') === before) return;
    this.dropSubscriptions();
    this.subscribe();
    this.s.send(entityDataMessage(this.cmdId, this.s.settings.maxEntitiesPerSubscription, { data: { data: await this.entityData(), ...this.meta } }));
  }

  /** Every entity of the page with its latest values and the given series. */
  async entityData(series?: Series): Promise<EntityData[]> {
    const keys = this.keys();
    const latest = await loadLatest(this.s.ctx.db, this.records.map((r) => r.id), keys);
    const now = this.s.ctx.now();
    return this.records.map((r) => ({
      entityId: { entityType: r.entityType, id: r.id }, latest: latestSection(r, keys, latest, now), timeseries: series?.get(r.id) ?? {},
    }));
  }

  async readSeries(read: Omit<SeriesRead, 'keys'>, keys: string[]): Promise<Series> {
    const out: Series = new Map();
    for (const r of this.records) {
      const points = await readSeries(this.s.ctx.db, r.id, { ...read, keys });
      const entry: Record<string, TsValue[]> = {};
      for (const [key, list] of points) entry[key] = asTsValues(list);
      out.set(r.id, entry);
    }
    return out;
  }

  /** Subscribes every entity of the page to latest-value and time-series changes. */
  subscribe(): void {
    const stored = this.latestOn ? this.keys().filter((k) => k.type !== 'ENTITY_FIELD' && k.type !== 'ALARM_FIELD') : [];
    if (stored.length === 0 && !this.live?.length) return;
    for (const r of this.records) this.subs.push(this.s.hub.subscribe(r.id, (c) => this.onChange(r, stored, c)));
  }

  private onChange(r: EntityRecord, stored: EntityKey[], c: EntityChange): void {
    const entityId = { entityType: r.entityType, id: r.id };
    const latest = latestUpdate(stored, c);
    if (latest) this.s.send(entityDataMessage(this.cmdId, this.s.settings.maxEntitiesPerSubscription, { update: [{ entityId, latest, timeseries: null }] }));
    if (c.kind === 'telemetry' && this.live?.length) {
      const timeseries: Record<string, TsValue[]> = {};
      for (const key of this.live) {
        const points = c.values[key];
        if (points?.length) timeseries[key] = points.map(([ts, v]) => ({ ts, value: plainAsString(v) }));
      }
      if (Object.keys(timeseries).length > 0) {
        this.s.send(entityDataMessage(this.cmdId, this.s.settings.maxEntitiesPerSubscription, { update: [{ entityId, latest: null, timeseries }] }));
      }
    }
  }
}

/** The `latest` part of an update for the subscribed keys a change touches; undefined when none. */
export function latestUpdate(keys: EntityKey[], c: EntityChange): EntityData['latest'] | undefined {
  const out: Partial<Record<EntityKeyType, Record<string, TsValue>>> = {};
  const set = (type: EntityKeyType, key: string, value: TsValue) => { (out[type] ??= {})[key] = value; };
  const wanted = new Set(keys.map((k) => latestKey(k.type, k.key)));
  if (c.kind === 'telemetry') {
    for (const [key, points] of Object.entries(c.values)) {
      const newest = points.reduce<[number, unknown] | undefined>((a, p) => (!a || p[0] >= a[0] ? p : a), undefined);
      if (newest && wanted.has(latestKey('TIME_SERIES', key))) set('TIME_SERIES', key, { ts: newest[0], value: normalizeNumberText(plainAsString(newest[1])) });
    }
  } else if (c.kind === 'attributes') {
    const scoped = SCOPE_KEY_TYPE[c.scope];
    for (const [key, [ts, v]] of Object.entries(c.values)) {
      const value = { ts, value: normalizeNumberText(plainAsString(v)) };
      if (wanted.has(latestKey('ATTRIBUTE', key))) set('ATTRIBUTE', key, value);
      if (scoped && wanted.has(latestKey(scoped, key))) set(scoped, key, value);
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function seriesRead(cmd: Record<string, any>, now: number, history: boolean): { read: Omit<SeriesRead, 'keys'>; keys: string[] } {
  const keys = Array.isArray(cmd.keys) ? cmd.keys.map(String) : [];
  const startTs = numberOf(cmd.startTs, history ? 0 : now - numberOf(cmd.timeWindow));
  const endTs = history ? numberOf(cmd.endTs, now) : startTs + numberOf(cmd.timeWindow);
  return {
    keys,
    read: { startTs, endTs, interval: numberOf(cmd.interval, 1000), limit: numberOf(cmd.limit), agg: aggregationOf(cmd.agg),
      fetchLatestPreviousPoint: cmd.fetchLatestPreviousPoint === true },
  };
}

/** entityDataCmds: the two-step flow keyed by cmdId (query → `data`; value commands → `update`). */
export async function handleEntityData(s: WsSession, cmd: EntityDataCmd): Promise<void> {
  const cmdId = validV2(s, cmd, ['query', 'latestCmd', 'tsCmd', 'historyCmd']);
  if (cmdId === undefined) return;
  let c = s.running.entityData.get(cmdId) as EntityDataContext | undefined;
  if (!c) {
    if (!cmd.query) throw new Error('no query for this command id');
    c = new EntityDataContext(s, cmdId);
    s.keep('entityData', cmdId, c);
    try {
      await apply(s, c, cmd);
    } catch (err) {
      s.drop('entityData', cmdId);
      throw err;
    }
    return;
  }
  await apply(s, c, cmd);
}

async function apply(s: WsSession, c: EntityDataContext, cmd: Record<string, any>): Promise<void> {
  const cmdId = c.cmdId;
  c.dropSubscriptions();
  if (cmd.latestCmd || cmd.tsCmd || cmd.historyCmd) {
    c.latestOn = false;
    c.live = undefined;
  }
  if (cmd.latestCmd) {
    const seen = new Set(c.latestKeys.map((k) => latestKey(k.type, k.key)));
    for (const k of (cmd.latestCmd.keys ?? []) as EntityKey[]) if (!seen.has(latestKey(k.type, k.key))) c.latestKeys.push(k);
    c.latestOn = true;
  }
  if (cmd.query) {
    c.query = cmd.query as EntityDataQuery;
    await c.runQuery();
    c.scheduleRefresh();
  }
  let series: Series | undefined;
  const now = s.ctx.now();
  if (cmd.tsCmd) {
    const { read, keys } = seriesRead(cmd.tsCmd, now, false);
    c.live = keys;
    series = await c.readSeries(read, keys);
  }
  if (cmd.historyCmd) {
    const { read, keys } = seriesRead(cmd.historyCmd, now, true);
    series = await c.readSeries(read, keys);
  }
  const data = await c.entityData(series);
  if (cmd.query || !c.sentData) {
    c.sentData = true;
    s.send(entityDataMessage(cmdId, s.settings.maxEntitiesPerSubscription, { data: { data, ...c.meta } }));
  } else {
    s.send(entityDataMessage(cmdId, s.settings.maxEntitiesPerSubscription, { update: data }));
  }
  c.subscribe();
}

/** entityDataUnsubscribeCmds: stops the context of a cmdId. */
export async function handleEntityDataUnsubscribe(s: WsSession, cmd: UnsubscribeCmd): Promise<void> {
  s.drop('entityData', numberOf(cmd.cmdId));
}
