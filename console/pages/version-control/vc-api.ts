import type { ApiSchema } from '../../../sdk/api-schema.js';
import type { VersionableEntityType } from '../../../sdk/catalogues/version-control.js';
import { loadVersion, saveVersion, type VcPollOptions, type VersionCreateRequest, type VersionCreationResult, type VersionLoadRequest, type VersionLoadResult } from '../../../sdk/vc-polling.js';
import { $auth, client } from '../../session/session.js';
import { call } from '../entity-list/api.js';
import type { AutoCommitSettings } from './auto-commit.logic.js';
import type { RepositorySettings } from './repository-settings.logic.js';
import { typesInVersion } from './version-control.logic.js';

/** What a settings read answered: the settings, none saved (404), or a failure (the client has shown why). */
export type SettingsAnswer<T> = { state: 'found'; settings: T } | { state: 'none' } | { state: 'failed' };

async function readSettings<T>(path: '/api/admin/repositorySettings' | '/api/admin/autoCommitSettings'): Promise<SettingsAnswer<T>> {
  const { data, response } = await client.with({ ignoreErrors: true }).GET(path);
  if (response.status === 404) return { state: 'none' };
  return response.ok && data ? { state: 'found', settings: data as T } : { state: 'failed' };
}

/** Keeps the session's repository flag in step with what the server holds. */
function setHasRepository(hasRepository: boolean): void {
  $auth.set({ ...$auth.get(), hasRepository });
}

/** Whether the tenant has repository settings (`GET /api/admin/repositorySettings/exists`); undefined when the call failed. */
export async function repositoryExists(): Promise<boolean | undefined> {
  const { data, response } = await client.with({ ignoreErrors: true }).GET('/api/admin/repositorySettings/exists');
  if (!response.ok) return undefined;
  setHasRepository(data === true);
  return data === true;
}

/** Reads the repository settings (secrets come back null). */
export const loadRepositorySettings = () => readSettings<RepositorySettings>('/api/admin/repositorySettings');

/** Saves the repository settings; resolves the saved ones, or undefined when the server refused (its message shown). */
export async function saveRepositorySettings(settings: RepositorySettings): Promise<RepositorySettings | undefined> {
  const { data } = await call<RepositorySettings>('POST', '/api/admin/repositorySettings', { body: settings });
  if (data) setHasRepository(true);
  return data;
}

/** Checks that the repository of the settings can be reached; answers whether it can (a refusal shows the server's message). */
export async function checkRepositoryAccess(settings: RepositorySettings): Promise<boolean> {
  return (await call('POST', '/api/admin/repositorySettings/checkAccess', { body: settings })).ok;
}

/** Deletes the repository settings; answers whether the server agreed. */
export async function deleteRepositorySettings(): Promise<boolean> {
  const { ok } = await call('DELETE', '/api/admin/repositorySettings');
  if (ok) setHasRepository(false);
  return ok;
}

/** Reads the auto-commit settings. */
export const loadAutoCommitSettings = () => readSettings<AutoCommitSettings>('/api/admin/autoCommitSettings');

/** Saves the auto-commit settings; resolves the saved ones, or undefined when refused. */
export async function saveAutoCommitSettings(settings: AutoCommitSettings): Promise<AutoCommitSettings | undefined> {
  return (await call<AutoCommitSettings>('POST', '/api/admin/autoCommitSettings', { body: settings })).data;
}

/** Deletes the auto-commit settings; answers whether the server agreed. */
export async function deleteAutoCommitSettings(): Promise<boolean> {
  return (await call('DELETE', '/api/admin/autoCommitSettings')).ok;
}

/** The repository's branches, the default first; undefined when the call failed (its message shown). */
export async function loadBranches(): Promise<Array<ApiSchema<'BranchInfo'>> | undefined> {
  return (await call<Array<ApiSchema<'BranchInfo'>>>('GET', '/api/entities/vc/branches')).data;
}

/** The types a version holds with their counts; undefined when the call failed. */
export async function loadVersionTypes(versionId: string): Promise<Array<{ entityType: VersionableEntityType; count: number }> | undefined> {
  const { data } = await call<Array<ApiSchema<'VersionedEntityInfo'>>>('GET', `/api/entities/vc/entity/${encodeURIComponent(versionId)}`);
  return data && typesInVersion(data);
}

/** A create or load request and its status polls neither count toward the loading bar nor raise the error notice: the dialog shows progress and the server's message. */
const polling = () => client.with({ ignoreLoading: true, ignoreErrors: true });

/** Creates a version and polls its status until done (every status given to `onStatus`); rejects with the server's error. */
export function createVersion(request: VersionCreateRequest, options: VcPollOptions = {}): Promise<VersionCreationResult> {
  return saveVersion(polling(), request, options);
}

/** Restores (loads) a version and polls its status until done; rejects with the server's error. */
export function restoreVersion(request: VersionLoadRequest, options: VcPollOptions = {}): Promise<VersionLoadResult> {
  return loadVersion(polling(), request, options);
}
