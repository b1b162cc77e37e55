// Helpers for browser tests of the sign-in and account pages: a fake server behind the console's client,
// a signed-in (or half signed-in) session, the page rendered with the console's messages and toasts.
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { waitUntil } from '@open-wc/testing';
import { click } from '../../elements/support/kit-test.js';
import { ToastHost } from '../../../elements/toast/toast.js';
import { $toasts } from '../../../elements/toast/toast.store.js';
import { adoptKitStyles } from '../../../elements/core/stylesheet.js';
import { registerConsoleLocales } from '../../../console/i18n/index.js';
import { SIGNED_OUT } from '../../../console/logic/auth-state.js';
import { $auth, client } from '../../../console/session/session.js';
import { createFakeServer, type FakeServer } from '../../support/fake-fetch.js';

export { json, tbError, deferred } from '../../support/fake-fetch.js';

const realFetch = window.fetch.bind(window);
let mounted: { root: Root; container: HTMLElement } | undefined;

/** An unsigned JWT with the given claims, encoded in the browser. */
export function browserJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS512' })}.${encode(claims)}.c2lnbmF0dXJl`;
}

/** Puts a fake server behind the console's client (through `window.fetch`) and answers it. */
export function useFakeServer(): FakeServer {
  const server = createFakeServer();
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => server.fetch(input instanceof Request ? input : new Request(new URL(String(input), location.href), init));
  return server;
}

/** Stores a token of the given authority and sets the console's auth state as the session would. */
export async function signInAs(authority: 'TENANT_ADMIN' | 'CUSTOMER_USER' | 'SYS_ADMIN' | 'PRE_VERIFICATION_TOKEN', userDetails: Record<string, unknown> | null = null): Promise<void> {
  const iat = Math.floor(Date.now() / 1000);
  const token = browserJwt({
    sub: 'tenant@thingsboard.org',
    userId: 'user-1',
    scopes: [authority],
    tenantId: 'tenant-1',
    customerId: authority === 'CUSTOMER_USER' ? 'customer-1' : '13814000-1dd2-11b2-8080-808080808080',
    isPublic: false,
    iat,
    exp: iat + 9000,
  });
  await client.auth.loginWithTokens({ token, refreshToken: authority === 'PRE_VERIFICATION_TOKEN' ? null : browserJwt({ scopes: ['REFRESH_TOKEN'], iat, exp: iat + 604800 }) });
  const user = client.auth.$authUser.get();
  $auth.set({ ...SIGNED_OUT, isAuthenticated: true, isUserLoaded: true, authUser: user && { ...user }, userDetails: userDetails as never });
}

/** Renders a page with the console's messages, its stylesheet and the toast host; replaces what the last call rendered. */
export async function renderPage(page: ReactNode): Promise<HTMLElement> {
  unmountPage();
  adoptKitStyles(document);
  await registerConsoleLocales();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <>
      {page}
      <ToastHost />
    </>,
  );
  mounted = { root, container };
  await waitUntil(() => container.childElementCount > 0, 'page rendered');
  return container;
}

/** Removes the rendered page, the toasts, the session and the fake server. */
export async function cleanUp(): Promise<void> {
  unmountPage();
  $toasts.set([]);
  window.fetch = realFetch;
  await client.tokens.clear();
  $auth.set({ ...SIGNED_OUT });
}

function unmountPage(): void {
  if (!mounted) return;
  mounted.root.unmount();
  mounted.container.remove();
  mounted = undefined;
}

/** A label's text as assistive technology reads it: without its hidden parts (a required field's star). */
function spokenText(label: HTMLLabelElement): string {
  const copy = label.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim() ?? '';
}

/** The input labelled with a text (exact label, as read aloud). */
export function field(label: string, root: ParentNode = document): HTMLInputElement {
  const found = [...root.querySelectorAll('label')].find((l) => spokenText(l) === label);
  const input = found?.htmlFor ? document.getElementById(found.htmlFor) : found?.querySelector('input');
  if (!input) throw new Error(`no field labelled ${label}`);
  return input as HTMLInputElement;
}

/** The button whose text or accessible name is the given text, or undefined while there is none. */
export function findButton(name: string, root: ParentNode = document): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name);
}

/** The button whose text or accessible name is the given text. */
export function button(name: string, root: ParentNode = document): HTMLButtonElement {
  const found = findButton(name, root);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** Whether some element's text contains the given text. */
export function shows(text: string, root: ParentNode = document.body): boolean {
  return (root as HTMLElement).textContent?.includes(text) ?? false;
}

/** The text of the toasts on screen. */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('[data-type]')].map((t) => t.textContent ?? '');
}

/** Scrolls an element into view, then clicks its middle with the real mouse (pages are taller than the test window). */
export async function clickOn(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  await click(element);
}

/** The open modal dialog: the console's own, or the one the kit shows in its fallback host's shadow root. */
export function openDialog(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>('dialog[open]') ?? document.querySelector('[data-tb-dialog-host]')?.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;
}
