import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Ajv from 'ajv';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerContext } from '../context.js';
import { errorBody, errorHandler, NOT_FOUND_MESSAGE, ERROR_CODE } from '../http/errors.js';
import { installContract, type ContractVerdict } from '../http/contract.js';
import { installSecurityHeaders, noSniff } from '../http/headers.js';
import { decodeBody, installInputGuards } from '../http/input-guards.js';
import { installSecurity } from './security.js';
import { API_ROUTES, type RouteModule } from './routes.js';

/** One registered route, for audits of who may call what. */
export interface RouteEntry {
  method: string;
  url: string;
  auth: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, in registration order. */
    routeTable: RouteEntry[];
    /** What the contract check did with each route (`METHOD /path` → checked, or why not). */
    contractVerdicts: Map<string, ContractVerdict>;
  }
}


/** Largest JSON body accepted (dashboards with many widgets can be large). */
const BODY_LIMIT = 16 * 1024 * 1024;

function installParsers(app: FastifyInstance): void {
  // Lenient JSON: an empty body reads as null (ThingsBoard clients POST with no body on several endpoints).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
    let text: string;
    try {
      text = decodeBody(body as Buffer);
    } catch (err) {
      return done(err as Error, undefined);
    }
    if (text.trim() === '') return done(null, null);
    try {
      done(null, JSON.parse(text));
    } catch (_err) {
      const err = new SyntaxError('malformed JSON') as SyntaxError & { statusCode: number };
      err.statusCode = 400;
      done(err, undefined);
    }
  });
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_req, body, done) => {
    try {
      done(null, decodeBody(body as Buffer));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
}

function installValidators(app: FastifyInstance): void {
  // Bodies are validated strictly (a number is not a string); query strings and params are coerced from text.
  const strict = new Ajv.default({ coerceTypes: false, useDefaults: true, removeAdditional: false, allErrors: false, strict: false });
  const coercing = new Ajv.default({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, strict: false });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
}

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>tbkit</title></head>
<body><h1>tbkit server</h1><p>The API is served under <code>/api</code>. The console has not been built yet.</p></body></html>`;

function serveConsole(app: FastifyInstance, ctx: ServerContext): void {
  const dir = ctx.config.consoleDir;
  const built = existsSync(join(dir, 'index.html'));
  if (built) {
    app.register(fastifyStatic, { root: dir, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send(errorBody(404, NOT_FOUND_MESSAGE, ERROR_CODE.ITEM_NOT_FOUND));
    }
    // Client-side routes of the console all answer its index page.
    if (built) return reply.type('text/html').sendFile('index.html');
    return reply.type('text/html').send(PLACEHOLDER);
  });
}

/** Builds the HTTP application: parsers, security, the given route modules (every domain's by default), the console. */
export async function buildApp(ctx: ServerContext, options: { logger?: boolean; routes?: readonly RouteModule[] } = {}): Promise<FastifyInstance> {
  const handleError = errorHandler((line) => ctx.log(line));
  const app = Fastify({
    logger: options.logger ?? false, bodyLimit: BODY_LIMIT, forceCloseConnections: true,
    // Requests refused before routing (a malformed URL, a bad header) answer the same error body.
    frameworkErrors: (err, request, reply) => {
      noSniff(reply);
      return handleError(err, request, reply);
    },
  });
  installSecurityHeaders(app);
  installInputGuards(app);
  installParsers(app);
  installValidators(app);
  app.setErrorHandler(handleError);
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
  await app.register(multipart, { limits: { fileSize: 1024 * 1024 * 1024, files: 1 } });
  installSecurity(app, ctx);
  const verdicts = new Map<string, ContractVerdict>();
  app.decorate('contractVerdicts', verdicts);
  installContract(app, undefined, (route, verdict) => verdicts.set(route, verdict));
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, auth: (route.config as { auth?: unknown } | undefined)?.auth });
    }
  });
  for (const routes of options.routes ?? API_ROUTES) await app.register(async (scope) => routes(scope, ctx));
  await app.register(async (scope) => (await import('./examples.js')).default(scope, ctx));
  await app.register(async (scope) => (await import('./widget-sandbox.js')).default(scope));
  serveConsole(app, ctx);
  return app;
}
