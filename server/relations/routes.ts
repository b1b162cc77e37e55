import type { EntityId } from '../../sdk/entity-id.js';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { badRequest, notFound } from '../http/errors.js';
import { missingParameter, objectBody } from '../http/validate.js';
import { checkEntityAccess, entityIdParam, findEntityInfo, mayAccessEntity, type Operation } from '../entities/access.js';
import { auditEntity, inChange } from '../entities/changes.js';
import { TENANT_OR_CUSTOMER, optionalQuery, requiredQuery, type Query } from '../entities/params.js';
import { parseRelationsQuery } from '../entities/relations-query.js';
import { RELATION_TYPE_GROUPS, deleteEntityRelations, deleteRelation, findRelatedEntities, findRelations, getRelation, saveRelation, withNames, type EntityRelationJson } from '../entities/relations.js';

/** The relation type group of a request: COMMON when absent or not a known group (as ThingsBoard). */
function groupParam(query: Query): string {
  const raw = optionalQuery(query, 'relationTypeGroup');
  return raw && (RELATION_TYPE_GROUPS as readonly string[]).includes(raw) ? raw : 'COMMON';
}

const end = (query: Query, side: 'from' | 'to'): EntityId<string> =>
  entityIdParam(requiredQuery(query, `${side}Type`), requiredQuery(query, `${side}Id`), `${side}Type`, `${side}Id`);

/** Checks one end of a relation; a tenant admin may always relate its own tenant. */
async function checkEnd(q: Queryable, user: SecurityUser, entity: EntityId<string>, op: Operation): Promise<void> {
  if (op === 'write' && user.authority === 'TENANT_ADMIN' && entity.entityType === 'TENANT' && entity.id === user.tenantId) return;
  await checkEntityAccess(q, user, entity, op);
}

/** Keeps the relations whose both ends the caller may read (ThingsBoard filters lists the same way). */
async function visibleOnly<T extends EntityRelationJson>(q: Queryable, user: SecurityUser, relations: T[]): Promise<T[]> {
  const seen = new Map<string, boolean>();
  const visible = async (e: EntityId<string>) => {
    const key = `${e.entityType}:${e.id}`;
    if (!seen.has(key)) seen.set(key, await mayAccessEntity(q, user, e, 'read'));
    return seen.get(key)!;
  };
  const out: T[] = [];
  for (const rel of relations) if (await visible(rel.from) && await visible(rel.to)) out.push(rel);
  return out;
}

const nameOf = (q: Queryable) => async (e: EntityId<string>) => (await findEntityInfo(q, e.entityType, e.id))?.name ?? null;

function readRelation(body: Record<string, unknown>): EntityRelationJson {
  const side = (name: 'from' | 'to') => {
    const v = body[name] as Record<string, unknown> | null | undefined;
    if (!v || typeof v !== 'object') throw badRequest('Entity id should be specified!');
    return entityIdParam(v.entityType, v.id, `${name}.entityType`, `${name}.id`);
  };
  const from = side('from');
  const to = side('to');
  if (typeof body.type !== 'string' || body.type.trim() === '') throw badRequest('Relation type should be specified!');
  if (body.type.length > 255) throw badRequest('Validation error: length of type must be equal or less than 255');
  const group = body.typeGroup ?? 'COMMON';
  if (typeof group !== 'string' || !(RELATION_TYPE_GROUPS as readonly string[]).includes(group)) {
    throw badRequest(`Invalid request body: typeGroup must be one of ${RELATION_TYPE_GROUPS.join(', ')}`);
  }
  return { from, to, type: body.type, typeGroup: group, additionalInfo: body.additionalInfo ?? null };
}

async function auditRelation(ctx: ServerContext, q: Queryable, user: SecurityUser, rel: EntityRelationJson, action: string): Promise<void> {
  for (const e of [rel.from, rel.to]) {
    const info = await findEntityInfo(q, e.entityType, e.id);
    const row = { id: e.id, name: info?.name ?? '', tenant_id: user.tenantId, customer_id: user.customerId };
    await auditEntity(ctx, q, user, { entityType: e.entityType, row }, action, { relation: rel });
  }
}

