import { badRequest } from '../http/errors.js';

/** Setting keys readable and writable through `/api/admin/settings`. */
export const PUBLIC_SETTING_KEYS = ['general', 'mail', 'sms'];

/** SMS provider types and the fields each requires. */
const SMS_FIELDS: Record<string, string[]> = {
  AWS_SNS: ['accessKeyId', 'secretAccessKey', 'region'],
  TWILIO: ['accountSid', 'accountToken', 'numberFrom'],
  SMPP: ['protocolVersion', 'host', 'port', 'systemId', 'password'],
};

function text(v: Record<string, unknown>, field: string, prefix: string, required = true): void {
  const value = v[field];
  if (value === undefined || value === null || value === '') {
    if (required) throw badRequest(`${prefix}.${field} should be specified!`);
    return;
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw badRequest(`${prefix}.${field} must be a string`);
  if (String(value).length > 1024) throw badRequest(`${prefix}.${field} length must be equal or less than 1024`);
}

function general(v: Record<string, unknown>): Record<string, unknown> {
  text(v, 'baseUrl', 'jsonValue');
  try {
    const url = new URL(String(v.baseUrl));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
  } catch (_err) {
    throw badRequest('jsonValue.baseUrl must be an http or https URL');
  }
  if (v.prohibitDifferentUrl !== undefined && typeof v.prohibitDifferentUrl !== 'boolean') {
    throw badRequest('jsonValue.prohibitDifferentUrl must be a boolean');
  }
  return { baseUrl: v.baseUrl, prohibitDifferentUrl: v.prohibitDifferentUrl ?? false };
}

function mail(v: Record<string, unknown>, previous: Record<string, unknown> | undefined): Record<string, unknown> {
  text(v, 'mailFrom', 'jsonValue');
  text(v, 'smtpHost', 'jsonValue');
  text(v, 'smtpPort', 'jsonValue');
  const port = Number(v.smtpPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw badRequest('jsonValue.smtpPort must be a port number 1–65535');
  if (v.smtpProtocol !== undefined && v.smtpProtocol !== 'smtp' && v.smtpProtocol !== 'smtps') {
    throw badRequest('jsonValue.smtpProtocol must be smtp or smtps');
  }
  const { changePassword, ...rest } = v;
  // The stored password is kept unless the form says it changed (GET never returns it).
  const password = changePassword === true ? (v.password ?? '') : (previous?.password ?? '');
  return { ...rest, password };
}

function sms(v: Record<string, unknown>): Record<string, unknown> {
  const type = v.type;
  if (typeof type !== 'string' || !SMS_FIELDS[type]) throw badRequest(`jsonValue.type should be one of ${Object.keys(SMS_FIELDS).join(', ')}`);
  for (const field of SMS_FIELDS[type]!) text(v, field, 'jsonValue');
  return v;
}

/** Checks a settings JSON for its key; 400 naming the field otherwise. Returns the value to store. */
export function validateAdminSettings(key: string, value: unknown, previous: Record<string, unknown> | undefined): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest('jsonValue must be a JSON object');
  const v = value as Record<string, unknown>;
  if (key === 'general') return general(v);
  if (key === 'mail') return mail(v, previous);
  if (key === 'sms') return sms(v);
  return v;
}

/** Removes secrets from a settings JSON before it is answered. */
export function withoutSecrets(key: string, value: Record<string, unknown>): Record<string, unknown> {
  if (key !== 'mail') return value;
  const { password: _password, ...rest } = value;
  return rest;
}
