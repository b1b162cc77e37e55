import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { NULL_UUID, type SecurityUser } from '../auth/types.js';
import { badRequest, forbidden } from '../http/errors.js';
import { queryPage, type PageData, type PageLinkQuery } from '../http/paging.js';
import { uuidParam } from '../http/validate.js';
import { entityNotFound } from '../entities/access.js';
import { refField, textField } from '../entities/body.js';
import type { EventSink } from '../entities/changes.js';
import { optionalRef, ref, tenantRef } from '../entities/wire.js';
import { newId } from '../db/ids.js';
import { aliasFrom, canUseWidgets, recordWidgetsChange, uniqueAlias, widgetsOwnerOf } from './access.js';

/** Alias of the bundle listed only when edge support is enabled. */
export const EDGE_BUNDLE_ALIAS = 'edge_widgets';

/** A stored widgets bundle. */
export interface WidgetsBundleRow {
  id: string;
  created_time: number;
  tenant_id: string;
  alias: string;
  title: string;
  image: string | null;
  description: string | null;
  external_id: string | null;
}

/** Maps a row to the WidgetsBundle JSON of ThingsBoard 3.4.1. */
export function widgetsBundleToJson(row: WidgetsBundleRow): ApiSchema<'WidgetsBundle'> {
  return {
    id: ref('WIDGETS_BUNDLE', row.id),
    createdTime: row.created_time,
    tenantId: tenantRef(row.tenant_id),
    alias: row.alias,
    title: row.title,
    image: row.image ?? null,
    description: row.description ?? null,
    externalId: optionalRef('WIDGETS_BUNDLE', row.external_id),
  };
}

/** Loads a bundle addressed by a request id and checks access: 400 bad uuid, 404 missing, 403 not allowed. */
export async function loadBundle(q: Queryable, user: SecurityUser, rawId: unknown, op: 'read' | 'write', name = 'widgetsBundleId'): Promise<WidgetsBundleRow> {
  const id = uuidParam(rawId, name);
  const row = await q.one<WidgetsBundleRow>('SELECT * FROM widgets_bundle WHERE id = $1', [id]);
  if (!row) throw entityNotFound('WIDGETS_BUNDLE', id);
  if (!canUseWidgets(user, row.tenant_id, op)) throw forbidden();
  return row;
}

/** Finds a bundle of an owner by alias. */
export function findBundleByAlias(q: Queryable, tenantId: string, alias: string): Promise<WidgetsBundleRow | undefined> {
  return q.one<WidgetsBundleRow>('SELECT * FROM widgets_bundle WHERE tenant_id = $1 AND alias = $2', [tenantId, alias]);
}

/** WHERE conditions of the bundles a user sees: the system library, plus its tenant's unless system administrator. */
function visibleWhere(user: SecurityUser, edgesEnabled: boolean): { where: string[]; params: unknown[] } {
  const where = [user.authority === 'SYS_ADMIN' ? 'b.tenant_id = $1' : '(b.tenant_id = $1 OR b.tenant_id = $2)'];
  const params: unknown[] = user.authority === 'SYS_ADMIN' ? [NULL_UUID] : [NULL_UUID, user.tenantId];
  if (!edgesEnabled) {
    params.push(EDGE_BUNDLE_ALIAS);
    where.push(`b.alias <> $${params.length}`);
  }
  return { where, params };
}

/** Every bundle a user sees, by title. */
export async function listBundles(q: Queryable, user: SecurityUser, edgesEnabled: boolean): Promise<Array<ApiSchema<'WidgetsBundle'>>> {
  const { where, params } = visibleWhere(user, edgesEnabled);
  const rows = await q.query<WidgetsBundleRow>(`SELECT b.* FROM widgets_bundle b WHERE ${where.join(' AND ')} ORDER BY b.title, b.id`, params);
  return rows.map(widgetsBundleToJson);
}

/** A page of the bundles a user sees (title searched with a case-insensitive contains). */
export function pageBundles(q: Queryable, user: SecurityUser, edgesEnabled: boolean, link: PageLinkQuery): Promise<PageData<ApiSchema<'WidgetsBundle'>>> {
  const { where, params } = visibleWhere(user, edgesEnabled);
  return queryPage<WidgetsBundleRow, ApiSchema<'WidgetsBundle'>>(q, {
    select: 'b.*', from: 'widgets_bundle b', where, params, search: ['b.title'],
    sortable: { title: 'b.title', createdTime: 'b.created_time', alias: 'b.alias', id: 'b.id' },
    defaultSort: 'b.id ASC', link, map: widgetsBundleToJson,
  });
}

/**
 * Creates or updates a bundle from a WidgetsBundle body, owned by the system library when the
 * system administrator saves it, else by the caller's tenant. A new bundle without alias gets one
 * made from its title, numbered when the owner already has it; an alias cannot change.
 */
export async function saveBundle(ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, body: Record<string, unknown>): Promise<WidgetsBundleRow> {
  const existingId = refField(body, 'id');
  const existing = existingId ? await loadBundle(q, user, existingId, 'write', 'id') : undefined;
  const title = textField(body, 'title', { required: 'Widgets bundle title should be specified!' })!;
  const givenAlias = textField(body, 'alias');
  const image = textField(body, 'image', { max: 0, noMarkup: false });
  const description = textField(body, 'description', { max: 1024, noMarkup: false });
  const externalId = refField(body, 'externalId');
  if (existing) {
    if (givenAlias !== null && givenAlias !== existing.alias) throw badRequest('Update of widgets bundle alias is prohibited!');
    await q.query('UPDATE widgets_bundle SET title = $2, image = $3, description = $4, external_id = $5 WHERE id = $1',
      [existing.id, title, image, description, externalId]);
  }
  const tenantId = existing?.tenant_id ?? widgetsOwnerOf(user);
  const id = existing?.id ?? newId();
  if (!existing) {
    const base = givenAlias && givenAlias.trim() !== '' ? givenAlias : aliasFrom(title);
    const alias = await uniqueAlias(base, async (a) => !!(await findBundleByAlias(q, tenantId, a)));
    await q.query(
      `INSERT INTO widgets_bundle (id, created_time, tenant_id, alias, title, image, description, external_id) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
      [id, ctx.now(), tenantId, alias, title, image, description, externalId]);
  }
  const row = (await q.one<WidgetsBundleRow>('SELECT * FROM widgets_bundle WHERE id = $1', [id]))!;
  await recordWidgetsChange(ctx, q, events, user, { entityType: 'WIDGETS_BUNDLE', id, name: row.title, tenantId },
    existing ? 'UPDATED' : 'ADDED', { entity: widgetsBundleToJson(row) });
  return row;
}

/** Deletes a bundle and every widget type in it. */
export async function deleteBundle(ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, rawId: unknown): Promise<void> {
  const row = await loadBundle(q, user, rawId, 'write');
  const types = await q.query<{ id: string; name: string }>(
    'DELETE FROM widget_type WHERE tenant_id = $1 AND bundle_alias = $2 RETURNING id, name', [row.tenant_id, row.alias]);
  for (const t of types) {
    await recordWidgetsChange(ctx, q, events, user, { entityType: 'WIDGET_TYPE', id: t.id, name: t.name, tenantId: row.tenant_id }, 'DELETED', { entityId: t.id });
  }
  await q.query('DELETE FROM widgets_bundle WHERE id = $1', [row.id]);
  await recordWidgetsChange(ctx, q, events, user, { entityType: 'WIDGETS_BUNDLE', id: row.id, name: row.title, tenantId: row.tenant_id },
    'DELETED', { entityId: row.id });
}
