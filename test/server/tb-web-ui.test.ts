import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { demoTokens } from '../support/tokens.js';
import { libraryWidget } from '../../server/widget-library/index.js';

/** What ThingsBoard's own web UI asks of the server beyond the console: library widget types and settings. */

let server: TestServer;
let tokens: Awaited<ReturnType<typeof demoTokens>>;

before(async () => {
  server = await startTestServer();
  tokens = await demoTokens(server.ctx);
});
after(() => server.close());

/** Builds a widget the way ThingsBoard's UI does: the controller script is the body of a function with `self` and `self.ctx`. */
function widget(bundle: string, alias: string, ctx?: unknown): Record<string, any> {
  const script = libraryWidget(bundle, alias)!.descriptor.controllerScript;
  const factory = new Function(`return function _widget(ctx) { var self = this; self.ctx = ctx;\n${script}\n};`);
  const Widget = factory() as new (ctx?: unknown) => Record<string, any>;
  return new Widget(ctx);
}

interface FakeElement {
  tagName: string;
  attributes: Array<{ name: string; value: string }>;
  children: FakeElement[];
  parent?: FakeElement;
  text: string;
  textContent: string;
  readonly firstChild: FakeElement | undefined;
  appendChild(child: FakeElement): FakeElement;
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | undefined;
  removeAttribute(name: string): void;
  remove(): void;
}

/** A small stand-in for the DOM: elements with attributes, children and text. */
function element(tag: string, attributes: Record<string, string> = {}, children: FakeElement[] = [], text = ''): FakeElement {
  const el: FakeElement = {
    tagName: tag.toUpperCase(),
    attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
    children: [],
    text,
    get textContent() { return el.text + el.children.map((c) => c.textContent).join(''); },
    set textContent(value: string) { el.text = value; el.children = []; },
    get firstChild() { return el.children[0]; },
    appendChild(child) {
      child.parent?.children.splice(child.parent.children.indexOf(child), 1);
      child.parent = el;
      el.children.push(child);
      return child;
    },
    setAttribute(name, value) {
      el.removeAttribute(name);
      el.attributes.push({ name, value });
    },
    getAttribute: (name) => el.attributes.find((a) => a.name === name)?.value,
    removeAttribute(name) { el.attributes = el.attributes.filter((a) => a.name !== name); },
    remove() { el.parent?.children.splice(el.parent.children.indexOf(el), 1); },
  };
  for (const child of children) el.appendChild(child);
  return el;
}

/** Runs `fn` with a fake `document` (and `DOMParser` answering `parsed`) installed globally. */
function withDom<T>(fn: () => T, parsed?: (html: string) => FakeElement): T {
  const g = globalThis as Record<string, unknown>;
  const saved = { document: g.document, DOMParser: g.DOMParser };
  g.document = { createElement: (tag: string) => element(tag), createElementNS: (_ns: string, tag: string) => element(tag) };
  g.DOMParser = class { parseFromString(html: string) { return { body: parsed!(html) }; } };
  try {
    return fn();
  } finally {
    g.document = saved.document;
    g.DOMParser = saved.DOMParser;
  }
}

test('the library answers the widget types of ThingsBoard\'s API usage page', async () => {
  for (const [bundle, alias, type] of [['charts', 'timeseries_bars_flot', 'timeseries'], ['cards', 'html_value_card', 'latest']] as const) {
    const res = await server.call('GET', `/api/widgetType?isSystem=true&bundleAlias=${bundle}&alias=${alias}`, { token: tokens.tenant });
    assert.equal(res.status, 200, `${bundle}/${alias}: ${res.text.slice(0, 200)}`);
    assert.equal(res.body.alias, alias);
    assert.equal(res.body.descriptor.type, type);
    const inspected = widget(bundle, alias);
    assert.equal(typeof inspected.onInit, 'function');
  }
});

