import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { client, navigate } from '../../console/session/session.js';
import { installMobileBridge } from '../../console/pages/dashboards/mobile-app.js';
import { encodeStateParam } from '../../elements/dashboard/model/states.logic.js';
import { fakeChannel, NAMES, T1, at, frame, key } from '../elements/support/dashboard-fixture.js';
import { fakeServer, json, openConsole, resetConsole, tokenPair, until } from './support/shell-harness.js';

const DASHBOARD_ID = '7a1b2c3d-0000-11ee-9c6a-4b4c4f2a0030';

/** A dashboard of a thermostat value on the root state and a details state of the state entity. */
const DASHBOARD = {
  id: { entityType: 'DASHBOARD', id: DASHBOARD_ID },
  title: 'Thermostats',
  configuration: {
    widgets: {
      value: { id: 'value', bundleAlias: 'digital_gauges', typeAlias: 'digital_value', type: 'latest', config: { title: 'T1 temperature', datasources: [{ type: 'entity', entityAliasId: 't1', dataKeys: [key('temperature', 'timeseries', 'Temperature')] }] } },
      current: { id: 'current', bundleAlias: 'digital_gauges', typeAlias: 'digital_value', type: 'latest', config: { title: 'Current temperature', datasources: [{ type: 'entity', entityAliasId: 'current', dataKeys: [key('temperature', 'timeseries', 'Temperature')] }] } },
    },
    states: {
      default: { name: 'Thermostats', root: true, layouts: { main: { widgets: { value: at(0, 0, 8, 5) }, gridSettings: { columns: 24, margin: 10 } } } },
      thermostat: { name: '${entityName}', root: false, layouts: { main: { widgets: { current: at(0, 0, 8, 5) }, gridSettings: { columns: 24, margin: 10 } } } },
    },
    entityAliases: {
      t1: { id: 't1', alias: 'Thermostat T1', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: T1 } } },
      current: { id: 'current', alias: 'Current', filter: { type: 'stateEntity', resolveMultiple: false, stateEntityParamName: null } },
    },
    settings: { stateControllerId: 'entity', showDashboardTimewindow: true },
  },
};

type Realtime = Pick<typeof client.realtime, 'subscribeEntityData' | 'subscribeAlarmData' | 'subscribeEntityCount'>;
const realRealtime: Realtime = { ...client.realtime };

/** The console against a fake server with the dashboard, its widgets fed by a fake channel in place of the websocket. */
async function open(path: string) {
  const server = fakeServer('TENANT_ADMIN')
    .route('GET', `/api/dashboard/${DASHBOARD_ID}`, json(200, DASHBOARD))
    .route('GET', `/api/dashboard/info/${DASHBOARD_ID}`, json(200, { id: DASHBOARD.id, title: DASHBOARD.title }))
    .route('GET', '/api/dashboard/serverTime', json(200, Date.now()))
    .route('GET', '/api/dashboard/maxDatapointsLimit', json(200, 50000));
  const live = fakeChannel();
  Object.assign(client.realtime, live.channel);
  await openConsole(path, tokenPair('TENANT_ADMIN'));
  return { server, live };
}

const valueOf = (title: string) => frame(title)?.querySelector('[role=img]')?.getAttribute('aria-label') ?? '';
const timeWindowButton = () => document.querySelector('button[title="Time window"]');
const trail = () => [...document.querySelectorAll('nav[aria-label="Dashboard states"] li')].map((li) => li.textContent?.trim());
const thermostatState = () => encodeStateParam([{ id: 'default', params: {} }, { id: 'thermostat', params: { entityId: { entityType: 'DEVICE', id: T1 }, entityName: NAMES[T1] } }], DASHBOARD.configuration as never)!;

