#!/usr/bin/env node
// `npm run screenshots`: a PNG of every route of the console's route table, as each role sees it, at
// 1440×900 and 390×844 in the light and the dark theme, plus one right-to-left pass in Persian (fa_IR),
// written to screenshots/<role>/<route>-<width>-<theme>[-fa_IR].png. Public routes are taken signed out.
// Runs against TB_URL_BASE when given (signing in with the demo accounts), otherwise against a server it
// starts on a temporary data directory. Arguments keep only the routes whose name or path contains one of them;
// an argument with a query (`device?tab=alarms`) opens those routes with that query and adds it to the file name.
// Without a query, a kept route also gets its extra views (SHOTS below): an edge's events and rule chains
// tabs, dialogs opened by clicking their button in the page (add device, import devices, claim a device, a
// device's credentials and connectivity check, add relation, add user, a user's activation link, add OTA package, a
// device profile's new alarm rule, add and import rule chains, add device and tenant profiles, queues and widgets
// bundles), a tenant profile's limits and queues tabs, a customer's and an edge's menus of their lists, the dialogs
// assigning to them and a row's delete confirmation, a dashboard's edit mode (the grid, the add-widget dialog, a selected
// widget's Data tab and its first key's editor) and, on a server the script starts, a showcase dashboard's
// toolbar panels, widget headers, a fullscreen widget and a state dialog (scripts/screenshot-showcase.mjs),
// written as <route>-<view>-….png. The edge pages show the
// demo data's edge (server/demo/edges.ts) on a server the script starts; on TB_URL_BASE they are taken when
// the tenant has an edge, and skipped otherwise. On a server it starts, the script also adds a tenant user still to be
// activated, whose page then shows the activation link dialog with a link.
// The example pages (a third-party page embedding a dashboard and a widget, the mobile webview page) are taken
// too, whole, signed out, in each variant, as screenshots/examples/<page>-….png; their name or path filters them.
// Earlier PNGs are overwritten, not removed, so that runs for different routes can share the folder.
/* global document -- used inside page.evaluate, which runs in the browser */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNTS, launchChromium, signIn, startE2eServer } from '../test/e2e/support/launch.js';
import { ROUTES } from '../console/routes.js';
import { createShowcase } from './screenshot-showcase.mjs';

const root = new URL('..', import.meta.url).pathname;
const OUT = join(root, 'screenshots');
const VIEWPORTS = [
  { label: '1440', viewport: { width: 1440, height: 900 } },
  { label: '390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
];
const THEMES = ['light', 'dark'];
const RTL = { language: 'fa_IR', locale: 'fa-IR' };
const filters = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('?');
  return at < 0 ? { text: arg, query: '' } : { text: arg.slice(0, at), query: arg.slice(at) };
});

/** The filter that keeps a route, or undefined; without arguments every route is kept. */
const filterOf = (route) => (filters.length === 0 ? { text: '', query: '' } : filters.find((f) => route.name.includes(f.text) || route.path.includes(f.text)));
const wanted = (route) => filterOf(route) !== undefined;

/** The CSV file chosen in the devices import dialog's second view. */
const IMPORT_CSV = ['name,type,label,access token,firmware', 'Boiler B1,default,Cellar boiler,boiler-b1-token,1.4.2', 'Boiler B2,default,Roof boiler,boiler-b2-token,1.4.2'].join('\n');
/** Route parameters of the showcase views: the dashboard id from the example parameter `showcaseDashboardId`. */
const SHOWCASE = { dashboardId: 'showcaseDashboardId' };

/**
 * Extra views of a route beyond its plain address, for the roles given: a query (a tab) and, optionally, a button
 * to click, named by its message (folder of its namespace, key), and what shows once clicked (a dialog unless told).
 */
