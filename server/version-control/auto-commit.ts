import type { ServerContext } from '../context.js';
import { on, type BusEvents } from '../events.js';
import { getSetting } from '../settings/store.js';
import { createVersion, type VcActor } from './create.js';
import { isVersionable, type VersionableType } from './entity-types.js';
import { readSettings } from './repository.js';

/** Admin settings key of a tenant's auto-commit settings. */
export const AUTO_COMMIT_SETTINGS_KEY = 'autoCommitSettings';

/** Auto-commit settings of one entity type. */
export interface AutoCommitConfig {
  saveRelations: boolean;
  saveAttributes: boolean;
  saveCredentials: boolean;
  branch: string | null;
}

let suppressed = 0;

/** Runs `fn` (which emits entity events) without auto-commits: a version load must not commit what it loads. */
export function suppressAutoCommit(fn: () => void): void {
  suppressed++;
  try {
    fn();
  } finally {
    suppressed--;
  }
}

const running = new WeakMap<ServerContext, Set<Promise<void>>>();

/** Resolves once every auto-commit started so far has finished. */
export async function autoCommitsSettled(ctx: ServerContext): Promise<void> {
  while ((running.get(ctx)?.size ?? 0) > 0) await Promise.allSettled([...running.get(ctx)!]);
}

/** The version's timestamp text: ISO time without milliseconds. */
const stamp = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

async function actorOf(ctx: ServerContext, tenantId: string): Promise<VcActor> {
  const admin = await ctx.db.one<{ first_name: string | null; last_name: string | null; email: string }>(
    `SELECT first_name, last_name, email FROM tb_user WHERE tenant_id = $1 AND authority = 'TENANT_ADMIN' ORDER BY created_time LIMIT 1`,
    [tenantId]);
  return { tenantId, firstName: admin?.first_name ?? '', lastName: admin?.last_name ?? '', email: admin?.email ?? 'auto-commit' };
}

async function autoCommit(ctx: ServerContext, e: BusEvents['entity']): Promise<void> {
  const type = e.entityId.entityType as VersionableType;
  const settings = await getSetting<Record<string, AutoCommitConfig>>(ctx.db, AUTO_COMMIT_SETTINGS_KEY, e.tenantId);
  const cfg = settings?.[type];
  if (!cfg || !(await readSettings(ctx.db, e.tenantId))) return;
  const result = await createVersion(ctx, await actorOf(ctx, e.tenantId), {
    type: 'SINGLE_ENTITY', versionName: `auto-commit at ${stamp(ctx.now())}`, branch: cfg.branch || null,
    entityId: { entityType: type, id: e.entityId.id },
    config: { saveRelations: cfg.saveRelations === true, saveAttributes: cfg.saveAttributes === true, saveCredentials: cfg.saveCredentials === true },
  });
  if (result.error) ctx.log(`auto-commit of ${type} ${e.entityId.id} failed: ${String(result.error)}`);
}

/** Commits every added or updated entity of the types named in a tenant's auto-commit settings; answers the unsubscribe function. */
export function startAutoCommit(ctx: ServerContext): () => void {
  const set = new Set<Promise<void>>();
  running.set(ctx, set);
  return on(ctx, 'entity', (e) => {
    if (suppressed > 0 || e.action === 'DELETED' || !isVersionable(e.entityId.entityType)) return;
    const p = autoCommit(ctx, e).catch((err: unknown) => ctx.log(`auto-commit failed: ${(err as Error).message}`));
    set.add(p);
    void p.finally(() => set.delete(p));
  });
}
