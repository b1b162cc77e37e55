import { json, type Reply, type SeenRequest } from '../../support/fake-fetch.js';

/** An entity a fake entity query knows. */
export interface KnownEntity {
  entityType: string;
  id: string;
  name: string;
}

/**
 * A fake `POST /api/entitiesQuery/find` over the given entities, as the kit's pickers ask it: by id list
 * (showing a stored value) or by a name prefix, ignoring case (suggestions).
 */
export function entityQuery(entities: readonly KnownEntity[]): (request: SeenRequest) => Reply {
  return (request) => {
    const filter = (JSON.parse(request.body) as { entityFilter: { type: string; entityType?: string; entityList?: string[]; entityNameFilter?: string } }).entityFilter;
    const prefix = (filter.entityNameFilter ?? '').toLowerCase();
    const found = entities.filter(
      (e) =>
        e.entityType === filter.entityType &&
        (filter.type === 'entityList' ? (filter.entityList ?? []).includes(e.id) : e.name.toLowerCase().startsWith(prefix)),
    );
    const data = found.map((e) => ({ entityId: { entityType: e.entityType, id: e.id }, latest: { ENTITY_FIELD: { name: { ts: 0, value: e.name } } } }));
    return json(200, { data, totalPages: 1, totalElements: data.length, hasNext: false });
  };
}

/** The names in a picker's open list. */
export function optionNames(root: ParentNode = document): string[] {
  return [...root.querySelectorAll('[role=option]')].map((o) => o.textContent?.trim() ?? '');
}
