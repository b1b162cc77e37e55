import { createKitElement } from '../core/define-element.js';
import { Breadcrumbs } from './breadcrumbs.js';

/**
 * `<tb-breadcrumbs>` with the `items` property ([{ label, icon?, path, skip? }]); fires `tb-navigate` with
 * `{ path }` when a person follows an entry (the host page navigates).
 */
export const BreadcrumbsElement = createKitElement(Breadcrumbs, {
  props: { items: 'property' },
  events: { 'tb-navigate': 'onNavigate' },
});
