import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { BatchLoader } from '../telemetry/batch-loader.js';
import { registerClaim } from '../devices/claim.js';

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

/** Finds the devices whose ACCESS_TOKEN credentials are among `tokens`, by token. */
export async function findDevicesByTokens(q: Queryable, tokens: string[]): Promise<Map<string, TokenDevice>> {
  const rows = await q.query<TokenDevice & { token: string }>(
    `SELECT c.credentials_id AS token, d.id, d.tenant_id AS "tenantId", d.customer_id AS "customerId", d.name, d.type,
            d.device_profile_id AS "deviceProfileId", d.firmware_id AS "firmwareId", d.software_id AS "softwareId"
     FROM device_credentials c JOIN device d ON d.id = c.device_id
     WHERE c.credentials_id = ANY($1::text[]) AND c.credentials_type = 'ACCESS_TOKEN'`,
    [tokens],
  );
  return new Map(rows.map(({ token, ...device }) => [token, device]));
}

const loaders = new WeakMap<ServerContext, BatchLoader<TokenDevice>>();

/** Finds the device whose ACCESS_TOKEN credentials are `token` (concurrent lookups share one query); undefined when none. */
export function findDeviceByToken(ctx: ServerContext, token: string): Promise<TokenDevice | undefined> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new BatchLoader((tokens) => findDevicesByTokens(ctx.db, tokens));
    loaders.set(ctx, loader);
  }
  return loader.load(token);
}

/** How long a device stays claimable when the claim request gives no duration: one day. */
export const DEFAULT_CLAIM_DURATION_MS = 86_400_000;

/** Records a device's claim request (`secretKey`, default ""; `durationMs`, default one day). */
export async function registerDeviceClaim(ctx: ServerContext, device: TokenDevice, secretKey: string, durationMs: number): Promise<void> {
  await registerClaim(ctx.db, device.id, secretKey, durationMs, ctx.now());
}
