import type { ApiSchema } from '../../../sdk/api-schema.js';
import { DEVICE_CREDENTIALS_TYPES, type DeviceCredentialsType } from '../../../sdk/catalogues/credentials.js';

/** A device's credentials as `GET /api/device/{id}/credentials` answers them and `POST /api/device/credentials` takes them. */
export type DeviceCredentials = ApiSchema<'DeviceCredentials'>;

export { DEVICE_CREDENTIALS_TYPES, type DeviceCredentialsType };

/** Longest access token the server keeps (its `credentialsId` column: 255 characters). */
export const ACCESS_TOKEN_MAX_LENGTH = 255;

/** Length of a generated access token: 20 letters and digits, as the server makes for a new device. */
export const GENERATED_TOKEN_LENGTH = 20;

/** What the credentials dialog edits: the kind, and the values of every kind (only the chosen kind's are saved). */
export interface CredentialsForm {
  type: DeviceCredentialsType;
  accessToken: string;
  certificate: string;
  clientId: string;
  userName: string;
  password: string;
  lwm2m: string;
}

/** A field of {@link CredentialsForm} that can be wrong. */
export type CredentialsField = Exclude<keyof CredentialsForm, 'type'>;

/** A message key of the `devices` namespace saying what is wrong with a field. */
export type CredentialsError =
  | 'devices:credentials.access-token-required'
  | 'devices:credentials.access-token-max-length'
  | 'devices:credentials.certificate-required'
  | 'devices:credentials.client-id-or-user-name'
  | 'devices:credentials.password-needs-user-name'
  | 'devices:credentials.lwm2m-required'
  | 'devices:credentials.lwm2m-invalid';

const LETTERS_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new access token of {@link GENERATED_TOKEN_LENGTH} random letters and digits. */
export function generateAccessToken(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(GENERATED_TOKEN_LENGTH));
  return [...bytes].map((b) => LETTERS_AND_DIGITS[b % LETTERS_AND_DIGITS.length]).join('');
}

/** The LwM2M credentials a device starts with when that kind is chosen: no security, the device name as endpoint. */
export function defaultLwm2mCredentials(endpoint: string): string {
  const noSecurity = { securityMode: 'NO_SEC' };
  return JSON.stringify({ client: { securityConfigClientMode: 'NO_SEC', endpoint }, bootstrap: { bootstrapServerAccountTimeout: 0, bootstrapServer: noSecurity, lwm2mServer: noSecurity } }, null, 2);
}

/** The parts of stored MQTT basic credentials (`credentialsValue` holds them as JSON text); blanks when unreadable. */
export function mqttPartsOf(value: string | null | undefined): { clientId: string; userName: string; password: string } {
  let parsed: Record<string, unknown> = {};
  try {
    const json: unknown = JSON.parse(value ?? '');
    if (json && typeof json === 'object') parsed = json as Record<string, unknown>;
  } catch {
    // Not JSON: the fields start empty.
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { clientId: text(parsed.clientId), userName: text(parsed.userName), password: text(parsed.password) };
}

/** LwM2M credentials laid out for reading (two-space indent), or the stored text as it is when it is not JSON. */
function prettyJson(value: string | null | undefined): string {
  try {
    return JSON.stringify(JSON.parse(value ?? ''), null, 2);
  } catch {
    return value ?? '';
  }
}

/** The form of stored credentials: the stored kind with its values; the other kinds start with a generated token and LwM2M defaults for `deviceName`. */
export function credentialsFormOf(credentials: DeviceCredentials, deviceName: string, token: () => string = generateAccessToken): CredentialsForm {
  const type = credentials.credentialsType ?? 'ACCESS_TOKEN';
  const form: CredentialsForm = { type, accessToken: '', certificate: '', clientId: '', userName: '', password: '', lwm2m: defaultLwm2mCredentials(deviceName) };
  if (type === 'ACCESS_TOKEN') return { ...form, accessToken: credentials.credentialsId ?? '' };
  if (type === 'X509_CERTIFICATE') return { ...form, accessToken: token(), certificate: credentials.credentialsValue ?? '' };
  if (type === 'MQTT_BASIC') return { ...form, accessToken: token(), ...mqttPartsOf(credentials.credentialsValue) };
  return { ...form, accessToken: token(), lwm2m: prettyJson(credentials.credentialsValue) };
}

/** Whether a text parses as a JSON object (not an array, not a bare value). */
function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * What is wrong with the chosen kind's values: an access token is required and at most 255 characters; a
 * certificate is required; MQTT basic needs a client id or a user name, and a password only goes with a user
 * name (the server refuses one beside a bare client id); LwM2M credentials are a JSON object. Empty when saveable.
 */
export function credentialsErrors(form: CredentialsForm): Partial<Record<CredentialsField, CredentialsError>> {
  if (form.type === 'ACCESS_TOKEN') {
    const token = form.accessToken.trim();
    if (!token) return { accessToken: 'devices:credentials.access-token-required' };
    return token.length > ACCESS_TOKEN_MAX_LENGTH ? { accessToken: 'devices:credentials.access-token-max-length' } : {};
  }
  if (form.type === 'X509_CERTIFICATE') return form.certificate.trim() ? {} : { certificate: 'devices:credentials.certificate-required' };
  if (form.type === 'MQTT_BASIC') {
    const clientId = form.clientId.trim();
    const userName = form.userName.trim();
    if (!clientId && !userName) return { clientId: 'devices:credentials.client-id-or-user-name', userName: 'devices:credentials.client-id-or-user-name' };
    return form.password && !userName ? { password: 'devices:credentials.password-needs-user-name' } : {};
  }
  if (!form.lwm2m.trim()) return { lwm2m: 'devices:credentials.lwm2m-required' };
  return isJsonObject(form.lwm2m) ? {} : { lwm2m: 'devices:credentials.lwm2m-invalid' };
}

/** The body of `POST /api/device/credentials`: the stored record (its id and device) with the chosen kind's values. */
export function credentialsBody(current: DeviceCredentials, form: CredentialsForm): DeviceCredentials {
  const base = { id: current.id, deviceId: current.deviceId, credentialsType: form.type };
  const orNull = (text: string) => text.trim() || null;
  switch (form.type) {
    case 'ACCESS_TOKEN':
      return { ...base, credentialsId: form.accessToken.trim(), credentialsValue: null };
    case 'X509_CERTIFICATE':
      return { ...base, credentialsValue: form.certificate.trim() };
    case 'MQTT_BASIC':
      return { ...base, credentialsValue: JSON.stringify({ clientId: orNull(form.clientId), userName: orNull(form.userName), password: form.password || null }) };
    default:
      return { ...base, credentialsValue: JSON.stringify(JSON.parse(form.lwm2m)) };
  }
}

/** Translation key of a credentials kind's name. */
export function credentialsTypeLabel(type: string | undefined): string {
  return `devices:credentials.types.${type && (DEVICE_CREDENTIALS_TYPES as readonly string[]).includes(type) ? type : 'ACCESS_TOKEN'}`;
}
