import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { NULL_UUID } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { queryPage, type PageData, type PageLinkQuery } from '../http/paging.js';
import type { EventSink } from '../entities/changes.js';
import { assignToEdge, unassignFromEdge, type EdgeOwner } from '../entities/edge-assignment.js';
import { finishSave } from '../entities/save.js';
import { ref } from '../entities/wire.js';
import { RULE_CHAIN_INPUT_NODE } from '../rule-nodes/catalogue.js';
import { EDGE_FAMILY, type EdgeRow } from '../edges/service.js';
import { deleteRelation, saveRelation } from '../entities/relations.js';
import { recordChainChange, RULE_CHAIN_SORTABLE, ruleChainToJson, type RuleChainRow } from './service.js';

const AUTO_ASSIGN_GROUP = 'EDGE_AUTO_ASSIGN_RULE_CHAIN';

/** 400 unless the chain is an edge rule chain. */
export function assertEdgeChain(chain: RuleChainRow): void {
  if (chain.type !== 'EDGE') throw badRequest(`Rule chain [${chain.name}] is not of type EDGE`);
}

const audited = (chain: RuleChainRow) => ({ entityType: 'RULE_CHAIN', row: { ...chain, customer_id: NULL_UUID } });

async function isAssigned(q: Queryable, edgeId: string, chainId: string): Promise<boolean> {
  const row = await q.one(
    `SELECT 1 FROM relation WHERE from_id = $1 AND from_type = 'EDGE' AND to_id = $2 AND to_type = 'RULE_CHAIN'
     AND relation_type_group = 'EDGE' AND relation_type = 'Contains'`, [edgeId, chainId]);
  return !!row;
}

/** Assigns an edge rule chain to an edge (audited ASSIGNED_TO_EDGE). */
export async function assignChainToEdge(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, edge: EdgeOwner, chain: RuleChainRow,
): Promise<void> {
  assertEdgeChain(chain);
  await assignToEdge(ctx, q, user, edge, audited(chain));
  events.push({ tenantId: chain.tenant_id, entityId: ref('RULE_CHAIN', chain.id), action: 'UPDATED' });
}

/** Removes a rule chain from an edge; 400 for the edge's root chain. */
export async function unassignChainFromEdge(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, edge: EdgeOwner, chain: RuleChainRow,
): Promise<void> {
  const row = await q.one<{ root_rule_chain_id: string | null }>('SELECT root_rule_chain_id FROM edge WHERE id = $1', [edge.id]);
  if (row?.root_rule_chain_id === chain.id) {
    throw badRequest(`Can't unassign root rule chain from edge [${edge.name}]. Please assign another root rule chain first!`);
  }
  await unassignFromEdge(ctx, q, user, edge, audited(chain));
  events.push({ tenantId: chain.tenant_id, entityId: ref('RULE_CHAIN', chain.id), action: 'UPDATED' });
}

/** A page of the rule chains assigned to an edge. */
export function listEdgeChains(q: Queryable, tenantId: string, edgeId: string, link: PageLinkQuery): Promise<PageData<ApiSchema<'RuleChain'>>> {
  return queryPage<RuleChainRow, ApiSchema<'RuleChain'>>(q, {
    select: '*', from: 'rule_chain',
    where: ['tenant_id = $1', `EXISTS (SELECT 1 FROM relation r WHERE r.from_id = $2 AND r.from_type = 'EDGE' AND r.relation_type_group = 'EDGE'
      AND r.relation_type = 'Contains' AND r.to_id = rule_chain.id AND r.to_type = 'RULE_CHAIN')`],
    params: [tenantId, edgeId], search: ['name'], sortable: RULE_CHAIN_SORTABLE, defaultSort: 'created_time ASC, id ASC', link, map: ruleChainToJson,
  });
}

/** Makes an edge rule chain the root chain of an edge, assigning it first when needed; answers the Edge JSON. */
export async function setEdgeRootChain(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, edge: EdgeOwner, chain: RuleChainRow,
): Promise<ReturnType<typeof EDGE_FAMILY.toJson>> {
  assertEdgeChain(chain);
  if (!(await isAssigned(q, edge.id, chain.id))) await assignChainToEdge(ctx, q, events, user, edge, chain);
  await q.query('UPDATE edge SET root_rule_chain_id = $2 WHERE id = $1', [edge.id, chain.id]);
  const row: EdgeRow = await finishSave(ctx, q, events, user, EDGE_FAMILY, edge.id, false);
  return EDGE_FAMILY.toJson(row);
}

const autoAssignRelation = (chain: RuleChainRow) =>
  ({ from: ref('TENANT', chain.tenant_id), to: ref('RULE_CHAIN', chain.id), type: 'Contains', typeGroup: AUTO_ASSIGN_GROUP, additionalInfo: null });

/** Marks or unmarks an edge rule chain as assigned to every new edge. */
export async function setAutoAssign(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, chain: RuleChainRow, on: boolean,
): Promise<void> {
  assertEdgeChain(chain);
  const rel = autoAssignRelation(chain);
  if (on) await saveRelation(q, rel);
  else await deleteRelation(q, rel.from, rel.to, rel.type, rel.typeGroup);
  await recordChainChange(ctx, q, events, user, chain, 'UPDATED', { entity: ruleChainToJson(chain), autoAssignToEdge: on });
}

/** The tenant's rule chains marked for assignment to new edges, by name. */
export async function autoAssignChains(q: Queryable, tenantId: string): Promise<RuleChainRow[]> {
  return q.query<RuleChainRow>(
    `SELECT c.* FROM rule_chain c JOIN relation r ON r.to_id = c.id AND r.to_type = 'RULE_CHAIN' AND r.from_id = $1 AND r.from_type = 'TENANT'
       AND r.relation_type_group = $2 AND r.relation_type = 'Contains'
     WHERE c.tenant_id = $1 ORDER BY c.name, c.id`, [tenantId, AUTO_ASSIGN_GROUP]);
}

/**
 * For each rule chain assigned to an edge, the names of the chains it forwards to (by rule chain
 * nodes or rule chain connections) that are not assigned to the edge; chains missing nothing are left out.
 */
export async function missingRelatedChains(q: Queryable, tenantId: string, edgeId: string): Promise<Record<string, string[]>> {
  const assigned = await q.query<{ id: string; name: string }>(
    `SELECT c.id, c.name FROM rule_chain c JOIN relation r ON r.to_id = c.id AND r.to_type = 'RULE_CHAIN' AND r.from_id = $2
       AND r.from_type = 'EDGE' AND r.relation_type_group = 'EDGE' AND r.relation_type = 'Contains'
     WHERE c.tenant_id = $1 ORDER BY c.name`, [tenantId, edgeId]);
  const assignedIds = new Set(assigned.map((c) => c.id));
  const result: Record<string, string[]> = {};
  for (const chain of assigned) {
    const targets = await q.query<{ id: string; name: string }>(
      `SELECT DISTINCT t.id, t.name FROM rule_chain t WHERE t.tenant_id = $1 AND (
         t.id IN (SELECT target_rule_chain_id FROM rule_chain_connection WHERE rule_chain_id = $2)
         OR t.id::text IN (SELECT lower(configuration->>'ruleChainId') FROM rule_node WHERE rule_chain_id = $2 AND type = $3))
       ORDER BY t.name`, [tenantId, chain.id, RULE_CHAIN_INPUT_NODE]);
    const missing = targets.filter((t) => !assignedIds.has(t.id)).map((t) => t.name);
    if (missing.length > 0) result[chain.name] = missing;
  }
  return result;
}
