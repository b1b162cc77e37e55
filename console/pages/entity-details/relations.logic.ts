import type { ApiSchema } from '../../../sdk/api-schema.js';
import { BUILT_IN_RELATION_TYPES, RELATION_TYPE_MAX_LENGTH, type RelationDirection } from '../../../sdk/catalogues/relations.js';

/** A relation as the relation info calls answer it (both ends with their names). */
export type RelationRecord = ApiSchema<'EntityRelationInfo'>;

/** One end of a relation. */
export interface RelationEnd {
  entityType: ApiSchema<'EntityType'>;
  id: string;
}

/** A relation as the tab lists it: seen from the page's entity, with the entity at its other end. */
export interface RelationRow {
  /** Stable key: direction, type and the other end. */
  key: string;
  /** FROM: the page's entity is the relation's source; TO: it is the target. */
  direction: RelationDirection;
  type: string;
  typeGroup: string;
  from: RelationEnd;
  to: RelationEnd;
  /** The entity at the other end and its name (empty when the server knows none). */
  other: RelationEnd & { name: string };
}

/** The relation types the picker offers before any typing: the built-in types (shared-controls §3). */
export const COMMON_RELATION_TYPES: readonly string[] = BUILT_IN_RELATION_TYPES;

/** The relation type a new relation starts with. */
export const DEFAULT_RELATION_TYPE = 'Contains';

const endOf = (id: RelationRecord['from'] | undefined): RelationEnd => ({ entityType: id?.entityType ?? 'DEVICE', id: id?.id ?? '' });

/** The rows of the relations tab: relations from the entity, then relations to it, each ordered by type, then the other side's name. */
export function relationRows(outgoing: readonly RelationRecord[], incoming: readonly RelationRecord[]): RelationRow[] {
  const rows = (list: readonly RelationRecord[], direction: RelationDirection) =>
    list
      .map((r): RelationRow => {
        const from = endOf(r.from);
        const to = endOf(r.to);
        const other = direction === 'FROM' ? { ...to, name: r.toName ?? '' } : { ...from, name: r.fromName ?? '' };
        const typeGroup = r.typeGroup ?? 'COMMON';
        return { key: `${direction}:${r.type}:${typeGroup}:${other.entityType}:${other.id}`, direction, type: r.type ?? '', typeGroup, from, to, other };
      })
      .sort((a, b) => a.type.localeCompare(b.type) || a.other.name.localeCompare(b.other.name));
  return [...rows(outgoing, 'FROM'), ...rows(incoming, 'TO')];
}

/** The query of GET /api/relations/info listing one direction of an entity's relations. */
export function relationListQuery(entity: RelationEnd, direction: RelationDirection): Record<string, string> {
  return direction === 'FROM' ? { fromId: entity.id, fromType: entity.entityType } : { toId: entity.id, toType: entity.entityType };
}

/** The query of DELETE /api/relation removing a row's relation. */
export function relationDeleteQuery(row: RelationRow) {
  return { fromId: row.from.id, fromType: row.from.entityType, relationType: row.type, relationTypeGroup: row.typeGroup, toId: row.to.id, toType: row.to.entityType };
}

/** The body of POST /api/relation relating the page's entity with another in a direction. */
export function newRelation(entity: RelationEnd, other: RelationEnd, direction: RelationDirection, type: string) {
  const here = { entityType: entity.entityType, id: entity.id };
  const there = { entityType: other.entityType, id: other.id };
  return { from: direction === 'FROM' ? here : there, to: direction === 'FROM' ? there : here, type: type.trim(), typeGroup: 'COMMON' as const };
}

/** Message key of what is wrong with a relation type (required, at most 255 characters: shared-controls §5, §9), or null. */
export function relationTypeError(type: string): 'details:relation.type-required' | 'details:relation.type-max-length' | null {
  const trimmed = type.trim();
  if (trimmed === '') return 'details:relation.type-required';
  return trimmed.length > RELATION_TYPE_MAX_LENGTH ? 'details:relation.type-max-length' : null;
}

/** The types the picker suggests for what is typed: the common types and those already used, containing the text (case-insensitive), without repeats. */
export function relationTypeOptions(typed: string, used: readonly string[]): string[] {
  const text = typed.trim().toLocaleLowerCase();
  const all = [...new Set([...COMMON_RELATION_TYPES, ...used.filter(Boolean)])];
  return all.filter((type) => type.toLocaleLowerCase().includes(text));
}
