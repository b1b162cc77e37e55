import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { readFileSync } from 'node:fs';
import { UUID_PATTERN } from '../db/ids.js';
import { badRequest } from './errors.js';
import { invalidUuidMessage, invalidValueMessage, missingParameter, PARAMETER_MESSAGES } from './validate.js';
import { bodyRefusalMessage, bodyValueSchema, type BodyFailure, type ContractSchema } from './contract-body.js';

/** How a path or query value is checked; decides the message of a refusal. */
type Kind = 'uuid' | 'integer' | 'boolean' | 'enum' | 'text';

interface ParamRule { name: string; kind: Kind; allowed?: readonly string[]; required: boolean }

interface OpenApiParameter { name: string; in: string; required?: boolean; schema?: OpenApiSchema }
type OpenApiSchema = ContractSchema;
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

/** The checks of one operation: its path parameters in path order, its query parameters and the JSON schema of its body. */
export interface OperationRules { path: ParamRule[]; query: ParamRule[]; body?: Record<string, unknown> }

const INTEGER_PATTERN = '^([-+]?[0-9]+)?$';
/** Values Spring reads as a boolean. */
const BOOLEAN_WORDS = ['true', 'false', 'on', 'off', 'yes', 'no', '1', '0'];

/** A regular expression source matching `word` in any letter case. */
function anyCase(word: string): string {
  return [...word].map((c) => {
    if (/[a-z]/i.test(c)) return `[${c.toLowerCase()}${c.toUpperCase()}]`;
    return c.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  }).join('');
}

/** An empty value or one of `words` in any letter case (the route still reads the value itself). */
const oneOfPattern = (words: readonly string[]) => `^(${words.map(anyCase).join('|')})?$`;

function resolve(doc: OpenApiDocument, schema: OpenApiSchema | undefined): OpenApiSchema {
  const ref = schema?.$ref;
  if (!ref) return schema ?? {};
  return doc.components?.schemas?.[ref.replace('#/components/schemas/', '')] ?? {};
}

/**
 * Whether a plain-text parameter holds an entity's UUID: the platform names those `…Id` and refuses
 * anything else with "Invalid UUID string". A version id is a commit hash, and the device API's
 * request id a number.
 */
export function namesUuid(name: string): boolean {
  return name.endsWith('Id') && name !== 'versionId' && name !== 'requestId';
}

function ruleOf(doc: OpenApiDocument, p: OpenApiParameter): ParamRule {
  const s = resolve(doc, p.schema);
  const required = p.required === true;
  if (s.type === 'string' && !s.format && !s.enum && namesUuid(p.name)) return { name: p.name, kind: 'uuid', required };
  if (Array.isArray(s.enum) && s.enum.every((v) => typeof v === 'string')) {
    return { name: p.name, kind: 'enum', allowed: s.enum as string[], required };
  }
  if (s.type === 'integer') return { name: p.name, kind: 'integer', required };
  if (s.type === 'boolean') return { name: p.name, kind: 'boolean', required };
  if (s.type === 'string' && s.format === 'uuid') return { name: p.name, kind: 'uuid', required };
  return { name: p.name, kind: 'text', required };
}

/**
 * JSON schema of one value. Only the text is checked (no `type`, so nothing is coerced and the route
 * sees the value it always saw); empty query values are left to the route, as are repeated keys.
 */
function valueSchema(rule: ParamRule, inPath: boolean): Record<string, unknown> | undefined {
  switch (rule.kind) {
    case 'uuid': return { pattern: inPath ? UUID_PATTERN : `(${UUID_PATTERN})|^$` };
    case 'integer': return { pattern: INTEGER_PATTERN };
    case 'boolean': return { pattern: oneOfPattern(BOOLEAN_WORDS) };
    case 'enum': return { pattern: oneOfPattern(rule.allowed ?? []) };
    case 'text': return undefined;
  }
}