const SHOTS = {
  edge: [
    { name: 'events', query: '?tab=edgeEvents', roles: ['tenant'] },
    { name: 'rule-chains', query: '?tab=edgeRuleChains', roles: ['tenant'] },
    { name: 'lists-menu', query: '', click: { folder: 'scoped-lists', key: 'links.edge' }, shows: '[role=menu]', roles: ['tenant', 'customer'] },
  ],
  // A customer's and an edge's lists: the menus leading to them, the assign dialogs with their picker's suggestions.
  // One row's delete, its confirmation naming the entity.
  customer: [{ name: 'lists-menu', query: '', click: { folder: 'scoped-lists', key: 'links.customer' }, shows: '[role=menu]', roles: ['tenant'] }],
  edgeInstances: [{ name: 'row-menu', query: '', click: { folder: 'scoped-lists', key: 'links.edge' }, shows: '[role=menu]', roles: ['tenant', 'customer'] }],
  customerDevices: [
    { name: 'assign-dialog', query: '', click: { folder: 'entity-list', key: 'action.assign' }, then: 'dialog[open] [role=combobox]', shows: '[role=option]', roles: ['tenant'] },
  ],
  customerDashboards: [
    { name: 'assign-dialog', query: '', click: { folder: 'entity-list', key: 'action.assign' }, then: 'dialog[open] [role=combobox]', shows: '[role=option]', roles: ['tenant'] },
  ],
  edgeDevices: [
    { name: 'assign-dialog', query: '', click: { folder: 'scoped-lists', key: 'assign.to-edge' }, then: 'dialog[open] [role=combobox]', shows: '[role=option]', roles: ['tenant'] },
  ],
  devices: [
    { name: 'add-dialog', query: '', click: { folder: 'devices', key: 'add.add' }, roles: ['tenant'] },
    { name: 'assign-dialog', query: '', click: { folder: 'entity-list', key: 'action.assign' }, roles: ['tenant'] },
    { name: 'import-dialog', query: '', click: { folder: 'entity-list', key: 'bulk-import.import-csv' }, roles: ['tenant'] },
    // The same dialog once a file is chosen: its columns, each with the type guessed from the header.
    { name: 'import-dialog-columns', query: '', click: { folder: 'entity-list', key: 'bulk-import.import-csv' }, file: { name: 'devices.csv', text: IMPORT_CSV }, roles: ['tenant'] },
    { name: 'claim-dialog', query: '', click: { folder: 'devices', key: 'claim.claim' }, roles: ['customer'] },
  ],
  assets: [
    { name: 'add-dialog', query: '', click: { folder: 'entity-list', key: 'assets.add' }, roles: ['tenant'] },
    { name: 'delete-one-dialog', query: '', select: '[role=row][data-index="0"] button.text-danger', roles: ['tenant'] },
  ],
  customers: [
    { name: 'add-dialog', query: '', click: { folder: 'entity-list', key: 'customers.add' }, roles: ['tenant'] },
    { name: 'row-menu', query: '', click: { folder: 'scoped-lists', key: 'links.customer' }, shows: '[role=menu]', roles: ['tenant'] },
  ],
  entityViews: [{ name: 'add-dialog', query: '', click: { folder: 'entity-list', key: 'entity-views.add' }, roles: ['tenant'] }],
  device: [
    { name: 'add-relation-dialog', query: '?tab=relations', click: { folder: 'entity-details', key: 'relation.add-relation' }, roles: ['tenant'] },
    { name: 'credentials-dialog', query: '', click: { folder: 'devices', key: 'credentials.manage' }, roles: ['tenant'] },
    { name: 'connectivity-dialog', query: '', click: { folder: 'devices', key: 'connectivity.check' }, roles: ['tenant'] },
  ],
  users: [{ name: 'add-dialog', query: '', click: { folder: 'entity-list', key: 'users.add' }, roles: ['tenant', 'sysadmin'] }],
  // The example user is one still to be activated (PENDING_USER on a server the script starts), so the link shows.
  user: [{ name: 'activation-link-dialog', query: '', click: { folder: 'devices', key: 'users.activation-link' }, roles: ['tenant'] }],
  otaUpdates: [{ name: 'add-dialog', query: '', click: { folder: 'ota-updates', key: 'add.button' }, roles: ['tenant'] }],
  deviceProfile: [{ name: 'new-alarm-rule', query: '?tab=alarm-rules', click: { folder: 'device-profiles', key: 'alarm.add' }, shows: 'details[open]', roles: ['tenant'] }],
  deviceProfiles: [{ name: 'add-dialog', query: '', click: { folder: 'device-profiles', key: 'add.button' }, roles: ['tenant'] }],
  ruleChains: [
    { name: 'add-dialog', query: '', click: { folder: 'rule-chains', key: 'add.button' }, roles: ['tenant'] },
    { name: 'import-dialog', query: '', click: { folder: 'rule-chains', key: 'import.button' }, roles: ['tenant'] },
  ],
  edgeRuleChains: [{ name: 'import-dialog', query: '', click: { folder: 'rule-chains', key: 'import.button' }, roles: ['tenant'] }],
  tenantProfiles: [{ name: 'add-dialog', query: '', click: { folder: 'tenant-profiles', key: 'add.button' }, roles: ['sysadmin'] }],
  tenantProfile: [
    { name: 'limits', query: '?tab=limits', roles: ['sysadmin'] },
    { name: 'queues', query: '?tab=queues', roles: ['sysadmin'] },
  ],
  queues: [{ name: 'add-dialog', query: '', click: { folder: 'queues', key: 'add.button' }, roles: ['sysadmin'] }],
  widgetsBundles: [
    { name: 'add-dialog', query: '', click: { folder: 'widgets-bundles', key: 'add.button' }, roles: ['sysadmin', 'tenant'] },
    { name: 'import-dialog', query: '', click: { folder: 'widgets-bundles', key: 'import.button' }, roles: ['tenant'] },
  ],
  // Dashboard edit mode: the editing grid, the add-widget dialog, and the first widget selected with its Data tab open.
  dashboard: [
    { name: 'edit', query: '?edit=true', shows: '[data-edit-widget]', roles: ['tenant'] },
    { name: 'edit-add-widget-dialog', query: '?edit=true', click: { dir: 'elements/dashboard', key: 'add-widget.open' }, roles: ['tenant'] },
    { name: 'edit-widget-data', query: '?edit=true', select: '[data-edit-widget]', click: { dir: 'elements/dashboard', key: 'panel.tab-data', role: 'tab' }, shows: '[role=tabpanel][aria-labelledby$="-data"]', roles: ['tenant'] },
    // The first data key's editor opened, with the key settings form of the widget type.
    { name: 'edit-widget-key', query: '?edit=true', select: '[data-edit-widget]', click: { dir: 'elements/dashboard', key: 'panel.tab-data', role: 'tab' }, then: '[role=tabpanel] button[aria-pressed=false]', shows: '[role=tabpanel] button[aria-pressed=true]', roles: ['tenant'] },
    // The showcase dashboard (scripts/screenshot-showcase.mjs, on a server the script started): its toolbar's controls
    // and panels, widget headers, a widget fullscreen and a state opened in a dialog by a header button.
    { name: 'toolbar', query: '', use: SHOWCASE, shows: '[data-toolbar-control=entities]', roles: ['tenant'] },
    { name: 'entities-select', query: '', use: SHOWCASE, select: '[data-toolbar-control=entities]', shows: '[role=dialog][aria-label]', roles: ['tenant'] },
    { name: 'filters', query: '', use: SHOWCASE, select: '[data-toolbar-control=filters]', shows: '[role=dialog][aria-label] form', roles: ['tenant'] },
    { name: 'dashboards-select', query: '', use: SHOWCASE, select: '[data-toolbar-control=dashboards] input, [data-toolbar-control=dashboards] button', shows: '[role=option]', roles: ['tenant'] },
    { name: 'widget-fullscreen', query: '', use: SHOWCASE, select: '[data-fullscreen-button=chart]', shows: '[data-fullscreen-button=chart][aria-label]', roles: ['tenant'] },
    { name: 'state-dialog', query: '', use: SHOWCASE, select: 'section[data-widget-id=value] [role=img]', click: { dir: 'elements/dashboard', literal: 'Details' }, shows: 'dialog[open] section[data-widget-id=detail] [role=img]', roles: ['tenant'] },
  ],
};

