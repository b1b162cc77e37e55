import type { TestServer } from '../support/server.js';
import type { Authority } from '../../server/auth/types.js';
import { createOtherTenant } from '../support/fixtures.js';

/** Mints an access token for a stored user. */
export async function tokenOf(server: TestServer, email: string): Promise<string> {
  const u = await server.ctx.db.one<{ id: string; tenant_id: string; customer_id: string; authority: Authority }>(
    'SELECT id, tenant_id, customer_id, authority FROM tb_user WHERE email = $1', [email]);
  if (!u) throw new Error(`no user ${email}`);
  return server.ctx.jwt.accessToken({
    id: u.id, email, authority: u.authority, tenantId: u.tenant_id, customerId: u.customer_id, isPublic: false,
    firstName: '', lastName: '', enabled: true,
  });
}

/** A token for every role, including the administrator and customer user of a second tenant. */
export interface Roles {
  sysadmin: string;
  tenant: string;
  customer: string;
  otherTenant: string;
  otherCustomer: string;
  otherTenantId: string;
}

/** Creates a second tenant and answers a token per role. */
export async function rolesOf(server: TestServer, label: string): Promise<Roles> {
  const other = await createOtherTenant(server.ctx.db, label);
  return {
    sysadmin: await tokenOf(server, 'sysadmin@thingsboard.org'),
    tenant: await tokenOf(server, 'tenant@thingsboard.org'),
    customer: await tokenOf(server, 'customer@thingsboard.org'),
    otherTenant: await tokenOf(server, other.adminEmail),
    otherCustomer: await tokenOf(server, other.customerUserEmail),
    otherTenantId: other.tenantId,
  };
}

/** Number of rows of a table matching an optional condition. */
export async function countOf(server: TestServer, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const row = await server.ctx.db.one<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params);
  return Number(row?.n ?? 0);
}

/** Audit action types written for an entity, oldest first. */
export async function auditActions(server: TestServer, entityId: string): Promise<string[]> {
  const rows = await server.ctx.db.query<{ action_type: string }>(
    'SELECT action_type FROM audit_log WHERE entity_id = $1 ORDER BY created_time, id', [entityId]);
  return rows.map((r) => r.action_type);
}
