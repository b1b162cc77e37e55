import Fastify from 'fastify';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from './config.js';

/** A running console server that forwards `/api` (HTTP and websocket) to a real ThingsBoard. */
export interface RunningProxy {
  port: number;
  close(): Promise<void>;
}

/** Serves the console's built files and proxies `/api` to `config.tbUrl`. */
export async function startProxy(config: ServerConfig): Promise<RunningProxy> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const upstream = config.tbUrl!.replace(/\/+$/, '');
  await app.register(httpProxy, { upstream, prefix: '/api', rewritePrefix: '/api', websocket: true });
  const built = existsSync(join(config.consoleDir, 'index.html'));
  if (built) await app.register(fastifyStatic, { root: config.consoleDir, wildcard: false });
  app.setNotFoundHandler((_request, reply) => {
    if (built) return reply.type('text/html').sendFile('index.html');
    return reply.type('text/html').send('<!doctype html><title>tbkit</title><p>The console has not been built yet.</p>');
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  return { port: typeof address === 'object' && address ? address.port : config.port, close: () => app.close() };
}
