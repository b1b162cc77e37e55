import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/dashboard/define.js';
import '../../elements/widget/define.js';
import { configure } from '../../elements/core/runtime.js';
import { setLanguage } from '../../elements/core/i18n.js';
import type { TbWidgetActionDetail } from '../../elements/dashboard/embed/embed-events.js';
import { SANDBOX_PAGE } from '../../elements/dashboard/widgets/custom/sandbox-source.js';
import { $toasts } from '../../elements/toast/toast.store.js';
import { json, type FakeServer } from '../support/fake-fetch.js';
import { axeViolations, click, nextFrame, press } from './support/kit-test.js';
import { deviceRow, embedBackend, entityChannel, inside, pageFetch, restoreFetch, until, widgetFrame } from './support/embed-backend.js';

// Custom widgets and custom actions inside the embedding elements: they run in the sandbox (from the
// sandbox page the element or the page names), a pretty action in a dialog inside the element, the page
// hears each action, and the toasts a script raises show inside the element, even on a hostile page.

const DASHBOARD_ID = '8c1b2c3d-0000-11ee-9c6a-4b4c4f2a0e01';
const T1 = '5f0b2a10-1d1c-11ee-9c6a-4b4c4f2a0e11';
const T2 = '5f0b2a10-1d1c-11ee-9c6a-4b4c4f2a0e12';
const PUBLIC_ID = '6b4d5e6f-4612-11e7-a919-92ebcb67fe41';

const temperature = [{ name: 'temperature', type: 'timeseries', label: 'Temperature', settings: {} }];
const devices = { type: 'entity', entityAliasId: 'all', dataKeys: temperature };
const at = (row: number, col: number) => ({ row, col, sizeX: 12, sizeY: 5 });

let typeCount = 0;

/** A dashboard of a custom widget (a type of the tenant's, with its script) and two tables whose rows fire a custom and a custom-pretty action. */
function dashboardWith(typeAlias: string) {
  return {
    id: { entityType: 'DASHBOARD', id: DASHBOARD_ID },
    title: 'Greenhouse',
    configuration: {
      widgets: {
        greeter: { id: 'greeter', bundleAlias: 'embed_tests', typeAlias, isSystemType: false, type: 'latest', config: { title: 'Greeter', datasources: [devices] } },
        plain: {
          id: 'plain', bundleAlias: 'cards', typeAlias: 'entities_table', type: 'latest',
          config: {
            title: 'Open a device', datasources: [devices],
            actions: { rowClick: [{ id: 'open', name: 'Open', type: 'custom', customFunction: 'widgetContext.showInfoToast("Opened " + entityName, 60000);' }] },
          },
        },
        pretty: {
          id: 'pretty', bundleAlias: 'cards', typeAlias: 'entities_table', type: 'latest',
          config: {
            title: 'Note a device', datasources: [devices],
            actions: {
              rowClick: [{
                id: 'note', name: 'Write a note', type: 'customPretty',
                customHtml: '<label>Note <input name="note"></label>', customCss: 'label { display: block; }',
                customFunction: 'widgetContext.showSuccessToast("Form for " + entityName, 60000);',
              }],
            },
          },
        },
      },
      states: { default: { name: 'Greenhouse', root: true, layouts: { main: { widgets: { greeter: at(0, 0), plain: at(0, 12), pretty: at(5, 0) }, gridSettings: { columns: 24, margin: 10 } } } } },
      entityAliases: { all: { id: 'all', alias: 'All devices', filter: { type: 'entityType', resolveMultiple: true, entityType: 'DEVICE' } } },
      settings: { stateControllerId: 'entity' },
    },
  };
}

/** The greeter's script: says it runs through a toast, with the first device's name. */
const GREETER = 'self.onInit = function () { self.ctx.showSuccessToast("Greeter runs for " + self.ctx.datasources[0].entityName, 60000); };';

/** A fresh widget type with the greeter's script, served by the backend with the dashboard. */
function backend(): { server: FakeServer; typeAlias: string } {
  const typeAlias = `greeter_${++typeCount}`;
  const server = embedBackend({ [DASHBOARD_ID]: json(200, dashboardWith(typeAlias)) });
  server.route('GET', '/api/widgetType', (request) => (request.query.get('alias') === typeAlias
    ? json(200, { alias: typeAlias, descriptor: { type: 'latest', templateHtml: '<p>Hi</p>', templateCss: '', controllerScript: GREETER } })
    : json(404, { status: 404, message: 'Requested item wasn\'t found!', errorCode: 32 })));
  return { server, typeAlias };
}

