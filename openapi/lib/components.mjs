// Collecting the schema components reachable from the kept operations.
import { cleanSchema, collectRefs, schemaRefName } from './clean.mjs';
import { flattenDiscriminators } from './polymorphism.mjs';

/** Builds an id schema such as DeviceId: `{entityType: 'DEVICE', id: uuid}`. */
export function entityIdSchema(entityType) {
  return {
    type: 'object',
    required: ['entityType', 'id'],
    properties: {
      entityType: { type: 'string', const: entityType },
      id: { type: 'string', format: 'uuid' },
    },
  };
}

/** Builds a page schema such as PageDataDevice: `{data, totalPages, totalElements, hasNext}`, all present. */
export function pageDataSchema(itemName) {
  return {
    type: 'object',
    required: ['data', 'totalPages', 'totalElements', 'hasNext'],
    properties: {
      data: { type: 'array', items: { $ref: `#/components/schemas/${itemName}` } },
      totalPages: { type: 'integer', format: 'int32' },
      totalElements: { type: 'integer', format: 'int64' },
      hasNext: { type: 'boolean' },
    },
  };
}

/** 4.x added an optimistic-locking `version` counter to entities; 3.4.1 has none. */
function dropLockingVersion(schema) {
  const version = schema.properties?.version;
  if (version?.type === 'integer' && version.format === 'int64') delete schema.properties.version;
  return schema;
}

/** True when a schema fragment is a reference to an excluded (4.x-only) schema. */
function isExcludedRef(node, excluded) {
  const name = node?.$ref && schemaRefName(node.$ref);
  return Boolean(name && excluded.has(name));
}

/** Removes properties, union members and mapping entries that point at excluded schemas. */
export function dropExcluded(node, excluded) {
  if (Array.isArray(node)) return node.filter((item) => !isExcludedRef(item, excluded)).map((item) => dropExcluded(item, excluded));
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties') {
      out.properties = Object.fromEntries(Object.entries(value)
        .filter(([, prop]) => !isExcludedRef(prop, excluded) && !isExcludedRef(prop.items, excluded))
        .map(([name, prop]) => [name, dropExcluded(prop, excluded)]));
    } else if (key === 'mapping') {
      out.mapping = Object.fromEntries(Object.entries(value).filter(([, ref]) => !isExcludedRef({ $ref: ref }, excluded)));
    } else out[key] = dropExcluded(value, excluded);
  }
  return out;
}

/** Applies an overlay patch: replace an enum, add, replace or remove properties, set `required` or `additionalProperties`. */
function applyPatch(schema, patch) {
  if (!patch) return schema;
  const out = structuredClone(schema);
  if (patch.enum) {
    out.enum = [...patch.enum];
    return out;
  }
  let target = out.properties ? out : (out.allOf ?? []).find((part) => part.properties);
  if (!target && out.allOf) {
    // A child that only inherits (`allOf: [base]`) gets its own part, so the flattening keeps the patch.
    target = { type: 'object', properties: {} };
    out.allOf.push(target);
  }
  target ??= out;
  target.properties = { ...target.properties, ...patch.properties };
  for (const name of patch.remove ?? []) delete target.properties[name];
  if (patch.required) target.required = [...patch.required];
  if ('additionalProperties' in patch) target.additionalProperties = structuredClone(patch.additionalProperties);
  return out;
}

/** Produces one named schema from the overlay, the id list or the upstream file. */
function resolveSchema(name, ctx) {
  const { overlay, upstream } = ctx;
  if (overlay.schemas?.[name]) return { schema: structuredClone(overlay.schemas[name]), fromOverlay: true };
  if (overlay.entityIds?.[name]) return { schema: entityIdSchema(overlay.entityIds[name]), fromOverlay: true };
  const page = /^PageData(\w+)$/.exec(name);
  if (page?.[1]) return { schema: pageDataSchema(page[1]), fromOverlay: true };
  const up = upstream?.components?.schemas?.[name];
  if (!up) throw new Error(`schema ${name} is neither in the overlay nor in the upstream file`);
  if (ctx.excluded.has(name)) throw new Error(`schema ${name} is excluded by the overlay but still referenced`);
  const cleaned = dropExcluded(dropLockingVersion(cleanSchema(up)), ctx.excluded);
  return { schema: applyPatch(cleaned, overlay.schemaPatches?.[name]), fromOverlay: false };
}

/** Resolves every schema reachable from the given roots; returns them sorted by name. */
export function reachableSchemas(roots, baseCtx) {
  const ctx = { ...baseCtx, excluded: new Set(baseCtx.overlay.excludeSchemas ?? []) };
  const schemas = {};
  const pending = [...collectRefs(roots)];
  while (pending.length > 0) {
    const ref = pending.pop();
    const name = ref && schemaRefName(ref);
    if (!name || schemas[name]) continue;
    schemas[name] = resolveSchema(name, ctx).schema;
    pending.push(...collectRefs(schemas[name]));
  }
  const flat = flattenDiscriminators(schemas);
  return Object.fromEntries(Object.keys(flat).sort().map((name) => [name, flat[name]]));
}
