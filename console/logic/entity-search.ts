import type { Authority } from '../../sdk/catalogues/authorities.js';

/** Entity types the command palette searches by name. */
export type SearchableEntityType = 'TENANT' | 'CUSTOMER' | 'USER' | 'DASHBOARD' | 'ASSET' | 'DEVICE' | 'ENTITY_VIEW' | 'EDGE';

/**
 * Entity types searchable per role (console-core §3): system administrators only tenants; tenant
 * administrators devices, assets, entity views, tenants, customers, users and dashboards, plus edges
 * when edge support is enabled; customer users the same without tenants.
 */
export function searchableEntityTypes(authority: Authority | undefined, edgesSupportEnabled: boolean): SearchableEntityType[] {
  const edge: SearchableEntityType[] = edgesSupportEnabled ? ['EDGE'] : [];
  switch (authority) {
    case 'SYS_ADMIN':
      return ['TENANT'];
    case 'TENANT_ADMIN':
      return ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'TENANT', 'CUSTOMER', 'USER', 'DASHBOARD', ...edge];
    case 'CUSTOMER_USER':
      return ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'USER', 'DASHBOARD', ...edge];
    default:
      return [];
  }
}

/** The route listing each searchable entity type; its name is also its path segment. */
export const ENTITY_LIST_ROUTES: Readonly<Record<SearchableEntityType, string>> = {
  TENANT: 'tenants',
  CUSTOMER: 'customers',
  USER: 'users',
  DASHBOARD: 'dashboards',
  ASSET: 'assets',
  DEVICE: 'devices',
  ENTITY_VIEW: 'entityViews',
  EDGE: 'edgeInstances',
};

/** The page an entity found by name opens. */
export function entityPath(entityType: SearchableEntityType, id: string): string {
  return `/${ENTITY_LIST_ROUTES[entityType]}/${encodeURIComponent(id)}`;
}

/** The entity query finding entities of one type whose name starts with the text (page size 10, §9). */
export function entityNameQuery(entityType: SearchableEntityType, text: string, pageSize = 10) {
  return {
    entityFilter: { type: 'entityName', entityType, entityNameFilter: text },
    pageLink: { pageSize, page: 0, textSearch: null, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' } },
    entityFields: [
      { type: 'ENTITY_FIELD', key: 'name' },
      { type: 'ENTITY_FIELD', key: 'label' },
    ],
  };
}

/** A page of the menu as the palette lists it. */
export interface PageCandidate {
  path: string;
  title: string;
}

/**
 * Pages whose translated title contains every word of the query (case-insensitive), those starting with
 * the query first; all pages when the query is blank.
 */
export function matchPages<T extends PageCandidate>(pages: readonly T[], query: string): T[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...pages];
  const words = q.split(/\s+/);
  const hits = pages.filter((p) => words.every((w) => p.title.toLocaleLowerCase().includes(w)));
  return hits.sort((a, b) => Number(!a.title.toLocaleLowerCase().startsWith(q)) - Number(!b.title.toLocaleLowerCase().startsWith(q)));
}
