import { offeredEntityTypes } from '../entity-type-select/entity-type-select.logic.js';

/** An entity as an entity select reports it: its type and id. */
export interface EntitySelectValue {
  entityType: string;
  id: string;
}

/** §4: an entity select reports null unless both the type and the id are set. */
export function entitySelectValue(entityType: string | null | undefined, id: string | null | undefined): EntitySelectValue | null {
  return entityType && id ? { entityType, id } : null;
}

/**
 * The type shown first: the fixed type when there is one, else the stored value's type when it is offered,
 * else the first offered type.
 */
export function initialEntityType(value: Partial<EntitySelectValue> | null | undefined, fixedEntityType: string | null | undefined, allowed: readonly string[] | null | undefined): string {
  if (fixedEntityType) return fixedEntityType;
  const offered = offeredEntityTypes(allowed);
  return value?.entityType && offered.includes(value.entityType) ? value.entityType : offered[0]!;
}

/** The id kept from a stored value: only when it is of the shown type. */
export function initialEntityId(value: Partial<EntitySelectValue> | null | undefined, entityType: string): string | null {
  return value?.id && value.entityType === entityType ? value.id : null;
}

/** Whether two reported values are the same (so a change is reported once). */
export function sameEntitySelectValue(a: EntitySelectValue | null, b: EntitySelectValue | null): boolean {
  return a === b || (a !== null && b !== null && a.entityType === b.entityType && a.id === b.id);
}
