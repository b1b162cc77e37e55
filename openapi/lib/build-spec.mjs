// Assembling the project's OpenAPI description from the endpoint list, the upstream file and the overlay.
import { reachableSchemas } from './components.mjs';
import { buildOperation } from './operations.mjs';
import { groupEndpoints } from './tsv.mjs';

/** Fixed document header: the title names this project, servers are relative. */
export const SPEC_INFO = {
  title: 'ThingsBoard 3.4.1 REST API as spoken by tbkit',
  version: '3.4.1',
};

/** Capitalises the first letter of a word. */
function upperFirst(word) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The overlay's operationId, else the distinct Java method names joined: `getTenantDeviceOrGetTenantDevices`. */
function baseOperationId(group, overlay) {
  const fixed = overlay.operations?.[group.key]?.operationId;
  if (fixed) return fixed;
  const names = [...new Set(group.rows.map((r) => r.java_method))];
  return names.map((n, i) => (i === 0 ? n : upperFirst(n))).join('Or');
}

/** Gives every group a unique operationId: the Java method name, qualified by controller, then by a counter. */
export function assignOperationIds(groups, overlay = {}) {
  const base = new Map(groups.map((g) => [g.key, baseOperationId(g, overlay)]));
  const count = (ids) => ids.reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map());
  const firstCounts = count([...base.values()]);
  const qualified = new Map(groups.map((g) => {
    const id = base.get(g.key);
    const controller = (g.rows[0]?.controller ?? '').replace(/Controller$|Configuration$/, '');
    return [g.key, firstCounts.get(id) > 1 ? `${id}Of${controller}` : id];
  }));
  const secondCounts = count([...qualified.values()]);
  const seen = new Map();
  const ids = new Map();
  for (const group of groups) {
    const id = qualified.get(group.key);
    if (secondCounts.get(id) > 1) {
      const n = (seen.get(id) ?? 0) + 1;
      seen.set(id, n);
      ids.set(group.key, `${id}${n}`);
    } else ids.set(group.key, id);
  }
  return ids;
}

/** Builds the whole document; returns it with the keys of operations the overlay had to supply. */
export function buildSpec({ rows, upstream, overlay }) {
  const ctx = { upstream, overlay, aliases: overlay.typeAliases ?? {}, text: overlay.text };
  const groups = groupEndpoints(rows);
  const ids = assignOperationIds(groups, overlay);
  const paths = {};
  const overlayOnly = [];
  for (const group of groups) {
    const { op, fromOverlay } = buildOperation(group, ctx);
    if (fromOverlay) overlayOnly.push(group.key);
    const item = paths[group.path] ?? {};
    item[group.method.toLowerCase()] = { operationId: ids.get(group.key), ...op };
    paths[group.path] = item;
  }
  const own = overlay.components ?? {};
  const roots = [paths, own.responses ?? {}];
  const components = {
    responses: sortKeys(own.responses ?? {}),
    schemas: reachableSchemas(roots, ctx),
    securitySchemes: sortKeys(own.securitySchemes ?? {}),
  };
  const usedTags = [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags)))].sort();
  const tags = usedTags.map((name) => (overlay.tagDescriptions?.[name] ? { name, description: overlay.tagDescriptions[name] } : { name }));
  const spec = {
    openapi: '3.1.0',
    info: { ...SPEC_INFO, ...(overlay.infoDescription ? { description: overlay.infoDescription } : {}) },
    servers: [{ url: '/' }],
    security: overlay.security ?? [],
    tags,
    paths,
    components,
  };
  return { spec, overlayOnly, groups };
}

/** Copies an object with its keys in sorted order. */
function sortKeys(obj) {
  return Object.fromEntries(Object.keys(obj).sort().map((k) => [k, obj[k]]));
}

/** Serialises the document the way it is committed: two-space indent, trailing newline. */
export function serializeSpec(spec) {
  return `${JSON.stringify(spec, null, 2)}\n`;
}
