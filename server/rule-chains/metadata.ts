import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import type { EventSink } from '../entities/changes.js';
import { optionalRef, ref } from '../entities/wire.js';
import { RULE_CHAIN_INPUT_NODE } from '../rule-nodes/catalogue.js';
import { newId, isUuid } from '../db/ids.js';
import { findRuleChain, recordChainChange, type RuleChainRow } from './service.js';
import type { ChainConnectionInput, ConnectionInput, MetadataInput, NodeInput } from './metadata-input.js';

/** A stored rule node. */
export interface RuleNodeRow {
  id: string;
  created_time: number;
  tenant_id: string;
  rule_chain_id: string;
  node_index: number;
  type: string;
  name: string;
  debug_mode: boolean;
  configuration: unknown;
  additional_info: unknown;
  external_id: string | null;
}

/** Maps a rule node row to the RuleNode JSON of ThingsBoard 3.4.1. */
export function ruleNodeToJson(row: RuleNodeRow): ApiSchema<'RuleNode'> {
  return {
    id: ref('RULE_NODE', row.id),
    createdTime: row.created_time,
    additionalInfo: row.additional_info ?? null,
    ruleChainId: ref('RULE_CHAIN', row.rule_chain_id),
    type: row.type,
    name: row.name,
    debugMode: row.debug_mode,
    configuration: row.configuration ?? null,
    externalId: optionalRef('RULE_NODE', row.external_id),
  };
}

/** The nodes of a chain in metadata order. */
export function chainNodes(q: Queryable, chainId: string): Promise<RuleNodeRow[]> {
  return q.query<RuleNodeRow>('SELECT * FROM rule_node WHERE rule_chain_id = $1 ORDER BY node_index, created_time, id', [chainId]);
}

/** One rule node by id. */
export function findRuleNode(q: Queryable, id: string): Promise<RuleNodeRow | undefined> {
  return q.one<RuleNodeRow>('SELECT * FROM rule_node WHERE id = $1', [id]);
}

/**
 * The RuleChainMetaData JSON of a chain. As ThingsBoard does, `connections` and
 * `ruleChainConnections` are null rather than empty, and `firstNodeIndex` is null without a first node.
 */
export async function loadMetadata(q: Queryable, chain: RuleChainRow): Promise<ApiSchema<'RuleChainMetaData'>> {
  const nodes = await chainNodes(q, chain.id);
  const index = new Map(nodes.map((n, i) => [n.id, i]));
  const links = await q.query<{ from_id: string; to_id: string; type: string }>(
    'SELECT from_id, to_id, type FROM rule_node_connection WHERE rule_chain_id = $1 ORDER BY position', [chain.id]);
  const chainLinks = await q.query<{ from_id: string; target_rule_chain_id: string; type: string; additional_info: unknown }>(
    'SELECT from_id, target_rule_chain_id, type, additional_info FROM rule_chain_connection WHERE rule_chain_id = $1 ORDER BY position', [chain.id]);
  // Connections start and end at nodes of the chain itself (foreign keys), so every id has an index.
  const at = (id: string): number => index.get(id)!;
  const connections = links.map((l) => ({ fromIndex: at(l.from_id), toIndex: at(l.to_id), type: l.type }));
  const ruleChainConnections = chainLinks.map((l) => ({
    fromIndex: at(l.from_id), targetRuleChainId: ref('RULE_CHAIN', l.target_rule_chain_id), additionalInfo: l.additional_info ?? null, type: l.type,
  }));
  const first = chain.first_rule_node_id ? index.get(chain.first_rule_node_id) : undefined;
  return {
    ruleChainId: ref('RULE_CHAIN', chain.id),
    firstNodeIndex: first ?? null,
    nodes: nodes.map(ruleNodeToJson),
    connections: connections.length ? connections : null,
    ruleChainConnections: ruleChainConnections.length ? ruleChainConnections : null,
  };
}

