import type { ApiSchema } from '../../sdk/api-schema.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { forbidden } from '../http/errors.js';
import { queryPage, type PageData, type PageLinkQuery } from '../http/paging.js';
import { uuidParam } from '../http/validate.js';
import { entityNotFound } from '../entities/access.js';
import { customerRef, optionalRef, ref, tenantRef } from '../entities/wire.js';

/** A customer a dashboard is assigned to, as the assignment subquery answers it. */
export interface AssignedCustomer {
  id: string;
  title: string;
  public: boolean;
}

/** A stored dashboard with its assigned customers. */
export interface DashboardRow {
  id: string;
  created_time: number;
  tenant_id: string;
  title: string;
  image: string | null;
  mobile_hide: boolean;
  mobile_order: number | null;
  assigned_customers: AssignedCustomer[];
  configuration?: unknown;
  external_id?: string | null;
}

/** SQL condition: dashboard `d` is assigned to the customer bound at `$n`. */
export const assignedToCustomerSql = (n: number) =>
  `EXISTS (SELECT 1 FROM relation r WHERE r.from_id = $${n} AND r.from_type = 'CUSTOMER' AND r.to_id = d.id AND r.to_type = 'DASHBOARD'
    AND r.relation_type_group = 'DASHBOARD' AND r.relation_type = 'Contains')`;

/** SQL condition: dashboard `d` is assigned to the edge bound at `$n`. */
export const assignedToEdgeSql = (n: number) =>
  `EXISTS (SELECT 1 FROM relation r WHERE r.from_id = $${n} AND r.from_type = 'EDGE' AND r.to_id = d.id AND r.to_type = 'DASHBOARD'
    AND r.relation_type_group = 'EDGE' AND r.relation_type = 'Contains')`;

const ASSIGNED_CUSTOMERS = `(SELECT COALESCE(json_agg(json_build_object('id', c.id, 'title', c.title, 'public', c.is_public)
    ORDER BY c.title, c.id), '[]'::json)
  FROM relation r JOIN customer c ON c.id = r.from_id
  WHERE r.to_id = d.id AND r.to_type = 'DASHBOARD' AND r.from_type = 'CUSTOMER'
    AND r.relation_type_group = 'DASHBOARD' AND r.relation_type = 'Contains') AS assigned_customers`;

/** Columns of a DashboardInfo (no configuration). */
export const INFO_COLUMNS = `d.id, d.created_time, d.tenant_id, d.title, d.image, d.mobile_hide, d.mobile_order, ${ASSIGNED_CUSTOMERS}`;
/** Columns of a full Dashboard. */
export const FULL_COLUMNS = `${INFO_COLUMNS}, d.configuration, d.external_id`;

/** Maps a row to the DashboardInfo JSON of ThingsBoard 3.4.1 (`name` repeats the title). */
export function dashboardInfoToJson(row: DashboardRow): ApiSchema<'DashboardInfo'> {
  return {
    id: ref('DASHBOARD', row.id),
    createdTime: row.created_time,
    tenantId: tenantRef(row.tenant_id),
    title: row.title,
    name: row.title,
    image: row.image ?? null,
    assignedCustomers: row.assigned_customers.map((c) => ({ customerId: customerRef(c.id), title: c.title, public: c.public })),
    mobileHide: row.mobile_hide,
    mobileOrder: row.mobile_order ?? null,
  };
}

/** Maps a row to the Dashboard JSON: DashboardInfo plus configuration and externalId. */
export function dashboardToJson(row: DashboardRow): ApiSchema<'Dashboard'> {
  return {
    ...dashboardInfoToJson(row),
    configuration: row.configuration ?? null,
    externalId: optionalRef('DASHBOARD', row.external_id),
  };
}

/** Loads a full dashboard row by id; undefined when missing. */
export function findDashboard(q: Queryable, id: string): Promise<DashboardRow | undefined> {
  return q.one<DashboardRow>(`SELECT ${FULL_COLUMNS} FROM dashboard d WHERE d.id = $1`, [id]);
}

/**
 * Whether `user` may read (or, with `write`, change) a dashboard: tenant admins of its tenant;
 * customer users (public ones included) read the dashboards assigned to their customer; the
 * system administrator reads any dashboard and changes none.
 */
export function canUseDashboard(user: SecurityUser, row: Pick<DashboardRow, 'tenant_id' | 'assigned_customers'>, op: 'read' | 'write'): boolean {
  if (user.authority === 'SYS_ADMIN') return op === 'read';
  if (user.tenantId !== row.tenant_id) return false;
  if (user.authority === 'TENANT_ADMIN') return true;
  if (user.authority !== 'CUSTOMER_USER' || op !== 'read') return false;
  return row.assigned_customers.some((c) => c.id === user.customerId);
}

/** Loads a dashboard addressed by a request id and checks access: 400 bad uuid, 404 missing, 403 not allowed. */
export async function loadDashboard(q: Queryable, user: SecurityUser, rawId: unknown, op: 'read' | 'write', name = 'dashboardId'): Promise<DashboardRow> {
  const id = uuidParam(rawId, name);
  const row = await findDashboard(q, id);
  if (!row) throw entityNotFound('DASHBOARD', id);
  if (!canUseDashboard(user, row, op)) throw forbidden();
  return row;
}

/** Which dashboards a list shows. */
export interface DashboardListFilter {
  tenantId: string;
  /** Only the dashboards assigned to this customer. */
  customerId?: string;
  /** Only the dashboards assigned to this edge. */
  edgeId?: string;
  /** Mobile list: dashboards hidden on mobile are left out, the others come in mobile order. */
  mobile?: boolean;
}

const SORTABLE = {
  createdTime: 'd.created_time', title: 'd.title', id: 'd.id', mobileHide: 'd.mobile_hide', mobileOrder: 'd.mobile_order',
};

/** A page of DashboardInfo objects (title searched with a case-insensitive contains). */
export function listDashboards(q: Queryable, filter: DashboardListFilter, link: PageLinkQuery): Promise<PageData<ApiSchema<'DashboardInfo'>>> {
  const where = ['d.tenant_id = $1'];
  const params: unknown[] = [filter.tenantId];
  if (filter.customerId) {
    params.push(filter.customerId);
    where.push(assignedToCustomerSql(params.length));
  }
  if (filter.edgeId) {
    params.push(filter.edgeId);
    where.push(assignedToEdgeSql(params.length));
  }
  if (filter.mobile) where.push('NOT d.mobile_hide');
  return queryPage<DashboardRow, ApiSchema<'DashboardInfo'>>(q, {
    select: INFO_COLUMNS,
    from: 'dashboard d',
    where,
    params,
    search: ['d.title'],
    sortable: SORTABLE,
    defaultSort: filter.mobile ? 'd.mobile_order ASC NULLS LAST, d.title ASC, d.id ASC' : 'd.id ASC',
    link,
    map: dashboardInfoToJson,
  });
}
