// Rules of the time window form of edit mode: which widgets have one, the dashboard-window switch
// (on unless `useDashboardTimewindow` is false) and the widget's own window.
import type { WidgetType } from '../../../../sdk/catalogues/widgets.js';
import type { Timewindow, WidgetConfig } from '../../model/dashboard.types.js';

/** Whether a widget type runs on a time window: timeseries and alarm widgets. */
export function hasTimewindow(widgetType: WidgetType): boolean {
  return widgetType === 'timeseries' || widgetType === 'alarm';
}

/** Whether the widget follows the dashboard's time window (the default). */
export function usesDashboardTimewindow(config: WidgetConfig): boolean {
  return config.useDashboardTimewindow !== false;
}

/** Whether the widget shows its own time window in its header (the default). */
export function displaysTimewindow(config: WidgetConfig): boolean {
  return config.displayTimewindow !== false;
}

/**
 * The config with the dashboard-window switch set; switched off with no window of its own, the widget
 * starts from a copy of the dashboard's, so what it shows does not jump.
 */
export function setUseDashboardTimewindow(config: WidgetConfig, on: boolean, dashboardTimewindow: Timewindow): WidgetConfig {
  const next: WidgetConfig = { ...config, useDashboardTimewindow: on };
  if (!on && (typeof config.timewindow !== 'object' || config.timewindow === null)) next.timewindow = structuredClone(dashboardTimewindow);
  return next;
}

/** The config with the widget's own time window, other keys kept. */
export function setWidgetTimewindow(config: WidgetConfig, timewindow: Timewindow): WidgetConfig {
  return { ...config, timewindow };
}

/** The config with the header's time window shown or hidden, other keys kept. */
export function setDisplayTimewindow(config: WidgetConfig, on: boolean): WidgetConfig {
  return { ...config, displayTimewindow: on };
}
