import { expect, waitUntil } from '@open-wc/testing';
import CustomWidget, { type CustomWidgetProps } from '../../elements/dashboard/widgets/custom/custom-widget.js';
import { $sandboxUrl, CUSTOM_WIDGET, SANDBOX_PAGE, customActionDescriptor } from '../../elements/dashboard/widgets/custom/index.js';
import { $widgetTypes, provideWidgetType } from '../../elements/dashboard/widgets/custom/widget-types.js';
import type { CustomDescriptor } from '../../elements/dashboard/widgets/custom/sandbox.logic.js';
import { widgetView } from '../../elements/dashboard/widgets/registry.js';
import { VALUE_WIDGETS } from '../../elements/dashboard/widgets/values/index.js';
import { $toasts } from '../../elements/toast/toast.store.js';
import { axeViolations } from './support/kit-test.js';
import { cell, cleanUpViews, device, key, mountView, ready, row, textOf, widgetOf, type Mounted } from './widget-harness.js';

const temperature = key('temperature', { label: 'Temperature', units: '°C', decimals: 1 });
const data = (value: string) => ready([row(device('Thermostat T1', 'dev-1'), [cell(temperature, value, 1_700_000_000_000)])]);
const START = { timeout: 4000 };

/** A widget type whose script reports what it sees through `sendTwoWayCommand(<what>, <details>)`. */
function descriptor(script: string, extra: Partial<CustomDescriptor> = {}): CustomDescriptor {
  return { templateHtml: '<div class="value">--</div>', templateCss: '.value { color: rgb(1, 2, 3); font-size: 24px; }', controllerScript: script, ...extra };
}

const REPORTER = `
  var report = function (what, details) { return self.ctx.controlApi.sendTwoWayCommand(what, details); };
  self.onInit = function () {
    var el = self.ctx.container.querySelector('.value');
    report('init', { color: getComputedStyle(el).color, text: el.textContent, width: self.ctx.width, height: self.ctx.height, settings: self.ctx.settings });
  };
  self.onDataUpdated = function () {
    var entry = self.ctx.data[0];
    self.ctx.container.querySelector('.value').textContent = entry.data[0][1];
    report('data', { value: entry.data[0][1], label: entry.dataKey.label, units: entry.dataKey.units, entity: entry.datasource.entityName });
  };
  self.onResize = function () { report('resize', { width: self.ctx.width, height: self.ctx.height }); };
`;

/** An RPC the sandboxed script sent through the parent. */
interface SentRpc {
  method: string;
  params: unknown;
}

let typeCount = 0;

/** Mounts a custom widget of a fresh type with the given descriptor; its RPC calls are recorded (answered `{ok: method}`). */
async function mountCustom(desc: CustomDescriptor, props: Partial<CustomWidgetProps> = {}): Promise<Mounted & { rpc: SentRpc[] }> {
  const alias = `probe_${++typeCount}`;
  provideWidgetType('custom_tests', alias, desc);
  const rpc: SentRpc[] = [];
  const sendRpc = async (method: string, params: unknown) => {
    rpc.push({ method, params });
    return { ok: method };
  };
  const widget = props.widget ?? widgetOf('custom_tests', alias, { settings: { accent: 'teal' } });
  const view = await mountView(CustomWidget, { data: data('21.5'), settings: { accent: 'teal' }, sendRpc, ...props, widget: { ...widget, typeAlias: alias } });
  return Object.assign(view, { rpc });
}

const sent = (rpc: SentRpc[], method: string) => rpc.find((r) => r.method === method);
const waitForRpc = (rpc: SentRpc[], method: string) => waitUntil(() => sent(rpc, method), `the script sent ${method}`, START);
const notice = (host: Element) => host.querySelector('[role=alert], [role=note]');

const stopListening: Array<() => void> = [];

/** The widgetException messages posted to this window from now until the test ends. */
function widgetExceptions(): unknown[] {
  const exceptions: unknown[] = [];
  const listen = (event: MessageEvent) => {
    if ((event.data as { type?: string })?.type === 'widgetException') exceptions.push(event.data);
  };
  window.addEventListener('message', listen);
  stopListening.push(() => window.removeEventListener('message', listen));
  return exceptions;
}

