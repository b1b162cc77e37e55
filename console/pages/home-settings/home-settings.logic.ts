/** The tenant's home dashboard settings call (GET to read, POST to save). */
export const HOME_INFO_PATH = '/api/tenant/dashboard/home/info';

/** The HomeDashboardInfo the server reads and answers. */
export interface HomeDashboardInfo {
  dashboardId: { entityType: 'DASHBOARD'; id: string } | null;
  hideDashboardToolbar: boolean;
}

/** What the home settings form holds: the chosen dashboard's id (null for none) and whether its toolbar is hidden. */
export interface HomeForm {
  dashboardId: string | null;
  hideToolbar: boolean;
}

/** The form of a HomeDashboardInfo answer: no dashboard unless it names one; the toolbar hidden only when it says so. */
export function homeFormOf(info: unknown): HomeForm {
  const value = info && typeof info === 'object' ? (info as { dashboardId?: unknown; hideDashboardToolbar?: unknown }) : {};
  const id = value.dashboardId && typeof value.dashboardId === 'object' ? (value.dashboardId as { id?: unknown }).id : undefined;
  return { dashboardId: typeof id === 'string' && id ? id : null, hideToolbar: value.hideDashboardToolbar === true };
}

/**
 * The body saving a form: the dashboard's id as a DASHBOARD entity id, or null when cleared (the server then keeps no
 * home dashboard; it refuses a body without the field), and the toolbar flag.
 */
export function homeInfoBody(form: HomeForm): HomeDashboardInfo {
  return { dashboardId: form.dashboardId ? { entityType: 'DASHBOARD', id: form.dashboardId } : null, hideDashboardToolbar: form.hideToolbar };
}

/** Whether the form differs from the saved settings. */
export function homeFormChanged(form: HomeForm, saved: HomeForm): boolean {
  return form.dashboardId !== saved.dashboardId || form.hideToolbar !== saved.hideToolbar;
}
