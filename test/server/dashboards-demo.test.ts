import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { createClient, createMemoryTokenStore } from '../../sdk/index.js';
import { deviceIdOf, signInRoles, type Roles } from './dashboards-support.js';

let server: TestServer;
let r: Roles;
const boards: Record<string, any> = {};

const call = (method: string, path: string, token: string) => server.call(method, path, { token });

before(async () => {
  server = await startTestServer();
  r = await signInRoles(server, 'demo');
  const list = await call('GET', '/api/tenant/dashboards?pageSize=10&page=0&sortProperty=title', r.tenant);
  for (const info of list.body.data) boards[info.title] = (await call('GET', `/api/dashboard/${info.id.id}`, r.tenant)).body;
});
after(() => server.close());

/** Every datasource of a widget config, the alarm source included. */
function sourcesOf(config: any): any[] {
  return [...(config.datasources ?? []), ...(config.alarmSource ? [config.alarmSource] : [])];
}

test('seeds "Thermostats" (Customer A), "Plant overview" (unassigned) and "Energy meter" (public) for the demo tenant', async () => {
  assert.deepEqual(Object.keys(boards), ['Energy meter', 'Plant overview', 'Thermostats']);
  assert.deepEqual(boards.Thermostats.assignedCustomers, [
    { customerId: { entityType: 'CUSTOMER', id: DEMO.customerAId }, title: 'Customer A', public: false },
  ]);
  assert.deepEqual(boards['Plant overview'].assignedCustomers, []);
  assert.deepEqual(boards['Energy meter'].assignedCustomers, [
    { customerId: { entityType: 'CUSTOMER', id: DEMO.publicCustomerId }, title: 'Public', public: true },
  ]);
  const home = await call('GET', '/api/tenant/dashboard/home/info', r.tenant);
  assert.deepEqual(home.body.dashboardId, boards.Thermostats.id);
});

test('the configurations have the 3.4.1 shape: states with a main layout, aliases, no filters, numeric time-window enums', () => {
  for (const board of Object.values(boards)) {
    const c = board.configuration;
    assert.deepEqual(Object.keys(c), ['widgets', 'states', 'entityAliases', 'filters', 'timewindow', 'settings']);
    assert.deepEqual(c.filters, {});
    assert.equal(c.settings.stateControllerId, 'entity');
    assert.equal(c.states.default.root, true);
    assert.equal(c.timewindow.selectedTab, 0);
    assert.equal(c.timewindow.realtime.realtimeType, 0);
    assert.equal(c.timewindow.history.historyType, 0);
    assert.equal(c.timewindow.aggregation.limit, 25000);
    for (const state of Object.values<any>(c.states)) {
      assert.deepEqual(Object.keys(state.layouts), ['main']);
      assert.deepEqual(state.layouts.main.gridSettings, {
        backgroundColor: '#eeeeee', columns: 24, margin: 10, backgroundSizeMode: '100%', autoFillHeight: false,
        backgroundImageUrl: null, mobileAutoFillHeight: false, mobileRowHeight: 70,
      });
    }
    for (const [id, alias] of Object.entries<any>(c.entityAliases)) assert.equal(alias.id, id);
    for (const widget of Object.values<any>(c.widgets)) {
      assert.equal(widget.config.timewindow.selectedTab, 0);
      assert.equal(widget.isSystemType, true);
    }
  }
  assert.deepEqual(Object.keys(boards.Thermostats.configuration.states), ['default', 'thermostat']);
});

test('every layout widget exists, every widget is laid out once, without overlaps inside the 24 columns', () => {
  for (const board of Object.values(boards)) {
    const c = board.configuration;
    const placed: string[] = [];
    for (const state of Object.values<any>(c.states)) {
      const cells = new Set<string>();
      for (const [id, p] of Object.entries<any>(state.layouts.main.widgets)) {
        assert.ok(c.widgets[id], `layout widget ${id} missing from widgets`);
        assert.deepEqual(Object.keys(p), ['sizeX', 'sizeY', 'row', 'col', 'mobileHeight', 'mobileOrder', 'mobileHide']);
        assert.deepEqual([c.widgets[id].sizeX, c.widgets[id].sizeY, c.widgets[id].row, c.widgets[id].col], [p.sizeX, p.sizeY, p.row, p.col]);
        assert.ok(p.col + p.sizeX <= 24);
        for (let x = p.col; x < p.col + p.sizeX; x++) {
          for (let y = p.row; y < p.row + p.sizeY; y++) {
            assert.ok(!cells.has(`${x}:${y}`), `${board.title}: ${c.widgets[id].title} overlaps`);
            cells.add(`${x}:${y}`);
          }
        }
        placed.push(id);
      }
    }
    assert.deepEqual(placed.sort(), Object.keys(c.widgets).sort());
  }
});

test('every datasource alias exists and every widget names a seeded library type of the same kind', async () => {
  for (const board of Object.values(boards)) {
    const c = board.configuration;
    for (const widget of Object.values<any>(c.widgets)) {
      for (const source of sourcesOf(widget.config)) {
        assert.equal(source.type, 'entity');
        assert.ok(c.entityAliases[source.entityAliasId], `${widget.title}: alias ${source.entityAliasId}`);
        assert.ok(source.dataKeys.length > 0);
      }
      const type = await call('GET', `/api/widgetType?isSystem=true&bundleAlias=${widget.bundleAlias}&alias=${widget.typeAlias}`, r.customerA);
      assert.equal(type.status, 200, `${widget.bundleAlias}/${widget.typeAlias}`);
      assert.equal(type.body.descriptor.type, widget.type);
    }
  }
});

