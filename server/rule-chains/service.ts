import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { NULL_UUID } from '../auth/types.js';
import { badRequest, forbidden } from '../http/errors.js';
import { queryPage, type PageData, type PageLinkQuery } from '../http/paging.js';
import { uuidParam } from '../http/validate.js';
import { entityNotFound } from '../entities/access.js';
import { booleanField, jsonField, refField, textField } from '../entities/body.js';
import { auditEntity, queueEvent, type EventSink } from '../entities/changes.js';
import { checkEntityLimit } from '../entities/save.js';
import { optionalRef, ref, tenantRef } from '../entities/wire.js';
import { newId } from '../db/ids.js';

/** Rule chain types. */
export const RULE_CHAIN_TYPES = ['CORE', 'EDGE'] as const;

/** One of {@link RULE_CHAIN_TYPES}. */
export type RuleChainType = (typeof RULE_CHAIN_TYPES)[number];

/** A stored rule chain. */
export interface RuleChainRow {
  id: string;
  created_time: number;
  tenant_id: string;
  name: string;
  type: RuleChainType;
  first_rule_node_id: string | null;
  root: boolean;
  debug_mode: boolean;
  configuration: unknown;
  additional_info: unknown;
  external_id: string | null;
}

/** Maps a rule chain row to the RuleChain JSON of ThingsBoard 3.4.1. */
export function ruleChainToJson(row: RuleChainRow): ApiSchema<'RuleChain'> {
  return {
    id: ref('RULE_CHAIN', row.id),
    createdTime: row.created_time,
    additionalInfo: row.additional_info ?? null,
    tenantId: tenantRef(row.tenant_id),
    name: row.name,
    type: row.type,
    firstRuleNodeId: optionalRef('RULE_NODE', row.first_rule_node_id),
    root: row.root,
    debugMode: row.debug_mode,
    configuration: row.configuration ?? null,
    externalId: optionalRef('RULE_CHAIN', row.external_id),
  };
}

/** One rule chain by id. */
export function findRuleChain(q: Queryable, id: string): Promise<RuleChainRow | undefined> {
  return q.one<RuleChainRow>('SELECT * FROM rule_chain WHERE id = $1', [id]);
}

/** Loads a rule chain addressed by a request id: 400 for a malformed id, 404 when missing, 403 for another tenant's chain. */
export async function loadRuleChainChecked(q: Queryable, user: SecurityUser, rawId: unknown, name = 'ruleChainId'): Promise<RuleChainRow> {
  const id = uuidParam(rawId, name);
  const row = await findRuleChain(q, id);
  if (!row) throw entityNotFound('RULE_CHAIN', id);
  if (user.authority !== 'TENANT_ADMIN' || row.tenant_id !== user.tenantId) throw forbidden();
  return row;
}

/** Reads a rule chain type; CORE when absent or blank; 400 otherwise. */
export function ruleChainTypeOf(value: unknown, field = 'type'): RuleChainType {
  if (value === undefined || value === null || value === '') return 'CORE';
  if (typeof value !== 'string' || !(RULE_CHAIN_TYPES as readonly string[]).includes(value)) {
    throw badRequest(`Invalid value of '${field}': ${String(value)}. Allowed: ${RULE_CHAIN_TYPES.join(', ')}`);
  }
  return value as RuleChainType;
}

/** Sort properties of rule chain lists. */
export const RULE_CHAIN_SORTABLE: Record<string, string> = {
  createdTime: 'created_time', name: 'name', root: 'root', type: 'type', debugMode: 'debug_mode', id: 'id',
};

/** A page of a tenant's rule chains of one type, searched by name. */
export function listRuleChains(q: Queryable, tenantId: string, type: RuleChainType, link: PageLinkQuery): Promise<PageData<ApiSchema<'RuleChain'>>> {
  return queryPage<RuleChainRow, ApiSchema<'RuleChain'>>(q, {
    select: '*', from: 'rule_chain', where: ['tenant_id = $1', 'type = $2'], params: [tenantId, type],
    search: ['name'], sortable: RULE_CHAIN_SORTABLE, defaultSort: 'created_time ASC, id ASC', link, map: ruleChainToJson,
  });
}

/** The tenant's root chain of a type, if any. */
export function findRootChain(q: Queryable, tenantId: string, type: RuleChainType): Promise<RuleChainRow | undefined> {
  return q.one<RuleChainRow>('SELECT * FROM rule_chain WHERE tenant_id = $1 AND type = $2 AND root', [tenantId, type]);
}

const ANOTHER_ROOT: Record<RuleChainType, string> = {
  CORE: 'Another root rule chain is present in scope of current tenant!',
  EDGE: 'Another edge template root rule chain is present in scope of current tenant!',
};

/** Writes the audit record of a rule chain change and queues its entity event. */
export async function recordChainChange(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, row: RuleChainRow, action: string, actionData: unknown,
): Promise<void> {
  await auditEntity(ctx, q, user, { entityType: 'RULE_CHAIN', row: { ...row, customer_id: NULL_UUID } }, action, actionData);
  const busAction = action === 'ADDED' || action === 'DELETED' ? action : 'UPDATED';
  queueEvent(events, row.tenant_id, ref('RULE_CHAIN', row.id), busAction);
}

