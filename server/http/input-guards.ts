import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/** Deepest nesting of objects and arrays a request body may have. */
export const MAX_BODY_DEPTH = 100;

const NUL = '\u0000';
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** An error a content-type parser hands to Fastify: answered as a 400 with its message. */
function parserError(message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/** Decodes request body bytes as UTF-8; throws a 400 error when they are not valid UTF-8. */
export function decodeBody(bytes: Buffer): string {
  try {
    return strictUtf8.decode(bytes);
  } catch (_err) {
    throw parserError('Invalid request body: not valid UTF-8');
  }
}

const pathOf = (parent: string, key: string | number): string =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/**
 * The first thing in a parsed body no field may hold: a NUL character in a string or key, or nesting
 * deeper than `maxDepth`; undefined when there is none. Walks plain objects, arrays and maps.
 */
export function bodyProblem(body: unknown, maxDepth = MAX_BODY_DEPTH): string | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: body, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return `Validation error: ${path || 'body'} should not contain 0x00 symbol!`;
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth >= maxDepth) return `Validation error: the body is nested deeper than ${maxDepth} levels`;
    const entries: Iterable<[string | number, unknown]> = Array.isArray(value)
      ? value.map((v, i) => [i, v] as [number, unknown])
      : value instanceof Map ? value.entries() as Iterable<[string, unknown]> : Object.entries(value);
    for (const [key, child] of entries) {
      if (typeof key === 'string' && key.includes(NUL)) return `Validation error: a key of ${path || 'body'} should not contain 0x00 symbol!`;
      stack.push({ value: child, path: pathOf(path, key), depth: depth + 1 });
    }
  }
  return undefined;
}

function decodes(part: string): boolean {
  try {
    decodeURIComponent(part);
    return true;
  } catch (_err) {
    return false;
  }
}

/** What is wrong with a request URL: a NUL character, or percent-encoding that is not UTF-8; undefined when fine. */
export function urlProblem(url: string): string | undefined {
  if (url.includes(NUL) || /%00/.test(url)) return 'Invalid request: the URL should not contain 0x00 symbol!';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const parts = q < 0 ? [] : url.slice(q + 1).replace(/\+/g, ' ').split(/[&=]/);
  if (![path, ...parts].every(decodes)) return 'Invalid request: the URL is not valid percent-encoded UTF-8';
  return undefined;
}

/**
 * Refuses, with a 400 before any route runs, URLs holding a NUL character or bad percent-encoding,
 * and parsed bodies holding a NUL character or nested deeper than {@link MAX_BODY_DEPTH}.
 */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const problem = urlProblem(request.url);
    if (problem) throw badRequest(problem);
  });
  app.addHook('preValidation', async (request) => {
    const problem = bodyProblem(request.body);
    if (problem) throw badRequest(problem);
  });
}
