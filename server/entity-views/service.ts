import type { EntityId } from '../../sdk/entity-id.js';
import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { badRequest, forbidden } from '../http/errors.js';
import { canAccess } from '../auth/permissions.js';
import { entityNotFound, findEntityInfo } from '../entities/access.js';
import { integerField, jsonField, refField, stringListField, textField, typedRefField } from '../entities/body.js';
import type { EventSink } from '../entities/changes.js';
import type { EntityFamily, FamilyRow } from '../entities/family.js';
import { assertUniqueName, customerForSave, existingForSave, finishSave } from '../entities/save.js';
import { CUSTOMER_COLUMNS, CUSTOMER_JOIN, customerInfo, customerRef, optionalRef, ref, tenantRef } from '../entities/wire.js';
import { newId } from '../db/ids.js';
import { copyAttributesToView, copyLatestToView } from './telemetry.js';

/** A stored entity view with its customer columns. */
export interface EntityViewRow extends FamilyRow {
  entity_type: ApiSchema<'EntityType'>;
  entity_id: string;
  keys: ApiSchema<'TelemetryEntityView'> | null;
  start_ts: number;
  end_ts: number;
  external_id: string | null;
}

/** Maps an entity view row to the EntityView JSON of ThingsBoard 3.4.1. */
export function entityViewToJson(row: EntityViewRow): ApiSchema<'EntityView'> {
  return {
    id: ref('ENTITY_VIEW', row.id),
    createdTime: row.created_time,
    additionalInfo: row.additional_info ?? null,
    entityId: ref(row.entity_type, row.entity_id),
    tenantId: tenantRef(row.tenant_id),
    customerId: customerRef(row.customer_id),
    name: row.name,
    type: row.type,
    keys: row.keys ?? null,
    startTimeMs: row.start_ts,
    endTimeMs: row.end_ts,
    externalId: optionalRef('ENTITY_VIEW', row.external_id),
  };
}

/** Storage, search and JSON of entity views. */
export const ENTITY_VIEW_FAMILY: EntityFamily<EntityViewRow, ApiSchema<'EntityView'>, ApiSchema<'EntityViewInfo'>> = {
  entityType: 'ENTITY_VIEW',
  table: 'entity_view',
  label: 'Entity View',
  select: `e.*, ${CUSTOMER_COLUMNS}`,
  from: `entity_view e ${CUSTOMER_JOIN}`,
  listSearch: ['e.name'],
  infoSearch: ['e.name'],
  sortable: { createdTime: 'e.created_time', name: 'e.name', type: 'e.type', id: 'e.id' },
  infoSortable: { createdTime: 'e.created_time', name: 'e.name', type: 'e.type', id: 'e.id', customerTitle: 'c.title' },
  toJson: entityViewToJson,
  toInfo: (row) => ({ ...entityViewToJson(row), ...customerInfo(row) }),
};

/** Reads the `keys` object: `{timeseries: [..], attributes: {cs: [..], ss: [..], sh: [..]}}`. */
function readKeys(body: Record<string, unknown>): ApiSchema<'TelemetryEntityView'> | null {
  const keys = jsonField(body, 'keys');
  if (keys === null) return null;
  if (typeof keys !== 'object' || Array.isArray(keys)) throw badRequest('Invalid request body: keys must be an object');
  const k = keys as Record<string, unknown>;
  const timeseries = stringListField(k, 'timeseries') ?? [];
  const attrs = k.attributes ?? {};
  if (typeof attrs !== 'object' || attrs === null || Array.isArray(attrs)) throw badRequest('Invalid request body: keys.attributes must be an object');
  const a = attrs as Record<string, unknown>;
  return { timeseries, attributes: { cs: stringListField(a, 'cs') ?? [], ss: stringListField(a, 'ss') ?? [], sh: stringListField(a, 'sh') ?? [] } };
}

