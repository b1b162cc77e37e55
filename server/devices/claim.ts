import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { NULL_UUID } from '../auth/types.js';
import { notFound } from '../http/errors.js';
import { hasCustomer } from '../auth/permissions.js';
import { auditEntity, inChange, queueEvent } from '../entities/changes.js';
import { findCustomer } from '../entities/customers.js';
import { findByName, setCustomer } from '../entities/family.js';
import { ref } from '../entities/wire.js';
import { DEVICE_FAMILY, deviceToJson, type DeviceRow } from './service.js';

/** How long a claim registered without a duration stays valid: one day, ThingsBoard's default. */
export const DEFAULT_CLAIM_DURATION_MS = 86_400_000;

/** Claim outcomes of 3.4.1. */
export type ClaimResponse = 'SUCCESS' | 'FAILURE' | 'CLAIMED';

/** The answer of a claim: HTTP status and the ClaimResult body `{device, response}`. */
export interface ClaimOutcome {
  status: 200 | 400;
  body: { device: Record<string, unknown> | null; response: ClaimResponse };
}

/**
 * Records that a device may be claimed with `secretKey` for `durationMs` (one day when not
 * positive), as the device API's claim call does. Answers false, storing nothing, when the device
 * is missing or already assigned to a customer.
 */
export async function registerClaim(q: Queryable, deviceId: string, secretKey: string | null, durationMs: number, now = Date.now()): Promise<boolean> {
  const device = await q.one<{ customer_id: string }>('SELECT customer_id FROM device WHERE id = $1', [deviceId]);
  if (!device || hasCustomer(device.customer_id)) return false;
  const expires = now + (durationMs > 0 ? durationMs : DEFAULT_CLAIM_DURATION_MS);
  await q.query(
    `INSERT INTO device_claim (device_id, secret_key, expiration_time) VALUES ($1,$2,$3)
     ON CONFLICT (device_id) DO UPDATE SET secret_key = EXCLUDED.secret_key, expiration_time = EXCLUDED.expiration_time`,
    [deviceId, secretKey ?? '', expires]);
  return true;
}

const sameKey = (a: string, b: string) => (a === '' && b === '') || a === b;

async function loadByName(q: Queryable, user: SecurityUser, deviceName: string): Promise<DeviceRow> {
  const device = await findByName(q, DEVICE_FAMILY, user.tenantId, deviceName);
  if (!device) throw notFound();
  return device;
}

/**
 * Claims a device by name for the caller's customer: SUCCESS (200) assigns it when a valid claim
 * with the same secret key is registered; FAILURE (400) when the claim is missing, expired or the
 * key differs; CLAIMED (400) when the device already belongs to a customer.
 */
export async function claimDevice(ctx: ServerContext, user: SecurityUser, deviceName: string, secretKey: string): Promise<ClaimOutcome> {
  return inChange(ctx, async (q, events): Promise<ClaimOutcome> => {
    const device = await loadByName(q, user, deviceName);
    const claim = await q.one<{ secret_key: string; expiration_time: number }>(
      'SELECT secret_key, expiration_time FROM device_claim WHERE device_id = $1', [device.id]);
    const assigned = hasCustomer(device.customer_id);
    const fail = (response: ClaimResponse): ClaimOutcome => ({ status: 400, body: { device: null, response } });
    if (!claim) return fail(assigned ? 'CLAIMED' : 'FAILURE');
    if (ctx.now() > claim.expiration_time || !sameKey(secretKey, claim.secret_key)) {
      await q.query('DELETE FROM device_claim WHERE device_id = $1', [device.id]);
      return fail('FAILURE');
    }
    await q.query('DELETE FROM device_claim WHERE device_id = $1', [device.id]);
    if (assigned) return fail('CLAIMED');
    const saved = await setCustomer(q, DEVICE_FAMILY, device.id, user.customerId);
    const customer = await findCustomer(q, user.customerId);
    await auditEntity(ctx, q, user, { entityType: 'DEVICE', row: saved }, 'ASSIGNED_TO_CUSTOMER',
      { entityId: device.id, assignedCustomerId: user.customerId, assignedCustomerName: customer?.title ?? null });
    queueEvent(events, saved.tenant_id, ref('DEVICE', saved.id), 'UPDATED');
    return { status: 200, body: { device: deviceToJson(saved), response: 'SUCCESS' } };
  });
}

/** Re-claiming: unassigns a claimed device from its customer so it can be claimed again (no-op when unassigned). */
export async function reclaimDevice(ctx: ServerContext, user: SecurityUser, deviceName: string): Promise<void> {
  await inChange(ctx, async (q, events) => {
    const device = await loadByName(q, user, deviceName);
    if (!hasCustomer(device.customer_id)) return;
    const customer = await findCustomer(q, device.customer_id);
    const saved = await setCustomer(q, DEVICE_FAMILY, device.id, NULL_UUID);
    await auditEntity(ctx, q, user, { entityType: 'DEVICE', row: { ...saved, customer_id: device.customer_id } }, 'UNASSIGNED_FROM_CUSTOMER',
      { entityId: device.id, unassignedCustomerId: device.customer_id, unassignedCustomerName: customer?.title ?? null });
    queueEvent(events, saved.tenant_id, ref('DEVICE', saved.id), 'UPDATED');
  });
}
