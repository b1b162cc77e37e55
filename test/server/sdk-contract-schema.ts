import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { RequestFetch } from '../../sdk/index.js';
import { createUndeclaredFields } from './sdk-contract-fields.js';

const SPEC_URL = new URL('../../openapi/thingsboard.json', import.meta.url);

interface Operation {
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
}

interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
}

/** A server answer whose JSON body does not fit the schema the SDK types it with. */
export interface SchemaViolation {
  method: string;
  path: string;
  status: number;
  errors: string[];
}

const spec = JSON.parse(readFileSync(SPEC_URL, 'utf8')) as Spec;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, unicodeRegExp: false });
ajv.addSchema(spec, 'tb');
const undeclaredFields = createUndeclaredFields(spec, (pointer) => ajv.compile({ $ref: `tb#${pointer}` }));
const compiled = new Map<string, ValidateFunction | null>();

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The path templates of the document, most specific first (fewer parameters win for the same shape). */
const templates = Object.keys(spec.paths)
  .map((template) => ({
    template,
    params: (template.match(/\{/g) ?? []).length,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
  }))
  .sort((a, b) => a.params - b.params);

/** The document path template an actual request path belongs to. */
export function templateOf(method: string, path: string): string | undefined {
  return templates.find((t) => t.pattern.test(path) && spec.paths[t.template]?.[method.toLowerCase()])?.template;
}

function responsePointer(template: string, method: string, status: number): string | undefined {
  const responses = spec.paths[template]?.[method]?.responses ?? {};
  const key = String(status) in responses ? String(status) : `${String(status).charAt(0)}XX`;
  const response = responses[key];
  if (!response) return undefined;
  const base = response.$ref
    ? response.$ref.replace('#', '')
    : `/paths/${escapePointer(template)}/${method}/responses/${key}`;
  const target = response.$ref ? spec.components.responses[response.$ref.split('/').pop() ?? ''] : response;
  return target?.content?.['application/json'] ? `tb#${base}/content/application~1json/schema` : undefined;
}

function validatorFor(template: string, method: string, status: number): ValidateFunction | null {
  const key = `${method} ${template} ${status}`;
  if (!compiled.has(key)) {
    const pointer = responsePointer(template, method, status);
    compiled.set(key, pointer ? ajv.compile({ $ref: pointer }) : null);
  }
  return compiled.get(key) ?? null;
}

/**
 * Checks one answer against the document: the body must validate, and a success body must not carry
 * fields the document does not declare (a typed caller could not read them). Answers the violation or undefined.
 */
export function checkAnswer(method: string, path: string, status: number, body: unknown): SchemaViolation | undefined {
  const m = method.toLowerCase();
  const template = templateOf(m, path);
  if (!template) return { method, path, status, errors: ['no such operation in the document'] };
  const pointer = responsePointer(template, m, status);
  const validate = validatorFor(template, m, status);
  if (!pointer || !validate) return undefined;
  const errors = validate(body)
    ? undeclaredFields(pointer.slice('tb#'.length), body).map((at) => `${at} is not declared`)
    : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  const distinct = [...new Set(errors.map((e) => e.replace(/\/\d+(?=\/|\s)/g, '/*')))];
  return distinct.length === 0 ? undefined : { method, path: template, status, errors: distinct.slice(0, 8) };
}

/** A fetch that checks every JSON answer against the OpenAPI document and records what does not fit. */
export function schemaCheckingFetch(violations: SchemaViolation[]): RequestFetch {
  return async (request) => {
    const response = await globalThis.fetch(request);
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/') || !(response.headers.get('content-type') ?? '').includes('application/json')) return response;
    const text = await response.clone().text();
    if (text === '') return response;
    try {
      const found = checkAnswer(request.method, url.pathname, response.status, JSON.parse(text));
      if (found) violations.push(found);
    } catch (error) {
      violations.push({ method: request.method, path: url.pathname, status: response.status, errors: [String(error)] });
    }
    return response;
  };
}

