// The toolbar's entities select (protocol §7.1 `settings.showEntitiesSelect`): for each alias of one
// entity whose filter matches several, which one the dashboard shows. Pure: the view runs the queries.
import { ENTITY_SUGGESTIONS_LIMIT } from '../../../sdk/catalogues/limits.js';
import type { EntityDataQuery, EntityFilter, EntityKey } from '../../../sdk/realtime/query-types.js';
import { resolveAliasFilter, type AliasContext } from './aliases.logic.js';
import type { DashboardConfiguration } from './dashboard.types.js';

/** An entity as the entities select shows it. */
export interface AliasEntity {
  entityType: string;
  id: string;
  name: string;
}

/** An alias the entities select may offer, with the filter its entities are searched by. */
export interface SelectableAlias {
  aliasId: string;
  /** The alias's name, which labels its picker. */
  name: string;
  entityFilter: EntityFilter;
}

/** An alias the select offers: its entity shown now (the first its widgets get) among several. */
export interface AliasChoice extends SelectableAlias {
  current: AliasEntity;
}

/** Filter types that always stand for exactly one entity, so there is nothing to pick. */
const ONE_ENTITY_FILTERS: ReadonlySet<string> = new Set(['singleEntity', 'apiUsageState']);

const NAME_FIELDS: EntityKey[] = [
  { type: 'ENTITY_FIELD', key: 'name' },
  { type: 'ENTITY_FIELD', key: 'label' },
];

/**
 * The aliases the select may offer, in configuration order: aliases of one entity (`resolveMultiple`
 * false) whose filter can match several, that resolve now and do not take their entity from the state.
 */
export function entitySelectAliases(config: Pick<DashboardConfiguration, 'entityAliases'>, ctx: AliasContext): SelectableAlias[] {
  return Object.entries(config.entityAliases).flatMap(([aliasId, alias]): SelectableAlias[] => {
    if (alias.filter.resolveMultiple || ONE_ENTITY_FILTERS.has(alias.filter.type)) return [];
    const resolution = resolveAliasFilter(alias.filter, ctx);
    if (!resolution.resolved || resolution.stateEntity) return [];
    return [{ aliasId, name: alias.alias, entityFilter: resolution.entityFilter }];
  });
}

/**
 * The query telling which entity an alias's widgets show and whether there are more: the first two of
 * the same filter in the same (server default) order as the widgets' one-entity page.
 */
export function aliasFirstEntitiesQuery(entityFilter: EntityFilter): EntityDataQuery {
  return { entityFilter, pageLink: { pageSize: 2, page: 0 }, entityFields: NAME_FIELDS };
}

/** The query of a picker's search: the alias's entities whose name matches the text, by name, at most 50. */
export function aliasEntitiesSearchQuery(entityFilter: EntityFilter, text: string, limit: number = ENTITY_SUGGESTIONS_LIMIT): EntityDataQuery {
  return {
    entityFilter,
    pageLink: { pageSize: limit, page: 0, textSearch: text.trim() || null, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' } },
    entityFields: NAME_FIELDS,
  };
}

/** One row of an entity query answer, as far as the select reads it. */
export interface AliasEntityRow {
  entityId: { entityType: string; id: string };
  latest?: { ENTITY_FIELD?: Record<string, { value?: string | null } | undefined> };
}

/** The entities of a query answer's rows. */
export function aliasEntitiesOf(rows: readonly AliasEntityRow[] | undefined): AliasEntity[] {
  return (rows ?? []).map((row) => ({ entityType: row.entityId.entityType, id: row.entityId.id, name: row.latest?.ENTITY_FIELD?.name?.value ?? '' }));
}

/** What the select offers for an alias after its first-two answer: nothing unless the filter matched two entities or more. */
export function aliasChoice(alias: SelectableAlias, answer: { data?: readonly AliasEntityRow[]; totalElements?: number } | null | undefined): AliasChoice | null {
  const entities = aliasEntitiesOf(answer?.data);
  const current = entities[0];
  if (!current || Math.max(answer?.totalElements ?? 0, entities.length) < 2) return null;
  return { ...alias, current };
}

/** The entity an offered alias shows: the one picked, else the first its widgets get. */
export function shownEntity(choice: AliasChoice, selection: Readonly<Record<string, AliasEntity>>): AliasEntity {
  return selection[choice.aliasId] ?? choice.current;
}

/** The text of the select's button: the shown entity's name when one alias is offered, else null (the button then reads "Entities"). */
export function entitiesSelectText(choices: readonly AliasChoice[], selection: Readonly<Record<string, AliasEntity>>): string | null {
  const [only, ...others] = choices;
  return only && others.length === 0 ? shownEntity(only, selection).name || null : null;
}
