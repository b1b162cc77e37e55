import type { EntityId } from '../../sdk/entity-id.js';
import type { Queryable } from '../db/db.js';

/** Relation type groups of ThingsBoard 3.4.1. */
export const RELATION_TYPE_GROUPS = ['COMMON', 'ALARM', 'DASHBOARD', 'RULE_CHAIN', 'RULE_NODE', 'EDGE', 'EDGE_AUTO_ASSIGN_RULE_CHAIN'] as const;

/** An EntityRelation as it travels on the wire. */
export interface EntityRelationJson {
  from: EntityId<string>;
  to: EntityId<string>;
  type: string;
  typeGroup: string;
  additionalInfo: unknown;
}

/** A stored relation row. */
export interface RelationRow {
  from_id: string;
  from_type: string;
  to_id: string;
  to_type: string;
  relation_type_group: string;
  relation_type: string;
  additional_info: unknown;
}

/** Maps a stored row to the wire shape. */
export function relationToJson(row: RelationRow): EntityRelationJson {
  return {
    from: { entityType: row.from_type, id: row.from_id },
    to: { entityType: row.to_type, id: row.to_id },
    type: row.relation_type,
    typeGroup: row.relation_type_group,
    additionalInfo: row.additional_info ?? null,
  };
}

/** Creates a relation or replaces the additional info of the existing one. */
export async function saveRelation(q: Queryable, rel: EntityRelationJson): Promise<void> {
  await q.query(
    `INSERT INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type, additional_info)
     VALUES ($1,$2,$3,$4,$5,$6,$7)
     ON CONFLICT (from_id, from_type, relation_type_group, relation_type, to_id, to_type)
     DO UPDATE SET additional_info = EXCLUDED.additional_info`,
    [rel.from.id, rel.from.entityType, rel.to.id, rel.to.entityType, rel.typeGroup, rel.type,
      rel.additionalInfo === undefined || rel.additionalInfo === null ? null : JSON.stringify(rel.additionalInfo)],
  );
}

const KEY_WHERE = 'from_id = $1 AND from_type = $2 AND to_id = $3 AND to_type = $4 AND relation_type = $5 AND relation_type_group = $6';

/** One relation by its full key; undefined when absent. */
export async function getRelation(q: Queryable, from: EntityId<string>, to: EntityId<string>, type: string, group: string): Promise<EntityRelationJson | undefined> {
  const row = await q.one<RelationRow>(`SELECT * FROM relation WHERE ${KEY_WHERE}`, [from.id, from.entityType, to.id, to.entityType, type, group]);
  return row && relationToJson(row);
}

/** Deletes one relation; true when it existed. */
export async function deleteRelation(q: Queryable, from: EntityId<string>, to: EntityId<string>, type: string, group: string): Promise<boolean> {
  const rows = await q.query(`DELETE FROM relation WHERE ${KEY_WHERE} RETURNING from_id`, [from.id, from.entityType, to.id, to.entityType, type, group]);
  return rows.length > 0;
}

/** Deletes every relation of an entity in both directions except the EDGE group; answers the deleted ones. */
export async function deleteEntityRelations(q: Queryable, entity: EntityId<string>): Promise<EntityRelationJson[]> {
  const rows = await q.query<RelationRow>(
    `DELETE FROM relation WHERE ((from_id = $1 AND from_type = $2) OR (to_id = $1 AND to_type = $2)) AND relation_type_group <> 'EDGE'
     RETURNING *`, [entity.id, entity.entityType]);
  return rows.map(relationToJson);
}

/** Relations of one direction of an entity in a group, optionally of one type. */
export async function findRelations(
  q: Queryable, direction: 'FROM' | 'TO', entity: EntityId<string>, group: string, type?: string,
): Promise<EntityRelationJson[]> {
  const [idCol, typeCol, otherType, otherId] = direction === 'FROM' ? ['from_id', 'from_type', 'to_type', 'to_id'] : ['to_id', 'to_type', 'from_type', 'from_id'];
  const params: unknown[] = [entity.id, entity.entityType, group];
  let sql = `SELECT * FROM relation WHERE ${idCol} = $1 AND ${typeCol} = $2 AND relation_type_group = $3`;
  if (type !== undefined) {
    params.push(type);
    sql += ' AND relation_type = $4';
  }
  const rows = await q.query<RelationRow>(`${sql} ORDER BY relation_type, ${otherType}, ${otherId}`, params);
  return rows.map(relationToJson);
}

