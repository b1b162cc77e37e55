import type { CallScope } from '../../sdk/client.js';
import { entitiesByIdsQuery, entitiesOfRows, entityByIdQuery, inIdOrder, entitySuggestionQuery, type EntityQueryRow, type PickedEntity } from './entity-autocomplete.logic.js';

type QueryAnswer = { data?: EntityQueryRow[] };

/** Entities of a type whose name starts with the text (limit 50, §7), excluded ids left out; [] on failure (§8). */
export async function fetchEntitySuggestions(
  api: CallScope,
  entityType: string,
  text: string,
  options: { subType?: string | null; limit?: number; exclude?: readonly string[] } = {},
): Promise<PickedEntity[]> {
  const answer = await api.call<QueryAnswer>('POST', '/api/entitiesQuery/find', { body: entitySuggestionQuery(entityType, text, options) });
  return answer.ok ? entitiesOfRows(answer.data?.data, options.exclude) : [];
}

/** One entity by type and id, or null when it cannot be read (§8: the selection is then cleared). */
export async function fetchEntityById(api: CallScope, entityType: string, id: string): Promise<PickedEntity | null> {
  const answer = await api.call<QueryAnswer>('POST', '/api/entitiesQuery/find', { body: entityByIdQuery(entityType, id) });
  return answer.ok ? (entitiesOfRows(answer.data?.data)[0] ?? null) : null;
}

/** Entities of a type by ids, in the order asked; [] on failure. */
export async function fetchEntitiesByIds(api: CallScope, entityType: string, ids: readonly string[]): Promise<PickedEntity[]> {
  if (ids.length === 0) return [];
  const answer = await api.call<QueryAnswer>('POST', '/api/entitiesQuery/find', { body: entitiesByIdsQuery(entityType, ids) });
  return answer.ok ? inIdOrder(ids, entitiesOfRows(answer.data?.data)) : [];
}
