import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/dashboard/define.js';
import '../../elements/widget/define.js';
import { setLanguage } from '../../elements/core/i18n.js';
import type { TbErrorDetail, TbStateChangeDetail, TbWidgetActionDetail } from '../../elements/dashboard/embed/embed-events.js';
import { json, type FakeServer } from '../support/fake-fetch.js';
import { deviceRow, embedBackend, entityChannel, inside, pageFetch, restoreFetch, until, widgetFrame } from './support/embed-backend.js';
import { axeViolations, click, nextFrame } from './support/kit-test.js';

const DASHBOARD_ID = '7a1b2c3d-0000-11ee-9c6a-4b4c4f2a0e01';
const T1 = '5f0b2a10-1d1c-11ee-9c6a-4b4c4f2a0e01';
const T2 = '5f0b2a10-1d1c-11ee-9c6a-4b4c4f2a0e02';
const NAMES: Record<string, string> = { [T1]: 'Thermostat T1', [T2]: 'Thermostat T2' };
const TEMPERATURES: Record<string, string> = { [T1]: '21.5', [T2]: '19.25' };

const key = (name: string, type: string, label: string) => ({ name, type, label, settings: {} });
const at = (row: number, col: number, sizeX: number, sizeY: number) => ({ row, col, sizeX, sizeY });

