import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { clientInfoOf } from '../auth/client-info.js';
import { logLogin } from './login.js';
import { sessionUserOf, type SessionUser } from './session-user.js';
import { badRequest, forbidden } from '../http/errors.js';
import { enumParam, missingParameter, objectBody } from '../http/validate.js';
import { writeAudit } from '../entities/audit.js';
import { findUserById } from './users.js';
import {
  accountConfigJson, accountSettingsJson, deleteAccountConfig, getAccountConfig, getAccountSettings, saveAccountConfig,
} from './two-factor-accounts.js';
import { generateAccountConfig, maskedContact, parseAccountConfig } from './two-factor-providers.js';
import {
  accountNotConfigured, getPlatformSettings, parsePlatformSettings, providerConfigOf, providerNotConfigured, savePlatformSettings,
  PROVIDER_TYPES, type ProviderType,
} from './two-factor-settings.js';
import { checkVerificationCode, forgetTwoFaState, prepareVerificationCode } from './two-factor.js';

const PRE_VERIFICATION = { config: { auth: ['PRE_VERIFICATION_TOKEN' as const] } };
const SYS_ADMIN = { config: { auth: ['SYS_ADMIN' as const] } };

const queryOf = (request: FastifyRequest) => request.query as Record<string, unknown>;
const providerTypeOf = (request: FastifyRequest): ProviderType => enumParam(queryOf(request).providerType, PROVIDER_TYPES, 'providerType');
const empty = (reply: FastifyReply) => reply.status(200).send();

/** The caller as a real account: public users have no second factors. */
function accountUser(request: FastifyRequest): SessionUser {
  if (request.user.isPublic) throw forbidden();
  return request.user;
}

function audit(ctx: ServerContext, user: SessionUser, actionData: unknown) {
  return writeAudit(ctx.db, { user, entityId: { entityType: 'USER', id: user.id }, entityName: user.email,
    actionType: 'UPDATED', actionData }, ctx.now());
}

function platformRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/2fa/settings', SYS_ADMIN, async (_request, reply) => (await getPlatformSettings(ctx.db)) ?? empty(reply));

  app.post('/api/2fa/settings', SYS_ADMIN, async (request) =>
    savePlatformSettings(ctx.db, parsePlatformSettings(request.body), ctx.now()));

  app.get('/api/2fa/providers', async () => ((await getPlatformSettings(ctx.db))?.providers ?? []).map((p) => p.providerType));
}

function accountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/2fa/account/settings', async (request, reply) => {
    const settings = await getAccountSettings(ctx.db, accountUser(request).id, ctx.now());
    return settings ? accountSettingsJson(settings) : empty(reply);
  });

  app.post('/api/2fa/account/config/generate', async (request) => {
    const user = accountUser(request);
    const type = providerTypeOf(request);
    const provider = providerConfigOf(await getPlatformSettings(ctx.db), type);
    if (!provider) throw providerNotConfigured();
    return accountConfigJson(generateAccountConfig(type, provider, user.email), true);
  });

  app.post('/api/2fa/account/config/submit', async (request, reply) => {
    await prepareVerificationCode(ctx, accountUser(request), parseAccountConfig(request.body), false);
    return empty(reply);
  });

  app.post('/api/2fa/account/config', async (request) => {
    const user = accountUser(request);
    const config = parseAccountConfig(request.body);
    if (await getAccountConfig(ctx.db, user.id, config.providerType, ctx.now())) throw badRequest('2FA provider is already configured');
    if (!providerConfigOf(await getPlatformSettings(ctx.db), config.providerType)) throw providerNotConfigured();
    if (config.providerType !== 'BACKUP_CODE') {
      const code = queryOf(request).verificationCode;
      const ok = await checkVerificationCode(ctx, user, typeof code === 'string' ? code : '', config, false);
      if (!ok) throw badRequest('Verification code is incorrect');
    }
    const saved = await saveAccountConfig(ctx.db, user.id, config, ctx.now());
    await audit(ctx, user, { twoFaProviderAdded: config.providerType });
    return accountSettingsJson(saved);
  });

  app.put('/api/2fa/account/config', async (request) => {
    const user = accountUser(request);
    const type = providerTypeOf(request);
    const useByDefault = objectBody(request.body).useByDefault;
    if (typeof useByDefault !== 'boolean') throw badRequest('useByDefault must be a boolean');
    const config = await getAccountConfig(ctx.db, user.id, type, ctx.now());
    if (!config) throw badRequest(`Config for ${type} 2FA provider not found`);
    const saved = await saveAccountConfig(ctx.db, user.id, { ...config, useByDefault }, ctx.now());
    await audit(ctx, user, { twoFaProviderUpdated: type, useByDefault });
    return accountSettingsJson(saved);
  });

  app.delete('/api/2fa/account/config', async (request) => {
    const user = accountUser(request);
    const type = providerTypeOf(request);
    const settings = await deleteAccountConfig(ctx.db, user.id, type, ctx.now());
    forgetTwoFaState(ctx, user.id);
    await audit(ctx, user, { twoFaProviderRemoved: type });
    return accountSettingsJson(settings);
  });
}

function loginRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/auth/2fa/providers', PRE_VERIFICATION, async (request) => {
    const settings = await getAccountSettings(ctx.db, request.user.id, ctx.now());
    const period = (await getPlatformSettings(ctx.db))?.minVerificationCodeSendPeriod ?? null;
    return (settings?.configs ?? []).map((c) => ({
      type: c.providerType, default: c.useByDefault, contact: maskedContact(c), minVerificationCodeSendPeriod: period,
    }));
  });

  app.post('/api/auth/2fa/verification/send', PRE_VERIFICATION, async (request, reply) => {
    const type = providerTypeOf(request);
    const config = await getAccountConfig(ctx.db, request.user.id, type, ctx.now());
    if (!config) throw accountNotConfigured();
    await prepareVerificationCode(ctx, request.user, config, true);
    return empty(reply);
  });

  app.post('/api/auth/2fa/verification/check', PRE_VERIFICATION, async (request) => {
    const type = providerTypeOf(request);
    const code = queryOf(request).verificationCode;
    if (typeof code !== 'string' || code === '') throw missingParameter('verificationCode');
    const config = await getAccountConfig(ctx.db, request.user.id, type, ctx.now());
    if (!config) throw accountNotConfigured();
    const client = clientInfoOf(request);
    const ok = await checkVerificationCode(ctx, request.user, code, config, true);
    if (!ok) {
      await logLogin(ctx, ctx.db, request.user, client, 'Verification code is incorrect');
      throw badRequest('Verification code is incorrect');
    }
    const row = await findUserById(ctx.db, request.user.id);
    if (!row) throw badRequest('2FA is not configured for account');
    const user = sessionUserOf(row, true);
    await logLogin(ctx, ctx.db, user, client);
    return ctx.jwt.pair(user);
  });
}

/** Platform 2FA settings, the caller's second factors, and the second step of signing in. */
export default async function twoFactorRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  platformRoutes(app, ctx);
  accountRoutes(app, ctx);
  loginRoutes(app, ctx);
}
