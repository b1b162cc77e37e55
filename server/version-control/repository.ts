import fs from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { badRequest } from '../http/errors.js';
import { getSetting } from '../settings/store.js';
import { fetchAll, gitDirOf, initBare } from './git-store.js';

/** Admin settings key of a tenant's repository settings. */
export const REPOSITORY_SETTINGS_KEY = 'entitiesVersionControl';

/** Ways to authenticate at the repository. */
export const AUTH_METHODS = ['USERNAME_PASSWORD', 'PRIVATE_KEY'] as const;

/** A tenant's repository settings as stored (secrets included). */
export interface RepositorySettings {
  repositoryUri: string;
  authMethod: (typeof AUTH_METHODS)[number];
  username: string | null;
  password: string | null;
  privateKeyFileName: string | null;
  privateKey: string | null;
  privateKeyPassword: string | null;
  defaultBranch: string;
}

/** Branch used when the settings name none. */
export const DEFAULT_BRANCH = 'main';

const REMOTE_URI = /^(https?|ssh|git|ftps?):\/\//i;
const SCP_URI = /^[\w.-]+@[\w.-]+:/;

/** Checks a branch name: what git accepts as a branch name. */
export function validBranchName(name: string): boolean {
  return /^[\w][\w./-]*$/.test(name) && !name.includes('..') && !name.includes('//') && !name.endsWith('/')
    && !name.endsWith('.lock') && !name.endsWith('.') && name.length <= 200;
}

/** A path with its existing part resolved through symbolic links, so a link cannot lead out of the data directory. */
function realDir(path: string): string {
  let existing = path;
  const rest: string[] = [];
  while (!fs.existsSync(existing)) {
    const parent = dirname(existing);
    if (parent === existing) return path;
    rest.unshift(basename(existing));
    existing = parent;
  }
  return join(fs.realpathSync(existing), ...rest);
}

/**
 * The directory of a repository URI: a `file://` URL or a path (relative paths start at the data
 * directory). Repositories outside the data directory, or inside the server's own folders, are refused;
 * network URLs answer 400 because this server cannot reach them.
 */
export function repositoryDir(ctx: ServerContext, uri: string): string {
  const trimmed = uri.trim();
  if (REMOTE_URI.test(trimmed) || SCP_URI.test(trimmed)) {
    throw badRequest(`Repository ${trimmed} is unreachable: this server cannot connect to remote repositories. `
      + 'Use a local repository path under the data directory.');
  }
  let path: string;
  try {
    path = trimmed.startsWith('file:') ? fileURLToPath(trimmed) : trimmed;
  } catch (_err) {
    throw badRequest(`Invalid repository URI: ${trimmed}`);
  }
  const dataDir = realDir(resolve(ctx.config.dataDir));
  const dir = realDir(resolve(isAbsolute(path) ? path : join(dataDir, path)));
  const inside = (root: string) => { const rel = relative(root, dir); return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel)); };
  if (!inside(dataDir) || dir === dataDir) throw badRequest(`Repository ${trimmed} is unreachable: it must be a folder inside the data directory ${dataDir}${sep}`);
  if (inside(join(dataDir, 'vc')) || inside(join(dataDir, 'postgres'))) throw badRequest(`Repository ${trimmed} would overlap the server's own files`);
  return dir;
}

/** Opens the repository (creating an empty bare one in a missing or empty folder); answers its git directory. */
export async function openRepository(ctx: ServerContext, settings: Pick<RepositorySettings, 'repositoryUri' | 'defaultBranch'>): Promise<string> {
  const dir = repositoryDir(ctx, settings.repositoryUri);
  const existing = fs.existsSync(dir) ? gitDirOf(dir) : undefined;
  if (existing) return existing;
  if (fs.existsSync(dir) && (!fs.statSync(dir).isDirectory() || fs.readdirSync(dir).length > 0)) {
    throw badRequest(`Repository ${settings.repositoryUri} is not a git repository (the folder is not empty)`);
  }
  await initBare(dir, settings.defaultBranch || DEFAULT_BRANCH);
  return dir;
}

/** Folder of a tenant's local clone. */
export const cloneDir = (ctx: ServerContext, tenantId: string) => join(resolve(ctx.config.dataDir), 'vc', tenantId);

/** Removes a tenant's local clone (after the settings change or go). */
export function dropClone(ctx: ServerContext, tenantId: string): void {
  fs.rmSync(cloneDir(ctx, tenantId), { recursive: true, force: true });
}

/** Both ends of a tenant's version control: the repository and the local clone, refreshed from it. */
export interface TenantRepo {
  settings: RepositorySettings;
  remote: string;
  local: string;
}

/** Reads a tenant's settings; undefined when version control is not configured. */
export function readSettings(q: Queryable, tenantId: string): Promise<RepositorySettings | undefined> {
  return getSetting<RepositorySettings>(q, REPOSITORY_SETTINGS_KEY, tenantId);
}

/** Opens a tenant's repository and brings its local clone up to date; 400 when nothing is configured. */
export async function openTenantRepo(ctx: ServerContext, tenantId: string): Promise<TenantRepo> {
  const settings = await readSettings(ctx.db, tenantId);
  if (!settings) throw badRequest('Repository settings are not configured!');
  const remote = await openRepository(ctx, settings);
  const local = cloneDir(ctx, tenantId);
  if (!gitDirOf(local)) await initBare(local, settings.defaultBranch || DEFAULT_BRANCH);
  await fetchAll(remote, local);
  return { settings, remote, local };
}

const locks = new Map<string, Promise<unknown>>();

/** Runs `fn` after every earlier repository task of the same tenant has finished. */
export function withTenantLock<T>(tenantId: string, fn: () => Promise<T>): Promise<T> {
  const previous = locks.get(tenantId) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(fn);
  const tail = next.catch(() => undefined);
  locks.set(tenantId, tail);
  void tail.then(() => { if (locks.get(tenantId) === tail) locks.delete(tenantId); });
  return next;
}
