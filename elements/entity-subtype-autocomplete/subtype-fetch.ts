import { kitClient } from '../core/runtime.js';
import { SUBTYPE_PATHS, cachedSubtypes, subtypeNames } from './entity-subtype.logic.js';

/** The subtypes of an entity type (cached per backend and type); [] for a type without subtypes or on failure (§8). */
export function loadSubtypes(entityType: string, baseUrl?: string): Promise<string[]> {
  const path = SUBTYPE_PATHS[entityType];
  if (!path) return Promise.resolve([]);
  const client = kitClient(baseUrl || undefined);
  return cachedSubtypes(`${client.baseUrl}|${entityType}`, async () => {
    const answer = await client.with({ ignoreErrors: true, ignoreLoading: true }).call<Array<{ type?: string }>>('GET', path);
    if (!answer.ok) throw answer.error;
    return subtypeNames(answer.data);
  }).catch(() => []);
}
