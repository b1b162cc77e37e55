import type { ApiSchema } from '../../sdk/api-schema.js';
import type { EntityId } from '../../sdk/entity-id.js';
import type { ServerContext } from '../context.js';
import type { SecurityUser } from '../auth/types.js';
import { emit } from '../events.js';
import { listFilesAt, readFileAt, resolveCommit } from './git-store.js';
import { entityPath, IMPORT_ORDER, TYPE_SPECS, typeDir, type VersionableType } from './entity-types.js';
import { fileIdOf } from './export.js';
import { importEntity } from './import.js';
import type { EntityExportData, ImportContext, ImportOptions } from './shapes.js';
import { importReferences, missingTable } from './import-refs.js';
import { IdMapper, LoadError, tableExists } from './refs.js';
import { removeOthers } from './remove.js';
import { openTenantRepo, withTenantLock } from './repository.js';
import { suppressAutoCommit } from './auto-commit.js';

/** Load settings of one type in an ENTITY_TYPE request. */
export interface TypeLoadConfig extends ImportOptions {
  removeOtherEntities: boolean;
}

/** A validated version load request. */
export type LoadRequest =
  | { type: 'SINGLE_ENTITY'; versionId: string; externalEntityId: { entityType: VersionableType; id: string }; config: ImportOptions }
  | { type: 'ENTITY_TYPE'; versionId: string; entityTypes: Partial<Record<VersionableType, TypeLoadConfig>> };

interface TypeResult { entityType: VersionableType; created: number; updated: number; deleted: number }

interface Planned { data: EntityExportData; opts: ImportOptions }

function parseFile(text: string, type: VersionableType, path: string): EntityExportData {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (_err) {
    throw new LoadError('RUNTIME', `The file ${path} is not valid JSON`);
  }
  const d = data as EntityExportData | null;
  if (!d || typeof d !== 'object' || !d.entity || typeof d.entity !== 'object') throw new LoadError('RUNTIME', `The file ${path} holds no entity`);
  return { ...d, entityType: type };
}

async function plan(gitdir: string, commit: string, req: LoadRequest): Promise<Map<VersionableType, Planned[]>> {
  const out = new Map<VersionableType, Planned[]>();
  if (req.type === 'SINGLE_ENTITY') {
    const { entityType, id } = req.externalEntityId;
    const path = entityPath(entityType, id);
    const text = await readFileAt(gitdir, commit, path);
    if (text === undefined) throw new LoadError('RUNTIME', `${entityType} ${id} is not in version ${commit}`);
    out.set(entityType, [{ data: parseFile(text, entityType, path), opts: { ...req.config, findExistingEntityByName: false } }]);
    return out;
  }
  for (const type of IMPORT_ORDER) {
    const cfg = req.entityTypes[type];
    if (!cfg) continue;
    const items: Planned[] = [];
    for (const file of (await listFilesAt(gitdir, commit, typeDir(type))).filter((f) => f.endsWith('.json'))) {
      const path = `${typeDir(type)}/${file}`;
      items.push({ data: parseFile((await readFileAt(gitdir, commit, path))!, type, path), opts: cfg });
    }
    out.set(type, items);
  }
  return out;
}

async function apply(ic: ImportContext, planned: Map<VersionableType, Planned[]>, req: LoadRequest): Promise<TypeResult[]> {
  const results: TypeResult[] = [];
  const loaded: Array<{ item: Planned; id: string }> = [];
  const keep = new Map<VersionableType, Set<string>>();
  for (const type of IMPORT_ORDER) {
    const items = planned.get(type);
    if (!items) continue;
    if (!(await tableExists(ic.q, TYPE_SPECS[type].table))) throw missingTable(type);
    const result: TypeResult = { entityType: type, created: 0, updated: 0, deleted: 0 };
    const ids = new Set<string>();
    for (const item of items) {
      const { id, created } = await importEntity(ic, item.data, item.opts);
      if (created) result.created++;
      else result.updated++;
      ids.add(id);
      loaded.push({ item, id });
    }
    keep.set(type, ids);
    results.push(result);
  }
  for (const { item, id } of loaded) {
    const source: EntityId<string> = { entityType: item.data.entityType, id: fileIdOf(item.data) };
    await importReferences(ic, item.data, id, source, item.opts);
  }
  if (req.type === 'ENTITY_TYPE') {
    for (const type of [...IMPORT_ORDER].reverse()) {
      const ids = keep.get(type);
      if (ids && req.entityTypes[type]?.removeOtherEntities) results.find((r) => r.entityType === type)!.deleted = await removeOthers(ic, type, ids);
    }
  }
  return results;
}

/** The VersionLoadResult answer; an error names its entities with the type the version's files give. */
export type VersionLoadJson = Omit<ApiSchema<'VersionLoadResult'>, 'error'> & {
  error?: Omit<ApiSchema<'EntityLoadError'>, 'source' | 'target'> & { source?: EntityId<string>; target?: EntityId<string> };
};

function errorStatus(err: unknown): VersionLoadJson {
  if (err instanceof LoadError) {
    const error: NonNullable<VersionLoadJson['error']> = { type: err.type };
    if (err.source) error.source = err.source;
    if (err.target) error.target = err.target;
    if (err.type === 'RUNTIME') error.message = err.message;
    return { done: true, error };
  }
  return { done: true, error: { type: 'RUNTIME', message: err instanceof Error ? err.message : 'The version could not be loaded' } };
}

/** Runs a version load request in one transaction; answers VersionLoadResult (nulls omitted). */
export function loadVersion(ctx: ServerContext, user: SecurityUser, req: LoadRequest): Promise<VersionLoadJson> {
  return withTenantLock(user.tenantId, async () => {
    try {
      const repo = await openTenantRepo(ctx, user.tenantId);
      const commit = await resolveCommit(repo.local, req.versionId);
      if (!commit) throw new LoadError('RUNTIME', `Version ${req.versionId} was not found`);
      const planned = await plan(repo.local, commit, req);
      const events: ImportContext['events'] = [];
      const attributeEvents: ImportContext['attributeEvents'] = [];
      const now = ctx.now();
      const results = await ctx.db.tx((q) =>
        apply({ q, tenantId: user.tenantId, user, mapper: new IdMapper(q, user.tenantId), now, events, attributeEvents }, planned, req));
      suppressAutoCommit(() => {
        for (const e of events) emit(ctx, 'entity', e);
        for (const e of attributeEvents) emit(ctx, 'attributes', e);
      });
      return { done: true, result: results };
    } catch (err) {
      return errorStatus(err);
    }
  });
}

/** Status of a load request that is still running. */
export const LOAD_PENDING: VersionLoadJson = { done: false, result: [] };

/** Status of a load request that failed outside the load itself. */
export const loadFailed = errorStatus;
