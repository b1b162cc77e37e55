import { defineKitElement } from '../core/define-element.js';
import { BreadcrumbsElement } from './element.js';
import type { BreadcrumbItem } from './breadcrumbs.logic.js';

defineKitElement('tb-breadcrumbs', BreadcrumbsElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-breadcrumbs': HTMLElement & { items: BreadcrumbItem[] | null };
  }
}
