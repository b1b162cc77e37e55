import { EventEmitter } from 'node:events';
import type { ServerConfig } from './config.js';
import type { Db } from './db/db.js';
import { JwtService } from './auth/jwt.js';
import { TokenRevocations } from './auth/revocations.js';

/** Shared services handed to every route module, seed and background task. */
export interface ServerContext {
  config: ServerConfig;
  db: Db;
  jwt: JwtService;
  revocations: TokenRevocations;
  /** In-process event bus: telemetry, attribute, alarm and entity changes (see `events.ts`). */
  bus: EventEmitter;
  /** Current time in ms; replaceable in tests. */
  now: () => number;
  /** Log line writer (server log). */
  log: (line: string) => void;
  /** Registers a function run when the server stops (timers, sockets, simulators). */
  onClose: (fn: () => Promise<void> | void) => void;
  /** Runs every registered close function, newest first. */
  runCloseHooks: () => Promise<void>;
}

/** Creates the context over an open database. */
export function createContext(config: ServerConfig, db: Db, log: (line: string) => void): ServerContext {
  const hooks: Array<() => Promise<void> | void> = [];
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return {
    config,
    db,
    jwt: new JwtService(config),
    revocations: new TokenRevocations(),
    bus,
    now: () => Date.now(),
    log,
    onClose: (fn) => { hooks.push(fn); },
    runCloseHooks: async () => {
      for (const fn of hooks.reverse()) await fn();
    },
  };
}
