import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { on } from '../events.js';
import { deviceChainTemplate, EDGE_ROOT_CHAIN_NAME, ROOT_CHAIN_NAME, type ChainTemplate } from './default-chain.js';
import { newId } from '../db/ids.js';
import { findRuleChain, type RuleChainRow, type RuleChainType } from './service.js';
import { writeMetadata } from './metadata.js';

/** What a chain created from a template is called and whether it is a root chain. */
export interface TemplateChainFields {
  name: string;
  type: RuleChainType;
  root: boolean;
  /** Fixed id (demo data); a new id when absent. */
  id?: string;
}

/** Creates a chain of a tenant with the nodes and connections of a template (no audit record). */
export async function createChainFromTemplate(
  q: Queryable, tenantId: string, fields: TemplateChainFields, template: ChainTemplate, now: number,
): Promise<RuleChainRow> {
  const id = fields.id ?? newId();
  await q.query('INSERT INTO rule_chain (id, created_time, tenant_id, name, type, root) VALUES ($1,$2,$3,$4,$5,$6)',
    [id, now, tenantId, fields.name, fields.type, fields.root]);
  const chain = (await findRuleChain(q, id))!;
  return writeMetadata(q, chain, {
    firstNodeIndex: template.firstNodeIndex,
    nodes: template.nodes.map((n) => ({ ...n, id: null, debugMode: false, externalId: null })),
    connections: template.connections,
    ruleChainConnections: [],
  }, now);
}

/** Creates the root chain of a new tenant, and its edge template root chain when edges are enabled. */
export async function createTenantRootChains(q: Queryable, tenantId: string, withEdge: boolean, now: number, rootId?: string): Promise<RuleChainRow> {
  const root = await createChainFromTemplate(q, tenantId, { name: ROOT_CHAIN_NAME, type: 'CORE', root: true, id: rootId }, deviceChainTemplate(), now);
  if (withEdge) await createChainFromTemplate(q, tenantId, { name: EDGE_ROOT_CHAIN_NAME, type: 'EDGE', root: true }, deviceChainTemplate(), now);
  return root;
}

const pending = new WeakMap<ServerContext, Set<Promise<void>>>();

/** Resolves once the root chains of every tenant created so far are in place. */
export async function tenantSetupsSettled(ctx: ServerContext): Promise<void> {
  await Promise.all([...(pending.get(ctx) ?? [])]);
}

async function setUpTenant(ctx: ServerContext, tenantId: string): Promise<void> {
  try {
    await ctx.db.tx(async (q) => {
      const exists = await q.one('SELECT 1 FROM tenant WHERE id = $1 FOR KEY SHARE', [tenantId]);
      const hasRoot = await q.one("SELECT 1 FROM rule_chain WHERE tenant_id = $1 AND type = 'CORE' AND root", [tenantId]);
      if (exists && !hasRoot) await createTenantRootChains(q, tenantId, ctx.config.edgesEnabled, ctx.now());
    });
  } catch (err) {
    // The tenant may have been deleted meanwhile, or the server is stopping.
    ctx.log(`root rule chain of tenant ${tenantId} not created: ${(err as Error).message}`);
  }
}

/** Gives every tenant created through the API its root rule chain, right after the tenant is committed. */
export function watchNewTenants(ctx: ServerContext): void {
  const set = new Set<Promise<void>>();
  pending.set(ctx, set);
  const off = on(ctx, 'entity', (e) => {
    if (e.entityId.entityType !== 'TENANT' || e.action !== 'ADDED') return;
    const job = setUpTenant(ctx, e.entityId.id).finally(() => set.delete(job));
    set.add(job);
  });
  ctx.onClose(async () => {
    off();
    await tenantSetupsSettled(ctx);
  });
}
