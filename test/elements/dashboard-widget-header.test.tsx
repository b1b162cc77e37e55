import { expect } from '@open-wc/testing';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import { valuesOf, T1, at, frame, key, openDashboard, until, filterOf } from './support/dashboard-fixture.js';
import { axeViolations, press } from './support/kit-test.js';
import { cleanUp, clickOn, json, openDialog } from '../console/support/auth-pages.js';

const DASHBOARD_ID = '7a1b2c3d-0000-11ee-9c6a-4b4c4f2a0020';
const OTHER_ID = '7a1b2c3d-0000-11ee-9c6a-4b4c4f2a0021';
const HOUR = 3_600_000;
const OWN_WINDOW = { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: HOUR, interval: 60_000 }, aggregation: { type: 'AVG', limit: 500 } };
const source = (alias: string) => [{ type: 'entity', entityAliasId: alias, dataKeys: [key('temperature', 'timeseries', 'Temperature')] }];
const action = (id: string, name: string, icon: string | null, rest: Record<string, unknown>) => ({ id, name, icon, setEntityId: true, ...rest });

/** Two charts (one on its own time window), a value with header buttons, a details state, and a state with a right layout. */
const DASHBOARD = {
  id: { entityType: 'DASHBOARD', id: DASHBOARD_ID },
  title: 'Header buttons',
  configuration: {
    widgets: {
      own: { id: 'own', bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries', config: { title: 'Own chart', datasources: source('t1'), useDashboardTimewindow: false, displayTimewindow: true, timewindow: OWN_WINDOW } },
      shared: { id: 'shared', bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries', config: { title: 'Shared chart', datasources: source('t1') } },
      value: {
        id: 'value', bundleAlias: 'digital_gauges', typeAlias: 'digital_value', type: 'latest',
        config: {
          title: 'T1 value', datasources: source('t1'), enableFullscreen: false,
          actions: { headerButton: [
            action('next', 'Next', 'arrow_forward', { type: 'openDashboardState', targetDashboardStateId: 'details' }),
            action('details', 'Details', 'more_horiz', { type: 'openDashboardState', targetDashboardStateId: 'details', openInSeparateDialog: true, dialogTitle: 'Thermostat details' }),
            action('peek', 'Peek', null, { type: 'openDashboardState', targetDashboardStateId: 'details', openInPopover: true, popoverWidth: '360px', popoverHeight: '300px' }),
            action('away', 'Elsewhere', 'open_in_new', { type: 'openDashboard', targetDashboardId: OTHER_ID, openNewBrowserTab: true }),
            action('side', 'Side', 'list', { type: 'openDashboardState', targetDashboardStateId: 'sides', openRightLayout: true }),
          ] },
        },
      },
      detail: { id: 'detail', bundleAlias: 'digital_gauges', typeAlias: 'digital_value', type: 'latest', config: { title: 'Detail value', datasources: source('current') } },
      aside: { id: 'aside', bundleAlias: 'digital_gauges', typeAlias: 'digital_value', type: 'latest', config: { title: 'Aside value', datasources: source('current') } },
    },
    states: {
      default: { name: 'Home', root: true, layouts: { main: { widgets: { own: at(0, 0, 12, 6), shared: at(0, 12, 12, 6), value: at(6, 0, 8, 4) }, gridSettings: { columns: 24, margin: 10 } } } },
      details: { name: '${entityName} details', root: false, layouts: { main: { widgets: { detail: at(0, 0, 8, 4) }, gridSettings: { columns: 24, margin: 10 } } } },
      sides: {
        name: 'Sides', root: false,
        layouts: { main: { widgets: { own: at(0, 0, 24, 10), shared: at(10, 0, 24, 10) }, gridSettings: { columns: 24, margin: 10 } }, right: { widgets: { aside: at(0, 0, 24, 4) }, gridSettings: { columns: 24, margin: 10 } } },
      },
    },
    entityAliases: {
      t1: { id: 't1', alias: 'Thermostat T1', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: T1 } } },
      current: { id: 'current', alias: 'Current', filter: { type: 'stateEntity', resolveMultiple: false, stateEntityParamName: null } },
    },
    settings: { stateControllerId: 'entity', showDashboardTimewindow: true, showDashboardsSelect: false },
  },
};

