// Serves end-to-end tests: starts the server as `npm start` runs it (embedded PostgreSQL, migrations, demo
// data) on a fresh temporary data directory and a free port, prints one JSON line
// `{"url": …, "databaseUrl": …}` on stdout, and stops — removing the data directory — when stdin closes
// (which also happens when the process that started it dies) or on SIGINT / SIGTERM.
// The demo simulator runs only when TB_DEMO_SIMULATOR is true.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../../server/db/embedded.js';
import { startServer, type RunningServer } from '../../../server/start.js';

const started = Date.now();
const dataDir = mkdtempSync(join(tmpdir(), 'tbkit-e2e-'));
let database: EmbeddedDatabase | undefined;
let server: RunningServer | undefined;
let stopping: Promise<void> | undefined;

function stop(code: number): Promise<void> {
  stopping ??= (async () => {
    await server?.close().catch((err: unknown) => console.error(err));
    await database?.stop().catch((err: unknown) => console.error(err));
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  })();
  return stopping;
}

// Last resort when exiting any other way.
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
process.stdin.on('end', () => void stop(0));
process.stdin.on('close', () => void stop(0));
process.stdin.on('error', () => void stop(0));
process.stdin.resume();

try {
  database = await startEmbeddedDatabase(dataDir);
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: database.connectionString,
    quiet: true,
    demoSimulator: /^(true|1|yes|on)$/i.test(process.env.TB_DEMO_SIMULATOR ?? ''),
  });
  process.stdout.write(`${JSON.stringify({ url: server.url, databaseUrl: database.connectionString, ms: Date.now() - started })}\n`);
} catch (err) {
  console.error(`end-to-end server failed to start: ${err instanceof Error ? err.stack : String(err)}`);
  await stop(1);
}
