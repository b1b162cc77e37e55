import { ENTITY_COLUMNS, type EntityColumn } from '../../../elements/entity-table/entity-columns.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';
import { entityPath } from '../../logic/entity-search.js';
import { ownerListPath } from '../entity-list/entity-list.logic.js';

/** A customer a dashboard is assigned to, as dashboard infos carry it. */
export interface AssignedCustomer {
  customerId: { id: string };
  title?: string;
  public?: boolean;
}

/** A row of the dashboards list. */
export interface DashboardRow {
  id: { id: string };
  title?: string;
  assignedCustomers?: AssignedCustomer[] | null;
}

/** The dashboards list call of a role: the tenant's dashboards, or the customer's for a customer user (console-core §6). */
export function dashboardsListPath(authority: Authority | undefined, customerId: string | undefined): string | null {
  return ownerListPath(authority, customerId, '/api/tenant/dashboards', 'dashboards');
}

/** The public customer of a dashboard, or null when it is private. */
export function publicCustomerOf(row: DashboardRow): string | null {
  return row.assignedCustomers?.find((c) => c.public)?.customerId.id ?? null;
}

/** The customers a dashboard is assigned to other than the public one. */
export function namedCustomersOf(row: DashboardRow): AssignedCustomer[] {
  return (row.assignedCustomers ?? []).filter((c) => !c.public);
}

/** The public link of a dashboard (console-core §2): `/dashboard/{dashboardId}?publicId={customerId}` on the console's origin. */
export function publicDashboardLink(origin: string, dashboardId: string, publicCustomerId: string): string {
  return `${origin}/dashboard/${encodeURIComponent(dashboardId)}?publicId=${encodeURIComponent(publicCustomerId)}`;
}

/** The calls that assign a dashboard to a customer, unassign it, and make it public or private. */
export function dashboardAssignmentCalls(dashboardId: string) {
  const id = encodeURIComponent(dashboardId);
  return {
    assign: (customerId: string) => `/api/customer/${encodeURIComponent(customerId)}/dashboard/${id}`,
    unassign: (customerId: string) => `/api/customer/${encodeURIComponent(customerId)}/dashboard/${id}`,
    makePublic: `/api/customer/public/dashboard/${id}`,
    makePrivate: `/api/customer/public/dashboard/${id}`,
  };
}

/** The dashboard saved from an imported file: its content without the server-side fields, made new. */
export function importedDashboard(json: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, createdTime: _c, tenantId: _t, assignedCustomers: _a, ...rest } = json;
  return rest;
}

/** Key of the column naming the customers a dashboard is assigned to; its cell lists their titles. */
export const ASSIGNED_COLUMN = 'assignedCustomers';
/** Key of the column saying whether a dashboard is public. */
export const PUBLIC_COLUMN = 'publicCustomer';

/** Columns of the dashboards list: created time and title, plus for a tenant administrator the assigned customers and the public flag. */
export function dashboardColumns(authority: Authority | undefined): EntityColumn[] {
  const base = [...(ENTITY_COLUMNS.DASHBOARD ?? [])];
  if (authority !== 'TENANT_ADMIN') return base;
  return [
    ...base,
    { key: ASSIGNED_COLUMN, title: 'lists:dashboards.assigned-customers', size: 'lg', value: (row) => namedCustomersOf(row as unknown as DashboardRow).map((c) => c.title ?? '').join(', ') },
    { key: PUBLIC_COLUMN, title: 'entity-table.column.public', size: 'sm', kind: 'boolean', value: (row) => publicCustomerOf(row as unknown as DashboardRow) !== null },
  ];
}

/** Address of one dashboard inside the console. */
export function dashboardPath(id: string): string {
  return entityPath('DASHBOARD', id);
}
