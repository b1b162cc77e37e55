import pg from 'pg';

/** A row-returning query runner: the pool itself or a client inside a transaction. */
export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one statement and returns its first row, or undefined. */
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | undefined>;
}

/** The database handle shared by every route: queries, transactions and shutdown. */
export interface Db extends Queryable {
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Closes every pooled connection. */
  close(): Promise<void>;
  /** The underlying pool, for listeners that need a dedicated connection. */
  pool: pg.Pool;
}

// BIGINT (int8) columns hold epoch milliseconds; they fit a JS number exactly.
pg.types.setTypeParser(20, (v) => Number(v));

function runner(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await client.query(sql, params as unknown[]);
      return res.rows as T[];
    },
    async one<T>(sql: string, params: unknown[] = []) {
      const res = await client.query(sql, params as unknown[]);
      return res.rows[0] as T | undefined;
    },
  };
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03']);

/** Whether an error means the database cannot be reached (down, restarting, connection lost) rather than a failed statement. */
export function isConnectionError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  return /Connection terminated|connection timeout|Client has encountered a connection error|Connection refused/i.test(err.message);
}

/** How long to wait for a connection before failing, in ms (a hung database must not hang requests). */
const CONNECT_TIMEOUT_MS = 10_000;

/** Opens a pooled connection to `connectionString`. */
export function openDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('error', () => {
    // An idle client lost its connection (the database is stopping); the pool replaces it.
  });
  const base = runner(pool);
  return {
    ...base,
    pool,
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(runner(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
