import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What a service printed when ready, and how to stop it. */
export type ChildService<T> = T & { stop(): Promise<void> };

/**
 * Runs `node --import tsx <entry>` from the repository root and resolves with its first stdout line,
 * parsed as JSON, once it prints it. The entry is expected to stop when its stdin closes, which
 * happens at the latest when this process exits, however it exits; the child never keeps this
 * process alive.
 */
export function startChildService<T>(entry: string, env: NodeJS.ProcessEnv = process.env): Promise<ChildService<T>> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return new Promise<ChildService<T>>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    child.once('close', (code) => reject(new Error(`${entry} exited with code ${code} before it was ready`)));
    lines.once('line', (line) => {
      lines.close();
      child.unref();
      for (const stream of [child.stdin, child.stdout]) (stream as unknown as Socket).unref();
      resolve({
        ...(JSON.parse(line) as T),
        stop: async () => {
          child.ref();
          child.stdin.end();
          await exited;
        },
      });
    });
  });
}
