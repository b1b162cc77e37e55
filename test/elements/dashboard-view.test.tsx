import { expect } from '@open-wc/testing';
import { dashboardPath } from '../../console/pages/dashboards/dashboard-page.logic.js';
import { encodeStateParam } from '../../elements/dashboard/model/states.logic.js';
import { $toasts } from '../../elements/toast/toast.store.js';
import type { FakeServer, Reply } from '../support/fake-fetch.js';
import { setViewport } from '@web/test-runner-commands';
import { axeViolations } from './support/kit-test.js';
import { T1, T2, at, frame, key, openDashboard, until } from './support/dashboard-fixture.js';
import { cleanUp, clickOn, json, shows } from '../console/support/auth-pages.js';

const DASHBOARD_ID = '7a1b2c3d-0000-11ee-9c6a-4b4c4f2a0001';

/** A dashboard as the server stores it: a devices table opening a thermostat state, a digital value, a map and a title holding HTML. */
const DASHBOARD = {
  id: { entityType: 'DASHBOARD', id: DASHBOARD_ID },
  title: 'Thermostats <b>live</b>',
  configuration: {
    widgets: {
      table: {
        id: 'table', bundleAlias: 'cards', typeAlias: 'entities_table', type: 'latest',
        config: {
          title: 'Devices', datasources: [{ type: 'entity', entityAliasId: 'all', dataKeys: [key('temperature', 'timeseries', 'Temperature')] }],
          actions: { rowClick: [{ id: 'open', name: 'Open', type: 'openDashboardState', targetDashboardStateId: 'thermostat', setEntityId: true }] },
        },
      },
      value: {
        id: 'value', bundleAlias: 'digital_gauges', typeAlias: 'digital_value', type: 'latest',
        config: { title: 'T1 temperature <img src=x onerror=alert(1)>', units: '°C', decimals: 1, datasources: [{ type: 'entity', entityAliasId: 't1', dataKeys: [key('temperature', 'timeseries', 'Temperature')] }] },
      },
      map: { id: 'map', bundleAlias: 'maps', typeAlias: 'tencent_map', type: 'latest', config: { title: 'Map', datasources: [] } },
      restart: {
        id: 'restart', bundleAlias: 'control_widgets', typeAlias: 'rpc_button', type: 'rpc',
        config: { title: 'Restart', datasources: [], targetDeviceAliasIds: ['t1'], settings: { buttonText: 'Restart now', methodName: 'restart' } },
      },
      current: {
        id: 'current', bundleAlias: 'digital_gauges', typeAlias: 'digital_value', type: 'latest',
        config: { title: 'Current temperature', datasources: [{ type: 'entity', entityAliasId: 'current', dataKeys: [key('temperature', 'timeseries', 'Temperature')] }] },
      },
    },
    states: {
      default: { name: 'Thermostats', root: true, layouts: { main: { widgets: { table: at(0, 0, 12, 7), value: at(0, 12, 6, 5), map: at(0, 18, 6, 5), current: at(7, 0, 8, 4), restart: at(7, 8, 4, 2) }, gridSettings: { columns: 24, margin: 10 } } } },
      thermostat: { name: '${entityName}', root: false, layouts: { main: { widgets: { current: at(0, 0, 8, 4) }, gridSettings: { columns: 24, margin: 10 } } } },
    },
    entityAliases: {
      all: { id: 'all', alias: 'All devices', filter: { type: 'entityType', resolveMultiple: true, entityType: 'DEVICE' } },
      t1: { id: 't1', alias: 'Thermostat T1', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: T1 } } },
      current: { id: 'current', alias: 'Current thermostat', filter: { type: 'stateEntity', resolveMultiple: false, stateEntityParamName: null } },
    },
    settings: { stateControllerId: 'entity', showDashboardTimewindow: true },
  },
};

async function open(path = dashboardPath(DASHBOARD_ID), answer: Reply | null = null, routes: (server: FakeServer) => void = () => undefined) {
  return openDashboard(DASHBOARD, { path, routes, ...(answer ? { answer } : {}) });
}

const trail = () => [...document.querySelectorAll('nav[aria-label="Dashboard states"] li')].map((li) => li.textContent?.trim());

