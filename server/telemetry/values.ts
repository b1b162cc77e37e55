import { JsonNumber, stringifyTree, type JsonTree } from './json-text.js';

/** Data types of stored attribute and time-series values. */
export const DATA_TYPES = ['BOOLEAN', 'LONG', 'DOUBLE', 'STRING', 'JSON'] as const;

/** One data type of {@link DATA_TYPES}. */
export type DataType = (typeof DATA_TYPES)[number];

/** A typed stored value; LONG is exact (bigint), JSON is the JSON text as written. */
export type KvValue =
  | { type: 'BOOLEAN'; value: boolean }
  | { type: 'LONG'; value: bigint }
  | { type: 'DOUBLE'; value: number }
  | { type: 'STRING'; value: string }
  | { type: 'JSON'; value: string };

/** Largest and smallest values a LONG holds (64-bit signed). */
export const LONG_MAX = 2n ** 63n - 1n;
const LONG_MIN = -(2n ** 63n);

/** Message of a rejected integer literal beyond 64 bits. */
export const BIG_INTEGER_MESSAGE = 'Big integer values are not supported!';

/** Message of a rejected number literal beyond the range of a double (e.g. 1e400). */
export const DOUBLE_RANGE_MESSAGE = 'Number is out of the range of a double!';

/**
 * Types a number literal: a decimal point or exponent makes a DOUBLE (throws beyond the range of a
 * double), else a LONG (64-bit, or throws).
 */
export function numberValue(raw: string): KvValue {
  if (/[.eE]/.test(raw)) {
    const value = Number(raw);
    if (!Number.isFinite(value)) throw new RangeError(DOUBLE_RANGE_MESSAGE);
    return { type: 'DOUBLE', value };
  }
  const n = BigInt(raw);
  if (n > LONG_MAX || n < LONG_MIN) throw new RangeError(BIG_INTEGER_MESSAGE);
  return { type: 'LONG', value: n };
}

/** Types a written JSON value; null answers undefined (an entry without a value). */
export function kvFromTree(tree: JsonTree): KvValue | undefined {
  if (tree === null) return undefined;
  if (typeof tree === 'boolean') return { type: 'BOOLEAN', value: tree };
  if (typeof tree === 'string') return { type: 'STRING', value: tree };
  if (tree instanceof JsonNumber) return numberValue(tree.raw);
  return { type: 'JSON', value: stringifyTree(tree) };
}

/** Types a plain JavaScript value (integers become LONG, other numbers DOUBLE, objects JSON). */
export function kvFromPlain(value: unknown): KvValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'boolean') return { type: 'BOOLEAN', value };
  if (typeof value === 'bigint') return { type: 'LONG', value };
  if (typeof value === 'number') return Number.isInteger(value) ? { type: 'LONG', value: BigInt(value) } : { type: 'DOUBLE', value };
  if (typeof value === 'string') return { type: 'STRING', value };
  return { type: 'JSON', value: JSON.stringify(value) };
}

/** A DOUBLE value as a typed value (for producers that know a number is a measurement, e.g. 21.0). */
export const doubleValue = (value: number): KvValue => ({ type: 'DOUBLE', value });

/**
 * Formats a double the way the platform prints doubles: plain notation with at least one
 * fractional digit between 10^-3 and 10^7 ("22.0", "0.001"), otherwise "d.dddE±n" ("1.0E7", "1.5E-4").
 */
export function formatDouble(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : '-Infinity';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(x);
  const sign = x < 0 ? '-' : '';
  const [mantissa = '0', expText = '0'] = abs.toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const exp = Number(expText);
  if (abs >= 1e-3 && abs < 1e7) {
    if (exp >= 0) {
      const int = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
      const frac = digits.slice(exp + 1) || '0';
      return `${sign}${int}.${frac}`;
    }
    return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  }
  const frac = digits.slice(1) || '0';
  return `${sign}${digits[0]}.${frac}E${exp}`;
}

/** The value as text, as time-series reads and realtime updates carry it (JSON as its text). */
export function kvAsString(kv: KvValue): string {
  switch (kv.type) {
    case 'BOOLEAN': return kv.value ? 'true' : 'false';
    case 'LONG': return kv.value.toString();
    case 'DOUBLE': return formatDouble(kv.value);
    case 'STRING': return kv.value;
    case 'JSON': return kv.value;
  }
}

/** The value as a plain JavaScript value: boolean, number, string or the parsed JSON. */
export function kvToPlain(kv: KvValue): unknown {
  switch (kv.type) {
    case 'LONG': return Number(kv.value);
    case 'JSON': return parseStoredJson(kv.value);
    default: return kv.value;
  }
}

function parseStoredJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (_err) {
    return text;
  }
}

/** Text of a plain value as realtime updates show it (JSON values as JSON text, numbers as JavaScript prints them). */
export function plainAsString(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
