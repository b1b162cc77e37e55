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

/** Opens a pooled connection to `connectionString`. */
export function openDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
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