describe('console dashboard pages', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });

  afterEach(async () => {
    Object.assign(client.realtime, realRealtime);
    delete (window as { flutter_inappwebview?: unknown }).flutter_inappwebview;
    await resetConsole();
  });

  it('shows a dashboard inside the console at dashboards/{id}: the shell’s menu, its title in the breadcrumb and the toolbar, its widgets live', async () => {
    await open(`/dashboards/${DASHBOARD_ID}`);
    await until(() => valueOf('T1 temperature').includes('21.5'), 'value drawn');
    expect(document.querySelector('nav[aria-label="Main menu"]'), 'inside the shell').not.to.equal(null);
    expect(document.querySelector('main h1')?.textContent).to.equal('Thermostats');
    await until(() => [...document.querySelectorAll('nav[aria-label] li, nav[aria-label] a, nav[aria-label] span')].some((el) => el.closest('nav')?.getAttribute('aria-label') !== 'Main menu' && el.textContent?.trim() === 'Thermostats'), 'the breadcrumb named after the dashboard');
    expect(timeWindowButton()).not.to.equal(null);
  });

  it('shows a dashboard fullscreen at dashboard/{id} without the shell, and hideToolbar leaves the toolbar out', async () => {
    await open(`/dashboard/${DASHBOARD_ID}`);
    await until(() => valueOf('T1 temperature').includes('21.5'), 'value drawn');
    expect(document.querySelector('nav[aria-label="Main menu"]'), 'no shell').to.equal(null);
    expect(document.querySelector('h1')?.textContent).to.equal('Thermostats');
    navigate(`/dashboard/${DASHBOARD_ID}?hideToolbar=true`);
    await until(() => !timeWindowButton(), 'toolbar gone');
    expect(document.querySelector('h1')).to.equal(null);
    expect(valueOf('T1 temperature')).to.contain('21.5');
  });

  it('opens the state the address names, and embedded leaves the title and the dashboards select out', async () => {
    await open(`/dashboard/${DASHBOARD_ID}?embedded=true&state=${encodeURIComponent(thermostatState())}`);
    await until(() => valueOf('Current temperature').includes('21.5'), 'the state entity’s value');
    expect(trail()).to.deep.equal(['Thermostats', 'Thermostat T1']);
    expect(document.querySelector('h1'), 'no title embedded').to.equal(null);
    expect(document.querySelector('input[role=combobox]'), 'no dashboards select embedded').to.equal(null);
    expect(timeWindowButton()).not.to.equal(null);
  });

  it('resolves every alias anew for a new reload value without loading the dashboard again, and tells the mobile app the state and that it loaded', async () => {
    const calls: unknown[][] = [];
    (window as { flutter_inappwebview?: unknown }).flutter_inappwebview = { callHandler: (...args: unknown[]) => calls.push(args) };
    const { server, live } = await open(`/dashboard/${DASHBOARD_ID}`);
    await until(() => valueOf('T1 temperature').includes('21.5'), 'value drawn');
    await until(() => calls.length >= 2, 'the app told');
    expect(calls).to.deep.include.members([['tbMobileDashboardStateNameHandler', 'Thermostats'], ['tbMobileDashboardLoadedHandler', false, false]]);
    const subscribed = live.entity.length;
    const loads = server.requestsTo(`/api/dashboard/${DASHBOARD_ID}`).length;
    calls.length = 0;

    // The mobile app asks for the same dashboard again: the bridge adds a reload time.
    const stop = installMobileBridge({ open: (url) => navigate(url, { replace: true }), signIn: async () => undefined }, () => 1700);
    try {
      expect(calls).to.deep.equal([['tbMobileReadyHandler']]);
      window.postMessage(JSON.stringify({ type: 'openDashboardMessage', data: { dashboardId: DASHBOARD_ID, hideToolbar: true } }), '*');
      await until(() => location.search === '?hideToolbar=true', 'opened by the bridge');
      window.postMessage(JSON.stringify({ type: 'openDashboardMessage', data: { dashboardId: DASHBOARD_ID, hideToolbar: true } }), '*');
      await until(() => location.search === '?hideToolbar=true&reload=1700', 'the same dashboard again: a reload');
    } finally {
      stop();
    }
    await until(() => live.entity.length > subscribed, 'widgets subscribed again');
    await until(() => valueOf('T1 temperature').includes('21.5'), 'value drawn again');
    expect(server.requestsTo(`/api/dashboard/${DASHBOARD_ID}`).length, 'not loaded again').to.equal(loads);
    await until(() => calls.some((c) => c[0] === 'tbMobileDashboardLoadedHandler'), 'loaded told again');
    expect(calls.filter((c) => c[0] === 'tbMobileDashboardLoadedHandler')).to.deep.equal([['tbMobileDashboardLoadedHandler', false, false]]);
  });
});
