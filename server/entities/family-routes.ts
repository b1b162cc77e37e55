import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { NULL_UUID } from '../auth/types.js';
import type { Queryable } from '../db/db.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { hasCustomer } from '../auth/permissions.js';
import { parsePageLink } from '../http/paging.js';
import { auditEntity, inChange, queueEvent } from './changes.js';
import { checkCustomer, findCustomer, findOrCreatePublicCustomer } from './customers.js';
import { deleteAllRelations, findByName, listByIds, listPage, loadChecked, setCustomer, subtypes, type EntityFamily, type FamilyRow, type ListFilter } from './family.js';
import { assignToEdge, edgeEntitiesFilter, loadEdgeChecked, unassignFromEdge } from './edge-assignment.js';
import { TENANT_ADMIN_ONLY, TENANT_OR_CUSTOMER, optionalQuery, uuidListQuery, type Query } from './params.js';
import { searchFamilyByRelations } from './relations-query.js';
import { ref } from './wire.js';

/** URL words and options of one family's common routes. */
export interface FamilyRouteOptions<R extends FamilyRow> {
  fam: EntityFamily<R>;
  /** Singular path word: `device`, `asset`, `entityView`, `edge`. */
  one: string;
  /** Plural path word: `devices`, ... */
  many: string;
  /** Info list word: `deviceInfos`, ... */
  infos: string;
  /** Query name of the by-name lookup: `deviceName`, ... */
  nameParam: string;
  /** Query name of the by-ids list (`deviceIds`); absent when the family has none. */
  idsParam?: string;
  /** Field of the search query body holding the wanted types (`deviceTypes`). */
  typesField: string;
  /** Whether the family can be assigned to edges. */
  edgeAssignable: boolean;
  /** Whether `GET /api/{many}` without ids is a paged list of the tenant's entities (edges). */
  pagedMany?: boolean;
  /** Extra filter of the info lists (devices: `deviceProfileId`). */
  infoFilter?: (query: Query) => ListFilter['where'];
  /** Checks run before a delete (e.g. entity views referencing the entity). */
  beforeDelete?: (q: Queryable, row: R) => Promise<void>;
}

const idOf = (request: FastifyRequest, name: string): unknown => (request.params as Record<string, unknown>)[name];

/** Registers the read, delete, list, assignment and search routes shared by devices, assets, entity views and edges. */
export function registerFamilyRoutes<R extends FamilyRow>(app: FastifyInstance, ctx: ServerContext, o: FamilyRouteOptions<R>): void {
  const { fam } = o;
  const idName = `${o.one}Id`;
  const db = ctx.db;

  app.get(`/api/${o.one}/:${idName}`, { config: { auth: TENANT_OR_CUSTOMER } }, async (req) =>
    fam.toJson(await loadChecked(db, req.user, fam, idOf(req, idName), 'read', idName)));

  app.get(`/api/${o.one}/info/:${idName}`, { config: { auth: TENANT_OR_CUSTOMER } }, async (req) =>
    fam.toInfo(await loadChecked(db, req.user, fam, idOf(req, idName), 'read', idName)));

  app.get(`/api/${o.one}/types`, { config: { auth: TENANT_OR_CUSTOMER } }, async (req) => subtypes(db, fam, req.user.tenantId));

  app.delete(`/api/${o.one}/:${idName}`, { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
    await inChange(ctx, async (q, events) => {
      const row = await loadChecked(q, req.user, fam, idOf(req, idName), 'write', idName);
      await o.beforeDelete?.(q, row);
      await deleteAllRelations(q, fam.entityType, row.id);
      await q.query(`DELETE FROM ${fam.table} WHERE id = $1`, [row.id]);
      await auditEntity(ctx, q, req.user, { entityType: fam.entityType, row }, 'DELETED', { entityId: row.id });
      queueEvent(events, row.tenant_id, ref(fam.entityType, row.id), 'DELETED');
    });
    return '';
  });

  app.get(`/api/tenant/${o.many}`, { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
    const query = req.query as Query;
    if (query[o.nameParam] !== undefined) {
      const row = await findByName(db, fam, req.user.tenantId, String(query[o.nameParam]));
      if (!row) throw notFound();
      return fam.toJson(row);
    }
    return listPage(db, fam, { tenantId: req.user.tenantId, type: optionalQuery(query, 'type') }, parsePageLink(query), false);
  });

  app.get(`/api/tenant/${o.infos}`, { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
    const query = req.query as Query;
    const link = parsePageLink(query);
    return listPage(db, fam, { tenantId: req.user.tenantId, type: optionalQuery(query, 'type'), where: o.infoFilter?.(query) }, link, true);
  });

  for (const [word, info] of [[o.many, false], [o.infos, true]] as const) {
    app.get(`/api/customer/:customerId/${word}`, { config: { auth: TENANT_OR_CUSTOMER } }, async (req) => {
      const query = req.query as Query;
      const link = parsePageLink(query);
      const customer = await checkCustomer(db, req.user, idOf(req, 'customerId'));
      const where = info ? o.infoFilter?.(query) : undefined;
      return listPage(db, fam, { tenantId: customer.tenant_id, customerId: customer.id, type: optionalQuery(query, 'type'), where }, link, info);
    });
  }

  const idsParam = o.idsParam;
  if (idsParam) {
    app.get(`/api/${o.many}`, { config: { auth: TENANT_OR_CUSTOMER } }, async (req) => {
      const query = req.query as Query;
      if (o.pagedMany && query[idsParam] === undefined) {
        if (req.user.authority !== 'TENANT_ADMIN') throw forbidden();
        return listPage(db, fam, { tenantId: req.user.tenantId }, parsePageLink(query), false);
      }
      const rows = await listByIds(db, req.user, fam, uuidListQuery(query, idsParam));
      return rows.map((r) => fam.toJson(r));
    });
  }

  app.post(`/api/${o.many}`, { config: { auth: TENANT_OR_CUSTOMER } }, async (req) =>
    searchFamilyByRelations(db, req.user, fam, req.body, o.typesField));

  registerCustomerAssignment(app, ctx, o);
  if (o.edgeAssignable) registerEdgeAssignment(app, ctx, o);
}

