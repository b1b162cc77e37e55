// What a widget's action request does to the dashboard: a new state stack, another dashboard, or
// nothing this view can run. Pure: the view applies the outcome.
import { POPOVER_PLACEMENTS, type PopoverPlacement } from '../../../sdk/catalogues/ui.js';
import type { DashboardConfiguration, Timewindow, Widget, WidgetAction } from '../model/dashboard.types.js';
import { openState, stateParamsForAction, updateState, type ActionEntity, type StateObject } from '../model/states.logic.js';
import type { WidgetActionRequest, WidgetEntity } from '../widgets/widget-contract.js';
import { customActionDescriptor, type CustomDescriptor } from '../widgets/custom/descriptor.logic.js';

/** The outcome of a widget action. */
export type ActionOutcome =
  /** The new state stack; `openRightLayout` asks to bring the right layout into view on phones. */
  | { kind: 'state'; stack: StateObject[]; openRightLayout: boolean }
  /** A state shown over the dashboard, in a dialog or a popover, with its own state stack starting at `state`. */
  | ({ kind: 'state-overlay'; state: StateObject } & StateOverlay)
  /** Another dashboard, at the stack given (its root state when null); in a new browser tab when `newTab`. */
  | { kind: 'dashboard'; dashboardId: string; stack: StateObject[] | null; newTab: boolean }
  /** A custom action's function (and, when pretty, its HTML and CSS) to run in the widget sandbox; `name` is the action's. */
  | { kind: 'custom'; pretty: boolean; name: string; descriptor: CustomDescriptor }
  | { kind: 'none'; reason: 'no-action' }
  /** An action this view cannot run: a mobile action (the mobile app runs it) or a type it does not know; `name` is the action's. */
  | { kind: 'none'; reason: 'unsupported'; name: string; mobile: boolean };

/** How a state opened over the dashboard shows (`openInSeparateDialog`, `openInPopover` and their fields). */
export type StateOverlay =
  | {
      overlay: 'dialog';
      /** `dialogTitle`, or null for the state's own name. */
      title: string | null;
      hideToolbar: boolean;
      /** Width and height in percent of the window (`dialogWidth`, `dialogHeight`); null for the dialog's own. */
      widthPct: number | null;
      heightPct: number | null;
    }
  | {
      overlay: 'popover';
      placement: PopoverPlacement;
      hideOnClickOutside: boolean;
      hideToolbar: boolean;
      /** CSS lengths (`popoverWidth`, `popoverHeight`: px, %, vw, vh, em, rem); null for the defaults. */
      width: string | null;
      height: string | null;
    };

/** A percentage of the window between 1 and 100, or null. */
function percent(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.min(n, 100) : null;
}

/** A CSS length a dashboard author wrote (`25vw`, `300px`, `40%`), or null for anything else, which is never put into a style. */
export function cssLength(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return `${value}px`;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px|%|vw|vh|em|rem)?\s*$/.exec(value);
  return match && Number(match[1]) > 0 ? `${match[1]}${match[2] ?? 'px'}` : null;
}

/** How an open- or update-state action shows its state: in a dialog, a popover, or on the stack (null). */
export function stateOverlay(action: WidgetAction): StateOverlay | null {
  if (action.openInSeparateDialog === true) {
    return {
      overlay: 'dialog', title: typeof action.dialogTitle === 'string' && action.dialogTitle.trim() ? action.dialogTitle : null,
      hideToolbar: action.dialogHideDashboardToolbar !== false, widthPct: percent(action.dialogWidth), heightPct: percent(action.dialogHeight),
    };
  }
  if (action.openInPopover === true) {
    const placement = (POPOVER_PLACEMENTS as readonly unknown[]).includes(action.popoverPreferredPlacement) ? (action.popoverPreferredPlacement as PopoverPlacement) : 'top';
    return {
      overlay: 'popover', placement, hideOnClickOutside: action.popoverHideOnClickOutside !== false,
      hideToolbar: action.popoverHideDashboardToolbar !== false, width: cssLength(action.popoverWidth), height: cssLength(action.popoverHeight),
    };
  }
  return null;
}

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
 * params plus the action's entity, unless the action shows that state over the dashboard in a dialog or a
 * popover; open-dashboard names the target dashboard, the stack to open it at when the action names a
 * state, and whether it opens in a new browser tab; custom and custom-pretty actions become a sandbox descriptor calling
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
  const openRightLayout = action.openRightLayout === true;
  switch (action.type) {
    case 'openDashboardState':
    case 'updateDashboardState': {
      if (action.type === 'openDashboardState' && !target) return { kind: 'none', reason: 'no-action' };
      const overlay = stateOverlay(action);
      if (!overlay) {
        const next = action.type === 'openDashboardState' ? openState(stack, target!, params, config) : updateState(stack, target, params, config);
        return { kind: 'state', stack: next, openRightLayout };
      }
      const stateId = target ?? stack[stack.length - 1]?.id;
      return stateId && config.states[stateId] ? { kind: 'state-overlay', state: { id: stateId, params }, ...overlay } : { kind: 'none', reason: 'no-action' };
    }
    case 'openDashboard': {
      const dashboardId = typeof action.targetDashboardId === 'string' ? action.targetDashboardId : '';
      if (!dashboardId) return { kind: 'none', reason: 'no-action' };
      const at = target ? [{ id: target, params: stateParamsForAction({}, action, actionEntity(request.entity)) }] : null;
      return { kind: 'dashboard', dashboardId, stack: at, newTab: action.openNewBrowserTab === true };
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
