// The typed `tb-*` events the embedding elements fire on their host (bubbling, composed).
import type { WidgetAction } from '../model/dashboard.types.js';
import type { WidgetEntity } from '../widgets/widget-contract.js';

/** `tb-state-change`: the dashboard moved to another state (a widget action or the state trail). */
export interface TbStateChangeDetail {
  /** The new `state` value (base64 state stack, as the `state` attribute takes it); null for the root state. */
  state: string | null;
  /** Id of the state now shown. */
  stateId: string;
}

/** `tb-widget-action`: a widget action the element does not run itself (custom, mobile, open another dashboard …). */
export interface TbWidgetActionDetail {
  widgetId: string;
  /** Action source (`rowClick`, `headerButton`, `elementClick` …). */
  sourceId: string;
  /** The action as the dashboard configures it (`type`, `name`, `customFunction`, `mobileAction`, `targetDashboardId` …). */
  action: WidgetAction;
  /** The entity the action applies to, when the widget named one. */
  entity?: WidgetEntity;
  /** For `openDashboard`: the target dashboard and the `state` value to open it at. */
  dashboardId?: string;
  state?: string | null;
}

/** `tb-error`: the element could not show what it was asked to; it also says why inside itself. */
export interface TbErrorDetail {
  /** The reason in the server's or browser's words (English). */
  message: string;
  /** The message key of the text the element shows. */
  key: string;
}

declare global {
  interface HTMLElementEventMap {
    'tb-state-change': CustomEvent<TbStateChangeDetail>;
    'tb-widget-action': CustomEvent<TbWidgetActionDetail>;
    'tb-error': CustomEvent<TbErrorDetail>;
  }
}
