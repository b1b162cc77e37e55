import type { EntityId } from '../../sdk/entity-id.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { NULL_UUID } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { likePrefix } from '../http/paging.js';
import { isUuid } from '../db/ids.js';
import { ENTITY_TABLES } from '../entities/registry.js';
import { findRelatedEntities } from '../entities/relations.js';
import type { EntityFilter, EntityRecord } from './types.js';

/** An entity reached through relations, with the entity on the other side of the last hop. */
interface RelatedEntity {
  entityType: string;
  id: string;
  parentId: string;
}

/** A walk over COMMON relations from one or more roots. */
interface RelationWalk {
  roots: EntityId<string>[];
  direction: 'FROM' | 'TO';
  maxLevel: number;
  fetchLastLevelOnly: boolean;
  filters: Array<{ relationType?: string | null; entityTypes?: string[] | null }>;
}

/** Entities related to any of the roots, each once (at its first, lowest-level hop). */
async function findRelated(q: Queryable, walk: RelationWalk): Promise<RelatedEntity[]> {
  const out = new Map<string, RelatedEntity>();
  for (const root of walk.roots) {
    const found = await findRelatedEntities(q, {
      parameters: { rootId: root.id, rootType: root.entityType, direction: walk.direction, relationTypeGroup: 'COMMON',
        maxLevel: walk.maxLevel, fetchLastLevelOnly: walk.fetchLastLevelOnly },
      filters: walk.filters,
    });
    for (const r of found) {
      if (out.has(r.entityId.id)) continue;
      const parent = walk.direction === 'FROM' ? r.relation.from : r.relation.to;
      out.set(r.entityId.id, { entityType: r.entityId.entityType, id: r.entityId.id, parentId: parent.id });
    }
  }
  return [...out.values()];
}

/** Rows of one entity type picked by a filter: SQL conditions on alias `t`. */
interface Selection {
  entityType: string;
  where: string[];
  params: unknown[];
  related?: Map<string, RelatedEntity>;
  viaRelation?: boolean;
}

/** Extra row fields per type, as SQL building a jsonb object (alias `t`). */
const EXTRA_FIELDS: Record<string, string> = {
  API_USAGE_STATE: `jsonb_build_object('name', CASE WHEN t.entity_type = 'CUSTOMER'
    THEN (SELECT title FROM customer WHERE id = t.entity_id) ELSE (SELECT title FROM tenant WHERE id = t.entity_id) END)`,
};

const existingTables = new Set<string>();

/** Whether a table exists (cached once found). */
export async function tableExists(q: Queryable, table: string): Promise<boolean> {
  if (existingTables.has(table)) return true;
  const row = await q.one<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [table]);
  if (row?.t) existingTables.add(table);
  return !!row?.t;
}

function entityType(value: unknown, field = 'entityType'): string {
  if (typeof value !== 'string' || !ENTITY_TABLES[value]) throw badRequest(`Invalid entity filter: ${field} ${String(value)}`);
  return value;
}

