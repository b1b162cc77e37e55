import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../server/start.js';
import type { ServerConfig } from '../../server/config.js';

/** A server started for one test file, on its own data directory and a free port. */
export interface TestServer extends RunningServer {
  /** The data directory (removed by `close` unless `keepData`). */
  dataDir: string;
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

/** Starts a server on a fresh data directory (or `dataDir`) with the simulator off and logs quiet. */
export async function startTestServer(overrides: Partial<ServerConfig> & { keepData?: boolean } = {}): Promise<TestServer> {
  const { keepData, ...config } = overrides;
  const dataDir = config.dataDir ?? mkdtempSync(join(tmpdir(), 'tbkit-server-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', quiet: true, demoSimulator: false, ...config, dataDir });
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
    call,
    async login(username, password) {
      const res = await call('POST', '/api/auth/login', { body: { username, password } });
      if (res.status !== 200) throw new Error(`login of ${username} failed: ${res.status} ${res.text}`);
      return res.body.token as string;
    },
    async close() {
      await server.close();
      if (!keepData && !overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