const channel = () => entityChannel([deviceRow(T1, 'Thermostat T1', { temperature: '21.5' }), deviceRow(T2, 'Thermostat T2', { temperature: '19' })]);

async function element<K extends 'tb-dashboard' | 'tb-widget'>(tag: K, attributes: Record<string, string>) {
  const el = document.createElement(tag);
  const actions: TbWidgetActionDetail[] = [];
  el.addEventListener('tb-widget-action', (e) => actions.push(e.detail));
  el.realtime = channel();
  for (const [name, value] of Object.entries({ 'public-id': PUBLIC_ID, ...attributes })) el.setAttribute(name, value);
  el.style.height = '720px';
  await fixture(html`<div style="width: 1100px">${el}</div>`);
  return { el, actions };
}

const toastIn = (el: Element, text: string) => [...inside(el).querySelectorAll<HTMLElement>('[part=toast]')].find((t) => t.textContent?.includes(text)) ?? null;
const rowOf = (el: Element, title: string, name: string) => [...widgetFrame(el, title)!.querySelectorAll('tr')].find((r) => r.textContent?.includes(name))!;

/** Whether a node is what a person sees at its own centre (nothing of the page or the element lies over it). */
function onTop(el: Element, node: HTMLElement): boolean {
  const box = node.getBoundingClientRect();
  const hit = inside(el).elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return hit !== null && node.contains(hit);
}

/** Whether a box lies within the element's box. */
function within(el: Element, node: HTMLElement): boolean {
  const outer = el.getBoundingClientRect();
  const box = node.getBoundingClientRect();
  return box.left >= outer.left && box.right <= outer.right && box.top >= outer.top && box.bottom <= outer.bottom;
}

describe('custom widgets and actions inside the embedding elements', () => {
  let sandboxUrl = '';

  before(() => {
    sandboxUrl = URL.createObjectURL(new Blob([SANDBOX_PAGE], { type: 'text/html' }));
  });
  after(() => URL.revokeObjectURL(sandboxUrl));
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 900 });
    await setLanguage('en_US');
  });
  afterEach(() => {
    restoreFetch();
    $toasts.set([]);
  });

  it('runs a dashboard\'s custom widget from the sandbox page its sandbox-url names, its toast shown inside the element', async () => {
    backend();
    const { el } = await element('tb-dashboard', { 'dashboard-id': DASHBOARD_ID, 'sandbox-url': sandboxUrl });
    await until(() => inside(el).querySelector('iframe'), 'the sandbox frame');
    const frame = inside(el).querySelector('iframe')!;
    expect(frame.getAttribute('src')).to.equal(sandboxUrl);
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts');
    await until(() => toastIn(el, 'Greeter runs for Thermostat T1'), 'the script\'s toast');
    const toast = toastIn(el, 'Greeter runs for Thermostat T1')!;
    expect(toast.getAttribute('role')).to.equal('status');
    expect(within(el, toast)).to.equal(true);
    expect(onTop(el, toast)).to.equal(true);
    expect(document.querySelectorAll('body > [part=toast], body > [popover]').length).to.equal(0);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('runs a single custom widget from the sandbox page configure() names for the whole page', async () => {
    backend();
    configure({ sandboxUrl });
    try {
      const { el } = await element('tb-widget', { 'dashboard-id': DASHBOARD_ID, 'widget-id': 'greeter' });
      await until(() => toastIn(el, 'Greeter runs'), 'the script\'s toast');
      expect(inside(el).querySelector('iframe')!.getAttribute('src')).to.equal(sandboxUrl);
    } finally {
      configure({ sandboxUrl: null });
    }
  });

  it('runs a row\'s custom action in the sandbox out of sight, and tells the page', async () => {
    backend();
    const { el, actions } = await element('tb-dashboard', { 'dashboard-id': DASHBOARD_ID });
    await until(() => widgetFrame(el, 'Open a device')?.textContent?.includes('Thermostat T2'), 'rows');
    await click(rowOf(el, 'Open a device', 'Thermostat T2'));
    await until(() => toastIn(el, 'Opened Thermostat T2'), 'the action\'s toast');
    expect(onTop(el, toastIn(el, 'Opened Thermostat T2')!)).to.equal(true);
    expect(inside(el).querySelector('dialog')).to.equal(null);
    expect(actions).to.have.length(1);
    expect(actions[0]).to.deep.include({ widgetId: 'plain', sourceId: 'rowClick' });
    expect(actions[0]!.action).to.include({ type: 'custom', name: 'Open' });
    expect(actions[0]!.entity).to.include({ id: T2, name: 'Thermostat T2' });
  });

  it('opens a custom-pretty action in a dialog inside its shadow root, above it the action\'s toast, and tells the page', async () => {
    backend();
    const bodyNodes = document.body.childElementCount;
    const { el, actions } = await element('tb-dashboard', { 'dashboard-id': DASHBOARD_ID });
    await until(() => widgetFrame(el, 'Note a device')?.textContent?.includes('Thermostat T1'), 'rows');
    await click(rowOf(el, 'Note a device', 'Thermostat T1'));
    await until(() => inside(el).querySelector('dialog[open]'), 'the action\'s dialog');
    const dialog = inside(el).querySelector<HTMLDialogElement>('dialog[open]')!;
    expect(dialog.textContent).to.contain('Write a note');
    expect(dialog.querySelector('iframe')!.getAttribute('sandbox')).to.equal('allow-scripts');
    expect(document.body.childElementCount).to.equal(bodyNodes + 1);
    await until(() => toastIn(el, 'Form for Thermostat T1'), 'the action\'s toast');
    // Shown in the top layer after the modal dialog, so painted over it and its backdrop (hit testing skips it: the dialog makes the rest inert).
    const formToast = toastIn(el, 'Form for Thermostat T1')!;
    expect(dialog.matches(':modal')).to.equal(true);
    expect(formToast.matches(':popover-open')).to.equal(true);
    expect(within(el, formToast)).to.equal(true);
    expect(actions.map((a) => [a.widgetId, a.action.type, a.entity?.name])).to.deep.equal([['pretty', 'customPretty', 'Thermostat T1']]);
    await press('Escape');
    await until(() => !inside(el).querySelector('dialog'), 'dialog closed');
  });

  it('runs a single widget\'s custom action in the sandbox too, and tells the page', async () => {
    backend();
    const { el, actions } = await element('tb-widget', { 'dashboard-id': DASHBOARD_ID, 'widget-id': 'plain' });
    await until(() => widgetFrame(el, 'Open a device')?.textContent?.includes('Thermostat T1'), 'rows');
    await click(rowOf(el, 'Open a device', 'Thermostat T1'));
    await until(() => toastIn(el, 'Opened Thermostat T1'), 'the action\'s toast');
    expect(actions.map((a) => [a.widgetId, a.action.type])).to.deep.equal([['plain', 'custom']]);
  });
});

