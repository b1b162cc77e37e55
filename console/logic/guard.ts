import type { UserAuthority } from '../../sdk/catalogues/authorities.js';
import type { AuthState } from './auth-state.js';
import { defaultPlace, PLACES } from './landing.js';

/** What the guard needs to know of a route. */
export interface GuardedRoute {
  name: string;
  access: 'public' | 'PRE_VERIFICATION_TOKEN' | readonly UserAuthority[];
  layout: 'public' | 'shell' | 'fullscreen';
  redirect?: Partial<Record<UserAuthority, string>>;
}

/** The guard's verdict on a navigation. */
export type GuardDecision =
  | { kind: 'allow' }
  /** Go elsewhere instead; `remember` is the address to return to after signing in. */
  | { kind: 'redirect'; to: string; remember?: string }
  /** The user lacks the route's authority: show the 'forbidden' dialog and stay. */
  | { kind: 'forbidden' }
  /** Sign out (a second-factor token outside its page, or anyone else on it). */
  | { kind: 'logout' }
  /** Do not navigate (the mobile app outside dashboard routes). */
  | { kind: 'cancel' };

/** Names of the routes that show dashboards: the only ones the mobile app may use. */
export const DASHBOARD_ROUTES = ['dashboardFullscreen', 'dashboard'] as const;

/**
 * Whether a forced-fullscreen user may open a route (console-core §4 forced default place): dashboard
 * pages in fullscreen, the allowed dashboards, and profile or security unless public.
 */
export function allowedInForcedPlace(
  route: Pick<GuardedRoute, 'name'>,
  params: Record<string, string>,
  state: Pick<AuthState, 'authUser' | 'allowedDashboardIds'>,
): boolean {
  if (route.name === 'dashboardFullscreen') return true;
  if (route.name === 'dashboard') return !!params.dashboardId && state.allowedDashboardIds.includes(params.dashboardId);
  if (route.name === 'profile' || route.name === 'security') return !state.authUser?.isPublic;
  return false;
}

/** Everything the guard decides on. */
export interface GuardInput {
  /** The matched route, or undefined for an unknown path. */
  route: GuardedRoute | undefined;
  params: Record<string, string>;
  /** The requested address (path, query and hash), remembered for after sign-in. */
  url: string;
  state: AuthState;
  /** The console runs inside the mobile app. */
  isMobileApp: boolean;
}

/**
 * The route guard (console-core §2, §4, §6): unknown paths go home; the second-factor token is good only
 * on `login/mfa` and anyone else there is signed out; signed-out visitors of guarded routes go to sign-in
 * with the address remembered; signed-in users on sign-in pages go to their default place; the mobile app
 * may only use dashboard routes; forced-fullscreen users stay in their allowed places; a route may
 * redirect by authority; a missing authority means the 'forbidden' dialog.
 */
export function decideRoute({ route, params, url, state, isMobileApp }: GuardInput): GuardDecision {
  const user = state.isAuthenticated ? state.authUser : null;
  const authority = user?.authority;
  if (!route) return { kind: 'redirect', to: user ? defaultPlace(state) : PLACES.home };

  if (route.access === 'PRE_VERIFICATION_TOKEN') return authority === 'PRE_VERIFICATION_TOKEN' ? { kind: 'allow' } : { kind: 'logout' };
  if (authority === 'PRE_VERIFICATION_TOKEN') return { kind: 'logout' };

  if (route.access === 'public') return user ? { kind: 'redirect', to: defaultPlace(state) } : { kind: 'allow' };
  if (!user) return { kind: 'redirect', to: PLACES.login, remember: url };

  if (isMobileApp && !(DASHBOARD_ROUTES as readonly string[]).includes(route.name)) return { kind: 'cancel' };
  if (state.forceFullscreen && !allowedInForcedPlace(route, params, state)) {
    const place = defaultPlace(state);
    return place === url ? { kind: 'forbidden' } : { kind: 'redirect', to: place };
  }
  if (!(route.access as readonly string[]).includes(authority ?? '')) return { kind: 'forbidden' };
  const target = route.redirect?.[authority as UserAuthority];
  if (route.redirect) return target ? { kind: 'redirect', to: target } : { kind: 'forbidden' };
  return { kind: 'allow' };
}
