import type { EntityId } from '../../sdk/entity-id.js';
import type { Queryable } from '../db/db.js';
import { tableExists, type IdMapper } from './refs.js';
import { TYPE_SPECS, type VersionableType } from './entity-types.js';
import { exportTypeExtras } from './export-extras.js';
import type { EntityExportData, ExportOptions, Row } from './shapes.js';

/** Loads a row of a versionable type by id; undefined when missing or the table does not exist yet. */
export async function findRow(q: Queryable, type: VersionableType, id: string): Promise<Row | undefined> {
  const spec = TYPE_SPECS[type];
  if (!(await tableExists(q, spec.table))) return undefined;
  return q.one<Row>(`SELECT * FROM ${spec.table} WHERE id = $1`, [id]);
}

/** Ids of all of a tenant's entities of a type, oldest first. */
export async function tenantIds(q: Queryable, type: VersionableType, tenantId: string): Promise<string[]> {
  const spec = TYPE_SPECS[type];
  const rows = await q.query<{ id: string }>(`SELECT id FROM ${spec.table} WHERE tenant_id = $1 ORDER BY created_time, id`, [tenantId]);
  return rows.map((r) => r.id);
}

async function entityJson(mapper: IdMapper, type: VersionableType, row: Row): Promise<Record<string, unknown>> {
  const spec = TYPE_SPECS[type];
  const entity: Record<string, unknown> = { id: { entityType: type, id: row.id } };
  for (const f of spec.plain) entity[f.key] = row[f.column] ?? null;
  for (const r of spec.refs) entity[r.key] = await mapper.ref(r.refType, row[r.column] as string | null);
  return entity;
}

async function relationsOf(q: Queryable, mapper: IdMapper, type: string, id: string): Promise<Array<Record<string, unknown>>> {
  const rows = await q.query<{ from_id: string; from_type: string; to_id: string; to_type: string; relation_type: string; additional_info: unknown }>(
    `SELECT * FROM relation WHERE relation_type_group = 'COMMON' AND ((from_id = $1 AND from_type = $2) OR (to_id = $1 AND to_type = $2))
     ORDER BY (from_id = $1) , from_type, from_id, to_type, to_id, relation_type`, [id, type]);
  const out: Array<Record<string, unknown>> = [];
  for (const r of rows) {
    out.push({
      from: await mapper.ref(r.from_type, r.from_id), to: await mapper.ref(r.to_type, r.to_id),
      type: r.relation_type, typeGroup: 'COMMON', additionalInfo: r.additional_info ?? null,
    });
  }
  return out;
}

/** One exported attribute: key, last update and the typed value field. */
export type AttributeExport = Record<string, unknown> & { key: string; lastUpdateTs: number };

async function attributesOf(q: Queryable, id: string): Promise<Record<string, AttributeExport[]>> {
  const rows = await q.query<{ attribute_type: string; attribute_key: string; bool_v: boolean | null; long_v: number | null;
    dbl_v: number | null; str_v: string | null; json_v: string | null; last_update_ts: number }>(
    `SELECT attribute_type, attribute_key, bool_v, long_v, dbl_v, str_v, json_v::text AS json_v, last_update_ts FROM attribute_kv
     WHERE entity_id = $1 AND attribute_type IN ('SERVER_SCOPE', 'SHARED_SCOPE') ORDER BY attribute_type, attribute_key`, [id]);
  const out: Record<string, AttributeExport[]> = { SERVER_SCOPE: [], SHARED_SCOPE: [] };
  for (const r of rows) {
    const a: AttributeExport = { key: r.attribute_key, lastUpdateTs: r.last_update_ts };
    if (r.bool_v !== null) a.booleanValue = r.bool_v;
    else if (r.long_v !== null) a.longValue = r.long_v;
    else if (r.dbl_v !== null) a.doubleValue = r.dbl_v;
    else if (r.str_v !== null) a.strValue = r.str_v;
    else if (r.json_v !== null) a.jsonValue = r.json_v;
    out[r.attribute_type]!.push(a);
  }
  return out;
}

/** Exports one entity as it is written to the repository. */
export async function exportEntity(
  q: Queryable, mapper: IdMapper, type: VersionableType, row: Row, opts: ExportOptions,
): Promise<EntityExportData> {
  const entity = await entityJson(mapper, type, row);
  const extras = await exportTypeExtras(q, mapper, type, row, opts);
  Object.assign(entity, extras.entity);
  entity.externalId = row.external_id ? { entityType: type, id: row.external_id as string } : null;
  const data: EntityExportData = { entityType: type, entity };
  if (opts.saveRelations) data.relations = await relationsOf(q, mapper, type, row.id);
  if (opts.saveAttributes) data.attributes = await attributesOf(q, row.id);
  return { ...data, ...extras.data };
}

/** The id an exported entity is filed under: its external id, or its own id. */
export function fileIdOf(data: { entity: Record<string, unknown> }): string {
  const ext = data.entity.externalId as EntityId<string> | null | undefined;
  const own = data.entity.id as EntityId<string> | null | undefined;
  return ext?.id ?? own?.id ?? '';
}
