import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import { objectBody } from '../http/validate.js';
import { deleteSetting, getSetting, putSetting } from '../settings/store.js';
import { AUTO_COMMIT_SETTINGS_KEY, type AutoCommitConfig } from './auto-commit.js';
import { branchOf, versionableType } from './parse.js';
import {
  AUTH_METHODS, DEFAULT_BRANCH, dropClone, openRepository, readSettings, REPOSITORY_SETTINGS_KEY, withTenantLock, type RepositorySettings,
} from './repository.js';

const TENANT_ADMIN = { auth: ['TENANT_ADMIN'] as ['TENANT_ADMIN'] };

type Json = Record<string, unknown>;

function text(body: Json, field: string): string | null {
  const v = body[field];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string') throw badRequest(`${field} must be a string`);
  return v;
}

/** Validates a RepositorySettings body; secrets left empty keep the stored ones of the same repository. */
function parseRepositorySettings(raw: unknown, previous: RepositorySettings | undefined): RepositorySettings {
  const body = objectBody(raw);
  const repositoryUri = text(body, 'repositoryUri');
  if (!repositoryUri || repositoryUri.trim() === '') throw badRequest('repositoryUri should be specified!');
  const authMethod = body.authMethod ?? 'USERNAME_PASSWORD';
  if (!(AUTH_METHODS as readonly unknown[]).includes(authMethod)) {
    throw badRequest(`Invalid authMethod: ${String(authMethod)}. Allowed: ${AUTH_METHODS.join(', ')}`);
  }
  const same = previous?.repositoryUri === repositoryUri.trim();
  const secret = (field: 'password' | 'privateKey' | 'privateKeyPassword') => text(body, field) ?? (same ? previous?.[field] ?? null : null);
  return {
    repositoryUri: repositoryUri.trim(),
    authMethod: authMethod as RepositorySettings['authMethod'],
    username: text(body, 'username'),
    password: secret('password'),
    privateKeyFileName: text(body, 'privateKeyFileName'),
    privateKey: secret('privateKey'),
    privateKeyPassword: secret('privateKeyPassword'),
    defaultBranch: branchOf(body.defaultBranch) ?? DEFAULT_BRANCH,
  };
}

/** The settings as answered: secrets nulled. */
const publicSettings = (s: RepositorySettings) => ({
  repositoryUri: s.repositoryUri, authMethod: s.authMethod, username: s.username ?? null, password: null,
  privateKeyFileName: s.privateKeyFileName ?? null, privateKey: null, privateKeyPassword: null, defaultBranch: s.defaultBranch,
});

function parseAutoCommit(raw: unknown): Record<string, AutoCommitConfig> {
  const body = objectBody(raw);
  const out: Record<string, AutoCommitConfig> = {};
  for (const [key, value] of Object.entries(body)) {
    const type = versionableType(key, 'entity type');
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${key} must be an object`);
    const cfg = value as Json;
    const flag = (f: string) => {
      if (cfg[f] === undefined || cfg[f] === null) return false;
      if (typeof cfg[f] !== 'boolean') throw badRequest(`${key}.${f} must be a boolean`);
      return cfg[f] as boolean;
    };
    out[type] = { saveRelations: flag('saveRelations'), saveAttributes: flag('saveAttributes'), saveCredentials: flag('saveCredentials'),
      branch: branchOf(cfg.branch) };
  }
  return out;
}

/** Repository settings (`/api/admin/repositorySettings`) and auto-commit settings (`/api/admin/autoCommitSettings`) of a tenant. */
export default async function repositorySettingsRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/admin/repositorySettings', { config: TENANT_ADMIN }, async (req) => {
    const settings = await readSettings(ctx.db, req.user.tenantId);
    if (!settings) throw notFound();
    return publicSettings(settings);
  });

  app.get('/api/admin/repositorySettings/exists', { config: TENANT_ADMIN }, async (req) => !!(await readSettings(ctx.db, req.user.tenantId)));

  app.post('/api/admin/repositorySettings', { config: TENANT_ADMIN }, async (req) => {
    const tenantId = req.user.tenantId;
    return withTenantLock(tenantId, async () => {
      const previous = await readSettings(ctx.db, tenantId);
      const settings = parseRepositorySettings(req.body, previous);
      await openRepository(ctx, settings);
      await putSetting(ctx.db, REPOSITORY_SETTINGS_KEY, settings, tenantId, ctx.now());
      if (previous?.repositoryUri !== settings.repositoryUri || previous.defaultBranch !== settings.defaultBranch) dropClone(ctx, tenantId);
      return publicSettings(settings);
    });
  });

  app.post('/api/admin/repositorySettings/checkAccess', { config: TENANT_ADMIN }, async (req, reply) => {
    const settings = parseRepositorySettings(req.body, await readSettings(ctx.db, req.user.tenantId));
    await openRepository(ctx, settings);
    return reply.status(200).send();
  });

  app.delete('/api/admin/repositorySettings', { config: TENANT_ADMIN }, async (req, reply) => {
    const tenantId = req.user.tenantId;
    await withTenantLock(tenantId, async () => {
      await deleteSetting(ctx.db, REPOSITORY_SETTINGS_KEY, tenantId);
      dropClone(ctx, tenantId);
    });
    return reply.status(200).send();
  });

  app.get('/api/admin/autoCommitSettings', { config: TENANT_ADMIN }, async (req) => {
    const settings = await getSetting(ctx.db, AUTO_COMMIT_SETTINGS_KEY, req.user.tenantId);
    if (!settings) throw notFound();
    return settings;
  });

  app.get('/api/admin/autoCommitSettings/exists', { config: TENANT_ADMIN }, async (req) =>
    !!(await getSetting(ctx.db, AUTO_COMMIT_SETTINGS_KEY, req.user.tenantId)));

  app.post('/api/admin/autoCommitSettings', { config: TENANT_ADMIN }, async (req) => {
    const settings = parseAutoCommit(req.body);
    await putSetting(ctx.db, AUTO_COMMIT_SETTINGS_KEY, settings, req.user.tenantId, ctx.now());
    return settings;
  });

  app.delete('/api/admin/autoCommitSettings', { config: TENANT_ADMIN }, async (req, reply) => {
    await deleteSetting(ctx.db, AUTO_COMMIT_SETTINGS_KEY, req.user.tenantId);
    return reply.status(200).send();
  });
}