test('tables and maps subscribe to their page of entities, the alarms table to its page of alarms, through the widget context', () => {
  const calls: Array<[string, any]> = [];
  const subscription = {
    subscribeAllForPaginatedData: (pageLink: unknown, keyFilters: unknown) => calls.push(['entities', { pageLink, keyFilters }]),
    subscribeForAlarms: (pageLink: unknown, keyFilters: unknown) => calls.push(['alarms', { pageLink, keyFilters }]),
  };
  const ctx = (settings: Record<string, unknown>, widgetConfig: Record<string, unknown> = {}) =>
    ({ $container: [element('div')], settings, widgetConfig, data: [], defaultSubscription: subscription });
  withDom(() => {
    widget('cards', 'entities_table', ctx({ defaultPageSize: 25 })).onInit();
    widget('maps', 'openstreetmap', ctx({ mapPageSize: 500 })).onInit();
    widget('alarm_widgets', 'alarms_table', ctx({ defaultPageSize: 10, defaultSortOrder: '-createdTime' },
      { alarmStatusList: ['ACTIVE_UNACK'], alarmSeverityList: [], alarmTypeList: [], searchPropagatedAlarms: true })).onInit();
  });
  assert.deepEqual(calls.map(([kind, c]) => [kind, c.pageLink.page, c.pageLink.pageSize]), [['entities', 0, 25], ['entities', 0, 500], ['alarms', 0, 10]]);
  const alarms = calls[2]![1].pageLink;
  assert.deepEqual(alarms.sortOrder, { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' });
  assert.deepEqual([alarms.statusList, alarms.searchPropagatedAlarms], [['ACTIVE_UNACK'], true]);
  const table = withDom(() => {
    const root = element('div');
    const w = widget('cards', 'entities_table', {
      $container: [root], settings: { defaultPageSize: 10 }, defaultSubscription: subscription,
      data: [{ datasource: { entityName: 'Thermostat T1' }, dataKey: { label: 'temperature', decimals: 1 }, data: [[1, '21.46']] }],
    });
    w.onInit();
    return root.textContent;
  });
  assert.equal(table, 'Thermostat T121.5');
});

test('the state chart draws boolean values as 0 and 1, never NaN', () => {
  const root = element('div');
  withDom(() => widget('charts', 'state_chart', {
    $container: [root], width: 100, height: 50, timeWindow: { minTime: 0, maxTime: 4 },
    data: [{ dataKey: { color: '#000' }, data: [[0, 'true'], [1, 'false'], [2, true], [3, false]] }],
  }).onInit());
  const points = root.children[0]!.children[0]!.getAttribute('points')!;
  assert.doesNotMatch(points, /NaN/);
  assert.deepEqual(points.split(' ').map((p) => Number(p.split(',')[1])), [0, 50, 0, 50]);
});

test('the time-series bar chart draws a bar per point and key', () => {
  const root = element('div');
  withDom(() => widget('charts', 'timeseries_bars_flot', {
    $container: [root], width: 100, height: 50, timeWindow: { minTime: 0, maxTime: 100, interval: 10 },
    data: [
      { dataKey: { color: '#111' }, data: [[0, '5'], [10, '10'], [20, 'true']] },
      { dataKey: { color: '#222' }, data: [[0, '2'], [10, 'not a number']] },
    ],
  }).onInit());
  const bars = root.children[0]!.children;
  assert.equal(bars.length, 4);
  assert.deepEqual(bars.map((b) => b.getAttribute('fill')), ['#111', '#111', '#111', '#222']);
  assert.equal(bars[1]!.getAttribute('height'), '50.0');
  assert.ok(bars.every((b) => !/NaN/.test(b.attributes.map((a) => a.value).join(' '))));
});

test('the HTML value card fills its placeholders with escaped values and keeps only plain markup', () => {
  let html = '';
  const root = element('div');
  withDom(() => widget('cards', 'html_value_card', {
    $container: [root],
    settings: { cardHtml: '<b>${Temperature:1}</b> ${Status} ${Missing}', valueDecimals: 2, noValueText: '—' },
    data: [
      { dataKey: { label: 'Temperature', decimals: null }, data: [[1, '21.46']] },
      { dataKey: { label: 'Status', decimals: null }, data: [[1, '<img src=x onerror=alert(1)>']] },
    ],
  }).onInit(), (text) => {
    html = text;
    return element('body', {}, [
      element('b', { onclick: 'x()', class: 'v' }, [], '21.5'),
      element('script', {}, [], 'alert(1)'),
      element('a', { href: 'javascript:alert(1)', title: 't' }, [], 'link'),
    ]);
  });
  assert.equal(html, '<b>21.5</b> &lt;img src=x onerror=alert(1)&gt; ${Missing}');
  assert.deepEqual(root.children.map((c) => [c.tagName, c.attributes.map((a) => a.name)]), [['B', ['class']], ['A', ['title']]]);
});

test('SMS settings with nothing stored answer 404 as ThingsBoard words it', async () => {
  const res = await server.call('GET', '/api/admin/settings/sms', { token: tokens.sysadmin });
  assert.equal(res.status, 404);
  assert.equal(res.body.message, 'No Administration settings found for key: sms');
  assert.equal(res.body.errorCode, 32);
});
