import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { on, type BusEvents } from '../events.js';
import type { TsEntry } from '../telemetry/payload.js';
import { saveTimeseries } from '../telemetry/service.js';
import {
  cycleStart, DAILY_SUFFIX, dayStart, ensureAllUsageStates, ensureUsageState, HOURLY_SUFFIX, hourStart, STATE_KEYS, USAGE_KEYS,
  type UsageKey, type UsageStateRow,
} from './state.js';

type Counters = Record<UsageKey, number>;

const zero = (): Counters => Object.fromEntries(USAGE_KEYS.map((k) => [k, 0])) as Counters;

/** Running totals of one tenant for the current month, day and hour. */
interface Totals {
  cycleTs: number;
  dayTs: number;
  hourTs: number;
  monthly: Counters;
  daily: Counters;
  hourly: Counters;
}

const trackers = new WeakMap<ServerContext, UsageTracker>();

/** The usage tracker of a running server (created by the usage task); undefined before it starts. */
export const usageTrackerOf = (ctx: ServerContext): UsageTracker | undefined => trackers.get(ctx);

/** Counts API usage from bus events and the outbox, and writes the totals as time series of each tenant's usage state. */
export class UsageTracker {
  private pending = new Map<string, Counters>();
  private totals = new Map<string, Totals>();
  private published = new Map<string, string>();
  private lastOutboxTs: number;
  private running: Promise<void> = Promise.resolve();
  private stops: Array<() => void> = [];

  constructor(private readonly ctx: ServerContext) {
    this.lastOutboxTs = ctx.now();
  }

  /** Subscribes to telemetry, attribute and tenant events; registers the tracker for {@link usageTrackerOf}. */
  start(): void {
    trackers.set(this.ctx, this);
    this.stops.push(on(this.ctx, 'telemetry', (e) => this.onTelemetry(e)));
    this.stops.push(on(this.ctx, 'attributes', (e) => this.onAttributes(e)));
    this.stops.push(on(this.ctx, 'entity', (e) => {
      if (e.entityId.entityType === 'TENANT' && e.action === 'ADDED') {
        void ensureUsageState(this.ctx.db, e.entityId.id, this.ctx.now()).catch(() => undefined);
      }
    }));
  }

