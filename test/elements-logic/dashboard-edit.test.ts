import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyGridItems, clampBox, deleteWidget, fromGridItem, gridColumns, keyStep, MIN_WIDGET_CELLS, mobileOptionsOf, moveWidget, parseOptionalCount,
  placeWidget, resizeWidget, setMobileOptions, setWidgetTitle, toGridItems, type LayoutRef,
} from '../../elements/dashboard/edit/layout-edit.logic.js';
import { canRedo, canUndo, HISTORY_LIMIT, record, redo, startHistory, undo } from '../../elements/dashboard/edit/history.logic.js';
import { normaliseDashboard } from '../../elements/dashboard/model/normalise.logic.js';
import type { DashboardConfiguration } from '../../elements/dashboard/model/dashboard.types.js';

const MAIN: LayoutRef = { stateId: 'default', layoutId: 'main' };
const at = (row: number, col: number, sizeX: number, sizeY: number) => ({ row, col, sizeX, sizeY });
const widget = (id: string, title: string) => ({ id, bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', config: { title, datasources: [] } });

/** A dashboard JSON as the server stores it: two widgets side by side in the root state, one of them also in a second state. */
function loadedJson(columns?: number) {
  return {
    id: { entityType: 'DASHBOARD', id: 'd1' },
    title: 'Plant',
    image: null,
    mobileHide: false,
    configuration: {
      description: 'kept as loaded',
      widgets: { table: widget('table', 'Devices'), value: widget('value', 'Temperature') },
      states: {
        default: {
          name: 'Plant', root: true, pinned: 'unknown field',
          layouts: { main: { widgets: { table: { ...at(0, 0, 12, 6), extra: 1 }, value: at(0, 12, 6, 4) }, gridSettings: columns ? { columns, margin: 10, backgroundColor: '#eeeeee' } : { margin: 10 } } },
        },
        detail: { name: 'Detail', root: false, layouts: { main: { widgets: { value: at(0, 0, 8, 4) }, gridSettings: { columns: 24, margin: 10 } } } },
      },
      entityAliases: {},
      settings: { stateControllerId: 'entity', futureSetting: { nested: [1, 2] } },
    },
  };
}

const configOf = (json: unknown): DashboardConfiguration => normaliseDashboard(json, { now: 0 }).dashboard.configuration;
const place = (config: DashboardConfiguration, id: string, ref = MAIN) => {
  const p = config.states[ref.stateId]!.layouts[ref.layoutId]!.widgets[id]!;
  return at(p.row, p.col, p.sizeX, p.sizeY);
};

describe('dashboard edit: layout rules', () => {
  it('takes the grid columns from gridSettings.columns, 24 by default (protocol §7.1)', () => {
    assert.equal(gridColumns(configOf(loadedJson(12)).states.default!.layouts.main), 12);
    assert.equal(gridColumns(configOf(loadedJson()).states.default!.layouts.main), 24);
  });

  it('clamps a box to the grid: at least one cell, no wider than the columns, inside them, row 0 or below', () => {
    assert.equal(MIN_WIDGET_CELLS, 1);
    assert.deepEqual(clampBox(at(-2, -3, 0, 0), 24), at(0, 0, 1, 1));
    assert.deepEqual(clampBox(at(3, 20, 8, 4), 24), at(3, 16, 8, 4));
    assert.deepEqual(clampBox(at(0, 0, 30, 4), 24), at(0, 0, 24, 4));
  });

  it('moves a widget a cell at a time and stops at the edges of the grid', () => {
    const config = configOf(loadedJson());
    const moved = moveWidget(config, MAIN, 'value', 1, 2);
    assert.deepEqual(place(moved, 'value'), at(2, 13, 6, 4));
    assert.deepEqual(place(moveWidget(config, MAIN, 'value', 100, -5), 'value'), at(0, 18, 6, 4));
    assert.equal(moveWidget(config, MAIN, 'table', -1, 0), config, 'a widget at column 0 does not move left');
    assert.equal(moved.states.detail, config.states.detail, 'other states keep their objects');
    assert.equal(moved.widgets, config.widgets);
  });

  it('pushes the widgets a moved widget lands on to just below it', () => {
    const config = configOf(loadedJson());
    const moved = moveWidget(config, MAIN, 'value', -4, 0);
    assert.deepEqual(place(moved, 'value'), at(0, 8, 6, 4));
    assert.deepEqual(place(moved, 'table'), at(4, 0, 12, 6));
  });

  it('places a widget at a box clamped to the grid, and returns the same configuration when nothing moves', () => {
    const config = configOf(loadedJson());
    const placed = placeWidget(config, MAIN, 'value', at(-1, 30, 6, 4));
    assert.deepEqual(place(placed, 'value'), at(0, 18, 6, 4));
    assert.equal(placeWidget(config, MAIN, 'value', at(0, 12, 6, 4)), config);
    assert.equal(placeWidget(config, MAIN, 'missing', at(0, 0, 1, 1)), config);
  });

  it('resizes from the top start corner: never below one cell, never past the last column', () => {
    const config = configOf(loadedJson());
    assert.deepEqual(place(resizeWidget(config, MAIN, 'value', 2, 1), 'value'), at(0, 12, 8, 5));
    assert.deepEqual(place(resizeWidget(config, MAIN, 'value', 50, -10), 'value'), at(0, 12, 12, 1));
    const widened = resizeWidget(config, MAIN, 'table', 1, 0);
    assert.deepEqual(place(widened, 'table'), at(0, 0, 13, 6));
    assert.deepEqual(place(widened, 'value'), at(6, 12, 6, 4), 'the widened table pushes the value below it');
  });

  it('maps arrow keys to steps: arrows move, Shift with arrows resizes from the end and bottom, mirrored in right-to-left pages', () => {
    assert.deepEqual(keyStep('ArrowRight', false, false), { kind: 'move', dCol: 1, dRow: 0 });
    assert.deepEqual(keyStep('ArrowLeft', false, false), { kind: 'move', dCol: -1, dRow: 0 });
    assert.deepEqual(keyStep('ArrowDown', false, false), { kind: 'move', dCol: 0, dRow: 1 });
    assert.deepEqual(keyStep('ArrowUp', false, true), { kind: 'move', dCol: 0, dRow: -1 });
    assert.deepEqual(keyStep('ArrowLeft', false, true), { kind: 'move', dCol: 1, dRow: 0 });
    assert.deepEqual(keyStep('ArrowRight', true, false), { kind: 'resize', dX: 1, dY: 0 });
    assert.deepEqual(keyStep('ArrowUp', true, false), { kind: 'resize', dX: 0, dY: -1 });
    assert.deepEqual(keyStep('ArrowRight', true, true), { kind: 'resize', dX: -1, dY: 0 });
    assert.equal(keyStep('Enter', false, false), null);
  });

  it('turns layouts into react-grid-layout items and back, mirrored in right-to-left pages', () => {
    const layout = configOf(loadedJson()).states.default!.layouts.main;
    assert.deepEqual(toGridItems(layout, false), [{ i: 'table', x: 0, y: 0, w: 12, h: 6 }, { i: 'value', x: 12, y: 0, w: 6, h: 4 }]);
    assert.deepEqual(toGridItems(layout, true), [{ i: 'table', x: 12, y: 0, w: 12, h: 6 }, { i: 'value', x: 6, y: 0, w: 6, h: 4 }]);
    assert.deepEqual(fromGridItem({ x: 6, y: 0, w: 6, h: 4 }, 24, true), at(0, 12, 6, 4));
  });

  it('takes the boxes a drag ended with, clamped, and keeps unchanged entries as they were', () => {
    const config = configOf(loadedJson());
    const next = applyGridItems(config, MAIN, [{ i: 'table', x: 0, y: 0, w: 12, h: 6 }, { i: 'value', x: 20, y: 3, w: 6, h: 4 }], false);
    assert.deepEqual(place(next, 'value'), at(3, 18, 6, 4));
    assert.equal(next.states.default!.layouts.main.widgets.table, config.states.default!.layouts.main.widgets.table);
    assert.equal(applyGridItems(config, MAIN, toGridItems(config.states.default!.layouts.main, false), false), config);
  });

  it('deletes a widget from the widgets and from every state', () => {
    const config = configOf(loadedJson());
    const next = deleteWidget(config, 'value');
    assert.deepEqual(Object.keys(next.widgets), ['table']);
    assert.deepEqual(Object.keys(next.states.default!.layouts.main.widgets), ['table']);
    assert.deepEqual(Object.keys(next.states.detail!.layouts.main.widgets), []);
    assert.equal(deleteWidget(next, 'value'), next);
  });

  it('sets a title as typed and phone options in the config and every layout entry of the widget', () => {
    const config = configOf(loadedJson());
    assert.equal(setWidgetTitle(config, 'value', '<b>Heat</b>').widgets.value!.config.title, '<b>Heat</b>');
    assert.equal(setWidgetTitle(config, 'value', 'Temperature'), config);
    assert.deepEqual(mobileOptionsOf(config, 'value'), { mobileOrder: null, mobileHeight: null, mobileHide: false });
    const next = setMobileOptions(config, 'value', { mobileOrder: 0, mobileHeight: 3, mobileHide: true });
    assert.deepEqual(mobileOptionsOf(next, 'value'), { mobileOrder: 0, mobileHeight: 3, mobileHide: true });
    assert.equal(next.widgets.value!.config.mobileHeight, 3);
    assert.equal(next.states.detail!.layouts.main.widgets.value!.mobileOrder, 0);
  });

  it('reads a typed phone order or height: empty is automatic, whole numbers from the minimum are kept', () => {
    assert.equal(parseOptionalCount('  ', 0), null);
    assert.equal(parseOptionalCount('0', 0), 0);
    assert.equal(parseOptionalCount('3', 1), 3);
    assert.equal(parseOptionalCount('0', 1), 'invalid');
    assert.equal(parseOptionalCount('1.5', 1), 'invalid');
    assert.equal(parseOptionalCount('two', 0), 'invalid');
  });
});

describe('dashboard edit: undo stack', () => {
  it('undoes and redoes steps, drops the redo steps on a new edit, and records nothing for the same value', () => {
    let h = startHistory('a');
    assert.equal(canUndo(h), false);
    h = record(record(h, 'b'), 'c');
    assert.equal(record(h, 'c'), h);
    h = undo(h);
    assert.equal(h.present, 'b');
    assert.equal(canRedo(h), true);
    assert.equal(redo(h).present, 'c');
    h = record(undo(h), 'd');
    assert.deepEqual([h.past, h.present, h.future], [['a'], 'd', []]);
    assert.equal(undo(startHistory('a')).present, 'a');
    assert.equal(redo(h), h);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    assert.equal(HISTORY_LIMIT, 100);
    let h = startHistory(0);
    for (let i = 1; i <= 150; i++) h = record(h, i);
    assert.equal(h.past.length, 100);
    assert.equal(h.past[0], 50);
  });
});