describe('dashboard view', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
  });

  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('frames every widget of the root state with its title as text, draws the live value, and says why the others cannot show, axe clean', async () => {
    const { page } = await open();
    await until(() => page.querySelector('h1'), 'dashboard loaded');
    expect(page.querySelector('h1')!.textContent).to.equal('Thermostats <b>live</b>');
    await until(() => page.querySelectorAll('section[aria-label] h2').length === 5, 'every widget framed');
    expect([...page.querySelectorAll('section[aria-label] h2')].map((h) => h.textContent)).to.have.members([
      'Devices', 'T1 temperature <img src=x onerror=alert(1)>', 'Map', 'Current temperature', 'Restart',
    ]);
    expect(page.querySelector('img')).to.equal(null);
    await until(() => frame('T1 temperature <img src=x onerror=alert(1)>')?.querySelector('[role=img]')?.getAttribute('aria-label')?.includes('21.5'), 'value drawn');
    expect(frame('Map')!.textContent).to.contain('No native view for maps.tencent_map yet.');
    // A control widget has no entity data of its own and still draws its button.
    await until(() => frame('Restart')?.querySelector('button'), 'control drawn');
    expect(frame('Current temperature')!.textContent).to.contain('This widget shows the entity of the dashboard state, and none is selected.');
    await until(() => frame('Devices')?.textContent?.includes('Thermostat T2'), 'table rows');
    expect(await axeViolations(page)).to.deep.equal([]);
  });

  it('runs a widget type with a controller script and no native view as a custom widget in a sandboxed frame', async () => {
    const descriptor = { type: 'latest', templateHtml: '<p class="hello">Hello</p>', templateCss: '', controllerScript: 'self.onInit = function () {};', settingsSchema: '{}', dataKeySettingsSchema: '{}' };
    const { server, page } = await open(dashboardPath(DASHBOARD_ID), null, (fake) =>
      fake.route('GET', '/api/widgetType', (request) =>
        request.query.get('alias') === 'tencent_map' ? json(200, { alias: 'tencent_map', bundleAlias: 'maps', name: 'Map', descriptor }) : json(404, { status: 404, message: 'Not found', errorCode: 32 })));
    await until(() => page.querySelector('h1'), 'dashboard loaded');
    await until(() => frame('Map')?.querySelector('iframe'), 'custom widget frame');
    expect(frame('Map')!.querySelector('iframe')!.getAttribute('sandbox')).to.equal('allow-scripts');
    expect(server.requestsTo('/api/widgetType').map((r) => r.query.get('alias'))).to.deep.equal(['tencent_map']);
  });

  it('places widgets on the 24-column grid: the value beside the table, half its width', async () => {
    await setViewport({ width: 1440, height: 900 });
    const { page } = await open();
    await until(() => frame('Devices') && frame('Map'), 'frames');
    const table = frame('Devices')!.getBoundingClientRect();
    const value = frame('T1 temperature <img src=x onerror=alert(1)>')!.getBoundingClientRect();
    expect(Math.abs(value.top - table.top)).to.be.below(1);
    expect(value.left).to.be.above(table.right);
    expect(Math.round(value.width * 2 + 10)).to.be.closeTo(Math.round(table.width), 2);
    // The note of a widget the view cannot draw comes once its type lookup has answered.
    await until(() => page.querySelector('[role=note]'), 'the note of the widget that cannot be drawn');
  });

  it('stacks the widgets in one column on a phone, each its rows times 70 px tall', async () => {
    await setViewport({ width: 390, height: 844 });
    await open();
    await until(() => frame('Devices') && frame('Map'), 'frames');
    const boxes = ['Devices', 'T1 temperature <img src=x onerror=alert(1)>', 'Map', 'Current temperature'].map((t) => frame(t)!.getBoundingClientRect());
    for (const box of boxes) expect(Math.round(box.width)).to.be.closeTo(boxes[0]!.width, 1);
    expect(boxes.map((b) => Math.round(b.height))).to.deep.equal([7 * 70, 5 * 70, 5 * 70, 4 * 70]);
    expect(boxes[1]!.top).to.be.closeTo(boxes[0]!.bottom + 10, 1);
  });

  it('opens the state of a clicked row, keeps the stack in the address, and goes back from the trail', async () => {
    const { live } = await open();
    await until(() => frame('Devices')?.textContent?.includes('Thermostat T2'), 'table rows');
    const row = [...frame('Devices')!.querySelectorAll('tr')].find((r) => r.textContent?.includes('Thermostat T2'))!;
    await clickOn(row);
    await until(() => new URLSearchParams(location.search).get('state'), 'state in the address');
    await until(() => trail().length === 2, 'trail shown');
    expect(trail()).to.deep.equal(['Thermostats', 'Thermostat T2']);
    await until(() => frame('Current temperature')?.querySelector('[role=img]')?.getAttribute('aria-label')?.includes('19.25'), 'state entity value');
    expect(live.entity.at(-1)!.query.entityFilter).to.deep.equal({ type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: T2 } });
    expect(live.ended()).to.be.above(0);
    const root = [...document.querySelectorAll<HTMLButtonElement>('nav[aria-label="Dashboard states"] button')].find((b) => b.textContent === 'Thermostats')!;
    await clickOn(root);
    await until(() => location.search === '', 'root state leaves the parameter out');
    await until(() => frame('Devices'), 'root state shown');
  });

  it('says a mobile action runs in the mobile app instead of doing nothing', async () => {
    const scan = structuredClone(DASHBOARD);
    scan.configuration.widgets.table.config.actions.rowClick = [{ id: 'scan', name: 'Scan <b>code</b>', type: 'mobileAction', mobileAction: { type: 'scanQrCode' } } as never];
    await open(dashboardPath(DASHBOARD_ID), json(200, scan));
    await until(() => frame('Devices')?.textContent?.includes('Thermostat T2'), 'table rows');
    const row = [...frame('Devices')!.querySelectorAll('tr')].find((r) => r.textContent?.includes('Thermostat T2'))!;
    await clickOn(row);
    await until(() => $toasts.get().length > 0, 'a notice');
    expect($toasts.get().at(-1)!.message).to.equal('“Scan <b>code</b>” is a mobile action: it runs in the mobile app.');
    expect(location.search, 'no state opened').to.equal('');
  });

  it('opens at the state the address names, and the back button returns to the root state', async () => {
    const state = encodeStateParam([{ id: 'default', params: {} }, { id: 'thermostat', params: { entityId: { entityType: 'DEVICE', id: T1 }, entityName: 'Thermostat T1' } }], DASHBOARD.configuration as never);
    await open(`${dashboardPath(DASHBOARD_ID)}?state=${encodeURIComponent(state!)}`);
    await until(() => trail().length === 2, 'trail shown');
    expect(trail()).to.deep.equal(['Thermostats', 'Thermostat T1']);
    expect(frame('Devices')).to.equal(null);
    await until(() => frame('Current temperature')?.querySelector('[role=img]')?.getAttribute('aria-label')?.includes('21.5'), 'value of T1');
    const back = document.querySelector<HTMLButtonElement>('button[aria-label="Back to the previous state"]')!;
    await clickOn(back);
    await until(() => location.search === '' && frame('Devices'), 'root state');
  });

  it('says a missing dashboard was not found, a foreign one is forbidden, and retries a failed load', async () => {
    await open(undefined, json(404, { status: 404, message: 'Requested item wasn\'t found!', errorCode: 32 }));
    await until(() => shows('Dashboard not found'), 'not found');
    await cleanUp();
    await open(undefined, json(403, { status: 403, message: 'You don\'t have permission to perform this operation!', errorCode: 20 }));
    await until(() => shows('You may not open this dashboard'), 'forbidden');
    await cleanUp();
    const { server } = await open(undefined, json(500, { status: 500, message: 'Database is down', errorCode: 2 }));
    await until(() => shows('The dashboard could not be loaded') && shows('Database is down'), 'error');
    server.route('GET', `/api/dashboard/${DASHBOARD_ID}`, json(200, DASHBOARD));
    await clickOn([...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Retry'))!);
    await until(() => document.querySelector('h1')?.textContent === 'Thermostats <b>live</b>', 'loaded on retry');
  });
});
