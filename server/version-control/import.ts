import type { EntityId } from '../../sdk/entity-id.js';
import { NULL_UUID } from '../auth/types.js';
import { writeAudit } from '../entities/audit.js';
import { isUuid, newId } from '../db/ids.js';
import { TYPE_SPECS, type PlainField, type VersionableType } from './entity-types.js';
import { fileIdOf } from './export.js';
import { afterImport, beforeImport } from './import-extras.js';
import { LoadError } from './refs.js';
import type { EntityExportData, ImportContext, ImportOptions, Row } from './shapes.js';

/** Types whose names are unique within a tenant. */
const UNIQUE_NAMES: readonly VersionableType[] = ['CUSTOMER', 'ASSET', 'DEVICE', 'ENTITY_VIEW', 'DEVICE_PROFILE'];

function plainValue(f: PlainField, entity: Record<string, unknown>, source: EntityId<string>): unknown {
  const v = entity[f.key];
  if (v === undefined || v === null) return f.fallback === undefined ? null : (f.kind === 'json' ? JSON.stringify(f.fallback) : f.fallback);
  const ok = f.kind === 'json' || (f.kind === 'text' && typeof v === 'string') || (f.kind === 'bool' && typeof v === 'boolean')
    || ((f.kind === 'int' || f.kind === 'long') && typeof v === 'number' && Number.isInteger(v));
  if (!ok) throw new LoadError('RUNTIME', `${source.entityType} ${source.id}: field ${f.key} has an invalid value`, source);
  return f.kind === 'json' ? JSON.stringify(v) : v;
}

async function findExisting(ic: ImportContext, type: VersionableType, fileId: string, name: unknown, byName: boolean): Promise<Row | undefined> {
  const spec = TYPE_SPECS[type];
  const byId = await ic.q.one<Row>(
    `SELECT * FROM ${spec.table} WHERE tenant_id = $1 AND (external_id = $2 OR id = $2) ORDER BY (external_id = $2) DESC NULLS LAST LIMIT 1`,
    [ic.tenantId, fileId]);
  if (byId || !byName || typeof name !== 'string') return byId;
  return ic.q.one<Row>(`SELECT * FROM ${spec.table} WHERE tenant_id = $1 AND ${spec.nameColumn} = $2 ORDER BY created_time LIMIT 1`, [ic.tenantId, name]);
}

async function columnsOf(ic: ImportContext, type: VersionableType, entity: Record<string, unknown>, source: EntityId<string>): Promise<Map<string, unknown>> {
  const spec = TYPE_SPECS[type];
  const cols = new Map<string, unknown>();
  for (const f of spec.plain) cols.set(f.column, plainValue(f, entity, source));
  const name = cols.get(spec.nameColumn);
  if (typeof name !== 'string' || name.trim() === '') throw new LoadError('RUNTIME', `${source.entityType} ${source.id} has no ${spec.nameKey}`, source);
  for (const r of spec.refs) {
    const target = entity[r.key] as EntityId<string> | null | undefined;
    if (!target || !isUuid(target.id)) {
      if (!r.optional && r.refType !== 'CUSTOMER') throw new LoadError('RUNTIME', `${source.entityType} ${source.id} has no ${r.key}`, source);
      cols.set(r.column, r.optional ? null : NULL_UUID);
      continue;
    }
    const id = r.lenient ? (await ic.mapper.internalOf(r.refType, target.id)) ?? null : await ic.mapper.require(source, { entityType: r.refType, id: target.id });
    cols.set(r.column, id);
  }
  return cols;
}

async function assertNameFree(ic: ImportContext, type: VersionableType, name: unknown, ownId: string | null, source: EntityId<string>): Promise<void> {
  if (!UNIQUE_NAMES.includes(type)) return;
  const spec = TYPE_SPECS[type];
  const clash = await ic.q.one(`SELECT id FROM ${spec.table} WHERE tenant_id = $1 AND ${spec.nameColumn} = $2 AND id IS DISTINCT FROM $3`,
    [ic.tenantId, name, ownId]);
  if (clash) throw new LoadError('RUNTIME', `${source.entityType} with name '${String(name)}' already exists`, source);
}

async function upsertRow(ic: ImportContext, type: VersionableType, existing: Row | undefined, fileId: string, cols: Map<string, unknown>): Promise<string> {
  const spec = TYPE_SPECS[type];
  const names = [...cols.keys()];
  const values = [...cols.values()];
  if (existing) {
    const sets = names.map((c, i) => `${c} = $${i + 3}`).join(', ');
    // An entity matched by name remembers the repository id, so later loads find it directly.
    await ic.q.query(
      `UPDATE ${spec.table} SET ${sets}, external_id = CASE WHEN external_id IS NULL AND id <> $2 THEN $2 ELSE external_id END WHERE id = $1`,
      [existing.id, fileId, ...values]);
    return existing.id;
  }
  const id = newId();
  const all = ['id', 'created_time', 'tenant_id', 'external_id', ...names];
  await ic.q.query(`INSERT INTO ${spec.table} (${all.join(', ')}) VALUES (${all.map((_c, i) => `$${i + 1}`).join(', ')})`,
    [id, ic.now, ic.tenantId, fileId, ...values]);
  return id;
}

/** Loads one entity row (created or updated) with the parts stored with it; answers its id and whether it was created. */
export async function importEntity(ic: ImportContext, data: EntityExportData, opts: ImportOptions): Promise<{ id: string; created: boolean }> {
  const type = data.entityType as VersionableType;
  const fileId = fileIdOf(data);
  const source: EntityId<string> = { entityType: type, id: fileId };
  const spec = TYPE_SPECS[type];
  const existing = await findExisting(ic, type, fileId, data.entity[spec.nameKey], opts.findExistingEntityByName);
  const cols = await columnsOf(ic, type, data.entity, source);
  await assertNameFree(ic, type, cols.get(spec.nameColumn), existing?.id ?? null, source);
  await beforeImport(ic, type, data, cols, existing, source);
  const id = await upsertRow(ic, type, existing, fileId, cols);
  ic.mapper.remember(type, fileId, id);
  await afterImport(ic, type, data, id, !existing, opts, source);
  await writeAudit(ic.q, {
    user: ic.user, entityId: { entityType: type, id }, entityName: String(cols.get(spec.nameColumn)),
    actionType: existing ? 'UPDATED' : 'ADDED', actionData: { entityId: id, source: 'version control' },
  }, ic.now);
  ic.events.push({ tenantId: ic.tenantId, entityId: { entityType: type, id }, action: existing ? 'UPDATED' : 'ADDED' });
  return { id, created: !existing };
}
