import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page, Request } from 'playwright-core';
import { ROUTES } from '../../console/routes.js';
import { ACCOUNTS, axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer, type Role } from './support/e2e.js';
import { restClient, uniqueEmail, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;
/** Ids of demo entities by route parameter name, found through the API. */
let ids: Record<string, string>;

interface Identified {
  id: { id: string };
}

/** The ids the details pages open: the demo data's, and a tenant user still to be activated (so its activation link shows). */
async function demoIds(tenant: RestClient, sysadmin: RestClient): Promise<Record<string, string>> {
  const one = async (path: string) => (await tenant.call<Identified>('GET', path)).id.id;
  const me = await tenant.call<{ tenantId: { id: string } }>('GET', '/api/auth/user');
  const admins = await sysadmin.call<{ data: Array<Identified & { email: string }> }>('GET', `/api/tenant/${me.tenantId.id}/users?pageSize=10&page=0`);
  const pending = await tenant.call<Identified>('POST', '/api/user?sendActivationMail=false', { email: uniqueEmail('axe-pending'), authority: 'TENANT_ADMIN', firstName: 'Pending', lastName: 'Axe' });
  return {
    tenantId: me.tenantId.id,
    tenantAdminId: admins.data.find((u) => u.email === ACCOUNTS.tenant.email)!.id.id,
    customerId: await one(`/api/tenant/customers?customerTitle=${encodeURIComponent('Customer A')}`),
    userId: pending.id.id,
    assetId: await one(`/api/tenant/assets?assetName=${encodeURIComponent('Building A')}`),
    deviceId: await one(`/api/tenant/devices?deviceName=${encodeURIComponent('Thermostat T1')}`),
    deviceProfileId: await one('/api/deviceProfileInfo/default'),
    entityViewId: await one(`/api/tenant/entityViews?entityViewName=${encodeURIComponent('Office climate')}`),
    edgeId: await one(`/api/tenant/edges?edgeName=${encodeURIComponent('Edge E1')}`),
  };
}

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  let sysadmin: RestClient;
  [tenant, sysadmin] = await Promise.all([restClient(server, ACCOUNTS.tenant.email, ACCOUNTS.tenant.password), restClient(server, ACCOUNTS.sysadmin.email, ACCOUNTS.sysadmin.password)]);
  ids = await demoIds(tenant, sysadmin);
});
// The pending user leaves the shared server with this file (a server of this file's own may be gone already).
after(() => (ids?.userId ? tenant.call('DELETE', `/api/user/${ids.userId}`).catch(() => undefined) : undefined));

/** Route parameters per role where they differ from {@link ids}: the system administrator opens the tenant's administrator. */
const PARAMS_OF: Partial<Record<Role, (all: Record<string, string>) => Record<string, string>>> = {
  sysadmin: (all) => ({ ...all, userId: all.tenantAdminId! }),
};

/** The console pages a role reaches: every list, overview and settings page, and each details page opened on a demo entity. */
function pagesOf(role: Role): string[] {
  const authority = ACCOUNTS[role].authority;
  const params = PARAMS_OF[role]?.(ids) ?? ids;
  const shell = ROUTES.filter((r) => r.layout === 'shell' && Array.isArray(r.access) && (r.access as readonly string[]).includes(authority));
  return shell.flatMap((r) => {
    const path = r.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `:${name}`);
    return path.includes(':') ? [] : [path];
  });
}

/** The details routes every role's sweep must include (a route whose id was not found would drop out silently). */
const DETAILS: Record<Role, readonly string[]> = {
  sysadmin: ['tenants', 'users'],
  tenant: ['customers', 'users', 'assets', 'devices', 'deviceProfiles', 'entityViews', 'edgeInstances'],
  customer: ['assets', 'devices', 'entityViews', 'edgeInstances'],
};

/** A dialog a role opens with a button on a page (and, for the import, a chosen file). */
interface DialogView {
  path: (all: Record<string, string>) => string;
  button: string;
  file?: string;
}

/** The dialogs of `npm run screenshots` that the sweep opens too, per role. */
const DIALOGS: Record<Role, readonly DialogView[]> = {
  sysadmin: [{ path: (all) => `/users?tenantId=${all.tenantId}`, button: 'Add user' }],
  tenant: [
    { path: (all) => `/devices/${all.deviceId}`, button: 'Manage credentials' },
    { path: (all) => `/devices/${all.deviceId}`, button: 'Check connectivity' },
    { path: () => '/devices', button: 'Import from CSV' },
    { path: () => '/devices', button: 'Import from CSV', file: 'name,type,label,access token,firmware\nBoiler B1,default,Cellar boiler,axe-boiler-b1,1.4.2' },
    { path: () => '/users', button: 'Add user' },
    { path: (all) => `/users/${all.userId}`, button: 'Activation link' },
    { path: () => '/settings/resources-library', button: 'Add resource' },
  ],
  customer: [{ path: () => '/devices', button: 'Claim device' }],
};

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

/** Opens a dialog by its button, chooses its file if it takes one, answers its axe violations and closes it with Escape. */
async function dialogViolations(page: Page, view: DialogView): Promise<string[]> {
  await page.getByRole('button', { name: view.button, exact: true }).first().click();
  const dialog = page.getByRole('dialog').first();
  await dialog.waitFor();
  if (view.file) {
    await dialog.locator('input[type=file]').setInputFiles({ name: 'entities.csv', mimeType: 'text/csv', buffer: Buffer.from(view.file) });
    await dialog.getByLabel('Type of column 1').waitFor();
  }
  const violations = await axeViolations(page);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return violations.map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

for (const role of ['tenant', 'customer', 'sysadmin'] as const) {
  test(`axe finds no violation on any page and dialog a ${role} reaches, details pages included, in the light and the dark theme`, async (t) => {
    const pages = pagesOf(role);
    assert.ok(pages.length >= 3, `${role} reaches pages`);
    for (const list of DETAILS[role]) assert.ok(pages.some((path) => path.startsWith(`/${list}/`)), `${role} sweeps a page under /${list}/`);
    const found: Record<string, string[]> = {};
    // Both themes at once: most of each page's time is spent waiting for the network to go quiet.
    await Promise.all((['light', 'dark'] as const).map(async (colorScheme) => {
      const { page } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 }, colorScheme });
      const inflight = inflightRequests(page);
      await signIn(page, role);
      await page.locator('#app-loading').waitFor({ state: 'hidden' });
      for (const path of pages) {
        await open(page, inflight, path);
        const violations = await axeViolations(page);
        if (violations.length > 0) found[`${path} (${colorScheme})`] = violations.map((v) => `${v.id}: ${v.targets.join(', ')}`);
      }
      for (const view of DIALOGS[role]) {
        const path = view.path(ids);
        await open(page, inflight, path);
        const violations = await dialogViolations(page, view);
        if (violations.length > 0) found[`${path} ${view.button}${view.file ? ' with a file' : ''} (${colorScheme})`] = violations;
      }
    }));
    assert.deepEqual(found, {});
  });
}
