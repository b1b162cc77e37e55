import type { ComponentType } from 'react';
import type { IconName } from './icons.js';
import type { UserAuthority } from '../sdk/catalogues/authorities.js';

/** What every page component receives from the shell. */
export interface PageProps {
  /** The route the page was opened by. */
  route: RouteDef;
  /** Path parameters (`dashboardId` …). */
  params: Record<string, string>;
  /** Query parameters of the address. */
  search: Record<string, string>;
  /** Set by `login/resetExpiredPassword`: the password has expired. */
  expired?: boolean;
}

/** A lazily loaded page module; its default export is the page. */
export type PageModule = () => Promise<{ default: ComponentType<PageProps> }>;

/** Who may open a route: signed-out visitors (`public`), holders of the second-factor token, or users. */
export type RouteAccess = 'public' | 'PRE_VERIFICATION_TOKEN' | readonly UserAuthority[];

/** Where a route renders: without chrome (sign-in), inside the shell, or fullscreen (dashboards). */
export type RouteLayout = 'public' | 'shell' | 'fullscreen';

/** One route of the console. */
export interface RouteDef {
  /** Route name, used to open it and to look it up. */
  name: string;
  /** Path pattern (`/dashboards/:dashboardId`). */
  path: string;
  /** Who may open it. */
  access: RouteAccess;
  /** How it is framed. */
  layout: RouteLayout;
  /** Translation key of the page title (console namespace); none shows only the app title. */
  title?: string;
  /** Breadcrumb: translation key and icon name (console/icons.ts); absent means the route adds no breadcrumb. */
  breadcrumb?: { label: string; icon: IconName };
  /** The page module, loaded on first visit (its own chunk). */
  page: PageModule;
  /** Whether the page takes the toolbar search text. */
  search?: boolean;
  /** Extra props given to the page. */
  props?: Partial<PageProps>;
  /** Routes that only forward: target path per authority (a route may redirect by authority). */
  redirect?: Partial<Record<UserAuthority, string>>;
  /** Whether the page exists yet; when false the shell shows that the section is coming. */
  ready?: boolean;
}

const ALL_USERS = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;
const SYS = ['SYS_ADMIN'] as const;
const TENANT = ['TENANT_ADMIN'] as const;
const TENANT_CUSTOMER = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

const comingSoon: PageModule = () => import('./pages/coming-soon.js');
const dashboardFullscreen: PageModule = () => import('./pages/dashboard-fullscreen.js');
const scopedList: PageModule = () => import('./pages/scoped-lists/scoped-list-page.js');

function signIn(name: string, path: string, page: PageModule, title: string, access: RouteAccess = 'public', props?: Partial<PageProps>): RouteDef {
  return { name, path, access, layout: 'public', title, page, ...(props ? { props } : {}) };
}

function shell(
  name: string,
  path: string,
  access: readonly UserAuthority[],
  title: string,
  icon: IconName,
  extra: Partial<RouteDef> = {},
): RouteDef {
  return { name, path, access, layout: 'shell', title, breadcrumb: { label: title, icon }, page: comingSoon, ready: false, ...extra };
}

