import type { ServerContext } from '../context.js';
import { on } from '../events.js';
import { DEMO_DEVICES } from '../demo/devices.js';
import { saveAttributes, saveTimeseries, type TelemetryTarget } from '../telemetry/service.js';
import { initialState, kindOf, seededRandom, stepDevice, type DeviceKind, type SimState } from './models.js';
import { readAttributes } from '../telemetry/attr-store.js';
import { deviceActivity } from '../telemetry/device-activity.js';
import { readLatest } from '../telemetry/ts-store.js';
import { doubleValue, type KvValue } from '../telemetry/values.js';

/** Interval between simulated readings, in ms. */
export const SIMULATOR_PERIOD_MS = 1000;

interface SimDevice {
  target: TelemetryTarget;
  kind: DeviceKind;
  state: SimState;
}

/** Firmware version each kind reports (client attribute) and where it stands (server attributes). */
const START_ATTRIBUTES: Record<DeviceKind, { firmwareVersion: string; latitude: number; longitude: number }> = {
  thermostat: { firmwareVersion: '2.3.1', latitude: 51.5072, longitude: -0.1276 },
  humidity: { firmwareVersion: '1.0.7', latitude: 51.5155, longitude: -0.0922 },
  pump: { firmwareVersion: '4.1.0', latitude: 51.4975, longitude: -0.1357 },
  meter: { firmwareVersion: '3.0.2', latitude: 51.4994, longitude: -0.1245 },
  gateway: { firmwareVersion: '5.2.0', latitude: 51.5033, longitude: -0.1195 },
};

async function loadDevices(ctx: ServerContext): Promise<SimDevice[]> {
  const rows = await ctx.db.query<{ id: string; tenant_id: string; token: string }>(
    `SELECT d.id, d.tenant_id, c.credentials_id AS token FROM device_credentials c JOIN device d ON d.id = c.device_id
     WHERE c.credentials_id = ANY($1::text[])`,
    [DEMO_DEVICES.map((d) => d.token)],
  );
  const out: SimDevice[] = [];
  for (const row of rows) {
    const seedName = DEMO_DEVICES.find((d) => d.token === row.token)?.name ?? '';
    const kind = kindOf(seedName);
    if (!kind) continue;
    const energy = kind === 'meter' ? (await readLatest(ctx.db, row.id, ['energyTotal']))[0]?.value : undefined;
    const state = initialState(energy?.type === 'DOUBLE' ? energy.value : undefined);
    out.push({ target: { tenantId: row.tenant_id, entityId: { entityType: 'DEVICE', id: row.id } }, kind, state });
  }
  return out;
}

/** Reports each device's firmware version; places it on the map unless it already has a location. */
async function writeStartAttributes(ctx: ServerContext, device: SimDevice): Promise<void> {
  const a = START_ATTRIBUTES[device.kind];
  const firmware = new Map<string, KvValue>([['firmwareVersion', { type: 'STRING', value: a.firmwareVersion }]]);
  await saveAttributes(ctx, device.target, 'CLIENT_SCOPE', { values: firmware, deletes: [] });
  const placed = await readAttributes(ctx.db, device.target.entityId.id, ['SERVER_SCOPE'], ['latitude', 'longitude']);
  if (placed.length > 0) return;
  const location = new Map<string, KvValue>([['latitude', doubleValue(a.latitude)], ['longitude', doubleValue(a.longitude)]]);
  await saveAttributes(ctx, device.target, 'SERVER_SCOPE', { values: location, deletes: [] });
}

async function tick(ctx: ServerContext, devices: SimDevice[], rnd: () => number): Promise<void> {
  const ts = ctx.now();
  await Promise.all(devices.map((d) => {
    const values = stepDevice(d.kind, d.state, rnd, SIMULATOR_PERIOD_MS / 1000);
    const entries = Object.entries(values).map(([key, value]) => ({ ts, key, value }));
    return Promise.all([
      saveTimeseries(ctx, d.target, entries),
      deviceActivity(ctx).touch({ id: d.target.entityId.id, tenantId: d.target.tenantId }),
    ]);
  }));
}

/**
 * Demo simulator (off when `demoSimulator` is false): every second writes plausible readings of the
 * demo devices through the telemetry service, so realtime subscribers see them; stops with the server.
 */
export default async function simulator(ctx: ServerContext): Promise<void> {
  if (!ctx.config.demoSimulator) return;
  let devices = await loadDevices(ctx);
  for (const d of devices) await writeStartAttributes(ctx, d);
  const off = on(ctx, 'entity', (e) => {
    if (e.action === 'DELETED') devices = devices.filter((d) => d.target.entityId.id !== e.entityId.id);
  });
  const rnd = seededRandom(ctx.now());
  let running: Promise<void> | undefined;
  let failed = false;
  const timer = setInterval(() => {
    if (running) return;
    running = tick(ctx, devices, rnd)
      .catch((err: unknown) => {
        if (!failed) ctx.log(`[simulator] writing readings failed: ${String(err)}`);
        failed = true;
      })
      .finally(() => {
        running = undefined;
      });
  }, SIMULATOR_PERIOD_MS);
  ctx.onClose(async () => {
    clearInterval(timer);
    off();
    await running;
  });
}
