import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';

/** A seed module's default export: inserts its part of the default and demo data. */
export type SeedFn = (q: Queryable, ctx: ServerContext) => Promise<void>;

const SEED_DIR = fileURLToPath(new URL('./', import.meta.url));

/**
 * Runs every `server/seed/NN-name.ts` module not yet applied, in file-name order, each once and in
 * its own transaction, so a data directory created by an older version gets newer seeds too.
 */
export async function runSeeds(ctx: ServerContext, dir = SEED_DIR): Promise<string[]> {
  const done = new Set((await ctx.db.query<{ name: string }>('SELECT name FROM seed_run')).map((r) => r.name));
  const files = readdirSync(dir).filter((f) => /^\d{2}-[\w-]+\.(ts|js)$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const name = file.replace(/\.(ts|js)$/, '');
    if (done.has(name)) continue;
    const mod = (await import(pathToFileURL(`${dir}/${file}`).href)) as { default: SeedFn };
    await ctx.db.tx(async (q) => {
      await mod.default(q, ctx);
      await q.query('INSERT INTO seed_run(name) VALUES ($1)', [name]);
    });
    applied.push(name);
  }
  return applied;
}