/** A dashboard as the server stores it: a devices table (a row opens a state, the header button is a mobile action) and a value. */
const DASHBOARD = {
  id: { entityType: 'DASHBOARD', id: DASHBOARD_ID },
  title: 'Thermostats',
  configuration: {
    widgets: {
      table: {
        id: 'table', bundleAlias: 'cards', typeAlias: 'entities_table', type: 'latest',
        config: {
          title: 'Devices', datasources: [{ type: 'entity', entityAliasId: 'all', dataKeys: [key('temperature', 'timeseries', 'Temperature')] }],
          actions: {
            rowClick: [{ id: 'open', name: 'Open', type: 'openDashboardState', targetDashboardStateId: 'thermostat', setEntityId: true }],
          },
        },
      },
      value: {
        id: 'value', bundleAlias: 'digital_gauges', typeAlias: 'digital_value', type: 'latest',
        config: { title: 'T1 temperature', units: '°C', decimals: 1, datasources: [{ type: 'entity', entityAliasId: 't1', dataKeys: [key('temperature', 'timeseries', 'Temperature')] }] },
      },
      calls: {
        id: 'calls', bundleAlias: 'cards', typeAlias: 'entities_table', type: 'latest',
        config: {
          title: 'Call a technician', datasources: [{ type: 'entity', entityAliasId: 'all', dataKeys: [key('temperature', 'timeseries', 'Temperature')] }],
          actions: { rowClick: [{ id: 'call', name: 'Call', type: 'mobileAction', mobileAction: { type: 'makePhoneCall' } }] },
        },
      },
      current: {
        id: 'current', bundleAlias: 'digital_gauges', typeAlias: 'digital_value', type: 'latest',
        config: { title: 'Current temperature', datasources: [{ type: 'entity', entityAliasId: 'current', dataKeys: [key('temperature', 'timeseries', 'Temperature')] }] },
      },
    },
    states: {
      default: { name: 'Thermostats', root: true, layouts: { main: { widgets: { table: at(0, 0, 12, 6), value: at(0, 12, 6, 5) }, gridSettings: { columns: 24, margin: 10 } } } },
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

/** A realtime channel answering every entity-data query with the thermostats it names. */
const fakeChannel = () => entityChannel([T1, T2].map((id) => deviceRow(id, NAMES[id]!, { temperature: TEMPERATURES[id]! })));

/** The backend of the page: answers the public sign-in of any public id, the dashboard and the clock; records every request. */
function backend(dashboard: ReturnType<typeof json> = json(200, DASHBOARD)): FakeServer {
  return embedBackend({ [DASHBOARD_ID]: dashboard });
}

let publicIds = 0;
/** A fresh public id per test, so that each signs in on its own. */
const nextPublicId = () => `6b4d5e6f-4612-11e7-a919-0000000000${String(++publicIds).padStart(2, '0')}`;

const frame = widgetFrame;
const valueOf = (el: Element, title: string) => frame(el, title)?.querySelector('[role=img]')?.getAttribute('aria-label') ?? '';
const trail = (el: Element) => [...inside(el).querySelectorAll('nav[aria-label="Dashboard states"] li')].map((li) => li.textContent?.trim());

/** A `tb-dashboard` on the page with a fake realtime channel, and the events it fires. */
async function dashboardElement(attributes: Record<string, string> = {}) {
  const el = document.createElement('tb-dashboard');
  const events: { type: string; detail: unknown }[] = [];
  for (const type of ['tb-state-change', 'tb-widget-action', 'tb-error']) document.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  el.realtime = fakeChannel();
  for (const [name, value] of Object.entries({ 'dashboard-id': DASHBOARD_ID, 'public-id': nextPublicId(), ...attributes })) el.setAttribute(name, value);
  el.style.height = '720px';
  await fixture(html`<div>${el}</div>`);
  return { el, events };
}

describe('tb-dashboard', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 900 });
    await setLanguage('en_US');
  });
  afterEach(() => {
    restoreFetch();
  });

  it('signs in with its public id, shows the live dashboard in its shadow root, sends no token in any URL, axe clean', async () => {
    const server = backend();
    const { el } = await dashboardElement({ 'public-id': '6b4d5e6f-4612-11e7-a919-92ebcb67fe33' });
    await until(() => valueOf(el, 'T1 temperature').includes('21.5'), 'live value drawn');
    await until(() => frame(el, 'Devices')?.textContent?.includes('Thermostat T2'), 'table rows');
    expect(document.querySelector('section')).to.equal(null);
    const login = server.requestsTo('/api/auth/login/public');
    expect(login.map((r) => JSON.parse(r.body))).to.deep.equal([{ publicId: '6b4d5e6f-4612-11e7-a919-92ebcb67fe33' }]);
    const load = server.requestsTo(`/api/dashboard/${DASHBOARD_ID}`)[0]!;
    const token = load.headers.get('X-Authorization')!.replace('Bearer ', '');
    expect(token.length).to.be.above(20);
    for (const request of server.requests) expect(request.url).to.not.contain(token.slice(0, 20));
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('moves to the state of a clicked row and fires tb-state-change with the state to put in the address', async () => {
    backend();
    const { el, events } = await dashboardElement();
    await until(() => frame(el, 'Devices')?.textContent?.includes('Thermostat T2'), 'table rows');
    const row = [...frame(el, 'Devices')!.querySelectorAll('tr')].find((r) => r.textContent?.includes('Thermostat T2'))!;
    await click(row);
    await until(() => events.some((e) => e.type === 'tb-state-change'), 'state change fired');
    const detail = events.find((e) => e.type === 'tb-state-change')!.detail as TbStateChangeDetail;
    expect(detail.stateId).to.equal('thermostat');
    expect(JSON.parse(atob(detail.state!)).at(-1).params.entityName).to.equal('Thermostat T2');
    await until(() => valueOf(el, 'Current temperature').includes('19.25'), 'state entity value');
    expect(trail(el)).to.deep.equal(['Thermostats', 'Thermostat T2']);
  });

  it('follows its state attribute, and goes back to the root state when it is removed', async () => {
    backend();
    const state = btoa(JSON.stringify([{ id: 'default', params: {} }, { id: 'thermostat', params: { entityId: { entityType: 'DEVICE', id: T1 }, entityName: 'Thermostat T1' } }]));
    const { el } = await dashboardElement({ state });
    await until(() => valueOf(el, 'Current temperature').includes('21.5'), 'opened at the state');
    expect(frame(el, 'Devices')).to.equal(null);
    el.removeAttribute('state');
    await until(() => frame(el, 'Devices'), 'root state shown');
  });

  it('hands a mobile action to the page as tb-widget-action with the row entity', async () => {
    const withCalls = structuredClone(DASHBOARD);
    withCalls.configuration.states.default.layouts.main.widgets = { calls: at(0, 0, 12, 6) } as never;
    backend(json(200, withCalls));
    const { el, events } = await dashboardElement();
    await until(() => frame(el, 'Call a technician')?.textContent?.includes('Thermostat T1'), 'table rows');
    await click([...frame(el, 'Call a technician')!.querySelectorAll('tr')].find((r) => r.textContent?.includes('Thermostat T1'))!);
    await until(() => events.some((e) => e.type === 'tb-widget-action'), 'action fired');
    const detail = events.find((e) => e.type === 'tb-widget-action')!.detail as TbWidgetActionDetail;
    expect(detail.widgetId).to.equal('calls');
    expect(detail.action.type).to.equal('mobileAction');
    expect(detail.action.mobileAction).to.deep.equal({ type: 'makePhoneCall' });
    expect(detail.entity).to.include({ entityType: 'DEVICE', id: T1, name: 'Thermostat T1' });
    expect(events.some((e) => e.type === 'tb-state-change')).to.equal(false);
  });

  it('says why it cannot show a missing dashboard, fires tb-error with the server message, and never stays blank', async () => {
    backend(json(404, { status: 404, message: "Requested item wasn't found!", errorCode: 32 }));
    const { el, events } = await dashboardElement();
    await until(() => inside(el).querySelector('[role=alert]'), 'reason shown');
    expect(inside(el).querySelector('[role=alert]')!.textContent).to.contain('The dashboard does not exist, or it was deleted.');
    await until(() => events.some((e) => e.type === 'tb-error'), 'error fired');
    expect((events.find((e) => e.type === 'tb-error')!.detail as TbErrorDetail).message).to.equal("Requested item wasn't found!");
  });

  it('says so when no dashboard id is set, and when the public sign-in is refused', async () => {
    backend();
    const { el } = await dashboardElement({ 'dashboard-id': '' });
    await until(() => inside(el).querySelector('[role=alert]'), 'reason shown');
    expect(inside(el).textContent).to.contain('Set the dashboard-id attribute');
    const server = backend();
    server.route('POST', '/api/auth/login/public', json(401, { status: 401, message: 'Public customer is not found', errorCode: 10 }));
    const refused = await dashboardElement();
    await until(() => inside(refused.el).querySelector('[role=alert]'), 'refusal shown');
    expect(inside(refused.el).textContent).to.contain('Signing in to the server failed: Public customer is not found');
    expect((refused.events.find((e) => e.type === 'tb-error')!.detail as TbErrorDetail).key).to.equal('dashboard:embed.sign-in-failed');
  });

  it('hides the toolbar on hide-toolbar, follows theme dark and lang fa_IR right to left', async () => {
    backend();
    const { el } = await dashboardElement({ 'hide-toolbar': '' });
    await until(() => frame(el, 'Devices'), 'dashboard shown');
    expect(inside(el).querySelector('nav[aria-label="Dashboard states"]')).to.equal(null);
    expect(inside(el).querySelector('[part=button]')).to.equal(null);
    const root = inside(el).querySelector<HTMLElement>('[dir]')!;
    const light = getComputedStyle(root).backgroundColor;
    el.setAttribute('theme', 'dark');
    await nextFrame();
    expect(root.dataset.theme).to.equal('dark');
    expect(getComputedStyle(root).backgroundColor).to.not.equal(light);
    el.setAttribute('lang', 'fa_IR');
    await until(() => root.getAttribute('dir') === 'rtl', 'right to left');
    expect(root.getAttribute('lang')).to.equal('fa-IR');
    await setLanguage('en_US');
  });
});

