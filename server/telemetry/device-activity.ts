import type { ServerContext } from '../context.js';
import { upsertAttributes } from './attr-store.js';
import { kvToPlain, type KvValue } from './values.js';
import { emit } from '../events.js';

/** Time without messages after which a device counts as inactive, unless its `inactivityTimeout` attribute says otherwise (ms). */
export const DEFAULT_INACTIVITY_TIMEOUT_MS = 600_000;
/** Shortest interval between two `lastActivityTime` writes of an active device (ms). */
export const ACTIVITY_REPORT_PERIOD_MS = 10_000;
/** Interval of the inactivity check (ms). */
export const INACTIVITY_CHECK_PERIOD_MS = 60_000;

const long = (n: number): KvValue => ({ type: 'LONG', value: BigInt(n) });
const bool = (b: boolean): KvValue => ({ type: 'BOOLEAN', value: b });

/** A device sending messages. */
export interface ActiveDevice {
  id: string;
  tenantId: string;
}

/**
 * Device state kept as server attributes, as the platform does: a device's first message sets
 * `active` true and `lastConnectTime`; messages refresh `lastActivityTime` (at most every 10 s);
 * the periodic check sets `active` false and `inactivityAlarmTime` once no message came for the
 * device's `inactivityTimeout` (default 600 s). These writes reach subscribers but count as no usage.
 */
export class DeviceActivity {
  private readonly reported = new Map<string, number>();

  constructor(private readonly ctx: ServerContext) {}

  /** Records a message of a device. */
  async touch(device: ActiveDevice): Promise<void> {
    const now = this.ctx.now();
    const last = this.reported.get(device.id);
    if (last !== undefined && now - last < ACTIVITY_REPORT_PERIOD_MS) return;
    this.reported.set(device.id, now);
    const values = new Map<string, KvValue>([['lastActivityTime', long(now)]]);
    if (last === undefined && !(await this.isActive(device.id))) {
      values.set('active', bool(true));
      values.set('lastConnectTime', long(now));
    }
    await this.save(device, values);
  }

  /** Marks active devices inactive when their last activity is older than their timeout; answers their ids. */
  async sweep(now = this.ctx.now()): Promise<string[]> {
    const rows = await this.ctx.db.query<{ id: string; tenant_id: string }>(
      `SELECT a.entity_id AS id, d.tenant_id FROM attribute_kv a
       JOIN device d ON d.id = a.entity_id
       LEFT JOIN attribute_kv l ON l.entity_id = a.entity_id AND l.attribute_type = 'SERVER_SCOPE' AND l.attribute_key = 'lastActivityTime'
       LEFT JOIN attribute_kv t ON t.entity_id = a.entity_id AND t.attribute_type = 'SERVER_SCOPE' AND t.attribute_key = 'inactivityTimeout'
       WHERE a.attribute_type = 'SERVER_SCOPE' AND a.attribute_key = 'active' AND a.bool_v
         AND COALESCE(l.long_v, a.last_update_ts) + COALESCE(t.long_v, $2) < $1`,
      [now, DEFAULT_INACTIVITY_TIMEOUT_MS],
    );
    for (const row of rows) {
      this.reported.delete(row.id);
      await this.save({ id: row.id, tenantId: row.tenant_id }, new Map([['active', bool(false)], ['inactivityAlarmTime', long(now)]]));
    }
    return rows.map((r) => r.id);
  }

  private async isActive(deviceId: string): Promise<boolean> {
    const row = await this.ctx.db.one<{ bool_v: boolean | null }>(
      "SELECT bool_v FROM attribute_kv WHERE entity_id = $1 AND attribute_type = 'SERVER_SCOPE' AND attribute_key = 'active'", [deviceId]);
    return row?.bool_v === true;
  }

  /**
   * Stores state attributes and tells subscribers (a list's activity column follows them), marked as bookkeeping:
   * not a change made by a user or sent by the device, so it counts as no usage.
   */
  private async save(device: ActiveDevice, values: Map<string, KvValue>): Promise<void> {
    const ts = this.ctx.now();
    const entityId = { entityType: 'DEVICE', id: device.id };
    await upsertAttributes(this.ctx.db, entityId, 'SERVER_SCOPE', values, ts);
    const written: Record<string, [number, unknown]> = Object.create(null);
    for (const [key, value] of values) written[key] = [ts, kvToPlain(value)];
    emit(this.ctx, 'attributes', { tenantId: device.tenantId, entityId, scope: 'SERVER_SCOPE', values: written, bookkeeping: true });
  }
}

const trackers = new WeakMap<ServerContext, DeviceActivity>();

/** The server's device activity tracker; its inactivity check runs every 60 s until the server stops. */
export function deviceActivity(ctx: ServerContext): DeviceActivity {
  let tracker = trackers.get(ctx);
  if (!tracker) {
    const created = new DeviceActivity(ctx);
    trackers.set(ctx, created);
    const timer = setInterval(() => {
      created.sweep().catch((err: unknown) => ctx.log(`[device-activity] inactivity check failed: ${String(err)}`));
    }, INACTIVITY_CHECK_PERIOD_MS);
    timer.unref();
    ctx.onClose(() => clearInterval(timer));
    tracker = created;
  }
  return tracker;
}
