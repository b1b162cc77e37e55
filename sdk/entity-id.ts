import type { AliasEntityType, EntityType } from './catalogues/entity-types.js';

/** The uuid the server uses for "no tenant", "no customer" or "no user". */
export const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

/** Reference to an entity as it travels on the wire: `{entityType, id}`, in that key order. */
export interface EntityId<T extends string = EntityType> {
  /** Type of the referenced entity. */
  entityType: T;
  /** Uuid of the referenced entity. */
  id: string;
}

/** An entity id that may also carry one of the virtual alias types. */
export type AliasEntityId = EntityId<EntityType | AliasEntityType>;

/** Builds an entity id. */
export function entityId<T extends string = EntityType>(entityType: T, id: string): EntityId<T> {
  return { entityType, id };
}

/** Builds the null id of a type, used as "nothing selected" placeholder. */
export function nullId<T extends string = EntityType>(entityType: T): EntityId<T> {
  return entityId(entityType, NULL_UUID);
}

/** Tells whether an entity id or uuid is the null uuid. */
export function isNullId(value: EntityId<string> | string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return (typeof value === 'string' ? value : value.id) === NULL_UUID;
}

/** Tells whether a value has the shape of an entity id. */
export function isEntityId(value: unknown): value is EntityId<string> {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.entityType === 'string' && typeof candidate.id === 'string';
}

/** Tells whether two entity ids name the same entity; two missing ids are equal. */
export function entityIdEquals(a: EntityId<string> | null | undefined, b: EntityId<string> | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return a.entityType === b.entityType && a.id === b.id;
}
