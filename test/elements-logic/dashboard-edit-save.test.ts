import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dashboardEdits, editedDashboardJson, isDirty } from '../../elements/dashboard/edit/save-json.logic.js';
import { createDashboardEditor } from '../../elements/dashboard/edit/editor.store.js';
import { deleteWidget, moveWidget, setMobileOptions, setWidgetTitle, type LayoutRef } from '../../elements/dashboard/edit/layout-edit.logic.js';
import { normaliseDashboard } from '../../elements/dashboard/model/normalise.logic.js';

const MAIN: LayoutRef = { stateId: 'default', layoutId: 'main' };
const at = (row: number, col: number, sizeX: number, sizeY: number) => ({ row, col, sizeX, sizeY });
const widget = (id: string, title: string) => ({ id, bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', sizeX: 5, config: { title, datasources: [], futureKey: 'x' } });

/** The dashboard JSON as loaded, with fields tbkit does not read at every level. */
function loaded() {
  return {
    id: { entityType: 'DASHBOARD', id: 'd1' },
    title: 'Plant',
    assignedCustomers: [{ customerId: { entityType: 'CUSTOMER', id: 'c1' }, title: 'A', public: false }],
    configuration: {
      description: 'kept',
      widgets: { table: widget('table', 'Devices'), value: widget('value', 'Temperature') },
      states: {
        default: { name: 'Plant', root: true, extra: true, layouts: { main: { widgets: { table: { ...at(0, 0, 12, 6), mobileHeight: null, custom: 1 }, value: at(0, 12, 6, 4) }, gridSettings: { margins: [10, 10], color: 'x' } } } },
        detail: { name: 'Detail', root: false, layouts: { main: { widgets: { value: at(0, 0, 8, 4) }, gridSettings: { columns: 24, margin: 10 } } } },
      },
      timewindow: { selectedTab: 0, realtime: { timewindowMs: 60000 }, somethingNew: 1 },
      settings: { stateControllerId: 'entity', futureSetting: { nested: [1, 2] } },
    },
  };
}

const config = () => normaliseDashboard(loaded(), { now: 0 }).dashboard.configuration;

describe('dashboard edit: the saved JSON', () => {
  it('finds nothing changed in an untouched configuration, nor after moving a widget and back', () => {
    const start = config();
    assert.deepEqual(dashboardEdits(start, start), []);
    assert.equal(isDirty(start, start), false);
    const there = moveWidget(start, MAIN, 'value', 1, 0);
    assert.equal(isDirty(start, there), true);
    assert.equal(isDirty(start, moveWidget(there, MAIN, 'value', -1, 0)), false);
  });

  it('saves the JSON exactly as loaded when nothing changed', () => {
    const start = config();
    assert.deepEqual(editedDashboardJson(loaded(), dashboardEdits(start, start), start), loaded());
  });

  it('writes a moved widget into states.<state>.layouts.main.widgets[id] as sizeX, sizeY, row and col, every other field as loaded', () => {
    const start = config();
    const edited = moveWidget(start, MAIN, 'value', -4, 1);
    const edits = dashboardEdits(start, edited);
    assert.deepEqual(edits, [
      { kind: 'placement', stateId: 'default', layoutId: 'main', widgetId: 'table', fields: { row: 5 } },
      { kind: 'placement', stateId: 'default', layoutId: 'main', widgetId: 'value', fields: { row: 1, col: 8 } },
    ]);
    const json = editedDashboardJson(loaded(), edits, edited);
    const expected = loaded();
    expected.configuration.states.default.layouts.main.widgets.value = at(1, 8, 6, 4);
    expected.configuration.states.default.layouts.main.widgets.table.row = 5;
    assert.deepEqual(json, expected);
  });

  it('removes a deleted widget from the widgets and every state, and writes titles and phone options into the widget config and layout entries', () => {
    const start = config();
    let edited = deleteWidget(start, 'table');
    edited = setWidgetTitle(edited, 'value', 'Heat <i>now</i>');
    edited = setMobileOptions(edited, 'value', { mobileOrder: 1, mobileHeight: null, mobileHide: true });
    const json = editedDashboardJson(loaded(), dashboardEdits(start, edited), edited);
    const expected = loaded();
    delete (expected.configuration.widgets as Record<string, unknown>).table;
    delete (expected.configuration.states.default.layouts.main.widgets as Record<string, unknown>).table;
    Object.assign(expected.configuration.widgets.value.config, { title: 'Heat <i>now</i>', mobileOrder: 1, mobileHide: true });
    Object.assign(expected.configuration.states.default.layouts.main.widgets.value, { mobileOrder: 1, mobileHide: true });
    Object.assign(expected.configuration.states.detail.layouts.main.widgets.value, { mobileOrder: 1, mobileHide: true });
    assert.deepEqual(json, expected);
  });

  it('keeps a legacy array of widgets an array, and gives an export without states the states it was shown with', () => {
    const legacy = { title: 'Old', configuration: { widgets: [{ ...widget('w1', 'One'), row: 0, col: 0, sizeX: 6, sizeY: 4 }, { ...widget('w2', 'Two'), row: 0, col: 6, sizeX: 6, sizeY: 4 }] } };
    const start = normaliseDashboard(legacy, { now: 0 }).dashboard.configuration;
    const edited = deleteWidget(moveWidget(start, MAIN, 'w1', 0, 2), 'w2');
    const json = editedDashboardJson(legacy, dashboardEdits(start, edited), edited) as { configuration: { widgets: Array<{ id: string }>; states: Record<string, { layouts: { main: { widgets: Record<string, unknown> } } }> } };
    assert.deepEqual(json.configuration.widgets.map((w) => w.id), ['w1']);
    assert.deepEqual(json.configuration.states.default!.layouts.main.widgets, { w1: { ...at(2, 0, 6, 4) } });
    assert.equal(legacy.configuration.widgets.length, 2, 'the loaded JSON is not changed');
  });
});

describe('dashboard edit: the editor store', () => {
  it('records each edit as an undo step, follows dirtiness, forgets the selection of a deleted widget, and builds the JSON to save', () => {
    const editor = createDashboardEditor(config(), loaded());
    assert.equal(editor.$dirty.get(), false);
    editor.select('value');
    editor.apply((c) => moveWidget(c, MAIN, 'value', 0, 1));
    assert.equal(editor.$dirty.get(), true);
    assert.equal(editor.$canUndo.get(), true);
    editor.apply((c) => deleteWidget(c, 'value'));
    assert.equal(editor.$state.get().selectedId, null);
    editor.undo();
    editor.undo();
    assert.equal(editor.$dirty.get(), false);
    assert.equal(editor.$canRedo.get(), true);
    editor.redo();
    const json = editor.json() as ReturnType<typeof loaded>;
    assert.deepEqual(json.configuration.states.default.layouts.main.widgets.value, at(1, 12, 6, 4));
    assert.equal(json.assignedCustomers[0]!.title, 'A');
  });
});
