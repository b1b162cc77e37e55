import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { hasCustomer } from '../auth/permissions.js';
import { badRequest } from '../http/errors.js';
import { booleanField } from '../entities/body.js';
import { ref } from '../entities/wire.js';
import { writeAudit } from '../entities/audit.js';
import { canUseDashboard, dashboardToJson, findDashboard, loadDashboard, type DashboardRow } from './service.js';
import { isUuid } from '../db/ids.js';

/** Additional-info key holding the home dashboard id (a uuid string). */
export const HOME_DASHBOARD_ID = 'homeDashboardId';
/** Additional-info key holding whether the home dashboard hides its toolbar. */
export const HOME_DASHBOARD_HIDE_TOOLBAR = 'homeDashboardHideToolbar';

/** A home dashboard found in some additional info, with its toolbar flag. */
interface HomeChoice {
  row: DashboardRow;
  hideDashboardToolbar: boolean;
}

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The toolbar flag of an additional info; true when not set, as ThingsBoard defaults it. */
const hideToolbarOf = (info: Record<string, unknown>): boolean => {
  const flag = info[HOME_DASHBOARD_HIDE_TOOLBAR];
  return typeof flag === 'boolean' ? flag : true;
};

/** The home dashboard named by an additional info, when it exists and the user may read it. */
async function homeChoice(q: Queryable, user: SecurityUser, additionalInfo: unknown): Promise<HomeChoice | undefined> {
  const info = asObject(additionalInfo);
  const id = info[HOME_DASHBOARD_ID];
  if (!isUuid(id)) return undefined;
  const row = await findDashboard(q, id.toLowerCase());
  if (!row || !canUseDashboard(user, row, 'read')) return undefined;
  return { row, hideDashboardToolbar: hideToolbarOf(info) };
}

async function additionalInfoOf(q: Queryable, table: 'tb_user' | 'customer' | 'tenant', id: string): Promise<unknown> {
  return (await q.one<{ additional_info: unknown }>(`SELECT additional_info FROM ${table} WHERE id = $1`, [id]))?.additional_info;
}

/**
 * The home dashboard of a user: the one named in the user's additional info, else the customer's
 * (customer users), else the tenant's; each is skipped when missing or not readable by the user.
 * The system administrator has none.
 */
async function resolveHome(q: Queryable, user: SecurityUser): Promise<HomeChoice | undefined> {
  if (user.authority === 'SYS_ADMIN') return undefined;
  if (!user.isPublic) {
    const own = await homeChoice(q, user, await additionalInfoOf(q, 'tb_user', user.id));
    if (own) return own;
  }
  if (user.authority === 'CUSTOMER_USER' && hasCustomer(user.customerId)) {
    const customer = await homeChoice(q, user, await additionalInfoOf(q, 'customer', user.customerId));
    if (customer) return customer;
  }
  return homeChoice(q, user, await additionalInfoOf(q, 'tenant', user.tenantId));
}

/** HomeDashboard JSON (Dashboard plus `hideDashboardToolbar`) of a user; undefined when none. */
export async function homeDashboard(q: Queryable, user: SecurityUser): Promise<ApiSchema<'HomeDashboard'> | undefined> {
  const home = await resolveHome(q, user);
  return home && { ...dashboardToJson(home.row), hideDashboardToolbar: home.hideDashboardToolbar };
}

/** HomeDashboardInfo JSON of a user; undefined when none. */
export async function homeDashboardInfo(q: Queryable, user: SecurityUser): Promise<ApiSchema<'HomeDashboardInfo'> | undefined> {
  const home = await resolveHome(q, user);
  return home && { dashboardId: ref('DASHBOARD', home.row.id), hideDashboardToolbar: home.hideDashboardToolbar };
}

/** The tenant's HomeDashboardInfo as stored in its additional info (`dashboardId` null when unset). */
export async function tenantHomeInfo(q: Queryable, tenantId: string): Promise<ApiSchema<'HomeDashboardInfo'>> {
  const info = asObject(await additionalInfoOf(q, 'tenant', tenantId));
  const id = info[HOME_DASHBOARD_ID];
  return {
    dashboardId: isUuid(id) ? ref('DASHBOARD', id.toLowerCase()) : null,
    hideDashboardToolbar: hideToolbarOf(info),
  };
}

/** Reads the dashboard id of a HomeDashboardInfo body: null clears, a missing field is refused so junk clears nothing. */
function dashboardIdOf(body: Record<string, unknown>): string | null {
  if (!Object.hasOwn(body, 'dashboardId')) throw badRequest('Invalid request body: dashboardId should be specified');
  const value = body.dashboardId;
  if (value === null) return null;
  const id = asObject(value).id;
  if (!isUuid(id)) throw badRequest(`Invalid request body: dashboardId must be a dashboard id`);
  return id.toLowerCase();
}

/**
 * Stores the tenant's home dashboard from a HomeDashboardInfo body (404/403 when the dashboard is
 * missing or of another tenant); a null dashboard id clears it, a body without one is refused. Audited as a tenant update.
 */
export async function setTenantHomeInfo(ctx: ServerContext, q: Queryable, user: SecurityUser, body: Record<string, unknown>): Promise<void> {
  const rawId = dashboardIdOf(body);
  const hide = booleanField(body, 'hideDashboardToolbar');
  const dashboard = rawId ? await loadDashboard(q, user, rawId, 'read') : undefined;
  const base = `CASE WHEN jsonb_typeof(additional_info) = 'object' THEN additional_info ELSE '{}'::jsonb END`;
  if (dashboard) {
    await q.query(`UPDATE tenant SET additional_info = ${base} || $2::jsonb WHERE id = $1`,
      [user.tenantId, JSON.stringify({ [HOME_DASHBOARD_ID]: dashboard.id, [HOME_DASHBOARD_HIDE_TOOLBAR]: hide })]);
  } else {
    await q.query(`UPDATE tenant SET additional_info = ${base} - $2::text - $3::text WHERE id = $1`,
      [user.tenantId, HOME_DASHBOARD_ID, HOME_DASHBOARD_HIDE_TOOLBAR]);
  }
  const tenant = await q.one<{ title: string }>('SELECT title FROM tenant WHERE id = $1', [user.tenantId]);
  await writeAudit(q, {
    user, entityId: ref('TENANT', user.tenantId), entityName: tenant?.title ?? null, actionType: 'UPDATED',
    actionData: { homeDashboardId: dashboard?.id ?? null, hideDashboardToolbar: hide },
  }, ctx.now());
}
