// The widget actions of `config.actions` (protocol §7.2) as the actions form edits them: the action sources,
// a new action, its checks, and the whole new config after an add, edit, delete or move. Pure.
import type { WidgetAction, WidgetConfig } from '../../model/dashboard.types.js';
import type { JsonObject } from '../../model/problems.js';
import { isObject } from '../../model/problems.js';
import { WIDGET_ACTION_TYPES, WIDGET_MOBILE_ACTION_TYPES, type WidgetActionType } from '../../../../sdk/catalogues/widgets.js';

/** The action source every widget has besides its type's own (protocol §7.3: merged with default sources). */
export const HEADER_BUTTON_SOURCE = 'headerButton';

/** An action source of the form: its id, its name (null for the header button and native sources, named by the form) and whether it takes many actions. */
export interface ActionSource {
  id: string;
  name: string | null;
  multiple: boolean;
}

/**
 * Action sources of the native widgets, by `bundleAlias.typeAlias`: what their views raise (a row or a
 * marker clicked). ThingsBoard declares them in each type's controller script, which a native widget does
 * not run, so its descriptor does not carry them. Each takes one action; its name comes from the form's messages.
 */
export const NATIVE_ACTION_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'cards.entities_table': ['rowClick'],
  'alarm_widgets.alarms_table': ['rowClick'],
  'maps.openstreetmap': ['markerClick'],
};

/** The bundle and type of a widget, which name its native action sources. */
export interface WidgetTypeRef {
  bundleAlias: string;
  typeAlias: string;
}

/**
 * The action sources of a widget: the descriptor's `actionSources` (id → `{name, multiple}`) in their order,
 * else the native view's ({@link NATIVE_ACTION_SOURCES}, named by the form), then the header button, then
 * any source the config already holds actions for that none of these names.
 */
export function actionSourcesOf(descriptor: JsonObject | null, config: WidgetConfig, widget?: WidgetTypeRef): ActionSource[] {
  const declared = descriptor && isObject(descriptor.actionSources) ? descriptor.actionSources : {};
  const sources: ActionSource[] = Object.entries(declared).map(([id, source]) => ({
    id,
    name: isObject(source) && typeof source.name === 'string' && source.name ? source.name : id,
    multiple: !isObject(source) || source.multiple !== false,
  }));
  const native = widget ? (NATIVE_ACTION_SOURCES[`${widget.bundleAlias}.${widget.typeAlias}`] ?? []) : [];
  for (const id of native) if (!sources.some((s) => s.id === id)) sources.push({ id, name: null, multiple: false });
  if (!sources.some((s) => s.id === HEADER_BUTTON_SOURCE)) sources.push({ id: HEADER_BUTTON_SOURCE, name: null, multiple: true });
  for (const id of Object.keys(config.actions ?? {})) if (!sources.some((s) => s.id === id)) sources.push({ id, name: id, multiple: true });
  return sources;
}

/** The actions a config holds for a source (none when absent or not a list). */
export function actionsOf(config: WidgetConfig, sourceId: string): WidgetAction[] {
  const list = config.actions?.[sourceId];
  return Array.isArray(list) ? list : [];
}

/** A new action: a fresh id, no name, opening a dashboard state with the state's entity set, as a person adds one. */
export function newAction(id: string): WidgetAction {
  return { id, name: '', icon: 'more_horiz', type: 'openDashboardState', targetDashboardStateId: null, setEntityId: true, stateEntityParamName: null, openRightLayout: false };
}

/** What is wrong with an action, by field; empty when it can be saved. */
export interface ActionErrors {
  name?: 'required' | 'duplicate';
  targetDashboardStateId?: 'required';
  targetDashboardId?: 'required';
  mobileAction?: 'required';
}

/** Whether a value is one of the action types of {@link WIDGET_ACTION_TYPES}. */
export function isActionType(value: unknown): value is WidgetActionType {
  return (WIDGET_ACTION_TYPES as readonly unknown[]).includes(value);
}

/** The mobile action type an action names, or '' when it names none. */
export function mobileActionType(action: WidgetAction): string {
  return isObject(action.mobileAction) && typeof action.mobileAction.type === 'string' ? action.mobileAction.type : '';
}

/**
 * Checks an action against the others of its source: a name is required and unique within the source
 * (compared trimmed, case-insensitive); opening a state needs the state, opening a dashboard the dashboard
 * (the runtime does nothing without them), a mobile action one of the mobile action types.
 */
export function actionErrors(action: WidgetAction, siblings: readonly WidgetAction[]): ActionErrors {
  const errors: ActionErrors = {};
  const name = action.name.trim().toLowerCase();
  if (!name) errors.name = 'required';
  else if (siblings.some((other) => other.id !== action.id && String(other.name ?? '').trim().toLowerCase() === name)) errors.name = 'duplicate';
  if (action.type === 'openDashboardState' && !action.targetDashboardStateId) errors.targetDashboardStateId = 'required';
  if (action.type === 'openDashboard' && !(typeof action.targetDashboardId === 'string' && action.targetDashboardId)) errors.targetDashboardId = 'required';
  if (action.type === 'mobileAction' && !(WIDGET_MOBILE_ACTION_TYPES as readonly string[]).includes(mobileActionType(action))) errors.mobileAction = 'required';
  return errors;
}

/** The action as stored: its name trimmed, empty optional texts as null; every other key kept. */
export function cleanAction(action: WidgetAction): WidgetAction {
  const clean: WidgetAction = { ...action, name: action.name.trim() };
  for (const key of ['stateEntityParamName', 'targetDashboardStateId'] as const) {
    if (typeof clean[key] === 'string' && !clean[key].trim()) clean[key] = null;
  }
  return clean;
}

/** The action with another mobile action type; the other keys of `mobileAction` kept. */
export function withMobileType(action: WidgetAction, type: string): WidgetAction {
  const previous = isObject(action.mobileAction) ? action.mobileAction : {};
  return { ...action, mobileAction: { ...previous, type } };
}

function withActions(config: WidgetConfig, sourceId: string, list: WidgetAction[]): WidgetConfig {
  return { ...config, actions: { ...(config.actions ?? {}), [sourceId]: list } };
}

/** The config with an action saved in its source: replacing the one with its id, else added last. */
export function saveAction(config: WidgetConfig, sourceId: string, action: WidgetAction): WidgetConfig {
  const list = actionsOf(config, sourceId);
  const at = list.findIndex((a) => a.id === action.id);
  const clean = cleanAction(action);
  return withActions(config, sourceId, at < 0 ? [...list, clean] : list.map((a, i) => (i === at ? clean : a)));
}

/** The config without an action of a source. */
export function deleteAction(config: WidgetConfig, sourceId: string, actionId: string): WidgetConfig {
  return withActions(config, sourceId, actionsOf(config, sourceId).filter((a) => a.id !== actionId));
}

/** The config with an action moved one place up (-1) or down (+1) in its source; unchanged at either end. */
export function moveAction(config: WidgetConfig, sourceId: string, actionId: string, by: -1 | 1): WidgetConfig {
  const list = [...actionsOf(config, sourceId)];
  const from = list.findIndex((a) => a.id === actionId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= list.length) return config;
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved!);
  return withActions(config, sourceId, list);
}
