import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { assertAccess } from '../auth/permissions.js';
import { uuidParam } from '../http/validate.js';
import { deleteRelation, saveRelation } from './relations.js';
import { entityNotFound } from './access.js';
import { auditEntity, type AuditedEntity } from './changes.js';
import type { ListFilter } from './family.js';
import { ref } from './wire.js';

/** The edge columns an assignment needs. */
export interface EdgeOwner {
  id: string;
  tenant_id: string;
  customer_id: string;
  name: string;
}

/** Loads an edge addressed by a request id and checks the caller may read it (400, 404, 403). */
export async function loadEdgeChecked(q: Queryable, user: SecurityUser, rawId: unknown): Promise<EdgeOwner> {
  const id = uuidParam(rawId, 'edgeId');
  const edge = await q.one<EdgeOwner>('SELECT id, tenant_id, customer_id, name FROM edge WHERE id = $1', [id]);
  if (!edge) throw entityNotFound('EDGE', id);
  assertAccess(user, { tenantId: edge.tenant_id, customerId: edge.customer_id }, 'read');
  return edge;
}

const edgeRelation = (edgeId: string, entityType: string, id: string) =>
  ({ from: ref('EDGE', edgeId), to: ref(entityType, id), type: 'Contains', typeGroup: 'EDGE', additionalInfo: null });

/** Assigns an entity to an edge: an EDGE-group "Contains" relation from the edge, audited ASSIGNED_TO_EDGE. */
export async function assignToEdge(
  ctx: ServerContext, q: Queryable, user: SecurityUser, edge: EdgeOwner, entity: { entityType: string; row: AuditedEntity },
): Promise<void> {
  await saveRelation(q, edgeRelation(edge.id, entity.entityType, entity.row.id));
  await auditEntity(ctx, q, user, entity, 'ASSIGNED_TO_EDGE', { entityId: entity.row.id, assignedEdgeId: edge.id, assignedEdgeName: edge.name });
}

/** Removes an entity from an edge (no error when it was not assigned), audited UNASSIGNED_FROM_EDGE. */
export async function unassignFromEdge(
  ctx: ServerContext, q: Queryable, user: SecurityUser, edge: EdgeOwner, entity: { entityType: string; row: AuditedEntity },
): Promise<void> {
  const rel = edgeRelation(edge.id, entity.entityType, entity.row.id);
  await deleteRelation(q, rel.from, rel.to, rel.type, rel.typeGroup);
  await auditEntity(ctx, q, user, entity, 'UNASSIGNED_FROM_EDGE', { entityId: entity.row.id, unassignedEdgeId: edge.id, unassignedEdgeName: edge.name });
}

/** List filter keeping the entities of one type assigned to an edge. */
export function edgeEntitiesFilter(edgeId: string, entityType: string): Pick<ListFilter, 'where'> {
  return {
    where: (next) => ({
      sql: `EXISTS (SELECT 1 FROM relation r WHERE r.from_id = $${next} AND r.from_type = 'EDGE' AND r.relation_type_group = 'EDGE'
        AND r.relation_type = 'Contains' AND r.to_id = e.id AND r.to_type = $${next + 1})`,
      params: [edgeId, entityType],
    }),
  };
}
