import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { NULL_UUID } from '../auth/types.js';
import { emit } from '../events.js';
import { randomAlphanumeric } from '../entities/random.js';
import { ACCESS_TOKEN_LENGTH } from '../devices/credentials.js';
import { readAttributes } from '../telemetry/attr-store.js';
import { writeAudit } from '../entities/audit.js';
import { newId } from '../db/ids.js';
import { saveAttributes } from '../telemetry/service.js';

/** Answer of `POST /api/v1/provision`. */
export type ProvisionResponse =
  | { status: 'SUCCESS'; credentialsType: 'ACCESS_TOKEN'; credentialsValue: string }
  | { status: 'NOT_FOUND' | 'FAILURE'; errorMsg: string };

/** Server attribute marking a device as provisioned, and its value. */
export const PROVISION_STATE = { key: 'provisionState', value: 'provisioned' } as const;

interface ProfileRow {
  id: string;
  tenant_id: string;
  name: string;
  provision_type: string;
  profile_data: { provisionConfiguration?: { provisionDeviceSecret?: unknown } } | null;
}

interface DeviceRow {
  id: string;
  device_profile_id: string;
}

const notFound = (errorMsg: string): ProvisionResponse => ({ status: 'NOT_FOUND', errorMsg });
const failure = (errorMsg: string): ProvisionResponse => ({ status: 'FAILURE', errorMsg });
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

async function isProvisioned(q: Queryable, deviceId: string): Promise<boolean> {
  const found = await readAttributes(q, deviceId, ['SERVER_SCOPE'], [PROVISION_STATE.key]);
  return found.some((a) => a.value.type === 'STRING' && a.value.value === PROVISION_STATE.value);
}

async function createDevice(ctx: ServerContext, q: Queryable, profile: ProfileRow, name: string, token: string): Promise<string> {
  const id = newId();
  const now = ctx.now();
  await q.query(
    `INSERT INTO device (id, created_time, tenant_id, customer_id, name, type, label, device_profile_id, device_data, additional_info)
     VALUES ($1,$2,$3,$4,$5,$6,NULL,$7,$8,$9)`,
    [id, now, profile.tenant_id, NULL_UUID, name, profile.name, profile.id,
      JSON.stringify({ configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } }),
      JSON.stringify({ gateway: false, overwriteActivityTime: false, description: '' })],
  );
  await q.query(
    "INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id) VALUES ($1,$2,$3,'ACCESS_TOKEN',$4)",
    [newId(), now, id, token],
  );
  await writeAudit(q, { user: null, tenantId: profile.tenant_id, customerId: NULL_UUID, entityId: { entityType: 'DEVICE', id },
    entityName: name, actionType: 'ADDED', actionData: { provisioned: true } }, now);
  return id;
}

async function markProvisioned(ctx: ServerContext, tenantId: string, deviceId: string): Promise<void> {
  await saveAttributes(ctx, { tenantId, entityId: { entityType: 'DEVICE', id: deviceId } }, 'SERVER_SCOPE',
    { values: new Map([[PROVISION_STATE.key, { type: 'STRING', value: PROVISION_STATE.value }]]), deletes: [] });
}

/**
 * Provisions a device with a profile's provision key and secret: ALLOW_CREATE_NEW_DEVICES creates
 * the named device (with the given ACCESS_TOKEN or a generated one); CHECK_PRE_PROVISIONED_DEVICES
 * hands out the credentials of an existing device of that profile. A device is provisioned once.
 */
export async function provisionDevice(ctx: ServerContext, body: Record<string, unknown>): Promise<ProvisionResponse> {
  const key = text(body.provisionDeviceKey);
  const secret = text(body.provisionDeviceSecret);
  if (!key || !secret) return notFound('Provision key and secret are required');
  const profile = await ctx.db.one<ProfileRow>(
    'SELECT id, tenant_id, name, provision_type, profile_data FROM device_profile WHERE provision_device_key = $1', [key]);
  if (!profile || profile.provision_type === 'DISABLED' || profile.profile_data?.provisionConfiguration?.provisionDeviceSecret !== secret) {
    return notFound('No device profile matches the provision key and secret');
  }
  const credentialsType = text(body.credentialsType) ?? 'ACCESS_TOKEN';
  if (credentialsType !== 'ACCESS_TOKEN') return failure(`Unsupported credentials type: ${credentialsType}`);
  const name = text(body.deviceName) ?? randomAlphanumeric(20);
  const existing = await ctx.db.one<DeviceRow>('SELECT id, device_profile_id FROM device WHERE tenant_id = $1 AND name = $2', [profile.tenant_id, name]);

  if (profile.provision_type === 'CHECK_PRE_PROVISIONED_DEVICES') {
    if (!existing || existing.device_profile_id !== profile.id) return notFound('No pre-provisioned device with this name');
    if (await isProvisioned(ctx.db, existing.id)) return failure('The device has already been provisioned');
    const cred = await ctx.db.one<{ credentials_id: string }>(
      "SELECT credentials_id FROM device_credentials WHERE device_id = $1 AND credentials_type = 'ACCESS_TOKEN'", [existing.id]);
    if (!cred) return failure('The device has no access token credentials');
    await markProvisioned(ctx, profile.tenant_id, existing.id);
    return { status: 'SUCCESS', credentialsType: 'ACCESS_TOKEN', credentialsValue: cred.credentials_id };
  }
  if (profile.provision_type !== 'ALLOW_CREATE_NEW_DEVICES') return notFound('Provisioning is disabled for this profile');
  if (existing) return failure('A device with this name already exists');
  const token = text(body.token) ?? randomAlphanumeric(ACCESS_TOKEN_LENGTH);
  let deviceId: string;
  try {
    deviceId = await ctx.db.tx((q) => createDevice(ctx, q, profile, name, token));
  } catch (err) {
    if ((err as { code?: string }).code === '23505') return failure('The device name or token is already taken');
    throw err;
  }
  emit(ctx, 'entity', { tenantId: profile.tenant_id, entityId: { entityType: 'DEVICE', id: deviceId }, action: 'ADDED' });
  await markProvisioned(ctx, profile.tenant_id, deviceId);
  return { status: 'SUCCESS', credentialsType: 'ACCESS_TOKEN', credentialsValue: token };
}
