import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { NULL_UUID } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { findEntityInfo } from './access.js';
import { auditEntity, queueEvent, type EventSink } from './changes.js';
import { refField } from './body.js';
import { findCustomer } from './customers.js';
import { findRow, loadChecked, type EntityFamily, type FamilyRow } from './family.js';
import { ref } from './wire.js';

/** The stored row being replaced by a save, or undefined for a new entity (400/404/403 as ThingsBoard). */
export async function existingForSave<R extends FamilyRow>(
  q: Queryable, user: SecurityUser, fam: EntityFamily<R>, body: Record<string, unknown>,
): Promise<R | undefined> {
  const id = refField(body, 'id');
  return id ? loadChecked(q, user, fam, id, 'write') : undefined;
}

/** The customer a saved entity is assigned to (NULL_UUID when none); 400 when missing or of another tenant. */
export async function customerForSave(q: Queryable, tenantId: string, body: Record<string, unknown>, word: string): Promise<string> {
  const customerId = refField(body, 'customerId');
  if (!customerId) return NULL_UUID;
  const customer = await findCustomer(q, customerId);
  if (!customer) throw badRequest(`Can't assign ${word} to non-existent customer!`);
  if (customer.tenant_id !== tenantId) throw badRequest(`Can't assign ${word} to customer from different tenant!`);
  return customerId;
}

/**
 * 400 unless `id` (when given) names an existing entity of `entityType` owned by the tenant:
 * "Can't assign non-existent {word}!" or "Can't assign {word} from different tenant!".
 */
export async function checkTenantReference(q: Queryable, tenantId: string, entityType: string, id: string | null, word: string): Promise<void> {
  if (!id) return;
  const info = await findEntityInfo(q, entityType, id);
  if (!info) throw badRequest(`Can't assign non-existent ${word}!`);
  if (info.tenantId !== tenantId) throw badRequest(`Can't assign ${word} from different tenant!`);
}

/** 400 with `message` when another entity of the tenant already has `name`. */
export async function assertUniqueName(
  q: Queryable, table: string, tenantId: string, name: string, selfId: string | undefined, message: string,
): Promise<void> {
  const other = await q.one<{ id: string }>(`SELECT id FROM ${table} WHERE tenant_id = $1 AND name = $2`, [tenantId, name]);
  if (other && other.id !== selfId) throw badRequest(message);
}

/** 400 when the tenant profile limits how many entities of a table the tenant may hold and the limit is reached. */
export async function checkEntityLimit(q: Queryable, tenantId: string, limitKey: string, table: string, plural: string): Promise<void> {
  const row = await q.one<{ max: string | null }>(
    `SELECT tp.profile_data->'configuration'->>$2 AS max FROM tenant t JOIN tenant_profile tp ON tp.id = t.tenant_profile_id WHERE t.id = $1`,
    [tenantId, limitKey]);
  const max = Number(row?.max ?? 0);
  if (!Number.isFinite(max) || max <= 0) return;
  const count = await q.one<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE tenant_id = $1`, [tenantId]);
  if (Number(count?.n ?? 0) >= max) throw badRequest(`Can't create more then ${max} ${plural}!`);
}

/** Reloads a saved row, writes its ADDED/UPDATED audit record and queues its entity event. */
export async function finishSave<R extends FamilyRow>(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, fam: EntityFamily<R>, id: string, created: boolean,
): Promise<R> {
  const row = (await findRow(q, fam, id))!;
  const action = created ? 'ADDED' : 'UPDATED';
  await auditEntity(ctx, q, user, { entityType: fam.entityType, row }, action, { entity: fam.toJson(row) });
  queueEvent(events, row.tenant_id, ref(fam.entityType, row.id), action);
  return row;
}