function registerCustomerAssignment<R extends FamilyRow>(app: FastifyInstance, ctx: ServerContext, o: FamilyRouteOptions<R>): void {
  const { fam } = o;
  const idName = `${o.one}Id`;
  const assign = (req: FastifyRequest, pick: (q: Queryable) => Promise<{ id: string; title: string }>) =>
    inChange(ctx, async (q, events) => {
      const customer = await pick(q);
      const row = await loadChecked(q, req.user, fam, idOf(req, idName), 'write', idName);
      const saved = await setCustomer(q, fam, row.id, customer.id);
      await auditEntity(ctx, q, req.user, { entityType: fam.entityType, row: saved }, 'ASSIGNED_TO_CUSTOMER',
        { entityId: row.id, assignedCustomerId: customer.id, assignedCustomerName: customer.title });
      queueEvent(events, saved.tenant_id, ref(fam.entityType, saved.id), 'UPDATED');
      return fam.toJson(saved);
    });

  app.post(`/api/customer/:customerId/${o.one}/:${idName}`, { config: { auth: TENANT_ADMIN_ONLY } }, async (req) =>
    assign(req, (q) => checkCustomer(q, req.user, idOf(req, 'customerId'))));

  app.post(`/api/customer/public/${o.one}/:${idName}`, { config: { auth: TENANT_ADMIN_ONLY } }, async (req) =>
    assign(req, (q) => findOrCreatePublicCustomer(q, req.user.tenantId, ctx.now())));

  app.delete(`/api/customer/${o.one}/:${idName}`, { config: { auth: TENANT_ADMIN_ONLY } }, async (req) =>
    inChange(ctx, async (q, events) => {
      const row = await loadChecked(q, req.user, fam, idOf(req, idName), 'write', idName);
      if (!hasCustomer(row.customer_id)) throw badRequest(`${fam.label} isn't assigned to any customer!`);
      const customer = await findCustomer(q, row.customer_id);
      const saved = await setCustomer(q, fam, row.id, NULL_UUID);
      await auditEntity(ctx, q, req.user, { entityType: fam.entityType, row: { ...saved, customer_id: row.customer_id } },
        'UNASSIGNED_FROM_CUSTOMER', { entityId: row.id, unassignedCustomerId: row.customer_id, unassignedCustomerName: customer?.title ?? null });
      queueEvent(events, saved.tenant_id, ref(fam.entityType, saved.id), 'UPDATED');
      return fam.toJson(saved);
    }));
}

function registerEdgeAssignment<R extends FamilyRow>(app: FastifyInstance, ctx: ServerContext, o: FamilyRouteOptions<R>): void {
  const { fam } = o;
  const idName = `${o.one}Id`;
  for (const assigned of [true, false]) {
    const route = assigned ? app.post.bind(app) : app.delete.bind(app);
    route(`/api/edge/:edgeId/${o.one}/:${idName}`, { config: { auth: TENANT_ADMIN_ONLY } }, async (req) =>
      inChange(ctx, async (q) => {
        const edge = await loadEdgeChecked(q, req.user, idOf(req, 'edgeId'));
        const row = await loadChecked(q, req.user, fam, idOf(req, idName), 'read', idName);
        const entity = { entityType: fam.entityType, row };
        if (assigned) await assignToEdge(ctx, q, req.user, edge, entity);
        else await unassignFromEdge(ctx, q, req.user, edge, entity);
        return fam.toJson(row);
      }));
  }

  app.get(`/api/edge/:edgeId/${o.many}`, { config: { auth: TENANT_OR_CUSTOMER } }, async (req) => {
    const query = req.query as Query;
    const link = parsePageLink(query);
    const edge = await loadEdgeChecked(ctx.db, req.user, idOf(req, 'edgeId'));
    const filter: ListFilter = {
      tenantId: edge.tenant_id,
      customerId: req.user.authority === 'CUSTOMER_USER' ? req.user.customerId : undefined,
      type: optionalQuery(query, 'type'),
      ...edgeEntitiesFilter(edge.id, fam.entityType),
      timed: true,
    };
    return listPage(ctx.db, fam, filter, link, false);
  });
}
