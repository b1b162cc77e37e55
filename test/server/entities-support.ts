import type { TestServer } from '../support/server.js';
import type { Authority } from '../../server/auth/types.js';
import { createCustomerUser, createOtherTenant } from '../support/fixtures.js';
import { DEMO } from '../../server/demo/ids.js';

/** Mints an access token for a stored user (works whether or not the login endpoint exists). */
export async function tokenFor(server: TestServer, email: string): Promise<string> {
  const u = await server.ctx.db.one<{ id: string; tenant_id: string; customer_id: string; authority: Authority; first_name: string; last_name: string }>(
    'SELECT id, tenant_id, customer_id, authority, first_name, last_name FROM tb_user WHERE email = $1', [email]);
  if (!u) throw new Error(`no user ${email}`);
  return server.ctx.jwt.accessToken({
    id: u.id, email, authority: u.authority, tenantId: u.tenant_id, customerId: u.customer_id, isPublic: false,
    firstName: u.first_name ?? '', lastName: u.last_name ?? '', enabled: true,
  });
}

/** Tokens of every role the entity tests need. */
export interface RoleTokens {
  sysadmin: string;
  tenant: string;
  /** Customer user of Customer A. */
  customerA: string;
  /** Customer user of Customer B. */
  customerB: string;
  otherTenant: string;
  otherCustomer: string;
  otherTenantId: string;
  otherCustomerId: string;
}

/** Creates the other-tenant and Customer B users and answers a token per role. */
export async function roleTokens(server: TestServer): Promise<RoleTokens> {
  const other = await createOtherTenant(server.ctx.db, 'ent');
  await createCustomerUser(server.ctx.db, DEMO.customerBId, 'user-b@example.com');
  return {
    sysadmin: await tokenFor(server, 'sysadmin@thingsboard.org'),
    tenant: await tokenFor(server, 'tenant@thingsboard.org'),
    customerA: await tokenFor(server, 'customer@thingsboard.org'),
    customerB: await tokenFor(server, 'user-b@example.com'),
    otherTenant: await tokenFor(server, other.adminEmail),
    otherCustomer: await tokenFor(server, other.customerUserEmail),
    otherTenantId: other.tenantId,
    otherCustomerId: other.customerId,
  };
}

/** Number of rows of a table (to check a failed request changed nothing). */
export async function countRows(server: TestServer, table: string): Promise<number> {
  const row = await server.ctx.db.one<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(row?.n ?? 0);
}

/** A device id of the demo data by name. */
export async function deviceId(server: TestServer, name: string): Promise<string> {
  const row = await server.ctx.db.one<{ id: string }>('SELECT id FROM device WHERE name = $1', [name]);
  if (!row) throw new Error(`no device ${name}`);
  return row.id;
}

/** An asset id of the demo data by name. */
export async function assetId(server: TestServer, name: string): Promise<string> {
  const row = await server.ctx.db.one<{ id: string }>('SELECT id FROM asset WHERE name = $1', [name]);
  if (!row) throw new Error(`no asset ${name}`);
  return row.id;
}
