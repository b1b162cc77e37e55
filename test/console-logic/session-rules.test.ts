import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isForceFullscreen, SIGNED_OUT, type AuthState, type ConsoleAuthUser } from '../../console/logic/auth-state.js';
import { defaultPlace, isSignInPath, landingAfterLogin } from '../../console/logic/landing.js';
import { allowedInForcedPlace, decideRoute, type GuardedRoute } from '../../console/logic/guard.js';
import { ROUTES } from '../../console/routes.js';

function user(authority: ConsoleAuthUser['authority'], extra: Partial<ConsoleAuthUser> = {}): ConsoleAuthUser {
  return { userId: 'u1', scopes: [authority], authority, isPublic: false, sub: 'a@b.c', customerId: 'c1', tenantId: 't1', ...extra };
}

function signedIn(authUser: ConsoleAuthUser, extra: Partial<AuthState> = {}): AuthState {
  return { ...SIGNED_OUT, isAuthenticated: true, isUserLoaded: true, authUser, ...extra };
}

const route = (name: string): GuardedRoute => {
  const found = ROUTES.find((r) => r.name === name);
  if (!found) throw new Error(name);
  return found;
};

const decide = (name: string | undefined, state: AuthState, params: Record<string, string> = {}, isMobileApp = false, url = '/x') =>
  decideRoute({ route: name ? route(name) : undefined, params, url, state, isMobileApp });

describe('landing after login (console-core §4)', () => {
  it('"pre-verification goes to login/mfa"', () => {
    assert.equal(landingAfterLogin(signedIn(user('PRE_VERIFICATION_TOKEN')), '/devices'), '/login/mfa');
  });

  it('"go to the saved redirect URL if any, else home"', () => {
    assert.equal(landingAfterLogin(signedIn(user('TENANT_ADMIN')), '/devices?x=1'), '/devices?x=1');
    assert.equal(landingAfterLogin(signedIn(user('TENANT_ADMIN')), null), '/home');
    assert.equal(landingAfterLogin(signedIn(user('SYS_ADMIN')), null), '/home');
  });

  it('never lands on a sign-in page or another site', () => {
    assert.equal(landingAfterLogin(signedIn(user('TENANT_ADMIN')), '/login/createPassword?activateToken=1'), '/home');
    assert.equal(landingAfterLogin(signedIn(user('TENANT_ADMIN')), '//evil.example/x'), '/home');
    assert.equal(isSignInPath('/login'), true);
    assert.equal(isSignInPath('/loginx'), false);
  });

  it('"tenant admins and customer users with a default dashboard go to dashboard/{id} (fullscreen) or dashboards/{id}"', () => {
    const info = (fullscreen: boolean) => ({ userDetails: { additionalInfo: { defaultDashboardId: 'd1', defaultDashboardFullscreen: fullscreen } } });
    assert.equal(landingAfterLogin(signedIn(user('TENANT_ADMIN'), info(true)), null), '/dashboard/d1');
    assert.equal(landingAfterLogin(signedIn(user('CUSTOMER_USER'), info(false)), null), '/dashboards/d1');
    assert.equal(landingAfterLogin(signedIn(user('SYS_ADMIN'), info(true)), null), '/home');
  });

  it('"public users go to the last public dashboard"', () => {
    const state = signedIn(user('CUSTOMER_USER', { isPublic: true }), { lastPublicDashboardId: 'pd' });
    assert.equal(defaultPlace(state), '/dashboard/pd');
  });

  it('sends signed-out visitors to sign in', () => {
    assert.equal(defaultPlace(SIGNED_OUT), '/login');
  });
});

describe('forced default place (console-core §4)', () => {
  it('"applies to a tenant admin or customer user when a default dashboard with fullscreen is set, or when the user is public"', () => {
    const details = (fullscreen: boolean) => ({ additionalInfo: { defaultDashboardId: 'd1', defaultDashboardFullscreen: fullscreen } });
    assert.equal(isForceFullscreen(user('TENANT_ADMIN'), details(true)), true);
    assert.equal(isForceFullscreen(user('CUSTOMER_USER'), details(true)), true);
    assert.equal(isForceFullscreen(user('CUSTOMER_USER'), details(false)), false);
    assert.equal(isForceFullscreen(user('SYS_ADMIN'), details(true)), false);
    assert.equal(isForceFullscreen(user('CUSTOMER_USER', { isPublic: true }), null), true);
    assert.equal(isForceFullscreen(user('TENANT_ADMIN'), { additionalInfo: { defaultDashboardFullscreen: true } }), false);
  });

  it('"may visit only dashboard pages, allowed dashboards, and profile or security (the latter only when not public)"', () => {
    const forced = { authUser: user('TENANT_ADMIN'), allowedDashboardIds: ['d1'] };
    assert.equal(allowedInForcedPlace({ name: 'dashboardFullscreen' }, { dashboardId: 'any' }, forced), true);
    assert.equal(allowedInForcedPlace({ name: 'dashboard' }, { dashboardId: 'd1' }, forced), true);
    assert.equal(allowedInForcedPlace({ name: 'dashboard' }, { dashboardId: 'd2' }, forced), false);
    assert.equal(allowedInForcedPlace({ name: 'profile' }, {}, forced), true);
    assert.equal(allowedInForcedPlace({ name: 'security' }, {}, forced), true);
    assert.equal(allowedInForcedPlace({ name: 'devices' }, {}, forced), false);
    const publicUser = { authUser: user('CUSTOMER_USER', { isPublic: true }), allowedDashboardIds: [] };
    assert.equal(allowedInForcedPlace({ name: 'profile' }, {}, publicUser), false);
    assert.equal(allowedInForcedPlace({ name: 'security' }, {}, publicUser), false);
  });

  it('sends a forced user elsewhere to the default place', () => {
    const state = signedIn(user('TENANT_ADMIN'), {
      forceFullscreen: true,
      userDetails: { additionalInfo: { defaultDashboardId: 'd1', defaultDashboardFullscreen: true } },
    });
    assert.deepEqual(decide('devices', state), { kind: 'redirect', to: '/dashboard/d1' });
    assert.deepEqual(decide('home', state), { kind: 'redirect', to: '/dashboard/d1' });
    assert.deepEqual(decide('dashboardFullscreen', state, { dashboardId: 'd1' }), { kind: 'allow' });
  });
});

