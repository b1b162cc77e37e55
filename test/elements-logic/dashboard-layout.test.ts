import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  cellSize, DEFAULT_GRID_COLUMNS, DEFAULT_GRID_MARGIN, DEFAULT_MOBILE_ROW_HEIGHT, defaultGridSettings, gridItems, isMobileWidth,
  layoutRows, MOBILE_LAYOUT_MAX_WIDTH, mobileItems, mobileRowHeight, normaliseGridSettings,
} from '../../elements/dashboard/model/layout.logic.js';
import { Problems } from '../../elements/dashboard/model/problems.js';
import type { DashboardLayout, Widget } from '../../elements/dashboard/model/dashboard.types.js';

const widget = (id: string, config: Widget['config'] = { datasources: [] }): Widget => ({ id, bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', config });
const layout: DashboardLayout = {
  widgets: {
    chart: { sizeX: 12, sizeY: 6, row: 1, col: 12 },
    table: { sizeX: 12, sizeY: 6, row: 1, col: 0 },
    alarms: { sizeX: 24, sizeY: 4, row: 7, col: 0, mobileOrder: 0, mobileHeight: 9 },
    notes: { sizeX: 6, sizeY: 2, row: 11, col: 0, mobileHide: true },
  },
  gridSettings: { columns: 24, margin: 10 },
};
const widgets = Object.fromEntries(['chart', 'table', 'alarms', 'notes'].map((id) => [id, widget(id)]));

describe('dashboard layout', () => {
  it('gives a new layout 24 columns, 10 px margins and a #eeeeee background; phones get 70 px rows', () => {
    assert.equal(DEFAULT_GRID_COLUMNS, 24);
    assert.equal(DEFAULT_GRID_MARGIN, 10);
    assert.equal(DEFAULT_MOBILE_ROW_HEIGHT, 70);
    assert.deepEqual(defaultGridSettings(), { backgroundColor: '#eeeeee', columns: 24, margin: 10, backgroundSizeMode: '100%' });
    assert.equal(mobileRowHeight(layout), 70);
    assert.equal(mobileRowHeight({ ...layout, gridSettings: { ...layout.gridSettings, mobileRowHeight: 50 } }), 50);
  });

  it('reports bad grid settings by path and uses the defaults', () => {
    const problems = new Problems();
    assert.deepEqual(normaliseGridSettings({ columns: 0, margin: -1, mobileRowHeight: 'tall' }, 'g', problems), { columns: 24, margin: 10, mobileRowHeight: 70 });
    assert.deepEqual(problems.list.map((p) => p.path), ['g.columns', 'g.margin', 'g.mobileRowHeight']);
  });

  it('lists widgets top to bottom, then left to right, and counts the rows', () => {
    assert.deepEqual(gridItems(layout).map((i) => i.id), ['table', 'chart', 'alarms', 'notes']);
    assert.deepEqual(gridItems(layout)[1], { id: 'chart', x: 12, y: 1, w: 12, h: 6 });
    assert.equal(layoutRows(layout), 13);
  });

  it('shares the width among columns after the margins; rows are square or share the height', () => {
    assert.deepEqual(cellSize(layout, 1450), { width: 50, height: 50 });
    assert.deepEqual(cellSize(layout, 1450, 1310), { width: 50, height: 90 });
  });

  it('switches to one column below 960 px', () => {
    assert.equal(MOBILE_LAYOUT_MAX_WIDTH, 960);
    assert.equal(isMobileWidth(959), true);
    assert.equal(isMobileWidth(960), false);
  });

  it('orders phone widgets by mobile order, else row, then column, leaves out hidden ones and sizes them', () => {
    assert.deepEqual(mobileItems(layout, widgets), [
      { id: 'alarms', rows: 9 },
      { id: 'table', rows: 6 },
      { id: 'chart', rows: 6 },
    ]);
  });

  it('takes mobile height, order and hiding from the widget config when the placement has none', () => {
    const configured = {
      ...widgets,
      chart: widget('chart', { datasources: [], mobileOrder: 1, mobileHeight: 3 }),
      table: widget('table', { datasources: [], mobileHide: true }),
    };
    assert.deepEqual(mobileItems(layout, configured), [{ id: 'alarms', rows: 9 }, { id: 'chart', rows: 3 }]);
  });

  it('scales heights of grids with other column counts to 24 columns', () => {
    const eight: DashboardLayout = { widgets: { a: { sizeX: 4, sizeY: 2, row: 0, col: 0 } }, gridSettings: { columns: 8, margin: 5 } };
    assert.deepEqual(mobileItems(eight, { a: widget('a') }), [{ id: 'a', rows: 6 }]);
  });
});
