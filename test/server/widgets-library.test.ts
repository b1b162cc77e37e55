import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SYSTEM_WIDGET_LIBRARY, libraryWidget, type WidgetTypeSeed } from '../../server/widget-library/index.js';
import { dataKey, timewindow, LIBRARY_REFERENCE_TIME, DAY_MS } from '../../server/widget-library/config.js';
import { readDescriptor, WIDGET_KINDS } from '../../server/widgets/descriptor.js';

const allTypes = (): WidgetTypeSeed[] => SYSTEM_WIDGET_LIBRARY.flatMap((b) => b.types);

/** Builds the widget constructor the way the console does: the script is the body of a function taking ctx. */
function widgetClass(script: string): new (ctx?: unknown) => Record<string, any> {
  const factory = new Function(`return function _widget(ctx) { var self = this; self.ctx = ctx;\n${script}\n};`);
  return factory() as new (ctx?: unknown) => Record<string, any>;
}

test('the library holds the expected bundles and widget types', () => {
  const shape = Object.fromEntries(SYSTEM_WIDGET_LIBRARY.map((b) => [b.alias, b.types.map((t) => t.alias)]));
  assert.deepEqual(shape, {
    cards: ['entities_table', 'attributes_card', 'timeseries_table', 'simple_card', 'markdown_card', 'html_card', 'html_value_card'],
    charts: ['basic_timeseries', 'state_chart', 'timeseries_bars_flot', 'bars', 'pie'],
    analogue_gauges: ['radial_gauge'],
    digital_gauges: ['digital_value'],
    alarm_widgets: ['alarms_table'],
    control_widgets: ['knob_control', 'switch_control', 'rpc_button'],
    maps: ['openstreetmap'],
    edge_widgets: ['edges_overview'],
  });
  for (const b of SYSTEM_WIDGET_LIBRARY) {
    assert.ok(b.title && b.description, b.alias);
    for (const t of b.types) assert.match(t.alias, /^[a-z][a-z0-9_]*$/);
  }
  assert.equal(libraryWidget('charts', 'pie')?.name, 'Pie chart');
  assert.equal(libraryWidget('charts', 'nothing'), undefined);
});

test('every descriptor passes the server\'s descriptor checks and keeps its JSON fields as text', () => {
  for (const t of allTypes()) {
    const d = t.descriptor;
    assert.doesNotThrow(() => readDescriptor({ descriptor: d }), t.alias);
    assert.ok((WIDGET_KINDS as readonly string[]).includes(d.type));
    assert.deepEqual(d.resources, []);
    for (const field of ['settingsSchema', 'dataKeySettingsSchema', 'defaultConfig'] as const) assert.equal(typeof d[field], 'string');
    assert.ok(d.sizeX > 0 && d.sizeY > 0);
  }
  assert.equal(libraryWidget('cards', 'entities_table')?.descriptor.sizeX, 7.5);
});

test('every settings schema is {schema, form} whose properties carry a title and a default of the declared type', () => {
  for (const t of allTypes()) {
    for (const field of ['settingsSchema', 'dataKeySettingsSchema'] as const) {
      const parsed = JSON.parse(t.descriptor[field]);
      assert.deepEqual(Object.keys(parsed), ['schema', 'form']);
      assert.equal(parsed.schema.type, 'object');
      assert.deepEqual(parsed.form, Object.keys(parsed.schema.properties));
      for (const [key, p] of Object.entries<any>(parsed.schema.properties)) {
        assert.ok(p.title, `${t.alias}.${key}`);
        const actual = Array.isArray(p.default) ? 'array' : p.default === null ? 'null' : typeof p.default;
        assert.ok(actual === p.type || (actual === 'null' && p.type === 'number'), `${t.alias}.${key}: ${actual} vs ${p.type}`);
        if (p.enum) assert.ok(p.enum.includes(p.default), `${t.alias}.${key} default outside its enum`);
      }
    }
  }
});

