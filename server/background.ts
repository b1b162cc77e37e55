import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerContext } from './context.js';

/** A background task module's default export: starts the task and registers its stop with `ctx.onClose`. */
export type BackgroundTask = (ctx: ServerContext) => Promise<void> | void;

const TASKS_DIR = fileURLToPath(new URL('./tasks/', import.meta.url));

/** Starts every task module under `server/tasks/` (simulator, expiry sweeps, ...). */
export async function startBackgroundTasks(ctx: ServerContext, dir = TASKS_DIR): Promise<void> {
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => /^[\w-]+\.(ts|js)$/.test(f) && !f.endsWith('.d.ts')).sort();
  } catch (_err) {
    return;
  }
  for (const file of files) {
    const mod = (await import(pathToFileURL(`${dir}/${file}`).href)) as { default?: BackgroundTask };
    if (typeof mod.default === 'function') await mod.default(ctx);
  }
}
