// The live dashboard view: toolbar, layouts and a frame per widget.
export { DashboardView, type DashboardClient, type DashboardViewProps } from './dashboard-view.js';
export { DashboardGrid, type DashboardGridProps } from './dashboard-grid.js';
export { DashboardToolbar, type DashboardToolbarProps } from './dashboard-toolbar.js';
export { WidgetFrame, WidgetNotice, WidgetSkeleton, widgetTitle, type WidgetFrameProps } from './widget-frame.js';
export { desktopLayout, mobileLayout, type LaidOut, type WidgetBox } from './grid.logic.js';
export { actionEntity, findAction, runWidgetAction, zoomedTimewindow, type ActionOutcome } from './widget-action.logic.js';
export { useWidgetData, type WidgetDataInputs } from './use-widget-data.js';
