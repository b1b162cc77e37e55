import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { normaliseDashboard } from '../../elements/dashboard/model/normalise.logic.js';
import { decodeStateParam } from '../../elements/dashboard/model/states.logic.js';
import type { Widget } from '../../elements/dashboard/model/dashboard.types.js';
import { createDashboardControls, widgetWithWindow } from '../../elements/dashboard/view/dashboard-controls.store.js';
import { cssLength, runWidgetAction, stateOverlay } from '../../elements/dashboard/view/widget-action.logic.js';
import {
  fullscreenEnabled, hasOwnTimewindow, headerActions, showsTimewindow, showsTitleLine, zoomTarget,
} from '../../elements/dashboard/view/widget-header.logic.js';

const NOW = Date.UTC(2026, 10, 24, 12, 0);
const OWN = { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: 3_600_000, interval: 60_000 }, aggregation: { type: 'AVG', limit: 200 } };

const { dashboard } = normaliseDashboard({
  title: 'Header',
  configuration: {
    widgets: {
      own: { id: 'own', bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries', config: { datasources: [], useDashboardTimewindow: false, timewindow: OWN } },
      quiet: { id: 'quiet', bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries', config: { datasources: [], useDashboardTimewindow: false, displayTimewindow: false, timewindow: OWN, showTitle: false } },
      shared: { id: 'shared', bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries', config: { datasources: [], enableFullscreen: false } },
      value: {
        id: 'value', bundleAlias: 'digital_gauges', typeAlias: 'digital_value', type: 'latest',
        config: {
          datasources: [], useDashboardTimewindow: false, showTitle: false,
          actions: { headerButton: [
            { id: 'details', name: 'Details', icon: 'more_horiz', type: 'openDashboardState', targetDashboardStateId: 'details', setEntityId: true, openInSeparateDialog: true, dialogTitle: 'Device details', dialogWidth: 60, dialogHeight: '70', dialogHideDashboardToolbar: false },
            { id: 'peek', name: 'Peek', type: 'updateDashboardState', targetDashboardStateId: 'details', openInPopover: true, popoverPreferredPlacement: 'bottomLeft', popoverHideOnClickOutside: false, popoverWidth: '30vw', popoverHeight: 'calc(1px);background:red' },
            { id: 'side', name: 'Side', type: 'openDashboardState', targetDashboardStateId: 'details', openRightLayout: true },
            { id: 'away', name: 'Away', type: 'openDashboard', targetDashboardId: 'dash-2', openNewBrowserTab: true },
            { id: 'nowhere', name: 'Nowhere', type: 'openDashboardState', targetDashboardStateId: 'missing', openInSeparateDialog: true },
          ] },
        },
      },
    },
    states: {
      default: { name: 'Home', root: true, layouts: { main: { widgets: {}, gridSettings: { columns: 24, margin: 10 } } } },
      details: { name: '${entityName} details', root: false, layouts: { main: { widgets: {}, gridSettings: { columns: 24, margin: 10 } } } },
    },
  },
}, { now: NOW });
const config = dashboard.configuration;
const widget = (id: string): Widget => config.widgets[id]!;
const root = decodeStateParam(null, config);
const T1 = { entityType: 'DEVICE', id: 'device-t1', name: 'Thermostat T1', label: '' };

describe('the widget header (protocol §7.2 showTitle, displayTimewindow, enableFullscreen, actions.headerButton)', () => {
  it('shows its own time window for time-series widgets not on the dashboard one, unless displayTimewindow is false', () => {
    assert.equal(hasOwnTimewindow(widget('own')), true);
    assert.equal(showsTimewindow(widget('own')), true);
    assert.equal(hasOwnTimewindow(widget('quiet')), true);
    assert.equal(showsTimewindow(widget('quiet')), false);
    assert.equal(hasOwnTimewindow(widget('shared')), false);
    assert.equal(hasOwnTimewindow(widget('value')), false, 'latest widgets read no time window');
  });

  it('keeps the title line for a hidden title when the own time window shows, offers fullscreen unless turned off, and lists header buttons', () => {
    assert.equal(showsTitleLine(widget('quiet')), false);
    assert.equal(showsTitleLine(widget('value')), false);
    assert.equal(showsTitleLine({ ...widget('own'), config: { ...widget('own').config, showTitle: false } }), true);
    assert.equal(fullscreenEnabled(widget('own')), true);
    assert.equal(fullscreenEnabled(widget('shared')), false);
    assert.deepEqual(headerActions(widget('value')).map((a) => a.name), ['Details', 'Peek', 'Side', 'Away', 'Nowhere']);
    assert.deepEqual(headerActions(widget('own')), []);
  });

  it('zooms the widget’s own time window when it has one, else the dashboard’s', () => {
    assert.equal(zoomTarget(widget('own')), 'widget');
    assert.equal(zoomTarget(widget('shared')), 'dashboard');
    const controls = createDashboardControls(config.timewindow);
    controls.zoom(widget('own'), { startTs: 5000, endTs: 1000 });
    assert.deepEqual(controls.$widgetWindows.get().own?.history.fixedTimewindow, { startTimeMs: 1000, endTimeMs: 5000 });
    assert.equal(controls.$widgetWindows.get().own?.selectedTab, 1);
    assert.equal(controls.$timewindow.get(), config.timewindow, 'the dashboard window is left as it was');
    controls.zoom(widget('shared'), { startTs: 10, endTs: 20 });
    assert.deepEqual(controls.$timewindow.get().history.fixedTimewindow, { startTimeMs: 10, endTimeMs: 20 });
    assert.equal(controls.$widgetWindows.get().shared, undefined);
    const running = widgetWithWindow(widget('own'), controls.$widgetWindows.get().own);
    assert.equal(running.config.timewindow?.selectedTab, 1);
    assert.equal(widget('own').config.timewindow?.selectedTab, 0, 'the stored widget is not changed');
  });

  it('drops the picked entities and counts a new alias epoch on reload', () => {
    const controls = createDashboardControls(config.timewindow);
    controls.pickEntity('thermostat', { entityType: 'DEVICE', id: 't2', name: 'T2' });
    controls.reloadAliases();
    assert.deepEqual(controls.$entitySelection.get(), {});
    assert.equal(controls.$aliasEpoch.get(), 1);
  });
});

describe('how a state action shows its state (openInSeparateDialog, openInPopover, openRightLayout, openNewBrowserTab)', () => {
  it('opens the state in a dialog with its title, size in percent of the window and toolbar as the action sets', () => {
    const outcome = runWidgetAction(widget('value'), { sourceId: 'headerButton', actionId: 'details', entity: T1 }, root, config);
    assert.deepEqual(outcome, {
      kind: 'state-overlay', overlay: 'dialog', title: 'Device details', hideToolbar: false, widthPct: 60, heightPct: 70,
      state: { id: 'details', params: { entityId: { entityType: 'DEVICE', id: 'device-t1' }, entityName: 'Thermostat T1' } },
    });
  });

  it('opens the state in a popover at the preferred placement, with only CSS lengths taken as its size', () => {
    const outcome = runWidgetAction(widget('value'), { sourceId: 'headerButton', actionId: 'peek' }, root, config);
    assert.ok(outcome.kind === 'state-overlay' && outcome.overlay === 'popover');
    assert.deepEqual({ ...outcome, state: undefined }, {
      kind: 'state-overlay', overlay: 'popover', placement: 'bottomLeft', hideOnClickOutside: false, hideToolbar: true, width: '30vw', height: null, state: undefined,
    });
    assert.equal(outcome.state.id, 'details');
  });

  it('pushes the state asking for the right layout, opens another dashboard in a new tab, and shows no overlay of an unknown state', () => {
    const side = runWidgetAction(widget('value'), { sourceId: 'headerButton', actionId: 'side' }, root, config);
    assert.ok(side.kind === 'state');
    assert.equal(side.openRightLayout, true);
    assert.deepEqual(side.stack.map((s) => s.id), ['default', 'details']);
    const away = runWidgetAction(widget('value'), { sourceId: 'headerButton', actionId: 'away' }, root, config);
    assert.deepEqual(away, { kind: 'dashboard', dashboardId: 'dash-2', stack: null, newTab: true });
    assert.deepEqual(runWidgetAction(widget('value'), { sourceId: 'headerButton', actionId: 'nowhere' }, root, config), { kind: 'none', reason: 'no-action' });
  });

  it('reads sizes as percentages up to 100 and CSS lengths of px, %, vw, vh, em and rem only', () => {
    assert.deepEqual(stateOverlay({ id: 'a', name: 'a', type: 'openDashboardState', openInSeparateDialog: true, dialogWidth: 250, dialogHeight: -5 }), {
      overlay: 'dialog', title: null, hideToolbar: true, widthPct: 100, heightPct: null,
    });
    assert.equal(stateOverlay({ id: 'a', name: 'a', type: 'openDashboardState' }), null);
    assert.deepEqual(['300', '300px', ' 40% ', '25vw', '2.5rem', 400, '0px', 'url(x)', '10pt', '1px;color:red', null].map(cssLength),
      ['300px', '300px', '40%', '25vw', '2.5rem', '400px', null, null, null, null, null]);
  });
});