/** Parameters of a relations query (RelationsSearchParameters). */
export interface RelationsSearchParameters {
  rootId: string;
  rootType: string;
  direction: 'FROM' | 'TO';
  relationTypeGroup: string;
  /** Levels to follow; 0 or less means no limit. */
  maxLevel: number;
  /** Keep only the relations found at `maxLevel`. */
  fetchLastLevelOnly: boolean;
}

/** One filter of a relations query: relation type (blank = any) and target entity types (empty = any). */
export interface RelationEntityTypeFilter {
  relationType?: string | null;
  entityTypes?: string[] | null;
}

/** An EntityRelationsQuery. */
export interface EntityRelationsQuery {
  parameters: RelationsSearchParameters;
  filters?: RelationEntityTypeFilter[] | null;
}

/** An entity reached by a relations query, with the relation that reached it and its depth (1 = direct). */
export interface RelatedEntity {
  entityId: EntityId<string>;
  relation: EntityRelationJson;
  level: number;
}

function matchesFilters(filters: RelationEntityTypeFilter[] | null | undefined, rel: EntityRelationJson, target: EntityId<string>): boolean {
  if (!filters || filters.length === 0) return true;
  return filters.some((f) => (!f.relationType || f.relationType === rel.type)
    && (!f.entityTypes || f.entityTypes.length === 0 || f.entityTypes.includes(target.entityType)));
}

async function relationsOf(q: Queryable, frontier: EntityId<string>[], direction: 'FROM' | 'TO', group: string): Promise<RelationRow[]> {
  const [idCol, typeCol] = direction === 'FROM' ? ['from_id', 'from_type'] : ['to_id', 'to_type'];
  return q.query<RelationRow>(
    `SELECT * FROM relation WHERE (${idCol}, ${typeCol}) IN (SELECT * FROM unnest($1::uuid[], $2::text[])) AND relation_type_group = $3
     ORDER BY ${idCol}, relation_type, to_type, to_id, from_type, from_id`,
    [frontier.map((e) => e.id), frontier.map((e) => e.entityType), group],
  );
}

/**
 * Follows relations from a root entity level by level (each entity expanded once), as ThingsBoard's
 * relation query does, and answers the relations that match the filters with the entity each
 * one reaches. With `fetchLastLevelOnly` and a positive `maxLevel` only the deepest level is kept.
 * Visibility of the reached entities is not checked here: callers filter by permission.
 */
export async function findRelatedEntities(q: Queryable, query: EntityRelationsQuery): Promise<RelatedEntity[]> {
  const p = query.parameters;
  const maxLevel = p.maxLevel > 0 ? p.maxLevel : Number.POSITIVE_INFINITY;
  const root: EntityId<string> = { entityType: p.rootType, id: p.rootId };
  const visited = new Set<string>([`${root.entityType}:${root.id}`]);
  const found: RelatedEntity[] = [];
  let frontier = [root];
  for (let level = 1; frontier.length > 0 && level <= maxLevel; level++) {
    const next: EntityId<string>[] = [];
    for (const row of await relationsOf(q, frontier, p.direction, p.relationTypeGroup || 'COMMON')) {
      const relation = relationToJson(row);
      const target = p.direction === 'FROM' ? relation.to : relation.from;
      found.push({ entityId: target, relation, level });
      const key = `${target.entityType}:${target.id}`;
      if (!visited.has(key)) {
        visited.add(key);
        next.push(target);
      }
    }
    frontier = next;
  }
  const lastOnly = p.fetchLastLevelOnly && Number.isFinite(maxLevel);
  return found.filter((r) => (!lastOnly || r.level === maxLevel) && matchesFilters(query.filters, r.relation, r.entityId));
}

/** Adds `fromName` and `toName` to relations (EntityRelationInfo); names of missing entities are null. */
export async function withNames(
  q: Queryable, relations: EntityRelationJson[], nameOf: (e: EntityId<string>) => Promise<string | null>,
): Promise<Array<EntityRelationJson & { fromName: string | null; toName: string | null }>> {
  const cache = new Map<string, string | null>();
  const name = async (e: EntityId<string>) => {
    const key = `${e.entityType}:${e.id}`;
    if (!cache.has(key)) cache.set(key, await nameOf(e));
    return cache.get(key) ?? null;
  };
  const out = [];
  for (const rel of relations) out.push({ ...rel, fromName: await name(rel.from), toName: await name(rel.to) });
  return out;
}