describe('tb-widget', () => {
  afterEach(() => {
    restoreFetch();
  });

  async function widgetElement(widgetId: string) {
    const el = document.createElement('tb-widget');
    const events: { type: string; detail: unknown }[] = [];
    for (const type of ['tb-widget-action', 'tb-error']) el.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
    el.realtime = fakeChannel();
    for (const [name, value] of Object.entries({ 'dashboard-id': DASHBOARD_ID, 'widget-id': widgetId, 'public-id': nextPublicId() })) el.setAttribute(name, value);
    el.style.height = '360px';
    await fixture(html`<div style="width: 480px">${el}</div>`);
    return { el, events };
  }

  it('shows one widget of the dashboard with its live value, and hands its actions (state ones too) to the page', async () => {
    backend();
    const value = await widgetElement('value');
    await until(() => valueOf(value.el, 'T1 temperature').includes('21.5'), 'value drawn');
    expect(inside(value.el).querySelectorAll('section').length).to.equal(1);
    const table = await widgetElement('table');
    await until(() => frame(table.el, 'Devices')?.textContent?.includes('Thermostat T2'), 'table rows');
    await click([...frame(table.el, 'Devices')!.querySelectorAll('tr')].find((r) => r.textContent?.includes('Thermostat T2'))!);
    await until(() => table.events.length > 0, 'action fired');
    expect(table.events[0]!.type).to.equal('tb-widget-action');
    expect(table.events[0]!.detail).to.deep.include({ widgetId: 'table', sourceId: 'rowClick' });
    expect((table.events[0]!.detail as TbWidgetActionDetail).entity?.name).to.equal('Thermostat T2');
    expect(await axeViolations(value.el)).to.deep.equal([]);
  });

  it('names a widget id the dashboard does not have, and fires tb-error', async () => {
    backend();
    const { el, events } = await widgetElement('gone');
    await until(() => inside(el).querySelector('[role=alert]'), 'reason shown');
    expect(inside(el).textContent).to.contain('The dashboard has no widget with the id gone.');
    await until(() => events.some((e) => e.type === 'tb-error'), 'error fired');
  });
});