const open = () => openDashboard(DASHBOARD, { routes: (server) => server.route('POST', '/api/entitiesQuery/find', json(200, { data: [], totalPages: 0, totalElements: 0, hasNext: false })) });
const button = (name: string, root: ParentNode = document) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === name);
/** Subscriptions of a chart: those asking for a time-series or history read. */
const chartSubscriptions = (live: Awaited<ReturnType<typeof open>>['live']) => live.entity.filter((s) => valuesOf(s)?.tsCmd || valuesOf(s)?.historyCmd);
const windowButton = (root: ParentNode) => root.querySelector<HTMLButtonElement>('button[title="Time window"]')!;
const toolbar = () => document.querySelector('h1')!.closest('div.flex.min-h-toolbar')!;

describe('widget header', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 900 });
  });

  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('shows the header-button actions by icon and name, the name when the icon is unknown, and runs them for the widget’s entity, axe clean', async () => {
    const { page } = await open();
    await until(() => frame('T1 value')?.querySelector('[role=img]') && button('Next', frame('T1 value')!), 'value and header buttons drawn');
    const header = frame('T1 value')!;
    expect(['Next', 'Details', 'Peek', 'Elsewhere', 'Side'].map((name) => button(name, header)?.title)).to.deep.equal(['Next', 'Details', 'Peek', 'Elsewhere', 'Side']);
    expect(button('Next', header)!.querySelector('svg'), 'drawn with its icon').not.to.equal(null);
    expect(button('Peek', header)!.textContent, 'no icon: its name').to.equal('Peek');
    expect(button('Show T1 value fullscreen'), 'fullscreen turned off').to.equal(undefined);
    expect(await axeViolations(page)).to.deep.equal([]);
    await clickOn(button('Next', header)!);
    await until(() => document.querySelector('nav[aria-label="Dashboard states"]')?.textContent?.includes('Thermostat T1 details'), 'state opened for the widget’s entity');
    await until(() => frame('Detail value')?.querySelector('[role=img]')?.getAttribute('aria-label')?.includes('21.5'), 'detail value of T1');
  });

  it('changes only a widget’s own time window from its header, the dashboard’s and the other chart’s staying', async () => {
    const { live } = await open();
    await until(() => chartSubscriptions(live).length === 2, 'both charts subscribed');
    const own = frame('Own chart')!;
    expect(windowButton(own).textContent).to.contain('Realtime').and.contain('last 1 h');
    const dashboardLabel = windowButton(toolbar()).textContent;
    expect(dashboardLabel).not.to.equal(windowButton(own).textContent);
    await clickOn(windowButton(own));
    await until(() => document.querySelectorAll('[role=dialog] [role=tab]').length === 2, 'time-window panel');
    await clickOn(document.querySelectorAll('[role=dialog] [role=tab]')[1]!);
    await clickOn([...document.querySelectorAll<HTMLButtonElement>('[role=dialog] button')].find((b) => b.textContent === 'Update')!);
    await until(() => chartSubscriptions(live).length === 3, 'own chart subscribed again');
    expect(valuesOf(chartSubscriptions(live).at(-1)!)?.historyCmd, 'a history read').to.be.an('object');
    expect(windowButton(frame('Own chart')!).textContent).to.contain('History');
    expect(windowButton(toolbar()).textContent).to.equal(dashboardLabel);
  });

  it('zooms a chart on its own time window to the dragged period without touching the dashboard’s', async () => {
    const { live } = await open();
    await until(() => frame('Own chart')?.querySelector('.u-over') && chartSubscriptions(live).length === 2, 'own chart drawn');
    const dashboardLabel = windowButton(toolbar()).textContent;
    const over = frame('Own chart')!.querySelector('.u-over')!.getBoundingClientRect();
    const y = Math.round(over.y + over.height / 2);
    await sendMouse({ type: 'move', position: [Math.round(over.x + over.width / 4), y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [Math.round(over.x + over.width / 2), y] });
    await sendMouse({ type: 'move', position: [Math.round(over.x + (over.width * 3) / 4), y] });
    await sendMouse({ type: 'up' });
    await until(() => chartSubscriptions(live).length === 3, 'own chart subscribed again');
    const history = valuesOf(chartSubscriptions(live).at(-1)!)!.historyCmd!;
    expect(history.endTs - history.startTs).to.be.within(HOUR * 0.4, HOUR * 0.6);
    expect(windowButton(frame('Own chart')!).textContent).to.contain('History');
    expect(windowButton(toolbar()).textContent, 'the dashboard window as it was').to.equal(dashboardLabel);
    expect(filterOf(chartSubscriptions(live).at(-1)!)).to.deep.equal({ type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: T1 } });
  });

  it('shows a widget fullscreen over the dashboard area, and Escape brings the grid back with the focus on its button', async () => {
    await open();
    await until(() => button('Show Shared chart fullscreen'), 'fullscreen button');
    await clickOn(button('Show Shared chart fullscreen')!);
    await until(() => !frame('Own chart') && !frame('T1 value'), 'only the widget shown');
    const box = frame('Shared chart')!.getBoundingClientRect();
    expect(box.width).to.be.above(1200);
    expect(box.bottom).to.be.closeTo(900 - 8 - 8, 2);
    expect(document.activeElement).to.equal(button('Leave fullscreen'));
    await press('Escape');
    await until(() => frame('Own chart') && frame('T1 value'), 'grid back');
    await until(() => document.activeElement === button('Show Shared chart fullscreen'), 'focus back on the widget’s button');
  });

  it('opens a state in a dialog titled by the action and in a popover, and another dashboard in a new tab', async () => {
    const opened: unknown[][] = [];
    const realOpen = window.open;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    try {
      await open();
      await until(() => frame('T1 value')?.querySelector('[role=img]') && button('Details'), 'value drawn, so the header buttons know the entity');
      await clickOn(button('Details')!);
      await until(() => openDialog(), 'dialog');
      expect(openDialog()!.querySelector('h2')!.textContent).to.equal('Thermostat details');
      await until(() => openDialog()!.querySelector('section[aria-label="Detail value"] [role=img]')?.getAttribute('aria-label')?.includes('21.5'), 'the state’s widget inside');
      expect(openDialog()!.querySelector('nav[aria-label="Dashboard states"]'), 'no toolbar by default').to.equal(null);
      expect(location.search, 'the dashboard stays on its state').to.equal('');
      await press('Escape');
      await until(() => !openDialog(), 'dialog closed');

      await clickOn(button('Peek')!);
      await until(() => document.querySelector('[role=dialog][aria-label="Thermostat T1 details"] section[aria-label="Detail value"]'), 'popover with the state');
      const box = document.querySelector('[role=dialog][aria-label="Thermostat T1 details"]')!.getBoundingClientRect();
      expect(Math.round(box.width)).to.be.within(360, 364);
      await sendMouse({ type: 'click', position: [5, 890] });
      await until(() => !document.querySelector('[role=dialog][aria-label="Thermostat T1 details"]'), 'closed by a click outside');

      await clickOn(button('Elsewhere')!);
      await until(() => opened.length === 1, 'new tab');
      expect(opened[0]).to.deep.equal([`/dashboards/${OTHER_ID}`, '_blank', 'noopener']);
      expect(location.pathname).to.equal(`/dashboards/${DASHBOARD_ID}`);
    } finally {
      window.open = realOpen;
    }
  });

  it('brings the right layout into view on a phone when the action asks for it', async () => {
    await setViewport({ width: 390, height: 844 });
    await open();
    await until(() => frame('T1 value')?.querySelector('[role=img]') && button('Side'), 'value drawn');
    await clickOn(button('Side')!);
    await until(() => document.querySelector('[data-layout="right"]'), 'right layout');
    const inView = () => {
      const box = document.querySelector('[data-layout="right"]')!.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight + 1;
    };
    await until(() => scrollY > 0 && inView(), 'scrolled to the right layout under the main one');
  });
});
