import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ServerContext } from '../context.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { pageArray, type PageData, type PageLinkQuery } from '../http/paging.js';
import { listBranches, listCommits, listFilesAt, readFileAt, resolveCommit, type CommitInfo } from './git-store.js';
import { entityPath, typeDir, VERSIONABLE_TYPES, type VersionableType } from './entity-types.js';
import { exportEntity, findRow } from './export.js';
import type { EntityExportData } from './shapes.js';
import { IdMapper } from './refs.js';
import { openTenantRepo, withTenantLock } from './repository.js';

/** A branch of the repository; the default branch comes first. */
export type BranchInfo = ApiSchema<'BranchInfo'>;

/** The repository's branches, the default branch first and always listed. */
export function branches(ctx: ServerContext, tenantId: string): Promise<BranchInfo[]> {
  return withTenantLock(tenantId, async () => {
    const repo = await openTenantRepo(ctx, tenantId);
    const names = await listBranches(repo.local);
    const def = repo.settings.defaultBranch;
    return [{ name: def, default: true }, ...names.filter((n) => n !== def).sort().map((name) => ({ name, default: false }))];
  });
}

const versionJson = (c: CommitInfo): ApiSchema<'EntityVersion'> => ({ timestamp: c.timestamp, id: c.oid, name: c.message, author: c.author });

const SORTS: Record<string, (a: CommitInfo, b: CommitInfo) => number> = {
  timestamp: (a, b) => a.timestamp - b.timestamp,
  name: (a, b) => a.message.localeCompare(b.message),
  author: (a, b) => a.author.localeCompare(b.author),
};

/** Versions of a branch (all, one type's folder or one entity's file) as a page, newest first unless sorted otherwise. */
export function listVersions(
  ctx: ServerContext, tenantId: string, branch: string, link: PageLinkQuery, path = '',
): Promise<PageData<ApiSchema<'EntityVersion'>>> {
  return withTenantLock(tenantId, async () => {
    const repo = await openTenantRepo(ctx, tenantId);
    let commits = await listCommits(repo.local, branch, path);
    const text = link.textSearch?.toLowerCase();
    if (text) commits = commits.filter((c) => c.message.toLowerCase().includes(text));
    if (link.sortProperty) {
      const cmp = SORTS[link.sortProperty];
      if (!cmp) throw badRequest(`Invalid sort property: ${link.sortProperty}`);
      const dir = link.sortOrder === 'DESC' ? -1 : 1;
      commits = commits.map((c, i) => ({ c, i })).sort((a, b) => dir * cmp(a.c, b.c) || a.i - b.i).map((x) => x.c);
    }
    return pageArray(commits.map(versionJson), link);
  });
}

/** Path of the versions of one type, or of one entity of it. */
export const versionsPath = (type: VersionableType, externalId?: string) => (externalId ? entityPath(type, externalId) : typeDir(type));

async function commitOf(gitdir: string, versionId: string): Promise<string> {
  const commit = await resolveCommit(gitdir, versionId);
  if (!commit) throw notFound(`Version ${versionId} was not found`);
  return commit;
}

/** Entities of some types present at a version: `[{externalId}]` in repository order. */
export function entitiesAt(
  ctx: ServerContext, tenantId: string, versionId: string, types: readonly VersionableType[] = VERSIONABLE_TYPES,
): Promise<Array<ApiSchema<'VersionedEntityInfo'>>> {
  return withTenantLock(tenantId, async () => {
    const repo = await openTenantRepo(ctx, tenantId);
    const commit = await commitOf(repo.local, versionId);
    const out: Array<ApiSchema<'VersionedEntityInfo'>> = [];
    for (const type of types) {
      for (const file of await listFilesAt(repo.local, commit, typeDir(type))) {
        if (file.endsWith('.json')) out.push({ externalId: { entityType: type, id: file.slice(0, -5) } });
      }
    }
    return out;
  });
}

/** The file of one entity at a version; 404 when the version or the entity is not there. */
export function entityDataAt(ctx: ServerContext, tenantId: string, versionId: string, type: VersionableType, externalId: string): Promise<EntityExportData> {
  return withTenantLock(tenantId, async () => {
    const repo = await openTenantRepo(ctx, tenantId);
    const commit = await commitOf(repo.local, versionId);
    const text = await readFileAt(repo.local, commit, entityPath(type, externalId));
    if (text === undefined) throw notFound(`${type} ${externalId} is not in version ${versionId}`);
    return JSON.parse(text) as EntityExportData;
  });
}

/** What the file of an entity holds beside the entity. */
export function dataInfo(data: EntityExportData): Required<ApiSchema<'EntityDataInfo'>> {
  return {
    hasRelations: Array.isArray(data.relations),
    hasAttributes: !!data.attributes && typeof data.attributes === 'object',
    hasCredentials: !!data.credentials && typeof data.credentials === 'object',
  };
}

/** The current state of an entity next to its state at a version, exported with the same parts. */
export async function diffWithVersion(ctx: ServerContext, tenantId: string, type: VersionableType, id: string, versionId: string) {
  const row = await findRow(ctx.db, type, id);
  if (!row) throw notFound();
  if (row.tenant_id !== tenantId) throw forbidden();
  const externalId = (row.external_id as string | null) ?? row.id;
  const otherVersion = await entityDataAt(ctx, tenantId, versionId, type, externalId);
  const info = dataInfo(otherVersion);
  const currentVersion = await exportEntity(ctx.db, new IdMapper(ctx.db, tenantId), type, row,
    { saveRelations: info.hasRelations, saveAttributes: info.hasAttributes, saveCredentials: info.hasCredentials });
  return { currentVersion, otherVersion };
}
