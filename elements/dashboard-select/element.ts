import { createKitElement } from '../core/define-element.js';
import { DashboardSelect } from './dashboard-select.js';

/**
 * `<tb-dashboard-select value="<id>" dashboards-scope="customer" customer-id="<id>" tenant-id="<id>" label="…" base-url="…"
 * auto-select-first required disabled narrow>` (narrow: an icon button opening a floating panel); fires `tb-change` with `{ value, dashboard }` (value: the dashboard id or null).
 */
export const DashboardSelectElement = createKitElement(DashboardSelect, {
  props: {
    value: 'string',
    dashboardsScope: 'string',
    customerId: 'string',
    tenantId: 'string',
    label: 'string',
    baseUrl: 'string',
    autoSelectFirst: 'boolean',
    required: 'boolean',
    disabled: 'boolean',
    narrow: 'boolean',
  },
  events: { 'tb-change': 'onChange' },
});
