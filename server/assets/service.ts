import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { jsonField, refField, textField } from '../entities/body.js';
import type { EventSink } from '../entities/changes.js';
import type { EntityFamily, FamilyRow } from '../entities/family.js';
import { assertUniqueName, checkEntityLimit, customerForSave, existingForSave, finishSave } from '../entities/save.js';
import { CUSTOMER_COLUMNS, CUSTOMER_JOIN, customerInfo, customerRef, optionalRef, ref, tenantRef } from '../entities/wire.js';
import { newId } from '../db/ids.js';

/** A stored asset with its customer columns. */
export interface AssetRow extends FamilyRow {
  label: string | null;
  external_id: string | null;
}

/** Maps an asset row to the Asset JSON of ThingsBoard 3.4.1. */
export function assetToJson(row: AssetRow): ApiSchema<'Asset'> {
  return {
    id: ref('ASSET', row.id),
    createdTime: row.created_time,
    additionalInfo: row.additional_info ?? null,
    tenantId: tenantRef(row.tenant_id),
    customerId: customerRef(row.customer_id),
    name: row.name,
    type: row.type,
    label: row.label ?? null,
    externalId: optionalRef('ASSET', row.external_id),
  };
}

/** Storage, search and JSON of assets. */
export const ASSET_FAMILY: EntityFamily<AssetRow, ApiSchema<'Asset'>, ApiSchema<'AssetInfo'>> = {
  entityType: 'ASSET',
  table: 'asset',
  label: 'Asset',
  select: `e.*, ${CUSTOMER_COLUMNS}`,
  from: `asset e ${CUSTOMER_JOIN}`,
  listSearch: ['e.name'],
  infoSearch: ['e.name'],
  sortable: { createdTime: 'e.created_time', name: 'e.name', type: 'e.type', label: 'e.label', id: 'e.id' },
  infoSortable: { createdTime: 'e.created_time', name: 'e.name', type: 'e.type', label: 'e.label', id: 'e.id', customerTitle: 'c.title' },
  toJson: assetToJson,
  toInfo: (row) => ({ ...assetToJson(row), ...customerInfo(row) }),
};

/** Creates or updates an asset from an Asset body, as `POST /api/asset` does; answers the stored row. */
export async function saveAsset(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, body: Record<string, unknown>,
): Promise<AssetRow> {
  const existing = await existingForSave(q, user, ASSET_FAMILY, body);
  const name = textField(body, 'name', { required: 'Asset name should be specified!' })!;
  const type = textField(body, 'type', { required: 'Asset type should be specified!' })!;
  const label = textField(body, 'label');
  const tenantId = user.tenantId;
  const customerId = await customerForSave(q, tenantId, body, 'asset');
  await assertUniqueName(q, 'asset', tenantId, name, existing?.id, 'Asset with such name already exists!');
  const values = [name, type, label, customerId, JSON.stringify(jsonField(body, 'additionalInfo')), refField(body, 'externalId')];
  if (existing) {
    await q.query(
      `UPDATE asset SET name = $2, type = $3, label = $4, customer_id = $5, additional_info = $6, external_id = $7 WHERE id = $1`,
      [existing.id, ...values]);
    return finishSave(ctx, q, events, user, ASSET_FAMILY, existing.id, false);
  }
  await checkEntityLimit(q, tenantId, 'maxAssets', 'asset', 'assets');
  const id = newId();
  await q.query(
    `INSERT INTO asset (id, created_time, tenant_id, name, type, label, customer_id, additional_info, external_id)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
    [id, ctx.now(), tenantId, ...values]);
  return finishSave(ctx, q, events, user, ASSET_FAMILY, id, true);
}
