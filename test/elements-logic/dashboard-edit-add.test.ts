import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_WIDGET_SIZE, addWidget, defaultWidgetSize, firstFreeSpot, layoutShape, newWidget, parseDefaultConfig, setWidgetConfig, type ChosenType,
} from '../../elements/dashboard/edit/add-widget.logic.js';
import { dashboardEdits, editedDashboardJson, isDirty, jsonEqual } from '../../elements/dashboard/edit/save-json.logic.js';
import { createDashboardEditor } from '../../elements/dashboard/edit/editor.store.js';
import type { LayoutRef } from '../../elements/dashboard/edit/layout-edit.logic.js';
import { PANEL_TABS, tabAfterKey } from '../../elements/dashboard/edit/panel-tabs.logic.js';
import { normaliseDashboard } from '../../elements/dashboard/model/normalise.logic.js';
import type { Widget } from '../../elements/dashboard/model/dashboard.types.js';

const MAIN: LayoutRef = { stateId: 'default', layoutId: 'main' };
const CTX = { now: 0, maxDatapointsLimit: 50000 };
const at = (row: number, col: number, sizeX: number, sizeY: number) => ({ row, col, sizeX, sizeY });
const widget = (id: string, title: string) => ({ id, bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', config: { title, datasources: [], futureKey: 'x', settings: { labelPosition: 'top' } } });

/** A dashboard JSON as loaded: widgets by id and fields tbkit does not read. */
function loaded() {
  return {
    id: { entityType: 'DASHBOARD', id: 'd1' },
    title: 'Plant',
    configuration: {
      widgets: { table: widget('table', 'Devices'), value: widget('value', 'Temperature') },
      states: { default: { name: 'Plant', root: true, layouts: { main: { widgets: { table: at(0, 0, 12, 6), value: at(0, 12, 6, 4) }, gridSettings: { columns: 24, margin: 10 } } } } },
      settings: { stateControllerId: 'entity' },
    },
  };
}

const config = () => normaliseDashboard(loaded(), { now: 0 }).dashboard.configuration;

/** The markdown card as the server's bundle has it: its default config a JSON text. */
const markdown = (defaultConfig: unknown = JSON.stringify({ title: 'New card', datasources: [{ type: 'function', dataKeys: [] }], settings: { markdownTextPattern: '# Hi' }, vendorKey: 1 })): ChosenType => ({
  bundleAlias: 'cards', typeAlias: 'markdown_card', isSystemType: true, descriptor: { type: 'latest', sizeX: 7.5, sizeY: 5, defaultConfig },
});

function added(chosen: ChosenType = markdown(), id = 'new1'): Widget {
  const result = newWidget(id, chosen, CTX);
  assert.equal(result.ok, true);
  return (result as { widget: Widget }).widget;
}

describe('dashboard edit: adding a widget', () => {
  it('sizes a new widget from the descriptor (7.5 rounds to 8), else 8 × 6 cells, never wider than the grid', () => {
    assert.deepEqual(defaultWidgetSize({ sizeX: 7.5, sizeY: 3 }, 24), { sizeX: 8, sizeY: 3 });
    assert.deepEqual(defaultWidgetSize({}, 24), { sizeX: 8, sizeY: 6 });
    assert.deepEqual(DEFAULT_WIDGET_SIZE, { sizeX: 8, sizeY: 6 });
    assert.deepEqual(defaultWidgetSize(null, 6), { sizeX: 6, sizeY: 6 });
    assert.deepEqual(defaultWidgetSize({ sizeX: 30, sizeY: -1 }, 24), { sizeX: 24, sizeY: 6 });
  });

  it('finds the first free spot row by row from the top start, and below everything when the rows above are full', () => {
    const placements = { a: at(0, 0, 12, 6), b: at(0, 12, 6, 4) };
    assert.deepEqual(firstFreeSpot(placements, 24, { sizeX: 6, sizeY: 4 }), { col: 18, row: 0, sizeX: 6, sizeY: 4 });
    assert.deepEqual(firstFreeSpot(placements, 24, { sizeX: 8, sizeY: 6 }), { col: 12, row: 4, sizeX: 8, sizeY: 6 });
    assert.deepEqual(firstFreeSpot({ a: at(0, 0, 24, 2) }, 24, { sizeX: 8, sizeY: 6 }), { col: 0, row: 2, sizeX: 8, sizeY: 6 });
    assert.deepEqual(firstFreeSpot({}, 24, { sizeX: 8, sizeY: 6 }), { col: 0, row: 0, sizeX: 8, sizeY: 6 });
    assert.deepEqual(firstFreeSpot({}, 6, { sizeX: 8, sizeY: 6 }), { col: 0, row: 0, sizeX: 6, sizeY: 6 }, 'clamped to the columns');
  });

  it('reads the default config from its JSON text, and explains a bad one', () => {
    assert.deepEqual(parseDefaultConfig('{"title":"A"}'), { ok: true, config: { title: 'A' } });
    assert.deepEqual(parseDefaultConfig({ title: 'A' }), { ok: true, config: { title: 'A' } });
    assert.deepEqual(parseDefaultConfig(undefined), { ok: true, config: {} });
    assert.equal(parseDefaultConfig('{title').ok, false);
    assert.deepEqual(parseDefaultConfig('[1]'), { ok: false, reason: 'not-object', detail: 'array' });
    const bad = newWidget('x', markdown('{oops'), CTX);
    assert.equal(bad.ok, false);
    assert.equal((bad as { reason: string }).reason, 'not-json');
  });

  it('builds the widget from the type: aliases, isSystemType, descriptor type, default config with no datasources for a type that takes data', () => {
    const w = added();
    assert.deepEqual({ ...w, config: undefined }, { id: 'new1', bundleAlias: 'cards', typeAlias: 'markdown_card', isSystemType: true, type: 'latest', config: undefined });
    assert.deepEqual(w.config, { title: 'New card', datasources: [], settings: { markdownTextPattern: '# Hi' }, vendorKey: 1 });
    const stat = added({ ...markdown(), descriptor: { type: 'static', defaultConfig: '{"datasources":[{"type":"function","dataKeys":[]}]}' } });
    assert.equal(stat.type, 'static');
    assert.equal(stat.config.datasources.length, 1, 'a static type keeps the datasources of its default config');
  });

  it('adds the widget to the widgets and at the first free spot of the layout, leaving the rest as it was', () => {
    const start = config();
    const next = addWidget(start, MAIN, added(), { sizeX: 8, sizeY: 5 });
    assert.deepEqual(next.states.default!.layouts.main.widgets.new1, { col: 12, row: 4, sizeX: 8, sizeY: 5 });
    assert.equal(next.widgets.new1!.typeAlias, 'markdown_card');
    assert.equal(next.widgets.table, start.widgets.table);
    assert.equal(addWidget(next, MAIN, added(), { sizeX: 8, sizeY: 5 }), next, 'an id already used adds nothing');
    assert.equal(addWidget(start, { stateId: 'nope', layoutId: 'main' }, added(), { sizeX: 1, sizeY: 1 }), start);
  });

  it('compares JSON values deeply whatever the key order', () => {
    assert.equal(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }), true);
    assert.equal(jsonEqual({ a: 1 }, { a: 1, b: 2 }), false);
    assert.equal(jsonEqual([1, 2], [2, 1]), false);
    assert.equal(jsonEqual({ a: undefined }, {}), true);
  });
});