/** The example pages the server serves, taken whole; the theme and language go in their query, as a host page would set the elements'. */
const EXAMPLE_PAGES = [
  { name: 'embed', path: '/examples/embed.html' },
  { name: 'mobile-webview', path: '/examples/mobile-webview.html' },
];

/** The views of a kept route for a role: the filter's query alone when it has one, else the plain address and its extra views. */
function viewsOf(route, role) {
  const { query } = filterOf(route);
  if (query) return [{ name: '', query }];
  return [{ name: '', query: '' }, ...(SHOTS[route.name] ?? []).filter((view) => view.roles.includes(role))];
}

/**
 * The label of a message in a language, read from its namespace's locale file (English when missing): `dir` the
 * folder holding the namespace's i18n folder, or `folder` a console page's folder.
 */
async function messageIn({ dir, folder, literal }, key, language) {
  if (literal) return literal;
  const read = async (lang) => {
    const tree = (await import(`../${dir ?? `console/pages/${folder}`}/i18n/locales/${lang}.ts`)).default;
    return key.split('.').reduce((node, part) => node?.[part], tree);
  };
  return (await read(language)) ?? (await read('en_US'));
}

/** The file name part of a query: `?tab=alarms` → `-tab-alarms`. */
const querySuffix = (query) => (query ? `-${query.slice(1).replace(/[^\w]+/g, '-')}` : '');

