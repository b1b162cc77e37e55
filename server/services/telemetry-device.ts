import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { kvFromPlain } from '../telemetry/values.js';
import { saveAttributes } from './telemetry.js';

/** The device behind an access token, as the device API needs it. */
export interface TokenDevice {
  id: string;
  tenantId: string;
  customerId: string;
  name: string;
  type: string;
  deviceProfileId: string;
  firmwareId: string | null;
  softwareId: string | null;
}

/** Finds the device whose ACCESS_TOKEN credentials are `token`; undefined when none. */
export async function findDeviceByToken(q: Queryable, token: string): Promise<TokenDevice | undefined> {
  return q.one<TokenDevice>(
    `SELECT d.id, d.tenant_id AS "tenantId", d.customer_id AS "customerId", d.name, d.type,
            d.device_profile_id AS "deviceProfileId", d.firmware_id AS "firmwareId", d.software_id AS "softwareId"
     FROM device_credentials c JOIN device d ON d.id = c.device_id
     WHERE c.credentials_id = $1 AND c.credentials_type = 'ACCESS_TOKEN'`,
    [token],
  );
}

/** How long a device stays claimable when the claim request gives no duration: one day. */
export const DEFAULT_CLAIM_DURATION_MS = 86_400_000;

/** Server attribute holding a claim request when no claiming service is installed. */
export const CLAIM_ATTRIBUTE = 'claimingData';

type RegisterClaim = (q: Queryable, deviceId: string, secretKey: string, durationMs: number, now?: number) => Promise<unknown>;

let claimModule: Promise<RegisterClaim | undefined> | undefined;

/** The devices part's `registerClaim`, when that module is present. */
function loadRegisterClaim(): Promise<RegisterClaim | undefined> {
  claimModule ??= (async () => {
    const candidates = ['./devices-claim.ts', './devices-claim.js'].map((p) => new URL(p, import.meta.url));
    const found = candidates.find((u) => existsSync(fileURLToPath(u)));
    if (!found) return undefined;
    const mod = (await import(pathToFileURL(fileURLToPath(found)).href)) as { registerClaim?: RegisterClaim };
    return typeof mod.registerClaim === 'function' ? mod.registerClaim : undefined;
  })();
  return claimModule;
}

/**
 * Records a device's claim request (`secretKey`, default ""; `durationMs`, default one day): through
 * the devices part's `registerClaim` when present, else as the server attribute `claimingData`
 * `{secretKey, expirationTime}`.
 */
export async function registerDeviceClaim(ctx: ServerContext, device: TokenDevice, secretKey: string, durationMs: number): Promise<void> {
  const registerClaim = await loadRegisterClaim();
  if (registerClaim) {
    await registerClaim(ctx.db, device.id, secretKey, durationMs, ctx.now());
    return;
  }
  const value = kvFromPlain({ secretKey, expirationTime: ctx.now() + durationMs })!;
  await saveAttributes(ctx, { tenantId: device.tenantId, entityId: { entityType: 'DEVICE', id: device.id } }, 'SERVER_SCOPE',
    { values: new Map([[CLAIM_ATTRIBUTE, value]]), deletes: [] });
}