/** The Fastify schema of a set of parameters, or undefined when it would check nothing. */
export function objectSchema(rules: readonly ParamRule[], inPath: boolean): Record<string, unknown> | undefined {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const rule of rules) {
    const schema = valueSchema(rule, inPath);
    if (schema) properties[rule.name] = schema;
    if (rule.required && !inPath) required.push(rule.name);
  }
  if (Object.keys(properties).length === 0 && required.length === 0) return undefined;
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** A path template with its parameters blanked (`/api/device/{}`), or undefined when a segment mixes text and parameters. */
export function pathShape(path: string, param: RegExp): { shape: string; names: string[] } | undefined {
  const names: string[] = [];
  const segments = path.split('/').map((segment) => {
    const whole = param.exec(segment);
    if (whole) { names.push(whole[1]!); return '{}'; }
    return segment;
  });
  if (segments.some((s) => s !== '{}' && /[{}:*]/.test(s))) return undefined;
  return { shape: segments.join('/'), names };
}

const OPENAPI_PARAM = /^\{([A-Za-z0-9_]+)\}$/;
const FASTIFY_PARAM = /^:([A-Za-z0-9_]+)$/;

/** Where the server accepts more than the document says: query parameters it defaults, enum values it also knows. */
const SERVER_LENIENCY: Record<string, { optional?: readonly string[]; alsoAllowed?: Record<string, readonly string[]> }> = {
  'POST /api/entitiesQuery/find/keys': { optional: ['timeseries', 'attributes'] },
  'GET /api/components/{componentType}': { alsoAllowed: { componentType: ['FLOW'] } },
};

function lenient(key: string, rule: ParamRule): ParamRule {
  const leniency = SERVER_LENIENCY[key];
  if (!leniency) return rule;
  const extra = leniency.alsoAllowed?.[rule.name];
  return {
    ...rule,
    ...(leniency.optional?.includes(rule.name) ? { required: false } : {}),
    ...(extra && rule.allowed ? { allowed: [...rule.allowed, ...extra] } : {}),
  };
}

/**
 * Bodies read before the security layer or answered without the standard error body: sign-in and
 * token refresh (their refusals are 401s), and the device API (empty error bodies).
 */
const UNCHECKED_BODIES = ['POST /api/auth/login', 'POST /api/auth/token', 'POST /api/v1/'];

