import type { ApiSchema } from '../../sdk/api-schema.js';
import type { Queryable } from '../db/db.js';
import { badRequest } from '../http/errors.js';
import { newId } from '../db/ids.js';
import { getPlatformSettings, providerConfigOf, PROVIDER_TYPES, type ProviderType } from './two-factor-settings.js';

/** One configured second factor of an account. */
export interface AccountConfig {
  providerType: ProviderType;
  useByDefault: boolean;
  /** TOTP: the otpauth URL holding the secret. */
  authUrl?: string;
  /** SMS: E.164 phone number. */
  phoneNumber?: string;
  /** EMAIL: where codes are mailed. */
  email?: string;
  /** BACKUP_CODE: the codes not used yet. */
  codes?: string[];
}

/** The second factors of an account, in the order they were added (a list, as jsonb does not keep key order). */
export interface AccountTwoFaSettings {
  configs: AccountConfig[];
}

const order = (t: ProviderType) => PROVIDER_TYPES.indexOf(t);
const configsOf = (s: AccountTwoFaSettings) => s.configs;

function dropLoneBackupCodes(settings: AccountTwoFaSettings): void {
  if (settings.configs.length === 1 && settings.configs[0]?.providerType === 'BACKUP_CODE') settings.configs = [];
}

async function load(q: Queryable, userId: string): Promise<AccountTwoFaSettings | undefined> {
  const row = await q.one<{ two_fa_settings: AccountTwoFaSettings | null }>(
    'SELECT two_fa_settings FROM user_auth_settings WHERE user_id = $1', [userId]);
  const settings = row?.two_fa_settings;
  return settings && Array.isArray(settings.configs) ? settings : undefined;
}

async function store(q: Queryable, userId: string, settings: AccountTwoFaSettings, now: number): Promise<AccountTwoFaSettings> {
  await q.query(
    `INSERT INTO user_auth_settings (id, created_time, user_id, two_fa_settings) VALUES ($1,$2,$3,$4)
     ON CONFLICT (user_id) DO UPDATE SET two_fa_settings = EXCLUDED.two_fa_settings`,
    [newId(), now, userId, JSON.stringify(settings)]);
  return settings;
}

function ensureDefault(settings: AccountTwoFaSettings): boolean {
  const configs = configsOf(settings);
  if (configs.length === 0 || configs.some((c) => c.useByDefault)) return false;
  const first = configs.reduce((a, b) => (order(b.providerType) < order(a.providerType) ? b : a));
  first.useByDefault = true;
  return true;
}

/**
 * The account's second factors as they apply now: providers the platform no longer enables are
 * dropped, backup codes alone do not count, and one config is always the default (stored back
 * when any of this changed). Undefined when the account never configured any.
 */
export async function getAccountSettings(q: Queryable, userId: string, now: number): Promise<AccountTwoFaSettings | undefined> {
  const settings = await load(q, userId);
  if (!settings) return undefined;
  const platform = await getPlatformSettings(q);
  const before = settings.configs.length;
  settings.configs = settings.configs.filter((c) => providerConfigOf(platform, c.providerType));
  dropLoneBackupCodes(settings);
  let changed = settings.configs.length !== before;
  if (ensureDefault(settings)) changed = true;
  return changed ? store(q, userId, settings, now) : settings;
}

/** The account's config of one provider, if configured. */
export async function getAccountConfig(q: Queryable, userId: string, type: ProviderType, now: number): Promise<AccountConfig | undefined> {
  return (await getAccountSettings(q, userId, now))?.configs.find((c) => c.providerType === type);
}

/** True when the account has at least one second factor the platform enables. */
export async function isTwoFaEnabled(q: Queryable, userId: string, now: number): Promise<boolean> {
  const settings = await getAccountSettings(q, userId, now);
  return !!settings && configsOf(settings).length > 0;
}

/** Adds or replaces one config; a config used by default takes that role from the others. */
export async function saveAccountConfig(q: Queryable, userId: string, config: AccountConfig, now: number): Promise<AccountTwoFaSettings> {
  const settings = (await getAccountSettings(q, userId, now)) ?? { configs: [] };
  if (configsOf(settings).length === 0 && config.providerType === 'BACKUP_CODE') {
    throw badRequest('Backup codes can only be added after another 2FA provider is configured');
  }
  if (config.useByDefault) for (const c of configsOf(settings)) c.useByDefault = false;
  const at = settings.configs.findIndex((c) => c.providerType === config.providerType);
  if (at >= 0) settings.configs[at] = config;
  else settings.configs.push(config);
  if (!configsOf(settings).some((c) => c.useByDefault)) {
    const first = configsOf(settings)[0];
    if (first) first.useByDefault = true;
  }
  return store(q, userId, settings, now);
}

/** Removes one config (backup codes go too when nothing else is left); 400 when 2FA was never configured. */
export async function deleteAccountConfig(q: Queryable, userId: string, type: ProviderType, now: number): Promise<AccountTwoFaSettings> {
  const settings = await getAccountSettings(q, userId, now);
  if (!settings) throw badRequest('2FA is not configured for account');
  settings.configs = settings.configs.filter((c) => c.providerType !== type);
  dropLoneBackupCodes(settings);
  ensureDefault(settings);
  return store(q, userId, settings, now);
}

/** Removes every second factor of an account (used when an administrator resets it). */
export async function clearAccountSettings(q: Queryable, userId: string): Promise<void> {
  await q.query('DELETE FROM user_auth_settings WHERE user_id = $1', [userId]);
}

/** JSON of one account config; backup codes themselves are shown only when `withCodes`. */
export function accountConfigJson(config: AccountConfig, withCodes = false): ApiSchema<'TwoFaAccountConfig'> {
  const base = { providerType: config.providerType, useByDefault: config.useByDefault };
  switch (config.providerType) {
    case 'TOTP': return { ...base, authUrl: config.authUrl };
    case 'SMS': return { ...base, phoneNumber: config.phoneNumber };
    case 'EMAIL': return { ...base, email: config.email };
    case 'BACKUP_CODE': {
      const codes = config.codes ?? [];
      return withCodes ? { ...base, codes, codesLeft: codes.length } : { ...base, codesLeft: codes.length };
    }
  }
}

/** AccountTwoFaSettings JSON: `{configs: {TYPE: config, ...}}`. */
export function accountSettingsJson(settings: AccountTwoFaSettings): ApiSchema<'AccountTwoFaSettings'> {
  const configs: Record<string, ApiSchema<'TwoFaAccountConfig'>> = {};
  for (const c of configsOf(settings)) configs[c.providerType] = accountConfigJson(c);
  return { configs };
}
