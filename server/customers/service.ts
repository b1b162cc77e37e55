import type { Queryable } from '../db/db.js';
import { NULL_UUID } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { objectBody, optionalEntityId, requireText } from '../http/validate.js';
import { additionalInfoOf, contactFields, type ContactFields } from '../accounts/input.js';
import type { CustomerRow } from '../accounts/json.js';
import { newId } from '../db/ids.js';

/** Title of the customer whose public user sees public dashboards and entities. */
export const PUBLIC_TITLE = 'Public';

/** A customer as read from a request body. */
export interface CustomerInput extends ContactFields {
  id: string | null;
  title: string;
  additionalInfo: Record<string, unknown> | null;
  externalId: string | null;
}

/** Tables whose rows can be assigned to a customer and are unassigned when it is deleted. */
const ASSIGNABLE_TABLES = ['device', 'asset', 'entity_view', 'edge'];

/** Reads a Customer body, answering 400 naming the field for wrong types, blanks and oversize values. */
export function parseCustomerBody(raw: unknown): CustomerInput {
  const body = objectBody(raw);
  return {
    id: optionalEntityId(body, 'id', 'CUSTOMER'),
    title: requireText(body, 'title').trim(),
    additionalInfo: additionalInfoOf(body),
    externalId: optionalEntityId(body, 'externalId', 'CUSTOMER'),
    ...contactFields(body),
  };
}

/** True when a customer is its tenant's public customer. */
export const isPublicCustomer = (row: Pick<CustomerRow, 'is_public' | 'additional_info'>) =>
  row.is_public || (row.additional_info as { isPublic?: unknown } | null)?.isPublic === true;

/** One customer by id. */
export function findCustomer(q: Queryable, id: string): Promise<CustomerRow | undefined> {
  return q.one<CustomerRow>('SELECT * FROM customer WHERE id = $1', [id]);
}

/**
 * The title and additional info a save stores: the public customer stays public and keeps its
 * title; no other customer may take the reserved title or mark itself public.
 */
function normalized(c: CustomerInput, existing: CustomerRow | undefined): { title: string; info: Record<string, unknown> | null; isPublic: boolean } {
  if (existing && isPublicCustomer(existing)) {
    return { title: PUBLIC_TITLE, info: { ...(c.additionalInfo ?? {}), isPublic: true }, isPublic: true };
  }
  if (c.title === PUBLIC_TITLE) throw badRequest(`'${PUBLIC_TITLE}' is a reserved customer title!`);
  const info = c.additionalInfo ? { ...c.additionalInfo } : null;
  if (info) delete info.isPublic;
  return { title: c.title, info, isPublic: false };
}

/** Inserts or updates a customer of `tenantId`; titles are unique per tenant. */
export async function saveCustomer(q: Queryable, tenantId: string, c: CustomerInput, existing: CustomerRow | undefined, now: number): Promise<CustomerRow> {
  const { title, info, isPublic } = normalized(c, existing);
  const same = await q.one<{ id: string }>('SELECT id FROM customer WHERE tenant_id = $1 AND title = $2', [tenantId, title]);
  if (same && same.id !== existing?.id) throw badRequest('Customer with such title already exists!');
  const fields = [title, isPublic, c.country, c.state, c.city, c.address, c.address2, c.zip, c.phone, c.email,
    info === null ? null : JSON.stringify(info), c.externalId];
  if (existing) {
    await q.query(
      `UPDATE customer SET title = $2, is_public = $3, country = $4, state = $5, city = $6, address = $7, address2 = $8, zip = $9,
         phone = $10, email = $11, additional_info = $12, external_id = $13 WHERE id = $1`, [existing.id, ...fields]);
    return (await findCustomer(q, existing.id))!;
  }
  const id = newId();
  await q.query(
    `INSERT INTO customer (id, created_time, tenant_id, title, is_public, country, state, city, address, address2, zip, phone, email,
       additional_info, external_id) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15)`, [id, now, tenantId, ...fields]);
  return (await findCustomer(q, id))!;
}

/**
 * Deletes a customer: its devices, assets, entity views and edges become unassigned, its users
 * and relations are deleted. Answers the ids of the deleted users.
 */
export async function deleteCustomerData(q: Queryable, row: CustomerRow): Promise<string[]> {
  for (const table of ASSIGNABLE_TABLES) {
    await q.query(`UPDATE ${table} SET customer_id = $3 WHERE tenant_id = $1 AND customer_id = $2`, [row.tenant_id, row.id, NULL_UUID]);
  }
  const users = await q.query<{ id: string }>('SELECT id FROM tb_user WHERE customer_id = $1', [row.id]);
  for (const u of users) {
    await q.query("DELETE FROM relation WHERE (from_id = $1 AND from_type = 'USER') OR (to_id = $1 AND to_type = 'USER')", [u.id]);
  }
  await q.query('DELETE FROM tb_user WHERE customer_id = $1', [row.id]);
  await q.query("DELETE FROM relation WHERE (from_id = $1 AND from_type = 'CUSTOMER') OR (to_id = $1 AND to_type = 'CUSTOMER')", [row.id]);
  await q.query('DELETE FROM customer WHERE id = $1', [row.id]);
  return users.map((u) => u.id);
}
