import assert from 'node:assert/strict';
import type { CallResult, TestServer } from '../support/server.js';
import { createCustomerUser, createOtherTenant } from '../support/fixtures.js';
import { DEMO } from '../../server/demo/ids.js';

/** Tokens of every role the dashboard and widget tests use. */
export interface Roles {
  sysadmin: string;
  tenant: string;
  /** Customer user of Customer A (the demo customer user). */
  customerA: string;
  /** Customer user of Customer B. */
  customerB: string;
  /** Public user of the demo tenant's public customer. */
  publicUser: string;
  otherTenant: string;
  otherCustomer: string;
  otherTenantId: string;
  otherCustomerId: string;
}

/** Signs in every role through the login endpoints (the public user through `/api/auth/login/public`). */
export async function signInRoles(server: TestServer, label: string): Promise<Roles> {
  const other = await createOtherTenant(server.ctx.db, label);
  const customerBEmail = `user-b-${label}@example.com`;
  await createCustomerUser(server.ctx.db, DEMO.customerBId, customerBEmail);
  const publicLogin = await server.call('POST', '/api/auth/login/public', { body: { publicId: DEMO.publicCustomerId } });
  assert.equal(publicLogin.status, 200, publicLogin.text);
  return {
    sysadmin: await server.login('sysadmin@thingsboard.org', 'sysadmin'),
    tenant: await server.login('tenant@thingsboard.org', 'tenant'),
    customerA: await server.login('customer@thingsboard.org', 'customer'),
    customerB: await server.login(customerBEmail, 'password1'),
    publicUser: publicLogin.body.token as string,
    otherTenant: await server.login(other.adminEmail, other.password),
    otherCustomer: await server.login(other.customerUserEmail, other.password),
    otherTenantId: other.tenantId,
    otherCustomerId: other.customerId,
  };
}

/** Asserts an error answer: status, errorCode and (when given) message. */
export function assertError(res: CallResult, status: number, errorCode: number, message?: string): void {
  assert.equal(res.status, status, res.text);
  assert.equal(res.body.status, status);
  assert.equal(res.body.errorCode, errorCode);
  if (message !== undefined) assert.equal(res.body.message, message);
}

/** Number of rows of a table (to check a refused request changed nothing). */
export async function rowCount(server: TestServer, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const row = await server.ctx.db.one<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params);
  return Number(row?.n ?? 0);
}

/** Id of a demo dashboard by title. */
export async function dashboardIdOf(server: TestServer, title: string): Promise<string> {
  const row = await server.ctx.db.one<{ id: string }>('SELECT id FROM dashboard WHERE title = $1 AND tenant_id = $2', [title, DEMO.tenantId]);
  if (!row) throw new Error(`no dashboard ${title}`);
  return row.id;
}

/** Id of a demo device by name. */
export async function deviceIdOf(server: TestServer, name: string): Promise<string> {
  const row = await server.ctx.db.one<{ id: string }>('SELECT id FROM device WHERE name = $1', [name]);
  if (!row) throw new Error(`no device ${name}`);
  return row.id;
}

/** Audit records of an entity, oldest first. */
export function auditOf(server: TestServer, entityId: string) {
  return server.ctx.db.query<{ action_type: string; customer_id: string; tenant_id: string; action_data: any; entity_name: string }>(
    'SELECT action_type, customer_id, tenant_id, action_data, entity_name FROM audit_log WHERE entity_id = $1 ORDER BY created_time, action_type',
    [entityId]);
}
