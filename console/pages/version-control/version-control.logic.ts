import type { EntityColumn } from '../../../elements/entity-table/entity-columns.js';
import type { ApiSchema } from '../../../sdk/api-schema.js';
import { SYNC_STRATEGIES, VERSIONABLE_ENTITY_TYPES, type SyncStrategy, type VersionableEntityType } from '../../../sdk/catalogues/version-control.js';
import type { VersionCreateRequest, VersionCreationResult, VersionLoadRequest, VersionLoadResult } from '../../../sdk/vc-polling.js';
import { hasCredentials } from './auto-commit.logic.js';
import { validBranchName } from './repository-settings.logic.js';

/** The versions list call of a branch (`GET /api/entities/vc/version?branch=`). */
export const VERSIONS_PATH = '/api/entities/vc/version';

/** Columns of the versions list: time, id, name, author; newest first. */
export const VERSION_COLUMNS: readonly EntityColumn[] = [
  { key: 'timestamp', title: 'vc:column.time', sortable: true, kind: 'time' },
  { key: 'id', title: 'vc:column.id', size: 'md' },
  { key: 'name', title: 'vc:column.name', sortable: true, size: 'lg' },
  { key: 'author', title: 'vc:column.author', sortable: true },
];

/** Longest version name the server takes. */
export const VERSION_NAME_MAX = 255;

/** Whether a request covers every versionable type or the chosen ones. */
export type TypeScope = 'ALL' | 'CHOSEN';

/** A type's sync strategy in a create request: the request's own (`DEFAULT`) or one of its own. */
export type TypeSyncStrategy = 'DEFAULT' | SyncStrategy;

/** The flags of saving one type. */
export interface SaveFlags {
  saveAttributes: boolean;
  saveRelations: boolean;
  saveCredentials: boolean;
}

/** One chosen type of a version to create. */
export interface CreateTypeRow extends SaveFlags {
  entityType: VersionableEntityType;
  syncStrategy: TypeSyncStrategy;
}

/** The "Create version" form. */
export interface CreateVersionForm extends SaveFlags {
  name: string;
  branch: string;
  syncStrategy: SyncStrategy;
  scope: TypeScope;
  /** With scope CHOSEN: the types and how each is saved. */
  types: CreateTypeRow[];
}

/** The flags of loading one type. */
export interface LoadFlags {
  loadAttributes: boolean;
  loadRelations: boolean;
  loadCredentials: boolean;
  removeOtherEntities: boolean;
  findExistingEntityByName: boolean;
}

/** One chosen type of a version to restore. */
export interface LoadTypeRow extends LoadFlags {
  entityType: VersionableEntityType;
}

/** The "Restore version" form. */
export interface LoadVersionForm extends LoadFlags {
  scope: TypeScope;
  /** With scope CHOSEN: the types and how each is loaded. */
  types: LoadTypeRow[];
}

/** The sync strategies of a create request, MERGE first (the server's default). */
export const CREATE_SYNC_STRATEGIES: readonly SyncStrategy[] = SYNC_STRATEGIES;

const SAVE_ALL: SaveFlags = { saveAttributes: true, saveRelations: true, saveCredentials: true };
const LOAD_DEFAULTS: LoadFlags = { loadAttributes: true, loadRelations: true, loadCredentials: true, removeOtherEntities: false, findExistingEntityByName: true };

/** A new "Create version" form on a branch: every type, merged, with attributes, relations and credentials. */
export function newCreateForm(branch: string): CreateVersionForm {
  return { name: '', branch, syncStrategy: 'MERGE', scope: 'ALL', types: [], ...SAVE_ALL };
}

/** A new "Restore version" form: every type of the version, nothing removed, existing entities found by name. */
export function newLoadForm(): LoadVersionForm {
  return { scope: 'ALL', types: [], ...LOAD_DEFAULTS };
}

/** The first type of `offered` that no row holds yet. */
function freeType(rows: ReadonlyArray<{ entityType: VersionableEntityType }>, offered: readonly VersionableEntityType[]): VersionableEntityType | undefined {
  return offered.find((type) => !rows.some((row) => row.entityType === type));
}

/** A new chosen type of a create form (the first not chosen yet), undefined when all are. */
export function newCreateTypeRow(rows: readonly CreateTypeRow[]): CreateTypeRow | undefined {
  const type = freeType(rows, VERSIONABLE_ENTITY_TYPES);
  return type && { entityType: type, syncStrategy: 'DEFAULT', ...SAVE_ALL };
}

/** A new chosen type of a restore form among the types the version holds, undefined when all are chosen. */
export function newLoadTypeRow(rows: readonly LoadTypeRow[], offered: readonly VersionableEntityType[]): LoadTypeRow | undefined {
  const type = freeType(rows, offered);
  return type && { entityType: type, ...LOAD_DEFAULTS };
}

/** The problems of a create form, as `vc` message keys by field. */
export function createFormErrors(form: CreateVersionForm): Partial<Record<'name' | 'branch' | 'types', string>> {
  const errors: Partial<Record<'name' | 'branch' | 'types', string>> = {};
  if (!form.name.trim()) errors.name = 'vc:create.name-required';
  else if (form.name.length > VERSION_NAME_MAX) errors.name = 'vc:create.name-max';
  if (!form.branch.trim()) errors.branch = 'vc:create.branch-required';
  else if (!validBranchName(form.branch.trim())) errors.branch = 'vc:branch-invalid';
  if (form.scope === 'CHOSEN' && form.types.length === 0) errors.types = 'vc:types-required';
  return errors;
}

