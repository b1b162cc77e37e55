import type { Queryable } from '../db/db.js';
import { NULL_UUID } from '../auth/types.js';
import { newId } from '../db/ids.js';

/** Usage counters, each a time series of the tenant's API usage state entity. */
export const USAGE_KEYS = [
  'transportMsgCount', 'transportDataPointsCount', 'storageDataPointsCount',
  'ruleEngineExecutionCount', 'jsExecutionCount', 'emailCount', 'smsCount',
] as const;
/** One counter of {@link USAGE_KEYS}. */
export type UsageKey = (typeof USAGE_KEYS)[number];

/** Suffix of the per-hour series of a counter (`transportMsgCountHourly`); the bare key holds the month's total. */
export const HOURLY_SUFFIX = 'Hourly';
/** Suffix of the per-day series of a counter (`transportMsgCountDaily`). */
export const DAILY_SUFFIX = 'Daily';

/** Feature state columns and the time-series key each is published under. */
export const STATE_KEYS = {
  transport_state: 'transportApiState',
  db_state: 'dbApiState',
  re_exec_state: 'ruleEngineApiState',
  js_exec_state: 'jsExecutionApiState',
  email_exec_state: 'emailApiState',
  sms_exec_state: 'smsApiState',
} as const;

/** Values a feature state takes. */
export const USAGE_STATES = ['ENABLED', 'WARNING', 'DISABLED'] as const;

/** A stored API usage state row. */
export interface UsageStateRow {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  transport_state: string;
  db_state: string;
  re_exec_state: string;
  js_exec_state: string;
  email_exec_state: string;
  sms_exec_state: string;
}

/** Creates the usage state row of a tenant when missing; answers the row. */
export async function ensureUsageState(q: Queryable, tenantId: string, now: number): Promise<UsageStateRow | undefined> {
  await q.query(
    `INSERT INTO api_usage_state (id, created_time, tenant_id, customer_id, entity_type, entity_id)
     SELECT $1, $2, t.id, $3, 'TENANT', t.id FROM tenant t WHERE t.id = $4
     ON CONFLICT (tenant_id) DO NOTHING`,
    [newId(), now, NULL_UUID, tenantId]);
  return q.one<UsageStateRow>('SELECT * FROM api_usage_state WHERE tenant_id = $1', [tenantId]);
}

/** Creates the usage state rows of every tenant that has none (tenants made without an entity event); answers how many. */
export async function ensureAllUsageStates(q: Queryable, now: number): Promise<number> {
  const rows = await q.query(
    `INSERT INTO api_usage_state (id, created_time, tenant_id, customer_id, entity_type, entity_id)
     SELECT gen_random_uuid(), $1, t.id, $2, 'TENANT', t.id FROM tenant t
     WHERE NOT EXISTS (SELECT 1 FROM api_usage_state s WHERE s.tenant_id = t.id)
     ON CONFLICT (tenant_id) DO NOTHING RETURNING id`,
    [now, NULL_UUID]);
  return rows.length;
}

/** Start of the hour containing `ts` (UTC). */
export const hourStart = (ts: number): number => Math.floor(ts / 3_600_000) * 3_600_000;

/** Start of the billing cycle (calendar month, UTC) containing `ts`. */
export function cycleStart(ts: number): number {
  const d = new Date(ts);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** Start of the day containing `ts` (UTC). */
export const dayStart = (ts: number): number => Math.floor(ts / 86_400_000) * 86_400_000;
