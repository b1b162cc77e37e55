import { defineKitElement } from '../core/define-element.js';
import type { TokenPair, TokenProvider } from '../../sdk/index.js';
import type { DashboardChannel } from '../dashboard/runtime/widget-runtime.js';
import type {} from '../dashboard/embed/embed-events.js';
import { WidgetElement } from './element.js';

defineKitElement('tb-widget', WidgetElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-widget': HTMLElement & {
      dashboardId: string | null;
      widgetId: string | null;
      state: string | null;
      publicId: string | null;
      baseUrl: string | null;
      sandboxUrl: string | null;
      theme: string | null;
      lang: string | null;
      tokens: TokenPair | null;
      tokenProvider: TokenProvider | null;
      realtime: DashboardChannel | null;
    };
  }
}
