import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  CANDIDATE_MAX_PAGES,
  canAssignInScope,
  candidateOf,
  candidateQuery,
  customerLinks,
  edgeLinks,
  isCandidate,
  ownerPagePath,
  ownerParam,
  scanPages,
  SCOPED_LISTS,
  scopedAssignPath,
  scopedColumns,
  scopedListPath,
  scopedUnassignPath,
  type ScopedList,
} from '../../console/pages/scoped-lists/scoped-lists.logic.js';
import { ROUTES, routeNamed } from '../../console/routes.js';
import { ENTITY_SUGGESTIONS_LIMIT } from '../../sdk/catalogues/limits.js';

const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';
const list = (route: string): ScopedList => SCOPED_LISTS[route]!;

describe('customer-scoped and edge-scoped lists', () => {
  it('lists a customer with the 3.4.1 customer-scoped calls and an edge with the edge-scoped ones (console-core §7)', () => {
    const calls = Object.values(SCOPED_LISTS).map((l) => scopedListPath(l, 'o 1'));
    assert.deepEqual(calls, [
      '/api/customer/o%201/assetInfos',
      '/api/customer/o%201/deviceInfos',
      '/api/customer/o%201/entityViewInfos',
      '/api/customer/o%201/dashboards',
      '/api/customer/o%201/edgeInfos',
      '/api/edge/o%201/assets',
      '/api/edge/o%201/devices',
      '/api/edge/o%201/entityViews',
      '/api/edge/o%201/dashboards',
    ]);
  });

  it('has a route per list at the 3.4 addresses, tenant administrators only for a customer, customer users too for an edge', () => {
    for (const scoped of Object.values(SCOPED_LISTS)) {
      const route = routeNamed(scoped.route);
      assert.ok(route.path.startsWith(scoped.owner === 'customer' ? '/customers/:customerId/' : '/edgeInstances/:edgeId/'), route.path);
      assert.ok(route.path.includes(`:${ownerParam(scoped.owner)}`));
      assert.deepEqual(route.access, scoped.owner === 'customer' ? ['TENANT_ADMIN'] : ['TENANT_ADMIN', 'CUSTOMER_USER']);
      assert.equal(route.search, true);
    }
    const paths = ROUTES.filter((r) => /^\/(customers\/:customerId|edgeInstances\/:edgeId)\//.test(r.path)).map((r) => r.path);
    assert.deepEqual(paths, [
      '/customers/:customerId/users',
      '/customers/:customerId/assets',
      '/customers/:customerId/devices',
      '/customers/:customerId/entityViews',
      '/customers/:customerId/dashboards',
      '/customers/:customerId/edgeInstances',
      '/edgeInstances/:edgeId/assets',
      '/edgeInstances/:edgeId/devices',
      '/edgeInstances/:edgeId/entityViews',
      '/edgeInstances/:edgeId/dashboards',
    ]);
  });

  it('assigns with POST /api/customer/{customerId}/{type}/{id} or /api/edge/{edgeId}/{type}/{id}', () => {
    assert.equal(scopedAssignPath(list('customerDevices'), 'c1', 'd 1'), '/api/customer/c1/device/d%201');
    assert.equal(scopedAssignPath(list('customerEntityViews'), 'c1', 'v1'), '/api/customer/c1/entityView/v1');
    assert.equal(scopedAssignPath(list('customerDashboards'), 'c1', 'b1'), '/api/customer/c1/dashboard/b1');
    assert.equal(scopedAssignPath(list('customerEdges'), 'c1', 'e1'), '/api/customer/c1/edge/e1');
    assert.equal(scopedAssignPath(list('edgeAssets'), 'e1', 'a1'), '/api/edge/e1/asset/a1');
    assert.equal(scopedAssignPath(list('edgeDashboards'), 'e1', 'b1'), '/api/edge/e1/dashboard/b1');
  });

  it('unassigns an entity from its one customer without naming it, a dashboard from this customer, and from an edge by the edge', () => {
    assert.equal(scopedUnassignPath(list('customerAssets'), 'c1', 'a1'), '/api/customer/asset/a1');
    assert.equal(scopedUnassignPath(list('customerDevices'), 'c1', 'd1'), '/api/customer/device/d1');
    assert.equal(scopedUnassignPath(list('customerEdges'), 'c1', 'e1'), '/api/customer/edge/e1');
    assert.equal(scopedUnassignPath(list('customerDashboards'), 'c1', 'b1'), '/api/customer/c1/dashboard/b1');
    assert.equal(scopedUnassignPath(list('edgeDevices'), 'e1', 'd1'), '/api/edge/e1/device/d1');
    assert.equal(scopedUnassignPath(list('edgeEntityViews'), 'e1', 'v1'), '/api/edge/e1/entityView/v1');
  });

  it('lets only tenant administrators assign and unassign (console-core §6)', () => {
    assert.equal(canAssignInScope('TENANT_ADMIN'), true);
    assert.equal(canAssignInScope('CUSTOMER_USER'), false);
    assert.equal(canAssignInScope('SYS_ADMIN'), false);
    assert.equal(canAssignInScope(undefined), false);
  });

  it('leaves the customer columns out and shows an edge’s plain devices with their profile as the type', () => {
    const keys = (route: string) => scopedColumns(list(route)).map((c) => c.key);
    assert.deepEqual(keys('customerDevices'), ['createdTime', 'name', 'deviceProfileName', 'label', 'additionalInfo.gateway']);
    assert.deepEqual(keys('customerAssets'), ['createdTime', 'name', 'type', 'label']);
    assert.deepEqual(keys('customerDashboards'), ['createdTime', 'title']);
    assert.deepEqual(keys('edgeDevices'), ['createdTime', 'name', 'type', 'label', 'additionalInfo.gateway']);
    assert.equal(scopedColumns(list('edgeDevices'))[2]!.title, 'entity-table.column.device-profile');
    assert.deepEqual(keys('edgeEntityViews'), ['createdTime', 'name', 'type']);
  });

  it('offers a customer only entities no customer holds, and dashboards not yet assigned to it', () => {
    const devices = list('customerDevices');
    assert.equal(isCandidate(devices, 'c1', { id: { id: 'd1' }, customerId: { id: NULL_UUID } }), true);
    assert.equal(isCandidate(devices, 'c1', { id: { id: 'd1' }, customerId: null }), true);
    assert.equal(isCandidate(devices, 'c1', { id: { id: 'd1' }, customerId: { id: 'c2' } }), false);
    assert.equal(isCandidate(devices, 'c1', { id: { id: 'd1' }, customerId: { id: 'c1' } }), false);
    assert.equal(isCandidate(devices, 'c1', { id: { id: 'd1' }, customerId: { id: 'pub' }, customerIsPublic: true }), false);
    assert.equal(isCandidate(devices, 'c1', { name: 'no id' }), false);
    const dashboards = list('customerDashboards');
    assert.equal(isCandidate(dashboards, 'c1', { id: { id: 'b1' }, assignedCustomers: [{ customerId: { id: 'c2' } }] }), true);
    assert.equal(isCandidate(dashboards, 'c1', { id: { id: 'b1' }, assignedCustomers: [{ customerId: { id: 'c1' } }] }), false);
    assert.equal(isCandidate(dashboards, 'c1', { id: { id: 'b1' }, assignedCustomers: null }), true);
  });

  it('offers an edge the tenant’s entities it does not have yet, whoever their customer', () => {
    const devices = list('edgeDevices');
    const onEdge = new Set(['d2']);
    assert.equal(isCandidate(devices, 'e1', { id: { id: 'd1' }, customerId: { id: 'c2' } }, onEdge), true);
    assert.equal(isCandidate(devices, 'e1', { id: { id: 'd2' } }, onEdge), false);
  });

  it('searches the tenant’s list by name (dashboards by title) 100 a page, and shows a dashboard by its title', () => {
    assert.deepEqual(candidateQuery(list('customerDevices'), ' pump ', 2), { pageSize: 100, page: 2, sortProperty: 'name', sortOrder: 'ASC', textSearch: 'pump' });
    assert.deepEqual(candidateQuery(list('edgeDashboards'), '  ', 0), { pageSize: 100, page: 0, sortProperty: 'title', sortOrder: 'ASC' });
    assert.deepEqual(candidateOf(list('edgeDashboards'), { id: { id: 'b1' }, title: 'Overview' }), { entityType: 'DASHBOARD', id: 'b1', name: 'Overview' });
    assert.deepEqual(candidateOf(list('customerAssets'), { id: { id: 'a1' }, name: '<b>Pump</b>' }), { entityType: 'ASSET', id: 'a1', name: '<b>Pump</b>' });
  });

  it('reads pages until 50 are kept, the list ends, a page fails or 10 pages were read', async () => {
    assert.equal(ENTITY_SUGGESTIONS_LIMIT, 50);
    assert.equal(CANDIDATE_MAX_PAGES, 10);
    const asked: number[] = [];
    const pages = (count: number, size: number) => async (page: number) => {
      asked.push(page);
      return { data: Array.from({ length: size }, (_, i) => page * size + i), hasNext: page < count - 1 };
    };
    const even = await scanPages(pages(5, 40), (n) => n % 2 === 0);
    assert.equal(even.length, 50);
    assert.deepEqual(even.slice(0, 3), [0, 2, 4]);
    assert.deepEqual(asked, [0, 1, 2]);
    asked.length = 0;
    assert.deepEqual(await scanPages(pages(2, 3), () => true), [0, 1, 2, 3, 4, 5]);
    assert.deepEqual(asked, [0, 1]);
    asked.length = 0;
    assert.deepEqual(await scanPages(pages(100, 10), () => false), []);
    assert.equal(asked.length, 10);
    assert.deepEqual(await scanPages(async (page) => (page === 0 ? { data: [1], hasNext: true } : undefined), () => true), [1]);
  });

  it('links a customer to its six lists and an edge to its four, its rule chains tab for a tenant administrator', () => {
    assert.deepEqual(
      customerLinks('c 1').map((l) => l.path),
      ['users', 'assets', 'devices', 'entityViews', 'dashboards', 'edgeInstances'].map((word) => `/customers/c%201/${word}`),
    );
    assert.deepEqual(customerLinks('c1').map((l) => l.label)[0], 'console:user.users');
    assert.deepEqual(
      edgeLinks('e1', 'CUSTOMER_USER').map((l) => l.path),
      ['/edgeInstances/e1/assets', '/edgeInstances/e1/devices', '/edgeInstances/e1/entityViews', '/edgeInstances/e1/dashboards'],
    );
    assert.deepEqual(edgeLinks('e1', 'TENANT_ADMIN').at(-1), { label: 'edges:tab.rule-chains', icon: 'lan', path: '/edgeInstances/e1?tab=edgeRuleChains' });
    assert.equal(ownerPagePath('customer', 'c1'), '/customers/c1');
    assert.equal(ownerPagePath('edge', 'e1'), '/edgeInstances/e1');
    for (const link of [...customerLinks('c1'), ...edgeLinks('e1', 'CUSTOMER_USER')]) {
      const [, first, , word] = link.path.split('/');
      assert.ok(ROUTES.some((r) => r.path.split('/')[1] === first && r.path.split('/')[3] === word), link.path);
    }
  });
});
