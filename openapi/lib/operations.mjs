// Building one OpenAPI operation from a group of 3.4.1 endpoint rows, the upstream file and the overlay.
import { cleanContent, cleanParameter, cleanSchema } from './clean.mjs';
import { baseType, javaParamSchema, javaTypeShape } from './java-types.mjs';
import { parseQueryParams, pathParamNames } from './tsv.mjs';

const JSON_MEDIA = 'application/json';

/** Finds the upstream operation whose path has the same shape (parameter names may differ). */
export function findUpstreamOperation(upstream, method, path) {
  const shape = path.replace(/\{[^}]+\}/g, '{}');
  for (const [upPath, item] of Object.entries(upstream?.paths ?? {})) {
    if (upPath.replace(/\{[^}]+\}/g, '{}') !== shape) continue;
    const op = item[method.toLowerCase()];
    if (op) return { path: upPath, op };
  }
  return undefined;
}

/** Resolves a local schema reference in the upstream file, one level. */
function resolveUpstream(upstream, schema) {
  const name = schema?.$ref?.replace('#/components/schemas/', '');
  return name ? upstream?.components?.schemas?.[name] : schema;
}

/** Picks the upstream parameter schema when it agrees with the 3.4.1 Java type, else the Java one. */
function paramSchema(upstream, upParam, javaType) {
  const fromJava = javaParamSchema(javaType);
  if (!upParam?.schema) return fromJava;
  const upBase = baseType(resolveUpstream(upstream, upParam.schema));
  if (upBase !== baseType(fromJava)) return fromJava;
  if (upBase === 'array' && baseType(upParam.schema.items) !== baseType(fromJava.items)) return fromJava;
  return cleanSchema(upParam.schema);
}

/** Merges the query parameters of all rows: optional unless every variant requires it. */
function mergedQueryParams(rows) {
  const merged = new Map();
  for (const row of rows) {
    for (const param of parseQueryParams(row.query_params)) {
      const seen = merged.get(param.name) ?? { ...param, requiredIn: 0 };
      if (param.required) seen.requiredIn += 1;
      merged.set(param.name, seen);
    }
  }
  return [...merged.values()].map((p) => ({ ...p, required: p.requiredIn === rows.length }));
}

/** Builds the parameter list: path parameters in path order, then query parameters in list order. */
function buildParameters(group, up, overlayOp, ctx) {
  const { upstream } = ctx;
  const upParams = (up?.op.parameters ?? []).map((p) => p.$ref ? undefined : p).filter(Boolean);
  const upPathNames = up ? pathParamNames(up.path) : [];
  const overrides = overlayOp?.params ?? {};
  const pathParams = pathParamNames(group.path).map((name, i) => {
    const upParam = upParams.find((p) => p.in === 'path' && p.name === upPathNames[i]);
    const schema = upParam?.schema ? cleanSchema(upParam.schema) : { type: 'string' };
    return { name, in: 'path', required: true, schema, ...ctx.overlay.pathParams?.[name], ...overrides[name] };
  });
  const queryParams = mergedQueryParams(group.rows).map((q) => {
    const upParam = upParams.find((p) => p.in === 'query' && p.name === q.name);
    const param = { name: q.name, in: 'query', schema: paramSchema(upstream, upParam, q.javaType) };
    if (q.required) param.required = true;
    return { ...param, ...ctx.overlay.queryParams?.[q.name], ...overrides[q.name] };
  });
  const known = new Set([...pathParams, ...queryParams].map((p) => p.name));
  for (const name of Object.keys(overrides)) {
    if (!known.has(name)) throw new Error(`${group.key}: overlay parameter ${name} is not a 3.4.1 parameter`);
  }
  return [...pathParams, ...queryParams].map((p) => cleanParameter(p));
}

/** Builds the request body from the overlay, the 3.4.1 Java type and the upstream body. */
function buildRequestBody(group, up, overlayOp, ctx) {
  if (overlayOp && 'body' in overlayOp) {
    if (overlayOp.body === null) return undefined;
    const content = { [overlayOp.bodyMedia ?? JSON_MEDIA]: { schema: overlayOp.body } };
    return { required: overlayOp.bodyRequired !== false, content };
  }
  const javaBody = group.rows.map((r) => r.request_body).find(Boolean);
  const upBody = up?.op.requestBody;
  if (!javaBody) return upBody ? { required: upBody.required === true, content: cleanContent(upBody.content) } : undefined;
  const required = !javaBody.endsWith('?');
  const shape = javaTypeShape(javaBody, ctx.aliases);
  if (shape.kind === 'json') return { required, content: { [JSON_MEDIA]: { schema: shape.schema } } };
  const upJson = upBody?.content?.[JSON_MEDIA]?.schema;
  return { required, content: { [JSON_MEDIA]: { schema: upJson ? cleanSchema(upJson) : {} } } };
}