/** Indexes the document's operations by method and blanked path; paths that blank to the same shape are dropped. */
export function operationIndex(doc: OpenApiDocument): Map<string, OperationRules> {
  const index = new Map<string, OperationRules>();
  const clashes = new Set<string>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    const shaped = pathShape(path, OPENAPI_PARAM);
    if (!shaped) continue;
    for (const [method, op] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${shaped.shape}`;
      if (index.has(key)) clashes.add(key);
      const params = op.parameters ?? [];
      const byName = new Map(params.filter((p) => p.in === 'path').map((p) => [p.name, p]));
      const own = `${method.toUpperCase()} ${path}`;
      const body = op.requestBody?.content?.['application/json']?.schema;
      index.set(key, {
        path: shaped.names.map((name) => lenient(own, ruleOf(doc, byName.get(name) ?? { name, in: 'path' }))),
        query: params.filter((p) => p.in === 'query').map((p) => lenient(own, ruleOf(doc, p))),
        ...(body && !UNCHECKED_BODIES.some((prefix) => own.startsWith(prefix)) ? { body: bodyValueSchema(body, (ref) => resolve(doc, { $ref: ref })) } : {}),
      });
    }
  }
  for (const key of clashes) index.delete(key);
  return index;
}

/** What the contract did with a route: checked it, or why not. */
export type ContractVerdict = 'checked' | 'own schema' | 'path shape' | 'not in contract' | 'parameter names' | 'nothing to check';

/** The message naming the refused parameter, in ThingsBoard's words where the routes already use them. */
export function refusalMessage(rule: ParamRule | undefined, name: string, value: unknown): string {
  const text = Array.isArray(value) ? value.join(',') : String(value);
  if (rule?.kind === 'uuid') return invalidUuidMessage(text);
  const own = (PARAMETER_MESSAGES as Record<string, ((value: string) => string) | undefined>)[name];
  if (own) return own(text);
  return invalidValueMessage(name, text, rule?.kind === 'enum' ? rule.allowed ?? [] : undefined);
}

interface ValidationFailure { validation?: BodyFailure[]; validationContext?: string }

function refusal(request: FastifyRequest, rules: { params: ParamRule[]; query: ParamRule[]; body?: Record<string, unknown> }): Error {
  const err = request.validationError as (Error & ValidationFailure) | undefined;
  const first = err?.validation?.[0];
  const context = err?.validationContext;
  if (!err || !first) return err ?? badRequest('Invalid request');
  if (context === 'body') return badRequest(bodyRefusalMessage(rules.body ?? {}, first));
  if (context !== 'params' && context !== 'querystring') return err;
  if (first.keyword === 'required') return missingParameter(String(first.params?.missingProperty));
  const name = (first.instancePath ?? '').replace(/^\//, '').split('/')[0] ?? '';
  const data = (context === 'params' ? request.params : request.query) as Record<string, unknown>;
  const rule = (context === 'params' ? rules.params : rules.query).find((r) => r.name === name);
  return badRequest(refusalMessage(rule, name, data[name]));
}

/** Writes checked UUID values in lower case, the form ids are stored and compared in. */
function normaliseUuids(values: unknown, rules: readonly ParamRule[]): void {
  if (!values || typeof values !== 'object') return;
  const record = values as Record<string, unknown>;
  for (const rule of rules) {
    const value = record[rule.name];
    if (rule.kind === 'uuid' && typeof value === 'string') record[rule.name] = value.toLowerCase();
  }
}

function withPreHandler(existing: RouteOptions['preHandler'], handler: preHandlerAsyncHookHandler): RouteOptions['preHandler'] {
  if (!existing) return [handler];
  return [...[existing].flat(), handler] as RouteOptions['preHandler'];
}

let loaded: Map<string, OperationRules> | undefined;

/** The operations of openapi/thingsboard.json, read once. */
export function contractOperations(): Map<string, OperationRules> {
  loaded ??= operationIndex(JSON.parse(readFileSync(new URL('../../openapi/thingsboard.json', import.meta.url), 'utf8')) as OpenApiDocument);
  return loaded;
}

/**
 * Gives every route that the contract describes Fastify schemas for its path parameters, query
 * string (uuid, integer, boolean and enum values, required query parameters) and JSON body (see
 * `bodyValueSchema`). A refused request answers 400 naming the parameter or field once the security
 * layer has let it through, as ThingsBoard does; an accepted one reaches the route with its UUIDs in
 * lower case.
 */
export function installContract(app: FastifyInstance, operations = contractOperations(), report?: (route: string, verdict: ContractVerdict) => void): void {
  app.addHook('onRoute', (route) => {
    const key = `${[route.method].flat().join(',')} ${route.url}`;
    const verdict = (v: ContractVerdict) => report?.(key, v);
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    if (schema.params || schema.querystring || schema.body || route.attachValidation) return verdict('own schema');
    const shaped = pathShape(route.url, FASTIFY_PARAM);
    if (!shaped) return verdict('path shape');
    const methods = [route.method].flat().map((m) => (m === 'HEAD' ? 'GET' : m));
    const found = methods.map((m) => operations.get(`${m} ${shaped.shape}`));
    const op = found[0];
    if (!op || found.some((f) => f !== op)) return verdict('not in contract');
    // A route whose parameters are named otherwise tells several operations apart itself.
    if (op.path.some((rule, i) => rule.name !== shaped.names[i])) return verdict('parameter names');
    const params = op.path;
    const paramsSchema = objectSchema(params, true);
    const querySchema = objectSchema(op.query, false);
    const bodySchema = op.body && Object.keys(op.body).length > 0 ? op.body : undefined;
    if (!paramsSchema && !querySchema && !bodySchema) return verdict('nothing to check');
    verdict('checked');
    route.schema = {
      ...schema,
      ...(paramsSchema ? { params: paramsSchema } : {}),
      ...(querySchema ? { querystring: querySchema } : {}),
      ...(bodySchema ? { body: bodySchema } : {}),
    };
    route.attachValidation = true;
    const rules = { params, query: op.query, body: bodySchema };
    route.preHandler = withPreHandler(route.preHandler, async (request) => {
      if (request.validationError) throw refusal(request, rules);
      normaliseUuids(request.params, params);
      normaliseUuids(request.query, op.query);
    });
  });
}
