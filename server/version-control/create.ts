import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ServerContext } from '../context.js';
import type { SecurityUser } from '../auth/types.js';
import { branchHead, commitFiles, listFilesAt, pushBranch, type FileChange } from './git-store.js';
import { entityPath, isVersionable, TYPE_SPECS, typeDir, type VersionableType } from './entity-types.js';
import { exportEntity, fileIdOf, findRow, tenantIds } from './export.js';
import type { ExportOptions } from './shapes.js';
import { IdMapper, tableExists } from './refs.js';
import { openTenantRepo, withTenantLock } from './repository.js';

/** Export settings of one type in a COMPLEX request. */
export interface TypeCreateConfig extends ExportOptions {
  syncStrategy: 'MERGE' | 'OVERWRITE' | null;
  allEntities: boolean;
  entityIds: string[];
}

/** A validated version create request. */
export type CreateRequest =
  | { type: 'SINGLE_ENTITY'; versionName: string; branch: string | null; entityId: { entityType: VersionableType; id: string }; config: ExportOptions }
  | { type: 'COMPLEX'; versionName: string; branch: string | null; syncStrategy: 'MERGE' | 'OVERWRITE'; entityTypes: Partial<Record<VersionableType, TypeCreateConfig>> };

/** Who creates a version: the signed-in user, or the tenant's first administrator for auto-commits. */
export type VcActor = Pick<SecurityUser, 'tenantId' | 'firstName' | 'lastName' | 'email'>;

/** The author name of a user's commits: first and last name, or the e-mail when both are blank. */
export function authorOf(user: Pick<SecurityUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return name || user.email;
}

async function singleChanges(ctx: ServerContext, tenantId: string, req: Extract<CreateRequest, { type: 'SINGLE_ENTITY' }>): Promise<FileChange[]> {
  const row = await findRow(ctx.db, req.entityId.entityType, req.entityId.id);
  if (!row || row.tenant_id !== tenantId) throw new Error(`${req.entityId.entityType} ${req.entityId.id} was not found`);
  const data = await exportEntity(ctx.db, new IdMapper(ctx.db, tenantId), req.entityId.entityType, row, req.config);
  return [{ path: entityPath(req.entityId.entityType, fileIdOf(data)), content: JSON.stringify(data, null, 2) }];
}

async function complexChanges(
  ctx: ServerContext, tenantId: string, req: Extract<CreateRequest, { type: 'COMPLEX' }>, gitdir: string, head: string | null,
): Promise<FileChange[]> {
  const mapper = new IdMapper(ctx.db, tenantId);
  const changes: FileChange[] = [];
  for (const [type, cfg] of Object.entries(req.entityTypes) as Array<[VersionableType, TypeCreateConfig]>) {
    if (!isVersionable(type)) continue;
    if (!(await tableExists(ctx.db, TYPE_SPECS[type].table))) throw new Error(`${type} entities cannot be exported: this server does not store them yet`);
    const ids = cfg.allEntities ? await tenantIds(ctx.db, type, tenantId) : cfg.entityIds;
    const written = new Set<string>();
    for (const id of ids) {
      const row = await findRow(ctx.db, type, id);
      if (!row || row.tenant_id !== tenantId) continue;
      const data = await exportEntity(ctx.db, mapper, type, row, cfg);
      const path = entityPath(type, fileIdOf(data));
      written.add(path);
      changes.push({ path, content: JSON.stringify(data, null, 2) });
    }
    if ((cfg.syncStrategy ?? req.syncStrategy) === 'OVERWRITE' && head) {
      for (const file of await listFilesAt(gitdir, head, typeDir(type))) {
        const path = `${typeDir(type)}/${file}`;
        if (!written.has(path)) changes.push({ path, content: null });
      }
    }
  }
  return changes;
}

/** Runs a version create request: exports, commits on the branch and publishes it; answers VersionCreationResult. */
export function createVersion(ctx: ServerContext, user: VcActor, req: CreateRequest): Promise<ApiSchema<'VersionCreationResult'>> {
  return withTenantLock(user.tenantId, async () => {
    const repo = await openTenantRepo(ctx, user.tenantId);
    const branch = req.branch || repo.settings.defaultBranch;
    const head = await branchHead(repo.local, branch);
    const changes = req.type === 'SINGLE_ENTITY'
      ? await singleChanges(ctx, user.tenantId, req)
      : await complexChanges(ctx, user.tenantId, req, repo.local, head);
    const now = ctx.now();
    const author = authorOf(user);
    const outcome = await commitFiles(repo.local, branch, changes, req.versionName, { name: author, email: user.email }, now);
    if (outcome.oid) await pushBranch(repo.local, repo.remote, branch, head);
    return {
      version: outcome.oid ? { timestamp: Math.floor(now / 1000) * 1000, id: outcome.oid, name: req.versionName, author } : null,
      added: outcome.added, modified: outcome.modified, removed: outcome.removed, error: null, done: true,
    };
  });
}

/** Status of a create request that is still running. */
export const CREATE_PENDING: ApiSchema<'VersionCreationResult'> = { version: null, added: 0, modified: 0, removed: 0, error: null, done: false };

/** Status of a create request that failed. */
export const createFailed = (err: unknown): ApiSchema<'VersionCreationResult'> =>
  ({ version: null, added: 0, modified: 0, removed: 0, error: err instanceof Error ? err.message : 'Failed to create the version', done: true });
