import { TWO_FA_PROVIDER_TYPES, type TwoFaProviderType } from '../../sdk/catalogues/two-factor.js';

/** A second factor as the account keeps it (`GET /api/2fa/account/settings`). */
export interface AccountTwoFaConfig {
  providerType: TwoFaProviderType;
  useByDefault?: boolean;
  authUrl?: string;
  phoneNumber?: string;
  email?: string;
  codes?: string[];
  codesLeft?: number;
}

/** The account's second factors by provider type. */
export interface AccountTwoFaSettings {
  configs?: Partial<Record<string, AccountTwoFaConfig>>;
}

/** One provider on the security page. */
export interface ProviderRow {
  type: TwoFaProviderType;
  /** The account has this provider set up. */
  configured: boolean;
  /** It is the one offered first at sign-in. */
  isDefault: boolean;
  /** Phone number or e-mail address it sends codes to. */
  contact: string | null;
  /** Backup codes not used yet. */
  codesLeft: number | null;
  /** It may be set up now (backup codes need another provider first). */
  canSetUp: boolean;
  /** It may be made the default (configured, not a backup code, not already the default). */
  canMakeDefault: boolean;
}

/** The platform's enabled providers (`GET /api/2fa/providers`) in the fixed order, each with the account's state. */
export function providerRows(enabled: readonly string[], settings: AccountTwoFaSettings | null | undefined): ProviderRow[] {
  const configs = settings?.configs ?? {};
  const others = (type: TwoFaProviderType) => TWO_FA_PROVIDER_TYPES.some((t) => t !== type && t !== 'BACKUP_CODE' && configs[t]);
  return TWO_FA_PROVIDER_TYPES.filter((type) => enabled.includes(type)).map((type) => {
    const config = configs[type];
    return {
      type,
      configured: !!config,
      isDefault: !!config?.useByDefault,
      contact: config?.phoneNumber ?? config?.email ?? null,
      codesLeft: typeof config?.codesLeft === 'number' ? config.codesLeft : null,
      canSetUp: !config && (type !== 'BACKUP_CODE' || others(type)),
      canMakeDefault: !!config && !config.useByDefault && type !== 'BACKUP_CODE',
    };
  });
}

/** Whether any second factor is set up. */
export function twoFactorEnabled(settings: AccountTwoFaSettings | null | undefined): boolean {
  return Object.values(settings?.configs ?? {}).some(Boolean);
}

/** The shared secret of a TOTP `otpauth://` URL, in groups of four for reading aloud; '' when there is none. */
export function totpSecretOf(authUrl: string | undefined): string {
  if (!authUrl) return '';
  try {
    const secret = new URL(authUrl).searchParams.get('secret') ?? '';
    return secret.replace(/(.{4})(?=.)/g, '$1 ');
  } catch {
    return '';
  }
}

/** What the setup of a provider asks for: a contact and a code (SMS, e-mail), a scanned QR code and a code (TOTP), or saving codes. */
export function setupSteps(type: TwoFaProviderType): readonly ('contact' | 'scan' | 'code' | 'codes')[] {
  switch (type) {
    case 'TOTP':
      return ['scan', 'code'];
    case 'SMS':
    case 'EMAIL':
      return ['contact', 'code'];
    case 'BACKUP_CODE':
      return ['codes'];
  }
}

/** File name of downloaded backup codes. */
export const BACKUP_CODES_FILE_NAME = 'backup-codes.txt';

/** The text of the backup-codes file: a heading line, the account, then one code a line. */
export function backupCodesText(codes: readonly string[], heading: string, account: string): string {
  return [heading, account, '', ...codes, ''].join('\n');
}

/** The account config to save after setup: the generated one with the contact the person entered. */
export function configWithContact(config: AccountTwoFaConfig, contact: string): AccountTwoFaConfig {
  if (config.providerType === 'SMS') return { ...config, phoneNumber: contact.trim() };
  if (config.providerType === 'EMAIL') return { ...config, email: contact.trim() };
  return config;
}
