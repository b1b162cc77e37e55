import { fileURLToPath } from 'node:url';
import { startChildService } from './child-service.js';
import { POSTGRES_URL_ENV, SCRATCH_DIR_ENV, TEMPLATE_DB, databaseUrl, withAdmin } from './postgres.js';

/** Where test databases are created and test servers keep their files. */
export interface SharedPostgres {
  /** Superuser URL of the cluster's maintenance database. */
  url: string;
  /** Directory for test servers' data directories; removed when the cluster stops. */
  dir: string;
}

/** A database of its own for one test server, copied from the migrated and seeded template. */
export interface TestDatabase {
  name: string;
  /** Connection string of the copy. */
  url: string;
  /** Drops the copy, closing any connection still open to it. */
  drop(): Promise<void>;
}

const ENTRY = fileURLToPath(new URL('./shared-postgres.ts', import.meta.url));

let shared: Promise<SharedPostgres> | undefined;
let copies = 0;

/** The run's shared PostgreSQL (from the test runner), or one started for this process alone. */
export function sharedPostgres(): Promise<SharedPostgres> {
  const url = process.env[POSTGRES_URL_ENV];
  const dir = process.env[SCRATCH_DIR_ENV];
  shared ??= url && dir ? Promise.resolve({ url, dir }) : startChildService<SharedPostgres>(ENTRY);
  return shared;
}

/** Copies the template into a new database (`CREATE DATABASE … TEMPLATE …`). */
export async function copyTemplate(): Promise<TestDatabase> {
  const { url } = await sharedPostgres();
  copies += 1;
  const name = `tbkit_${process.pid}_${copies}`;
  await withAdmin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB} STRATEGY FILE_COPY`));
  return {
    name,
    url: databaseUrl(url, name),
    drop: () => withAdmin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
