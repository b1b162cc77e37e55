import { ENTITY_COLUMNS, type EntityColumn } from '../../../elements/entity-table/entity-columns.js';
import { ENTITY_SUGGESTIONS_LIMIT, FETCH_ALL_PAGE_SIZE } from '../../../sdk/catalogues/limits.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';
import { entityPath } from '../../logic/entity-search.js';
import type { IconName } from '../../icons.js';
import { EDGE_RULE_CHAINS_TAB } from '../edges/edge-details.logic.js';
import { assignmentOf, isTenantAdmin } from '../entity-list/entity-list.logic.js';

/** Who a scoped list belongs to: a customer (`/customers/:customerId/…`) or an edge (`/edgeInstances/:edgeId/…`). */
export type OwnerKind = 'customer' | 'edge';

/** Entity types a customer or an edge holds in a list of its own. */
export type ScopedEntityType = 'ASSET' | 'DEVICE' | 'ENTITY_VIEW' | 'DASHBOARD' | 'EDGE';

/** One list of what a customer or an edge holds: its owner, its entities and the words of its calls. */
export interface ScopedList {
  /** The route showing it (console/routes.ts). */
  route: string;
  owner: OwnerKind;
  entityType: ScopedEntityType;
  /** Singular word of the assign and unassign calls (`device` in /api/customer/{customerId}/device/{deviceId}). */
  one: string;
  /** Last word of the owner's list call (`deviceInfos` in /api/customer/{customerId}/deviceInfos, `devices` in /api/edge/{edgeId}/devices). */
  list: string;
  /** The tenant's list the assign dialog picks from. */
  tenantPath: string;
}

const customer = (route: string, entityType: ScopedEntityType, one: string, list: string, tenantPath: string): ScopedList => ({ route, owner: 'customer', entityType, one, list, tenantPath });
const edge = (route: string, entityType: ScopedEntityType, one: string, list: string, tenantPath: string): ScopedList => ({ route, owner: 'edge', entityType, one, list, tenantPath });

/**
 * The lists of a customer and of an edge, by route name, with the calls ThingsBoard 3.4.1 makes for them
 * (console-core §7): a customer's entity infos and dashboards, an edge's assets, devices, entity views and dashboards.
 */
export const SCOPED_LISTS: Readonly<Record<string, ScopedList>> = {
  customerAssets: customer('customerAssets', 'ASSET', 'asset', 'assetInfos', '/api/tenant/assetInfos'),
  customerDevices: customer('customerDevices', 'DEVICE', 'device', 'deviceInfos', '/api/tenant/deviceInfos'),
  customerEntityViews: customer('customerEntityViews', 'ENTITY_VIEW', 'entityView', 'entityViewInfos', '/api/tenant/entityViewInfos'),
  customerDashboards: customer('customerDashboards', 'DASHBOARD', 'dashboard', 'dashboards', '/api/tenant/dashboards'),
  customerEdges: customer('customerEdges', 'EDGE', 'edge', 'edgeInfos', '/api/tenant/edgeInfos'),
  edgeAssets: edge('edgeAssets', 'ASSET', 'asset', 'assets', '/api/tenant/assets'),
  edgeDevices: edge('edgeDevices', 'DEVICE', 'device', 'devices', '/api/tenant/devices'),
  edgeEntityViews: edge('edgeEntityViews', 'ENTITY_VIEW', 'entityView', 'entityViews', '/api/tenant/entityViews'),
  edgeDashboards: edge('edgeDashboards', 'DASHBOARD', 'dashboard', 'dashboards', '/api/tenant/dashboards'),
};

/** The route parameter holding the owner's id. */
export function ownerParam(owner: OwnerKind): 'customerId' | 'edgeId' {
  return owner === 'customer' ? 'customerId' : 'edgeId';
}

/** The owner's own page: /customers/{customerId} or /edgeInstances/{edgeId}. */
export function ownerPagePath(owner: OwnerKind, ownerId: string): string {
  return entityPath(owner === 'customer' ? 'CUSTOMER' : 'EDGE', ownerId);
}

/** The owner's paged list call: /api/customer/{customerId}/deviceInfos, /api/edge/{edgeId}/devices … */
export function scopedListPath(list: ScopedList, ownerId: string): string {
  return `/api/${list.owner}/${encodeURIComponent(ownerId)}/${list.list}`;
}

/** The call assigning an entity to the owner: POST /api/customer/{customerId}/device/{deviceId}, POST /api/edge/{edgeId}/device/{deviceId} … */
export function scopedAssignPath(list: ScopedList, ownerId: string, entityId: string): string {
  return `/api/${list.owner}/${encodeURIComponent(ownerId)}/${list.one}/${encodeURIComponent(entityId)}`;
}

/**
 * The call taking an entity from the owner (sent with DELETE): /api/customer/device/{deviceId} for an entity with one
 * customer, /api/customer/{customerId}/dashboard/{dashboardId} for a dashboard (it may have several),
 * /api/edge/{edgeId}/device/{deviceId} for an edge.
 */
export function scopedUnassignPath(list: ScopedList, ownerId: string, entityId: string): string {
  if (list.owner === 'edge' || list.entityType === 'DASHBOARD') return scopedAssignPath(list, ownerId, entityId);
  return `/api/customer/${list.one}/${encodeURIComponent(entityId)}`;
}

/** Whether a role assigns and unassigns in a scoped list: tenant administrators only; customer users only read (console-core §6). */
export function canAssignInScope(authority: Authority | undefined): boolean {
  return isTenantAdmin(authority);
}

