import type { ApiSchema } from '../../sdk/api-schema.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { NULL_UUID } from '../auth/types.js';
import { assertAccess } from '../auth/permissions.js';
import { queryPage, type PageData, type PageLinkQuery } from '../http/paging.js';
import { uuidParam } from '../http/validate.js';
import { entityNotFound } from './access.js';
import { tenantRef, type CustomerInfoColumns, type OwnedRow } from './wire.js';

/** A row of a customer-assignable entity with the customer columns joined in. */
export interface FamilyRow extends OwnedRow, CustomerInfoColumns {
  label?: string | null;
}

/**
 * One family of customer-assignable tenant entities (devices, assets, entity views, edges): how
 * its rows are stored, searched, sorted and written as JSON (`J` the plain answer, `I` the info
 * answer). The alias of the main table is `e`.
 */
export interface EntityFamily<R extends FamilyRow = FamilyRow, J = unknown, I = J> {
  entityType: 'DEVICE' | 'ASSET' | 'ENTITY_VIEW' | 'EDGE';
  table: string;
  /** Capitalised name in messages ("Device isn't assigned to any customer!"). */
  label: string;
  /** Columns of a full row (entity plus joined customer info). */
  select: string;
  /** FROM clause with the joins `select` needs. */
  from: string;
  /** Expressions searched by the plain lists. */
  listSearch: string[];
  /** Expressions searched by the `...Infos` lists. */
  infoSearch: string[];
  /** Sort properties of the plain lists. */
  sortable: Record<string, string>;
  /** Sort properties of the `...Infos` lists. */
  infoSortable: Record<string, string>;
  toJson(row: R): J;
  toInfo(row: R): I;
}

/** Loads one row by id; undefined when missing. */
export function findRow<R extends FamilyRow>(q: Queryable, fam: EntityFamily<R>, id: string): Promise<R | undefined> {
  return q.one<R>(`SELECT ${fam.select} FROM ${fam.from} WHERE e.id = $1`, [id]);
}

/** Loads a row addressed by a request id and checks access: 400 bad uuid, 404 missing, 403 not allowed. */
export async function loadChecked<R extends FamilyRow>(
  q: Queryable, user: SecurityUser, fam: EntityFamily<R>, rawId: unknown, op: 'read' | 'write', paramName = 'id',
): Promise<R> {
  const id = uuidParam(rawId, paramName);
  const row = await findRow(q, fam, id);
  if (!row) throw entityNotFound(fam.entityType, id);
  assertAccess(user, { tenantId: row.tenant_id, customerId: row.customer_id }, op);
  return row;
}

/** Finds a tenant's entity by its exact name. */
export function findByName<R extends FamilyRow>(q: Queryable, fam: EntityFamily<R>, tenantId: string, name: string): Promise<R | undefined> {
  return q.one<R>(`SELECT ${fam.select} FROM ${fam.from} WHERE e.tenant_id = $1 AND e.name = $2`, [tenantId, name]);
}

/** Filters of a family list. */
export interface ListFilter {
  tenantId: string;
  /** Only entities assigned to this customer. */
  customerId?: string;
  /** Only entities of this type (blank means any). */
  type?: string | undefined;
  /** Extra conditions with their parameters, numbered after the built-in ones. */
  where?: (next: number) => { sql: string; params: unknown[] };
  /** Extra FROM text (joins), e.g. the edge relation. */
  join?: string;
  /** Whether startTime/endTime bound the created time. */
  timed?: boolean;
}

/** Runs a paged list of a family: plain objects or infos. */
export function listPage<R extends FamilyRow, J, I>(
  q: Queryable, fam: EntityFamily<R, J, I>, filter: ListFilter, link: PageLinkQuery, info: boolean,
): Promise<PageData<J | I>> {
  const where = ['e.tenant_id = $1'];
  const params: unknown[] = [filter.tenantId];
  if (filter.customerId) {
    params.push(filter.customerId);
    where.push(`e.customer_id = $${params.length}`);
  }
  if (filter.type && filter.type.trim() !== '') {
    params.push(filter.type);
    where.push(`e.type = $${params.length}`);
  }
  if (filter.where) {
    const extra = filter.where(params.length + 1);
    where.push(extra.sql);
    params.push(...extra.params);
  }
  return queryPage<R, J | I>(q, {
    select: fam.select,
    from: `${fam.from}${filter.join ? ' ' + filter.join : ''}`,
    where,
    params,
    search: info ? fam.infoSearch : fam.listSearch,
    sortable: info ? fam.infoSortable : fam.sortable,
    defaultSort: 'e.id ASC',
    timeColumn: filter.timed ? 'e.created_time' : undefined,
    link,
    map: (row) => (info ? fam.toInfo(row) : fam.toJson(row)),
  });
}

/** The entities among `ids` the caller may read (others are left out silently). */
export async function listByIds<R extends FamilyRow>(q: Queryable, user: SecurityUser, fam: EntityFamily<R>, ids: string[]): Promise<R[]> {
  const params: unknown[] = [ids, user.tenantId];
  let sql = `SELECT ${fam.select} FROM ${fam.from} WHERE e.id = ANY($1::uuid[]) AND e.tenant_id = $2`;
  if (user.authority === 'CUSTOMER_USER') {
    params.push(user.customerId);
    sql += ' AND e.customer_id = $3';
  }
  return q.query<R>(sql + ' ORDER BY e.id', params);
}

/** The tenant's distinct entity types as EntitySubtype objects, sorted by type. */
export async function subtypes(q: Queryable, fam: EntityFamily, tenantId: string): Promise<Array<ApiSchema<'EntitySubtype'>>> {
  const rows = await q.query<{ type: string }>(`SELECT DISTINCT type FROM ${fam.table} WHERE tenant_id = $1 ORDER BY type`, [tenantId]);
  return rows.map((r) => ({ tenantId: tenantRef(tenantId), entityType: fam.entityType, type: r.type }));
}

/** Sets (or clears with NULL_UUID) the customer of an entity and answers the updated row. */
export async function setCustomer<R extends FamilyRow>(q: Queryable, fam: EntityFamily<R>, id: string, customerId: string): Promise<R> {
  await q.query(`UPDATE ${fam.table} SET customer_id = $2 WHERE id = $1`, [id, customerId]);
  return (await findRow(q, fam, id))!;
}

/** Deletes every relation from or to an entity (all groups). */
export async function deleteAllRelations(q: Queryable, entityType: string, id: string): Promise<void> {
  await q.query('DELETE FROM relation WHERE (from_id = $1 AND from_type = $2) OR (to_id = $1 AND to_type = $2)', [id, entityType]);
}

/** Unassigns every device, asset, entity view and edge of a customer (for a customer being deleted). */
export async function unassignCustomerEntities(q: Queryable, customerId: string): Promise<void> {
  for (const table of ['device', 'asset', 'entity_view', 'edge']) {
    await q.query(`UPDATE ${table} SET customer_id = $2 WHERE customer_id = $1`, [customerId, NULL_UUID]);
  }
}
