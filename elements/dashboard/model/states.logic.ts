import { DEFAULT_WIDGET_SIZE } from '../../../sdk/catalogues/widgets.js';
import type { EntityId } from '../../../sdk/entity-id.js';
import type { DashboardConfiguration, DashboardLayout, DashboardState, LayoutId, Widget, WidgetLayout } from './dashboard.types.js';
import { emptyLayout, normaliseLayout } from './layout.logic.js';
import { childPath, isObjectAt, isBoolean, isObject, isString, readField, type JsonObject, type Problems } from './problems.js';

/** Id of the state built for a dashboard that has none. */
export const DEFAULT_STATE_ID = 'default';

/** Ids of the layouts a state may hold. */
export const LAYOUT_IDS: readonly LayoutId[] = ['main', 'right'];

/** An entity a state was opened for, as state params carry it. */
export interface StateEntity {
  entityId?: EntityId<string>;
  entityName?: string;
  entityLabel?: string;
  [key: string]: unknown;
}

/** Params of an open state: the state's entity, plus named entities under their param names. */
export interface StateParams extends StateEntity {
  /** Param name the last opened entity was stored under, if any. */
  targetEntityParamName?: string;
}

/** One entry of the state stack: which state and the params it was opened with. */
export interface StateObject {
  id: string;
  params: StateParams;
}

/**
 * The states of a configuration. Without states (or with an empty object) one root state
 * `default` named after the dashboard is built with every widget at its legacy place; without any
 * root state the first becomes root.
 */
export function normaliseStates(raw: unknown, path: string, problems: Problems, widgets: Record<string, Widget>, title: string): Record<string, DashboardState> {
  if (raw !== undefined && raw !== null && !isObject(raw)) problems.invalid(path, 'object of states', raw);
  const entries = isObject(raw) ? Object.entries(raw) : [];
  const states: Record<string, DashboardState> = {};
  for (const [id, state] of entries) {
    const result = normaliseState(state, childPath(path, id), problems, widgets, id);
    if (result) states[id] = result;
  }
  const ids = Object.keys(states);
  if (ids.length === 0) return { [DEFAULT_STATE_ID]: legacyDefaultState(title, widgets) };
  if (!ids.some((id) => states[id]!.root)) states[ids[0]!]!.root = true;
  return states;
}

function normaliseState(raw: unknown, path: string, problems: Problems, widgets: Record<string, Widget>, id: string): DashboardState | undefined {
  if (!isObjectAt(raw, path, problems)) return undefined;
  const layoutsPath = childPath(path, 'layouts');
  const layoutsRaw: JsonObject = isObject(raw.layouts) ? raw.layouts : {};
  if (!isObject(raw.layouts) || raw.layouts.main === undefined) problems.invalid(childPath(layoutsPath, 'main'), 'layout object', layoutsRaw.main);
  const layouts: DashboardState['layouts'] = { main: emptyLayout() };
  for (const [layoutId, layout] of Object.entries(layoutsRaw)) {
    const layoutPath = childPath(layoutsPath, layoutId);
    if (!(LAYOUT_IDS as readonly string[]).includes(layoutId)) {
      problems.invalid(layoutPath, `layout id ${LAYOUT_IDS.join(' or ')}`, layoutId);
      continue;
    }
    layouts[layoutId as LayoutId] = normaliseLayout(layout, layoutPath, problems, widgets);
  }
  return {
    ...raw,
    name: readField(raw, 'name', path, problems, isString, 'string', id),
    root: readField(raw, 'root', path, problems, isBoolean, 'boolean', false),
    layouts,
  };
}

/** The state of a dashboard saved before states existed: every widget at its own row, column and size. */
function legacyDefaultState(title: string, widgets: Record<string, Widget>): DashboardState {
  const main: DashboardLayout = emptyLayout();
  for (const [id, widget] of Object.entries(widgets)) {
    const placement: WidgetLayout = {
      sizeX: widget.sizeX ?? DEFAULT_WIDGET_SIZE.sizeX, sizeY: widget.sizeY ?? DEFAULT_WIDGET_SIZE.sizeY, row: widget.row ?? 0, col: widget.col ?? 0,
    };
    if (widget.config.mobileHeight !== undefined) placement.mobileHeight = widget.config.mobileHeight;
    if (widget.config.mobileOrder !== undefined) placement.mobileOrder = widget.config.mobileOrder;
    main.widgets[id] = placement;
  }
  return { name: title, root: true, layouts: { main } };
}

/** Id of the root state: the first state marked root, else the first state. */
export function rootStateId(config: Pick<DashboardConfiguration, 'states'>): string {
  const ids = Object.keys(config.states);
  return ids.find((id) => config.states[id]!.root) ?? ids[0] ?? DEFAULT_STATE_ID;
}

/** The stack of a freshly opened dashboard: the root state without params. */
export function initialStateStack(config: Pick<DashboardConfiguration, 'states'>): StateObject[] {
  return [{ id: rootStateId(config), params: {} }];
}

/** Tells whether a stack is the fresh one, which the address leaves out. */
export function isDefaultStateStack(stack: readonly StateObject[], config: Pick<DashboardConfiguration, 'states'>): boolean {
  const only = stack[0];
  return stack.length === 1 && !!only && only.id === rootStateId(config) && Object.keys(only.params).length === 0;
}

