import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import FakeTimers from '@sinonjs/fake-timers';
import { isLinkActive, isToggleActive, menuFor, menuRoutes } from '../../console/logic/menu.js';
import { showsFullscreenToggle, showsMenuButton, sidenavLayout } from '../../console/logic/sidenav.js';
import { createSearchDebouncer, searchOfAddress, type Timers } from '../../console/logic/search.js';
import { pageTitle, TITLE_SEPARATOR } from '../../console/logic/page-title.js';
import { reactionToError, reactionToSessionExpired } from '../../console/logic/errors.js';
import { breadcrumbItems, namesLevelOf, withPageName } from '../../console/logic/breadcrumbs.js';
import { buildTrail } from '../../elements/breadcrumbs/breadcrumbs.logic.js';
import { entityPath, matchPages, searchableEntityTypes } from '../../console/logic/entity-search.js';
import { dataThemeOf, htmlLang, parseTheme } from '../../console/logic/theme.js';
import { ROUTES, ROUTES_BY_NAME } from '../../console/routes.js';
import { ApiError } from '../../sdk/errors/api-error.js';
import { SIDENAV_WIDTH_PX } from '../../sdk/catalogues/ui.js';
import { SEARCH_DEBOUNCE_MS } from '../../sdk/catalogues/limits.js';

const paths = (authority: Parameters<typeof menuFor>[0]['authority'], edgesSupportEnabled = false) =>
  menuRoutes(menuFor({ authority, edgesSupportEnabled })).map((name) => ROUTES_BY_NAME.get(name)!.path);

describe('menus per role (console-core §2)', () => {
  it('"System administrator: /home, /tenants, /tenantProfiles, /widgets-bundles, /settings/general, … /settings/queues"', () => {
    assert.deepEqual(paths('SYS_ADMIN'), [
      '/home',
      '/tenants',
      '/tenantProfiles',
      '/widgets-bundles',
      '/settings/general',
      '/settings/outgoing-mail',
      '/settings/sms-provider',
      '/settings/security-settings',
      '/settings/oauth2',
      '/settings/2fa',
      '/settings/resources-library',
      '/settings/queues',
    ]);
  });

  it('"Tenant administrator: … /edgeInstances (only if edge support is enabled), /edgeManagement/ruleChains (edge only) …"', () => {
    const withoutEdge = [
      '/home',
      '/ruleChains',
      '/customers',
      '/assets',
      '/devices',
      '/deviceProfiles',
      '/otaUpdates',
      '/entityViews',
      '/widgets-bundles',
      '/dashboards',
      '/vc',
      '/auditLogs',
      '/usage',
      '/settings/home',
      '/settings/resources-library',
      '/settings/repository',
      '/settings/auto-commit',
    ];
    assert.deepEqual(paths('TENANT_ADMIN'), withoutEdge);
    const withEdge = [...withoutEdge];
    withEdge.splice(8, 0, '/edgeInstances', '/edgeManagement/ruleChains');
    assert.deepEqual(paths('TENANT_ADMIN', true), withEdge);
  });

  it('"Customer user: /home, /assets, /devices, /entityViews, /edgeInstances (if edge enabled), /dashboards"', () => {
    assert.deepEqual(paths('CUSTOMER_USER'), ['/home', '/assets', '/devices', '/entityViews', '/dashboards']);
    assert.deepEqual(paths('CUSTOMER_USER', true), ['/home', '/assets', '/devices', '/entityViews', '/edgeInstances', '/dashboards']);
  });

  it('has no menu for public or pre-verification sessions', () => {
    assert.deepEqual(menuFor({ authority: 'ANONYMOUS', edgesSupportEnabled: true }), []);
    assert.deepEqual(menuFor({ authority: 'PRE_VERIFICATION_TOKEN', edgesSupportEnabled: true }), []);
    assert.deepEqual(menuFor({ authority: undefined, edgesSupportEnabled: true }), []);
  });

  it('every menu entry is a route its role may open', () => {
    for (const authority of ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const) {
      for (const name of menuRoutes(menuFor({ authority, edgesSupportEnabled: true }))) {
        const access = ROUTES_BY_NAME.get(name)!.access;
        assert.ok(Array.isArray(access) && access.includes(authority), `${authority} ${name}`);
      }
    }
  });

  it('"links … exact active match" and "expandable groups that open when their path is active"', () => {
    assert.equal(isLinkActive('/devices', '/devices'), true);
    assert.equal(isLinkActive('/devices', '/devices/'), true);
    assert.equal(isLinkActive('/devices', '/devices/123'), false);
    assert.equal(isLinkActive('/devices', '/deviceProfiles'), false);
    assert.equal(isToggleActive('/settings', '/settings/general'), true);
    assert.equal(isToggleActive('/settings', '/settingsx'), false);
    assert.equal(isToggleActive('/settings', '/home'), false);
  });
});

