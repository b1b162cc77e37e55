/** One row of a key/value map editor. */
export interface KeyValueEntry {
  key: string;
  value: string;
}

/** The error code of a map with an incomplete entry (§5 Editors: keyVals is invalid). */
export const KEY_VALS_ERROR = 'keyVals';

/** The rows for a stored map, in its key order; values that are not strings are shown as their JSON text. */
export function entriesOf(map: Readonly<Record<string, unknown>> | null | undefined): KeyValueEntry[] {
  return Object.entries(map ?? {}).map(([key, value]) => ({ key, value: typeof value === 'string' ? value : JSON.stringify(value) }));
}

/** Whether a row has both a non-empty key and a non-empty value. */
export function entryComplete(entry: KeyValueEntry): boolean {
  return entry.key !== '' && entry.value !== '';
}

/** §5: each entry needs a non-empty key and value, else keyVals is invalid. */
export function keyValsValid(entries: readonly KeyValueEntry[]): boolean {
  return entries.every(entryComplete);
}

/** The emitted object: rows with a key, where a later duplicate key overwrites an earlier one. */
export function mapOf(entries: readonly KeyValueEntry[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const entry of entries) if (entry.key !== '') map[entry.key] = entry.value;
  return map;
}

/** Indexes of rows whose key a later row repeats (their value is overwritten in the emitted object). */
export function overwrittenRows(entries: readonly KeyValueEntry[]): Set<number> {
  const last = new Map<string, number>();
  entries.forEach((entry, index) => last.set(entry.key, index));
  return new Set(entries.flatMap((entry, index) => (entry.key !== '' && last.get(entry.key) !== index ? [index] : [])));
}

/** The error of a map: keyVals when an entry is incomplete, required when empty and required, else none. */
export function keyValueError(entries: readonly KeyValueEntry[], required: boolean): typeof KEY_VALS_ERROR | 'required' | null {
  if (!keyValsValid(entries)) return KEY_VALS_ERROR;
  return required && entries.length === 0 ? 'required' : null;
}
