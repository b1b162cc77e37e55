import { isJsonObject, JsonNumber, type JsonTree } from './json-text.js';
import { kvFromTree, type KvValue } from './values.js';

/** Longest accepted key of an attribute or time series. */
export const MAX_KEY_LENGTH = 255;

/** One time-series value to store. */
export interface TsEntry {
  ts: number;
  key: string;
  value: KvValue;
}

/** An invalid telemetry or attribute payload (answered 400). */
export class PayloadError extends Error {}

/** Checks a key: not blank, at most 255 characters. */
export function checkKey(key: string): void {
  if (key.trim() === '') throw new PayloadError('Key cannot be empty or contain only spaces');
  if (key.length > MAX_KEY_LENGTH) throw new PayloadError(`Key '${key.slice(0, 32)}…' is longer than ${MAX_KEY_LENGTH} characters`);
}

function typed(key: string, tree: JsonTree): KvValue | undefined {
  try {
    return kvFromTree(tree);
  } catch (err) {
    throw new PayloadError(`${(err as Error).message} (key '${key}')`);
  }
}

function readTs(tree: JsonTree | undefined): number {
  const raw = tree instanceof JsonNumber ? tree.raw : typeof tree === 'string' ? tree : undefined;
  const ts = raw === undefined || raw.trim() === '' ? NaN : Math.trunc(Number(raw));
  if (!Number.isSafeInteger(ts)) throw new PayloadError("'ts' must be a number of milliseconds");
  return ts;
}

function addValues(out: TsEntry[], values: Map<string, JsonTree>, ts: number): void {
  for (const [key, tree] of values) {
    checkKey(key);
    const value = typed(key, tree);
    if (!value) throw new PayloadError(`Value of '${key}' is null`);
    out.push({ ts, key, value });
  }
}

function addObject(out: TsEntry[], obj: Map<string, JsonTree>, now: number): void {
  if (!obj.has('ts') || !obj.has('values')) {
    addValues(out, obj, now);
    return;
  }
  const values = obj.get('values');
  if (!isJsonObject(values)) throw new PayloadError("'values' must be a JSON object");
  addValues(out, values, readTs(obj.get('ts')));
}

/**
 * Reads a time-series payload: `{"k": v}` (stamped `now`), `{"ts": ms, "values": {"k": v}}`, or an
 * array of either. Integers are LONG, decimals DOUBLE, objects and arrays JSON; null values are rejected.
 */
export function parseTimeseriesPayload(tree: JsonTree, now: number): TsEntry[] {
  const out: TsEntry[] = [];
  if (Array.isArray(tree)) {
    for (const item of tree) {
      if (!isJsonObject(item)) throw new PayloadError('Each array element must be a JSON object');
      addObject(out, item, now);
    }
  } else if (isJsonObject(tree)) {
    addObject(out, tree, now);
  } else {
    throw new PayloadError('Payload must be a JSON object or an array of objects');
  }
  return out;
}

/** Attribute writes read from a payload: values to store and keys written as null (to delete). */
export interface AttributesPayload {
  values: Map<string, KvValue>;
  deletes: string[];
}

/** Reads an attributes payload `{"k": v, ...}`; a null value asks for the attribute to be deleted. */
export function parseAttributesPayload(tree: JsonTree): AttributesPayload {
  if (!isJsonObject(tree)) throw new PayloadError('Request is not a JSON object');
  const values = new Map<string, KvValue>();
  const deletes: string[] = [];
  for (const [key, v] of tree) {
    checkKey(key);
    const value = typed(key, v);
    if (value) values.set(key, value);
    else deletes.push(key);
  }
  return { values, deletes };
}

/** Splits a comma-separated key list, trimming blanks; empty for none. */
export function splitKeys(raw: unknown): string[] {
  if (typeof raw !== 'string' || raw.trim() === '') return [];
  return raw.split(',').map((k) => k.trim()).filter((k) => k !== '');
}
