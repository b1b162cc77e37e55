import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../server/start.js';
import type { ServerConfig } from '../../server/config.js';
import { copyTemplate, sharedPostgres, type TestDatabase } from './database.js';
import { demoTokens } from './tokens.js';

/** Access tokens of the demo system administrator, tenant administrator and customer user. */
export type RoleTokens = Awaited<ReturnType<typeof demoTokens>>;

/** A server started for one test file, on its own database and data directory and a free port. */
export interface TestServer extends RunningServer {
  /** The data directory (removed by `close` unless `keepData`). */
  dataDir: string;
  /** Access tokens of the three demo accounts, one per role. */
  tokens: RoleTokens;
  /** Plain HTTP call with optional bearer token and JSON body; answers status, parsed body and headers. */
  call(method: string, path: string, opts?: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }): Promise<CallResult>;
  /** Logs in and returns the access token. */
  login(username: string, password: string): Promise<string>;
}

/** Result of `TestServer.call`. */
export interface CallResult {
  status: number;
  body: any;
  text: string;
  headers: Headers;
}

/** Options of `startTestServer`: server settings, and `keepData` to leave the data directory behind. */
export type TestServerOptions = Partial<ServerConfig> & { keepData?: boolean };

/**
 * Starts a server with the simulator off and logs quiet. By default it runs on a copy of the run's
 * migrated and seeded template database and a fresh data directory, both removed by `close`. Given a
 * `dataDir`, a `databaseUrl` or `keepData`, it runs as configured instead (its own embedded
 * PostgreSQL in the data directory unless `databaseUrl` is given), as restart tests need.
 */
export async function startTestServer(overrides: TestServerOptions = {}): Promise<TestServer> {
  const { keepData, ...config } = overrides;
  const own = keepData || config.dataDir !== undefined || config.databaseUrl !== undefined;
  let database: TestDatabase | undefined;
  let dataDir = config.dataDir;
  const cleanUp = async () => {
    await database?.drop();
    if (!keepData && !overrides.dataDir && dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  let server: RunningServer;
  try {
    if (!own) database = await copyTemplate();
    dataDir ??= mkdtempSync(join(own ? tmpdir() : (await sharedPostgres()).dir, 'tbkit-server-'));
    server = await startServer({
      port: 0, host: '127.0.0.1', quiet: true, demoSimulator: false, ...config, dataDir,
      ...(database ? { databaseUrl: database.url } : {}),
    });
  } catch (err) {
    await cleanUp().catch(() => undefined);
    throw err;
  }
  const call: TestServer['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers['X-Authorization'] = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.rawBody !== undefined) {
      body = opts.rawBody;
      headers['Content-Type'] ??= 'application/json';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] = 'application/json';
    }
    const res = await fetch(server.url + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch (_err) {}
    return { status: res.status, body: parsed, text, headers: res.headers };
  };
  return {
    ...server,
    dataDir,
    tokens: await demoTokens(server.ctx),
    call,
    async login(username, password) {
      const res = await call('POST', '/api/auth/login', { body: { username, password } });
      if (res.status !== 200) throw new Error(`login of ${username} failed: ${res.status} ${res.text}`);
      return res.body.token as string;
    },
    async close() {
      try {
        await server.close();
      } finally {
        await cleanUp();
      }
    },
  };
}
