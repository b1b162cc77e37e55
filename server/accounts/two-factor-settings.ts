import type { Queryable } from '../db/db.js';
import { badRequest } from '../http/errors.js';
import { objectBody } from '../http/validate.js';
import { getSetting, putSetting } from '../settings/store.js';

/** Second-factor kinds, in ThingsBoard's declaration order (used to pick a default). */
export const PROVIDER_TYPES = ['TOTP', 'SMS', 'EMAIL', 'BACKUP_CODE'] as const;
/** One second-factor kind. */
export type ProviderType = (typeof PROVIDER_TYPES)[number];

/** Platform configuration of one provider. */
export interface ProviderConfig {
  providerType: ProviderType;
  issuerName?: string;
  smsVerificationMessageTemplate?: string;
  verificationCodeLifetime?: number;
  codesQuantity?: number;
}

/** Platform second-factor settings (admin settings key `twoFaSettings`). */
export interface PlatformTwoFaSettings {
  providers: ProviderConfig[];
  minVerificationCodeSendPeriod: number;
  verificationCodeCheckRateLimit: string | null;
  maxVerificationFailuresBeforeUserLockout: number | null;
  totalAllowedTimeForVerification: number;
}

/** Settings key of the platform 2FA settings. */
export const TWO_FA_SETTINGS_KEY = 'twoFaSettings';

const invalid = (what: string) => badRequest(`Validation error: ${what}`);

function intField(body: Record<string, unknown>, field: string, min: number, required: boolean): number | null {
  const v = body[field];
  if (v === undefined || v === null) {
    if (required) throw invalid(`${field} must not be null`);
    return null;
  }
  if (typeof v !== 'number' || !Number.isInteger(v) || v > 2147483647) throw invalid(`${field} must be an integer`);
  if (v < min) throw invalid(`${field} must be greater than or equal to ${min}`);
  return v;
}

function textField(body: Record<string, unknown>, field: string, max = 255): string {
  const v = body[field];
  if (typeof v !== 'string' || v.trim() === '') throw invalid(`${field} must not be blank`);
  if (v.length > max) throw invalid(`${field} length must be equal or less than ${max}`);
  return v;
}

function parseProvider(raw: unknown): ProviderConfig {
  const body = objectBody(raw);
  const type = body.providerType;
  if (!PROVIDER_TYPES.includes(type as ProviderType)) throw invalid(`providerType must be one of ${PROVIDER_TYPES.join(', ')}`);
  switch (type as ProviderType) {
    case 'TOTP':
      return { providerType: 'TOTP', issuerName: textField(body, 'issuerName') };
    case 'SMS': {
      const template = textField(body, 'smsVerificationMessageTemplate', 1024);
      if (!template.includes('${code}')) throw invalid('smsVerificationMessageTemplate must contain ${code}');
      return { providerType: 'SMS', smsVerificationMessageTemplate: template,
        verificationCodeLifetime: intField(body, 'verificationCodeLifetime', 1, true)! };
    }
    case 'EMAIL':
      return { providerType: 'EMAIL', verificationCodeLifetime: intField(body, 'verificationCodeLifetime', 1, true)! };
    case 'BACKUP_CODE': {
      const quantity = intField(body, 'codesQuantity', 1, true)!;
      if (quantity > 1000) throw invalid('codesQuantity must be less than or equal to 1000');
      return { providerType: 'BACKUP_CODE', codesQuantity: quantity };
    }
  }
}

/** Reads and validates a PlatformTwoFaSettings body; 400 "Validation error: ..." naming the field. */
export function parsePlatformSettings(raw: unknown): PlatformTwoFaSettings {
  const body = objectBody(raw);
  const list = body.providers ?? [];
  if (!Array.isArray(list)) throw invalid('providers must be a list');
  const providers = list.map(parseProvider);
  if (new Set(providers.map((p) => p.providerType)).size !== providers.length) throw invalid('providers must not repeat a provider type');
  const limit = body.verificationCodeCheckRateLimit;
  if (limit !== undefined && limit !== null && (typeof limit !== 'string' || (limit !== '' && !/^[1-9]\d{0,8}:[1-9]\d{0,8}$/.test(limit)))) {
    throw invalid('verificationCodeCheckRateLimit must look like <count>:<seconds>');
  }
  return {
    providers,
    minVerificationCodeSendPeriod: intField(body, 'minVerificationCodeSendPeriod', 5, true)!,
    verificationCodeCheckRateLimit: typeof limit === 'string' && limit !== '' ? limit : null,
    maxVerificationFailuresBeforeUserLockout: intField(body, 'maxVerificationFailuresBeforeUserLockout', 0, false),
    totalAllowedTimeForVerification: intField(body, 'totalAllowedTimeForVerification', 1, true)!,
  };
}

/** The platform 2FA settings, or undefined when never saved. */
export function getPlatformSettings(q: Queryable): Promise<PlatformTwoFaSettings | undefined> {
  return getSetting<PlatformTwoFaSettings>(q, TWO_FA_SETTINGS_KEY);
}

/** Stores the platform 2FA settings. */
export async function savePlatformSettings(q: Queryable, settings: PlatformTwoFaSettings, now: number): Promise<PlatformTwoFaSettings> {
  await putSetting(q, TWO_FA_SETTINGS_KEY, settings, undefined, now);
  return settings;
}

/** The platform configuration of one provider, if the platform enables it. */
export function providerConfigOf(settings: PlatformTwoFaSettings | undefined, type: ProviderType): ProviderConfig | undefined {
  return settings?.providers.find((p) => p.providerType === type);
}

/** 400 answered when the platform does not enable a provider. */
export const providerNotConfigured = () => badRequest('2FA provider is not configured');
/** 400 answered when the account has no configuration for a provider. */
export const accountNotConfigured = () => badRequest('2FA is not configured for account');
