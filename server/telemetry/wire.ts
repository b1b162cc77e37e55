import type { ApiSchema } from '../../sdk/api-schema.js';
import type { StoredAttribute } from './attr-store.js';
import type { KeyPoint } from './ts-store.js';
import { kvAsString, kvToPlain, type KvValue } from './values.js';

/** One time-series point on the wire. */
export type TsData = ApiSchema<'TsValue'>;

/** A value as answered: typed (strict) or as text. */
export const wireValue = (v: KvValue, strict: boolean): unknown => (strict ? kvToPlain(v) : kvAsString(v));

/** Groups points into `{key: [{ts, value}]}` in the order they come, values typed or as text. */
export function toTsResponse(points: KeyPoint[], strict: boolean): ApiSchema<'TimeseriesData'> {
  const out: ApiSchema<'TimeseriesData'> = Object.create(null);
  for (const p of points) (out[p.key] ??= []).push({ ts: p.ts, value: wireValue(p.value, strict) });
  return out;
}

/** Latest values answered for requested keys; a key with no value answers `[{ts: now, value: null}]`. */
export function toLatestResponse(points: KeyPoint[], keys: string[] | undefined, strict: boolean, now: number): ApiSchema<'TimeseriesData'> {
  const found = toTsResponse(points, strict);
  if (!keys) return found;
  const out: ApiSchema<'TimeseriesData'> = Object.create(null);
  for (const k of keys) out[k] = found[k] ?? [{ ts: now, value: null }];
  return out;
}

/** Attributes as `[{lastUpdateTs, key, value}]` with typed values. */
export const toAttributeData = (list: StoredAttribute[]): Array<ApiSchema<'AttributeKv'>> =>
  list.map((a) => ({ lastUpdateTs: a.lastUpdateTs, key: a.key, value: kvToPlain(a.value) }));

/** Attributes as a `{key: value}` object with typed values (device API reads). */
export function toKeyValueObject(list: StoredAttribute[]): ApiSchema<'KeyValueMap'> {
  const out: ApiSchema<'KeyValueMap'> = {};
  for (const a of list) Object.defineProperty(out, a.key, { value: kvToPlain(a.value), enumerable: true, writable: true, configurable: true });
  return out;
}