async function checkChainReferences(q: Queryable, tenantId: string, meta: MetadataInput): Promise<void> {
  const refs: Array<{ id: string; field: string }> = meta.ruleChainConnections.map((c, i) => ({ id: c.targetRuleChainId, field: `ruleChainConnections[${i}].targetRuleChainId` }));
  meta.nodes.forEach((n, i) => {
    const target = (n.configuration as { ruleChainId?: unknown } | null)?.ruleChainId;
    if (n.type === RULE_CHAIN_INPUT_NODE && target !== undefined && target !== null) {
      if (!isUuid(target)) throw badRequest(`nodes[${i}].configuration.ruleChainId must be a rule chain id`);
      refs.push({ id: target.toLowerCase(), field: `nodes[${i}].configuration.ruleChainId` });
    }
  });
  for (const r of refs) {
    const target = await findRuleChain(q, r.id);
    if (!target || target.tenant_id !== tenantId) throw badRequest(`${r.field} refers to a rule chain that does not exist: ${r.id}`);
  }
}

async function saveNodes(q: Queryable, chain: RuleChainRow, nodes: NodeInput[], now: number): Promise<string[]> {
  const existing = new Set((await chainNodes(q, chain.id)).map((n) => n.id));
  const kept = nodes.map((n) => (n.id && existing.has(n.id) ? n.id : null));
  const keptIds = kept.filter((id): id is string => id !== null);
  await q.query('DELETE FROM rule_node WHERE rule_chain_id = $1 AND NOT (id = ANY($2::uuid[]))', [chain.id, keptIds]);
  const ids: string[] = [];
  for (const [i, n] of nodes.entries()) {
    const values = [i, n.type, n.name, n.debugMode, JSON.stringify(n.configuration), JSON.stringify(n.additionalInfo), n.externalId];
    const keptId = kept[i];
    if (keptId) {
      await q.query(
        `UPDATE rule_node SET node_index = $2, type = $3, name = $4, debug_mode = $5, configuration = $6, additional_info = $7, external_id = $8
         WHERE id = $1`, [keptId, ...values]);
      ids.push(keptId);
    } else {
      const id = newId();
      await q.query(
        `INSERT INTO rule_node (id, created_time, tenant_id, rule_chain_id, node_index, type, name, debug_mode, configuration, additional_info, external_id)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`, [id, now, chain.tenant_id, chain.id, ...values]);
      ids.push(id);
    }
  }
  return ids;
}

async function saveConnections(q: Queryable, chainId: string, ids: string[], connections: ConnectionInput[], chainLinks: ChainConnectionInput[]): Promise<void> {
  await q.query('DELETE FROM rule_node_connection WHERE rule_chain_id = $1', [chainId]);
  await q.query('DELETE FROM rule_chain_connection WHERE rule_chain_id = $1', [chainId]);
  for (const [i, c] of connections.entries()) {
    await q.query(
      'INSERT INTO rule_node_connection (rule_chain_id, from_id, to_id, type, position) VALUES ($1,$2,$3,$4,$5) ON CONFLICT DO NOTHING',
      [chainId, ids[c.fromIndex], ids[c.toIndex], c.type, i]);
  }
  for (const [i, c] of chainLinks.entries()) {
    await q.query(
      `INSERT INTO rule_chain_connection (rule_chain_id, from_id, target_rule_chain_id, type, additional_info, position)
       VALUES ($1,$2,$3,$4,$5,$6) ON CONFLICT DO NOTHING`,
      [chainId, ids[c.fromIndex], c.targetRuleChainId, c.type, JSON.stringify(c.additionalInfo), i]);
  }
}

/** Replaces the nodes and connections of a chain (nodes keep their ids when sent back) without audit. */
export async function writeMetadata(q: Queryable, chain: RuleChainRow, meta: Omit<MetadataInput, 'ruleChainId'>, now: number): Promise<RuleChainRow> {
  const ids = await saveNodes(q, chain, meta.nodes, now);
  await saveConnections(q, chain.id, ids, meta.connections, meta.ruleChainConnections);
  const first = meta.firstNodeIndex === null ? null : ids[meta.firstNodeIndex] ?? null;
  await q.query('UPDATE rule_chain SET first_rule_node_id = $2 WHERE id = $1', [chain.id, first]);
  return (await findRuleChain(q, chain.id))!;
}

/** Saves validated metadata of a chain the caller owns, audited as an update of the chain. */
export async function saveMetadata(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, chain: RuleChainRow, meta: MetadataInput,
): Promise<ApiSchema<'RuleChainMetaData'>> {
  await checkChainReferences(q, chain.tenant_id, meta);
  const saved = await writeMetadata(q, chain, meta, ctx.now());
  const json = await loadMetadata(q, saved);
  await recordChainChange(ctx, q, events, user, saved, 'UPDATED', { metadata: json });
  return json;
}
