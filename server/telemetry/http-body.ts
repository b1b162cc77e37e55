import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/errors.js';
import { decodeBody } from '../http/input-guards.js';
import { parseJsonText, type JsonTree } from './json-text.js';
import { PayloadError } from './payload.js';

/**
 * Makes the routes of one plugin scope read bodies of any content type (devices often send JSON as
 * text/plain or form-encoded) as a `JsonTree` that keeps number literals; other scopes are unaffected.
 */
export function installJsonTextParser(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  const parse = (_req: unknown, body: string | Buffer, done: (err: Error | null, value?: unknown) => void) => {
    try {
      done(null, parseJsonText(decodeBody(body as Buffer)));
    } catch (err) {
      done(Object.assign(err as Error, { statusCode: 400 }), undefined);
    }
  };
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'buffer' }, parse);
  app.addContentTypeParser('*', { parseAs: 'buffer' }, parse);
}

/** The parsed body of a request in a scope set up by `installJsonTextParser` (null when empty). */
export const bodyTree = (body: unknown): JsonTree => (body === undefined ? null : (body as JsonTree));

/** Runs a payload reader, turning its PayloadError into a 400. */
export function readPayload<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof PayloadError) throw badRequest(err.message);
    throw err;
  }
}