describe('tb-dashboard and tb-widget inside a hostile page', () => {
  const PROPS = ['fontFamily', 'fontSize', 'fontStyle', 'fontWeight', 'color', 'lineHeight', 'letterSpacing', 'wordSpacing', 'textTransform', 'textAlign', 'textShadow', 'margin', 'padding', 'boxSizing', 'borderTopWidth', 'borderTopStyle', 'backgroundColor', 'outlineStyle'] as const;
  let hostile: HTMLStyleElement | undefined;

  afterEach(() => {
    hostile?.remove();
    hostile = undefined;
    restoreFetch();
  });

  /** The computed styles that matter of every node a selector finds inside the element. */
  const stylesOf = (el: Element, selectors: string[]) =>
    selectors.map((selector) => {
      const node = inside(el).querySelector(selector);
      if (!node) throw new Error(`nothing matches ${selector}`);
      const style = getComputedStyle(node);
      return [selector, Object.fromEntries(PROPS.map((p) => [p, style[p]]))];
    });

  async function addHostileCss(): Promise<void> {
    const css = await (await pageFetch('/examples/embed.css')).text();
    expect(css).to.contain('!important');
    hostile = document.createElement('style');
    hostile.textContent = css;
    document.head.append(hostile);
    await nextFrame();
  }

  it('keeps the computed styles of its content when the page adds global resets, * and div rules with !important', async () => {
    await setViewport({ width: 1280, height: 900 });
    backend();
    const { el } = await dashboardElement();
    await until(() => frame(el, 'Devices')?.textContent?.includes('Thermostat T2') && valueOf(el, 'T1 temperature').includes('21.5'), 'dashboard drawn');
    const selectors = ['[dir]', 'section[aria-label="Devices"]', 'section[aria-label="Devices"] h2', 'section[aria-label="Devices"] td', '[part=button]'];
    const clean = stylesOf(el, selectors);
    await addHostileCss();
    expect(getComputedStyle(document.body).fontFamily).to.contain('Comic Sans');
    expect(stylesOf(el, selectors)).to.deep.equal(clean);
  });

  it('opens the time-window popup inside its shadow root, styled by the kit and not by the page', async () => {
    await setViewport({ width: 1280, height: 900 });
    backend();
    await addHostileCss();
    const { el } = await dashboardElement();
    await until(() => inside(el).querySelector('[part=button]'), 'toolbar shown');
    const bodyNodes = document.body.childElementCount;
    await click(inside(el).querySelector('[part=button]')!);
    await until(() => inside(el).querySelector('[role=dialog]'), 'popup open');
    const panel = inside(el).querySelector<HTMLElement>('[role=dialog]')!;
    expect(document.body.childElementCount).to.equal(bodyNodes);
    const style = getComputedStyle(panel);
    expect(style.fontFamily).to.not.contain('Comic Sans');
    expect(style.backgroundColor).to.not.equal('rgb(253, 230, 138)');
    expect(style.backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    expect(style.borderTopStyle).to.not.equal('dashed');
    expect(panel.getBoundingClientRect().height).to.be.above(100);
  });

  it('keeps a single widget\'s look next to the page\'s own content', async () => {
    backend();
    const el = document.createElement('tb-widget');
    el.realtime = fakeChannel();
    for (const [name, value] of Object.entries({ 'dashboard-id': DASHBOARD_ID, 'widget-id': 'table', 'public-id': nextPublicId() })) el.setAttribute(name, value);
    el.style.height = '360px';
    await fixture(html`<div><p>The page's own text</p>${el}</div>`);
    await until(() => frame(el, 'Devices')?.textContent?.includes('Thermostat T2'), 'rows');
    const selectors = ['section[aria-label="Devices"] h2', 'section[aria-label="Devices"] td', 'section[aria-label="Devices"] th'];
    const clean = stylesOf(el, selectors);
    await addHostileCss();
    expect(stylesOf(el, selectors)).to.deep.equal(clean);
  });
});
