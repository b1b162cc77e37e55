import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import { DEMO } from '../demo/ids.js';
import { insertTimeseries } from '../telemetry/ts-store.js';
import type { TsEntry } from '../telemetry/payload.js';
import { cycleStart, dayStart, ensureAllUsageStates, ensureUsageState, HOURLY_SUFFIX, DAILY_SUFFIX } from '../usage/state.js';

const long = (n: number) => ({ type: 'LONG' as const, value: BigInt(n) });

/**
 * A usage state row for every tenant, and for the demo tenant the hourly, daily and monthly
 * counters of the telemetry history already stored, so the usage charts are not empty on first start.
 */
export default async function seedApiUsage(q: Queryable, ctx: ServerContext): Promise<void> {
  const now = ctx.now();
  await ensureAllUsageStates(q, now);
  const state = await ensureUsageState(q, DEMO.tenantId, now);
  if (!state) return;
  const hours = await q.query<{ hour: number; points: string; messages: string }>(
    `SELECT (k.ts / 3600000) * 3600000 AS hour, count(*) AS points, count(DISTINCT (k.entity_id, k.ts)) AS messages
     FROM ts_kv k JOIN device d ON d.id = k.entity_id WHERE d.tenant_id = $1 GROUP BY 1 ORDER BY 1`, [DEMO.tenantId]);
  const entries: TsEntry[] = [];
  const daily = new Map<number, { points: number; messages: number }>();
  const month = { points: 0, messages: 0 };
  for (const h of hours) {
    const points = Number(h.points);
    const messages = Number(h.messages);
    for (const [key, n] of [['transportMsgCount', messages], ['transportDataPointsCount', points], ['storageDataPointsCount', points],
      ['ruleEngineExecutionCount', messages]] as const) entries.push({ ts: Number(h.hour), key: key + HOURLY_SUFFIX, value: long(n) });
    const day = daily.get(dayStart(Number(h.hour))) ?? { points: 0, messages: 0 };
    day.points += points;
    day.messages += messages;
    daily.set(dayStart(Number(h.hour)), day);
    if (Number(h.hour) >= cycleStart(now)) {
      month.points += points;
      month.messages += messages;
    }
  }
  for (const [ts, d] of daily) {
    entries.push({ ts, key: 'transportMsgCount' + DAILY_SUFFIX, value: long(d.messages) });
    entries.push({ ts, key: 'transportDataPointsCount' + DAILY_SUFFIX, value: long(d.points) });
    entries.push({ ts, key: 'storageDataPointsCount' + DAILY_SUFFIX, value: long(d.points) });
    entries.push({ ts, key: 'ruleEngineExecutionCount' + DAILY_SUFFIX, value: long(d.messages) });
  }
  const cycleTs = cycleStart(now);
  entries.push({ ts: cycleTs, key: 'transportMsgCount', value: long(month.messages) });
  entries.push({ ts: cycleTs, key: 'transportDataPointsCount', value: long(month.points) });
  entries.push({ ts: cycleTs, key: 'storageDataPointsCount', value: long(month.points) });
  entries.push({ ts: cycleTs, key: 'ruleEngineExecutionCount', value: long(month.messages) });
  await insertTimeseries(q, { entityType: 'API_USAGE_STATE', id: state.id }, entries);
}
