/** The keys call of an entity: its time-series or attribute keys (§7 entity keys: entity id, text, key type). */
export function entityKeysPath(entityType: string, entityId: string, keyType: 'timeseries' | 'attributes'): string {
  return `/api/plugins/telemetry/${encodeURIComponent(entityType)}/${encodeURIComponent(entityId)}/keys/${keyType}`;
}

/** Keys holding the typed text, ignoring case, without repeats or the chosen ones, sorted. */
export function matchingKeys(keys: readonly string[], text: string, chosen: readonly string[]): string[] {
  const needle = text.trim().toLocaleLowerCase();
  return [...new Set(keys)].filter((key) => !chosen.includes(key) && key.toLocaleLowerCase().includes(needle)).sort((a, b) => a.localeCompare(b));
}
