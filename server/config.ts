import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

/** Settings of one server process, read from the environment. */
export interface ServerConfig {
  /** HTTP port; default 8080. */
  port: number;
  /** Host to bind; default 127.0.0.1 (this machine only). */
  host: string;
  /** Directory for the embedded database and other state; default ./.data. */
  dataDir: string;
  /** External PostgreSQL connection string; when set no embedded database is started. */
  databaseUrl: string | undefined;
  /** A real ThingsBoard to proxy `/api` to; when set no embedded server runs. */
  tbUrl: string | undefined;
  /** Whether the demo simulator feeds the demo devices; default true. */
  demoSimulator: boolean;
  /**
   * HMAC key bytes for JWTs: the configured key string, base64-decoded as ThingsBoard does; without
   * one, a random key that the server replaces on start by the one kept in the data directory.
   */
  jwtKey: Uint8Array;
  /** Whether `jwtKey` was configured (JWT_TOKEN_SIGNING_KEY) rather than generated. */
  jwtKeyConfigured: boolean;
  /** JWT issuer claim; default thingsboard.io. */
  jwtIssuer: string;
  /** Access token lifetime in seconds; default 9000. */
  accessTokenTtl: number;
  /** Refresh token lifetime in seconds; default 604800. */
  refreshTokenTtl: number;
  /** Whether sysadmins and tenant admins may log in as other users; default true. */
  userTokenAccessEnabled: boolean;
  /** Whether edge support is enabled; default true. */
  edgesEnabled: boolean;
  /** Value answered by /api/dashboard/maxDatapointsLimit; default 50000. */
  maxDatapointsLimit: number;
  /** Directory of the built console served at `/`. */
  consoleDir: string;
  /** Whether to print the demo accounts and request logs. */
  quiet: boolean;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !/^(false|0|no|off)$/i.test(value);
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
}

/** Decodes a signing key string the way ThingsBoard reads its configuration: base64. */
export function decodeSigningKey(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text.trim(), 'base64'));
}

/** Reads the configuration from an environment map (default `process.env`). */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.TB_DATA_DIR || './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    tbUrl: env.TB_URL || undefined,
    demoSimulator: flag(env.TB_DEMO_SIMULATOR, true),
    jwtKey: env.JWT_TOKEN_SIGNING_KEY ? decodeSigningKey(env.JWT_TOKEN_SIGNING_KEY) : new Uint8Array(randomBytes(64)),
    jwtKeyConfigured: Boolean(env.JWT_TOKEN_SIGNING_KEY),
    jwtIssuer: env.JWT_TOKEN_ISSUER || 'thingsboard.io',
    accessTokenTtl: int(env.JWT_TOKEN_EXPIRATION_TIME, 9000),
    refreshTokenTtl: int(env.JWT_REFRESH_TOKEN_EXPIRATION_TIME, 604800),
    userTokenAccessEnabled: flag(env.SECURITY_USER_TOKEN_ACCESS_ENABLED, true),
    edgesEnabled: flag(env.EDGES_ENABLED, true),
    maxDatapointsLimit: int(env.DASHBOARD_MAX_DATAPOINTS_LIMIT, 50000),
    consoleDir: resolve(env.TB_CONSOLE_DIR || './dist/console'),
    quiet: flag(env.TB_QUIET, false),
  };
}
