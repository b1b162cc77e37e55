import { atom } from 'nanostores';
import { createRouter } from '@nanostores/router';
import { ROUTES, type RouteDef, ROUTES_BY_NAME } from '../routes.js';

/** The address parser: the route matching the address bar (undefined for an unknown path). */
export const $router = createRouter(Object.fromEntries(ROUTES.map((r) => [r.name, r.path])), { links: false });

/** Decides whether a navigation to a path may go ahead; installed by the session. */
export type NavigationGuard = (url: string) => boolean;

let guard: NavigationGuard = () => true;
const startListeners = new Set<() => void>();

/** Counts navigation starts; dialogs close on each (shared-controls §2). */
export const $navigationStarts = atom(0);

/** Installs the check every navigation passes before the address changes. */
export function setNavigationGuard(check: NavigationGuard): void {
  guard = check;
}

/** Calls `listener` at the start of every navigation; returns the function that stops listening. */
export function onNavigationStart(listener: () => void): () => void {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

function navigationStarted(): void {
  $navigationStarts.set($navigationStarts.get() + 1);
  for (const listener of [...startListeners]) listener();
}

/** Opens an address inside the console after the guard allowed it; `replace` keeps history as it is. */
export function navigate(url: string, options: { replace?: boolean } = {}): void {
  navigationStarted();
  if (!guard(url)) return;
  $router.open(url, options.replace ?? false);
}

/** The route of a router page (by name). */
export function routeOf(name: string | undefined): RouteDef | undefined {
  return name === undefined ? undefined : ROUTES_BY_NAME.get(name);
}

/** The address as the router sees it now: path, query and hash. */
export function currentUrl(): string {
  return location.pathname + location.search + location.hash;
}

/**
 * Routes same-origin link clicks through {@link navigate}, and reports back/forward as navigation starts.
 * Returns the function that removes the listeners.
 */
export function installNavigationListeners(): () => void {
  const click = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download') || link.rel === 'external') return;
    if (link.origin !== location.origin) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  };
  const popstate = () => navigationStarted();
  document.addEventListener('click', click);
  window.addEventListener('popstate', popstate);
  return () => {
    document.removeEventListener('click', click);
    window.removeEventListener('popstate', popstate);
  };
}