/** Signs in through the API for looking up example ids (the pages themselves are signed in through the form). */
async function apiToken(base, role) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ACCOUNTS[role].email, password: ACCOUNTS[role].password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${ACCOUNTS[role].email} failed: ${res.status}`);
  return (await res.json()).token;
}

async function getJson(base, token, path) {
  const res = await fetch(base + path, { headers: { 'X-Authorization': `Bearer ${token}` } });
  return res.ok ? res.json() : undefined;
}

/** Example values of path parameters a role can open, by parameter name (a list's path, or a page already read). */
async function exampleParams(base, role) {
  const token = await apiToken(base, role);
  const byTitle = '?pageSize=1&page=0&sortProperty=title&sortOrder=ASC';
  const byName = byTitle.replace('title', 'name');
  const byEmail = byTitle.replace('title', 'email');
  /** Path of the list to take the first id from, per parameter name. */
  let lists;
  if (role === 'sysadmin') {
    const tenants = await getJson(base, token, `/api/tenants${byTitle}`);
    const tenantId = tenants?.data?.[0]?.id?.id;
    lists = {
      tenantId: `/api/tenants${byTitle}`,
      tenantProfileId: `/api/tenantProfiles${byName}`,
      queueId: `/api/queues${byName}&serviceType=TB_RULE_ENGINE`,
      ...(tenantId ? { userId: `/api/tenant/${tenantId}/users${byEmail}` } : {}),
    };
  } else if (role === 'tenant') {
    const users = await getJson(base, token, `/api/users${byEmail.replace('pageSize=1', 'pageSize=100')}`);
    const pending = users?.data?.find((u) => u.additionalInfo?.userCredentialsEnabled !== true);
    // The first user still to be activated, else the first user.
    const pendingUserList = pending ? { data: [pending] } : `/api/users${byEmail}`;
    lists = {
      dashboardId: `/api/tenant/dashboards${byTitle}`,
      deviceId: `/api/tenant/deviceInfos${byName}`,
      assetId: `/api/tenant/assetInfos${byName}`,
      customerId: `/api/customers${byTitle}`,
      userId: pendingUserList,
      entityViewId: `/api/tenant/entityViewInfos${byName}`,
      edgeId: `/api/tenant/edgeInfos${byName}`,
      deviceProfileId: `/api/deviceProfiles${byName}`,
      otaPackageId: `/api/otaPackages${byTitle}`,
    };
  } else {
    const user = await getJson(base, token, '/api/auth/user');
    const customer = user?.customerId?.id;
    lists = customer
      ? {
          dashboardId: `/api/customer/${customer}/dashboards${byTitle}`,
          deviceId: `/api/customer/${customer}/deviceInfos${byName}`,
          assetId: `/api/customer/${customer}/assetInfos${byName}`,
          entityViewId: `/api/customer/${customer}/entityViewInfos${byName}`,
          edgeId: `/api/customer/${customer}/edgeInfos${byName}`,
        }
      : {};
  }
  const params = {};
  for (const [name, path] of Object.entries(lists)) {
    const id = (typeof path === 'string' ? await getJson(base, token, path) : path)?.data?.[0]?.id?.id;
    if (id) params[name] = id;
  }
  return params;
}

/** A user of the demo tenant who has not set a password yet, so that the user page's activation link dialog has a link to show. */
const PENDING_USER = { email: 'new.operator@example.com', firstName: 'New', lastName: 'Operator', authority: 'TENANT_ADMIN' };

/** Adds {@link PENDING_USER} on a server the script started (never on TB_URL_BASE, whose data is not the script's to change). */
async function addPendingUser(base) {
  const token = await apiToken(base, 'tenant');
  const res = await fetch(`${base}/api/user?sendActivationMail=false`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Authorization': `Bearer ${token}` },
    body: JSON.stringify(PENDING_USER),
  });
  if (!res.ok) throw new Error(`adding ${PENDING_USER.email} failed: ${res.status}`);
}

/** The route's path with its parameters filled in, or undefined when one has no example. */
function concretePath(path, params) {
  let missing = false;
  const filled = path.replace(/:(\w+)/g, (_, name) => {
    if (params[name] === undefined) missing = true;
    return params[name] ?? '';
  });
  return missing ? undefined : filled;
}

/** Waits until the page has settled: no requests for a while, fonts loaded, transitions (a dialog fading in) over, the boot spinner gone. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page
    .evaluate(() => {
      const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      const done = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      return Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2000))]).then(() => undefined);
    })
    .catch(() => undefined);
  await page.locator('#app-loading').waitFor({ state: 'hidden', timeout: 5000 }).catch(() => undefined);
}

/** Every variant: each viewport in each theme, and the widest in the light theme right-to-left. */
const VARIANTS = [
  ...VIEWPORTS.flatMap(({ label, ...options }) => THEMES.map((theme) => ({ suffix: `${label}-${theme}`, options: { ...options, colorScheme: theme } }))),
  { suffix: `${VIEWPORTS[0].label}-light-${RTL.language}`, options: { viewport: VIEWPORTS[0].viewport, colorScheme: 'light', locale: RTL.locale }, rtl: true },
];

/**
 * Opens a view: clicks the first element matching its `select` selector, then its button (or tab) named by a
 * message, then the first element matching its `then` selector, and waits for what that shows, then chooses its
 * `file` in the file input of what is shown; answers why it could not (nothing to select, no such button, nothing
 * shown, no file input), or null.
 */
async function openView(page, view, language) {
  if (view.select) {
    const target = page.locator(view.select).first();
    if (!(await target.waitFor({ timeout: 15_000 }).then(() => true, () => false))) return `nothing matches ${view.select}`;
    await target.click();
  }
  const shown = page.locator(view.shows ?? 'dialog[open]');
  const before = view.click ? await shown.count() : 0;
  let what = view.shows ?? 'dialog';
  if (view.click) {
    const label = await messageIn(view.click, view.click.key ?? '', language);
    const button = page.getByRole(view.click.role ?? 'button', { name: label, exact: true }).first();
    if ((await button.count()) === 0) return `no ${view.click.role ?? 'button'} '${label}'`;
    await button.click();
    what = `${what} after '${label}'`;
  }
  if (view.then) {
    const next = page.locator(view.then).first();
    if (!(await next.waitFor({ timeout: 15_000 }).then(() => true, () => false))) return `nothing matches ${view.then}`;
    await next.click();
    what = `${what} then ${view.then}`;
  }
  const opened = await shown.nth(before).waitFor({ timeout: 15_000 }).then(() => true, () => false);
  if (!opened) return `no ${what}`;
  if (view.file) {
    const input = shown.nth(before).locator('input[type=file]').first();
    if ((await input.count()) === 0) return `no file input in ${what}`;
    await input.setInputFiles({ name: view.file.name, mimeType: 'text/csv', buffer: Buffer.from(view.file.text) });
  }
  await settle(page);
  // Dialogs and panels fade and scale in: take them once they have.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity)).map((a) => a.finished.catch(() => undefined))).then(() => undefined));
  if (view.shows) await shown.nth(before).scrollIntoViewIfNeeded();
  return null;
}

/** Takes one variant of the given routes for one role (undefined: signed out); answers the number of PNGs. */
async function shoot(browser, base, role, routes, params, variant) {
  const folder = join(OUT, role ?? 'public');
  mkdirSync(folder, { recursive: true });
  const context = await browser.newContext({ baseURL: base, ...variant.options });
  const page = await context.newPage();
  let count = 0;
  try {
    if (role) await signIn(page, role);
    for (const route of routes) {
      if (concretePath(route.path, params) === undefined) continue;
      for (const view of viewsOf(route, role)) {
        const path = concretePath(route.path, view.use ? { ...params, ...Object.fromEntries(Object.entries(view.use).map(([name, from]) => [name, params[from]])) } : params);
        if (path === undefined) continue;
        await page.goto(path + view.query);
        await settle(page);
        if (variant.rtl && (await page.evaluate(() => document.documentElement.dir)) !== 'rtl') {
          console.log(`  note: ${path} is not right-to-left in ${RTL.language}`);
        }
        const failed = view.click || view.select || view.shows || view.file ? await openView(page, view, variant.rtl ? RTL.language : 'en_US') : null;
        if (failed) {
          console.log(`  note: ${route.name}-${view.name} not taken for ${role} (${variant.suffix}): ${failed}`);
          continue;
        }
        const name = view.name ? `${route.name}-${view.name}` : `${route.name}${querySuffix(view.query)}`;
        await page.screenshot({ path: join(folder, `${name}-${variant.suffix}.png`) });
        count += 1;
      }
    }
  } finally {
    await context.close();
  }
  return count;
}

/** Takes one variant of the kept example pages; answers the number of PNGs. */
async function shootExamples(browser, base, pages, variant) {
  const folder = join(OUT, 'examples');
  mkdirSync(folder, { recursive: true });
  const context = await browser.newContext({ baseURL: base, ...variant.options });
  const page = await context.newPage();
  try {
    for (const example of pages) {
      const query = new URLSearchParams({ theme: variant.options.colorScheme, ...(variant.rtl ? { lang: RTL.language } : {}) });
      await page.goto(`${example.path}?${query}`);
      await settle(page);
      await page.locator('tb-dashboard section').first().waitFor({ timeout: 15_000 }).catch(() => console.log(`  note: ${example.path} shows no widget (${variant.suffix})`));
      await settle(page);
      await page.screenshot({ path: join(folder, `${example.name}-${variant.suffix}.png`), fullPage: true });
    }
  } finally {
    await context.close();
  }
  return pages.length;
}

/** Runs tasks with at most `limit` of them at a time. */
async function pool(tasks, limit) {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

async function main() {
  let server;
  let base = process.env.TB_URL_BASE?.replace(/\/+$/, '');
  if (!base) {
    if (!existsSync(join(root, 'dist/console/index.html'))) {
      const build = spawnSync('npx', ['rollup', '-c', '--silent'], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('build failed');
    }
    server = await startE2eServer();
    base = server.url;
    console.log(`server on a temporary data directory at ${base}`);
    await addPendingUser(base);
  }
  const browser = await launchChromium();
  try {
    const routes = ROUTES.filter(wanted);
    const visitors = [{ role: undefined, routes: routes.filter((r) => r.access === 'public') }];
    for (const role of Object.keys(ACCOUNTS)) {
      visitors.push({ role, routes: routes.filter((r) => Array.isArray(r.access) && r.access.includes(ACCOUNTS[role].authority)) });
    }
    const tasks = [];
    const showcase = server ? await createShowcase(base, await apiToken(base, 'tenant')) : undefined;
    for (const { role, routes: mine } of visitors.filter((v) => v.routes.length > 0)) {
      const params = role ? await exampleParams(base, role) : {};
      if (role === 'tenant' && showcase) params.showcaseDashboardId = showcase;
      for (const route of mine.filter((r) => concretePath(r.path, params) === undefined)) console.log(`skipped ${route.path} for ${role}: no example for its parameters`);
      for (const variant of VARIANTS) tasks.push(async () => {
        const count = await shoot(browser, base, role, mine, params, variant);
        console.log(`${role ?? 'signed out'} ${variant.suffix}: ${count} screenshots`);
      });
    }
    const examples = EXAMPLE_PAGES.filter((e) => filters.length === 0 || filters.some((f) => e.name.includes(f.text) || e.path.includes(f.text)));
    if (examples.length > 0) {
      for (const variant of VARIANTS) tasks.push(async () => console.log(`examples ${variant.suffix}: ${await shootExamples(browser, base, examples, variant)} screenshots`));
    }
    for (const route of routes.filter((r) => r.access !== 'public' && !Array.isArray(r.access))) {
      console.log(`skipped ${route.path}: reached only during a sign-in with a second factor`);
    }
    await pool(tasks, Number(process.env.TB_SCREENSHOT_CONCURRENCY) || 2);
    console.log(`screenshots written to ${OUT}`);
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