/** Describes one Java return type as a success response, or undefined when unknown. */
function successFromJava(type, up, ctx) {
  const shape = javaTypeShape(type, ctx.aliases);
  const ok = { description: ctx.text.success };
  if (shape.kind === 'empty') return ok;
  if (shape.kind === 'text') return { ...ok, content: { 'text/plain': { schema: { type: 'string' } } } };
  if (shape.kind === 'binary') {
    return { ...ok, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } };
  }
  if (shape.kind === 'json') return { ...ok, content: { [JSON_MEDIA]: { schema: shape.schema } } };
  const upContent = up?.op.responses?.['200']?.content;
  return upContent ? { ...ok, content: cleanContent(upContent) } : undefined;
}

/** Builds the success response; variants with different answers become a `oneOf`. */
function buildSuccess(group, up, overlayOp, ctx) {
  if (overlayOp && 'answer' in overlayOp) {
    const ok = { description: ctx.text.success };
    if (overlayOp.answer === null) return ok;
    return { ...ok, content: { [overlayOp.answerMedia ?? JSON_MEDIA]: { schema: overlayOp.answer } } };
  }
  const types = [...new Set(group.rows.map((r) => r.return_type).filter(Boolean))];
  if (types.length === 1) return successFromJava(types[0], up, ctx);
  if (types.length === 0) return undefined;
  const schemas = types.map((t) => javaTypeShape(t, ctx.aliases));
  if (schemas.some((s) => s.kind !== 'json')) return undefined;
  const oneOf = schemas.map((s) => s.schema);
  return { description: ctx.text.success, content: { [JSON_MEDIA]: { schema: { oneOf } } } };
}

/** True when the path answers errors as plain text or an empty body instead of the JSON error. */
function hasTextErrors(path, overlay) {
  return (overlay.textErrorPrefixes ?? []).some((prefix) => path.startsWith(prefix));
}

/** Builds the full response map of an operation. */
function buildResponses(group, up, overlayOp, ctx) {
  const success = buildSuccess(group, up, overlayOp, ctx);
  if (!success) throw new Error(`${group.key}: no answer shape in the endpoint list, upstream file or overlay`);
  const error = hasTextErrors(group.path, ctx.overlay) ? 'TextError' : 'Error';
  const responses = {
    200: success,
    '4XX': { $ref: `#/components/responses/${error}` },
    '5XX': { $ref: `#/components/responses/${error}` },
  };
  return { ...responses, ...overlayOp?.responses };
}

/** Chooses the tag: overlay mapping by controller, else the controller name in kebab case. */
function tagFor(group, overlay) {
  const controller = group.rows[0]?.controller ?? '';
  const mapped = overlay.tagsByController?.[controller];
  if (mapped) return mapped;
  return controller.replace(/Controller$/, '').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** True when the operation needs no JWT. */
function isPublic(path, overlay) {
  return (overlay.publicPrefixes ?? []).some((prefix) => path === prefix || path.startsWith(prefix + '/'));
}

/** Builds the OpenAPI operation for one group of 3.4.1 rows (without its operationId). */
export function buildOperation(group, ctx) {
  const { upstream, overlay } = ctx;
  const overlayOp = overlay.operations?.[group.key];
  const up = findUpstreamOperation(upstream, group.method, group.path);
  if (!up && !overlayOp) throw new Error(`${group.key}: missing from the upstream file and not described by the overlay`);
  const op = { tags: overlayOp?.tags ?? [tagFor(group, overlay)] };
  if (overlayOp?.description) op.description = overlayOp.description;
  const parameters = buildParameters(group, up, overlayOp, ctx);
  if (parameters.length > 0) op.parameters = parameters;
  const requestBody = buildRequestBody(group, up, overlayOp, ctx);
  if (requestBody) op.requestBody = requestBody;
  op.responses = buildResponses(group, up, overlayOp, ctx);
  if (isPublic(group.path, overlay)) op.security = [];
  return { op, fromOverlay: !up };
}
