import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ROUTES } from '../../console/routes.js';
import { ACCOUNTS, axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer, type Role } from './support/e2e.js';

let server: E2eServer;
let browser: Browser;

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
});

/** The console pages a role reaches without naming an entity: every list, overview and settings page. */
function pagesOf(role: Role) {
  const authority = ACCOUNTS[role].authority;
  return ROUTES.filter((r) => r.layout === 'shell' && Array.isArray(r.access) && (r.access as readonly string[]).includes(authority) && !r.path.includes(':'));
}

/** Opens a page and waits until its data has arrived and the boot spinner is gone. */
async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.locator('#app-loading').waitFor({ state: 'hidden' });
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
      await signIn(page, role);
      for (const route of pages) {
        await settle(page, route.path);
        const violations = await axeViolations(page);
        if (violations.length > 0) found[`${route.path} (${colorScheme})`] = violations.map((v) => `${v.id}: ${v.targets.join(', ')}`);
      }
    }));
    assert.deepEqual(found, {});
  });
}
