import type { Queryable } from '../db/db.js';
import { badRequest } from './errors.js';
import { invalidValueMessage, missingParameter, PARAMETER_MESSAGES } from './validate.js';

/** A parsed page link: ThingsBoard's `pageSize`, `page`, `textSearch`, `sortProperty`, `sortOrder` (+ time bounds). */
export interface PageLinkQuery {
  pageSize: number;
  page: number;
  textSearch: string | undefined;
  sortProperty: string | undefined;
  sortOrder: 'ASC' | 'DESC';
  startTime: number | undefined;
  endTime: number | undefined;
}

/** ThingsBoard's page answer. */
export interface PageData<T> {
  data: T[];
  totalPages: number;
  totalElements: number;
  hasNext: boolean;
}

function intParam(raw: unknown, name: string, min: number, required: boolean): number | undefined {
  if (raw === undefined || raw === '') {
    if (required) throw missingParameter(name);
    return undefined;
  }
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(n) || n < min) throw badRequest(invalidValueMessage(name, raw));
  return n;
}

/** Reads a page link from a query object; pageSize and page are required, sortOrder ASC or DESC. */
export function parsePageLink(query: Record<string, unknown>): PageLinkQuery {
  const sortOrderRaw = query.sortOrder;
  let sortOrder: 'ASC' | 'DESC' = 'ASC';
  if (sortOrderRaw !== undefined && sortOrderRaw !== '') {
    const upper = String(sortOrderRaw).toUpperCase();
    if (upper !== 'ASC' && upper !== 'DESC') {
      throw badRequest(PARAMETER_MESSAGES.sortOrder(String(sortOrderRaw)));
    }
    sortOrder = upper;
  }
  const text = query.textSearch;
  return {
    pageSize: intParam(query.pageSize, 'pageSize', 1, true)!,
    page: intParam(query.page, 'page', 0, true)!,
    textSearch: typeof text === 'string' && text.length > 0 ? text : undefined,
    sortProperty: typeof query.sortProperty === 'string' && query.sortProperty ? query.sortProperty : undefined,
    sortOrder,
    startTime: intParam(query.startTime, 'startTime', 0, false) || undefined,
    endTime: intParam(query.endTime, 'endTime', 0, false) || undefined,
  };
}

/** Escapes LIKE wildcards so typed text matches literally. */
export function likeContains(text: string): string {
  return '%' + text.replace(/[\\%_]/g, (c) => '\\' + c) + '%';
}

/** Escapes LIKE wildcards for a prefix match. */
export function likePrefix(text: string): string {
  return text.replace(/[\\%_]/g, (c) => '\\' + c) + '%';
}

/** What `queryPage` needs to page a table. */
export interface PageQuerySpec<Row, T> {
  /** Columns to select, e.g. `d.*, c.title AS customer_title`. */
  select: string;
  /** FROM and JOIN clauses, e.g. `device d LEFT JOIN customer c ON c.id = d.customer_id`. */
  from: string;
  /** WHERE conditions (ANDed), with `$n` placeholders matching `params`. */
  where: string[];
  params: unknown[];
  /** SQL expressions searched with a case-insensitive contains of `textSearch` (ORed). */
  search: string[];
  /** Allowed sort properties → SQL expression. */
  sortable: Record<string, string>;
  /** Expression of the implicit sort when no sortProperty is given (ThingsBoard: id ASC). */
  defaultSort?: string;
  /** Column holding created time, for time page links (startTime/endTime). */
  timeColumn?: string;
  link: PageLinkQuery;
  map: (row: Row) => T;
}

/** Runs a paged, searched, sorted query and answers ThingsBoard's PageData. */
export async function queryPage<Row, T>(q: Queryable, spec: PageQuerySpec<Row, T>): Promise<PageData<T>> {
  const where = [...spec.where];
  const params = [...spec.params];
  const { link } = spec;
  if (link.textSearch && spec.search.length > 0) {
    params.push(likeContains(link.textSearch));
    where.push('(' + spec.search.map((e) => `${e} ILIKE $${params.length}`).join(' OR ') + ')');
  }
  if (spec.timeColumn && link.startTime) {
    params.push(link.startTime);
    where.push(`${spec.timeColumn} >= $${params.length}`);
  }
  if (spec.timeColumn && link.endTime) {
    params.push(link.endTime);
    where.push(`${spec.timeColumn} <= $${params.length}`);
  }
  let orderBy = spec.defaultSort ?? 'id ASC';
  if (link.sortProperty) {
    const expr = spec.sortable[link.sortProperty];
    if (!expr) throw badRequest(`Invalid sort property: ${link.sortProperty}`);
    orderBy = `${expr} ${link.sortOrder} NULLS LAST, ${spec.defaultSort ?? 'id ASC'}`;
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countRow = await q.one<{ n: string }>(`SELECT count(*) AS n FROM ${spec.from} ${whereSql}`, params);
  const total = Number(countRow?.n ?? 0);
  const rows = await q.query<Row>(
    `SELECT ${spec.select} FROM ${spec.from} ${whereSql} ORDER BY ${orderBy} LIMIT ${link.pageSize} OFFSET ${link.pageSize * link.page}`,
    params,
  );
  return pageData(rows.map(spec.map), total, link);
}

/** Builds PageData from one page of items and the total count. */
export function pageData<T>(data: T[], totalElements: number, link: Pick<PageLinkQuery, 'pageSize' | 'page'>): PageData<T> {
  const totalPages = link.pageSize > 0 ? Math.ceil(totalElements / link.pageSize) : 1;
  return { data, totalPages, totalElements, hasNext: (link.page + 1) * link.pageSize < totalElements };
}

/** Pages an in-memory list (for small catalogues such as components or branches). */
export function pageArray<T>(items: T[], link: Pick<PageLinkQuery, 'pageSize' | 'page'>): PageData<T> {
  const start = link.page * link.pageSize;
  return pageData(items.slice(start, start + link.pageSize), items.length, link);
}
