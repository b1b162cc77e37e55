// The edges overview's rules: which edges a datasource gives, which kinds of assigned entities to list (the
// `displayEntityGroups` setting) and the server call listing each kind (`GET /api/edge/{edgeId}/devices` …).
import type { LatestRow, WidgetEntity } from '../widget-contract.js';

/** The kinds of entities assigned to an edge, in the order the library lists them by default. */
export const EDGE_GROUP_TYPES = ['ASSET', 'DEVICE', 'ENTITY_VIEW', 'DASHBOARD', 'RULE_CHAIN'] as const;

/** A kind of entity assigned to an edge. */
export type EdgeGroupType = (typeof EDGE_GROUP_TYPES)[number];

/** Entities listed per kind on opening it (the first page); the rest are counted. */
export const EDGE_GROUP_PAGE_SIZE = 20;

const GROUPS: Record<EdgeGroupType, { path: string; title: string }> = {
  ASSET: { path: 'assets', title: 'widgets:edges.assets' },
  DEVICE: { path: 'devices', title: 'widgets:edges.devices' },
  ENTITY_VIEW: { path: 'entityViews', title: 'widgets:edges.entity-views' },
  DASHBOARD: { path: 'dashboards', title: 'widgets:edges.dashboards' },
  RULE_CHAIN: { path: 'ruleChains', title: 'widgets:edges.rule-chains' },
};

/** The edges among a datasource's rows, each once, in row order. */
export function edgesOf(rows: readonly LatestRow[]): WidgetEntity[] {
  const seen = new Set<string>();
  const edges: WidgetEntity[] = [];
  for (const row of rows) {
    const entity = row.entity;
    if (!entity || entity.entityType !== 'EDGE' || seen.has(entity.id)) continue;
    seen.add(entity.id);
    edges.push(entity);
  }
  return edges;
}

/** The kinds the `displayEntityGroups` setting lists (known ones, each once, in its order), or all of them when it lists none. */
export function edgeGroupsOf(setting: unknown): EdgeGroupType[] {
  if (!Array.isArray(setting)) return [...EDGE_GROUP_TYPES];
  const wanted = setting.filter((v): v is EdgeGroupType => (EDGE_GROUP_TYPES as readonly string[]).includes(v as string));
  return wanted.length ? [...new Set(wanted)] : [...EDGE_GROUP_TYPES];
}

/** The message key of a kind's heading. */
export function edgeGroupTitle(type: EdgeGroupType): string {
  return GROUPS[type].title;
}

/** The call listing the first page of one kind assigned to an edge, sorted by name (dashboards by title). */
export function edgeGroupPath(edgeId: string, type: EdgeGroupType, pageSize = EDGE_GROUP_PAGE_SIZE): string {
  const sortProperty = type === 'DASHBOARD' ? 'title' : 'name';
  return `/api/edge/${encodeURIComponent(edgeId)}/${GROUPS[type].path}?pageSize=${pageSize}&page=0&sortProperty=${sortProperty}&sortOrder=ASC`;
}

/** One kind's entities as the widget lists them: names and how many the server has in all. */
export interface EdgeGroupList {
  names: { id: string; name: string }[];
  total: number;
}

/** Reads a page of entities (`{data, totalElements}`): each one's name (a dashboard's title), id, and the total. */
export function edgeGroupList(page: unknown): EdgeGroupList {
  const record = (page ?? {}) as { data?: unknown; totalElements?: unknown };
  const data = Array.isArray(record.data) ? (record.data as Record<string, unknown>[]) : [];
  const names = data.map((item, index) => {
    const id = (item.id as { id?: unknown } | undefined)?.id;
    const name = typeof item.name === 'string' ? item.name : typeof item.title === 'string' ? item.title : '';
    return { id: typeof id === 'string' ? id : String(index), name };
  });
  const total = typeof record.totalElements === 'number' ? Math.max(record.totalElements, names.length) : names.length;
  return { names, total };
}
