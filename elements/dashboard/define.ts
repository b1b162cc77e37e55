import { defineKitElement } from '../core/define-element.js';
import type { TokenPair, TokenProvider } from '../../sdk/index.js';
import type { DashboardChannel } from './runtime/widget-runtime.js';
import { DashboardElement } from './element.js';
import type {} from './embed/embed-events.js';

defineKitElement('tb-dashboard', DashboardElement);

/** For a mobile webview page: runs the mobile actions its dashboard hands out (`tb-widget-action`). */
export { createMobileActions, stateParamAfter, type MobileActions, type MobileActionsOptions, type MobileActionReport } from './mobile/index.js';

declare global {
  interface HTMLElementTagNameMap {
    'tb-dashboard': HTMLElement & {
      dashboardId: string | null;
      state: string | null;
      publicId: string | null;
      baseUrl: string | null;
      sandboxUrl: string | null;
      hideToolbar: boolean;
      theme: string | null;
      lang: string | null;
      tokens: TokenPair | null;
      tokenProvider: TokenProvider | null;
      realtime: DashboardChannel | null;
    };
  }
}