describe('route guard (console-core §2, §4, §6)', () => {
  it('"a user with PRE_VERIFICATION_TOKEN may use only the mfa page, otherwise is logged out"', () => {
    const pre = signedIn(user('PRE_VERIFICATION_TOKEN'));
    assert.deepEqual(decide('loginMfa', pre), { kind: 'allow' });
    assert.deepEqual(decide('home', pre), { kind: 'logout' });
    assert.deepEqual(decide('login', pre), { kind: 'logout' });
    assert.deepEqual(decide('devices', pre), { kind: 'logout' });
  });

  it('"login/mfa requires the PRE_VERIFICATION_TOKEN authority; any other user arriving there is logged out"', () => {
    assert.deepEqual(decide('loginMfa', signedIn(user('TENANT_ADMIN'))), { kind: 'logout' });
    assert.deepEqual(decide('loginMfa', SIGNED_OUT), { kind: 'logout' });
  });

  it('"unauthenticated users are sent to the default URL and the requested URL is remembered"', () => {
    assert.deepEqual(decide('devices', SIGNED_OUT, {}, false, '/devices?page=2'), { kind: 'redirect', to: '/login', remember: '/devices?page=2' });
    assert.deepEqual(decide('login', SIGNED_OUT), { kind: 'allow' });
    assert.deepEqual(decide('resetPassword', SIGNED_OUT), { kind: 'allow' });
  });

  it('sends signed-in users away from the sign-in pages to their default place', () => {
    assert.deepEqual(decide('login', signedIn(user('TENANT_ADMIN'))), { kind: 'redirect', to: '/home' });
  });

  it('"any unknown path redirects to home"', () => {
    assert.deepEqual(decide(undefined, signedIn(user('CUSTOMER_USER'))), { kind: 'redirect', to: '/home' });
    assert.deepEqual(decide(undefined, SIGNED_OUT), { kind: 'redirect', to: '/home' });
  });

  it('"a user outside the list gets a \'forbidden\' dialog"', () => {
    assert.deepEqual(decide('tenants', signedIn(user('TENANT_ADMIN'))), { kind: 'forbidden' });
    assert.deepEqual(decide('ruleChains', signedIn(user('CUSTOMER_USER'))), { kind: 'forbidden' });
    assert.deepEqual(decide('devices', signedIn(user('SYS_ADMIN'))), { kind: 'forbidden' });
    assert.deepEqual(decide('tenants', signedIn(user('SYS_ADMIN'))), { kind: 'allow' });
    assert.deepEqual(decide('devices', signedIn(user('CUSTOMER_USER'))), { kind: 'allow' });
  });

  it('"a route may redirect by authority"', () => {
    assert.deepEqual(decide('settings', signedIn(user('SYS_ADMIN'))), { kind: 'redirect', to: '/settings/general' });
    assert.deepEqual(decide('settings', signedIn(user('TENANT_ADMIN'))), { kind: 'redirect', to: '/settings/home' });
    assert.deepEqual(decide('settings', signedIn(user('CUSTOMER_USER'))), { kind: 'forbidden' });
  });

  it('"the mobile app may only use dashboard routes"', () => {
    const state = signedIn(user('CUSTOMER_USER'));
    assert.deepEqual(decide('devices', state, {}, true), { kind: 'cancel' });
    assert.deepEqual(decide('home', state, {}, true), { kind: 'cancel' });
    assert.deepEqual(decide('dashboardFullscreen', state, { dashboardId: 'd' }, true), { kind: 'allow' });
    assert.deepEqual(decide('dashboard', state, { dashboardId: 'd' }, true), { kind: 'allow' });
  });
});
