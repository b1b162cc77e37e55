import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page, Request } from 'playwright-core';
import { ROUTES } from '../../console/routes.js';
import { ACCOUNTS, axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer, type Role } from './support/e2e.js';
import { DEMO } from '../../server/demo/ids.js';

let server: E2eServer;
let browser: Browser;

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
});

/** The demo customer and edge that the lists of one customer or one edge are opened for (a customer user's own). */
const DEMO_PARAMS: Readonly<Record<string, string>> = { customerId: DEMO.customerAId, edgeId: DEMO.edgeId };

/** A route's path with its parameters filled in from {@link DEMO_PARAMS}; undefined when it names another entity. */
function demoPath(path: string): string | undefined {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return names.every((name) => DEMO_PARAMS[name]) ? path.replace(/:(\w+)/g, (_, name: string) => DEMO_PARAMS[name]!) : undefined;
}

/**
 * The console pages a role reaches without naming an entity (every list, overview and settings page), and the
 * pages and lists of the demo customer and edge (/customers/{id}/devices, /edgeInstances/{id}/dashboards …).
 */
function pagesOf(role: Role) {
  const authority = ACCOUNTS[role].authority;
  return ROUTES.filter((r) => r.layout === 'shell' && Array.isArray(r.access) && (r.access as readonly string[]).includes(authority))
    .map((r) => ({ ...r, path: demoPath(r.path) }))
    .filter((r): r is typeof r & { path: string } => r.path !== undefined);
}

/** Requests of a page still waiting for an answer (the websocket is not one). */
function inflightRequests(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/** Resolves once no request has been open for `quietMs` (what Playwright's networkidle means, after an in-page navigation too). */
async function networkQuiet(page: Page, inflight: () => number, quietMs = 400): Promise<void> {
  let quietSince = performance.now();
  while (performance.now() - quietSince < quietMs) {
    await page.waitForTimeout(50);
    if (inflight() > 0) quietSince = performance.now();
  }
}

/**
 * Goes to a page the way a click on a menu link does (history entry and popstate, no reload), waits until
 * its data has arrived, and its main region is shown.
 */
async function open(page: Page, inflight: () => number, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await networkQuiet(page, inflight);
  await page.locator('main').first().waitFor();
}

for (const role of ['tenant', 'customer', 'sysadmin'] as const) {
  test(`axe finds no violation on any page a ${role} reaches, in the light and the dark theme`, async (t) => {
    const pages = pagesOf(role);
    assert.ok(pages.length >= 3, `${role} reaches pages`);
    const found: Record<string, string[]> = {};
    // Both themes at once: most of each page's time is spent waiting for the network to go quiet.
    await Promise.all((['light', 'dark'] as const).map(async (colorScheme) => {
      const { page } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 }, colorScheme });
      const inflight = inflightRequests(page);
      await signIn(page, role);
      await page.locator('#app-loading').waitFor({ state: 'hidden' });
      for (const route of pages) {
        await open(page, inflight, route.path);
        const violations = await axeViolations(page);
        if (violations.length > 0) found[`${route.path} (${colorScheme})`] = violations.map((v) => `${v.id}: ${v.targets.join(', ')}`);
      }
    }));
    assert.deepEqual(found, {});
  });
}
