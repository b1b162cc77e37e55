import { atom, map } from 'nanostores';
import { createClient, type LoginResult, type TbClient } from '../../sdk/index.js';
import { useExistingClient } from '../../elements/core/runtime.js';
import { kitI18n, setLanguage } from '../../elements/core/i18n.js';
import { isForceFullscreen, SIGNED_OUT, type AuthState, type ConsoleAuthUser, type UserDetails } from '../logic/auth-state.js';
import { landingAfterLogin, PLACES } from '../logic/landing.js';
import { navigate } from './router.js';

export { $router, navigate, onNavigationStart, $navigationStarts } from './router.js';

/** The one SDK client of the console: same origin, tokens in local storage under the 3.4 console's keys. */
export const client: TbClient = createClient({
  baseUrl: '',
  translate: (key) => (kitI18n.exists(`console:${key}`) ? kitI18n.t(`console:${key}`) : undefined),
});
// eslint-disable-next-line react-hooks/rules-of-hooks -- a registration named like a hook, not a hook
useExistingClient(client);

/** The auth state of console-core §3. */
export const $auth = map<AuthState>(SIGNED_OUT);

/** The address a signed-out visitor asked for, opened after the next sign-in. */
export const $redirectUrl = atom<string | null>(null);

/** Translation key of the notice shown after the session ended on its own (refresh failure), else null. */
export const $logoutNotice = atom<string | null>(null);

/** The update notice for system administrators (`GET /api/admin/updates`), else null. */
export const $updateNotice = atom<string | null>(null);

/** The principal of the stored access token, in the console's shape. */
function currentAuthUser(): ConsoleAuthUser | null {
  const user = client.auth.$authUser.get();
  if (!user) return null;
  const { userId, scopes, authority, isPublic, sub, customerId, tenantId } = user;
  return { userId, scopes, authority, isPublic, sub, customerId, tenantId };
}

const quiet = () => client.with({ ignoreErrors: true });

async function fetchUserDetails(userId: string): Promise<UserDetails | null> {
  const { data } = await quiet().GET('/api/user/{userId}', { params: { path: { userId } } });
  return (data as UserDetails | undefined) ?? null;
}

/** Fails (rejects) when a call fails: every system parameter must load or the sign-in is aborted. */
async function must<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, response } = await call;
  if (!response.ok) throw new Error(`${response.status} ${response.url}`);
  return data as T;
}

async function loadSystemParams(user: ConsoleAuthUser, forceFullscreen: boolean) {
  const api = quiet();
  const admin = user.authority === 'SYS_ADMIN' || user.authority === 'TENANT_ADMIN';
  const tenantOrCustomer = user.authority === 'TENANT_ADMIN' || user.authority === 'CUSTOMER_USER';
  const pageLink = { pageSize: 100, page: 0 };
  const dashboards = async (): Promise<string[]> => {
    if (!forceFullscreen || !tenantOrCustomer) return [];
    const page =
      user.authority === 'TENANT_ADMIN'
        ? await must(api.GET('/api/tenant/dashboards', { params: { query: pageLink } }))
        : await must(api.GET('/api/customer/{customerId}/dashboards', { params: { path: { customerId: user.customerId ?? '' }, query: pageLink } }));
    return (page?.data ?? []).map((d) => d.id?.id).filter((id): id is string => !!id);
  };
  const [userTokenAccessEnabled, allowedDashboardIds, edgesSupportEnabled, hasRepository] = await Promise.all([
    admin ? must(api.GET('/api/user/tokenAccessEnabled')).then((v) => v === true) : false,
    dashboards(),
    must(api.GET('/api/edges/enabled')).then((v) => v === true),
    user.authority === 'TENANT_ADMIN' ? must(api.GET('/api/admin/repositorySettings/exists')).then((v) => v === true) : false,
  ]);
  return { userTokenAccessEnabled, allowedDashboardIds, edgesSupportEnabled, hasRepository };
}

/**
 * The dashboard a public user is shown: the last public dashboard opened, else the first dashboard of the
 * public customer (a sign-in with only a public id). Fails when there is none, since a public user may
 * open nothing else.
 */
function publicDashboardOf(last: string | null, allowed: readonly string[]): string {
  const id = last ?? allowed[0];
  if (!id) throw new Error('no public dashboard');
  return id;
}

/**
 * Loads the signed-in user from the stored tokens (refreshing them when needed), then the user's record
 * and the system parameters (console-core §4 session); answers whether a session stands. Any failure
 * signs out.
 */