  /** Unsubscribes from the bus. */
  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
    if (trackers.get(this.ctx) === this) trackers.delete(this.ctx);
  }

  /** Adds `n` to a counter of a tenant, reported at the next flush. */
  record(tenantId: string, key: UsageKey, n: number): void {
    if (n <= 0) return;
    const c = this.pending.get(tenantId) ?? zero();
    c[key] += n;
    this.pending.set(tenantId, c);
  }

  private onTelemetry(e: BusEvents['telemetry']): void {
    if (e.entityId.entityType === 'API_USAGE_STATE' || e.passedOn) return;
    const points = Object.values(e.values).reduce((n, list) => n + list.length, 0);
    this.record(e.tenantId, 'storageDataPointsCount', points);
    this.record(e.tenantId, 'ruleEngineExecutionCount', 1);
    if (e.entityId.entityType === 'DEVICE') {
      this.record(e.tenantId, 'transportMsgCount', 1);
      this.record(e.tenantId, 'transportDataPointsCount', points);
    }
  }

  private onAttributes(e: BusEvents['attributes']): void {
    if (e.bookkeeping) return;
    this.record(e.tenantId, 'ruleEngineExecutionCount', 1);
    if (e.entityId.entityType === 'DEVICE' && e.scope === 'CLIENT_SCOPE') {
      this.record(e.tenantId, 'transportMsgCount', 1);
      this.record(e.tenantId, 'transportDataPointsCount', Object.keys(e.values).length);
    }
  }

  /** Writes the current totals of every tenant (one flush at a time). */
  flush(): Promise<void> {
    const next = this.running.then(() => this.flushNow());
    this.running = next.catch(() => undefined);
    return next;
  }

  private async countOutbox(now: number): Promise<void> {
    const rows = await this.ctx.db.query<{ tenant_id: string; channel: string; n: string }>(
      `SELECT tenant_id, channel, count(*) AS n FROM outbox WHERE tenant_id IS NOT NULL AND created_time > $1 AND created_time <= $2
       GROUP BY tenant_id, channel`, [this.lastOutboxTs, now]);
    this.lastOutboxTs = now;
    for (const r of rows) this.record(r.tenant_id, r.channel === 'SMS' ? 'smsCount' : 'emailCount', Number(r.n));
  }

  private async flushNow(): Promise<void> {
    const now = this.ctx.now();
    await ensureAllUsageStates(this.ctx.db, now);
    await this.countOutbox(now);
    const pending = this.pending;
    this.pending = new Map();
    const states = await this.ctx.db.query<UsageStateRow>('SELECT * FROM api_usage_state ORDER BY tenant_id');
    for (const state of states) {
      const totals = await this.totalsOf(this.ctx.db, state, now);
      const delta = pending.get(state.tenant_id) ?? zero();
      for (const key of USAGE_KEYS) {
        totals.monthly[key] += delta[key];
        totals.daily[key] += delta[key];
        totals.hourly[key] += delta[key];
      }
      const states = stateText(state);
      const entries = counterEntries(totals);
      if (this.published.get(state.tenant_id) !== states) entries.push(...stateEntries(state, now));
      await saveTimeseries(this.ctx, { tenantId: state.tenant_id, entityId: { entityType: 'API_USAGE_STATE', id: state.id } }, entries);
      this.published.set(state.tenant_id, states);
    }
  }

  private async totalsOf(q: Queryable, state: UsageStateRow, now: number): Promise<Totals> {
    const cycleTs = cycleStart(now);
    const dayTs = dayStart(now);
    const hourTs = hourStart(now);
    const known = this.totals.get(state.tenant_id);
    if (known && known.cycleTs === cycleTs && known.dayTs === dayTs && known.hourTs === hourTs) return known;
    const totals: Totals = { cycleTs, dayTs, hourTs, monthly: zero(), daily: zero(), hourly: zero() };
    const rows = await q.query<{ key: string; ts: number; v: string }>(
      `SELECT key, ts, long_v::text AS v FROM ts_kv WHERE entity_id = $1 AND long_v IS NOT NULL
       AND ((ts = $2 AND key = ANY($5::text[])) OR (ts = $3 AND key = ANY($6::text[])) OR (ts = $4 AND key = ANY($7::text[])))`,
      [state.id, cycleTs, dayTs, hourTs, [...USAGE_KEYS], USAGE_KEYS.map((k) => k + DAILY_SUFFIX), USAGE_KEYS.map((k) => k + HOURLY_SUFFIX)]);
    for (const r of rows) {
      const base = r.key.replace(/(Hourly|Daily)$/, '') as UsageKey;
      const target = r.key.endsWith(HOURLY_SUFFIX) ? totals.hourly : r.key.endsWith(DAILY_SUFFIX) ? totals.daily : totals.monthly;
      target[base] = Number(r.v);
    }
    this.totals.set(state.tenant_id, totals);
    return totals;
  }
}

/** Month totals stamped at the cycle start, day and hour totals at the start of the day and hour. */
function counterEntries(totals: Totals): TsEntry[] {
  const entries: TsEntry[] = [];
  const long = (n: number) => ({ type: 'LONG' as const, value: BigInt(n) });
  for (const key of USAGE_KEYS) {
    entries.push({ ts: totals.cycleTs, key, value: long(totals.monthly[key]) });
    entries.push({ ts: totals.dayTs, key: key + DAILY_SUFFIX, value: long(totals.daily[key]) });
    entries.push({ ts: totals.hourTs, key: key + HOURLY_SUFFIX, value: long(totals.hourly[key]) });
  }
  return entries;
}

const stateText = (state: UsageStateRow) => Object.keys(STATE_KEYS).map((c) => String(state[c as keyof UsageStateRow])).join(',');

/** Feature states (ENABLED, WARNING, DISABLED), written when they change. */
function stateEntries(state: UsageStateRow, now: number): TsEntry[] {
  return Object.entries(STATE_KEYS).map(([column, key]) =>
    ({ ts: now, key, value: { type: 'STRING' as const, value: String(state[column as keyof UsageStateRow]) } }));
}
