import bcrypt from 'bcryptjs';
import type { Queryable } from '../../server/db/db.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { newId } from '../../server/db/ids.js';
import { DEMO } from '../../server/demo/ids.js';

/** Accounts of a second tenant, for permission tests across tenants. */
export interface OtherTenant {
  tenantId: string;
  customerId: string;
  adminEmail: string;
  customerUserEmail: string;
  /** Password of both users. */
  password: string;
}

async function insertUser(q: Queryable, tenantId: string, customerId: string, email: string, authority: string, password: string) {
  const id = newId();
  await q.query(
    `INSERT INTO tb_user (id, created_time, tenant_id, customer_id, email, authority, first_name, last_name, additional_info)
     VALUES ($1,$2,$3,$4,$5,$6,'Test','User','{}')`,
    [id, Date.now(), tenantId, customerId, email, authority],
  );
  await q.query('INSERT INTO user_credentials (id, created_time, user_id, enabled, password) VALUES ($1,$2,$3,true,$4)',
    [newId(), Date.now(), id, await bcrypt.hash(password, 4)]);
  return id;
}

/** Inserts another tenant with an admin, a customer and a customer user (directly in the database). */
export async function createOtherTenant(q: Queryable, label = 'other'): Promise<OtherTenant> {
  const tenantId = newId();
  const customerId = newId();
  const password = 'password1';
  await q.query(`INSERT INTO tenant (id, created_time, title, tenant_profile_id) VALUES ($1,$2,$3,$4)`,
    [tenantId, Date.now(), `Tenant ${label}`, DEMO.tenantProfileId]);
  await q.query(`INSERT INTO customer (id, created_time, tenant_id, title) VALUES ($1,$2,$3,$4)`,
    [customerId, Date.now(), tenantId, `Customer ${label}`]);
  const adminEmail = `admin-${label}@example.com`;
  const customerUserEmail = `user-${label}@example.com`;
  await insertUser(q, tenantId, NULL_UUID, adminEmail, 'TENANT_ADMIN', password);
  await insertUser(q, tenantId, customerId, customerUserEmail, 'CUSTOMER_USER', password);
  return { tenantId, customerId, adminEmail, customerUserEmail, password };
}

/** Inserts a customer user of a demo customer (e.g. Customer B), for tests across customers. */
export async function createCustomerUser(q: Queryable, customerId: string, email: string, password = 'password1'): Promise<string> {
  return insertUser(q, DEMO.tenantId, customerId, email, 'CUSTOMER_USER', password);
}
