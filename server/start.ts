import type { FastifyInstance } from 'fastify';
import { loadConfig, type ServerConfig } from './config.js';
import { openDb } from './db/db.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './db/embedded.js';
import { migrate } from './db/migrate.js';
import { createContext, type ServerContext } from './context.js';
import { buildApp } from './app/app.js';
import { runSeeds } from './seed/run.js';
import { startBackgroundTasks } from './background.js';
import { loadOrCreateSigningKey } from './auth/signing-key.js';
import { superviseDatabase } from './db/supervisor.js';

/** A running server. */
export interface RunningServer {
  /** Base URL, e.g. `http://localhost:8080`. */
  url: string;
  port: number;
  app: FastifyInstance;
  ctx: ServerContext;
  /** Stops background tasks, the HTTP server, the pool and the embedded database. */
  close(): Promise<void>;
}

/** What the process hosting a server decides for itself. */
export interface StartOptions {
  /** Called when an external database stays unreachable (default: the message is logged). */
  onDatabaseLost?: (message: string) => void;
}

/**
 * Starts storage (embedded or external), migrations, seeds, background tasks and the HTTP server;
 * a watch restarts the embedded database when it dies.
 */
export async function startServer(overrides: Partial<ServerConfig> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const config = { ...loadConfig(), ...overrides };
  if (!config.jwtKeyConfigured) config.jwtKey = loadOrCreateSigningKey(config.dataDir);
  const log = config.quiet ? () => {} : (line: string) => console.log(line);
  let embedded: EmbeddedDatabase | undefined;
  const connectionString = config.databaseUrl ?? (embedded = await startEmbeddedDatabase(config.dataDir, log)).connectionString;
  const db = openDb(connectionString);
  const ctx = createContext(config, db, log);
  const supervisor = superviseDatabase({ db, embedded, log: (line) => ctx.log(line), onLost: options.onDatabaseLost ?? ((m) => ctx.log(m)) });
  try {
    await migrate(db);
    await runSeeds(ctx);
    await ctx.revocations.load(db);
    const app = await buildApp(ctx);
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    await startBackgroundTasks(ctx);
    let closed = false;
    return {
      url: `http://localhost:${port}`,
      port,
      app,
      ctx,
      async close() {
        if (closed) return;
        closed = true;
        await supervisor.stop();
        await ctx.runCloseHooks();
        await app.close();
        await db.close();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await supervisor.stop();
    await db.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw err;
  }
}
