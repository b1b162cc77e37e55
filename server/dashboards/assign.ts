import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { queueEvent, type EventSink } from '../entities/changes.js';
import { checkCustomer, type CustomerRow } from '../entities/customers.js';
import { ref } from '../entities/wire.js';
import { writeAudit } from '../entities/audit.js';
import { findDashboard, type DashboardRow } from './service.js';
import { deleteRelation, saveRelation, type EntityRelationJson } from '../entities/relations.js';

/** How a list of customers changes a dashboard's assignments. */
export type AssignmentMode = 'set' | 'add' | 'remove';

type CustomerRef = Pick<CustomerRow, 'id' | 'title'>;

const customerLink = (customerId: string, dashboardId: string): EntityRelationJson =>
  ({ from: ref('CUSTOMER', customerId), to: ref('DASHBOARD', dashboardId), type: 'Contains', typeGroup: 'DASHBOARD', additionalInfo: null });

async function auditAssignment(
  ctx: ServerContext, q: Queryable, user: SecurityUser, row: DashboardRow, customer: CustomerRef, assigned: boolean,
): Promise<void> {
  const actionData = assigned
    ? { entityId: row.id, assignedCustomerId: customer.id, assignedCustomerName: customer.title }
    : { entityId: row.id, unassignedCustomerId: customer.id, unassignedCustomerName: customer.title };
  await writeAudit(q, {
    user, tenantId: row.tenant_id, customerId: customer.id, entityId: ref('DASHBOARD', row.id), entityName: row.title,
    actionType: assigned ? 'ASSIGNED_TO_CUSTOMER' : 'UNASSIGNED_FROM_CUSTOMER', actionData,
  }, ctx.now());
}

/** Assigns a dashboard to a customer (audited); false when it already was assigned. */
export async function assignToCustomer(ctx: ServerContext, q: Queryable, user: SecurityUser, row: DashboardRow, customer: CustomerRef): Promise<boolean> {
  if (row.assigned_customers.some((c) => c.id === customer.id)) return false;
  await saveRelation(q, customerLink(customer.id, row.id));
  await auditAssignment(ctx, q, user, row, customer, true);
  return true;
}

/** Removes a dashboard from a customer (audited); false when it was not assigned. */
export async function unassignFromCustomer(ctx: ServerContext, q: Queryable, user: SecurityUser, row: DashboardRow, customer: CustomerRef): Promise<boolean> {
  const rel = customerLink(customer.id, row.id);
  if (!(await deleteRelation(q, rel.from, rel.to, rel.type, rel.typeGroup))) return false;
  await auditAssignment(ctx, q, user, row, customer, false);
  return true;
}

/**
 * Applies a list of customers to a dashboard: `set` makes it exactly the list, `add` and `remove`
 * change only the listed ones. Queues one UPDATED event when anything changed; answers the reloaded row.
 */
export async function changeCustomers(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, row: DashboardRow, mode: AssignmentMode, customers: CustomerRef[],
): Promise<DashboardRow> {
  let changed = false;
  for (const customer of customers) {
    const done = mode === 'remove'
      ? await unassignFromCustomer(ctx, q, user, row, customer)
      : await assignToCustomer(ctx, q, user, row, customer);
    changed ||= done;
  }
  if (mode === 'set') {
    const wanted = new Set(customers.map((c) => c.id));
    for (const current of row.assigned_customers) {
      if (!wanted.has(current.id)) changed = (await unassignFromCustomer(ctx, q, user, row, current)) || changed;
    }
  }
  if (changed) queueEvent(events, row.tenant_id, ref('DASHBOARD', row.id), 'UPDATED');
  return (await findDashboard(q, row.id))!;
}

/**
 * Reads the body of the `/customers` endpoints, a list of customer uuid strings, and loads each
 * customer: 400 for a missing (when `required`) or malformed list, 404 for an unknown customer,
 * 403 for one of another tenant.
 */
export async function customersOfBody(q: Queryable, user: SecurityUser, body: unknown, required: boolean): Promise<CustomerRow[]> {
  if (body === null || body === undefined) {
    if (required) throw badRequest('Required request body is missing');
    return [];
  }
  if (!Array.isArray(body) || body.some((v) => typeof v !== 'string')) {
    throw badRequest('Invalid request body: expected a list of customer ids');
  }
  const out = new Map<string, CustomerRow>();
  for (const raw of body as string[]) {
    const customer = await checkCustomer(q, user, raw);
    out.set(customer.id, customer);
  }
  return [...out.values()];
}