test('every default config is a full widget config whose settings are the schema defaults', () => {
  for (const t of allTypes()) {
    const config = JSON.parse(t.descriptor.defaultConfig);
    const properties = JSON.parse(t.descriptor.settingsSchema).schema.properties;
    assert.deepEqual(config.settings, Object.fromEntries(Object.entries<any>(properties).map(([k, p]) => [k, p.default])), t.alias);
    assert.equal(config.title, t.name);
    assert.equal(config.timewindow.selectedTab, 0);
    assert.equal(config.timewindow.realtime.realtimeType, 0);
    assert.equal(config.showLegend, t.descriptor.type === 'timeseries');
    if (t.descriptor.type === 'alarm') assert.ok(config.alarmSource.dataKeys.length >= 5, t.alias);
    else if (t.descriptor.type === 'rpc') assert.deepEqual(config.targetDeviceAliasIds, [], t.alias);
    else if (t.descriptor.type === 'static') assert.deepEqual(config.datasources, [], t.alias);
    else assert.ok(config.datasources.length > 0 && config.datasources[0].dataKeys.length > 0, t.alias);
  }
});

test('every controller script compiles and can be inspected without a context, as at widget-type load', () => {
  for (const t of allTypes()) {
    const Widget = widgetClass(t.descriptor.controllerScript);
    const inspected = new Widget();
    if (inspected.typeParameters) assert.equal(typeof inspected.typeParameters(), 'object', t.alias);
    if (inspected.actionSources) {
      for (const source of Object.values<any>(inspected.actionSources())) {
        assert.equal(typeof source.name, 'string');
        assert.equal(typeof source.multiple, 'boolean');
      }
    }
    assert.equal(typeof inspected.onInit, 'function', t.alias);
  }
  const table = new (widgetClass(libraryWidget('cards', 'entities_table')!.descriptor.controllerScript))();
  assert.deepEqual(Object.keys(table.actionSources()), ['rowClick', 'actionCellButton']);
});

test('the simple card script renders its label and the latest value with the configured decimals and units', () => {
  interface FakeNode { tag: string; className: string; textContent: string; children: FakeNode[]; appendChild(c: FakeNode): void }
  // Like the DOM, setting textContent replaces the children.
  const node = (tag: string): FakeNode => {
    let text = '';
    const n: FakeNode = {
      tag, className: '', children: [], appendChild(c) { this.children.push(c); },
      get textContent() { return text; },
      set textContent(value: string) { text = value; n.children = []; },
    };
    return n;
  };
  const saved = (globalThis as { document?: unknown }).document;
  (globalThis as { document?: unknown }).document = { createElement: node };
  try {
    const root = node('div');
    const ctx = {
      $container: [root],
      settings: { valueDecimals: 1, noValueText: '—' },
      data: [{ datasource: { entityName: 'Thermostat T1' }, dataKey: { label: 'Temperature', units: '°C', decimals: 1 }, data: [[1, '21.46']] }],
    };
    const Widget = widgetClass(libraryWidget('cards', 'simple_card')!.descriptor.controllerScript);
    new Widget(ctx).onInit();
    assert.deepEqual(root.children[0]!.children.map((c) => c.textContent), ['Temperature', '21.5°C']);
    ctx.data[0]!.data = [];
    new Widget(ctx).onDataUpdated();
    assert.deepEqual(root.children[0]!.children.map((c) => c.textContent), ['Temperature', '—°C']);
  } finally {
    (globalThis as { document?: unknown }).document = saved;
  }
});

test('data keys get stable hashes and colours; time windows use numeric enums and a day-long fixed window', () => {
  assert.deepEqual(dataKey('temperature', 'timeseries'), dataKey('temperature', 'timeseries'));
  assert.notEqual(dataKey('temperature', 'timeseries')._hash, dataKey('humidity', 'timeseries')._hash);
  const tw = timewindow({ realtimeMs: 3_600_000, interval: 60_000 }) as any;
  assert.deepEqual(tw.realtime, { realtimeType: 0, interval: 60_000, timewindowMs: 3_600_000, quickInterval: 'CURRENT_DAY' });
  assert.equal(tw.history.historyType, 0);
  assert.deepEqual(tw.history.fixedTimewindow, { startTimeMs: LIBRARY_REFERENCE_TIME - DAY_MS, endTimeMs: LIBRARY_REFERENCE_TIME });
  assert.deepEqual(tw.aggregation, { type: 'AVG', limit: 25000 });
  assert.equal(tw.timezone, null);
});