/** Every route of the console; the first match of a path wins. */
export const ROUTES: readonly RouteDef[] = [
  signIn('login', '/login', () => import('./pages/auth/login.js'), 'login.login'),
  signIn('loginMfa', '/login/mfa', () => import('./pages/auth/mfa.js'), 'login.two-factor-authentication', 'PRE_VERIFICATION_TOKEN'),
  signIn('resetPasswordRequest', '/login/resetPasswordRequest', () => import('./pages/auth/reset-password-request.js'), 'login.request-password-reset'),
  signIn('resetPassword', '/login/resetPassword', () => import('./pages/auth/reset-password.js'), 'login.reset-password'),
  signIn('resetExpiredPassword', '/login/resetExpiredPassword', () => import('./pages/auth/reset-password.js'), 'login.reset-password', 'public', { expired: true }),
  signIn('createPassword', '/login/createPassword', () => import('./pages/auth/create-password.js'), 'login.create-password'),

  shell('home', '/home', ALL_USERS, 'home.home', 'home', { page: () => import('./pages/home.js'), ready: true }),
  shell('profile', '/profile', ALL_USERS, 'profile.profile', 'account-circle', { page: () => import('./pages/account/profile.js'), ready: true }),
  shell('security', '/security', ALL_USERS, 'security.security', 'lock-reset', { page: () => import('./pages/account/security.js'), ready: true }),

  shell('tenants', '/tenants', SYS, 'tenant.tenants', 'account-supervisor', { search: true, page: () => import('./pages/tenants/tenants.js') }),
  shell('tenantProfiles', '/tenantProfiles', SYS, 'tenant-profile.tenant-profiles', 'alpha-t-box', { search: true, page: () => import('./pages/tenant-profiles/tenant-profiles.js') }),
  shell('widgetsBundles', '/widgets-bundles', ['SYS_ADMIN', 'TENANT_ADMIN'], 'widget.widget-library', 'widgets', { search: true, page: () => import('./pages/widgets-bundles/widgets-bundles.js') }),
  shell('settings', '/settings', ['SYS_ADMIN', 'TENANT_ADMIN'], 'admin.system-settings', 'cog', {
    redirect: { SYS_ADMIN: '/settings/general', TENANT_ADMIN: '/settings/home' },
  }),
  shell('resources', '/settings/resources-library', ['SYS_ADMIN', 'TENANT_ADMIN'], 'resource.resources-library', 'folder', { search: true, page: () => import('./pages/resources/resources.js') }),
  shell('generalSettings', '/settings/general', SYS, 'admin.general', 'cog-box', { page: () => import('./pages/system-settings/general-settings.js') }),
  shell('mailSettings', '/settings/outgoing-mail', SYS, 'admin.outgoing-mail', 'email', { page: () => import('./pages/system-settings/mail-settings.js') }),
  shell('smsSettings', '/settings/sms-provider', SYS, 'admin.sms-provider', 'message-text', { page: () => import('./pages/system-settings/sms-settings.js') }),
  shell('securitySettings', '/settings/security-settings', SYS, 'admin.security-settings', 'security', { page: () => import('./pages/system-settings/security-settings.js') }),
  shell('oauth2Settings', '/settings/oauth2', SYS, 'admin.oauth2.oauth2', 'shield-account', { page: () => import('./pages/system-settings/oauth2-settings.js') }),
  shell('twoFaSettings', '/settings/2fa', SYS, 'admin.2fa.2fa', 'two-factor-authentication', { page: () => import('./pages/system-settings/two-fa-settings.js') }),
  shell('queues', '/settings/queues', SYS, 'admin.queues', 'swap-horizontal', { search: true, page: () => import('./pages/queues/queues.js') }),
  shell('homeSettings', '/settings/home', TENANT, 'admin.home-settings', 'cog-box', { page: () => import('./pages/home-settings/home-settings.js') }),
  shell('repositorySettings', '/settings/repository', TENANT, 'admin.repository-settings', 'source-branch', { page: () => import('./pages/version-control/repository-settings.js') }),
  shell('autoCommitSettings', '/settings/auto-commit', TENANT, 'admin.auto-commit-settings', 'backup-restore', { page: () => import('./pages/version-control/auto-commit-settings.js') }),

  shell('ruleChains', '/ruleChains', TENANT, 'rulechain.rulechains', 'lan', { search: true, page: () => import('./pages/rule-chains/rule-chains.js') }),
  shell('customers', '/customers', TENANT, 'customer.customers', 'account-group', { search: true, page: () => import('./pages/customers/customers.js') }),
  shell('assets', '/assets', TENANT_CUSTOMER, 'asset.assets', 'domain', { search: true, page: () => import('./pages/assets/assets.js') }),
  shell('devices', '/devices', TENANT_CUSTOMER, 'device.devices', 'devices', { search: true, page: () => import('./pages/devices/devices.js'), ready: true }),
  shell('deviceProfiles', '/deviceProfiles', TENANT, 'device-profile.device-profiles', 'alpha-d-box', { search: true, page: () => import('./pages/device-profiles/device-profiles.js') }),
  shell('otaUpdates', '/otaUpdates', TENANT, 'ota-update.ota-updates', 'memory', { search: true, page: () => import('./pages/ota-updates/ota-updates.js') }),
  shell('entityViews', '/entityViews', TENANT_CUSTOMER, 'entity-view.entity-views', 'view-quilt', { search: true, page: () => import('./pages/entity-views/entity-views.js') }),
  shell('edgeInstances', '/edgeInstances', TENANT_CUSTOMER, 'edge.edge-instances', 'router-network', { search: true, page: () => import('./pages/edges/edges.js') }),
  shell('edgeManagement', '/edgeManagement', TENANT, 'edge.management', 'antenna', { redirect: { TENANT_ADMIN: '/edgeManagement/ruleChains' } }),
  shell('edgeRuleChains', '/edgeManagement/ruleChains', TENANT, 'edge.rulechain-templates', 'lan', { search: true, page: () => import('./pages/rule-chains/edge-rule-chains.js') }),
  shell('dashboards', '/dashboards', TENANT_CUSTOMER, 'dashboard.dashboards', 'view-dashboard', { search: true, page: () => import('./pages/dashboards/dashboards.js') }),
  shell('dashboard', '/dashboards/:dashboardId', TENANT_CUSTOMER, 'dashboard.dashboard', 'view-dashboard', { page: () => import('./pages/dashboards/dashboard.js') }),
  shell('versionControl', '/vc', TENANT, 'version-control.version-control', 'history', { page: () => import('./pages/version-control/version-control.js') }),
  shell('auditLogs', '/auditLogs', TENANT, 'audit-log.audit-logs', 'clipboard-text-clock', { search: true, page: () => import('./pages/audit-logs/audit-logs.js') }),
  shell('apiUsage', '/usage', TENANT, 'api-usage.api-usage', 'chart-bar', { page: () => import('./pages/api-usage/api-usage.js') }),
  shell('users', '/users', ['SYS_ADMIN', 'TENANT_ADMIN'], 'user.users', 'account-multiple', { search: true, page: () => import('./pages/users/users.js') }),

  shell('tenant', '/tenants/:tenantId', SYS, 'tenant.tenant-details', 'account-supervisor', { page: () => import('./pages/tenants/tenant-details.js') }),
  shell('customer', '/customers/:customerId', TENANT, 'customer.customer-details', 'account-group', { page: () => import('./pages/customers/customer-details.js') }),
  shell('user', '/users/:userId', ['SYS_ADMIN', 'TENANT_ADMIN'], 'user.user-details', 'account-multiple', { page: () => import('./pages/users/user-details.js') }),
  shell('asset', '/assets/:assetId', TENANT_CUSTOMER, 'asset.asset-details', 'domain', { page: () => import('./pages/assets/asset-details.js') }),
  shell('device', '/devices/:deviceId', TENANT_CUSTOMER, 'device.device-details', 'devices', { page: () => import('./pages/devices/device-details.js'), ready: true }),
  shell('deviceProfile', '/deviceProfiles/:deviceProfileId', TENANT, 'device.device-profile', 'alpha-d-box', { page: () => import('./pages/device-profiles/device-profile-details.js') }),
  shell('entityView', '/entityViews/:entityViewId', TENANT_CUSTOMER, 'entity-view.entity-view-details', 'view-quilt', { page: () => import('./pages/entity-views/entity-view-details.js') }),
  shell('edge', '/edgeInstances/:edgeId', TENANT_CUSTOMER, 'edge.edge-details', 'router-network', { page: () => import('./pages/edges/edge-details.js') }),

  // The pages of one tenant profile, queue and OTA package (the OTA list with the package's details open).
  shell('tenantProfile', '/tenantProfiles/:tenantProfileId', SYS, 'tenant-profile.tenant-profile-details', 'alpha-t-box', { page: () => import('./pages/tenant-profiles/tenant-profile-details.js') }),
  shell('resource', '/settings/resources-library/:resourceId', ['SYS_ADMIN', 'TENANT_ADMIN'], 'resource.resources-library', 'folder', { page: () => import('./pages/resources/resource-details.js') }),
  shell('queue', '/settings/queues/:queueId', SYS, 'admin.queue-details', 'swap-horizontal', { page: () => import('./pages/queues/queue-details.js') }),
  shell('otaUpdate', '/otaUpdates/:otaPackageId', TENANT, 'ota-update.ota-updates', 'memory', { search: true, page: () => import('./pages/ota-updates/ota-updates.js') }),
  // What one customer or one edge holds (ThingsBoard 3.4's customer-scoped and edge-scoped lists).
  shell('customerUsers', '/customers/:customerId/users', TENANT, 'scoped-list.customer-users', 'account-multiple', { search: true, page: () => import('./pages/users/users.js') }),
  shell('customerAssets', '/customers/:customerId/assets', TENANT, 'scoped-list.customer-assets', 'domain', { search: true, page: scopedList }),
  shell('customerDevices', '/customers/:customerId/devices', TENANT, 'scoped-list.customer-devices', 'devices', { search: true, page: scopedList }),
  shell('customerEntityViews', '/customers/:customerId/entityViews', TENANT, 'scoped-list.customer-entity-views', 'view-quilt', { search: true, page: scopedList }),
  shell('customerDashboards', '/customers/:customerId/dashboards', TENANT, 'scoped-list.customer-dashboards', 'view-dashboard', { search: true, page: scopedList }),
  shell('customerEdges', '/customers/:customerId/edgeInstances', TENANT, 'scoped-list.customer-edges', 'router-network', { search: true, page: scopedList }),
  shell('edgeAssets', '/edgeInstances/:edgeId/assets', TENANT_CUSTOMER, 'scoped-list.edge-assets', 'domain', { search: true, page: scopedList }),
  shell('edgeDevices', '/edgeInstances/:edgeId/devices', TENANT_CUSTOMER, 'scoped-list.edge-devices', 'devices', { search: true, page: scopedList }),
  shell('edgeEntityViews', '/edgeInstances/:edgeId/entityViews', TENANT_CUSTOMER, 'scoped-list.edge-entity-views', 'view-quilt', { search: true, page: scopedList }),
  shell('edgeDashboards', '/edgeInstances/:edgeId/dashboards', TENANT_CUSTOMER, 'scoped-list.edge-dashboards', 'view-dashboard', { search: true, page: scopedList }),

  {
    name: 'dashboardFullscreen',
    path: '/dashboard/:dashboardId',
    access: TENANT_CUSTOMER,
    layout: 'fullscreen',
    title: 'dashboard.dashboard',
    page: dashboardFullscreen,
    ready: true,
  },
];

/** The routes by name. */
export const ROUTES_BY_NAME: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.name, r]));

/** A route by name (throws for a name that is not in the table: a programming error). */
export function routeNamed(name: string): RouteDef {
  const route = ROUTES_BY_NAME.get(name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}

/** The path a signed-in user starts at and every unknown path is sent to. */
export const HOME_PATH = '/home';

/** The sign-in page, where signed-out visitors are sent. */
export const LOGIN_PATH = '/login';

/** The second-factor page. */
export const MFA_PATH = '/login/mfa';