describe('sidenav (console-core §2)', () => {
  it('"on wide screens (above the medium breakpoint) side mode and open; otherwise over mode and closed"', () => {
    assert.deepEqual(sidenavLayout(1440, false), { mode: 'side', opened: true });
    assert.deepEqual(sidenavLayout(960, false), { mode: 'side', opened: true });
    assert.deepEqual(sidenavLayout(959, false), { mode: 'over', opened: false });
    assert.deepEqual(sidenavLayout(390, false), { mode: 'over', opened: false });
  });

  it('"also closed in forced-fullscreen"', () => {
    assert.equal(sidenavLayout(1440, true).opened, false);
    assert.equal(sidenavLayout(390, true).opened, false);
  });

  it('"Width 250 px"; menu button on small screens; fullscreen toggle hidden on small screens', () => {
    assert.equal(SIDENAV_WIDTH_PX, 250);
    assert.equal(showsMenuButton(sidenavLayout(390, false)), true);
    assert.equal(showsMenuButton(sidenavLayout(1440, false)), false);
    assert.equal(showsFullscreenToggle(390, true), false);
    assert.equal(showsFullscreenToggle(1440, true), true);
    assert.equal(showsFullscreenToggle(1440, false), false);
  });
});

function timersOf(clock: FakeTimers.Clock): Timers {
  return { setTimeout: (callback, ms) => clock.setTimeout(callback, ms), clearTimeout: (handle) => clock.clearTimeout(handle as FakeTimers.TimerId) };
}

describe('search box (console-core §2)', () => {
  it('"changes are debounced 150 ms, de-duplicated and passed to the active page"', () => {
    const clock = FakeTimers.createClock();
    const passed: string[] = [];
    const search = createSearchDebouncer((text) => passed.push(text), timersOf(clock));
    assert.equal(SEARCH_DEBOUNCE_MS, 150);
    search.input('t');
    search.input('th');
    search.input('the');
    clock.tick(149);
    assert.deepEqual(passed, []);
    clock.tick(1);
    assert.deepEqual(passed, ['the']);
    search.input('them');
    clock.tick(100);
    search.input('the');
    clock.tick(150);
    assert.deepEqual(passed, ['the'], 'the same text again is not passed twice');
    search.input('thermo');
    clock.tick(150);
    assert.deepEqual(passed, ['the', 'thermo']);
  });

  it('"search state resets on page change"', () => {
    const clock = FakeTimers.createClock();
    const passed: string[] = [];
    const search = createSearchDebouncer((text) => passed.push(text), timersOf(clock));
    search.input('pump');
    clock.tick(150);
    search.input('pumps');
    search.reset();
    clock.tick(500);
    assert.deepEqual(passed, ['pump'], 'pending text dropped');
    search.input('pump');
    clock.tick(150);
    assert.deepEqual(passed, ['pump', 'pump'], 'after a reset the same text counts as new');
  });

  it('starts a page from the search its address holds, so that closing the search clears that filter', () => {
    const clock = FakeTimers.createClock();
    const passed: string[] = [];
    const search = createSearchDebouncer((text) => passed.push(text), timersOf(clock));
    assert.equal(searchOfAddress('?page=2&textSearch=Thermo%20T'), 'Thermo T');
    assert.equal(searchOfAddress('?page=2'), '');
    search.reset(searchOfAddress('?textSearch=Thermo'));
    search.input('Thermo');
    clock.tick(150);
    assert.deepEqual(passed, [], 'the text the page opened with is not passed again');
    search.input('');
    clock.tick(150);
    assert.deepEqual(passed, ['']);
  });
});

