// What a widget's header shows (protocol §7.2 WidgetConfig: showTitle, displayTimewindow,
// useDashboardTimewindow, enableFullscreen, actions.headerButton) and whose time window a chart's zoom
// changes. Pure: the frame draws it.
import type { Widget, WidgetAction } from '../model/dashboard.types.js';
import { usesTimewindow } from '../runtime/widget-plan.logic.js';

/** Action source of the buttons in a widget's header. */
export const HEADER_BUTTON_SOURCE = 'headerButton';

/** Whether a widget reads a time window of its own instead of the dashboard's (`useDashboardTimewindow` false). */
export function hasOwnTimewindow(widget: Pick<Widget, 'type' | 'config'>): boolean {
  return usesTimewindow(widget) && widget.config.useDashboardTimewindow === false;
}

/** Whether the header shows the widget's own time window for a viewer to change: unless `displayTimewindow` is false. */
export function showsTimewindow(widget: Pick<Widget, 'type' | 'config'>): boolean {
  return hasOwnTimewindow(widget) && widget.config.displayTimewindow !== false;
}

/** Whether the header offers the fullscreen button: unless `enableFullscreen` is false. */
export function fullscreenEnabled(widget: Pick<Widget, 'config'>): boolean {
  return widget.config.enableFullscreen !== false;
}

/** The header-button actions of a widget, each with a name. */
export function headerActions(widget: Pick<Widget, 'config'>): WidgetAction[] {
  return (widget.config.actions?.[HEADER_BUTTON_SOURCE] ?? []).filter((a) => typeof a.name === 'string');
}

/** Whether the title line shows: the title unless `showTitle` is false, or the widget's own time window. */
export function showsTitleLine(widget: Pick<Widget, 'type' | 'config'>): boolean {
  return widget.config.showTitle !== false || showsTimewindow(widget);
}

/** Whose time window a chart's zoom changes: the widget's own when it has one, else the dashboard's. */
export function zoomTarget(widget: Pick<Widget, 'type' | 'config'>): 'widget' | 'dashboard' {
  return hasOwnTimewindow(widget) ? 'widget' : 'dashboard';
}
