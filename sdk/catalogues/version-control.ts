import type { EntityType } from './entity-types.js';

/** Entity types that can be saved to and loaded from the repository. */
export const VERSIONABLE_ENTITY_TYPES = [
  'ASSET',
  'DEVICE',
  'ENTITY_VIEW',
  'DASHBOARD',
  'CUSTOMER',
  'DEVICE_PROFILE',
  'RULE_CHAIN',
  'WIDGETS_BUNDLE',
] as const satisfies readonly EntityType[];

/** One entity type of {@link VERSIONABLE_ENTITY_TYPES}. */
export type VersionableEntityType = (typeof VERSIONABLE_ENTITY_TYPES)[number];

/** How a complex version merges with what the repository holds; per type it defaults to none (inherit). */
export const SYNC_STRATEGIES = ['MERGE', 'OVERWRITE'] as const;

/** One strategy of {@link SYNC_STRATEGIES}. */
export type SyncStrategy = (typeof SYNC_STRATEGIES)[number];

/** Kinds of version create request. */
export const VERSION_CREATE_REQUEST_TYPES = ['SINGLE_ENTITY', 'COMPLEX'] as const;

/** One kind of {@link VERSION_CREATE_REQUEST_TYPES}. */
export type VersionCreateRequestType = (typeof VERSION_CREATE_REQUEST_TYPES)[number];

/** Kinds of version load request. */
export const VERSION_LOAD_REQUEST_TYPES = ['SINGLE_ENTITY', 'ENTITY_TYPE'] as const;

/** One kind of {@link VERSION_LOAD_REQUEST_TYPES}. */
export type VersionLoadRequestType = (typeof VERSION_LOAD_REQUEST_TYPES)[number];

/** Error types a version load may end with. */
export const ENTITY_LOAD_ERROR_TYPES = ['DEVICE_CREDENTIALS_CONFLICT', 'MISSING_REFERENCED_ENTITY', 'RUNTIME'] as const;

/** One error type of {@link ENTITY_LOAD_ERROR_TYPES}. */
export type EntityLoadErrorType = (typeof ENTITY_LOAD_ERROR_TYPES)[number];

/** Per-type export settings of a complex version, in the order the form shows them. */
export const EXPORT_CONFIG_FIELDS = [
  'syncStrategy',
  'saveAttributes',
  'saveRelations',
  'saveCredentials',
  'allEntities',
  'entityIds',
] as const;

/** Per-type import settings of a version load, in the order the form shows them. */
export const IMPORT_CONFIG_FIELDS = [
  'loadAttributes',
  'loadRelations',
  'loadCredentials',
  'removeOtherEntities',
  'findExistingEntityByName',
] as const;