describe('page title (shared-controls §2)', () => {
  const t = (key: string) => ({ 'device.devices': 'Devices' })[key] ?? '';
  it('"the app title, then a separator, then the translated title from the deepest active route"', () => {
    assert.equal(pageTitle('tbkit', 'device.devices', t), `tbkit${TITLE_SEPARATOR}Devices`);
  });
  it('"only the app title when that route has no title"', () => {
    assert.equal(pageTitle('tbkit', undefined, t), 'tbkit');
  });
});

describe('error catalogue (console-core §8)', () => {
  const error = (status: number, body?: unknown) => new ApiError({ status, body, method: 'GET', url: '/api/device/1' });
  it('"401 with server code jwt-token-expired": refreshed and retried, nothing shown', () => {
    assert.deepEqual(reactionToError(error(401, { errorCode: 11 }), 'x'), { kind: 'none' });
  });
  it('"401 with credentials-expired code: no generic popup"', () => {
    assert.deepEqual(reactionToError(error(401, { errorCode: 15 }), 'x'), { kind: 'none' });
  });
  it('"Other 401: error popup"', () => {
    assert.deepEqual(reactionToError(error(401, { errorCode: 10, message: 'Bad' }), 'Bad'), { kind: 'toast', message: 'Bad' });
  });
  it('"403: permission-forbidden dialog with sign-in option"', () => {
    assert.deepEqual(reactionToError(error(403, { errorCode: 20 }), 'x'), { kind: 'forbidden-dialog' });
  });
  it('"Status 0 or -1: message \'Unable to connect\'"', () => {
    assert.deepEqual(reactionToError(error(0), 'Unable to connect'), { kind: 'unable-to-connect' });
    assert.deepEqual(reactionToError(error(-1), 'Unable to connect'), { kind: 'unable-to-connect' });
  });
  it('"404 on non-RPC calls: popup with method, URL, status and status text"', () => {
    assert.deepEqual(reactionToError(error(404), 'GET: /api/device/1\n404: Not Found'), { kind: 'toast', message: 'GET: /api/device/1\n404: Not Found' });
  });
  it('"429: if the call asks to resend, retry" — nothing shown', () => {
    assert.deepEqual(reactionToError(error(429, { errorCode: 33 }), 'x'), { kind: 'none' });
  });
  it('"Other errors on non-RPC paths: error popup with the server message"', () => {
    assert.deepEqual(reactionToError(error(500, { message: 'Boom' }), 'Boom'), { kind: 'toast', message: 'Boom' });
    assert.deepEqual(reactionToError(error(400, { message: 'Invalid' }), 'Invalid'), { kind: 'toast', message: 'Invalid' });
  });
  it('"if the refresh fails, log out … and show the refresh message"', () => {
    assert.deepEqual(reactionToSessionExpired('access.refresh-token-failed'), { kind: 'logout', messageKey: 'access.refresh-token-failed' });
    assert.deepEqual(reactionToSessionExpired('access.refresh-token-expired'), { kind: 'logout', messageKey: 'access.refresh-token-expired' });
  });
});

const trail = (items: ReturnType<typeof breadcrumbItems>) => buildTrail(items).map(({ label, icon, path }) => ({ label, icon, path }));

