// What a widget's action request does to the dashboard: a new state stack, another dashboard, or
// nothing this view can run. Pure: the view applies the outcome.
import type { DashboardConfiguration, Timewindow, Widget, WidgetAction } from '../model/dashboard.types.js';
import { openState, stateParamsForAction, updateState, type ActionEntity, type StateObject } from '../model/states.logic.js';
import type { WidgetActionRequest, WidgetEntity } from '../widgets/widget-contract.js';
import { customActionDescriptor, type CustomDescriptor } from '../widgets/custom/descriptor.logic.js';

/** The outcome of a widget action. */
export type ActionOutcome =
  | { kind: 'state'; stack: StateObject[] }
  | { kind: 'dashboard'; dashboardId: string; stack: StateObject[] | null }
  /** A custom action's function (and, when pretty, its HTML and CSS) to run in the widget sandbox; `name` is the action's. */
  | { kind: 'custom'; pretty: boolean; name: string; descriptor: CustomDescriptor }
  | { kind: 'none'; reason: 'no-action' }
  /** An action this view cannot run: a mobile action (the mobile app runs it) or a type it does not know; `name` is the action's. */
  | { kind: 'none'; reason: 'unsupported'; name: string; mobile: boolean };

/** The action a request names: by id within its source, else the source's first action. */
export function findAction(widget: Widget, request: WidgetActionRequest): WidgetAction | undefined {
  const actions = widget.config.actions?.[request.sourceId] ?? [];
  return request.actionId ? actions.find((a) => a.id === request.actionId) : actions[0];
}

/** A widget entity as state params carry it. */
export function actionEntity(entity: WidgetEntity | undefined): ActionEntity {
  if (!entity) return {};
  return { entityId: { entityType: entity.entityType, id: entity.id }, entityName: entity.name, entityLabel: entity.label || null };
}

/**
 * Runs a widget action against the state stack: open-state pushes (entity controller) or replaces
 * (default controller) the target state, update-state replaces the top one, both with the current
 * params plus the action's entity; open-dashboard names the target dashboard and, when the action names
 * a state, the stack to open it at; custom and custom-pretty actions become a sandbox descriptor calling
 * their function with the entity. Mobile actions are unsupported here (the mobile app, or an embedding page's
 * bridge, runs them).
 */
export function runWidgetAction(
  widget: Widget, request: WidgetActionRequest, stack: readonly StateObject[], config: Pick<DashboardConfiguration, 'states' | 'settings'>,
): ActionOutcome {
  const action = findAction(widget, request);
  if (!action) return { kind: 'none', reason: 'no-action' };
  const current = stack[stack.length - 1]?.params ?? {};
  const params = stateParamsForAction(current, action, actionEntity(request.entity));
  const target = action.targetDashboardStateId ?? undefined;
  switch (action.type) {
    case 'openDashboardState':
      return target ? { kind: 'state', stack: openState(stack, target, params, config) } : { kind: 'none', reason: 'no-action' };
    case 'updateDashboardState':
      return { kind: 'state', stack: updateState(stack, target, params, config) };
    case 'openDashboard': {
      const dashboardId = typeof action.targetDashboardId === 'string' ? action.targetDashboardId : '';
      if (!dashboardId) return { kind: 'none', reason: 'no-action' };
      return { kind: 'dashboard', dashboardId, stack: target ? [{ id: target, params: stateParamsForAction({}, action, actionEntity(request.entity)) }] : null };
    }
    case 'custom':
    case 'customPretty': {
      const descriptor = customActionDescriptor(action, request.entity);
      return descriptor ? { kind: 'custom', pretty: action.type === 'customPretty', name: action.name, descriptor } : { kind: 'none', reason: 'no-action' };
    }
    default:
      return { kind: 'none', reason: 'unsupported', name: action.name, mobile: action.type === 'mobileAction' };
  }
}

/** The dashboard time window zoomed to a history period: the History tab with that fixed period, the rest kept. */
export function zoomedTimewindow(timewindow: Timewindow, window: { startTs: number; endTs: number }): Timewindow {
  const startTimeMs = Math.min(window.startTs, window.endTs);
  const endTimeMs = Math.max(window.startTs, window.endTs);
  return { ...timewindow, selectedTab: 1, history: { ...timewindow.history, historyType: 1, fixedTimewindow: { startTimeMs, endTimeMs } } };
}