/** The device or asset an entity view shows: 400 when absent or of another type, 404 when missing, 403 when of another tenant. */
async function viewedEntity(q: Queryable, user: SecurityUser, body: Record<string, unknown>): Promise<EntityId<string>> {
  const target = typedRefField(body, 'entityId');
  if (!target) throw badRequest('Entity view entity id should be specified!');
  if (target.entityType !== 'DEVICE' && target.entityType !== 'ASSET') throw badRequest('Entity view can only refer to a device or an asset!');
  const info = await findEntityInfo(q, target.entityType, target.id);
  if (!info) throw entityNotFound(target.entityType, target.id);
  if (!canAccess(user, info, 'read')) throw forbidden();
  return target;
}

/** Creates or updates an entity view from an EntityView body, as `POST /api/entityView` does. */
export async function saveEntityView(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, body: Record<string, unknown>,
): Promise<EntityViewRow> {
  const existing = await existingForSave(q, user, ENTITY_VIEW_FAMILY, body);
  const name = textField(body, 'name', { required: 'Entity view name should be specified!' })!;
  const type = textField(body, 'type', { required: 'Entity view type should be specified!' })!;
  const target = await viewedEntity(q, user, body);
  const keys = readKeys(body);
  const start = integerField(body, 'startTimeMs') ?? 0;
  const end = integerField(body, 'endTimeMs') ?? 0;
  const customerId = await customerForSave(q, user.tenantId, body, 'entity view');
  await assertUniqueName(q, 'entity_view', user.tenantId, name, existing?.id, 'Entity view with such name already exists!');
  const values = [name, type, target.entityType, target.id, JSON.stringify(keys), start, end, customerId,
    JSON.stringify(jsonField(body, 'additionalInfo')), refField(body, 'externalId')];
  if (existing) {
    await q.query(
      `UPDATE entity_view SET name = $2, type = $3, entity_type = $4, entity_id = $5, keys = $6, start_ts = $7, end_ts = $8,
       customer_id = $9, additional_info = $10, external_id = $11 WHERE id = $1`, [existing.id, ...values]);
    await copyShownValues(q, existing.id, user.tenantId, target, keys, start, end);
    return finishSave(ctx, q, events, user, ENTITY_VIEW_FAMILY, existing.id, false);
  }
  const id = newId();
  await q.query(
    `INSERT INTO entity_view (id, created_time, tenant_id, name, type, entity_type, entity_id, keys, start_ts, end_ts, customer_id,
     additional_info, external_id) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)`,
    [id, ctx.now(), user.tenantId, ...values]);
  await copyShownValues(q, id, user.tenantId, target, keys, start, end);
  return finishSave(ctx, q, events, user, ENTITY_VIEW_FAMILY, id, true);
}

/** Gives a saved view the shown entity's latest values and attributes of its keys within its period. */
async function copyShownValues(
  q: Queryable, id: string, tenantId: string, target: EntityId<string>, keys: ApiSchema<'TelemetryEntityView'> | null, start: number, end: number,
): Promise<void> {
  await copyLatestToView(q, { id, tenantId, timeseries: keys?.timeseries ?? [], start, end }, target);
  await copyAttributesToView(q, id, target, keys?.attributes ?? {});
}

async function hasEntityViews(q: Queryable, entityType: string, id: string): Promise<boolean> {
  return !!(await q.one('SELECT 1 FROM entity_view WHERE entity_type = $1 AND entity_id = $2 LIMIT 1', [entityType, id]));
}

/** 400 "Can't delete device that has entity views!" when entity views show the device. */
export async function rejectDeviceWithEntityViews(q: Queryable, row: { id: string }): Promise<void> {
  if (await hasEntityViews(q, 'DEVICE', row.id)) throw badRequest("Can't delete device that has entity views!");
}

/** 400 "Can't delete asset that has entity views!" when entity views show the asset. */
export async function rejectAssetWithEntityViews(q: Queryable, row: { id: string }): Promise<void> {
  if (await hasEntityViews(q, 'ASSET', row.id)) throw badRequest("Can't delete asset that has entity views!");
}
