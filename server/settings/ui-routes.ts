import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { ServerContext } from '../context.js';

const HELP_DIR = fileURLToPath(new URL('../help/', import.meta.url));
const LANG_RE = /^[a-z]{2}_[A-Z]{2}$/;
const PAGE_RE = /^[a-zA-Z0-9_-]+(\/[a-zA-Z0-9_-]+)*$/;

/** Reads a help page `help/<lang>/<page>.md`; undefined when the language or page does not exist or the path is unsafe. */
export function readHelpPage(lang: string, page: string, dir = HELP_DIR): string | undefined {
  if (!LANG_RE.test(lang) || !PAGE_RE.test(page)) return undefined;
  const file = join(dir, lang, `${page}.md`);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** The help base address (this server) and the help pages it serves at `/help/{lang}/{page}.md`. */
export default async function uiSettings(app: FastifyInstance, _ctx: ServerContext) {
  app.get('/api/uiSettings/helpBaseUrl', async (req, reply) => {
    const host = req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost';
    const proto = (req.headers['x-forwarded-proto'] as string | undefined) ?? req.protocol;
    return reply.type('text/plain; charset=utf-8').send(`${proto}://${String(host)}`);
  });

  app.get('/help/:lang/*', async (req, reply) => {
    const { lang, '*': rest } = req.params as { lang: string; '*': string };
    const page = rest.endsWith('.md') ? rest.slice(0, -3) : undefined;
    const text = page ? readHelpPage(lang, page) : undefined;
    if (text === undefined) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type('text/markdown; charset=utf-8').header('cache-control', 'no-cache').send(text);
  });
}
