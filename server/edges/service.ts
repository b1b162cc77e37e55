import { randomUUID } from 'node:crypto';
import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { jsonField, refField, textField } from '../entities/body.js';
import type { BulkLine } from '../bulk-import/bulk-import.js';
import { applyCommonColumns } from '../bulk-import/bulk-import.js';
import type { EventSink } from '../entities/changes.js';
import type { EntityFamily, FamilyRow } from '../entities/family.js';
import { randomAlphanumeric } from '../entities/random.js';
import { assertUniqueName, checkTenantReference, customerForSave, existingForSave, finishSave } from '../entities/save.js';
import { CUSTOMER_COLUMNS, CUSTOMER_JOIN, customerInfo, customerRef, optionalRef, ref, tenantRef } from '../entities/wire.js';
import { newId } from '../db/ids.js';

/** Length of a generated edge secret. */
export const EDGE_SECRET_LENGTH = 20;

/** A stored edge with its customer columns. */
export interface EdgeRow extends FamilyRow {
  label: string | null;
  root_rule_chain_id: string | null;
  routing_key: string;
  secret: string;
}

/** Maps an edge row to the Edge JSON of ThingsBoard 3.4.1. */
export function edgeToJson(row: EdgeRow): ApiSchema<'Edge'> {
  return {
    id: ref('EDGE', row.id),
    createdTime: row.created_time,
    additionalInfo: row.additional_info ?? null,
    tenantId: tenantRef(row.tenant_id),
    customerId: customerRef(row.customer_id),
    rootRuleChainId: optionalRef('RULE_CHAIN', row.root_rule_chain_id),
    name: row.name,
    type: row.type,
    label: row.label ?? null,
    routingKey: row.routing_key,
    secret: row.secret,
  };
}

/** Storage, search and JSON of edges. */
export const EDGE_FAMILY: EntityFamily<EdgeRow, ApiSchema<'Edge'>, ApiSchema<'EdgeInfo'>> = {
  entityType: 'EDGE',
  table: 'edge',
  label: 'Edge',
  select: `e.*, ${CUSTOMER_COLUMNS}`,
  from: `edge e ${CUSTOMER_JOIN}`,
  listSearch: ['e.name'],
  infoSearch: ['e.name'],
  sortable: { createdTime: 'e.created_time', name: 'e.name', type: 'e.type', label: 'e.label', id: 'e.id' },
  infoSortable: { createdTime: 'e.created_time', name: 'e.name', type: 'e.type', label: 'e.label', id: 'e.id', customerTitle: 'c.title' },
  toJson: edgeToJson,
  toInfo: (row) => ({ ...edgeToJson(row), ...customerInfo(row) }),
};

/** Creates or updates an edge from an Edge body; a blank routing key or secret is generated. */
export async function saveEdge(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, body: Record<string, unknown>,
): Promise<EdgeRow> {
  const existing = await existingForSave(q, user, EDGE_FAMILY, body);
  const type = textField(body, 'type', { required: 'Edge type should be specified!' })!;
  const name = textField(body, 'name', { required: 'Edge name should be specified!' })!;
  const label = textField(body, 'label');
  const routingKey = textField(body, 'routingKey', { noMarkup: false })?.trim() || randomUUID();
  const secret = textField(body, 'secret', { noMarkup: false })?.trim() || randomAlphanumeric(EDGE_SECRET_LENGTH);
  const customerId = await customerForSave(q, user.tenantId, body, 'edge');
  await assertUniqueName(q, 'edge', user.tenantId, name, existing?.id, 'Edge with such name already exists!');
  const sameKey = await q.one<{ id: string }>('SELECT id FROM edge WHERE routing_key = $1', [routingKey]);
  if (sameKey && sameKey.id !== existing?.id) throw badRequest('Edge with such routing key already exists!');
  const rootRuleChainId = refField(body, 'rootRuleChainId');
  await checkTenantReference(q, user.tenantId, 'RULE_CHAIN', rootRuleChainId, 'rule chain');
  const values = [name, type, label, routingKey, secret, customerId, rootRuleChainId, JSON.stringify(jsonField(body, 'additionalInfo'))];
  if (existing) {
    await q.query(
      `UPDATE edge SET name = $2, type = $3, label = $4, routing_key = $5, secret = $6, customer_id = $7, root_rule_chain_id = $8,
       additional_info = $9 WHERE id = $1`, [existing.id, ...values]);
    return finishSave(ctx, q, events, user, EDGE_FAMILY, existing.id, false);
  }
  const id = newId();
  await q.query(
    `INSERT INTO edge (id, created_time, tenant_id, name, type, label, routing_key, secret, customer_id, root_rule_chain_id, additional_info)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`, [id, ctx.now(), user.tenantId, ...values]);
  return finishSave(ctx, q, events, user, EDGE_FAMILY, id, true);
}

/** Applies a bulk-import line (NAME, TYPE, LABEL, DESCRIPTION, ROUTING_KEY, SECRET) to an edge body. */
export function edgeBodyFromLine(current: Record<string, unknown>, line: BulkLine): Record<string, unknown> {
  const body = applyCommonColumns(current, line);
  const routingKey = line.fields.get('ROUTING_KEY');
  const secret = line.fields.get('SECRET');
  if (routingKey !== undefined) body.routingKey = routingKey;
  if (secret !== undefined) body.secret = secret;
  return body;
}
