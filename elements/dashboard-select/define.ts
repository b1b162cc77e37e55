import { defineKitElement } from '../core/define-element.js';
import { DashboardSelectElement } from './element.js';

defineKitElement('tb-dashboard-select', DashboardSelectElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-dashboard-select': HTMLElement & {
      value: string | null;
      dashboardsScope: 'customer' | 'tenant' | null;
      customerId: string | null;
      tenantId: string | null;
      label: string;
      baseUrl: string;
      autoSelectFirst: boolean;
      required: boolean;
      disabled: boolean;
      narrow: boolean;
    };
  }
}