const CUSTOMER_KEYS = new Set(['customerTitle', 'customerIsPublic']);

/**
 * Columns of a scoped list: those of the entity type's list without the customer columns (every row has this
 * customer, or the edge's lists carry none); an edge's devices come as plain devices, whose profile name is their `type`.
 */
export function scopedColumns(list: ScopedList): readonly EntityColumn[] {
  const columns = (ENTITY_COLUMNS[list.entityType] ?? []).filter((column) => !CUSTOMER_KEYS.has(column.key));
  if (list.owner === 'customer' || list.entityType !== 'DEVICE') return columns;
  return columns.map((column) => (column.key === 'deviceProfileName' ? { ...column, key: 'type' } : column));
}

/** An entity as the assign dialog's picker offers it. */
export interface Candidate {
  entityType: string;
  id: string;
  name: string;
}

/** A row of a tenant list, as far as the picker reads it. */
export interface CandidateRow {
  id?: { id?: string } | null;
  name?: string | null;
  title?: string | null;
  customerId?: { id?: string } | null;
  customerIsPublic?: unknown;
  assignedCustomers?: readonly { customerId?: { id?: string } | null }[] | null;
}

/** The query of one page of a tenant list searched for the picker: by name (a dashboard's title) ascending, 100 a page. */
export function candidateQuery(list: ScopedList, text: string, page: number) {
  const textSearch = text.trim();
  return { pageSize: FETCH_ALL_PAGE_SIZE, page, sortProperty: list.entityType === 'DASHBOARD' ? 'title' : 'name', sortOrder: 'ASC' as const, ...(textSearch ? { textSearch } : {}) };
}

/**
 * Whether a row of the tenant's list may be assigned to this owner: for a customer, an entity no customer holds
 * (neither assigned nor public: moving one from another customer is an unassign there first), or a dashboard not
 * yet assigned to this customer (a dashboard may have several); for an edge, one not among `onEdge`.
 */
export function isCandidate(list: ScopedList, ownerId: string, row: CandidateRow, onEdge: ReadonlySet<string> = new Set()): boolean {
  const id = row.id?.id;
  if (!id) return false;
  if (list.owner === 'edge') return !onEdge.has(id);
  if (list.entityType === 'DASHBOARD') return !(row.assignedCustomers ?? []).some((c) => c.customerId?.id === ownerId);
  return assignmentOf(row) === 'unassigned';
}

/** A tenant-list row as the picker shows it: its id and its name (a dashboard's title). */
export function candidateOf(list: ScopedList, row: CandidateRow): Candidate {
  return { entityType: list.entityType, id: row.id?.id ?? '', name: (list.entityType === 'DASHBOARD' ? row.title : row.name) ?? '' };
}

/** One page of a list as the server answers it. */
export interface PageAnswer<T> {
  data?: readonly T[];
  hasNext?: boolean;
}

/** Pages the picker reads at most per search (10 pages of 100 rows). */
export const CANDIDATE_MAX_PAGES = 10;

/**
 * Reads pages of a list in turn, keeping the rows `keep` accepts, until `want` are kept (the 50 of a picker's
 * suggestions), the list ends, a page fails (undefined) or `maxPages` were read.
 */
export async function scanPages<T>(
  fetchPage: (page: number) => Promise<PageAnswer<T> | undefined>,
  keep: (row: T) => boolean,
  want: number = ENTITY_SUGGESTIONS_LIMIT,
  maxPages: number = CANDIDATE_MAX_PAGES,
): Promise<T[]> {
  const kept: T[] = [];
  for (let page = 0; page < maxPages && kept.length < want; page += 1) {
    const answer = await fetchPage(page);
    for (const row of answer?.data ?? []) if (kept.length < want && keep(row)) kept.push(row);
    if (!answer?.hasNext) break;
  }
  return kept;
}

/** A link of an owner's menu: its label (a message key), its icon (console/icons.ts) and its address. */
export interface OwnerLink {
  label: string;
  icon: IconName;
  path: string;
}

const CUSTOMER_LINKS: readonly (readonly [word: string, label: string, icon: IconName])[] = [
  ['users', 'console:user.users', 'account-multiple'],
  ['assets', 'console:asset.assets', 'domain'],
  ['devices', 'console:device.devices', 'devices'],
  ['entityViews', 'console:entity-view.entity-views', 'view-quilt'],
  ['dashboards', 'console:dashboard.dashboards', 'view-dashboard'],
  ['edgeInstances', 'console:edge.edge-instances', 'router-network'],
];

/** A customer's lists, as its row and its page offer them: users, assets, devices, entity views, dashboards and edge instances. */
export function customerLinks(customerId: string): OwnerLink[] {
  const base = ownerPagePath('customer', customerId);
  return CUSTOMER_LINKS.map(([word, label, icon]) => ({ label, icon, path: `${base}/${word}` }));
}

/** An edge's lists for a role: assets, devices, entity views and dashboards, and for a tenant administrator its rule chains tab. */
export function edgeLinks(edgeId: string, authority: Authority | undefined): OwnerLink[] {
  const base = ownerPagePath('edge', edgeId);
  const links = CUSTOMER_LINKS.slice(1, 5).map(([word, label, icon]) => ({ label, icon, path: `${base}/${word}` }));
  return isTenantAdmin(authority) ? [...links, { label: 'edges:tab.rule-chains', icon: 'lan', path: `${base}?tab=${EDGE_RULE_CHAINS_TAB}` }] : links;
}
