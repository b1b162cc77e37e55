import type { ServerContext } from '../context.js';

/** Tunables of the realtime channel (protocol §4.8 and §11 defaults). */
export interface WsSettings {
  /** How often a PING frame is sent, ms; default 10000 (a third of the ping timeout). */
  pingIntervalMs: number;
  /** Close with 4500 when no PONG came for this long, ms; default 30000. */
  pingTimeoutMs: number;
  /** Re-run interval of dynamic page links, entity counts and alarm re-fetch budgets, ms; default 60000. */
  refreshIntervalMs: number;
  /** Largest inbound text frame, bytes; default 32768. */
  maxFrameBytes: number;
  /** Outbound queue limit when the tenant profile sets none; default 500. */
  defaultQueueLimit: number;
  /** Entities an alarm subscription follows and entity-data `allowedEntities`; default 10000. */
  maxEntitiesPerSubscription: number;
  /** Alarm page re-fetches allowed per refresh interval; default 10. */
  maxAlarmQueriesPerRefresh: number;
}

function envInt(name: string, fallback: number): number {
  const n = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function defaults(): WsSettings {
  const pingTimeoutMs = envInt('TB_SERVER_WS_PING_TIMEOUT', 30000);
  return {
    pingIntervalMs: Math.floor(pingTimeoutMs / 3),
    pingTimeoutMs,
    refreshIntervalMs: envInt('TB_SERVER_WS_DYNAMIC_PAGE_LINK_REFRESH_INTERVAL_SEC', 60) * 1000,
    maxFrameBytes: 32768,
    defaultQueueLimit: 500,
    maxEntitiesPerSubscription: 10000,
    maxAlarmQueriesPerRefresh: 10,
  };
}

const SETTINGS = new WeakMap<ServerContext, WsSettings>();

/** The realtime settings of a server (environment defaults until changed with {@link configureWs}). */
export function wsSettings(ctx: ServerContext): WsSettings {
  let s = SETTINGS.get(ctx);
  if (!s) SETTINGS.set(ctx, (s = defaults()));
  return s;
}

/** Changes realtime settings of a running server; sessions opened afterwards use them. */
export function configureWs(ctx: ServerContext, patch: Partial<WsSettings>): WsSettings {
  const s = Object.assign(wsSettings(ctx), patch);
  return s;
}
