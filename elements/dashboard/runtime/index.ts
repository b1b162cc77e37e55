// The dashboard's data layer: what each widget subscribes to and the `WidgetData` it gets.
export { ALARM_PAGE_SIZE, alarmPageLink, alarmPlan, datasourceName, firstDevice, rpcTarget, usesTimewindow, valueCmds, widgetPlan } from './widget-plan.logic.js';
export type { RpcTarget } from './widget-plan.logic.js';
export { findRpcTargetDevice } from './rpc-target.js';
export type { AlarmPlan, PlanContext, SourcePlan, UnresolvedReason, WidgetPlan } from './widget-plan.logic.js';
export { alarmsNewestFirst, mergePoints, numericValue, SERIES_PALETTE, seriesColor, WIDGET_MESSAGES, widgetData, widgetEntity } from './widget-data.logic.js';
export { STATE_DATA_WIDGETS, widgetWindow, type DashboardClock } from './widget-window.logic.js';
export { MIN_WINDOW_TICK_MS, startWidgetRuntime, type DashboardChannel, type WidgetRuntime, type WidgetRuntimeOptions } from './widget-runtime.js';
export { loadServerClock, type ServerClock } from './server-clock.js';
