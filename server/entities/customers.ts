import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { assertCustomerScope } from '../auth/permissions.js';
import { uuidParam } from '../http/validate.js';
import { newId } from '../db/ids.js';
import { entityNotFound } from './access.js';

/** The customer columns the entity families need. */
export interface CustomerRow {
  id: string;
  tenant_id: string;
  title: string;
  is_public: boolean;
}

/** Loads a customer by id; undefined when missing. */
export function findCustomer(q: Queryable, id: string): Promise<CustomerRow | undefined> {
  return q.one<CustomerRow>('SELECT id, tenant_id, title, is_public FROM customer WHERE id = $1', [id]);
}

/**
 * Reads a customer id parameter and checks the caller may read that customer: 400 for a bad
 * uuid, 404 when missing, 403 when it belongs to another tenant or (for a customer user) is not its own.
 */
export async function checkCustomer(q: Queryable, user: SecurityUser, rawId: unknown): Promise<CustomerRow> {
  const id = uuidParam(rawId, 'customerId');
  const customer = await findCustomer(q, id);
  if (!customer) throw entityNotFound('CUSTOMER', id);
  assertCustomerScope(user, customer.tenant_id, customer.id);
  return customer;
}

/** The tenant's public customer, created (title "Public") when the tenant has none yet. */
export async function findOrCreatePublicCustomer(q: Queryable, tenantId: string, now: number): Promise<CustomerRow> {
  const existing = await q.one<CustomerRow>(
    'SELECT id, tenant_id, title, is_public FROM customer WHERE tenant_id = $1 AND is_public ORDER BY created_time LIMIT 1', [tenantId]);
  if (existing) return existing;
  const row = await q.one<CustomerRow>(
    `INSERT INTO customer (id, created_time, tenant_id, title, is_public, additional_info) VALUES ($1,$2,$3,'Public',true,$4)
     RETURNING id, tenant_id, title, is_public`,
    [newId(), now, tenantId, JSON.stringify({ isPublic: true })],
  );
  return row!;
}
