import type { KvValue } from './values.js';

/** The typed value columns as read back (long and JSON as text, so nothing is rounded or reformatted). */
export interface KvColumns {
  bool_v: boolean | null;
  long_v: string | null;
  dbl_v: number | null;
  str_v: string | null;
  json_v: string | null;
}

/** SELECT list of the typed columns in the form `kvFromRow` reads. */
export const KV_SELECT = 'bool_v, long_v::text AS long_v, dbl_v, str_v, json_v::text AS json_v';

/** Reads the typed value of a row; undefined when every column is NULL. */
export function kvFromRow(row: KvColumns): KvValue | undefined {
  if (row.bool_v !== null) return { type: 'BOOLEAN', value: row.bool_v };
  if (row.long_v !== null) return { type: 'LONG', value: BigInt(row.long_v) };
  if (row.dbl_v !== null) return { type: 'DOUBLE', value: Number(row.dbl_v) };
  if (row.str_v !== null) return { type: 'STRING', value: row.str_v };
  if (row.json_v !== null) return { type: 'JSON', value: row.json_v };
  return undefined;
}

/** Column arrays for a multi-row insert through `unnest` (one entry per value, NULL where the type differs). */
export interface KvArrays {
  bool: Array<boolean | null>;
  long: Array<string | null>;
  dbl: Array<number | null>;
  str: Array<string | null>;
  json: Array<string | null>;
}

/** Empty column arrays. */
export const emptyKvArrays = (): KvArrays => ({ bool: [], long: [], dbl: [], str: [], json: [] });

/** Appends one value to the column arrays. */
export function pushKv(arrays: KvArrays, kv: KvValue): void {
  arrays.bool.push(kv.type === 'BOOLEAN' ? kv.value : null);
  arrays.long.push(kv.type === 'LONG' ? kv.value.toString() : null);
  arrays.dbl.push(kv.type === 'DOUBLE' ? kv.value : null);
  arrays.str.push(kv.type === 'STRING' ? kv.value : null);
  arrays.json.push(kv.type === 'JSON' ? kv.value : null);
}

/** `unnest` arguments for the five typed arrays starting at parameter `$first`. */
export function unnestKvSql(first: number): string {
  const types = ['boolean[]', 'bigint[]', 'float8[]', 'text[]', 'json[]'];
  return types.map((t, i) => `$${first + i}::${t}`).join(', ');
}

/** The five typed arrays as query parameters, in `unnestKvSql` order. */
export const kvParams = (a: KvArrays): unknown[] => [a.bool, a.long, a.dbl, a.str, a.json];