describe('toasts of an embedded dashboard on a hostile page', () => {
  let hostile: HTMLStyleElement | undefined;

  beforeEach(async () => {
    await setViewport({ width: 1280, height: 900 });
    hostile = document.createElement('style');
    hostile.textContent = await (await pageFetch('/examples/embed.css')).text();
    document.head.append(hostile);
    await nextFrame();
  });
  afterEach(async () => {
    hostile?.remove();
    restoreFetch();
    $toasts.set([]);
    await setLanguage('en_US');
  });

  it('shows a widget\'s toast at the element\'s bottom start, in the kit\'s look, and mirrored right to left', async () => {
    backend();
    const { el } = await element('tb-dashboard', { 'dashboard-id': DASHBOARD_ID, lang: 'en_US' });
    await until(() => toastIn(el, 'Greeter runs'), 'the script\'s toast');
    const toast = toastIn(el, 'Greeter runs')!;
    const style = getComputedStyle(toast);
    expect(style.fontFamily).to.not.contain('Comic Sans');
    expect(style.backgroundColor).to.not.equal('rgb(253, 230, 138)');
    expect(style.borderTopStyle).to.equal('solid');
    const outer = el.getBoundingClientRect();
    const box = toast.getBoundingClientRect();
    expect(within(el, toast)).to.equal(true);
    expect(box.left - outer.left).to.be.below(32);
    expect(outer.bottom - box.bottom).to.be.below(32);

    el.setAttribute('lang', 'fa_IR');
    $toasts.set([]);
    el.setAttribute('dashboard-id', '');
    el.setAttribute('dashboard-id', DASHBOARD_ID);
    await until(() => inside(el).querySelector('[dir=rtl]') && toastIn(el, 'Greeter runs'), 'the toast again, right to left');
    const mirrored = toastIn(el, 'Greeter runs')!.getBoundingClientRect();
    expect(outer.right - mirrored.right).to.be.below(32);
    expect(mirrored.left - outer.left).to.be.above(100);
  });
});
