import { createKitElement } from '../core/define-element.js';
import { withRemovableAttributes } from './embed/removable-attributes.js';
import { registerDashboardLocales } from './i18n/index.js';
import { EmbeddedDashboard } from './embed/embedded-dashboard.js';

await registerDashboardLocales();

/**
 * `<tb-dashboard dashboard-id="…" state="…" public-id="…" base-url="…" sandbox-url="…" hide-toolbar theme="dark" lang="de_DE">`:
 * a live dashboard. Credentials of its own as properties only (`tokens`, `tokenProvider`) or a public id,
 * else the page's `configure()`; fires `tb-state-change`, `tb-widget-action` and `tb-error`.
 */
export const DashboardElement = withRemovableAttributes(createKitElement(EmbeddedDashboard, {
  props: {
    dashboardId: 'string',
    state: 'string',
    publicId: 'string',
    baseUrl: 'string',
    sandboxUrl: 'string',
    hideToolbar: 'boolean',
    theme: 'string',
    lang: 'string',
    tokens: 'property',
    tokenProvider: 'property',
    realtime: 'property',
  },
  events: { 'tb-state-change': 'onStateChange', 'tb-widget-action': 'onWidgetAction', 'tb-error': 'onError' },
}), ['dashboard-id', 'state', 'public-id', 'base-url', 'sandbox-url', 'theme', 'lang']);
