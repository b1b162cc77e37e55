import { errorsOf, integerError, integerOf, REQUIRED, textOf, type FormErrors } from './settings-form.logic.js';

/** The second-factor providers, in ThingsBoard's order. */
export const TWO_FA_PROVIDERS = ['TOTP', 'SMS', 'EMAIL', 'BACKUP_CODE'] as const;
/** One of {@link TWO_FA_PROVIDERS}. */
export type TwoFaProvider = (typeof TWO_FA_PROVIDERS)[number];
/** The placeholder an SMS template must contain. */
export const CODE_PLACEHOLDER = '${code}';
/** Bounds the server puts on the settings. */
export const TWO_FA_LIMITS = { minSendPeriod: 5, maxCodesQuantity: 1000, minLifetime: 1, minTotalTime: 1 } as const;

/** The platform two-factor settings form; numbers as typed. */
export interface TwoFaForm {
  totp: boolean;
  issuerName: string;
  sms: boolean;
  smsVerificationMessageTemplate: string;
  smsCodeLifetime: string;
  email: boolean;
  emailCodeLifetime: string;
  backupCode: boolean;
  codesQuantity: string;
  minVerificationCodeSendPeriod: string;
  rateLimitEnabled: boolean;
  rateLimitChecks: string;
  rateLimitSeconds: string;
  maxVerificationFailuresBeforeUserLockout: string;
  totalAllowedTimeForVerification: string;
}

type Json = Record<string, unknown>;

/**
 * The form showing `GET /api/2fa/settings`; never saved (an empty answer) starts with ThingsBoard's defaults:
 * a code every 30 s at most, 3 checks per 900 s, lockout after 30 failures, 3600 s to verify, 120 s code lifetimes, 10 backup codes.
 */
export function twoFaFormOf(json: Json | undefined): TwoFaForm {
  const providers = Array.isArray(json?.providers) ? (json.providers as Json[]) : [];
  const of = (type: TwoFaProvider) => providers.find((p) => p && p.providerType === type);
  const [checks, seconds] = typeof json?.verificationCodeCheckRateLimit === 'string' ? json.verificationCodeCheckRateLimit.split(':') : [];
  const fresh = !json || Object.keys(json).length === 0;
  return {
    totp: !!of('TOTP'),
    issuerName: textOf(of('TOTP')?.issuerName) || 'tbkit',
    sms: !!of('SMS'),
    smsVerificationMessageTemplate: textOf(of('SMS')?.smsVerificationMessageTemplate) || `Verification code: ${CODE_PLACEHOLDER}`,
    smsCodeLifetime: textOf(of('SMS')?.verificationCodeLifetime) || '120',
    email: !!of('EMAIL'),
    emailCodeLifetime: textOf(of('EMAIL')?.verificationCodeLifetime) || '120',
    backupCode: !!of('BACKUP_CODE'),
    codesQuantity: textOf(of('BACKUP_CODE')?.codesQuantity) || '10',
    minVerificationCodeSendPeriod: fresh ? '30' : textOf(json.minVerificationCodeSendPeriod),
    rateLimitEnabled: fresh || !!checks,
    rateLimitChecks: fresh ? '3' : (checks ?? ''),
    rateLimitSeconds: fresh ? '900' : (seconds ?? ''),
    maxVerificationFailuresBeforeUserLockout: fresh ? '30' : textOf(json.maxVerificationFailuresBeforeUserLockout),
    totalAllowedTimeForVerification: fresh ? '3600' : textOf(json.totalAllowedTimeForVerification),
  };
}

/**
 * The fields of enabled providers: an issuer name; an SMS template containing ${code}; code lifetimes of 1 s or
 * more; 1–1000 backup codes. A code at most every 5 s or more; the rate limit's checks and seconds 1 or more when on;
 * lockout after 0 or more failures (empty: never); 1 s or more to verify.
 */
export function twoFaErrors(form: TwoFaForm): FormErrors<TwoFaForm> {
  const template = form.smsVerificationMessageTemplate;
  return errorsOf<TwoFaForm>([
    ['issuerName', form.totp && form.issuerName.trim() === '' && REQUIRED],
    ['smsVerificationMessageTemplate', form.sms && (template.trim() === '' ? REQUIRED : !template.includes(CODE_PLACEHOLDER) && { key: 'syssettings:error.code-placeholder' })],
    ['smsCodeLifetime', form.sms && integerError(form.smsCodeLifetime, TWO_FA_LIMITS.minLifetime)],
    ['emailCodeLifetime', form.email && integerError(form.emailCodeLifetime, TWO_FA_LIMITS.minLifetime)],
    ['codesQuantity', form.backupCode && integerError(form.codesQuantity, 1, TWO_FA_LIMITS.maxCodesQuantity)],
    ['minVerificationCodeSendPeriod', integerError(form.minVerificationCodeSendPeriod, TWO_FA_LIMITS.minSendPeriod)],
    ['rateLimitChecks', form.rateLimitEnabled && integerError(form.rateLimitChecks, 1, 999999999)],
    ['rateLimitSeconds', form.rateLimitEnabled && integerError(form.rateLimitSeconds, 1, 999999999)],
    ['maxVerificationFailuresBeforeUserLockout', integerError(form.maxVerificationFailuresBeforeUserLockout, 0, undefined, false)],
    ['totalAllowedTimeForVerification', integerError(form.totalAllowedTimeForVerification, TWO_FA_LIMITS.minTotalTime)],
  ]);
}

/** The `POST /api/2fa/settings` body: the enabled providers in order, the rate limit as `<checks>:<seconds>` (null when off). */
export function twoFaBody(form: TwoFaForm): Json {
  const providers: Json[] = [];
  if (form.totp) providers.push({ providerType: 'TOTP', issuerName: form.issuerName.trim() });
  if (form.sms) providers.push({ providerType: 'SMS', smsVerificationMessageTemplate: form.smsVerificationMessageTemplate.trim(), verificationCodeLifetime: integerOf(form.smsCodeLifetime) });
  if (form.email) providers.push({ providerType: 'EMAIL', verificationCodeLifetime: integerOf(form.emailCodeLifetime) });
  if (form.backupCode) providers.push({ providerType: 'BACKUP_CODE', codesQuantity: integerOf(form.codesQuantity) });
  return {
    providers,
    minVerificationCodeSendPeriod: integerOf(form.minVerificationCodeSendPeriod),
    verificationCodeCheckRateLimit: form.rateLimitEnabled ? `${form.rateLimitChecks.trim()}:${form.rateLimitSeconds.trim()}` : null,
    maxVerificationFailuresBeforeUserLockout: integerOf(form.maxVerificationFailuresBeforeUserLockout),
    totalAllowedTimeForVerification: integerOf(form.totalAllowedTimeForVerification),
  };
}
