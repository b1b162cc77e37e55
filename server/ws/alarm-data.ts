import type { AlarmDataCmd, UnsubscribeCmd } from '../../sdk/realtime/commands.js';
import type { BusEvents } from '../events.js';
import { alarmData, readAlarms, runAlarmQuery, type MatchedAlarm } from '../query/alarm-query.js';
import { requestedKeys } from '../query/entity-query.js';
import { loadLatest } from '../query/latest.js';
import type { AlarmDataPageLink, AlarmDataQuery, EntityRecord } from '../query/types.js';
import { latestUpdate, validV2 } from './entity-data.js';
import { alarmDataMessage } from './messages.js';
import { numberOf } from './series.js';
import type { Stoppable, WsSession } from './session.js';

/** A running alarm-data subscription: the current alarm page, re-fetched or updated on alarm changes. */
class AlarmDataContext implements Stoppable {
  private records = new Map<string, EntityRecord>();
  private alarms: MatchedAlarm[] = [];
  private totalEntities = 0;
  private fetchesLeft: number;
  private refetchWaiting = false;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly offAlarm: () => void;
  private entitySubs: Array<() => void> = [];

  constructor(private readonly s: WsSession, readonly cmdId: number, private readonly query: AlarmDataQuery) {
    this.fetchesLeft = s.settings.maxAlarmQueriesPerRefresh;
    this.timer = setInterval(() => this.tick(), s.settings.refreshIntervalMs);
    this.offAlarm = s.hub.onAlarm((e) => {
      if (e.tenantId === s.user.tenantId) s.schedule(() => this.onAlarm(e));
    });
  }

  private get link(): AlarmDataPageLink {
    return this.query.pageLink;
  }

  stop(): void {
    clearInterval(this.timer);
    this.offAlarm();
    this.dropEntitySubs();
  }

  private dropEntitySubs(): void {
    for (const off of this.entitySubs) off();
    this.entitySubs = [];
  }

  /** Follows the latest values of the entities behind the alarms of the page. */
  private followEntities(): void {
    this.dropEntitySubs();
    const stored = requestedKeys(this.query).filter((k) => k.type !== 'ENTITY_FIELD' && k.type !== 'ALARM_FIELD');
    if (stored.length === 0) return;
    for (const id of new Set(this.alarms.map((a) => a.matched_id))) {
      this.entitySubs.push(this.s.hub.subscribe(id, (c) => {
        if (latestUpdate(stored, c)) this.s.schedule(() => this.sendAlarmsOf(id));
      }));
    }
  }

  private async sendAlarmsOf(entityId: string): Promise<void> {
    const record = this.records.get(entityId);
    const alarms = this.alarms.filter((a) => a.matched_id === entityId);
    if (!record || alarms.length === 0) return;
    const keys = requestedKeys(this.query);
    const latest = await loadLatest(this.s.ctx.db, [entityId], keys);
    const now = this.s.ctx.now();
    const update = alarms.map((a) => alarmData(a, record, keys, latest, now));
    this.s.send(alarmDataMessage(this.cmdId, this.s.settings.maxEntitiesPerSubscription, this.totalEntities, { update }));
  }

  /** Runs the query and sends the whole page. */
  async fetch(): Promise<void> {
    const page = await runAlarmQuery(this.s.ctx.db, this.s.user, this.query, this.s.ctx.now());
    this.records = new Map(page.records.map((r) => [r.id, r]));
    this.alarms = page.alarms;
    this.totalEntities = page.totalEntities;
    const { records: _r, alarms: _a, totalEntities: _t, ...data } = page;
    this.s.send(alarmDataMessage(this.cmdId, this.s.settings.maxEntitiesPerSubscription, this.totalEntities, { data }));
    this.followEntities();
  }

  private tick(): void {
    this.fetchesLeft = this.s.settings.maxAlarmQueriesPerRefresh;
    const timeWindow = this.link.timeWindow ?? 0;
    const stale = timeWindow > 0 && this.alarms.some((a) => a.created_time < this.s.ctx.now() - timeWindow);
    if (this.refetchWaiting || stale) {
      this.refetchWaiting = false;
      this.s.schedule(() => this.refetch());
    }
  }

  private async refetch(): Promise<void> {
    if (this.fetchesLeft <= 0) {
      this.refetchWaiting = true;
      return;
    }
    this.fetchesLeft--;
    await this.fetch();
  }

  private async concerns(e: BusEvents['alarm'], alarmId: string): Promise<boolean> {
    const originator = (e.alarm.originator as { id?: string } | undefined)?.id ?? '';
    if (this.records.has(originator)) return true;
    if (!this.link.searchPropagatedAlarms || e.deleted) return false;
    const rows = await this.s.ctx.db.query<{ entity_id: string }>('SELECT entity_id FROM entity_alarm WHERE alarm_id = $1', [alarmId]);
    return rows.some((r) => this.records.has(r.entity_id));
  }

  private async onAlarm(e: BusEvents['alarm']): Promise<void> {
    const alarmId = (e.alarm.id as { id?: string } | undefined)?.id ?? '';
    const index = this.alarms.findIndex((a) => a.id === alarmId);
    if (index < 0) {
      if (numberOf(this.link.page) === 0 && !e.deleted && await this.concerns(e, alarmId)) await this.refetch();
      return;
    }
    const current = this.alarms[index]!;
    const fresh = e.deleted ? undefined
      : (await readAlarms(this.s.ctx.db, this.s.user.tenantId, [current.matched_id], this.link, this.s.ctx.now())).find((a) => a.id === alarmId);
    if (!fresh) {
      await this.refetch();
      return;
    }
    this.alarms[index] = fresh;
    const record = this.records.get(fresh.matched_id);
    const keys = requestedKeys(this.query);
    const latest = await loadLatest(this.s.ctx.db, record ? [record.id] : [], keys);
    const update = [alarmData(fresh, record, keys, latest, this.s.ctx.now())];
    this.s.send(alarmDataMessage(this.cmdId, this.s.settings.maxEntitiesPerSubscription, this.totalEntities, { update }));
  }
}

/** alarmDataCmds: the alarm page (`data`), then `update`s for changed alarms on it and re-fetches when the page changes. */
export async function handleAlarmData(s: WsSession, cmd: AlarmDataCmd): Promise<void> {
  const cmdId = validV2(s, cmd, ['query']);
  if (cmdId === undefined) return;
  const c = new AlarmDataContext(s, cmdId, cmd.query as AlarmDataQuery);
  s.keep('alarmData', cmdId, c);
  try {
    await c.fetch();
  } catch (err) {
    s.drop('alarmData', cmdId);
    throw err;
  }
}

/** alarmDataUnsubscribeCmds: stops an alarm subscription. */
export async function handleAlarmDataUnsubscribe(s: WsSession, cmd: UnsubscribeCmd): Promise<void> {
  s.drop('alarmData', numberOf(cmd.cmdId));
}
