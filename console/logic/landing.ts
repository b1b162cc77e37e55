import type { AuthState } from './auth-state.js';

/** Paths the landing rules produce. */
export const PLACES = { home: '/home', login: '/login', mfa: '/login/mfa' } as const;

/**
 * The default place of a session (console-core §4 landing): the second-factor page while awaiting it, the
 * last public dashboard for public users, the default dashboard of a tenant admin or customer user
 * (fullscreen or inside the console), otherwise home; signed-out visitors go to the sign-in page.
 */
export function defaultPlace(state: Pick<AuthState, 'isAuthenticated' | 'authUser' | 'userDetails' | 'lastPublicDashboardId'>): string {
  const user = state.authUser;
  if (!state.isAuthenticated || !user) return PLACES.login;
  if (user.authority === 'PRE_VERIFICATION_TOKEN') return PLACES.mfa;
  if (user.isPublic) return state.lastPublicDashboardId ? `/dashboard/${encodeURIComponent(state.lastPublicDashboardId)}` : PLACES.login;
  if (user.authority === 'TENANT_ADMIN' || user.authority === 'CUSTOMER_USER') {
    const info = state.userDetails?.additionalInfo;
    const id = info?.defaultDashboardId;
    if (id) return info.defaultDashboardFullscreen === true ? `/dashboard/${encodeURIComponent(id)}` : `/dashboards/${encodeURIComponent(id)}`;
  }
  return PLACES.home;
}

/**
 * Where a person lands after signing in: the second-factor page for a pre-verification token, else the
 * remembered address when there is one (never a sign-in page), else the default place.
 */
export function landingAfterLogin(
  state: Pick<AuthState, 'isAuthenticated' | 'authUser' | 'userDetails' | 'lastPublicDashboardId'>,
  redirectUrl: string | null,
): string {
  if (state.authUser?.authority === 'PRE_VERIFICATION_TOKEN') return PLACES.mfa;
  if (redirectUrl && !isSignInPath(redirectUrl) && redirectUrl.startsWith('/') && !redirectUrl.startsWith('//')) return redirectUrl;
  return defaultPlace(state);
}

/** Whether a path (with or without query) belongs to the sign-in pages. */
export function isSignInPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === PLACES.login || pathname.startsWith(`${PLACES.login}/`);
}
