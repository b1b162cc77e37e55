import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import type { SecurityUser } from '../auth/types.js';

/** Websocket limits of a tenant profile (`profile_data.configuration`); 0 = unlimited. */
export interface WsLimits {
  maxWsSessionsPerTenant: number;
  maxWsSessionsPerCustomer: number;
  maxWsSessionsPerRegularUser: number;
  maxWsSessionsPerPublicUser: number;
  maxWsSubscriptionsPerTenant: number;
  maxWsSubscriptionsPerCustomer: number;
  maxWsSubscriptionsPerRegularUser: number;
  maxWsSubscriptionsPerPublicUser: number;
  wsMsgQueueLimitPerSession: number;
  /** Updates allowed per session, as a ThingsBoard rate limit spec (`"100:1,2000:60"`); absent = unlimited. */
  wsUpdatesPerSessionRateLimit?: string | null;
}

const LIMIT_NAMES: Array<Exclude<keyof WsLimits, 'wsUpdatesPerSessionRateLimit'>> = [
  'maxWsSessionsPerTenant', 'maxWsSessionsPerCustomer', 'maxWsSessionsPerRegularUser', 'maxWsSessionsPerPublicUser',
  'maxWsSubscriptionsPerTenant', 'maxWsSubscriptionsPerCustomer', 'maxWsSubscriptionsPerRegularUser', 'maxWsSubscriptionsPerPublicUser',
  'wsMsgQueueLimitPerSession',
];

/** Reads the websocket limits of a tenant's profile (all 0 when none are set). */
export async function loadWsLimits(q: Queryable, tenantId: string): Promise<WsLimits> {
  const row = await q.one<{ c: Record<string, unknown> | null }>(
    `SELECT p.profile_data->'configuration' AS c FROM tenant t JOIN tenant_profile p ON p.id = t.tenant_profile_id WHERE t.id = $1`,
    [tenantId]);
  const config = row?.c ?? {};
  const out = {} as WsLimits;
  for (const name of LIMIT_NAMES) {
    const n = Number(config[name] ?? 0);
    out[name] = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  }
  const rate = config.wsUpdatesPerSessionRateLimit;
  out.wsUpdatesPerSessionRateLimit = typeof rate === 'string' && rate.trim() ? rate.trim() : null;
  return out;
}

interface Scope { key: string; limit: number; who: string }

function scopesOf(user: SecurityUser, limits: WsLimits, kind: 'Sessions' | 'Subscriptions'): Scope[] {
  const scopes: Scope[] = [{ key: `${kind}:tenant:${user.tenantId}`, limit: limits[`maxWs${kind}PerTenant`], who: 'tenant' }];
  if (user.authority === 'CUSTOMER_USER') scopes.push({ key: `${kind}:customer:${user.customerId}`, limit: limits[`maxWs${kind}PerCustomer`], who: 'customer' });
  if (user.isPublic) scopes.push({ key: `${kind}:public:${user.customerId}`, limit: limits[`maxWs${kind}PerPublicUser`], who: 'public user' });
  else scopes.push({ key: `${kind}:user:${user.id}`, limit: limits[`maxWs${kind}PerRegularUser`], who: 'regular user' });
  return scopes;
}

/** Counts open sessions and v1 subscriptions per tenant, customer and user, against tenant profile limits. */
export class WsLimitRegistry {
  private readonly held = new Map<string, Set<string>>();

  private acquire(scopes: Scope[], token: string, kind: string): string | undefined {
    for (const s of scopes) {
      const set = this.held.get(s.key);
      if (s.limit > 0 && set && !set.has(token) && set.size >= s.limit) return `Max ${s.who} ${kind} limit reached!`;
    }
    for (const s of scopes) {
      let set = this.held.get(s.key);
      if (!set) this.held.set(s.key, (set = new Set()));
      set.add(token);
    }
    return undefined;
  }

  private release(scopes: Scope[], token: string): void {
    for (const s of scopes) {
      const set = this.held.get(s.key);
      set?.delete(token);
      if (set?.size === 0) this.held.delete(s.key);
    }
  }

  /** Takes a session slot; answers the close reason when a limit is reached. */
  openSession(user: SecurityUser, limits: WsLimits, sessionId: string): string | undefined {
    return this.acquire(scopesOf(user, limits, 'Sessions'), `s:${sessionId}`, 'sessions');
  }

  /** Frees a session slot. */
  closeSession(user: SecurityUser, limits: WsLimits, sessionId: string): void {
    this.release(scopesOf(user, limits, 'Sessions'), `s:${sessionId}`);
  }

  /** Takes a subscription slot; answers the close reason when a limit is reached. */
  addSubscription(user: SecurityUser, limits: WsLimits, subId: string): string | undefined {
    return this.acquire(scopesOf(user, limits, 'Subscriptions'), `sub:${subId}`, 'subscriptions');
  }

  /** Frees a subscription slot. */
  removeSubscription(user: SecurityUser, limits: WsLimits, subId: string): void {
    this.release(scopesOf(user, limits, 'Subscriptions'), `sub:${subId}`);
  }
}

const REGISTRIES = new WeakMap<ServerContext, WsLimitRegistry>();

/** The limit registry of a server. */
export function limitRegistryOf(ctx: ServerContext): WsLimitRegistry {
  let r = REGISTRIES.get(ctx);
  if (!r) REGISTRIES.set(ctx, (r = new WsLimitRegistry()));
  return r;
}
