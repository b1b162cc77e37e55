import type { Authority } from '../../sdk/catalogues/authorities.js';
import { DASHBOARD_SELECT_PAGE_SIZE } from '../../sdk/catalogues/limits.js';
import { DASHBOARD_SELECT_PANEL } from '../../sdk/catalogues/ui.js';

/** The id the platform stores for "no customer". */
export const NULL_CUSTOMER_ID = '13814000-1dd2-11b2-8080-808080808080';

/** A dashboard as the picker shows it. */
export interface PickedDashboard {
  id: string;
  title: string;
}

/**
 * §6: whose dashboards a person sees — a customer user or a customer scope: the customer's (none without a
 * customer id, or with the null id); a system administrator: the given tenant's (none without one);
 * otherwise the tenant's own. Null means an empty page without asking the server.
 */
export function dashboardListPath(authority: Authority | undefined, scope: 'customer' | 'tenant' | null | undefined, customerId?: string | null, tenantId?: string | null): string | null {
  if (authority === 'CUSTOMER_USER' || scope === 'customer') {
    return customerId && customerId !== NULL_CUSTOMER_ID ? `/api/customer/${encodeURIComponent(customerId)}/dashboards` : null;
  }
  if (authority === 'SYS_ADMIN') return tenantId ? `/api/tenant/${encodeURIComponent(tenantId)}/dashboards` : null;
  return '/api/tenant/dashboards';
}

/** §7: page 0 of 100 (1 when auto-selecting the first), the search text, sorted by title ascending. */
export function dashboardSearchQuery(text: string, pageSize: number = DASHBOARD_SELECT_PAGE_SIZE) {
  return { pageSize, page: 0, textSearch: text.trim() || undefined, sortProperty: 'title', sortOrder: 'ASC' } as const;
}

/** The dashboards of a page answer (a failed list gives an empty page, §8). */
export function dashboardsOfPage(page: { data?: ReadonlyArray<{ id?: { id?: string }; title?: string; name?: string }> } | null | undefined): PickedDashboard[] {
  return (page?.data ?? []).filter((d) => d.id?.id).map((d) => ({ id: d.id!.id!, title: d.title ?? d.name ?? '' }));
}

/** Where the narrow-screen panel of the dashboard select opens, and its height estimate. */
export interface DashboardSelectPanelPlacement {
  /** Below the button, or above it when the estimated height would run past the window's bottom. */
  vertical: 'below' | 'above';
  /** Which edge of the button the panel lines up with: the start edge, or the end edge when the panel would run past the window's far edge. */
  align: 'start' | 'end';
  /** The height estimate: 250 px, or 150 px in a window lower than 350 px. */
  heightPx: number;
}

/**
 * Shared-controls §2: the panel opens below the button unless its estimated height (250 px, 150 px when
 * the window is lower than 350 px) would overflow the window's bottom, and lines up with the button's
 * start edge unless 300 px from there would overflow the window's far edge (the right one, the left one
 * right to left).
 */
export function dashboardSelectPanelPlacement(
  button: { top: number; bottom: number; left: number; right: number },
  window: { width: number; height: number },
  rtl = false,
): DashboardSelectPanelPlacement {
  const heightPx = window.height < DASHBOARD_SELECT_PANEL.lowWindowBelowPx ? DASHBOARD_SELECT_PANEL.lowWindowHeightPx : DASHBOARD_SELECT_PANEL.heightPx;
  const vertical = button.bottom + heightPx > window.height ? 'above' : 'below';
  const overflows = rtl ? button.right - DASHBOARD_SELECT_PANEL.widthCheckPx < 0 : button.left + DASHBOARD_SELECT_PANEL.widthCheckPx > window.width;
  return { vertical, align: overflows ? 'end' : 'start', heightPx };
}
