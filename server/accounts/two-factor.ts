import type { ServerContext } from '../context.js';
import type { SessionUser } from './session-user.js';
import { lockAccount } from './login.js';
import { tooManyRequests, unauthorized } from '../http/errors.js';
import { sendVerificationCodeMail } from './mail.js';
import { findCredentials, increaseFailedAttempts, resetFailedAttempts } from './users.js';
import { sendToOutbox } from '../settings/outbox.js';
import { saveAccountConfig, type AccountConfig } from './two-factor-accounts.js';
import { LimitRegistry } from './two-factor-limits.js';
import { contactOf, randomOtp, totpCodeMatches } from './two-factor-providers.js';
import { getPlatformSettings, providerConfigOf, providerNotConfigured, type ProviderConfig } from './two-factor-settings.js';

/** A code sent by SMS or e-mail and waiting to be checked. */
interface PendingCode {
  code: string;
  sentAt: number;
  providerType: string;
  contact: string | null;
}

/** In-memory second-factor state of one server: pending codes and rate limits. */
interface TwoFaState {
  codes: Map<string, PendingCode>;
  sendLimits: LimitRegistry;
  checkLimits: LimitRegistry;
}

const states = new WeakMap<ServerContext, TwoFaState>();

function stateOf(ctx: ServerContext): TwoFaState {
  let s = states.get(ctx);
  if (!s) states.set(ctx, (s = { codes: new Map(), sendLimits: new LimitRegistry(), checkLimits: new LimitRegistry() }));
  return s;
}

/** Message of the 401 answered when failed code checks lock the account. */
export const TWO_FA_LOCKED = 'User account was locked due to exceeded 2FA verification attempts';

function fillTemplate(template: string, code: string, user: SessionUser): string {
  return template.replaceAll('${code}', code).replaceAll('${userEmail}', user.email)
    .replaceAll('${userFirstName}', user.firstName).replaceAll('${userLastName}', user.lastName);
}

async function sendCode(ctx: ServerContext, user: SessionUser, provider: ProviderConfig, config: AccountConfig): Promise<void> {
  if (config.providerType !== 'SMS' && config.providerType !== 'EMAIL') return;
  const code = randomOtp();
  stateOf(ctx).codes.set(user.id, { code, sentAt: ctx.now(), providerType: config.providerType, contact: contactOf(config) });
  if (config.providerType === 'SMS') {
    const body = fillTemplate(provider.smsVerificationMessageTemplate ?? 'Verification code: ${code}', code, user);
    await sendToOutbox(ctx, ctx.db, { channel: 'SMS', recipient: config.phoneNumber ?? '', body, tenantId: user.tenantId });
  } else {
    await sendVerificationCodeMail(ctx, ctx.db, config.email ?? user.email, code, provider.verificationCodeLifetime ?? 120);
  }
}

/**
 * Sends a code for an account config (SMS and e-mail; nothing to send for TOTP and backup codes).
 * With `checkLimits`, at most one send per `minVerificationCodeSendPeriod` seconds (when above 4) → 429.
 */
export async function prepareVerificationCode(ctx: ServerContext, user: SessionUser, config: AccountConfig, checkLimits: boolean): Promise<void> {
  const platform = await getPlatformSettings(ctx.db);
  if (!platform) throw providerNotConfigured();
  if (checkLimits) {
    const period = platform.minVerificationCodeSendPeriod;
    const limit = period > 4 ? `1:${period}` : null;
    if (!stateOf(ctx).sendLimits.tryConsume(user.id, config.providerType, limit, ctx.now())) throw tooManyRequests('Too many requests');
  }
  const provider = providerConfigOf(platform, config.providerType);
  if (!provider) throw providerNotConfigured();
  await sendCode(ctx, user, provider, config);
}

async function codeMatches(ctx: ServerContext, user: SessionUser, code: string, provider: ProviderConfig, config: AccountConfig): Promise<boolean> {
  switch (config.providerType) {
    case 'TOTP':
      return totpCodeMatches(config.authUrl ?? '', code, ctx.now());
    case 'BACKUP_CODE': {
      const codes = config.codes ?? [];
      if (!codes.includes(code)) return false;
      await saveAccountConfig(ctx.db, user.id, { ...config, codes: codes.filter((c) => c !== code) }, ctx.now());
      return true;
    }
    default: {
      const state = stateOf(ctx);
      const pending = state.codes.get(user.id);
      if (!pending) return false;
      if (ctx.now() - pending.sentAt > (provider.verificationCodeLifetime ?? 0) * 1000) {
        state.codes.delete(user.id);
        return false;
      }
      if (pending.code !== code || pending.providerType !== config.providerType || pending.contact !== contactOf(config)) return false;
      state.codes.delete(user.id);
      return true;
    }
  }
}

async function countFailure(ctx: ServerContext, user: SessionUser, success: boolean, maxFailures: number | null): Promise<void> {
  if (success) {
    await resetFailedAttempts(ctx.db, user.id);
    return;
  }
  const failed = await increaseFailedAttempts(ctx.db, user.id);
  if (maxFailures !== null && maxFailures > 0 && failed >= maxFailures) {
    await lockAccount(ctx, ctx.db, user, maxFailures);
    const state = stateOf(ctx);
    state.checkLimits.clear(user.id);
    state.sendLimits.clear(user.id);
    throw unauthorized(TWO_FA_LOCKED);
  }
}

/**
 * Checks a code against an account config. With `checkLimits` (the sign-in side) the check is
 * rate limited by `verificationCodeCheckRateLimit` (429), failures count towards the lockout and
 * success clears the counters.
 */
export async function checkVerificationCode(ctx: ServerContext, user: SessionUser, code: string, config: AccountConfig, checkLimits: boolean): Promise<boolean> {
  const cred = await findCredentials(ctx.db, user.id);
  if (!cred?.enabled) throw unauthorized('User is disabled');
  const platform = await getPlatformSettings(ctx.db);
  if (!platform) throw providerNotConfigured();
  const state = stateOf(ctx);
  if (checkLimits && !state.checkLimits.tryConsume(user.id, config.providerType, platform.verificationCodeCheckRateLimit, ctx.now())) {
    throw tooManyRequests('Too many requests');
  }
  const provider = providerConfigOf(platform, config.providerType);
  if (!provider) throw providerNotConfigured();
  const wellFormed = code.trim() !== '' && (config.providerType === 'BACKUP_CODE' || /^\d+$/.test(code));
  const success = wellFormed && (await codeMatches(ctx, user, code, provider, config));
  if (checkLimits) {
    await countFailure(ctx, user, success, platform.maxVerificationFailuresBeforeUserLockout);
    if (success) {
      state.checkLimits.clear(user.id);
      state.sendLimits.clear(user.id);
    }
  }
  return success;
}

/** Forgets the pending code and limits of a user (after its second factors changed or it was deleted). */
export function forgetTwoFaState(ctx: ServerContext, userId: string): void {
  const state = stateOf(ctx);
  state.codes.delete(userId);
  state.checkLimits.clear(userId);
  state.sendLimits.clear(userId);
}
