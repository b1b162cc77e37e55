import { createHash } from 'node:crypto';
import type { ApiSchema } from '../../sdk/api-schema.js';
import type { Queryable } from '../db/db.js';
import { badRequest } from '../http/errors.js';
import { ref } from '../entities/wire.js';
import { randomAlphanumeric } from '../entities/random.js';
import { newId } from '../db/ids.js';

/** Credential kinds of a device. */
export const CREDENTIALS_TYPES = ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC', 'LWM2M_CREDENTIALS'] as const;

/** Length of a generated access token. */
export const ACCESS_TOKEN_LENGTH = 20;

/** A stored credentials row. */
export interface CredentialsRow {
  id: string;
  created_time: number;
  device_id: string;
  credentials_type: ApiSchema<'DeviceCredentialsType'>;
  credentials_id: string;
  credentials_value: string | null;
}

/** Credentials after validation: what is stored. */
export interface FormattedCredentials {
  type: string;
  credentialsId: string;
  credentialsValue: string | null;
}

/** Maps a credentials row to the DeviceCredentials JSON. */
export function credentialsToJson(row: CredentialsRow): ApiSchema<'DeviceCredentials'> {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    deviceId: ref('DEVICE', row.device_id),
    credentialsType: row.credentials_type,
    credentialsId: row.credentials_id,
    credentialsValue: row.credentials_value,
  };
}

/** SHA3-256 of a text, hex encoded (how ThingsBoard derives certificate and MQTT client ids). */
export const sha3 = (text: string): string => createHash('sha3-256').update(text).digest('hex');

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v === '');

function parseJsonObject(value: unknown, message: string): Record<string, unknown> {
  if (typeof value !== 'string') throw badRequest(message);
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch (_err) {}
  throw badRequest(message);
}

function formatMqttBasic(value: unknown): FormattedCredentials {
  const c = parseJsonObject(value, 'Invalid credentials body for simple mqtt credentials!');
  for (const field of ['clientId', 'userName', 'password']) {
    if (!blank(c[field]) && typeof c[field] !== 'string') throw badRequest('Invalid credentials body for simple mqtt credentials!');
  }
  const clientId = blank(c.clientId) ? null : String(c.clientId);
  const userName = blank(c.userName) ? null : String(c.userName);
  const password = blank(c.password) ? null : String(c.password);
  if (!clientId && !userName) throw badRequest('Both mqtt client id and user name are empty!');
  if (clientId && password && !userName) throw badRequest('Password cannot be specified along with client id');
  const credentialsId = !clientId ? userName! : !userName ? sha3(clientId) : sha3(`${clientId}|${userName}`);
  return { type: 'MQTT_BASIC', credentialsId, credentialsValue: JSON.stringify({ clientId, userName, password }) };
}

function formatX509(value: unknown): FormattedCredentials {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest('Device credentials value should be specified!');
  const cert = value.replace(/-----BEGIN CERTIFICATE-----/g, '').replace(/-----END CERTIFICATE-----/g, '').replace(/[\r\n]/g, '');
  return { type: 'X509_CERTIFICATE', credentialsId: sha3(cert), credentialsValue: cert };
}

const LWM2M_MODES = ['NO_SEC', 'PSK', 'RPK', 'X509'];

