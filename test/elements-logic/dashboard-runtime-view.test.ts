import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { normaliseDashboard } from '../../elements/dashboard/model/normalise.logic.js';
import { decodeStateParam, encodeStateParam } from '../../elements/dashboard/model/states.logic.js';
import { desktopLayout, mobileLayout } from '../../elements/dashboard/view/grid.logic.js';
import { findAction, runWidgetAction, zoomedTimewindow } from '../../elements/dashboard/view/widget-action.logic.js';

const NOW = Date.UTC(2026, 10, 24, 12, 0);
const T1 = { entityType: 'DEVICE', id: 'device-t1', name: 'Thermostat T1', label: '' };

function demo(stateControllerId = 'entity') {
  const { dashboard } = normaliseDashboard({
    title: 'Thermostats',
    configuration: {
      widgets: {
        table: {
          id: 'table', bundleAlias: 'cards', typeAlias: 'entities_table', type: 'latest',
          config: {
            datasources: [],
            mobileOrder: 5,
            actions: {
              rowClick: [{ id: 'open', name: 'Open', type: 'openDashboardState', targetDashboardStateId: 'thermostat', setEntityId: true }],
              headerButton: [
                { id: 'update', name: 'Update', type: 'updateDashboardState', targetDashboardStateId: 'thermostat', setEntityId: true, stateEntityParamName: 'heater' },
                { id: 'other', name: 'Other', type: 'openDashboard', targetDashboardId: 'dash-2', targetDashboardStateId: 'default', setEntityId: true },
                { id: 'custom', name: 'Custom', type: 'custom' },
                { id: 'run', name: 'Reboot', type: 'custom', customFunction: 'widgetContext.showSuccessToast(entityName);' },
                { id: 'pretty', name: 'Details', type: 'customPretty', customFunction: '', customHtml: '<p>{{name}}</p>', customCss: 'p { margin: 0; }' },
                { id: 'mobile', name: 'Scan', type: 'mobileAction', mobileAction: { type: 'scanQrCode' } },
              ],
            },
          },
        },
        chart: { id: 'chart', bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries', config: { datasources: [], mobileOrder: 0 } },
        gauge: { id: 'gauge', bundleAlias: 'digital_gauges', typeAlias: 'digital_value', type: 'latest', config: { datasources: [], mobileHide: true } },
      },
      states: {
        default: {
          name: 'Thermostats', root: true,
          layouts: { main: { widgets: { table: { sizeX: 12, sizeY: 7, row: 0, col: 0 }, chart: { sizeX: 12, sizeY: 7, row: 0, col: 12 }, gauge: { sizeX: 6, sizeY: 5, row: 7, col: 0 } }, gridSettings: { columns: 24, margin: 10 } } },
        },
        thermostat: { name: '${entityName}', root: false, layouts: { main: { widgets: {}, gridSettings: { columns: 24, margin: 10 } } } },
      },
      settings: { stateControllerId },
    },
  }, { now: NOW });
  return dashboard;
}

describe('dashboard grid in px', () => {
  it('shares the width between 24 columns after a 10 px margin around each, with square cells', () => {
    const layout = demo().configuration.states.default!.layouts.main;
    const laid = desktopLayout(layout, 1210);
    const cell = (1210 - 10 * 25) / 24;
    assert.equal(cell, 40);
    assert.deepEqual(laid.boxes, [
      { id: 'table', start: 10, top: 10, width: 12 * 40 + 11 * 10, height: 7 * 40 + 6 * 10 },
      { id: 'chart', start: 10 + 12 * 50, top: 10, width: 590, height: 340 },
      { id: 'gauge', start: 10, top: 10 + 7 * 50, width: 6 * 40 + 5 * 10, height: 5 * 40 + 4 * 10 },
    ]);
    assert.equal(laid.height, 10 + 12 * 50);
  });

  it('stacks phone widgets in their phone order, 70 px a row, hidden ones left out', () => {
    const d = demo();
    const laid = mobileLayout(d.configuration.states.default!.layouts.main, d.configuration.widgets, 390);
    assert.deepEqual(laid.boxes, [
      { id: 'chart', start: 10, top: 10, width: 370, height: 7 * 70 },
      { id: 'table', start: 10, top: 10 + 490 + 10, width: 370, height: 7 * 70 },
    ]);
    assert.equal(laid.height, 10 + 490 + 10 + 490 + 10);
  });
});

describe('widget actions', () => {
  const widget = () => demo().configuration.widgets.table!;

  it('finds an action by id, else the first of its source', () => {
    assert.equal(findAction(widget(), { sourceId: 'headerButton', actionId: 'other' })?.id, 'other');
    assert.equal(findAction(widget(), { sourceId: 'rowClick' })?.id, 'open');
    assert.equal(findAction(widget(), { sourceId: 'nothing' }), undefined);
  });

  it('opens a state on top of the stack with the row entity (entity controller), and the address keeps the stack', () => {
    const d = demo();
    const root = decodeStateParam(null, d.configuration);
    const outcome = runWidgetAction(widget(), { sourceId: 'rowClick', entity: T1 }, root, d.configuration);
    assert.ok(outcome.kind === 'state');
    assert.deepEqual(outcome.stack, [
      { id: 'default', params: {} },
      { id: 'thermostat', params: { entityId: { entityType: 'DEVICE', id: 'device-t1' }, entityName: 'Thermostat T1' } },
    ]);
    const param = encodeStateParam(outcome.stack, d.configuration);
    assert.deepEqual(decodeStateParam(param, d.configuration), outcome.stack);
  });

  it('replaces the stack with the default controller, and updates the top state under a named param', () => {
    const d = demo('default');
    const opened = runWidgetAction(widget(), { sourceId: 'rowClick', entity: T1 }, decodeStateParam(null, d.configuration), d.configuration);
    assert.ok(opened.kind === 'state');
    assert.deepEqual(opened.stack.map((s) => s.id), ['thermostat']);
    const updated = runWidgetAction(widget(), { sourceId: 'headerButton', actionId: 'update', entity: T1 }, opened.stack, d.configuration);
    assert.ok(updated.kind === 'state');
    assert.deepEqual(updated.stack[0]?.params.heater, { entityId: { entityType: 'DEVICE', id: 'device-t1' }, entityName: 'Thermostat T1' });
    assert.equal(updated.stack[0]?.params.targetEntityParamName, 'heater');
  });

  it('names another dashboard and its state; an action it cannot run here has no outcome', () => {
    const d = demo();
    const outcome = runWidgetAction(widget(), { sourceId: 'headerButton', actionId: 'other', entity: T1 }, decodeStateParam(null, d.configuration), d.configuration);
    assert.ok(outcome.kind === 'dashboard');
    assert.equal(outcome.dashboardId, 'dash-2');
    assert.deepEqual(outcome.stack?.map((s) => s.id), ['default']);
    assert.deepEqual(runWidgetAction(widget(), { sourceId: 'headerButton', actionId: 'custom' }, [], d.configuration), { kind: 'none', reason: 'no-action' }, 'a custom action with neither function nor HTML');
    assert.deepEqual(runWidgetAction(widget(), { sourceId: 'headerButton', actionId: 'mobile' }, [], d.configuration), { kind: 'none', reason: 'unsupported', name: 'Scan', mobile: true });
    assert.deepEqual(runWidgetAction(widget(), { sourceId: 'rowClick2' }, [], d.configuration), { kind: 'none', reason: 'no-action' });
  });

  it('turns custom actions into a sandbox script called with the entity, pretty ones with their HTML and CSS', () => {
    const d = demo();
    const run = runWidgetAction(widget(), { sourceId: 'headerButton', actionId: 'run', entity: T1 }, [], d.configuration);
    assert.ok(run.kind === 'custom');
    assert.equal(run.pretty, false);
    assert.equal(run.name, 'Reboot');
    assert.equal(run.descriptor.templateHtml, '');
    assert.match(run.descriptor.controllerScript ?? '', /widgetContext\.showSuccessToast\(entityName\);/);
    assert.match(run.descriptor.controllerScript ?? '', /"Thermostat T1"/);
    const pretty = runWidgetAction(widget(), { sourceId: 'headerButton', actionId: 'pretty', entity: T1 }, [], d.configuration);
    assert.ok(pretty.kind === 'custom');
    assert.equal(pretty.pretty, true);
    assert.equal(pretty.descriptor.templateHtml, '<p>{{name}}</p>');
    assert.equal(pretty.descriptor.templateCss, 'p { margin: 0; }');
  });

  it('zooms the time window to a fixed history period, whichever way the range was dragged', () => {
    const tw = demo().configuration.timewindow;
    const zoomed = zoomedTimewindow(tw, { startTs: 5000, endTs: 1000 });
    assert.equal(zoomed.selectedTab, 1);
    assert.equal(zoomed.history.historyType, 1);
    assert.deepEqual(zoomed.history.fixedTimewindow, { startTimeMs: 1000, endTimeMs: 5000 });
    assert.equal(zoomed.aggregation.type, tw.aggregation.type);
  });
});
