import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import { initialState, seededRandom, stepThermostat } from '../simulator/models.js';
import type { TsEntry } from '../telemetry/payload.js';
import { insertTimeseries } from '../telemetry/ts-store.js';
import { DEMO_DEVICES } from '../demo/devices.js';

/** Length of the seeded history, in ms (one day). */
export const HISTORY_SPAN_MS = 24 * 60 * 60 * 1000;
/** Spacing of the seeded points, in ms (one minute). */
export const HISTORY_STEP_MS = 60 * 1000;

/** One day of thermostat history (temperature and humidity every minute), so charts have data on first start. */
export default async function seedTelemetryHistory(q: Queryable, ctx: ServerContext): Promise<void> {
  const tokens = DEMO_DEVICES.filter((d) => d.name.startsWith('Thermostat')).map((d) => d.token);
  const devices = await q.query<{ id: string }>(
    'SELECT device_id AS id FROM device_credentials WHERE credentials_id = ANY($1::text[]) ORDER BY credentials_id', [tokens]);
  const end = Math.floor(ctx.now() / HISTORY_STEP_MS) * HISTORY_STEP_MS;
  for (const [i, device] of devices.entries()) {
    const rnd = seededRandom(1000 + i);
    const state = initialState();
    const entries: TsEntry[] = [];
    for (let ts = end - HISTORY_SPAN_MS + HISTORY_STEP_MS; ts <= end; ts += HISTORY_STEP_MS) {
      for (const [key, value] of Object.entries(stepThermostat(state, rnd))) entries.push({ ts, key, value });
    }
    await insertTimeseries(q, { entityType: 'DEVICE', id: device.id }, entries);
  }
}
