import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { NULL_UUID, type SecurityUser } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { booleanField, integerField, objectField, refField, textField } from '../entities/body.js';
import { auditEntity, queueEvent, type EventSink } from '../entities/changes.js';
import { checkEntityLimit } from '../entities/save.js';
import { ref } from '../entities/wire.js';
import { dashboardToJson, findDashboard, loadDashboard, type DashboardRow } from './service.js';
import { newId } from '../db/ids.js';

/** The fields of a Dashboard body that are stored. */
interface DashboardInput {
  title: string;
  image: string | null;
  mobileHide: boolean;
  mobileOrder: number | null;
  configuration: Record<string, unknown> | null;
  externalId: string | null;
}

/** Reads and checks a Dashboard body; 400 naming the field when something is wrong. */
export function readDashboardBody(body: Record<string, unknown>): DashboardInput {
  return {
    title: textField(body, 'title', { required: 'Dashboard title should be specified!' })!,
    image: textField(body, 'image', { max: 0, noMarkup: false }),
    mobileHide: booleanField(body, 'mobileHide'),
    mobileOrder: integerField(body, 'mobileOrder'),
    configuration: objectField(body, 'configuration'),
    externalId: refField(body, 'externalId'),
  };
}

/** The audit view of a dashboard row: its title is its name, it belongs to no customer. */
export const auditedDashboard = (row: Pick<DashboardRow, 'id' | 'title' | 'tenant_id'>) =>
  ({ entityType: 'DASHBOARD', row: { id: row.id, name: row.title, tenant_id: row.tenant_id, customer_id: NULL_UUID } });

/**
 * Creates or updates a dashboard from a Dashboard body, as `POST /api/dashboard` does: a body with
 * an id replaces that dashboard (404/403 when missing or not the caller's); customer assignments
 * are kept. Answers the stored row.
 */
export async function saveDashboard(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, body: Record<string, unknown>,
): Promise<DashboardRow> {
  const existingId = refField(body, 'id');
  const existing = existingId ? await loadDashboard(q, user, existingId, 'write', 'id') : undefined;
  const input = readDashboardBody(body);
  const values = [input.title, input.image, input.mobileHide, input.mobileOrder,
    input.configuration === null ? null : JSON.stringify(input.configuration), input.externalId];
  let id: string;
  if (existing) {
    id = existing.id;
    await q.query(
      `UPDATE dashboard SET title = $2, image = $3, mobile_hide = $4, mobile_order = $5, configuration = $6, external_id = $7 WHERE id = $1`,
      [id, ...values]);
  } else {
    await checkEntityLimit(q, user.tenantId, 'maxDashboards', 'dashboard', 'dashboards');
    id = newId();
    await q.query(
      `INSERT INTO dashboard (id, created_time, tenant_id, title, image, mobile_hide, mobile_order, configuration, external_id)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
      [id, ctx.now(), user.tenantId, ...values]);
  }
  const row = (await findDashboard(q, id))!;
  const action = existing ? 'UPDATED' : 'ADDED';
  await auditEntity(ctx, q, user, auditedDashboard(row), action, { entity: dashboardToJson(row) });
  queueEvent(events, row.tenant_id, ref('DASHBOARD', row.id), action);
  return row;
}

/**
 * Deletes a dashboard with its customer and edge assignments; 400 while a device profile names it
 * as its default dashboard, as ThingsBoard refuses that delete.
 */
export async function deleteDashboard(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, rawId: unknown,
): Promise<void> {
  const row = await loadDashboard(q, user, rawId, 'write');
  const profile = await q.one('SELECT id FROM device_profile WHERE default_dashboard_id = $1 LIMIT 1', [row.id]);
  if (profile) throw badRequest('The dashboard referenced by the device profiles cannot be deleted!');
  await q.query(`DELETE FROM relation WHERE (from_id = $1 AND from_type = 'DASHBOARD') OR (to_id = $1 AND to_type = 'DASHBOARD')`, [row.id]);
  await q.query('DELETE FROM dashboard WHERE id = $1', [row.id]);
  await auditEntity(ctx, q, user, auditedDashboard(row), 'DELETED', { entityId: row.id });
  queueEvent(events, row.tenant_id, ref('DASHBOARD', row.id), 'DELETED');
}
