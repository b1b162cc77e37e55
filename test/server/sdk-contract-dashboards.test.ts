import { after, afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { dataOf, demoClients, emptyOk, errorOf, newClient, assertAnswersFitSchema, type RoleClients } from './sdk-contract-support.js';

let server: TestServer;
let c: RoleClients;

before(async () => {
  server = await startTestServer();
  c = await demoClients(server);
});
after(() => server.close());
afterEach(assertAnswersFitSchema);

const CONFIGURATION = {
  description: 'made by the SDK',
  widgets: {},
  states: { default: { name: 'SDK', root: true, layouts: { main: { widgets: {}, gridSettings: { columns: 24 } } } } },
  entityAliases: {},
  filters: {},
  timewindow: { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: 60000, interval: 1000 } },
  settings: { stateControllerId: 'entity', showTitle: false },
};

test('saves a dashboard, reads it and its info, and pages it for tenant and customer', async () => {
  const saved = dataOf(await c.tenant.POST('/api/dashboard', { body: { title: 'SDK Contract Board', configuration: CONFIGURATION } }));
  assert.deepEqual([saved.title, saved.name, saved.mobileHide], ['SDK Contract Board', 'SDK Contract Board', false]);
  assert.deepEqual(saved.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.deepEqual(saved.assignedCustomers ?? [], []);
  assert.deepEqual(saved.configuration, CONFIGURATION);
  const dashboardId = saved.id!.id;

  const read = dataOf(await c.tenant.GET('/api/dashboard/{dashboardId}', { params: { path: { dashboardId } } }));
  assert.deepEqual(read.configuration, CONFIGURATION);
  const info = dataOf(await c.tenant.GET('/api/dashboard/info/{dashboardId}', { params: { path: { dashboardId } } }));
  assert.equal(info.title, 'SDK Contract Board');
  assert.ok(!('configuration' in info));

  const page = dataOf(await c.tenant.GET('/api/tenant/dashboards', {
    params: { query: { pageSize: 10, page: 0, textSearch: 'sdk contract', sortProperty: 'title', sortOrder: 'ASC', mobile: false } },
  }));
  assert.deepEqual(page.data.map((d) => d.title), ['SDK Contract Board']);
  const bySysadmin = dataOf(await c.sysadmin.GET('/api/tenant/{tenantId}/dashboards', {
    params: { path: { tenantId: DEMO.tenantId }, query: { pageSize: 100, page: 0 } },
  }));
  assert.ok(bySysadmin.data.some((d) => d.id!.id === dashboardId));

  const assigned = dataOf(await c.tenant.POST('/api/customer/{customerId}/dashboard/{dashboardId}', {
    params: { path: { customerId: DEMO.customerAId, dashboardId } },
  }));
  assert.deepEqual(assigned.assignedCustomers, [{ customerId: { entityType: 'CUSTOMER', id: DEMO.customerAId }, title: 'Customer A', public: false }]);
  const customerPage = dataOf(await c.customer.GET('/api/customer/{customerId}/dashboards', {
    params: { path: { customerId: DEMO.customerAId }, query: { pageSize: 10, page: 0, textSearch: 'sdk contract' } },
  }));
  assert.deepEqual(customerPage.data.map((d) => d.title), ['SDK Contract Board']);
  const unassigned = dataOf(await c.tenant.DELETE('/api/customer/{customerId}/dashboard/{dashboardId}', {
    params: { path: { customerId: DEMO.customerAId, dashboardId } },
  }));
  assert.deepEqual(unassigned.assignedCustomers ?? [], []);

  const denied = errorOf(await c.customer.GET('/api/dashboard/{dashboardId}', { params: { path: { dashboardId } } }), 403);
  assert.deepEqual([denied.status, denied.errorCode], [403, 20]);
  emptyOk(await c.tenant.DELETE('/api/dashboard/{dashboardId}', { params: { path: { dashboardId } } }));
  assert.equal(errorOf(await c.tenant.GET('/api/dashboard/{dashboardId}', { params: { path: { dashboardId } } }), 404).errorCode, 32);
});

test('updates customer assignments by id lists and makes a dashboard public', async () => {
  const saved = dataOf(await c.tenant.POST('/api/dashboard', { body: { title: 'SDK Shared Board' } }));
  const dashboardId = saved.id!.id;
  const set = dataOf(await c.tenant.POST('/api/dashboard/{dashboardId}/customers', {
    params: { path: { dashboardId } }, body: [DEMO.customerAId, DEMO.customerBId],
  }));
  assert.deepEqual(set.assignedCustomers?.map((s) => s.title).sort(), ['Customer A', 'Customer B']);
  const added = dataOf(await c.tenant.POST('/api/dashboard/{dashboardId}/customers/add', { params: { path: { dashboardId } }, body: [DEMO.customerCId] }));
  assert.equal(added.assignedCustomers?.length, 3);
  const removed = dataOf(await c.tenant.POST('/api/dashboard/{dashboardId}/customers/remove', {
    params: { path: { dashboardId } }, body: [DEMO.customerAId, DEMO.customerCId],
  }));
  assert.deepEqual(removed.assignedCustomers?.map((s) => s.customerId!.id), [DEMO.customerBId]);

  const made = dataOf(await c.tenant.POST('/api/customer/public/dashboard/{dashboardId}', { params: { path: { dashboardId } } }));
  const publicEntry = made.assignedCustomers?.find((s) => s.public);
  assert.deepEqual(publicEntry, { customerId: { entityType: 'CUSTOMER', id: DEMO.publicCustomerId }, title: 'Public', public: true });

  const visitor = newClient(server);
  const signedIn = await visitor.auth.loginPublic(DEMO.publicCustomerId);
  assert.ok(signedIn.kind === 'success');
  assert.deepEqual([signedIn.user.isPublic, signedIn.user.authority, signedIn.user.customerId], [true, 'CUSTOMER_USER', DEMO.publicCustomerId]);
  const seen = dataOf(await visitor.GET('/api/dashboard/{dashboardId}', { params: { path: { dashboardId } } }));
  assert.equal(seen.title, 'SDK Shared Board');

  const privateAgain = dataOf(await c.tenant.DELETE('/api/customer/public/dashboard/{dashboardId}', { params: { path: { dashboardId } } }));
  assert.ok(!privateAgain.assignedCustomers?.some((s) => s.public));
  emptyOk(await c.tenant.DELETE('/api/dashboard/{dashboardId}', { params: { path: { dashboardId } } }));
});

test('home dashboard: the tenant setting, the resolved home and none for the system administrator', async () => {
  const current = dataOf(await c.tenant.GET('/api/tenant/dashboard/home/info'));
  const board = dataOf(await c.tenant.POST('/api/dashboard', { body: { title: 'SDK Home Board' } }));
  emptyOk(await c.tenant.POST('/api/tenant/dashboard/home/info', {
    body: { dashboardId: { entityType: 'DASHBOARD', id: board.id!.id }, hideDashboardToolbar: true },
  }));
  const info = dataOf(await c.tenant.GET('/api/dashboard/home/info'));
  assert.deepEqual(info, { dashboardId: { entityType: 'DASHBOARD', id: board.id!.id }, hideDashboardToolbar: true });
  const home = dataOf(await c.tenant.GET('/api/dashboard/home'));
  assert.deepEqual([home.id!.id, home.title, home.hideDashboardToolbar], [board.id!.id, 'SDK Home Board', true]);

  const none = await c.sysadmin.GET('/api/dashboard/home');
  assert.equal(none.response.status, 200);
  assert.equal(none.data, undefined);
  emptyOk(await c.tenant.POST('/api/tenant/dashboard/home/info', { body: current }));
  emptyOk(await c.tenant.DELETE('/api/dashboard/{dashboardId}', { params: { path: { dashboardId: board.id!.id } } }));
});

test('server time and the datapoints limit are bare JSON numbers', async () => {
  const before = Date.now();
  const serverTime = dataOf(await c.customer.GET('/api/dashboard/serverTime'));
  assert.equal(typeof serverTime, 'number');
  assert.ok(serverTime >= before - 1000 && serverTime <= Date.now() + 1000);
  assert.equal(dataOf(await c.customer.GET('/api/dashboard/maxDatapointsLimit')), 50000);
});

test('widgets bundles: list, page, read, save and delete', async () => {
  const all = dataOf(await c.tenant.GET('/api/widgetsBundles'));
  assert.ok(Array.isArray(all));
  const charts = all.find((b) => b.alias === 'charts');
  assert.ok(charts);
  assert.deepEqual(charts.tenantId, { entityType: 'TENANT', id: NULL_UUID });
  const page = dataOf(await c.tenant.GET('/api/widgetsBundles', { params: { query: { pageSize: 3, page: 0, sortProperty: 'title', textSearch: 'gauges' } } }));
  assert.ok('data' in page);
  assert.deepEqual(page.data.map((b) => b.title), ['Analogue gauges', 'Digital gauges']);
  const read = dataOf(await c.tenant.GET('/api/widgetsBundle/{widgetsBundleId}', { params: { path: { widgetsBundleId: charts.id!.id } } }));
  assert.equal(read.title, 'Charts');

  const saved = dataOf(await c.tenant.POST('/api/widgetsBundle', { body: { title: 'SDK Widgets', alias: 'sdk_widgets', description: 'by the SDK' } }));
  assert.deepEqual([saved.alias, saved.title, saved.description], ['sdk_widgets', 'SDK Widgets', 'by the SDK']);
  assert.deepEqual(saved.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  const denied = errorOf(await c.tenant.POST('/api/widgetsBundle', { body: { ...charts, title: 'Mine now' } }), 403);
  assert.equal(denied.errorCode, 20);
  emptyOk(await c.tenant.DELETE('/api/widgetsBundle/{widgetsBundleId}', { params: { path: { widgetsBundleId: saved.id!.id } } }));
});

test('widget types with the 3.4.1 isSystem and bundleAlias parameters', async () => {
  const types = dataOf(await c.tenant.GET('/api/widgetTypes', { params: { query: { isSystem: true, bundleAlias: 'cards' } } }));
  assert.ok(types.length > 0);
  const first = types[0]!;
  assert.equal(first.bundleAlias, 'cards');
  assert.equal(typeof first.descriptor.settingsSchema, 'string');
  assert.equal(typeof first.descriptor.defaultConfig, 'string');
  assert.ok(['timeseries', 'latest', 'rpc', 'alarm', 'static'].includes(first.descriptor.type!));

  const infos = dataOf(await c.tenant.GET('/api/widgetTypesInfos', { params: { query: { isSystem: true, bundleAlias: 'cards' } } }));
  assert.deepEqual(infos.map((i) => i.alias).sort(), types.map((t) => t.alias).sort());
  assert.equal(infos.find((i) => i.alias === first.alias)?.widgetType, first.descriptor.type);
  const details = dataOf(await c.tenant.GET('/api/widgetTypesDetails', { params: { query: { isSystem: true, bundleAlias: 'cards' } } }));
  assert.equal(details.length, types.length);
  const one = dataOf(await c.tenant.GET('/api/widgetType', { params: { query: { isSystem: true, bundleAlias: 'cards', alias: first.alias! } } }));
  assert.deepEqual(one.id, first.id);
  const byId = dataOf(await c.tenant.GET('/api/widgetType/{widgetTypeId}', { params: { path: { widgetTypeId: first.id!.id } } }));
  assert.equal(byId.name, first.name);

  const bundle = dataOf(await c.tenant.POST('/api/widgetsBundle', { body: { title: 'SDK Widget Types', alias: 'sdk_types' } }));
  const saved = dataOf(await c.tenant.POST('/api/widgetType', {
    body: {
      bundleAlias: 'sdk_types',
      name: 'SDK Card',
      descriptor: {
        type: 'static', sizeX: 7.5, sizeY: 3, resources: [], templateHtml: '<div></div>', templateCss: '', controllerScript: '',
        settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{"title":"SDK Card"}',
      },
    },
  }));
  assert.deepEqual([saved.alias, saved.bundleAlias, saved.descriptor.sizeX], ['sdk_card', 'sdk_types', 7.5]);
  const tenantTypes = dataOf(await c.tenant.GET('/api/widgetTypes', { params: { query: { isSystem: false, bundleAlias: 'sdk_types' } } }));
  assert.deepEqual(tenantTypes.map((t) => t.name), ['SDK Card']);
  emptyOk(await c.tenant.DELETE('/api/widgetType/{widgetTypeId}', { params: { path: { widgetTypeId: saved.id!.id } } }));
  emptyOk(await c.tenant.DELETE('/api/widgetsBundle/{widgetsBundleId}', { params: { path: { widgetsBundleId: bundle.id!.id } } }));
  const missing = errorOf(await c.tenant.GET('/api/widgetType', { params: { query: { isSystem: true, bundleAlias: 'cards', alias: 'no_such_widget' } } }), 404);
  assert.equal(missing.errorCode, 32);
});
