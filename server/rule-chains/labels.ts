import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import type { EventSink } from '../entities/changes.js';
import { ref } from '../entities/wire.js';
import { RULE_CHAIN_INPUT_NODE, RULE_CHAIN_OUTPUT_NODE } from '../rule-nodes/catalogue.js';
import { findRuleChain, recordChainChange } from './service.js';
import { loadMetadata } from './metadata.js';

/** The output labels of a chain: the names of its output nodes, sorted and without repeats. */
export async function outputLabels(q: Queryable, chainId: string): Promise<string[]> {
  const rows = await q.query<{ name: string }>(
    'SELECT DISTINCT name FROM rule_node WHERE rule_chain_id = $1 AND type = $2 ORDER BY name', [chainId, RULE_CHAIN_OUTPUT_NODE]);
  return rows.map((r) => r.name);
}

interface CallerRow {
  node_id: string;
  node_name: string;
  chain_id: string;
  chain_name: string;
}

/** The rule chain nodes of a tenant that forward messages to `chainId`. */
function callers(q: Queryable, tenantId: string, chainId: string): Promise<CallerRow[]> {
  return q.query<CallerRow>(
    `SELECT n.id AS node_id, n.name AS node_name, c.id AS chain_id, c.name AS chain_name
     FROM rule_node n JOIN rule_chain c ON c.id = n.rule_chain_id
     WHERE n.tenant_id = $1 AND n.type = $2 AND lower(n.configuration->>'ruleChainId') = $3
     ORDER BY c.name, n.name, n.id`, [tenantId, RULE_CHAIN_INPUT_NODE, chainId]);
}

/**
 * Where a chain's output is used: every rule chain node (of any chain of the tenant) forwarding to
 * it, with the labels of the connections leaving that node (RuleChainOutputLabelsUsage).
 */
export async function outputLabelsUsage(q: Queryable, tenantId: string, chainId: string): Promise<Array<ApiSchema<'RuleChainOutputLabelsUsage'>>> {
  const usages: Array<ApiSchema<'RuleChainOutputLabelsUsage'>> = [];
  for (const c of await callers(q, tenantId, chainId)) {
    const labels = await q.query<{ type: string }>('SELECT DISTINCT type FROM rule_node_connection WHERE from_id = $1 ORDER BY type', [c.node_id]);
    usages.push({
      ruleChainId: ref('RULE_CHAIN', c.chain_id), ruleNodeId: ref('RULE_NODE', c.node_id),
      ruleChainName: c.chain_name, ruleNodeName: c.node_name, labels: labels.map((l) => l.type),
    });
  }
  return usages;
}

/**
 * After a chain lost output labels, removes the connections labelled with them from the rule chain
 * nodes that call it, and records each changed calling chain as updated.
 */
export async function updateRelatedChains(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, chainId: string, removedLabels: string[],
): Promise<void> {
  if (removedLabels.length === 0) return;
  const changed = new Set<string>();
  for (const c of await callers(q, user.tenantId, chainId)) {
    const gone = await q.query('DELETE FROM rule_node_connection WHERE from_id = $1 AND type = ANY($2::text[]) RETURNING type', [c.node_id, removedLabels]);
    if (gone.length > 0 && c.chain_id !== chainId) changed.add(c.chain_id);
  }
  for (const id of changed) {
    const row = (await findRuleChain(q, id))!;
    await recordChainChange(ctx, q, events, user, row, 'UPDATED', { metadata: await loadMetadata(q, row) });
  }
}