describe('breadcrumbs (shared-controls §2)', () => {
  const match = (prefix: string) => ROUTES.find((r) => r.path === prefix);
  it('"default label home.home, default icon home"; each entry links to the accumulated path; entries without data are skipped', () => {
    const items = breadcrumbItems('/settings/general', match, { label: 'home.home', icon: 'home' });
    assert.deepEqual(trail(items), [
      { label: 'home.home', icon: 'home', path: '/' },
      { label: 'admin.system-settings', icon: 'cog', path: '/settings' },
      { label: 'admin.general', icon: 'cog-box', path: '/settings/general' },
    ]);
    assert.deepEqual(
      trail(breadcrumbItems('/edgeManagement/ruleChains', () => undefined, { label: 'home.home', icon: 'home' })),
      [{ label: 'home.home', icon: 'home', path: '/' }],
    );
  });
  it('home shows once', () => {
    assert.deepEqual(trail(breadcrumbItems('/home', match, { label: 'home.home', icon: 'home' })).map((c) => c.path), ['/']);
  });
  it('a details page names its own level with the entity\'s name, as given', () => {
    const details = (prefix: string) => (prefix === '/devices' ? { breadcrumb: { label: 'device.devices', icon: 'devices' } }
      : prefix.startsWith('/devices/') ? { breadcrumb: { label: 'device.device-details', icon: 'devices' } } : undefined);
    const items = breadcrumbItems('/devices/1b2c', details, { label: 'home.home', icon: 'home' });
    assert.deepEqual(trail(withPageName(items, '<b>Pump</b>')).map((c) => c.label), ['home.home', 'device.devices', '<b>Pump</b>']);
    assert.deepEqual(trail(withPageName(items, undefined)).map((c) => c.label), ['home.home', 'device.devices', 'device.device-details']);
    assert.deepEqual(withPageName(breadcrumbItems('/', details, { label: 'home.home', icon: 'home' }), 'Pump').map((c) => c.label), ['home.home']);
  });
  it('a customer\'s list names the customer\'s level, under it, with the customer\'s title', () => {
    const byPattern = (prefix: string) => ROUTES.find((r) => new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(prefix));
    const items = breadcrumbItems('/customers/c1/devices', byPattern, { label: 'home.home', icon: 'home' });
    assert.deepEqual(trail(items).map((c) => c.label), ['home.home', 'customer.customers', 'customer.customer-details', 'scoped-list.customer-devices']);
    assert.deepEqual(trail(items).map((c) => c.path), ['/', '/customers', '/customers/c1', '/customers/c1/devices']);
    assert.deepEqual(trail(withPageName(items, 'Customer A', '/customers/c1')).map((c) => c.label), ['home.home', 'customer.customers', 'Customer A', 'scoped-list.customer-devices']);
    assert.equal(namesLevelOf('/customers/c1', '/customers/c1/devices'), true);
    assert.equal(namesLevelOf('/customers/c1', '/customers/c1'), true);
    assert.equal(namesLevelOf('/customers/c1', '/customers/c12/devices'), false);
    assert.equal(namesLevelOf('/customers/c1/devices', '/customers/c1'), false);
  });
});

describe('entity search per role (console-core §3)', () => {
  it('"system admin only tenants; tenant admin devices, assets, entity views, tenants, customers, users, dashboards (plus edges); customer user the same without tenants"', () => {
    assert.deepEqual(searchableEntityTypes('SYS_ADMIN', true), ['TENANT']);
    assert.deepEqual(searchableEntityTypes('TENANT_ADMIN', false), ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'TENANT', 'CUSTOMER', 'USER', 'DASHBOARD']);
    assert.deepEqual(searchableEntityTypes('TENANT_ADMIN', true).at(-1), 'EDGE');
    assert.deepEqual(searchableEntityTypes('CUSTOMER_USER', false), ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'USER', 'DASHBOARD']);
    assert.deepEqual(searchableEntityTypes('ANONYMOUS', true), []);
  });
  it('opens an entity at its page and finds pages by words of their title', () => {
    assert.equal(entityPath('DEVICE', 'a b'), '/devices/a%20b');
    assert.equal(entityPath('DASHBOARD', 'd1'), '/dashboards/d1');
    const pages = [
      { path: '/deviceProfiles', title: 'Device profiles' },
      { path: '/devices', title: 'Devices' },
      { path: '/tenantProfiles', title: 'Tenant profiles' },
    ];
    assert.deepEqual(matchPages(pages, 'dev').map((p) => p.path), ['/deviceProfiles', '/devices']);
    assert.deepEqual(matchPages(pages, 'profiles').map((p) => p.path), ['/deviceProfiles', '/tenantProfiles']);
    assert.deepEqual(matchPages(pages, 'ten prof').map((p) => p.path), ['/tenantProfiles']);
    assert.equal(matchPages(pages, '  ').length, 3);
  });
});

describe('theme and direction', () => {
  it('stores light, dark or system and sets data-theme only when forced', () => {
    assert.equal(parseTheme('dark'), 'dark');
    assert.equal(parseTheme('purple'), 'system');
    assert.equal(parseTheme(null), 'system');
    assert.equal(dataThemeOf('system'), null);
    assert.equal(dataThemeOf('light'), 'light');
    assert.equal(htmlLang('fa_IR'), 'fa-IR');
  });
});