export async function loadUser(): Promise<boolean> {
  await client.tokens.reload();
  const token = await client.auth.getAccessToken().catch(() => null);
  const authUser = token ? currentAuthUser() : null;
  if (!authUser) {
    $auth.set({ ...SIGNED_OUT, lastPublicDashboardId: $auth.get().lastPublicDashboardId });
    return false;
  }
  const lastPublicDashboardId = $auth.get().lastPublicDashboardId;
  if (authUser.authority === 'PRE_VERIFICATION_TOKEN') {
    $auth.set({ ...SIGNED_OUT, isAuthenticated: true, isUserLoaded: true, authUser, lastPublicDashboardId });
    return true;
  }
  try {
    let userDetails: UserDetails | null = null;
    if (!authUser.isPublic) {
      userDetails = authUser.userId ? await fetchUserDetails(authUser.userId) : null;
      if (!userDetails) throw new Error('user not loaded');
    }
    const forceFullscreen = isForceFullscreen(authUser, userDetails);
    const params = await loadSystemParams(authUser, forceFullscreen);
    const publicDashboardId = authUser.isPublic ? publicDashboardOf(lastPublicDashboardId, params.allowedDashboardIds) : lastPublicDashboardId;
    await setLanguage(userDetails?.additionalInfo?.lang || globalThis.navigator?.language);
    $auth.set({ isAuthenticated: true, isUserLoaded: true, authUser, userDetails, forceFullscreen, lastPublicDashboardId: publicDashboardId, ...params });
    return true;
  } catch {
    await signOut();
    return false;
  }
}

/** Re-reads the signed-in user's record after the profile changed it (language, default dashboard). */
export async function reloadUserDetails(): Promise<void> {
  const state = $auth.get();
  const userId = state.authUser?.userId;
  if (!state.isAuthenticated || state.authUser?.isPublic || !userId) return;
  const userDetails = await fetchUserDetails(userId);
  if (!userDetails) return;
  $auth.setKey('userDetails', userDetails);
  $auth.setKey('forceFullscreen', isForceFullscreen(state.authUser, userDetails));
}

async function checkForUpdates(): Promise<void> {
  if ($auth.get().authUser?.authority !== 'SYS_ADMIN') return;
  const { data } = await quiet().GET('/api/admin/updates').catch(() => ({ data: undefined }));
  const answer = data as { updateAvailable?: boolean; message?: string } | undefined;
  $updateNotice.set(answer?.updateAvailable && answer.message ? answer.message : null);
}

/** Opens where a signed-in person belongs now (remembered address first, then the default place). */
export function goToLanding(): void {
  const to = landingAfterLogin($auth.get(), $redirectUrl.get());
  $redirectUrl.set(null);
  navigate(to, { replace: true });
}

/**
 * Finishes a sign-in call (console-core §4): a pre-verification token continues at `login/mfa`; an expired
 * password at `login/resetExpiredPassword`; a full token loads the user and system parameters and opens
 * the landing place. Answers false when the result was a failure the calling page shows itself.
 */
export async function completeLogin(result: LoginResult): Promise<boolean> {
  switch (result.kind) {
    case 'mfa-required':
      await loadUser();
      navigate(PLACES.mfa, { replace: true });
      return true;
    case 'success':
      if (!(await loadUser())) return false;
      $logoutNotice.set(null);
      goToLanding();
      void checkForUpdates();
      return true;
    case 'credentials-expired':
      navigate(`/login/resetExpiredPassword?resetToken=${encodeURIComponent(result.resetToken)}`, { replace: true });
      return true;
    default:
      return false;
  }
}

async function signOut(): Promise<void> {
  await client.auth.logout();
  $auth.set({ ...SIGNED_OUT });
  $updateNotice.set(null);
}

/**
 * Signs out: tells the server, clears the tokens and the auth state, and opens the sign-in page.
 * `rememberUrl` is opened after the next sign-in; `messageKey` is shown on the sign-in page.
 */
export async function logout(options: { rememberUrl?: string | null; messageKey?: string } = {}): Promise<void> {
  await signOut();
  if (options.rememberUrl !== undefined) $redirectUrl.set(options.rememberUrl);
  $logoutNotice.set(options.messageKey ?? null);
  navigate(PLACES.login, { replace: true });
}

/** The session ended on its own (refresh failed): sign out with its message, remembering where the user was. */
client.on('session-expired', (event) => {
  void logout({ rememberUrl: event.redirectUrl, messageKey: event.messageKey });
});
