/** Entity types the type pickers offer when the caller names none. */
export const DEFAULT_PICKER_ENTITY_TYPES = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'EDGE', 'CUSTOMER', 'TENANT', 'USER', 'DASHBOARD', 'RULE_CHAIN'] as const;

/** The offered types: the caller's list (repeats dropped) or the default one. */
export function offeredEntityTypes(allowed: readonly string[] | null | undefined): string[] {
  return allowed && allowed.length > 0 ? [...new Set(allowed)] : [...DEFAULT_PICKER_ENTITY_TYPES];
}

/** §5: when the allowed list changes and the current value is absent from it, the value is cleared. */
export function keptEntityType(value: string | null | undefined, offered: readonly string[]): string | null {
  return value && offered.includes(value) ? value : null;
}

/**
 * §5 entity type list: the types a person can still add — not already in the list (no duplicates) and
 * whose translated name holds the typed text, ignoring case.
 */
export function matchingEntityTypes(offered: readonly string[], chosen: readonly string[], text: string, nameOf: (type: string) => string): string[] {
  const needle = text.trim().toLocaleLowerCase();
  return offered.filter((type) => !chosen.includes(type) && nameOf(type).toLocaleLowerCase().includes(needle));
}

/** Adds an entry to a list unless it is already there. */
export function withEntry<T>(list: readonly T[], entry: T): T[] {
  return list.includes(entry) ? [...list] : [...list, entry];
}

/** Error key of an entity type list: `list-empty` when required and empty, once a person left it. */
export function entityTypeListError(required: boolean, count: number, touched: boolean): 'list-empty' | null {
  return required && count === 0 && touched ? 'list-empty' : null;
}