const saveFlagsOf = (type: string, flags: SaveFlags) => ({
  saveAttributes: flags.saveAttributes, saveRelations: flags.saveRelations, saveCredentials: hasCredentials(type) && flags.saveCredentials,
});

/** The COMPLEX create request of a form: every entity of each type; a type's own strategy only when it has one. */
export function createRequestOf(form: CreateVersionForm): Extract<VersionCreateRequest, { type: 'COMPLEX' }> {
  const rows: CreateTypeRow[] = form.scope === 'ALL'
    ? VERSIONABLE_ENTITY_TYPES.map((entityType) => ({ entityType, syncStrategy: 'DEFAULT', ...saveFlagsOf(entityType, form) }))
    : form.types;
  const entityTypes = Object.fromEntries(rows.map((row) => [row.entityType, {
    ...saveFlagsOf(row.entityType, row), allEntities: true, entityIds: [], ...(row.syncStrategy === 'DEFAULT' ? {} : { syncStrategy: row.syncStrategy }),
  }]));
  return { type: 'COMPLEX', versionName: form.name.trim(), branch: form.branch.trim(), syncStrategy: form.syncStrategy, entityTypes };
}

/** The versionable types a version holds (from `GET /api/entities/vc/entity/{versionId}`), each with its count, in the catalogue's order. */
export function typesInVersion(entities: ReadonlyArray<ApiSchema<'VersionedEntityInfo'>>): Array<{ entityType: VersionableEntityType; count: number }> {
  return VERSIONABLE_ENTITY_TYPES.flatMap((entityType) => {
    const count = entities.filter((e) => e.externalId?.entityType === entityType).length;
    return count > 0 ? [{ entityType, count }] : [];
  });
}

/** The problems of a restore form: at least one type must be chosen, and the version must hold some. */
export function loadFormErrors(form: LoadVersionForm, offered: readonly VersionableEntityType[]): Partial<Record<'types', string>> {
  if (offered.length === 0) return { types: 'vc:restore.empty-version' };
  return form.scope === 'CHOSEN' && form.types.length === 0 ? { types: 'vc:types-required' } : {};
}

/** The ENTITY_TYPE load request of a form; "all" means every type the version holds. */
export function loadRequestOf(versionId: string, form: LoadVersionForm, offered: readonly VersionableEntityType[]): Extract<VersionLoadRequest, { type: 'ENTITY_TYPE' }> {
  const rows: LoadTypeRow[] = form.scope === 'ALL' ? offered.map((entityType) => ({ ...form, entityType })) : form.types;
  const entityTypes = Object.fromEntries(rows.map((row) => [row.entityType, {
    loadAttributes: row.loadAttributes, loadRelations: row.loadRelations, loadCredentials: hasCredentials(row.entityType) && row.loadCredentials,
    removeOtherEntities: row.removeOtherEntities, findExistingEntityByName: row.findExistingEntityByName,
  }]));
  return { type: 'ENTITY_TYPE', versionId, entityTypes };
}

/** A translated message: a key of the `vc` namespace with its values. */
export interface VcMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** What a finished create request reports: the version and its counts, or the server's error text. */
export type CreateOutcome =
  | { ok: true; name: string; id: string; added: number; modified: number; removed: number }
  | { ok: false; error: string };

/** The outcome of a finished create status; a status without a version and without an error counts as failed without a text. */
export function createOutcomeOf(status: VersionCreationResult): CreateOutcome {
  if (status.error) return { ok: false, error: status.error };
  if (!status.version) return { ok: false, error: '' };
  return { ok: true, name: status.version.name ?? '', id: status.version.id ?? '', added: status.added ?? 0, modified: status.modified ?? 0, removed: status.removed ?? 0 };
}

/** What a finished load request reports: per type created, updated, deleted, or the error as a message. */
export type LoadOutcome =
  | { ok: true; types: Array<{ entityType: string; created: number; updated: number; deleted: number }> }
  | { ok: false; error: VcMessage };

/** The outcome of a finished load status; the error types name the entities involved (spec: DEVICE_CREDENTIALS_CONFLICT, MISSING_REFERENCED_ENTITY, RUNTIME). */
export function loadOutcomeOf(status: VersionLoadResult): LoadOutcome {
  const error = status.error;
  if (!error) {
    return { ok: true, types: (status.result ?? []).map((r) => ({ entityType: r.entityType ?? '', created: r.created ?? 0, updated: r.updated ?? 0, deleted: r.deleted ?? 0 })) };
  }
  const entity = (id: { entityType?: string; id?: string } | undefined) => ({ type: id?.entityType ?? '', id: id?.id ?? '' });
  if (error.type === 'DEVICE_CREDENTIALS_CONFLICT') return { ok: false, error: { key: 'vc:restore.error-credentials', values: { id: entity(error.source).id } } };
  if (error.type === 'MISSING_REFERENCED_ENTITY') {
    const { type, id } = entity(error.target);
    return { ok: false, error: { key: 'vc:restore.error-missing', values: { source: entity(error.source).id, type, id } } };
  }
  return { ok: false, error: error.message ? { key: 'vc:restore.error-runtime', values: { message: error.message } } : { key: 'vc:restore.error-unknown' } };
}