function entityId(value: unknown, field: string): EntityId<string> {
  const v = value as { entityType?: unknown; id?: unknown } | null | undefined;
  if (!v || typeof v !== 'object' || !isUuid(v.id)) throw badRequest(`Invalid entity filter: ${field} must be an entity id`);
  return { entityType: entityType(v.entityType, `${field}.entityType`), id: v.id.toLowerCase() };
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function nameCondition(type: string, prefix: unknown, params: unknown[]): string[] {
  const text = str(prefix);
  if (!text) return [];
  params.push(likePrefix(text));
  return [`t.${ENTITY_TABLES[type]!.name} ILIKE $${params.length}`];
}

function typedSelection(type: string, subtype: unknown, subtypes: unknown, prefix: unknown): Selection {
  const params: unknown[] = [];
  const where = nameCondition(type, prefix, params);
  const list = Array.isArray(subtypes) ? subtypes.filter((s): s is string => typeof s === 'string' && s !== '') : [];
  if (typeof subtype === 'string' && subtype !== '') list.push(subtype);
  if (list.length > 0) {
    params.push(list);
    where.push(`t.type = ANY($${params.length})`);
  }
  return { entityType: type, where, params };
}

function relatedSelections(found: RelatedEntity[], viaRelation: boolean, onlyType?: string, subtypes?: unknown): Selection[] {
  const byType = new Map<string, RelatedEntity[]>();
  for (const e of found) {
    if (!ENTITY_TABLES[e.entityType] || (onlyType && e.entityType !== onlyType)) continue;
    byType.set(e.entityType, [...(byType.get(e.entityType) ?? []), e]);
  }
  return [...byType].map(([type, list]) => {
    const sel = typedSelection(type, undefined, subtypes, undefined);
    sel.params.push(list.map((e) => e.id));
    sel.where.push(`t.id = ANY($${sel.params.length})`);
    return { ...sel, related: new Map(list.map((e) => [e.id, e])), viaRelation };
  });
}

async function relationsQuery(q: Queryable, f: EntityFilter): Promise<Selection[]> {
  const roots = f.multiRoot === true
    ? (Array.isArray(f.multiRootEntityIds) ? f.multiRootEntityIds : []).filter(isUuid)
      .map((id) => ({ entityType: entityType(f.multiRootEntitiesType, 'multiRootEntitiesType'), id: id.toLowerCase() }))
    : [entityId(f.rootEntity, 'rootEntity')];
  const filters = Array.isArray(f.filters) ? (f.filters as Array<{ relationType?: string; entityTypes?: string[] }>) : [];
  const found = await findRelated(q, {
    roots, direction: f.direction === 'TO' ? 'TO' : 'FROM', maxLevel: Number(f.maxLevel) || 0,
    fetchLastLevelOnly: f.fetchLastLevelOnly === true, filters,
  });
  return relatedSelections(found, true);
}

async function searchQuery(q: Queryable, f: EntityFilter, type: string, subtypes: unknown): Promise<Selection[]> {
  const relationType = typeof f.relationType === 'string' ? f.relationType : null;
  const found = await findRelated(q, {
    roots: [entityId(f.rootEntity, 'rootEntity')], direction: f.direction === 'TO' ? 'TO' : 'FROM',
    maxLevel: Number(f.maxLevel) || 0, fetchLastLevelOnly: f.fetchLastLevelOnly === true,
    filters: [{ relationType, entityTypes: [type] }],
  });
  return relatedSelections(found, false, type, subtypes);
}

function idsSelection(type: string, ids: string[]): Selection {
  return { entityType: type, where: ['t.id = ANY($1)'], params: [ids.map((i) => i.toLowerCase())] };
}

/** Turns an entity filter into per-type selections (protocol §5.2); unknown filter keys are ignored. */
async function selectionsOf(q: Queryable, f: EntityFilter): Promise<Selection[]> {
  switch (f.type) {
    case 'singleEntity': {
      const e = entityId(f.singleEntity, 'singleEntity');
      return [idsSelection(e.entityType, [e.id])];
    }
    case 'entityList': {
      const ids = (Array.isArray(f.entityList) ? f.entityList : []).filter(isUuid);
      return [idsSelection(entityType(f.entityType), ids)];
    }
    case 'entityName': {
      const type = entityType(f.entityType);
      const params: unknown[] = [];
      return [{ entityType: type, where: nameCondition(type, f.entityNameFilter, params), params }];
    }
    case 'entityType': return [{ entityType: entityType(f.entityType), where: [], params: [] }];
    case 'assetType': return [typedSelection('ASSET', f.assetType, f.assetTypes, f.assetNameFilter)];
    case 'deviceType': return [typedSelection('DEVICE', f.deviceType, f.deviceTypes, f.deviceNameFilter)];
    case 'entityViewType': return [typedSelection('ENTITY_VIEW', f.entityViewType, f.entityViewTypes, f.entityViewNameFilter)];
    case 'edgeType': return [typedSelection('EDGE', f.edgeType, f.edgeTypes, f.edgeNameFilter)];
    case 'apiUsageState': {
      if (!f.customerId) return [{ entityType: 'API_USAGE_STATE', where: ['t.entity_id = t.tenant_id'], params: [] }];
      return [{ entityType: 'API_USAGE_STATE', where: ['t.entity_id = $1'], params: [entityId(f.customerId, 'customerId').id] }];
    }
    case 'relationsQuery': return relationsQuery(q, f);
    case 'assetSearchQuery': return searchQuery(q, f, 'ASSET', f.assetTypes);
    case 'deviceSearchQuery': return searchQuery(q, f, 'DEVICE', f.deviceTypes);
    case 'entityViewSearchQuery': return searchQuery(q, f, 'ENTITY_VIEW', f.entityViewTypes);
    case 'edgeSearchQuery': return searchQuery(q, f, 'EDGE', f.edgeTypes);
    default: throw badRequest(`Unsupported entity filter type: ${String(f.type)}`);
  }
}

/** SQL conditions (alias `t`) limiting a type to what the user may see; null when nothing is visible. */
export function visibleTo(user: SecurityUser, type: string, params: unknown[]): string[] | null {
  const t = ENTITY_TABLES[type];
  if (!t) return null;
  const bind = (v: unknown) => { params.push(v); return `$${params.length}`; };
  if (user.authority === 'SYS_ADMIN') {
    if (type === 'TENANT' || type === 'TENANT_PROFILE') return [];
    return t.tenantColumn ? [`t.${t.tenantColumn} = ${bind(NULL_UUID)}`] : null;
  }
  if (!t.tenantColumn || (user.authority !== 'TENANT_ADMIN' && user.authority !== 'CUSTOMER_USER')) return null;
  const where = [`t.${t.tenantColumn} = ${bind(user.tenantId)}`];
  if (user.authority === 'TENANT_ADMIN') return where;
  if (!t.customerColumn) return null;
  where.push(`t.${t.customerColumn} = ${bind(user.customerId)}`);
  return where;
}

/** Options of {@link findEntities}. */
export interface FindEntitiesOptions {
  /** At most this many entities (by creation time). */
  limit?: number;
}

/** Every entity a filter selects that the user may see. */
export async function findEntities(q: Queryable, user: SecurityUser, filter: EntityFilter, options: FindEntitiesOptions = {}): Promise<EntityRecord[]> {
  if (!filter || typeof filter !== 'object') throw badRequest('Entity filter should be specified!');
  const out: EntityRecord[] = [];
  for (const sel of await selectionsOf(q, filter)) {
    const table = ENTITY_TABLES[sel.entityType]!.table;
    const params = [...sel.params];
    const scope = visibleTo(user, sel.entityType, params);
    if (!scope || !(await tableExists(q, table))) continue;
    const where = [...sel.where, ...scope];
    const limit = options.limit ? ` ORDER BY t.created_time, t.id LIMIT ${Math.trunc(options.limit)}` : '';
    const rows = await q.query<{ id: string; created_time: number; row: Record<string, unknown> }>(
      `SELECT t.id, t.created_time, to_jsonb(t)${EXTRA_FIELDS[sel.entityType] ? ' || ' + EXTRA_FIELDS[sel.entityType] : ''} AS row FROM ${table} t ${where.length ? 'WHERE ' + where.join(' AND ') : ''}${limit}`,
      params,
    );
    for (const r of rows) {
      out.push({
        entityType: sel.entityType, id: r.id, createdTime: Number(r.created_time), row: r.row,
        viaRelation: sel.viaRelation, parentId: sel.related?.get(r.id)?.parentId,
      });
    }
  }
  return options.limit ? out.slice(0, options.limit) : out;
}
