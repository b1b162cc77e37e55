import { DEFAULT_SORT_PROPERTY } from './catalogues/entity-fields.js';
import type { SortDirection } from './catalogues/filters.js';
import { FETCH_ALL_PAGE_SIZE } from './catalogues/limits.js';

/** Sort of a page link: a property name and a direction. */
export interface SortOrder {
  /** Property sorted by, e.g. `createdTime`, `name`, `title`. */
  property: string;
  /** ASC or DESC. */
  direction: SortDirection;
}

/** One page of a list request. */
export interface PageLink {
  /** Items per page; -1 in {@link fetchAllPages} means every item. */
  pageSize: number;
  /** Zero-based page index. */
  page: number;
  /** Case-insensitive search text; empty means none. */
  textSearch?: string | null;
  /** Sort of the list; none lets the server sort by id. */
  sortOrder?: SortOrder | null;
}

/** A page link restricted to a time range in milliseconds. */
export interface TimePageLink extends PageLink {
  /** Start of the range; omitted from the query when 0 or missing. */
  startTime?: number | null;
  /** End of the range; omitted from the query when 0 or missing. */
  endTime?: number | null;
}

/** One page of results as the server answers it. */
export interface PageData<T> {
  /** Items of this page. */
  data: T[];
  /** Pages in the whole result. */
  totalPages: number;
  /** Items in the whole result. */
  totalElements: number;
  /** Whether a further page exists. */
  hasNext: boolean;
}

/** Sort applied by default: newest first. */
export const DEFAULT_SORT_ORDER: Readonly<SortOrder> = { property: DEFAULT_SORT_PROPERTY, direction: 'DESC' };

/** Builds a page link; the sort defaults to createdTime descending (pass null for none). */
export function pageLink(
  pageSize: number,
  page = 0,
  textSearch: string | null = null,
  sortOrder: SortOrder | null = { ...DEFAULT_SORT_ORDER },
): PageLink {
  return { pageSize, page, textSearch, sortOrder };
}

/** Builds a time page link; the sort defaults to createdTime descending (pass null for none). */
export function timePageLink(
  pageSize: number,
  page = 0,
  textSearch: string | null = null,
  sortOrder: SortOrder | null = { ...DEFAULT_SORT_ORDER },
  startTime: number | null = null,
  endTime: number | null = null,
): TimePageLink {
  return { pageSize, page, textSearch, sortOrder, startTime, endTime };
}

/**
 * Query string of a page link, starting with `?`: pageSize, page, textSearch (URI-encoded, only when
 * not empty), sortProperty and sortOrder (when sorted; the property is sent as is), then startTime and
 * endTime when truthy.
 */
export function toQuery(link: PageLink | TimePageLink): string {
  let query = `?pageSize=${link.pageSize}&page=${link.page}`;
  if (link.textSearch) query += `&textSearch=${encodeURIComponent(link.textSearch)}`;
  if (link.sortOrder) query += `&sortProperty=${link.sortOrder.property}&sortOrder=${link.sortOrder.direction}`;
  const { startTime, endTime } = link as TimePageLink;
  if (startTime) query += `&startTime=${startTime}`;
  if (endTime) query += `&endTime=${endTime}`;
  return query;
}

/** Query parameters of a page link as openapi-fetch takes them in `params.query`. */
export interface PageLinkQuery {
  /** Items per page. */
  pageSize: number;
  /** Zero-based page index. */
  page: number;
  /** Search text, present only when not empty. */
  textSearch?: string;
  /** Sort property, present only when sorted. */
  sortProperty?: string;
  /** Sort direction, present only when sorted. */
  sortOrder?: SortDirection;
  /** Range start, present only when truthy. */
  startTime?: number;
  /** Range end, present only when truthy. */
  endTime?: number;
}

/** Turns a page link into an openapi-fetch `query` object with the same members as {@link toQuery}. */
export function pageLinkQuery(link: PageLink | TimePageLink): PageLinkQuery {
  const query: PageLinkQuery = { pageSize: link.pageSize, page: link.page };
  if (link.textSearch) query.textSearch = link.textSearch;
  if (link.sortOrder) {
    query.sortProperty = link.sortOrder.property;
    query.sortOrder = link.sortOrder.direction;
  }
  const { startTime, endTime } = link as TimePageLink;
  if (startTime) query.startTime = startTime;
  if (endTime) query.endTime = endTime;
  return query;
}

/** Returns the link of the page after the given one. */
export function nextPageLink<L extends PageLink>(link: L): L {
  return { ...link, page: link.page + 1 };
}

/**
 * Fetches pages from the link's page onwards while the server reports `hasNext`, and returns every item.
 * A page size of -1 fetches with {@link FETCH_ALL_PAGE_SIZE} (100) per page.
 */
export async function fetchAllPages<T, L extends PageLink = PageLink>(
  fetchPage: (link: L) => Promise<PageData<T>>,
  link: L,
  signal?: AbortSignal,
): Promise<T[]> {
  let current: L = link.pageSize === -1 ? { ...link, pageSize: FETCH_ALL_PAGE_SIZE } : { ...link };
  const items: T[] = [];
  for (;;) {
    signal?.throwIfAborted();
    const page = await fetchPage(current);
    items.push(...page.data);
    if (!page.hasNext || page.data.length === 0) return items;
    current = nextPageLink(current);
  }
}
