import { atom } from 'nanostores';
import { decideRoute } from '../logic/guard.js';
import { defaultPlace } from '../logic/landing.js';
import { ROUTES, type RouteDef } from '../routes.js';
import { closeAllDialogs } from '../../elements/dialog/dialog.store.js';
import { setLanguage } from '../../elements/core/i18n.js';
import { $router, currentUrl, installNavigationListeners, navigate, onNavigationStart, setNavigationGuard } from './router.js';
import { $auth, $redirectUrl, client, loadUser, logout } from './session.js';

/** The route a signed-in user was refused ('forbidden' dialog), else null. */
export const $forbiddenRoute = atom<RouteDef | null>(null);

/** True once the app has started: the user is loaded and the first place is decided. */
export const $appReady = atom(false);

/** Whether the console runs inside the mobile app's web view. */
export function isMobileApp(): boolean {
  return typeof window !== 'undefined' && 'flutter_inappwebview' in window;
}

/** The route and path parameters an address matches. */
export function matchUrl(url: string): { route: RouteDef | undefined; params: Record<string, string> } {
  const pathname = (new URL(url, 'http://x').pathname.replace(/\/$/, '') || '/').replace(/\/+$/, '') || '/';
  for (const [name, regexp] of $router.routes) {
    const match = pathname.match(regexp);
    if (match) {
      const params = Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, v ? decodeURIComponent(v) : '']));
      return { route: ROUTES.find((r) => r.name === name), params };
    }
  }
  return { route: undefined, params: {} };
}

let allowedUrl: string | null = null;

/** The guard's verdict on an address for the session as it is now. */
function decide(url: string) {
  const { route, params } = matchUrl(url);
  return { route, decision: decideRoute({ route, params, url, state: $auth.get(), isMobileApp: isMobileApp() }) };
}

/**
 * Applies the route guard to an address: answers true when the navigation may go ahead; otherwise
 * redirects, signs out, shows the 'forbidden' dialog or stays where the user is.
 */
function guardNavigation(url: string): boolean {
  const { route, decision } = decide(url);
  // The last place opened is kept only while the session may still open it: after signing in from the
  // sign-in page (or on the first load) a refused address leads to the default place instead.
  const stayOrGoHome = () => {
    if (allowedUrl && decide(allowedUrl).decision.kind === 'allow') $router.open(allowedUrl, true);
    else redirect(defaultPlace($auth.get()));
  };
  switch (decision.kind) {
    case 'allow':
      allowedUrl = url;
      return true;
    case 'redirect':
      if (decision.remember) $redirectUrl.set(decision.remember);
      redirect(decision.to);
      return false;
    case 'forbidden':
      $forbiddenRoute.set(route ?? null);
      stayOrGoHome();
      return false;
    case 'logout':
      void logout();
      return false;
    case 'cancel':
      stayOrGoHome();
      return false;
  }
}

let redirects = 0;

/** Opens the place a decision sends the user to; a chain of redirects stops after a few hops. */
function redirect(to: string): void {
  if (redirects > 3) return;
  redirects += 1;
  try {
    if (guardNavigation(to)) $router.open(to, true);
  } finally {
    redirects -= 1;
  }
}

/** Signs in from tokens or a public id found in the address (OAuth2 redirect, public dashboard links). */
async function signInFromAddress(): Promise<void> {
  const url = new URL(location.href);
  const accessToken = url.searchParams.get('accessToken');
  const refreshToken = url.searchParams.get('refreshToken');
  if (accessToken) {
    url.searchParams.delete('accessToken');
    url.searchParams.delete('refreshToken');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    await client.auth.loginWithTokens({ token: accessToken, refreshToken });
    return;
  }
  const publicId = url.searchParams.get('publicId');
  const dashboard = url.pathname.match(/^\/dashboard\/([^/]+)/);
  if (publicId && dashboard) {
    const current = client.auth.$authUser.get();
    if (!current?.isPublic || current.customerId !== publicId) await client.auth.loginPublic(publicId);
    $auth.setKey('lastPublicDashboardId', decodeURIComponent(dashboard[1] ?? ''));
  }
}

/**
 * App start (console-core §4): takes the browser's language, signs in from the address when asked, reloads the user, then opens the
 * place the guard decides for the current address once, and from then on checks every navigation.
 */
export async function startApp(): Promise<void> {
  installNavigationListeners();
  setNavigationGuard(guardNavigation);
  onNavigationStart(closeAllDialogs);
  // Before sign-in the browser's language applies; loading the user replaces it with the user's own.
  await setLanguage(navigator.language);
  await signInFromAddress().catch(() => undefined);
  await loadUser();
  if (isMobileApp()) void import('../pages/dashboards/mobile-app.js').then(({ installMobileBridge }) => installMobileBridge({
    open: (url) => navigate(url, { replace: true }),
    signIn: async (tokens) => {
      await client.auth.loginWithTokens(tokens);
      await loadUser();
    },
  }));
  const url = currentUrl();
  if (guardNavigation(url)) $router.open(url, true);
  // Back and forward move the address before anyone can ask: check afterwards and undo when refused.
  $router.listen((page) => {
    if (!allowedUrl) return;
    const at = new URL(allowedUrl, 'http://x').pathname.replace(/\/$/, '') || '/';
    if (page?.path === at) return;
    queueMicrotask(() => {
      const now = currentUrl();
      if (guardNavigation(now)) allowedUrl = now;
    });
  });
  $appReady.set(true);
  document.getElementById('app-loading')?.remove();
}
