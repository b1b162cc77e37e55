import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normaliseDashboard } from '../../elements/dashboard/model/normalise.logic.js';
import { runWidgetAction } from '../../elements/dashboard/view/widget-action.logic.js';
import { encodeStateParam } from '../../elements/dashboard/model/states.logic.js';
import { actionDetail, openDashboardState, relayDashboard, relayedAction } from '../../elements/dashboard/embed/relay-actions.logic.js';
import { failureOfStatus } from '../../elements/dashboard/embed/load-dashboard.js';

const DEVICE = { entityType: 'DEVICE', id: '5f0b2a10-1d1c-11ee-9c6a-4b4c4f2a0001', name: 'Thermostat T1', label: 'Office' };

const dashboard = normaliseDashboard({
  title: 'Embed',
  configuration: {
    widgets: {
      table: {
        id: 'table', bundleAlias: 'cards', typeAlias: 'entities_table', type: 'latest',
        config: {
          datasources: [],
          actions: {
            rowClick: [
              { id: 'open', name: 'Open', type: 'openDashboardState', targetDashboardStateId: 'details', setEntityId: true },
              { id: 'call', name: 'Call', type: 'mobileAction', mobileAction: { type: 'makePhoneCall' } },
              { id: 'other', name: 'Other', type: 'openDashboard', targetDashboardId: 'b3f0', targetDashboardStateId: 'room', setEntityId: true },
            ],
            headerButton: [
              { id: 'js', name: 'Run', type: 'custom', customFunction: 'return 1;' },
              { id: 'form', name: 'Form', type: 'customPretty', customHtml: '<p>Hi</p>', customFunction: 'return 2;' },
            ],
          },
        },
      },
    },
    states: {
      default: { name: 'Home', root: true, layouts: { main: { widgets: { table: { row: 0, col: 0, sizeX: 12, sizeY: 6 } } } } },
      details: { name: 'Details', root: false, layouts: { main: { widgets: {} } } },
    },
    settings: { stateControllerId: 'entity' },
  },
}).dashboard;

/** What the view does with a request on the relayed dashboard, read back as the element's event detail. */
function fire(sourceId: string, actionId: string) {
  const shown = relayDashboard(dashboard);
  const stack = [{ id: 'default', params: {} }];
  const outcome = runWidgetAction(shown.configuration.widgets.table!, { sourceId, actionId, entity: DEVICE }, stack, shown.configuration);
  return { outcome, detail: outcome.kind === 'dashboard' ? relayedAction(dashboard, outcome.dashboardId, encodeStateParam(outcome.stack ?? [], { states: {} })) : null };
}

test('state actions stay with the view: opening a state pushes it with the row entity', () => {
  const { outcome, detail } = fire('rowClick', 'open');
  assert.equal(outcome.kind, 'state');
  assert.equal(detail, null);
});

test('a mobile action reaches the page with its configuration and the entity of the clicked row', () => {
  const { detail } = fire('rowClick', 'call');
  assert.deepEqual(detail, {
    widgetId: 'table', sourceId: 'rowClick',
    action: { id: 'call', name: 'Call', type: 'mobileAction', mobileAction: { type: 'makePhoneCall' } },
    entity: DEVICE,
  });
});

test('custom and custom-pretty actions stay with the view, which runs them in the sandbox; the page hears them unchanged', () => {
  for (const [actionId, pretty] of [['js', false], ['form', true]] as const) {
    const { outcome, detail } = fire('headerButton', actionId);
    assert.equal(outcome.kind, 'custom');
    assert.equal(outcome.kind === 'custom' && outcome.pretty, pretty);
    assert.equal(detail, null);
  }
  const heard = actionDetail(dashboard.configuration.widgets.table!, { sourceId: 'headerButton', actionId: 'js', entity: DEVICE });
  assert.deepEqual(heard, { widgetId: 'table', sourceId: 'headerButton', action: { id: 'js', name: 'Run', type: 'custom', customFunction: 'return 1;' }, entity: DEVICE });
  assert.equal(actionDetail(dashboard.configuration.widgets.table!, { sourceId: 'headerButton', actionId: 'gone' }), null);
});

test('opening another dashboard names it and the state to open it at, with the entity', () => {
  const { detail } = fire('rowClick', 'other');
  assert.equal(detail?.dashboardId, 'b3f0');
  const state = JSON.parse(atob(detail!.state!));
  assert.deepEqual(state, [{ id: 'room', params: { entityId: { entityType: 'DEVICE', id: DEVICE.id }, entityName: 'Thermostat T1', entityLabel: 'Office' } }]);
  assert.equal(openDashboardState({ id: 'x', name: 'x', type: 'openDashboard' }, undefined), null);
});

test('an opened dashboard that is no relay is not reported as an action', () => {
  assert.equal(relayedAction(dashboard, 'b3f0', null), null);
});

test('load failures name the reason: 404 missing, 403 not assigned, 401 signed out, else the server text', () => {
  assert.equal(failureOfStatus(404, 'x').key, 'dashboard:page.not-found-text');
  assert.equal(failureOfStatus(403, 'x').key, 'dashboard:page.forbidden-text');
  assert.equal(failureOfStatus(401, 'x').key, 'dashboard:embed.signed-out');
  assert.deepEqual(failureOfStatus(500, 'Boom'), { key: 'dashboard:embed.load-failed', values: { message: 'Boom' }, message: 'Boom' });
});