describe('dashboard edit: saving added widgets and changed configs', () => {
  it('writes the new widget object and its layout entry into widgets kept by id', () => {
    const start = config();
    const edited = addWidget(start, MAIN, added(), { sizeX: 8, sizeY: 5 });
    const edits = dashboardEdits(start, edited);
    assert.deepEqual(edits.map((e) => e.kind), ['add', 'placement']);
    const json = editedDashboardJson(loaded(), edits, edited) as ReturnType<typeof loaded> & { configuration: { widgets: Record<string, unknown> } };
    const expected = loaded() as typeof json;
    expected.configuration.widgets.new1 = { id: 'new1', bundleAlias: 'cards', typeAlias: 'markdown_card', isSystemType: true, type: 'latest', config: edited.widgets.new1!.config };
    (expected.configuration.states.default.layouts.main.widgets as Record<string, unknown>).new1 = { sizeX: 8, sizeY: 5, row: 4, col: 12 };
    assert.deepEqual(json, expected);
    assert.equal(isDirty(start, edited), true);
  });

  it('appends the new widget to a legacy array of widgets', () => {
    const legacy = { title: 'Old', configuration: { widgets: [{ ...widget('w1', 'One'), row: 0, col: 0, sizeX: 6, sizeY: 4 }] } };
    const start = normaliseDashboard(legacy, { now: 0 }).dashboard.configuration;
    const edited = addWidget(start, MAIN, added(), { sizeX: 8, sizeY: 5 });
    const json = editedDashboardJson(legacy, dashboardEdits(start, edited), edited) as { configuration: { widgets: Array<{ id: string }>; states: Record<string, { layouts: { main: { widgets: Record<string, unknown> } } }> } };
    assert.deepEqual(json.configuration.widgets.map((w) => w.id), ['w1', 'new1']);
    assert.deepEqual(json.configuration.states.default!.layouts.main.widgets.new1, { col: 6, row: 0, sizeX: 8, sizeY: 5 });
    assert.equal(legacy.configuration.widgets.length, 1, 'the loaded JSON is not changed');
  });

  it('writes every changed top-level config key (deeply compared), removes dropped ones and keeps unknown raw keys as loaded', () => {
    const start = config();
    const before = start.widgets.value!.config;
    const next = { ...before, settings: { labelPosition: 'left' }, datasources: [{ type: 'entity' as const, entityAliasId: 'a1', dataKeys: [{ name: 'temperature', type: 'timeseries' as const }] }], useDashboardTimewindow: false };
    delete (next as Record<string, unknown>).title;
    const edited = setWidgetConfig(start, 'value', next);
    assert.deepEqual(dashboardEdits(start, edited), [{ kind: 'widget', widgetId: 'value', fields: { settings: next.settings, datasources: next.datasources, useDashboardTimewindow: false }, removed: ['title'] }]);
    const json = editedDashboardJson(loaded(), dashboardEdits(start, edited), edited) as ReturnType<typeof loaded>;
    assert.deepEqual(json.configuration.widgets.value.config, { futureKey: 'x', settings: { labelPosition: 'left' }, datasources: next.datasources, useDashboardTimewindow: false });
    assert.deepEqual(json.configuration.widgets.table, loaded().configuration.widgets.table);
    const same = setWidgetConfig(start, 'value', { ...before, settings: { labelPosition: 'top' } });
    assert.deepEqual(dashboardEdits(start, same), [], 'an equal config in a new object changes nothing');
    assert.equal(setWidgetConfig(start, 'value', before), start);
  });

  it('adds as one undo step: the added widget is selected by the caller, and undo removes it and its selection', () => {
    const editor = createDashboardEditor(config(), loaded());
    editor.apply((c) => addWidget(c, MAIN, added(), { sizeX: 8, sizeY: 5 }));
    editor.select('new1');
    assert.equal(editor.$dirty.get(), true);
    editor.undo();
    assert.equal(editor.$config.get().widgets.new1, undefined);
    assert.equal(editor.$state.get().selectedId, null);
    assert.equal(editor.$dirty.get(), false);
    editor.redo();
    const json = editor.json() as { configuration: { widgets: Record<string, { typeAlias: string }> } };
    assert.equal(json.configuration.widgets.new1!.typeAlias, 'markdown_card');
  });
});

