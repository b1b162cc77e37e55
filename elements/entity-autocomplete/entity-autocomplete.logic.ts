import { ENTITY_SUGGESTIONS_LIMIT, NO_MATCH_TEXT_TRUNCATE } from '../../sdk/catalogues/limits.js';

/** An entity as a picker shows it: its id, its type and its name (shown as text, never as markup). */
export interface PickedEntity {
  entityType: string;
  id: string;
  name: string;
}

/**
 * The searched text as a no-match message quotes it (shared-controls §8): at most 6 characters, then an
 * ellipsis when the text was longer. Surrounding blanks are not counted.
 */
export function noMatchText(search: string, max: number = NO_MATCH_TEXT_TRUNCATE): string {
  const text = search.trim();
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/**
 * {@link noMatchText} wrapped in Unicode first-strong isolates, so that a Latin search quoted inside a
 * right-to-left message (or the reverse) keeps its quotes and ellipsis on the right side.
 */
export function quotedSearch(search: string, max: number = NO_MATCH_TEXT_TRUNCATE): string {
  return `\u2068${noMatchText(search, max)}\u2069`;
}

/** The subtype filter of each entity type that has subtypes (device type, asset type …). */
const SUBTYPE_FILTERS: Readonly<Record<string, { type: string; subtype: string; name: string }>> = {
  DEVICE: { type: 'deviceType', subtype: 'deviceType', name: 'deviceNameFilter' },
  ASSET: { type: 'assetType', subtype: 'assetType', name: 'assetNameFilter' },
  ENTITY_VIEW: { type: 'entityViewType', subtype: 'entityViewType', name: 'entityViewNameFilter' },
  EDGE: { type: 'edgeType', subtype: 'edgeType', name: 'edgeNameFilter' },
};

const NAME_FIELDS = [
  { type: 'ENTITY_FIELD', key: 'name' },
  { type: 'ENTITY_FIELD', key: 'label' },
] as const;

/**
 * The entity query of a suggestion fetch (shared-controls §7 "entities by name filter": type, text, limit
 * 50 or -1 for all, subtype): entities of one type whose name starts with the text, sorted by name. With a
 * subtype, the type's own filter keeps only that subtype; -1 asks for one page as large as the server allows.
 */
export function entitySuggestionQuery(entityType: string, text: string, options: { subType?: string | null; limit?: number } = {}) {
  const limit = options.limit ?? ENTITY_SUGGESTIONS_LIMIT;
  const subtype = options.subType ? SUBTYPE_FILTERS[entityType] : undefined;
  const entityFilter = subtype
    ? { type: subtype.type, [subtype.subtype]: options.subType, [subtype.name]: text }
    : { type: 'entityName', entityType, entityNameFilter: text };
  return {
    entityFilter,
    pageLink: {
      pageSize: limit === -1 ? 2147483647 : limit,
      page: 0,
      textSearch: null,
      sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' },
    },
    entityFields: NAME_FIELDS,
  };
}

/** The entity query reading entities of one type by their ids (§7 entities by type and id list). */
export function entitiesByIdsQuery(entityType: string, ids: readonly string[]) {
  return {
    entityFilter: { type: 'entityList', entityType, entityList: [...ids] },
    pageLink: { pageSize: Math.max(1, ids.length), page: 0, textSearch: null },
    entityFields: NAME_FIELDS,
  };
}

/** The entity query reading one entity by type and id (to show the name of a stored value). */
export function entityByIdQuery(entityType: string, id: string) {
  return entitiesByIdsQuery(entityType, [id]);
}

/** Entities in the order of the ids asked for; ids the server did not answer are left out. */
export function inIdOrder<T extends { id: string }>(ids: readonly string[], found: readonly T[]): T[] {
  return ids.map((id) => found.find((entity) => entity.id === id)).filter((entity): entity is T => entity !== undefined);
}

/** One row of an entity query answer, as far as the pickers read it. */
export interface EntityQueryRow {
  entityId: { entityType: string; id: string };
  latest?: { ENTITY_FIELD?: Record<string, { value?: string | null } | undefined> };
}

/** Rows of an entity query answer as picked entities, leaving out the excluded ids (§5: hidden from suggestions). */
export function entitiesOfRows(rows: readonly EntityQueryRow[] | undefined, exclude: readonly string[] = []): PickedEntity[] {
  return (rows ?? [])
    .filter((row) => !exclude.includes(row.entityId.id))
    .map((row) => ({ entityType: row.entityId.entityType, id: row.entityId.id, name: row.latest?.ENTITY_FIELD?.name?.value ?? '' }));
}

/**
 * The option a key moves to in a list of `count` options: ArrowDown and ArrowUp step and wrap around,
 * Home and End jump to the ends; -1 when there is nothing to move to. Other keys leave it where it is.
 */
export function nextActiveIndex(current: number, count: number, key: string): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return Math.min(current, count - 1);
  }
}

/** What a search shows once it answered: the options, the 'no X matching' text, or the 'no X found' text. */
export type SearchOutcome = 'options' | 'no-match' | 'none';

/** Nothing found for a blank search reads 'none found'; for a typed text 'no match for …'. */
export function searchOutcome(count: number, search: string): SearchOutcome {
  if (count > 0) return 'options';
  return search.trim() ? 'no-match' : 'none';
}

/** Entity types whose empty required field has a text of its own (shared-controls: per-type "entity required" texts). */
const OWN_REQUIRED_TEXT: ReadonlySet<string> = new Set(['TENANT', 'CUSTOMER', 'USER', 'DASHBOARD', 'ASSET', 'DEVICE', 'DEVICE_PROFILE', 'RULE_CHAIN', 'EDGE', 'ENTITY_VIEW']);

/** The message key of an entity field of a type left empty when required: the type's own text, else 'Entity is required.'. */
export function entityRequiredKey(entityType: string | null | undefined): string {
  return entityType && OWN_REQUIRED_TEXT.has(entityType) ? `pickers:entity.required-${entityType}` : 'pickers:entity.required';
}

/** Error key of a required picker left empty: `pickers:<group>.required` once a person left the field. */
export function requiredError(required: boolean, empty: boolean, touched: boolean): 'required' | null {
  return required && empty && touched ? 'required' : null;
}
