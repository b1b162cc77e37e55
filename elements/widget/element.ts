import { createKitElement } from '../core/define-element.js';
import { withRemovableAttributes } from '../dashboard/embed/removable-attributes.js';
import { registerDashboardLocales } from '../dashboard/i18n/index.js';
import { EmbeddedWidget } from '../dashboard/embed/embedded-widget.js';

await registerDashboardLocales();

/**
 * `<tb-widget dashboard-id="…" widget-id="…" state="…" public-id="…" base-url="…" sandbox-url="…" theme="dark" lang="de_DE">`:
 * one widget of a dashboard with its live data. Credentials of its own as properties only (`tokens`,
 * `tokenProvider`) or a public id, else the page's `configure()`; fires `tb-widget-action` and `tb-error`.
 * Give it a height: it fills its box.
 */
export const WidgetElement = withRemovableAttributes(createKitElement(EmbeddedWidget, {
  props: {
    dashboardId: 'string',
    widgetId: 'string',
    state: 'string',
    publicId: 'string',
    baseUrl: 'string',
    sandboxUrl: 'string',
    theme: 'string',
    lang: 'string',
    tokens: 'property',
    tokenProvider: 'property',
    realtime: 'property',
  },
  events: { 'tb-widget-action': 'onWidgetAction', 'tb-error': 'onError' },
}), ['dashboard-id', 'widget-id', 'state', 'public-id', 'base-url', 'sandbox-url', 'theme', 'lang']);
