import type { Db } from './db.js';
import { isConnectionError } from './db.js';
import type { EmbeddedDatabase } from './embedded.js';

/** How often the database is probed, in ms. */
export const PROBE_INTERVAL_MS = 1_000;
/** Failed probes in a row after which an external database counts as lost. */
export const EXTERNAL_FAILURES_TOLERATED = 5;

/** Options of {@link superviseDatabase}. */
export interface SupervisorOptions {
  db: Db;
  /** The embedded cluster, restarted when it dies; absent for an external database. */
  embedded?: EmbeddedDatabase;
  log: (line: string) => void;
  /** Called once when an external database stays unreachable; the caller decides whether to exit. */
  onLost: (message: string) => void;
  intervalMs?: number;
}

/** A running database watch. */
export interface DatabaseSupervisor {
  /** Probes the database now (the interval probes it anyway); restarts a dead embedded cluster. */
  check(): Promise<void>;
  /** Stops watching. */
  stop(): Promise<void>;
}

/**
 * Watches the database: a probe every second and on every lost pooled connection. A dead embedded
 * cluster is started again; an external database unreachable for several probes is reported lost.
 */
export function superviseDatabase(o: SupervisorOptions): DatabaseSupervisor {
  let running: Promise<void> | undefined;
  let failures = 0;
  let stopped = false;
  let reported = false;
  const probe = async () => {
    try {
      await o.db.pool.query('SELECT 1');
      failures = 0;
      return;
    } catch (err) {
      if (stopped || !isConnectionError(err)) return;
      failures++;
      if (o.embedded) {
        if (o.embedded.isRunning()) return;
        o.log(`PostgreSQL stopped unexpectedly (${(err as Error).message}); starting it again`);
        await o.embedded.restart();
        o.log('PostgreSQL is running again');
        failures = 0;
      } else if (failures >= EXTERNAL_FAILURES_TOLERATED && !reported) {
        reported = true;
        o.onLost(`the database at DATABASE_URL is unreachable: ${(err as Error).message}`);
      }
    }
  };
  const check = () => {
    running ??= probe().catch((err: unknown) => o.log(`restarting PostgreSQL failed: ${(err as Error).message}`))
      .finally(() => { running = undefined; });
    return running;
  };
  const onPoolError = () => void check();
  o.db.pool.on('error', onPoolError);
  const timer = setInterval(() => void check(), o.intervalMs ?? PROBE_INTERVAL_MS);
  timer.unref();
  return {
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      o.db.pool.off('error', onPoolError);
      await running;
    },
  };
}
