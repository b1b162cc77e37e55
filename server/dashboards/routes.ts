import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { parsePageLink } from '../http/paging.js';
import { boolParam, objectBody } from '../http/validate.js';
import { entityNotFound } from '../entities/access.js';
import { inChange, queueEvent } from '../entities/changes.js';
import { checkCustomer, findOrCreatePublicCustomer, type CustomerRow } from '../entities/customers.js';
import { assignToEdge, loadEdgeChecked, unassignFromEdge } from '../entities/edge-assignment.js';
import { TENANT_ADMIN_ONLY, TENANT_OR_CUSTOMER, type Query } from '../entities/params.js';
import { ref } from '../entities/wire.js';
import { dashboardInfoToJson, dashboardToJson, findDashboard, listDashboards, loadDashboard } from './service.js';
import { changeCustomers, customersOfBody, type AssignmentMode } from './assign.js';
import { homeDashboard, homeDashboardInfo, setTenantHomeInfo, tenantHomeInfo } from './home.js';
import { auditedDashboard, deleteDashboard, saveDashboard } from './save.js';

const param = (req: FastifyRequest, name: string): unknown => (req.params as Record<string, unknown>)[name];
const mobileOf = (req: FastifyRequest): boolean => boolParam((req.query as Query).mobile, 'mobile');

/** Dashboard endpoints: read, save, delete, lists, customer/public/edge assignment, home dashboard, server time and limits. */
export default async function dashboardRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const db = ctx.db;

  app.get('/api/dashboard/serverTime', async () => ctx.now());
  app.get('/api/dashboard/maxDatapointsLimit', async () => ctx.config.maxDatapointsLimit);

  app.get('/api/dashboard/home', async (req) => (await homeDashboard(db, req.user)) ?? '');
  app.get('/api/dashboard/home/info', async (req) => (await homeDashboardInfo(db, req.user)) ?? '');
  app.get('/api/tenant/dashboard/home/info', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => tenantHomeInfo(db, req.user.tenantId));
  app.post('/api/tenant/dashboard/home/info', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
    const body = objectBody(req.body);
    await db.tx((q) => setTenantHomeInfo(ctx, q, req.user, body));
    return '';
  });

  app.get('/api/dashboard/info/:dashboardId', async (req) =>
    dashboardInfoToJson(await loadDashboard(db, req.user, param(req, 'dashboardId'), 'read')));
  app.get('/api/dashboard/:dashboardId', async (req) =>
    dashboardToJson(await loadDashboard(db, req.user, param(req, 'dashboardId'), 'read')));

  app.post('/api/dashboard', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
    const body = objectBody(req.body);
    return dashboardToJson(await inChange(ctx, (q, events) => saveDashboard(ctx, q, events, req.user, body)));
  });
  app.delete('/api/dashboard/:dashboardId', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
    await inChange(ctx, (q, events) => deleteDashboard(ctx, q, events, req.user, param(req, 'dashboardId')));
    return '';
  });

  app.get('/api/tenant/dashboards', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
    const link = parsePageLink(req.query as Query);
    return listDashboards(db, { tenantId: req.user.tenantId, mobile: mobileOf(req) }, link);
  });
  app.get('/api/tenant/:tenantId/dashboards', { config: { auth: ['SYS_ADMIN'] } }, async (req) => {
    const link = parsePageLink(req.query as Query);
    const tenantId = String(param(req, 'tenantId'));
    if (!(await db.one('SELECT id FROM tenant WHERE id = $1', [tenantId]))) throw entityNotFound('TENANT', tenantId);
    return listDashboards(db, { tenantId }, link);
  });
  app.get('/api/customer/:customerId/dashboards', { config: { auth: TENANT_OR_CUSTOMER } }, async (req) => {
    const link = parsePageLink(req.query as Query);
    const mobile = mobileOf(req);
    const customer = await checkCustomer(db, req.user, param(req, 'customerId'));
    return listDashboards(db, { tenantId: customer.tenant_id, customerId: customer.id, mobile }, link);
  });

  registerCustomerAssignment(app, ctx);
  registerEdgeAssignment(app, ctx);
}

function registerCustomerAssignment(app: FastifyInstance, ctx: ServerContext): void {
  const admin = { config: { auth: TENANT_ADMIN_ONLY } };
  const change = (req: FastifyRequest, mode: AssignmentMode, customers: (q: Queryable) => Promise<CustomerRow[]>) =>
    inChange(ctx, async (q, events) => {
      const picked = await customers(q);
      const row = await loadDashboard(q, req.user, param(req, 'dashboardId'), 'write');
      return dashboardToJson(await changeCustomers(ctx, q, events, req.user, row, mode, picked));
    });
  const one = (req: FastifyRequest) => async (q: Queryable) => [await checkCustomer(q, req.user, param(req, 'customerId'))];
  const publicOne = (req: FastifyRequest) => async (q: Queryable) => [await findOrCreatePublicCustomer(q, req.user.tenantId, ctx.now())];

  app.post('/api/customer/:customerId/dashboard/:dashboardId', admin, async (req) => change(req, 'add', one(req)));
  app.delete('/api/customer/:customerId/dashboard/:dashboardId', admin, async (req) => change(req, 'remove', one(req)));
  app.post('/api/customer/public/dashboard/:dashboardId', admin, async (req) => change(req, 'add', publicOne(req)));
  app.delete('/api/customer/public/dashboard/:dashboardId', admin, async (req) => change(req, 'remove', publicOne(req)));

  app.post('/api/dashboard/:dashboardId/customers', admin, async (req) =>
    change(req, 'set', (q) => customersOfBody(q, req.user, req.body, false)));
  app.post('/api/dashboard/:dashboardId/customers/add', admin, async (req) =>
    change(req, 'add', (q) => customersOfBody(q, req.user, req.body, true)));
  app.post('/api/dashboard/:dashboardId/customers/remove', admin, async (req) =>
    change(req, 'remove', (q) => customersOfBody(q, req.user, req.body, true)));
}

function registerEdgeAssignment(app: FastifyInstance, ctx: ServerContext): void {
  for (const assigned of [true, false]) {
    const route = assigned ? app.post.bind(app) : app.delete.bind(app);
    route('/api/edge/:edgeId/dashboard/:dashboardId', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) =>
      inChange(ctx, async (q, events) => {
        const edge = await loadEdgeChecked(q, req.user, param(req, 'edgeId'));
        const row = await loadDashboard(q, req.user, param(req, 'dashboardId'), 'read');
        if (assigned) await assignToEdge(ctx, q, req.user, edge, auditedDashboard(row));
        else await unassignFromEdge(ctx, q, req.user, edge, auditedDashboard(row));
        queueEvent(events, row.tenant_id, ref('DASHBOARD', row.id), 'UPDATED');
        return dashboardToJson((await findDashboard(q, row.id))!);
      }));
  }

  app.get('/api/edge/:edgeId/dashboards', { config: { auth: TENANT_OR_CUSTOMER } }, async (req) => {
    const link = parsePageLink(req.query as Query);
    const edge = await loadEdgeChecked(ctx.db, req.user, param(req, 'edgeId'));
    const customerId = req.user.authority === 'CUSTOMER_USER' ? req.user.customerId : undefined;
    return listDashboards(ctx.db, { tenantId: edge.tenant_id, edgeId: edge.id, customerId }, link);
  });
}
