import { detailsAddress } from '../entity-details/entity-details.logic.js';

/** Why a dashboard did not load: it does not exist (404), the user may not see it (403), or anything else. */
export type DashboardLoadFailure = 'not-found' | 'forbidden' | 'error';

/** The failure an HTTP status of `GET /api/dashboard/{id}` stands for. */
export function dashboardLoadFailure(status: number): DashboardLoadFailure {
  if (status === 404) return 'not-found';
  if (status === 403) return 'forbidden';
  return 'error';
}

/** Whether a query flag (`hideToolbar`, `embedded`) is on: present and not `false`. */
export function queryFlag(search: Readonly<Record<string, string>>, name: string): boolean {
  const value = search[name];
  return value !== undefined && value !== 'false';
}

/** The address of a dashboard page with the state parameter set (or dropped for the root state), other parameters kept. */
export function dashboardAddress(path: string, search: Readonly<Record<string, string>>, state: string | null): string {
  return detailsAddress(path, search, { state: state ?? undefined });
}

/** The address of the in-console page of a dashboard. */
export function dashboardPath(dashboardId: string): string {
  return `/dashboards/${encodeURIComponent(dashboardId)}`;
}

/** The address of the fullscreen page of a dashboard. */
export function fullscreenDashboardPath(dashboardId: string): string {
  return `/dashboard/${encodeURIComponent(dashboardId)}`;
}

/** What decides whether a dashboard page shows its toolbar. */
export interface ToolbarInputs {
  /** The fullscreen page's `hideToolbar` query flag. */
  hideToolbarParam: boolean;
  /** The dashboard's `settings.hideToolbar`. */
  hideToolbarSetting: boolean;
  /** The user is held to a fullscreen default dashboard (or is public). */
  forceFullscreen: boolean;
  mobileApp: boolean;
  publicUser: boolean;
  /** Edit mode always shows the toolbar. */
  editing: boolean;
}

/**
 * Whether the toolbar is hidden: never in edit mode; otherwise when the page asks (`hideToolbar`), or when
 * the dashboard's setting asks and the user is not held to fullscreen, unless in the mobile app or public
 * (a user held to fullscreen would otherwise lose the toolbar's way back).
 */
export function toolbarHidden({ hideToolbarParam, hideToolbarSetting, forceFullscreen, mobileApp, publicUser, editing }: ToolbarInputs): boolean {
  if (editing) return false;
  return hideToolbarParam || (hideToolbarSetting && (!forceFullscreen || mobileApp || publicUser));
}
