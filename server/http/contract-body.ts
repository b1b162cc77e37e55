import { UUID_PATTERN } from '../db/ids.js';

/** A JSON schema as openapi/thingsboard.json writes it (the parts a body check reads). */
export interface ContractSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  $ref?: string;
  properties?: Record<string, ContractSchema>;
  additionalProperties?: ContractSchema | boolean;
  items?: ContractSchema;
  oneOf?: ContractSchema[];
  anyOf?: ContractSchema[];
  allOf?: ContractSchema[];
}

/** Resolves `#/components/schemas/X` references of the document. */
export type SchemaLookup = (ref: string) => ContractSchema | undefined;

/** References followed below one body before the rest is accepted as it is (bodies nest filters in filters). */
const MAX_DEPTH = 12;

/** Marks a check whose contract type is integer, so that a refusal can say so (Ajv ignores the keyword). */
const INTEGER_MARK = 'x-integer';

const JSON_TYPES = ['object', 'array', 'string', 'number', 'boolean'] as const;
type JsonType = (typeof JSON_TYPES)[number];

/** The JSON types a contract type admits: an integer is any number, as the platform reads `1.0` as 1. */
function jsonType(type: string): JsonType | undefined {
  if (type === 'integer') return 'number';
  return (JSON_TYPES as readonly string[]).includes(type) ? type as JsonType : undefined;
}

function typesOf(schema: ContractSchema, lookup: SchemaLookup, depth: number): Set<JsonType> | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (schema.$ref) {
    const target = lookup(schema.$ref);
    return target ? typesOf(target, lookup, depth + 1) : undefined;
  }
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    const all = new Set<JsonType>();
    for (const branch of branches) {
      if (branch.type === 'null') continue;
      const types = typesOf(branch, lookup, depth + 1);
      if (!types) return undefined;
      types.forEach((t) => all.add(t));
    }
    return all;
  }
  if (schema.allOf) return new Set(['object']);
  if (schema.properties || schema.additionalProperties) return new Set(['object']);
  const declared = [schema.type ?? []].flat().filter((t) => t !== 'null').map(jsonType);
  if (declared.length === 0 || declared.some((t) => t === undefined)) return undefined;
  return new Set(declared as JsonType[]);
}

/** The properties of an object schema, `allOf` parts merged. */
function propertiesOf(schema: ContractSchema, lookup: SchemaLookup, depth: number): Record<string, ContractSchema> {
  if (depth > MAX_DEPTH) return {};
  if (schema.$ref) {
    const target = lookup(schema.$ref);
    return target ? propertiesOf(target, lookup, depth + 1) : {};
  }
  const merged: Record<string, ContractSchema> = {};
  for (const part of schema.allOf ?? []) Object.assign(merged, propertiesOf(part, lookup, depth + 1));
  return Object.assign(merged, schema.properties ?? {});
}

function target(schema: ContractSchema, lookup: SchemaLookup): ContractSchema {
  let current = schema;
  for (let i = 0; current.$ref && i < MAX_DEPTH; i++) current = lookup(current.$ref) ?? {};
  return current;
}

/**
 * The check of one body value, as lenient as the platform's JSON reader: every field may be null or
 * absent (the services word their own "should be specified" messages), unknown fields pass, a union
 * only checks that the value is one of its kinds, and identifiers in an entity id's `entityType` are
 * not compared (the reader ignores them). What it refuses is a value of the wrong kind (a string
 * where an object belongs, a number for a name, an array for a map) and a malformed UUID. Enum
 * values are left to the services, which refuse them in the platform's own words.
 */
export function bodyValueSchema(schema: ContractSchema, lookup: SchemaLookup, depth = 0): Record<string, unknown> {
  const types = typesOf(schema, lookup, depth);
  if (!types || types.size === 0) return {};
  const out: Record<string, unknown> = { type: [...types, 'null'] };
  if ([schema.type ?? []].flat().includes('integer')) out[INTEGER_MARK] = true;
  const resolved = target(schema, lookup);
  const isUnion = Boolean(resolved.oneOf ?? resolved.anyOf);
  if (isUnion || depth >= MAX_DEPTH) return out;
  if (types.has('string') && resolved.format === 'uuid') out.pattern = `(${UUID_PATTERN})|^$`;
  if (types.has('object')) {
    const properties: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(propertiesOf(resolved, lookup, depth))) {
      const check = bodyValueSchema(property, lookup, depth + 1);
      if (Object.keys(check).length > 0) properties[name] = check;
    }
    if (Object.keys(properties).length > 0) out.properties = properties;
    const extra = resolved.additionalProperties;
    if (extra && typeof extra === 'object') {
      const check = bodyValueSchema(extra, lookup, depth + 1);
      if (Object.keys(check).length > 0) out.additionalProperties = check;
    }
  }
  if (types.has('array') && resolved.items) {
    const check = bodyValueSchema(resolved.items, lookup, depth + 1);
    if (Object.keys(check).length > 0) out.items = check;
  }
  return out;
}

/** What a refused body value should have been, in words. */
function expected(params: Record<string, unknown> | undefined, integer: boolean): string {
  if (integer) return 'an integer';
  const types = [params?.type ?? []].flat().map(String).filter((t) => t !== 'null');
  const words: Record<string, string> = { object: 'an object', array: 'an array', string: 'a string', number: 'a number', boolean: 'a boolean' };
  return types.map((t) => words[t] ?? t).join(' or ') || 'a valid value';
}

/** The keys of an Ajv instance path (a JSON pointer). */
const segments = (instancePath: string | undefined) =>
  (instancePath ?? '').split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The field path of an Ajv instance path (`/connections/0/toIndex` → `connections[0].toIndex`). */
export function fieldPath(instancePath: string | undefined): string {
  return segments(instancePath).map((key, i) => (/^\d+$/.test(key) ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');
}

/** One Ajv refusal of a body: where, which keyword, its parameters and the path of the failed check. */
export interface BodyFailure { instancePath?: string; keyword?: string; params?: Record<string, unknown>; schemaPath?: string }

/** The check that failed, found by its schema path (`#/properties/a/type` → the check of `a`). */
function failedCheck(schema: Record<string, unknown>, schemaPath: string | undefined): Record<string, unknown> | undefined {
  let current: unknown = schema;
  for (const key of (schemaPath ?? '').replace(/^#\/?/, '').split('/').filter(Boolean).slice(0, -1)) {
    current = current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  }
  return current && typeof current === 'object' ? current as Record<string, unknown> : undefined;
}

/** The 400 message of a refused body: names the field and what it should be, never repeats the value. */
export function bodyRefusalMessage(schema: Record<string, unknown>, failure: BodyFailure): string {
  const field = fieldPath(failure.instancePath);
  const what = failure.keyword === 'pattern' ? 'a UUID' : expected(failure.params, failedCheck(schema, failure.schemaPath)?.[INTEGER_MARK] === true);
  return field === ''
    ? `Request body must be ${what.replace(/^an object$/, 'a JSON object').replace(/^an array$/, 'a JSON array')}`
    : `Invalid request body: ${field} must be ${what}`;
}
