import { SUBTYPE_MAX_LENGTH } from '../../sdk/catalogues/limits.js';

/** Where each entity type with subtypes lists them (§7: lists of {type}). */
export const SUBTYPE_PATHS: Readonly<Record<string, string>> = {
  DEVICE: '/api/device/types',
  ASSET: '/api/asset/types',
  EDGE: '/api/edge/types',
  ENTITY_VIEW: '/api/entityView/types',
};

/** The subtype names of a types answer, without blanks or repeats, sorted. */
export function subtypeNames(answer: ReadonlyArray<{ type?: string | null }> | null | undefined): string[] {
  return [...new Set((answer ?? []).map((entry) => entry.type ?? '').filter((type) => type !== ''))].sort((a, b) => a.localeCompare(b));
}

/** Subtypes whose name holds the typed text, ignoring case; those already chosen left out. */
export function matchingSubtypes(types: readonly string[], text: string, chosen: readonly string[] = []): string[] {
  const needle = text.trim().toLocaleLowerCase();
  return types.filter((type) => !chosen.includes(type) && type.toLocaleLowerCase().includes(needle));
}

/** §5 subtype text: required when flagged, at most 255 characters (after trimming). */
export function subtypeError(text: string, required: boolean): 'required' | 'max-length' | null {
  const value = text.trim();
  if (value === '') return required ? 'required' : null;
  return value.length > SUBTYPE_MAX_LENGTH ? 'max-length' : null;
}

export { addEntries, splitEntries } from '../entity-autocomplete/text-entries.logic.js';

/** Per-type caches of subtype lists, dropped when an entity of that kind is saved (§4). */
const cache = new Map<string, Promise<string[]>>();

/** The cached subtype list of a backend and type, loaded by `load` on first need; a failure is not kept. */
export function cachedSubtypes(key: string, load: () => Promise<string[]>): Promise<string[]> {
  let found = cache.get(key);
  if (!found) {
    found = load().catch((error: unknown) => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, found);
  }
  return found;
}

/** Drops the cached subtype lists (all, or those of one entity type): call it after saving an asset, device, edge or entity view. */
export function dropSubtypeCache(entityType?: string): void {
  for (const key of [...cache.keys()]) if (!entityType || key.endsWith(`|${entityType}`)) cache.delete(key);
}