describe('dashboard edit: the side panel tabs', () => {
  const tabs = ['general', 'data', 'settings'] as const;
  it('moves with the arrow pointing to the inline end to the next tab, wrapping, mirrored right to left; Home and End go to the ends', () => {
    assert.equal(tabAfterKey(tabs, 'general', 'ArrowRight', false), 'data');
    assert.equal(tabAfterKey(tabs, 'settings', 'ArrowRight', false), 'general');
    assert.equal(tabAfterKey(tabs, 'general', 'ArrowLeft', false), 'settings');
    assert.equal(tabAfterKey(tabs, 'general', 'ArrowLeft', true), 'data');
    assert.equal(tabAfterKey(tabs, 'data', 'End', false), 'settings');
    assert.equal(tabAfterKey(tabs, 'data', 'Home', true), 'general');
    assert.equal(tabAfterKey(tabs, 'data', 'Enter', false), null);
    assert.deepEqual(PANEL_TABS, ['general', 'data', 'timewindow', 'actions', 'settings']);
  });
});

describe('dashboard edit: what the view needs redrawn', () => {
  it('keys the states by which layouts hold widgets, so adding to an empty state or deleting the last widget changes it and a move does not', () => {
    const start = config();
    assert.equal(layoutShape(start.states), 'default:m');
    const empty = { default: { ...start.states.default!, layouts: { main: { ...start.states.default!.layouts.main, widgets: {} } } } };
    assert.equal(layoutShape(empty), 'default:');
    const right = { ...empty, other: { name: 'Other', root: false, layouts: { main: empty.default.layouts.main, right: start.states.default!.layouts.main } } };
    assert.equal(layoutShape(right), 'default:|other:r');
  });
});
