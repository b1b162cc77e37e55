// The time window a widget reads: its own or the dashboard's, turned into the window of its
// subscription (shared-controls §4–§5: interval bounds, datapoints limit, aligned realtime start). Pure.
import { subscriptionWindow, type SubscriptionWindow } from '../../time-window/realtime-window.logic.js';
import { timewindowFromWire, widgetTimewindow } from '../../time-window/timewindow-json.logic.js';
import type { Timewindow as WireTimewindow, Widget } from '../model/dashboard.types.js';
import { usesTimewindow } from './widget-plan.logic.js';

/** The clocks and limits a window is computed against. */
export interface DashboardClock {
  /** Browser clock now, in ms. */
  nowMs: number;
  /** Server clock minus browser clock (from `GET /api/dashboard/serverTime`); 0 while unknown. */
  serverOffsetMs: number;
  /** The server's maximum datapoints limit (`GET /api/dashboard/maxDatapointsLimit`); undefined while unknown. */
  maxDatapointsLimit?: number | null;
}

/** Widget types that show state changes and so read raw values (aggregation NONE), by `bundle.type`. */
export const STATE_DATA_WIDGETS: ReadonlySet<string> = new Set(['charts.state_chart']);

/**
 * The subscription window of a widget: null for widgets that read no time window (latest, rpc, static);
 * otherwise the widget's own time window when `useDashboardTimewindow` is false, else the dashboard's.
 */
export function widgetWindow(widget: Widget, dashboardTimewindow: WireTimewindow, clock: DashboardClock): SubscriptionWindow | null {
  if (!usesTimewindow(widget)) return null;
  const ctx = { nowMs: clock.nowMs, serverLimit: clock.maxDatapointsLimit };
  const timewindow = widgetTimewindow(widget.config, timewindowFromWire(dashboardTimewindow), ctx);
  return subscriptionWindow(timewindow, {
    nowMs: clock.nowMs, serverOffsetMs: clock.serverOffsetMs, serverLimit: clock.maxDatapointsLimit,
    stateData: STATE_DATA_WIDGETS.has(`${widget.bundleAlias}.${widget.typeAlias}`),
  });
}