/** Base64 of the UTF-8 bytes of a text. */
function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The text whose UTF-8 bytes a base64 string holds; throws on bad input. */
function fromBase64(base64: string): string {
  const binary = atob(base64);
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * The `state` query parameter of a stack: base64 of the JSON array of `{id, params}` (protocol §7.1);
 * null for the fresh stack, which leaves the parameter out.
 */
export function encodeStateParam(stack: readonly StateObject[], config: Pick<DashboardConfiguration, 'states'>): string | null {
  if (isDefaultStateStack(stack, config)) return null;
  return toBase64(JSON.stringify(stack.map(({ id, params }) => ({ id, params }))));
}

/** The stack a `state` value holds as written, its state ids not checked against a dashboard; empty when unreadable. */
export function readStateStack(param: string | null | undefined): Array<{ id: string | null; params: StateParams }> {
  if (!param) return [];
  try {
    const parsed: unknown = JSON.parse(fromBase64(param));
    const list: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
    return list.filter(isObject).map((entry) => ({ id: isString(entry.id) ? entry.id : null, params: isObject(entry.params) ? (entry.params as StateParams) : {} }));
  } catch {
    return [];
  }
}

/**
 * The stack a `state` query parameter stands for. Entries naming no state of the dashboard are
 * dropped; an unreadable parameter or an empty stack gives the fresh stack and a problem at `state`.
 */
export function decodeStateParam(param: string | null | undefined, config: Pick<DashboardConfiguration, 'states'>, problems?: Problems): StateObject[] {
  if (!param) return initialStateStack(config);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64(param.includes('%') ? decodeURIComponent(param) : param));
  } catch {
    problems?.add('state', 'dashboard.model.invalid-state-param', { found: param.slice(0, 60) });
    return initialStateStack(config);
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const stack = list.flatMap((entry): StateObject[] => {
    if (!isObject(entry)) return [];
    const id = entry.id === null || entry.id === undefined ? rootStateId(config) : entry.id;
    if (!isString(id) || !config.states[id]) return [];
    return [{ id, params: isObject(entry.params) ? (entry.params as StateParams) : {} }];
  });
  if (stack.length < list.length) problems?.add('state', 'dashboard.model.invalid-state-param', { found: param.slice(0, 60) });
  return stack.length ? stack : initialStateStack(config);
}

/** The controller keeping the state stack: `entity` stacks opened states, `default` keeps only one. */
export type StateControllerId = 'entity' | 'default';

/** The state controller of a configuration: `default` only when asked for, else `entity`. */
export function stateControllerOf(config: Pick<DashboardConfiguration, 'settings'>): StateControllerId {
  return config.settings.stateControllerId === 'default' ? 'default' : 'entity';
}

/** The stack after opening a state: pushed on top (entity controller) or replacing the stack (default controller); unknown ids change nothing. */
export function openState(stack: readonly StateObject[], id: string, params: StateParams, config: Pick<DashboardConfiguration, 'states' | 'settings'>): StateObject[] {
  if (!config.states[id]) return [...stack];
  const entry = { id, params };
  return stateControllerOf(config) === 'default' ? [entry] : [...stack, entry];
}

/** The stack after replacing its top state (the current one when `id` is omitted) and params; unknown ids change nothing. */
export function updateState(stack: readonly StateObject[], id: string | undefined, params: StateParams, config: Pick<DashboardConfiguration, 'states'>): StateObject[] {
  const targetId = id ?? stack[stack.length - 1]?.id ?? rootStateId(config);
  if (!config.states[targetId]) return [...stack];
  return [...stack.slice(0, -1), { id: targetId, params }];
}

/** The stack after going back to the entry at `index` (a breadcrumb click): later entries dropped. */
export function navigatePrevState(stack: readonly StateObject[], index: number): StateObject[] {
  return index >= 0 && index < stack.length ? stack.slice(0, index + 1) : [...stack];
}

/** The entity of a state's params: the one stored under `paramName` when given and present, else the state's own. */
export function stateEntityOf(params: StateParams | undefined, paramName?: string | null): StateEntity | undefined {
  if (!params) return undefined;
  const named = paramName ? params[paramName] : undefined;
  const entity = isObject(named) ? (named as StateEntity) : paramName ? undefined : params;
  return entity?.entityId ? entity : undefined;
}

/** The shown name of a state: `${entityName}` and `${entityLabel}` replaced from its params (the label falls back to the name). */
export function stateDisplayName(state: Pick<DashboardState, 'name'>, params: StateParams = {}): string {
  const name = params.entityName ?? '';
  const label = params.entityLabel || name;
  return state.name.replaceAll('${entityName}', name).replaceAll('${entityLabel}', label);
}

/** The entity a widget action was triggered for (a table row, a map marker, ...). */
export interface ActionEntity {
  entityId?: EntityId<string> | null;
  entityName?: string | null;
  entityLabel?: string | null;
}

/**
 * Params of the state an open- or update-state action goes to: a copy of the current params; with
 * `setEntityId` and an entity, that entity is set on the params themselves, or under the action's
 * `stateEntityParamName` (which is then remembered as `targetEntityParamName`).
 */
export function stateParamsForAction(
  current: StateParams, action: { setEntityId?: boolean; stateEntityParamName?: string | null }, entity: ActionEntity = {},
): StateParams {
  const params: StateParams = structuredClone(current);
  if (!action.setEntityId || !entity.entityId) return params;
  let target: StateEntity = params;
  const paramName = action.stateEntityParamName;
  if (paramName) {
    if (!isObject(params[paramName])) {
      params[paramName] = {};
      params.targetEntityParamName = paramName;
    }
    target = params[paramName] as StateEntity;
  }
  target.entityId = { entityType: entity.entityId.entityType, id: entity.entityId.id };
  if (entity.entityName) target.entityName = entity.entityName;
  if (entity.entityLabel) target.entityLabel = entity.entityLabel;
  return params;
}
