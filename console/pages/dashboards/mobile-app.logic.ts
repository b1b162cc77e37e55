// What ThingsBoard's mobile app (a Flutter web view) and the fullscreen dashboard page tell each other.
// The app posts window messages as JSON text; the page answers through the web view's named handlers. Pure.
import { fullscreenDashboardPath } from './dashboard-page.logic.js';

/** The handlers of the mobile app's web view the console calls. */
export const MOBILE_HANDLERS = {
  /** The console is ready for messages. */
  ready: 'tbMobileReadyHandler',
  /** The shown dashboard state's name, for the app's title bar. */
  stateName: 'tbMobileDashboardStateNameHandler',
  /** A dashboard was (re)loaded: whether it has a right layout, and whether that is open. */
  loaded: 'tbMobileDashboardLoadedHandler',
} as const;

/** The app asks to open a dashboard. */
export interface OpenDashboardMessage {
  dashboardId: string;
  state?: string;
  embedded?: boolean;
  hideToolbar?: boolean;
}

/** The app hands over a fresh token pair. */
export interface ReloadUserMessage {
  accessToken: string;
  refreshToken: string;
}

/** A message the console understands, or null for anything else. */
export type MobileMessage = { type: 'openDashboardMessage'; data: OpenDashboardMessage } | { type: 'reloadUserMessage'; data: ReloadUserMessage };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Reads a window message's data (JSON text) as a mobile-app message; null when it is not one the console acts on. */
export function readMobileMessage(data: unknown): MobileMessage | null {
  let message: unknown;
  try {
    message = typeof data === 'string' ? JSON.parse(data) : null;
  } catch {
    return null;
  }
  if (!isObject(message) || !isObject(message.data)) return null;
  const body = message.data;
  if (message.type === 'openDashboardMessage' && typeof body.dashboardId === 'string' && body.dashboardId) {
    return { type: 'openDashboardMessage', data: body as unknown as OpenDashboardMessage };
  }
  if (message.type === 'reloadUserMessage' && typeof body.accessToken === 'string' && typeof body.refreshToken === 'string' && body.accessToken && body.refreshToken) {
    return { type: 'reloadUserMessage', data: { accessToken: body.accessToken, refreshToken: body.refreshToken } };
  }
  return null;
}

/**
 * The address an open-dashboard message leads to: the fullscreen page with `state`, `embedded=true` and
 * `hideToolbar=true` as asked, and, when the app opens the dashboard it opened last, `reload` set to the
 * time, so that the page (already showing it) resolves its aliases anew and reports itself loaded again.
 */
export function mobileDashboardAddress(message: OpenDashboardMessage, lastDashboardId: string | null, nowMs: number): string {
  const query = new URLSearchParams();
  if (message.state) query.set('state', message.state);
  if (message.embedded) query.set('embedded', 'true');
  if (message.hideToolbar) query.set('hideToolbar', 'true');
  if (lastDashboardId === message.dashboardId) query.set('reload', String(nowMs));
  const search = query.toString();
  return `${fullscreenDashboardPath(message.dashboardId)}${search ? `?${search}` : ''}`;
}
