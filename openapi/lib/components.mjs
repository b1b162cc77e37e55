// Collecting the schema components reachable from the kept operations.
import { cleanSchema, collectRefs, schemaRefName } from './clean.mjs';

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

/** Applies an overlay patch: add or replace properties, remove some, set `required`. */
function applyPatch(schema, patch) {
  if (!patch) return schema;
  const out = structuredClone(schema);
  const target = out.properties ? out : (out.allOf ?? []).find((part) => part.properties) ?? out;
  target.properties = { ...target.properties, ...patch.properties };
  for (const name of patch.remove ?? []) delete target.properties[name];
  if (patch.required) target.required = [...patch.required];
  if (patch.mapping && out.discriminator) out.discriminator.mapping = { ...patch.mapping };
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
  return { schema: applyPatch(dropLockingVersion(cleanSchema(up)), overlay.schemaPatches?.[name]), fromOverlay: false };
}

/** Resolves every schema reachable from the given roots; returns them sorted by name. */
export function reachableSchemas(roots, ctx) {
  const schemas = {};
  const pending = [...collectRefs(roots)];
  while (pending.length > 0) {
    const ref = pending.pop();
    const name = ref && schemaRefName(ref);
    if (!name || schemas[name]) continue;
    schemas[name] = resolveSchema(name, ctx).schema;
    pending.push(...collectRefs(schemas[name]));
  }
  return Object.fromEntries(Object.keys(schemas).sort().map((name) => [name, schemas[name]]));
}
