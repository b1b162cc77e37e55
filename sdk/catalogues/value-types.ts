/** Content types of a stored resource or script payload. */
export const CONTENT_TYPES = ['JSON', 'TEXT', 'BINARY'] as const;

/** One content type of {@link CONTENT_TYPES}. */
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Value types of the typed value input. */
export const VALUE_TYPES = ['STRING', 'INTEGER', 'DOUBLE', 'BOOLEAN', 'JSON'] as const;

/** One value type of {@link VALUE_TYPES}. */
export type ValueType = (typeof VALUE_TYPES)[number];

/** Data types of stored attribute and telemetry values. */
export const DATA_TYPES = ['STRING', 'LONG', 'BOOLEAN', 'DOUBLE', 'JSON'] as const;

/** One data type of {@link DATA_TYPES}. */
export type DataType = (typeof DATA_TYPES)[number];

/** Infers the value type of a written value: boolean, integer (no decimal point), double, JSON for objects, otherwise string. */
export function inferValueType(value: unknown): ValueType {
  if (typeof value === 'boolean') return 'BOOLEAN';
  if (typeof value === 'number') return Number.isInteger(value) && !String(value).includes('.') ? 'INTEGER' : 'DOUBLE';
  if (value !== null && typeof value === 'object') return 'JSON';
  return 'STRING';
}