test('entity-list aliases hold the real demo device ids; the single-entity alias is Thermostat T1', async () => {
  const aliases = (title: string) => Object.values<any>(boards[title].configuration.entityAliases);
  const list = (title: string, name: string) => aliases(title).find((a) => a.alias === name).filter;
  assert.deepEqual(list('Thermostats', 'Thermostats'), {
    type: 'entityList', resolveMultiple: true, entityType: 'DEVICE',
    entityList: [await deviceIdOf(server, 'Thermostat T1'), await deviceIdOf(server, 'Thermostat T2')],
  });
  assert.deepEqual(list('Thermostats', 'All devices'), { type: 'entityType', resolveMultiple: true, entityType: 'DEVICE' });
  assert.deepEqual(list('Thermostats', 'Thermostat T1').singleEntity, { entityType: 'DEVICE', id: await deviceIdOf(server, 'Thermostat T1') });
  assert.equal(list('Thermostats', 'Current thermostat').type, 'stateEntity');
  assert.deepEqual(list('Plant overview', 'Plant devices').entityList,
    [await deviceIdOf(server, 'Water Pump P1'), await deviceIdOf(server, 'Energy Meter E1'), await deviceIdOf(server, 'Gateway G1')]);
});

test('the thermostats widgets read the keys the demo devices report', () => {
  const widgets = Object.values<any>(boards.Thermostats.configuration.widgets);
  const byType = (alias: string) => widgets.filter((w) => w.typeAlias === alias);
  const keys = (w: any) => sourcesOf(w.config).flatMap((s: any) => s.dataKeys.map((k: any) => `${k.type}:${k.name}`));
  assert.deepEqual(keys(byType('basic_timeseries')[0]), ['timeseries:temperature', 'timeseries:humidity']);
  assert.deepEqual(keys(byType('digital_value')[0]), ['timeseries:temperature']);
  assert.deepEqual(keys(byType('openstreetmap')[0]), ['attribute:latitude', 'attribute:longitude', 'timeseries:temperature']);
  assert.deepEqual(keys(byType('alarms_table')[0]), ['alarm:createdTime', 'alarm:originator', 'alarm:type', 'alarm:severity', 'alarm:status']);
});

test('a row click on the devices table opens the "thermostat" state for the clicked device', () => {
  const c = boards.Thermostats.configuration;
  const table = Object.values<any>(c.widgets).find((w) => w.typeAlias === 'entities_table' && w.title === 'Devices');
  const [action] = table.config.actions.rowClick;
  assert.equal(action.type, 'openDashboardState');
  assert.equal(action.targetDashboardStateId, 'thermostat');
  assert.equal(action.setEntityId, true);
  assert.ok(c.states[action.targetDashboardStateId]);
  assert.equal(c.states.thermostat.root, false);
  const stateWidgets = Object.keys(c.states.thermostat.layouts.main.widgets).map((id) => c.widgets[id]);
  const current = Object.values<any>(c.entityAliases).find((a) => a.filter.type === 'stateEntity');
  for (const w of stateWidgets) {
    for (const source of sourcesOf(w.config)) assert.equal(source.entityAliasId, current.id);
  }
});

test('Customer A opens Thermostats and lists it through the SDK client; the public user opens only Energy meter', async () => {
  assert.equal((await call('GET', `/api/dashboard/${boards.Thermostats.id.id}`, r.customerA)).status, 200);
  assert.equal((await call('GET', `/api/dashboard/${boards.Thermostats.id.id}`, r.publicUser)).status, 403);
  assert.equal((await call('GET', `/api/dashboard/${boards['Plant overview'].id.id}`, r.publicUser)).status, 403);
  assert.equal((await call('GET', `/api/dashboard/${boards['Energy meter'].id.id}`, r.publicUser)).status, 200);
  const client = createClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore() });
  assert.equal((await client.auth.login({ username: 'customer@thingsboard.org', password: 'customer' })).kind, 'success');
  const { data, error } = await client.GET('/api/customer/{customerId}/dashboards', {
    params: { path: { customerId: DEMO.customerAId }, query: { pageSize: 100, page: 0 } },
  });
  assert.equal(error, undefined);
  assert.deepEqual(data?.data.map((d) => d.title), ['Thermostats']);
});

test('the public user reads the live power of the public meter the Energy meter dashboard shows, and no other device', async () => {
  const meter = await deviceIdOf(server, 'Energy Meter E1');
  const widgets = Object.values<any>(boards['Energy meter'].configuration.widgets);
  const alias = Object.values<any>(boards['Energy meter'].configuration.entityAliases)[0];
  assert.deepEqual(alias.filter.singleEntity, { entityType: 'DEVICE', id: meter });
  assert.deepEqual(widgets.map((w) => w.typeAlias).sort(), ['basic_timeseries', 'digital_value', 'radial_gauge', 'simple_card']);
  await server.call('POST', '/api/v1/demo-energy-meter-e1/telemetry', { body: { power: 3.25 } });
  const latest = await call('GET', `/api/plugins/telemetry/DEVICE/${meter}/values/timeseries?keys=power`, r.publicUser);
  assert.equal(latest.status, 200);
  assert.equal(Number(latest.body.power[0].value), 3.25);
  const pump = await deviceIdOf(server, 'Water Pump P1');
  assert.equal((await call('GET', `/api/plugins/telemetry/DEVICE/${pump}/values/timeseries?keys=pressure`, r.publicUser)).status, 403);
});