describe('custom widget sandbox', () => {
  afterEach(() => {
    cleanUpViews();
    $toasts.set([]);
    for (const stop of stopListening.splice(0)) stop();
  });

  it('is the view of a type with a controller script and no native view, and only of those', async () => {
    provideWidgetType('custom_tests', 'registry_probe', descriptor('self.onInit = function () {};'));
    expect(widgetView('custom_tests', 'registry_probe')).to.equal(CUSTOM_WIDGET);
    expect(widgetView('custom_tests', 'unknown_type')).to.equal(undefined);
    expect(widgetView('custom_tests', 'given', { controllerScript: 'self.onInit = function () {};' })).to.equal(CUSTOM_WIDGET);
    expect(widgetView('custom_tests', 'blank', { controllerScript: '   ' })).to.equal(undefined);
    expect(widgetView('cards', 'markdown_card', { controllerScript: 'x' })).to.equal(VALUE_WIDGETS['cards.markdown_card']);
    expect((await CUSTOM_WIDGET()).default).to.equal(CustomWidget);
  });

  it('runs in a frame with an opaque origin and renders its template with its CSS, the settings, data and size', async () => {
    const view = await mountCustom(descriptor(REPORTER), { width: 360, height: 240 });
    const frame = view.host.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts');
    expect(frame.hasAttribute('srcdoc')).to.equal(true);
    expect(frame.hasAttribute('src')).to.equal(false);
    expect(frame.title).to.equal('Custom widget Widget');
    await waitForRpc(view.rpc, 'init');
    expect(sent(view.rpc, 'init')!.params).to.deep.equal({ color: 'rgb(1, 2, 3)', text: '--', width: 360, height: 240, settings: { accent: 'teal' } });
    await waitForRpc(view.rpc, 'data');
    expect(sent(view.rpc, 'data')!.params).to.deep.equal({ value: '21.5', label: 'Temperature', units: '°C', entity: 'Thermostat T1' });
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('runs the same way from a sandbox page loaded by URL', async () => {
    const url = URL.createObjectURL(new Blob([SANDBOX_PAGE], { type: 'text/html' }));
    $sandboxUrl.set(url);
    try {
      const view = await mountCustom(descriptor(REPORTER));
      const frame = view.host.querySelector('iframe')!;
      expect(frame.getAttribute('src')).to.equal(url);
      expect(frame.hasAttribute('srcdoc')).to.equal(false);
      expect(frame.getAttribute('sandbox')).to.equal('allow-scripts');
      await waitForRpc(view.rpc, 'data');
      expect((sent(view.rpc, 'init')!.params as { color: string }).color).to.equal('rgb(1, 2, 3)');
    } finally {
      $sandboxUrl.set(null);
      URL.revokeObjectURL(url);
    }
  });

  it('calls onDataUpdated with new data and onResize with the new size', async () => {
    const view = await mountCustom(descriptor(REPORTER));
    await waitForRpc(view.rpc, 'data');
    view.rpc.length = 0;
    await view.update({ data: data('23.25') });
    await waitForRpc(view.rpc, 'data');
    expect((sent(view.rpc, 'data')!.params as { value: string }).value).to.equal('23.25');
    await view.update({ width: 500, height: 300 });
    await waitForRpc(view.rpc, 'resize');
    expect(sent(view.rpc, 'resize')!.params).to.deep.equal({ width: 500, height: 300 });
  });

  it('keeps running when the page re-renders, and starts a new frame when its type changes', async () => {
    const view = await mountCustom(descriptor(REPORTER));
    await waitForRpc(view.rpc, 'data');
    await view.update({ settings: { accent: 'teal' } });
    await view.update({ data: data('22') });
    await waitUntil(() => view.rpc.some((r) => r.method === 'data' && (r.params as { value: string }).value === '22'), 'data after re-render', START);
    const frame = view.host.querySelector('iframe');
    provideWidgetType('custom_tests', `probe_${typeCount}`, descriptor('self.onInit = function () { self.ctx.controlApi.sendTwoWayCommand("v2", null); };'));
    await waitForRpc(view.rpc, 'v2');
    expect(view.host.querySelector('iframe')).not.to.equal(frame);
  });

  it('sends RPC through the parent and hands the answer back to the script', async () => {
    const script = `self.onInit = function () {
      self.ctx.controlApi.sendTwoWayCommand('setValue', { value: 42 }).then(function (answer) { return self.ctx.controlApi.sendOneWayCommand('answered', answer); });
    };`;
    const view = await mountCustom(descriptor(script));
    await waitForRpc(view.rpc, 'answered');
    expect(view.rpc).to.deep.equal([{ method: 'setValue', params: { value: 42 } }, { method: 'answered', params: { ok: 'setValue' } }]);
  });

  it('tells the script when the dashboard cannot send commands', async () => {
    const script = `self.onInit = function () {
      self.ctx.controlApi.sendTwoWayCommand('setValue', 1).catch(function (e) { self.ctx.showErrorToast(e.message); });
    };`;
    await mountCustom(descriptor(script), { sendRpc: undefined });
    await waitUntil(() => $toasts.get().length > 0, 'a toast', START);
    expect($toasts.get()[0]).to.include({ type: 'error', message: 'This dashboard cannot send commands from this widget.' });
  });

  it('opens a state through the widget\'s configured state action, with the entity of the params', async () => {
    const script = `self.onInit = function () {
      self.ctx.stateController.openState('details', { entityId: { entityType: 'DEVICE', id: 'dev-1' }, entityName: 'Thermostat T1' })
        .then(function () { return self.ctx.stateController.openState('nowhere', {}); })
        .catch(function (e) { self.ctx.controlApi.sendTwoWayCommand('refused', e.message); });
    };`;
    const widget = widgetOf('custom_tests', 'x', {
      actions: { headerButton: [{ id: 'go', name: 'Details', type: 'openDashboardState', targetDashboardStateId: 'details' }] },
    });
    const view = await mountCustom(descriptor(script), { widget });
    await waitForRpc(view.rpc, 'refused');
    expect(view.actions).to.deep.equal([{ sourceId: 'headerButton', actionId: 'go', entity: { entityType: 'DEVICE', id: 'dev-1', name: 'Thermostat T1', label: '' } }]);
    expect(sent(view.rpc, 'refused')!.params).to.equal('None of this widget\'s actions opens the state nowhere.');
  });

  it('opens and updates states and reads their params through a state controller the page gives', async () => {
    const calls: unknown[] = [];
    const stateController = {
      openState: (...args: unknown[]) => void calls.push(['open', ...args]),
      updateState: (...args: unknown[]) => void calls.push(['update', ...args]),
      getStateParams: () => ({ entityName: 'Boiler' }),
    };
    const script = `self.onInit = function () {
      var params = self.ctx.stateController.getStateParams();
      self.ctx.stateController.openState('details', { entityName: params.entityName }, true)
        .then(function () { return self.ctx.stateController.updateState('summary', {}); })
        .then(function () { self.ctx.controlApi.sendTwoWayCommand('done', null); });
    };`;
    const view = await mountCustom(descriptor(script), { stateController });
    await waitForRpc(view.rpc, 'done');
    expect(calls).to.deep.equal([['open', 'details', { entityName: 'Boiler' }, true], ['update', 'summary', {}, false]]);
  });

  it('shows the script\'s toasts on the page as text', async () => {
    const view = await mountCustom(descriptor('self.onInit = function () { self.ctx.showSuccessToast("<b>Saved</b>", 3000); };'));
    await waitUntil(() => $toasts.get().length > 0, 'a toast', START);
    expect($toasts.get()[0]).to.include({ type: 'success', message: '<b>Saved</b>', durationMs: 3000 });
    expect(view.host.querySelector('b')).to.equal(null);
  });

  it('keeps the script away from the page\'s cookies, storage and DOM, and the page unchanged', async () => {
    document.cookie = 'tbkit_probe=secret; path=/';
    localStorage.setItem('tbkit_probe', 'secret');
    sessionStorage.setItem('tbkit_probe', 'secret');
    const before = { location: location.href, title: document.title };
    const script = `
      function attempt(fn) { try { var v = fn(); return v === undefined || v === null || v === '' ? 'empty' : 'read:' + String(v); } catch (e) { return 'threw'; } }
      self.onInit = function () {
        var results = {
          cookie: attempt(function () { return document.cookie; }),
          setCookie: attempt(function () { document.cookie = 'stolen=1'; return document.cookie; }),
          localStorage: attempt(function () { return localStorage.getItem('tbkit_probe'); }),
          sessionStorage: attempt(function () { return sessionStorage.getItem('tbkit_probe'); }),
          parentDocument: attempt(function () { return window.parent.document.body.innerHTML; }),
          parentStorage: attempt(function () { return window.parent.localStorage.getItem('tbkit_probe'); }),
          parentCookie: attempt(function () { return window.parent.document.cookie; }),
          clearParent: attempt(function () { window.parent.document.body.replaceChildren(); return 'done'; }),
          topTitle: attempt(function () { window.top.document.title = 'pwned'; return 'done'; }),
          frameElement: attempt(function () { return window.frameElement; }),
          origin: attempt(function () { return window.origin; })
        };
        try { window.top.location.href = 'about:blank#pwned'; } catch (e) {}
        window.parent.postMessage({ type: 'rpc', id: 1, method: 'forged', params: {} }, '*');
        self.ctx.controlApi.sendTwoWayCommand('probe', results);
      };`;
    const view = await mountCustom(descriptor(script));
    await waitForRpc(view.rpc, 'probe');
    expect(sent(view.rpc, 'probe')!.params).to.deep.equal({
      cookie: 'threw', setCookie: 'threw', localStorage: 'threw', sessionStorage: 'threw', parentDocument: 'threw', parentStorage: 'threw',
      parentCookie: 'threw', clearParent: 'threw', topTitle: 'threw', frameElement: 'empty', origin: 'read:null',
    });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(view.rpc.map((r) => r.method)).to.deep.equal(['probe']);
    expect(document.cookie).to.contain('tbkit_probe=secret');
    expect(document.cookie).not.to.contain('stolen');
    expect(localStorage.getItem('tbkit_probe')).to.equal('secret');
    expect(sessionStorage.getItem('tbkit_probe')).to.equal('secret');
    expect({ location: location.href, title: document.title }).to.deep.equal(before);
    expect(document.body.contains(view.host)).to.equal(true);
    expect(view.host.querySelector('iframe')).not.to.equal(null);
    localStorage.removeItem('tbkit_probe');
    sessionStorage.removeItem('tbkit_probe');
    document.cookie = 'tbkit_probe=; max-age=0; path=/';
  });

  it('ignores requests posted to the page window instead of through the frame\'s channel', async () => {
    const view = await mountCustom(descriptor(REPORTER));
    await waitForRpc(view.rpc, 'data');
    const other = document.createElement('iframe');
    other.srcdoc = '<script>parent.postMessage({ type: "rpc", id: 7, oneWay: false, method: "forged", params: {} }, "*");</script>';
    const posted = new Promise((resolve) => window.addEventListener('message', resolve, { once: true }));
    document.body.append(other);
    await posted;
    window.postMessage({ type: 'toast', kind: 'error', message: 'forged' }, '*');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view.rpc.map((r) => r.method)).to.deep.equal(['init', 'data']);
    expect($toasts.get()).to.deep.equal([]);
  });

  it('shows a card naming a syntax error instead of the frame, and posts widgetException in edit mode', async () => {
    const exceptions = widgetExceptions();
    const view = await mountCustom(descriptor('self.onInit = function ( {'), { isEdit: true });
    await waitUntil(() => notice(view.host), 'the failure card', START);
    expect(view.host.querySelector('iframe')).to.equal(null);
    expect(notice(view.host)!.getAttribute('role')).to.equal('alert');
    expect(textOf(notice(view.host)!)).to.match(/^The widget's script has a syntax error: .+/);
    await waitUntil(() => exceptions.length > 0, 'widgetException posted', START);
    expect(exceptions[0]).to.deep.include({ type: 'widgetException' });
    expect((exceptions[0] as { data: unknown }).data).to.deep.include({ name: 'SyntaxError' });
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('posts the line and column of the script line that threw in edit mode, reduced to name, message, line and column', async () => {
    const exceptions = widgetExceptions();
    const view = await mountCustom(descriptor('self.onInit = function () {\n  var gauge = null;\n  gauge.draw();\n};'), { isEdit: true });
    await waitUntil(() => exceptions.length > 0, 'widgetException posted', START);
    const { data } = exceptions[0] as { data: Record<string, unknown> };
    expect(Object.keys(data).sort()).to.deep.equal(['columnNumber', 'lineNumber', 'message', 'name']);
    expect(data).to.include({ name: 'TypeError', lineNumber: 3, columnNumber: 9 });
    expect(textOf(notice(view.host)!)).to.contain('The widget\'s script failed while starting');
  });

  it('shows a card naming an exception thrown by the script, and posts nothing outside edit mode', async () => {
    const exceptions = widgetExceptions();
    const view = await mountCustom(descriptor('self.onInit = function () { throw new TypeError("gauge is not ready"); };'));
    await waitUntil(() => notice(view.host), 'the failure card', START);
    expect(textOf(notice(view.host)!)).to.equal('The widget\'s script failed while starting: gauge is not ready');
    const later = await mountCustom(descriptor('self.onDataUpdated = function () { null.value; };'));
    await waitUntil(() => notice(later.host), 'the failure card', START);
    expect(textOf(notice(later.host)!)).to.match(/^The widget's script failed while showing new data: .*null/);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(exceptions).to.deep.equal([]);
  });

  it('runs a custom action\'s function in the sandbox with the entity it was fired for', async () => {
    const action = { type: 'custom', customFunction: 'widgetContext.showInfoToast("Opened " + entityName + " (" + entityId.id + ")");' };
    const widget = { ...widgetOf('actions', 'row_click'), descriptor: customActionDescriptor(action, device('Boiler', 'dev-9')) };
    const view = await mountView(CustomWidget, { widget, data: data('1'), width: 0, height: 0 });
    await waitUntil(() => $toasts.get().length > 0, 'a toast', START);
    expect($toasts.get()[0]).to.include({ type: 'info', message: 'Opened Boiler (dev-9)' });
    expect(view.host.querySelector('iframe')!.getAttribute('sandbox')).to.equal('allow-scripts');
  });

  it('names why a widget cannot run: type not loaded, missing, without a script, needing resources', async () => {
    const notLoaded = await mountView(CustomWidget, { widget: widgetOf('custom_tests', 'never_loaded'), data: data('1') });
    expect(textOf(notice(notLoaded.host)!)).to.equal('The widget type custom_tests.never_loaded is not loaded, so this widget cannot run.');
    $widgetTypes.set({ ...$widgetTypes.get(), 'custom_tests.gone': { status: 'missing' } });
    const missing = await mountView(CustomWidget, { widget: widgetOf('custom_tests', 'gone'), data: data('1') });
    expect(textOf(notice(missing.host)!)).to.equal('The widget type custom_tests.gone does not exist on the server.');
    provideWidgetType('custom_tests', 'empty', { templateHtml: '<p>hi</p>', controllerScript: '' });
    const empty = await mountView(CustomWidget, { widget: widgetOf('custom_tests', 'empty'), data: data('1') });
    expect(textOf(notice(empty.host)!)).to.equal('The widget type custom_tests.empty has no view in tbkit and no script to run.');
    provideWidgetType('custom_tests', 'remote', descriptor('x', { resources: [{ url: 'https://cdn.example.com/lib.js' }] }));
    const remote = await mountView(CustomWidget, { widget: widgetOf('custom_tests', 'remote'), data: data('1') });
    expect(textOf(notice(remote.host)!)).to.equal('This widget needs external resources (https://cdn.example.com/lib.js), which the sandbox does not load.');
    for (const view of [notLoaded, missing, empty, remote]) expect(await axeViolations(view.host)).to.deep.equal([]);
  });
});