function formatLwm2m(value: unknown): FormattedCredentials {
  const c = parseJsonObject(value, 'Invalid credentials body for LwM2M credentials!');
  const client = c.client as Record<string, unknown> | undefined;
  if (!client || typeof client !== 'object') throw badRequest('LwM2M client credentials should be specified!');
  const mode = client.securityConfigClientMode;
  if (typeof mode !== 'string' || !LWM2M_MODES.includes(mode)) throw badRequest('LwM2M client security mode should be specified!');
  if (typeof client.endpoint !== 'string' || client.endpoint.trim() === '') throw badRequest('LwM2M client endpoint should be specified!');
  let credentialsId = client.endpoint;
  if (mode === 'PSK') {
    if (typeof client.identity !== 'string' || client.identity.trim() === '') throw badRequest('LwM2M client PSK identity should be specified!');
    if (typeof client.key !== 'string' || !/^([0-9a-fA-F]{2})+$/.test(client.key)) throw badRequest('LwM2M client PSK key must be a hexadecimal string!');
    credentialsId = client.identity;
  }
  if (mode === 'RPK' && (typeof client.key !== 'string' || client.key.trim() === '')) throw badRequest('LwM2M client RPK key should be specified!');
  return { type: 'LWM2M_CREDENTIALS', credentialsId, credentialsValue: JSON.stringify(c) };
}

/** Validates credentials of any kind and derives the stored id (token, certificate hash, MQTT hash, LwM2M endpoint). */
export function formatCredentials(body: Record<string, unknown>): FormattedCredentials {
  const type = body.credentialsType;
  if (type === undefined || type === null) throw badRequest('Device credentials type should be specified!');
  if (typeof type !== 'string' || !(CREDENTIALS_TYPES as readonly string[]).includes(type)) {
    throw badRequest(`Invalid request body: credentialsType must be one of ${CREDENTIALS_TYPES.join(', ')}`);
  }
  if (type === 'MQTT_BASIC') return formatMqttBasic(body.credentialsValue);
  if (type === 'X509_CERTIFICATE') return formatX509(body.credentialsValue);
  if (type === 'LWM2M_CREDENTIALS') return formatLwm2m(body.credentialsValue);
  const token = body.credentialsId;
  if (blank(token)) throw badRequest('Device credentials id should be specified!');
  if (typeof token !== 'string') throw badRequest('Invalid request body: credentialsId must be a string');
  if (token.length > 255) throw badRequest('Validation error: length of credentialsId must be equal or less than 255');
  return { type, credentialsId: token, credentialsValue: null };
}

/** An access token credential: the given token or 20 random letters and digits. */
export function accessTokenCredentials(token: string | undefined): FormattedCredentials {
  return formatCredentials({ credentialsType: 'ACCESS_TOKEN', credentialsId: token ?? randomAlphanumeric(ACCESS_TOKEN_LENGTH) });
}

async function assertFreeId(q: Queryable, credentialsId: string, ownRowId: string | null): Promise<void> {
  const other = await q.one<{ id: string }>('SELECT id FROM device_credentials WHERE credentials_id = $1', [credentialsId]);
  if (other && other.id !== ownRowId) throw badRequest('Device credentials are already assigned to another device!');
}

/** Stores the first credentials of a new device. */
export async function createCredentials(q: Queryable, deviceId: string, c: FormattedCredentials, now: number): Promise<CredentialsRow> {
  await assertFreeId(q, c.credentialsId, null);
  const row = await q.one<CredentialsRow>(
    `INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id, credentials_value)
     VALUES ($1,$2,$3,$4,$5,$6) RETURNING *`, [newId(), now, deviceId, c.type, c.credentialsId, c.credentialsValue]);
  return row!;
}

/** Replaces the credentials of a device (row `id` must be the device's own credentials row). */
export async function updateCredentials(q: Queryable, rowId: string, c: FormattedCredentials): Promise<CredentialsRow> {
  await assertFreeId(q, c.credentialsId, rowId);
  const row = await q.one<CredentialsRow>(
    'UPDATE device_credentials SET credentials_type = $2, credentials_id = $3, credentials_value = $4 WHERE id = $1 RETURNING *',
    [rowId, c.type, c.credentialsId, c.credentialsValue]);
  return row!;
}

/** The credentials of a device. */
export function findCredentialsByDevice(q: Queryable, deviceId: string): Promise<CredentialsRow | undefined> {
  return q.one<CredentialsRow>('SELECT * FROM device_credentials WHERE device_id = $1', [deviceId]);
}
