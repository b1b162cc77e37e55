import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { badRequest, notFound } from '../http/errors.js';
import { canAccess } from '../auth/permissions.js';
import { isUuid } from '../db/ids.js';
import {
  RELATION_TYPE_GROUPS, findRelatedEntities,
  type EntityRelationsQuery, type RelationEntityTypeFilter, type RelationsSearchParameters,
} from './relations.js';
import { checkEntityAccess, entityTypeParam } from './access.js';
import { stringListField } from './body.js';
import type { EntityFamily, FamilyRow } from './family.js';
import { invalidUuid } from '../http/validate.js';

/** ThingsBoard's answer when a required part of a query body is missing (`checkNotNull`). */
const missing = () => notFound("Requested item wasn't found!");

function asObject(value: unknown, name: string): Record<string, unknown> {
  if (value === undefined || value === null) throw missing();
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`Invalid request body: ${name} must be an object`);
  return value as Record<string, unknown>;
}

/** Reads RelationsSearchParameters: rootId, rootType, direction, relationTypeGroup, maxLevel, fetchLastLevelOnly. */
export function parseSearchParameters(value: unknown): RelationsSearchParameters {
  const p = asObject(value, 'parameters');
  if (!isUuid(p.rootId)) throw invalidUuid(p.rootId);
  const rootType = entityTypeParam(p.rootType, 'rootType');
  if (p.direction !== 'FROM' && p.direction !== 'TO') throw badRequest(`Invalid request body: direction must be FROM or TO`);
  const group = p.relationTypeGroup ?? 'COMMON';
  if (typeof group !== 'string' || !(RELATION_TYPE_GROUPS as readonly string[]).includes(group)) {
    throw badRequest(`Invalid request body: relationTypeGroup must be one of ${RELATION_TYPE_GROUPS.join(', ')}`);
  }
  const maxLevel = p.maxLevel ?? 0;
  if (typeof maxLevel !== 'number' || !Number.isInteger(maxLevel)) throw badRequest('Invalid request body: maxLevel must be an integer');
  const last = p.fetchLastLevelOnly ?? false;
  if (typeof last !== 'boolean') throw badRequest('Invalid request body: fetchLastLevelOnly must be a boolean');
  return { rootId: p.rootId.toLowerCase(), rootType, direction: p.direction, relationTypeGroup: group, maxLevel, fetchLastLevelOnly: last };
}

function parseFilter(value: unknown): RelationEntityTypeFilter {
  const f = asObject(value, 'filters');
  if (f.relationType !== undefined && f.relationType !== null && typeof f.relationType !== 'string') {
    throw badRequest('Invalid request body: relationType must be a string');
  }
  const entityTypes = stringListField(f, 'entityTypes');
  entityTypes?.forEach((t) => entityTypeParam(t, 'entityTypes'));
  return { relationType: (f.relationType as string | null | undefined) ?? null, entityTypes };
}

/** Reads an EntityRelationsQuery body; parameters and filters are required (404 when missing, as ThingsBoard). */
export function parseRelationsQuery(body: unknown): EntityRelationsQuery {
  const b = asObject(body, 'body');
  const parameters = parseSearchParameters(b.parameters);
  if (b.filters === undefined || b.filters === null) throw missing();
  if (!Array.isArray(b.filters)) throw badRequest('Invalid request body: filters must be a list');
  return { parameters, filters: b.filters.map(parseFilter) };
}

/**
 * Runs an entity search query of a family (DeviceSearchQuery and its siblings): follows relations
 * from the root, keeps entities of the family with one of the listed types, visible to the caller.
 */
export async function searchFamilyByRelations<R extends FamilyRow, J>(
  q: Queryable, user: SecurityUser, fam: EntityFamily<R, J, unknown>, body: unknown, typesField: string,
): Promise<J[]> {
  const b = asObject(body, 'body');
  const parameters = parseSearchParameters(b.parameters);
  const types = stringListField(b, typesField);
  if (!types) throw missing();
  if (b.relationType !== undefined && b.relationType !== null && typeof b.relationType !== 'string') {
    throw badRequest('Invalid request body: relationType must be a string');
  }
  await checkEntityAccess(q, user, { entityType: parameters.rootType, id: parameters.rootId }, 'read');
  const related = await findRelatedEntities(q, {
    parameters,
    // ThingsBoard's entity search queries fall back to "Contains" when no relation type is given.
    filters: [{ relationType: (b.relationType as string | undefined) || 'Contains', entityTypes: [fam.entityType] }],
  });
  const ids = [...new Set(related.map((r) => r.entityId.id))];
  if (ids.length === 0) return [];
  const rows = await q.query<R>(`SELECT ${fam.select} FROM ${fam.from} WHERE e.id = ANY($1::uuid[]) ORDER BY e.id`, [ids]);
  return rows
    .filter((r) => types.includes(r.type) && canAccess(user, { tenantId: r.tenant_id, customerId: r.customer_id }, 'read'))
    .map((r) => fam.toJson(r));
}