/** Relation endpoints: save, get, delete, delete all of an entity, lists by end, and relation queries. */
export default async function relationRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const db = ctx.db;
  const auth = { auth: TENANT_OR_CUSTOMER };

  app.post('/api/relation', { config: auth }, async (req) => {
    const rel = readRelation(objectBody(req.body));
    await inChange(ctx, async (q) => {
      await checkEnd(q, req.user, rel.from, 'write');
      await checkEnd(q, req.user, rel.to, 'write');
      await saveRelation(q, rel);
      await auditRelation(ctx, q, req.user, rel, 'RELATION_ADD_OR_UPDATE');
    });
    return '';
  });

  app.get('/api/relation', { config: auth }, async (req) => {
    const query = req.query as Query;
    const from = end(query, 'from');
    const type = requiredQuery(query, 'relationType');
    const to = end(query, 'to');
    await checkEnd(db, req.user, from, 'read');
    await checkEnd(db, req.user, to, 'read');
    const rel = await getRelation(db, from, to, type, groupParam(query));
    if (!rel) throw notFound();
    return rel;
  });

  app.delete('/api/relation', { config: auth }, async (req) => {
    const query = req.query as Query;
    const from = end(query, 'from');
    const type = requiredQuery(query, 'relationType');
    const to = end(query, 'to');
    const group = groupParam(query);
    await inChange(ctx, async (q) => {
      await checkEnd(q, req.user, from, 'write');
      await checkEnd(q, req.user, to, 'write');
      const rel = await getRelation(q, from, to, type, group);
      if (!rel || !(await deleteRelation(q, from, to, type, group))) throw notFound();
      await auditRelation(ctx, q, req.user, rel, 'RELATION_DELETED');
    });
    return '';
  });

  app.delete('/api/relations', { config: auth }, async (req) => {
    const query = req.query as Query;
    const entity = entityIdParam(requiredQuery(query, 'entityType'), requiredQuery(query, 'entityId'), 'entityType', 'entityId');
    await inChange(ctx, async (q) => {
      const info = await checkEntityAccess(q, req.user, entity, 'write');
      await deleteEntityRelations(q, entity);
      const row = { id: entity.id, name: info.name, tenant_id: info.tenantId, customer_id: info.customerId };
      await auditEntity(ctx, q, req.user, { entityType: entity.entityType, row }, 'RELATIONS_DELETED', {});
    });
    return '';
  });

  const byEnd = async (user: SecurityUser, query: Query): Promise<EntityRelationJson[]> => {
    const direction = query.fromId !== undefined || query.fromType !== undefined ? 'FROM' : 'TO';
    if (direction === 'TO' && query.toId === undefined && query.toType === undefined) {
      throw missingParameter('fromId');
    }
    const root = end(query, direction === 'FROM' ? 'from' : 'to');
    await checkEnd(db, user, root, 'read');
    const type = query.relationType === undefined ? undefined : String(query.relationType);
    return visibleOnly(db, user, await findRelations(db, direction, root, groupParam(query), type));
  };

  app.get('/api/relations', { config: auth }, async (req) => byEnd(req.user, req.query as Query));
  app.get('/api/relations/info', { config: auth }, async (req) => withNames(db, await byEnd(req.user, req.query as Query), nameOf(db)));

  const byQuery = async (user: SecurityUser, body: unknown): Promise<EntityRelationJson[]> => {
    const query = parseRelationsQuery(body);
    await checkEnd(db, user, { entityType: query.parameters.rootType, id: query.parameters.rootId }, 'read');
    const found = await findRelatedEntities(db, query);
    return visibleOnly(db, user, found.map((r) => r.relation));
  };

  app.post('/api/relations', { config: auth }, async (req) => byQuery(req.user, req.body));
  app.post('/api/relations/info', { config: auth }, async (req) => withNames(db, await byQuery(req.user, req.body), nameOf(db)));
}
