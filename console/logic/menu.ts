import type { Authority } from '../../sdk/catalogues/authorities.js';

/** A link of the side menu, naming a route of the route table. */
export interface MenuLink {
  type: 'link';
  /** Route name; the route gives the path, title and icon. */
  route: string;
}

/** An expandable group of links (opened while one of its paths is active). */
export interface MenuToggle {
  type: 'toggle';
  /** Route whose path prefixes the group's pages and whose title and icon the group shows. */
  route: string;
  pages: MenuLink[];
}

/** One entry of the side menu. */
export type MenuSection = MenuLink | MenuToggle;

/** What the menu depends on besides the role. */
export interface MenuContext {
  authority: Authority | undefined;
  edgesSupportEnabled: boolean;
}

const link = (route: string): MenuLink => ({ type: 'link', route });
const toggle = (route: string, pages: string[]): MenuToggle => ({ type: 'toggle', route, pages: pages.map(link) });

/**
 * The side menu per role (console-core §2 "Menus per role"): system administrators manage tenants, tenant
 * profiles, widgets and the system settings; tenant administrators their whole estate, with the edge
 * entries only when edge support is enabled; customer users what is shared with them. Anyone else
 * (public, pre-verification) has no menu.
 */
export function menuFor({ authority, edgesSupportEnabled }: MenuContext): MenuSection[] {
  const edge = (...sections: MenuSection[]) => (edgesSupportEnabled ? sections : []);
  switch (authority) {
    case 'SYS_ADMIN':
      return [
        link('home'),
        link('tenants'),
        link('tenantProfiles'),
        link('widgetsBundles'),
        toggle('settings', [
          'generalSettings',
          'mailSettings',
          'smsSettings',
          'securitySettings',
          'oauth2Settings',
          'twoFaSettings',
          'resources',
          'queues',
        ]),
      ];
    case 'TENANT_ADMIN':
      return [
        link('home'),
        link('ruleChains'),
        link('customers'),
        link('assets'),
        link('devices'),
        link('deviceProfiles'),
        link('otaUpdates'),
        link('entityViews'),
        ...edge(link('edgeInstances'), toggle('edgeManagement', ['edgeRuleChains'])),
        link('widgetsBundles'),
        link('dashboards'),
        link('versionControl'),
        link('auditLogs'),
        link('apiUsage'),
        toggle('settings', ['homeSettings', 'resources', 'repositorySettings', 'autoCommitSettings']),
      ];
    case 'CUSTOMER_USER':
      return [link('home'), link('assets'), link('devices'), link('entityViews'), ...edge(link('edgeInstances')), link('dashboards')];
    default:
      return [];
  }
}

/** Every route name the menu leads to, in menu order (groups flattened). */
export function menuRoutes(sections: readonly MenuSection[]): string[] {
  return sections.flatMap((s) => (s.type === 'link' ? [s.route] : s.pages.map((p) => p.route)));
}

/** A link is active only on an exact match of its path (console-core §2). */
export function isLinkActive(linkPath: string, currentPath: string): boolean {
  return normalise(linkPath) === normalise(currentPath);
}

/** A group is open while the current path lies under its path. */
export function isToggleActive(togglePath: string, currentPath: string): boolean {
  const base = normalise(togglePath);
  const path = normalise(currentPath);
  return path === base || path.startsWith(`${base}/`);
}

function normalise(path: string): string {
  return (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
}
