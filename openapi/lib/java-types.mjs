// Mapping the Java type names of the 3.4.1 endpoint list onto OpenAPI schemas.
import { schemaRef } from './clean.mjs';

const PRIMITIVES = {
  int: { type: 'integer', format: 'int32' },
  Integer: { type: 'integer', format: 'int32' },
  long: { type: 'integer', format: 'int64' },
  Long: { type: 'integer', format: 'int64' },
  boolean: { type: 'boolean' },
  Boolean: { type: 'boolean' },
  String: { type: 'string' },
  UUID: { type: 'string', format: 'uuid' },
};

/** Types whose JSON shape the name alone does not tell; the upstream file or the overlay must. */
const OPAQUE = new Set(['ResponseEntity', 'JsonNode', 'ObjectNode', 'Map<Class<?>']);

/** Java types answered without a body. */
const EMPTY = new Set(['void', 'Void']);

/** Strips one wrapper such as `DeferredResult<X>` and returns X, or undefined. */
function unwrap(type, wrapper) {
  const open = `${wrapper}<`;
  return type.startsWith(open) && type.endsWith('>') ? type.slice(open.length, -1) : undefined;
}

/**
 * Describes what a Java type means on the wire: `{ kind: 'empty' }`, `{ kind: 'opaque' }`,
 * `{ kind: 'binary' }`, `{ kind: 'text' }` (a bare String answer), or `{ kind: 'json', schema }`.
 */
export function javaTypeShape(rawType, aliases = {}) {
  const type = rawType.replace(/\?$/, '').trim();
  const deferred = unwrap(type, 'DeferredResult');
  if (deferred !== undefined) return javaTypeShape(deferred, aliases);
  if (EMPTY.has(type)) return { kind: 'empty' };
  if (OPAQUE.has(type)) return { kind: 'opaque' };
  if (type.startsWith('ResponseEntity<')) {
    return type.includes('Resource') ? { kind: 'binary' } : { kind: 'opaque' };
  }
  if (type === 'String') return { kind: 'text' };
  return { kind: 'json', schema: javaTypeSchema(type, aliases) };
}

/** The OpenAPI schema for a Java type used inside JSON (no wrappers for empty or opaque types). */
export function javaTypeSchema(type, aliases = {}) {
  const primitive = PRIMITIVES[type];
  if (primitive) return { ...primitive };
  if (type.endsWith('[]')) return { type: 'array', items: javaTypeSchema(type.slice(0, -2), aliases) };
  const list = unwrap(type, 'List');
  if (list !== undefined) return { type: 'array', items: javaTypeSchema(list, aliases) };
  const set = unwrap(type, 'Set');
  if (set !== undefined) return { type: 'array', uniqueItems: true, items: javaTypeSchema(set, aliases) };
  const generic = /^(PageData|BulkImportResult)<(\w+)>$/.exec(type);
  if (generic) return schemaRef(`${generic[1]}${generic[2]}`);
  if (!/^\w+$/.test(type)) throw new Error(`cannot map Java type ${type}`);
  return schemaRef(aliases[type] ?? type);
}

/** The OpenAPI schema of a query parameter of the given Java type. */
export function javaParamSchema(type) {
  if (type.endsWith('[]')) return { type: 'array', items: javaParamSchema(type.slice(0, -2)) };
  return { ...(PRIMITIVES[type] ?? { type: 'string' }) };
}

/** The JSON base type of a schema (`string`, `integer`, `array` …), following nothing. */
export function baseType(schema) {
  if (!schema || typeof schema !== 'object') return undefined;
  if (schema.$ref) return 'ref';
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}
