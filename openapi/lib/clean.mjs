// Removing upstream prose and 4.x-only annotations from OpenAPI fragments.

/** Keywords dropped from every upstream schema: prose, examples and 4.x validation hints. */
const SCHEMA_DROP = new Set([
  'description', 'summary', 'title', 'example', 'examples', '$comment',
  'readOnly', 'writeOnly', 'deprecated', 'required', 'externalDocs',
]);

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const SCHEMA_SINGLE = new Set(['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else']);
const SCHEMA_LISTS = new Set(['allOf', 'oneOf', 'anyOf', 'prefixItems']);

/** Deep-copies an upstream schema without its prose or 4.x-only keywords. */
export function cleanSchema(schema) {
  if (Array.isArray(schema)) return schema.map(cleanSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_DROP.has(key) || key.startsWith('x-')) continue;
    if (SCHEMA_MAPS.has(key)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, cleanSchema(sub)]));
    } else if (SCHEMA_SINGLE.has(key)) {
      out[key] = typeof value === 'object' ? cleanSchema(value) : value;
    } else if (SCHEMA_LISTS.has(key)) {
      out[key] = value.map(cleanSchema);
    } else {
      out[key] = structuredClone(value);
    }
  }
  return out;
}

/** Deep-copies an upstream parameter keeping only its name, place, requiredness and schema. */
export function cleanParameter(param) {
  const out = { name: param.name, in: param.in };
  if (param.required) out.required = true;
  if (param.schema) out.schema = cleanSchema(param.schema);
  return out;
}

/** Deep-copies an upstream media-type map (`content`) keeping only the schemas. */
export function cleanContent(content) {
  const out = {};
  for (const [media, body] of Object.entries(content ?? {})) {
    out[media] = body.schema ? { schema: cleanSchema(body.schema) } : {};
  }
  return out;
}

/** Collects every `$ref` target below a node (schemas, parameters, responses alike). */
export function collectRefs(node, into = new Set()) {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, into);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.add(value);
      else if (key === 'mapping' && value && typeof value === 'object') {
        for (const target of Object.values(value)) if (typeof target === 'string') into.add(target);
      } else collectRefs(value, into);
    }
  }
  return into;
}

/** The component name a local schema reference points at, or undefined for other references. */
export function schemaRefName(ref) {
  const prefix = '#/components/schemas/';
  return ref.startsWith(prefix) ? ref.slice(prefix.length) : undefined;
}

/** A reference object pointing at a named schema component. */
export function schemaRef(name) {
  return { $ref: `#/components/schemas/${name}` };
}
