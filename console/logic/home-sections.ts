import type { Authority } from '../../sdk/catalogues/authorities.js';

/** A shortcut section of the home page: a title key and the routes it links to. */
export interface HomeSection {
  title: string;
  routes: string[];
}

/** Entity counts shown on the home page. */
export type HomeCount = 'devices' | 'assets' | 'active-alarms';

/**
 * Home page shortcut sections per role (console-core §2 "grouped shortcut sections that mirror the menu"):
 * every menu destination except home, grouped; edge shortcuts only when edge support is enabled.
 */
export function homeSections(authority: Authority | undefined, edgesSupportEnabled: boolean): HomeSection[] {
  const edge = edgesSupportEnabled;
  switch (authority) {
    case 'SYS_ADMIN':
      return [
        { title: 'home-section.tenants', routes: ['tenants', 'tenantProfiles'] },
        { title: 'home-section.widgets', routes: ['widgetsBundles'] },
        {
          title: 'home-section.system-settings',
          routes: ['generalSettings', 'mailSettings', 'smsSettings', 'securitySettings', 'oauth2Settings', 'twoFaSettings', 'resources', 'queues'],
        },
      ];
    case 'TENANT_ADMIN':
      return [
        { title: 'home-section.devices', routes: ['devices', 'deviceProfiles', 'otaUpdates'] },
        { title: 'home-section.entities', routes: ['assets', 'entityViews', 'customers'] },
        { title: 'home-section.rule-engine', routes: ['ruleChains'] },
        ...(edge ? [{ title: 'home-section.edge', routes: ['edgeInstances', 'edgeRuleChains'] }] : []),
        { title: 'home-section.dashboards', routes: ['dashboards', 'widgetsBundles'] },
        { title: 'home-section.audit-and-usage', routes: ['versionControl', 'auditLogs', 'apiUsage'] },
        { title: 'home-section.system-settings', routes: ['homeSettings', 'resources', 'repositorySettings', 'autoCommitSettings'] },
      ];
    case 'CUSTOMER_USER':
      return [
        { title: 'home-section.entities', routes: ['devices', 'assets', 'entityViews', ...(edge ? ['edgeInstances'] : [])] },
        { title: 'home-section.dashboards', routes: ['dashboards'] },
      ];
    default:
      return [];
  }
}

/** The counts a role sees on its home page: tenant admins and customer users see their devices, assets and active alarms. */
export function homeCounts(authority: Authority | undefined): HomeCount[] {
  return authority === 'TENANT_ADMIN' || authority === 'CUSTOMER_USER' ? ['devices', 'assets', 'active-alarms'] : [];
}

/** The entity count query of one entity type (`POST /api/entitiesQuery/count`). */
export function entityCountQuery(entityType: 'DEVICE' | 'ASSET') {
  return { entityFilter: { type: 'entityType', entityType } };
}

/** The query of the active-alarm count: one alarm per page, the total is the count (`GET /api/alarms`). */
export const ACTIVE_ALARMS_QUERY = { searchStatus: 'ACTIVE', pageSize: 1, page: 0 } as const;
