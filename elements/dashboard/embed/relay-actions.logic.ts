// Widget actions an embedded dashboard hands to its page. The dashboard view runs state and custom actions
// (custom ones in the sandbox, reported to the element too) and reports only "open another dashboard"
// outward, so every other action (mobile, open dashboard, any unknown type) is relayed through that one
// outlet: its type becomes openDashboard with a relay target that names the widget, source and action, and
// a relay state that carries the entity. Pure: the element applies it.
import type { Dashboard, Widget, WidgetAction } from '../model/dashboard.types.js';
import { decodeStateParam, encodeStateParam, stateParamsForAction, type StateObject } from '../model/states.logic.js';
import { findAction } from '../view/widget-action.logic.js';
import type { WidgetActionRequest, WidgetEntity } from '../widgets/widget-contract.js';
import type { TbWidgetActionDetail } from './embed-events.js';

/** Action types the dashboard view runs itself. */
const RUN_BY_VIEW = new Set(['openDashboardState', 'updateDashboardState', 'custom', 'customPretty']);

/** Prefix of the relay target dashboard id. */
export const RELAY_PREFIX = 'tb-embed-relay:';
/** Id of the relay state the entity travels in. */
export const RELAY_STATE = 'tb-embed-relay';

const RELAY_CONFIG = { states: { [RELAY_STATE]: { id: RELAY_STATE, name: '', root: false, layouts: { main: { widgets: {} } } } } } as never;

function relayed(widgetId: string, sourceId: string, action: WidgetAction): WidgetAction {
  const target = [widgetId, sourceId, action.id].map(encodeURIComponent).join(':');
  return { ...action, type: 'openDashboard', targetDashboardId: `${RELAY_PREFIX}${target}`, targetDashboardStateId: RELAY_STATE, setEntityId: true, stateEntityParamName: null };
}

function relayWidget(widget: Widget): Widget {
  const actions = widget.config.actions;
  if (!actions) return widget;
  const next = Object.fromEntries(
    Object.entries(actions).map(([sourceId, list]) => [sourceId, list.map((a) => (RUN_BY_VIEW.has(a.type) ? a : relayed(widget.id, sourceId, a)))]),
  );
  return { ...widget, config: { ...widget.config, actions: next } };
}

/** The dashboard as the view gets it: every action it would not run itself relayed. */
export function relayDashboard(dashboard: Dashboard): Dashboard {
  const widgets = Object.fromEntries(Object.entries(dashboard.configuration.widgets).map(([id, w]) => [id, relayWidget(w)]));
  return { ...dashboard, configuration: { ...dashboard.configuration, widgets } };
}

function entityOf(state: string | null): WidgetEntity | undefined {
  const params = decodeStateParam(state, RELAY_CONFIG)[0]?.params ?? {};
  const id = params.entityId;
  if (!id || typeof id.id !== 'string') return undefined;
  return { entityType: String(id.entityType), id: id.id, name: String(params.entityName ?? ''), label: String(params.entityLabel ?? '') };
}

/**
 * The event detail of a widget action as the page gets it: the action as stored, the entity, and for
 * "open another dashboard" its target and the `state` to open it at; null when the widget has no such action.
 */
export function actionDetail(widget: Widget, request: WidgetActionRequest): TbWidgetActionDetail | null {
  const action = findAction(widget, request);
  if (!action) return null;
  const detail: TbWidgetActionDetail = { widgetId: widget.id, sourceId: request.sourceId, action, ...(request.entity ? { entity: request.entity } : {}) };
  if (action.type !== 'openDashboard') return detail;
  return { ...detail, dashboardId: String(action.targetDashboardId ?? ''), state: openDashboardState(action, request.entity) };
}

/**
 * The event detail of a relayed action, read back against the dashboard as stored; null when the view
 * opened a dashboard that is no relay (it never does once relayed) or the action is gone.
 */
export function relayedAction(dashboard: Dashboard, openedId: string, state: string | null): TbWidgetActionDetail | null {
  if (!openedId.startsWith(RELAY_PREFIX)) return null;
  const [widgetId = '', sourceId = '', actionId = ''] = openedId.slice(RELAY_PREFIX.length).split(':').map(decodeURIComponent);
  const widget = dashboard.configuration.widgets[widgetId];
  const entity = entityOf(state);
  return widget && actionId ? actionDetail(widget, { sourceId, actionId, ...(entity ? { entity } : {}) }) : null;
}

/** The `state` value an open-dashboard action opens its target at: its target state with the entity, else the root. */
export function openDashboardState(action: WidgetAction, entity: WidgetEntity | undefined): string | null {
  const target = action.targetDashboardStateId;
  if (!target) return null;
  const entityParams = entity ? { entityId: { entityType: entity.entityType, id: entity.id }, entityName: entity.name, entityLabel: entity.label || null } : {};
  const stack: StateObject[] = [{ id: target, params: stateParamsForAction({}, action, entityParams) }];
  return encodeStateParam(stack, { states: {} });
}