/** Inserts a new, empty rule chain of a tenant. */
export async function insertRuleChain(
  q: Queryable, tenantId: string, fields: { name: string; type: RuleChainType; root?: boolean; additionalInfo?: unknown }, now: number,
): Promise<RuleChainRow> {
  const id = newId();
  await q.query(
    'INSERT INTO rule_chain (id, created_time, tenant_id, name, type, root, additional_info) VALUES ($1,$2,$3,$4,$5,$6,$7)',
    [id, now, tenantId, fields.name, fields.type, fields.root ?? false, fields.additionalInfo == null ? null : JSON.stringify(fields.additionalInfo)]);
  return (await findRuleChain(q, id))!;
}

/** Creates or updates a rule chain from a RuleChain body, as `POST /api/ruleChain` does. */
export async function saveRuleChain(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, body: Record<string, unknown>,
): Promise<RuleChainRow> {
  const id = refField(body, 'id');
  const existing = id ? await loadRuleChainChecked(q, user, id) : undefined;
  const name = textField(body, 'name', { required: 'Rule chain name should be specified!' })!;
  const type = body.type === undefined || body.type === null ? existing?.type ?? 'CORE' : ruleChainTypeOf(body.type);
  if (existing && existing.type !== type) throw badRequest('Changing the type of a rule chain is prohibited!');
  const root = existing ? existing.root : booleanField(body, 'root');
  const debugMode = booleanField(body, 'debugMode');
  const fields = [name, debugMode, JSON.stringify(jsonField(body, 'configuration')), JSON.stringify(jsonField(body, 'additionalInfo')), refField(body, 'externalId')];
  if (existing) {
    await q.query(
      'UPDATE rule_chain SET name = $2, debug_mode = $3, configuration = $4, additional_info = $5, external_id = $6 WHERE id = $1',
      [existing.id, ...fields]);
  } else {
    await checkEntityLimit(q, user.tenantId, 'maxRuleChains', 'rule_chain', 'rule chains');
    if (root && (await findRootChain(q, user.tenantId, type))) throw badRequest(ANOTHER_ROOT[type]);
  }
  const rowId = existing?.id ?? newId();
  if (!existing) {
    await q.query(
      `INSERT INTO rule_chain (id, created_time, tenant_id, type, root, name, debug_mode, configuration, additional_info, external_id)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`, [rowId, ctx.now(), user.tenantId, type, root, ...fields]);
  }
  const row = (await findRuleChain(q, rowId))!;
  await recordChainChange(ctx, q, events, user, row, existing ? 'UPDATED' : 'ADDED', { entity: ruleChainToJson(row) });
  return row;
}

/** Makes a chain the root of its type for its tenant (the previous root stops being root). */
export async function setRootChain(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, row: RuleChainRow,
): Promise<RuleChainRow> {
  if (row.root) return row;
  const previous = await findRootChain(q, row.tenant_id, row.type);
  if (previous) {
    await q.query('UPDATE rule_chain SET root = false WHERE id = $1', [previous.id]);
    const updated = (await findRuleChain(q, previous.id))!;
    await recordChainChange(ctx, q, events, user, updated, 'UPDATED', { entity: ruleChainToJson(updated) });
  }
  await q.query('UPDATE rule_chain SET root = true WHERE id = $1', [row.id]);
  const saved = (await findRuleChain(q, row.id))!;
  await recordChainChange(ctx, q, events, user, saved, 'UPDATED', { entity: ruleChainToJson(saved) });
  return saved;
}

/** Deletes a chain: 400 for a root chain, a chain device profiles use, or an edge's root chain. */
export async function deleteRuleChain(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, row: RuleChainRow,
): Promise<void> {
  if (row.root) {
    throw badRequest(row.type === 'CORE' ? 'Deletion of Root Tenant Rule Chain is prohibited!' : 'Deletion of Edge Template Root Rule Chain is prohibited!');
  }
  if (await q.one('SELECT 1 FROM device_profile WHERE default_rule_chain_id = $1 LIMIT 1', [row.id])) {
    throw badRequest('The rule chain referenced by the device profiles cannot be deleted!');
  }
  const edge = await q.one<{ name: string }>('SELECT name FROM edge WHERE root_rule_chain_id = $1 LIMIT 1', [row.id]);
  if (edge) throw badRequest(`Can't delete rule chain that is root for edge [${edge.name}]. Please assign another root rule chain first to the edge!`);
  await q.query("DELETE FROM relation WHERE (from_id = $1 AND from_type = 'RULE_CHAIN') OR (to_id = $1 AND to_type = 'RULE_CHAIN')", [row.id]);
  await q.query("DELETE FROM relation WHERE from_type = 'RULE_NODE' AND from_id IN (SELECT id FROM rule_node WHERE rule_chain_id = $1)", [row.id]);
  await q.query('DELETE FROM event WHERE entity_id = $1 OR entity_id IN (SELECT id FROM rule_node WHERE rule_chain_id = $1)', [row.id]);
  await q.query('DELETE FROM rule_chain WHERE id = $1', [row.id]);
  await recordChainChange(ctx, q, events, user, row, 'DELETED', { entityId: row.id });
}
