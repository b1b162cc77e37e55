// Helpers for browser tests of the console shell: the whole console (App) rendered against a fake server,
// signed in as a role, started the way main.tsx starts it.
import { createRoot, type Root } from 'react-dom/client';
import { waitUntil } from '@open-wc/testing';
import { axeViolations } from '../../elements/support/kit-test.js';
import { adoptKitStyles } from '../../../elements/core/stylesheet.js';
import { $toasts } from '../../../elements/toast/toast.store.js';
import { closeAllDialogs } from '../../../elements/dialog/dialog.store.js';
import { App } from '../../../console/app.js';
import { registerConsoleLocales } from '../../../console/i18n/index.js';
import { SIGNED_OUT } from '../../../console/logic/auth-state.js';
import { $auth, $redirectUrl, client, loadUser, navigate } from '../../../console/session/session.js';
import { $forbiddenRoute, startApp } from '../../../console/session/start.js';
import { applyDocumentSettings } from '../../../console/shell/document-settings.js';
import { createFakeServer, json, type FakeServer } from '../../support/fake-fetch.js';

export { json, tbError, deferred } from '../../support/fake-fetch.js';

/** A signed-in role of the fake server. */
export type Role = 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER';

const realFetch = window.fetch.bind(window);
let root: Root | undefined;
let container: HTMLElement | undefined;
let started = false;

/** An unsigned JWT with the given claims (the console never verifies signatures). */
export function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS512' })}.${encode(claims)}.c2lnbmF0dXJl`;
}

/** A token pair of a role; `expired` gives the access token a lifetime within the 2 s validity margin, so it counts as expired at once. */
export function tokenPair(role: Role, expired = false) {
  const now = Math.floor(Date.now() / 1000);
  const token = jwt({
    sub: `${role.toLowerCase()}@example.com`,
    userId: 'user-1',
    scopes: [role],
    tenantId: 'tenant-1',
    customerId: role === 'CUSTOMER_USER' ? 'customer-1' : '13814000-1dd2-11b2-8080-808080808080',
    isPublic: false,
    iat: now,
    exp: expired ? now + 1 : now + 9000,
  });
  return { token, refreshToken: jwt({ scopes: ['REFRESH_TOKEN'], userId: 'user-1', iat: now, exp: now + 604800 }) };
}

/** The fake server of a signed-in role: user record, system parameters and home counts. */
export function fakeServer(role: Role, additionalInfo: Record<string, unknown> = {}): FakeServer {
  const server = createFakeServer()
    .route('GET', '/api/user/user-1', json(200, { id: { id: 'user-1', entityType: 'USER' }, email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', authority: role, additionalInfo }))
    .route('GET', '/api/user/tokenAccessEnabled', json(200, true))
    .route('GET', '/api/edges/enabled', json(200, false))
    .route('GET', '/api/admin/repositorySettings/exists', json(200, false))
    .route('GET', '/api/tenant/dashboards', json(200, { data: [{ id: { id: 'd1' } }], totalPages: 1, totalElements: 1, hasNext: false }))
    .route('POST', '/api/entitiesQuery/count', json(200, 6))
    .route('GET', '/api/alarms', json(200, { data: [], totalPages: 1, totalElements: 3, hasNext: false }))
    .route('POST', '/api/entitiesQuery/find', json(200, { data: [], totalPages: 0, totalElements: 0, hasNext: false }))
    .route('POST', '/api/auth/logout', json(200));
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    server.fetch(input instanceof Request ? input : new Request(new URL(String(input), location.href), init));
  return server;
}

/**
 * Opens the console at `path` signed in with `tokens` (none: signed out) against `server`, as main.tsx
 * does: stylesheet, messages, App, then app start (once per page; later calls reload the user and navigate).
 */
export async function openConsole(path: string, tokens: { token: string; refreshToken: string } | null): Promise<HTMLElement> {
  adoptKitStyles(document);
  await registerConsoleLocales();
  if (tokens) await client.auth.loginWithTokens(tokens);
  if (!container) {
    applyDocumentSettings();
    container = document.createElement('div');
    document.body.append(container);
  }
  root ??= createRoot(container);
  root.render(<App />);
  if (!started) {
    history.replaceState(null, '', path);
    started = true;
    await startApp();
  } else {
    history.replaceState(null, '', path);
    await loadUser();
    navigate(path, { replace: true });
  }
  await until(() => container!.childElementCount > 0, 'console rendered');
  return container;
}

/** Unmounts the console, then signs out and clears toasts, dialogs and the fake server between tests. */
export async function resetConsole(): Promise<void> {
  root?.unmount();
  root = undefined;
  await until(() => client.$requestsInFlight.get() === 0, 'calls of the last test settled');
  closeAllDialogs();
  $toasts.set([]);
  $forbiddenRoute.set(null);
  $redirectUrl.set(null);
  await client.tokens.clear();
  $auth.set({ ...SIGNED_OUT });
  window.fetch = realFetch;
}

/** Waits for a condition for up to 5 s (the machine may be busy loading a page's module). */
export function until(condition: () => unknown, message: string): Promise<void> {
  return waitUntil(condition, message, { timeout: 5000 });
}

/** Accessibility violations of the page once its opening animations have ended (colours as they end up). */
export async function axeAfterAnimations(): Promise<string[]> {
  await Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined)));
  return axeViolations();
}

/** The first element matching `selector` whose text is `text` (fails when there is none). */
export function byText<T extends HTMLElement = HTMLElement>(selector: string, text: string): T {
  const found = [...document.querySelectorAll<T>(selector)].find((el) => el.textContent?.trim() === text);
  if (!found) throw new Error(`no ${selector} with text "${text}"`);
  return found;
}

/** Whether an element matching `selector` with text `text` is in the document. */
export function hasText(selector: string, text: string): boolean {
  return [...document.querySelectorAll(selector)].some((el) => el.textContent?.trim() === text);
}

/** The button with this accessible name (aria-label or text). */
export function buttonNamed(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name);
  if (!found) throw new Error(`no button named "${name}"`);
  return found;
}

/** Whether a button with this accessible name exists. */
export function hasButton(name: string): boolean {
  return [...document.querySelectorAll('button')].some((b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name);
}
