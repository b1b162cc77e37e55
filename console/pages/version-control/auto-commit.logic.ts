import type { ApiSchema } from '../../../sdk/api-schema.js';
import { VERSIONABLE_ENTITY_TYPES, type VersionableEntityType } from '../../../sdk/catalogues/version-control.js';
import { validBranchName } from './repository-settings.logic.js';

/** The auto-commit settings as the server sends and takes them: per entity type, its branch and what is saved beside it. */
export type AutoCommitSettings = ApiSchema<'AutoCommitSettings'>;

/** One row of the auto-commit form: an entity type and what its commits hold. */
export interface AutoCommitRow {
  entityType: VersionableEntityType;
  /** Branch name as typed; empty commits to the repository's default branch. */
  branch: string;
  saveAttributes: boolean;
  saveRelations: boolean;
  saveCredentials: boolean;
}

/** Whether an entity type has credentials to save: only devices do. */
export const hasCredentials = (type: string) => type === 'DEVICE';

const isVersionable = (type: string): type is VersionableEntityType => (VERSIONABLE_ENTITY_TYPES as readonly string[]).includes(type);

/** The rows of saved settings, in the catalogue's order of types; types this console does not know are left out. */
export function autoCommitRowsOf(settings: AutoCommitSettings | null): AutoCommitRow[] {
  return VERSIONABLE_ENTITY_TYPES.flatMap((type) => {
    const cfg = settings?.[type];
    if (!cfg || !isVersionable(type)) return [];
    return [{ entityType: type, branch: cfg.branch ?? '', saveAttributes: !!cfg.saveAttributes, saveRelations: !!cfg.saveRelations, saveCredentials: hasCredentials(type) && !!cfg.saveCredentials }];
  });
}

/** The types not yet in the rows, offered for a new row. */
export function freeTypes(rows: readonly AutoCommitRow[]): VersionableEntityType[] {
  return VERSIONABLE_ENTITY_TYPES.filter((type) => !rows.some((row) => row.entityType === type));
}

/** A new row for the first free type, saving attributes and relations as ThingsBoard's form starts; undefined when every type has a row. */
export function newAutoCommitRow(rows: readonly AutoCommitRow[]): AutoCommitRow | undefined {
  const type = freeTypes(rows)[0];
  return type && { entityType: type, branch: '', saveAttributes: true, saveRelations: true, saveCredentials: false };
}

/** Message keys of the rows' problems by row index: a branch git would not accept. */
export function autoCommitErrors(rows: readonly AutoCommitRow[]): Record<number, string> {
  const errors: Record<number, string> = {};
  rows.forEach((row, i) => {
    if (row.branch.trim() && !validBranchName(row.branch.trim())) errors[i] = 'vc:branch-invalid';
  });
  return errors;
}

/** The settings body of the rows; a blank branch is left out (the default branch), credentials saved only for devices. */
export function autoCommitSettingsOf(rows: readonly AutoCommitRow[]): AutoCommitSettings {
  return Object.fromEntries(rows.map((row) => {
    const branch = row.branch.trim();
    const flags = { saveAttributes: row.saveAttributes, saveRelations: row.saveRelations, saveCredentials: hasCredentials(row.entityType) && row.saveCredentials };
    return [row.entityType, branch ? { ...flags, branch } : flags];
  }));
}
