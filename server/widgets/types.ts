import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { NULL_UUID } from '../auth/types.js';
import { badRequest, forbidden } from '../http/errors.js';
import { uuidParam } from '../http/validate.js';
import { entityNotFound } from '../entities/access.js';
import { refField, textField } from '../entities/body.js';
import type { EventSink } from '../entities/changes.js';
import { ref, tenantRef } from '../entities/wire.js';
import { newId } from '../db/ids.js';
import { aliasFrom, canUseWidgets, recordWidgetsChange, uniqueAlias, widgetsOwnerOf } from './access.js';
import { findBundleByAlias } from './bundles.js';
import { readDescriptor, type StoredDescriptor } from './descriptor.js';

/** A stored widget type. */
export interface WidgetTypeRow {
  id: string;
  created_time: number;
  tenant_id: string;
  bundle_alias: string;
  alias: string;
  name: string;
  image: string | null;
  description: string | null;
  descriptor: StoredDescriptor;
}

/** The WidgetType answer; its descriptor is the stored one, whose text fields may be null where the contract's may not. */
export type WidgetTypeJson = Omit<ApiSchema<'WidgetType'>, 'descriptor'> & { descriptor: StoredDescriptor };

/** The WidgetTypeDetails answer: WidgetType plus image and description. */
export type WidgetTypeDetailsJson = WidgetTypeJson & Pick<ApiSchema<'WidgetTypeDetails'>, 'image' | 'description'>;

/** The WidgetTypeInfo answer; `widgetType` is null when the stored descriptor names no kind. */
export type WidgetTypeInfoJson = Omit<ApiSchema<'WidgetTypeInfo'>, 'widgetType'> & { widgetType: ApiSchema<'WidgetKind'> | null };

/** Maps a row to the WidgetType JSON of ThingsBoard 3.4.1 (no image or description). */
export function widgetTypeToJson(row: WidgetTypeRow): WidgetTypeJson {
  return {
    id: ref('WIDGET_TYPE', row.id),
    createdTime: row.created_time,
    tenantId: tenantRef(row.tenant_id),
    bundleAlias: row.bundle_alias,
    alias: row.alias,
    name: row.name,
    descriptor: row.descriptor,
  };
}

/** Maps a row to WidgetTypeDetails: WidgetType plus image and description. */
export function widgetTypeDetailsToJson(row: WidgetTypeRow): WidgetTypeDetailsJson {
  return { ...widgetTypeToJson(row), image: row.image ?? null, description: row.description ?? null };
}

/** Maps a row to WidgetTypeInfo: no descriptor, its `type` given as `widgetType`. */
export function widgetTypeInfoToJson(row: WidgetTypeRow): WidgetTypeInfoJson {
  return {
    id: ref('WIDGET_TYPE', row.id),
    createdTime: row.created_time,
    tenantId: tenantRef(row.tenant_id),
    bundleAlias: row.bundle_alias,
    alias: row.alias,
    name: row.name,
    image: row.image ?? null,
    description: row.description ?? null,
    widgetType: row.descriptor.type ?? null,
  };
}

/** Owner of the types a `isSystem` query addresses: the system library, or the caller's tenant. */
export const queriedOwner = (user: SecurityUser, isSystem: boolean): string => (isSystem ? NULL_UUID : user.tenantId);

/** Every widget type of an owner's bundle, in the order they were added. */
export function bundleTypes(q: Queryable, tenantId: string, bundleAlias: string): Promise<WidgetTypeRow[]> {
  return q.query<WidgetTypeRow>('SELECT * FROM widget_type WHERE tenant_id = $1 AND bundle_alias = $2 ORDER BY created_time, id', [tenantId, bundleAlias]);
}

/** One widget type of an owner's bundle by alias. */
export function findTypeByAlias(q: Queryable, tenantId: string, bundleAlias: string, alias: string): Promise<WidgetTypeRow | undefined> {
  return q.one<WidgetTypeRow>('SELECT * FROM widget_type WHERE tenant_id = $1 AND bundle_alias = $2 AND alias = $3', [tenantId, bundleAlias, alias]);
}

/** Loads a widget type addressed by a request id and checks access: 400 bad uuid, 404 missing, 403 not allowed. */
export async function loadType(q: Queryable, user: SecurityUser, rawId: unknown, op: 'read' | 'write', name = 'widgetTypeId'): Promise<WidgetTypeRow> {
  const id = uuidParam(rawId, name);
  const row = await q.one<WidgetTypeRow>('SELECT * FROM widget_type WHERE id = $1', [id]);
  if (!row) throw entityNotFound('WIDGET_TYPE', id);
  if (!canUseWidgets(user, row.tenant_id, op)) throw forbidden();
  return row;
}

/**
 * Creates or updates a widget type from a WidgetTypeDetails body, owned like its bundle (system
 * library for the system administrator, else the caller's tenant). The bundle must exist; a new type
 * without alias gets one made from its name, numbered when taken; tenant, bundle and alias cannot change.
 */
export async function saveType(ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, body: Record<string, unknown>): Promise<WidgetTypeRow> {
  const existingId = refField(body, 'id');
  const existing = existingId ? await loadType(q, user, existingId, 'write', 'id') : undefined;
  const name = textField(body, 'name', { required: 'Widgets type name should be specified!' })!;
  const bundleAlias = textField(body, 'bundleAlias', { required: 'Widgets type bundle alias should be specified!' })!;
  const givenAlias = textField(body, 'alias');
  const image = textField(body, 'image', { max: 0, noMarkup: false });
  const description = textField(body, 'description', { max: 1024, noMarkup: false });
  const descriptor = JSON.stringify(readDescriptor(body));
  const tenantId = existing?.tenant_id ?? widgetsOwnerOf(user);
  if (!(await findBundleByAlias(q, tenantId, bundleAlias))) throw badRequest('Widget type is referencing to non-existent widgets bundle!');
  let id: string;
  if (existing) {
    if (bundleAlias !== existing.bundle_alias) throw badRequest('Update of widget type bundle alias is prohibited!');
    if (givenAlias !== null && givenAlias !== existing.alias) throw badRequest('Update of widget type alias is prohibited!');
    id = existing.id;
    await q.query('UPDATE widget_type SET name = $2, image = $3, description = $4, descriptor = $5 WHERE id = $1',
      [id, name, image, description, descriptor]);
  } else {
    const base = givenAlias && givenAlias.trim() !== '' ? givenAlias : aliasFrom(name);
    const alias = await uniqueAlias(base, async (a) => !!(await findTypeByAlias(q, tenantId, bundleAlias, a)));
    id = newId();
    await q.query(
      `INSERT INTO widget_type (id, created_time, tenant_id, bundle_alias, alias, name, image, description, descriptor)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
      [id, ctx.now(), tenantId, bundleAlias, alias, name, image, description, descriptor]);
  }
  const row = (await q.one<WidgetTypeRow>('SELECT * FROM widget_type WHERE id = $1', [id]))!;
  await recordWidgetsChange(ctx, q, events, user, { entityType: 'WIDGET_TYPE', id, name, tenantId },
    existing ? 'UPDATED' : 'ADDED', { entity: widgetTypeDetailsToJson(row) });
  return row;
}

/** Deletes a widget type. */
export async function deleteType(ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, rawId: unknown): Promise<void> {
  const row = await loadType(q, user, rawId, 'write');
  await q.query('DELETE FROM widget_type WHERE id = $1', [row.id]);
  await recordWidgetsChange(ctx, q, events, user, { entityType: 'WIDGET_TYPE', id: row.id, name: row.name, tenantId: row.tenant_id },
    'DELETED', { entityId: row.id });
}
