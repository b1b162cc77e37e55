import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { kitClient } from '../core/runtime.js';
import { unwrap } from '../../sdk/http/error-registry.js';
import { pageLinkQuery, type PageData, type SortOrder } from '../../sdk/page-link.js';
import { sortPropertyOf, type EntityColumn, type EntityRow } from './entity-columns.js';
import {
  changeTableState,
  defaultTableState,
  entityRowId,
  tableRules,
  tableStateFromQuery,
  tableStateToQuery,
  type EntityTableRules,
  type EntityTableState,
} from './entity-table.logic.js';
import { createEntityTableStore, type FetchEntityPage } from './entity-table.store.js';

/** Where a table's rows come from and what it accepts. */
export interface EntityTableSource {
  /** Path of the paged list call (`/api/tenant/deviceInfos`). */
  path?: string;
  /** Further query parameters of the call (`type`, `deviceProfileId` …). */
  query?: Record<string, string | number | boolean>;
  /** Server address of the client; default the configured one. */
  baseUrl?: string;
  /** Fetches a page itself instead of calling `path`. */
  fetchPage?: FetchEntityPage<EntityRow>;
  /** Columns shown; their sortable ones are what the URL may sort by. */
  columns: readonly EntityColumn[];
  /** Page sizes offered. */
  pageSizes?: readonly number[];
  /** Page size until one is picked. */
  defaultPageSize?: number;
  /** Sort until one is picked. */
  defaultSort?: SortOrder;
  /** Keeps page, size, sort and search in the address. */
  urlState?: boolean;
}

/** A fetch of the paged list through the kit's SDK client; the table shows failures itself, so no popup is raised. */
export function clientFetchPage(path: string, query: Record<string, string | number | boolean> = {}, baseUrl?: string): FetchEntityPage<EntityRow> {
  return async (link, signal) => {
    const scope = kitClient(baseUrl).with({ ignoreErrors: true });
    const init = { params: { query: { ...query, ...pageLinkQuery(link) } }, signal };
    return (await unwrap(scope.GET(path as never, init as never))) as PageData<EntityRow>;
  };
}

function writeAddress(state: EntityTableState, rules: EntityTableRules): void {
  const { pathname, search, hash } = window.location;
  const next = tableStateToQuery(state, rules, search);
  if (next !== search) window.history.replaceState(window.history.state, '', pathname + next + hash);
}

/** The store of one table, created for its source, loading on mount and mirroring its state into the address when asked. */
export function useEntityTable(source: EntityTableSource) {
  const { path, query, baseUrl, fetchPage, columns, pageSizes, defaultPageSize, defaultSort, urlState = false } = source;
  const sortable = columns.map(sortPropertyOf).filter((p): p is string => p !== null);
  const rulesKey = JSON.stringify([pageSizes, defaultPageSize, defaultSort, sortable]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the rules' content changes, not their identity
  const rules = useMemo(() => tableRules({ pageSizes, defaultPageSize, defaultSort, sortable }), [rulesKey]);
  const queryKey = JSON.stringify(query ?? {});
  const store = useMemo(() => {
    const fetcher = fetchPage ?? (path ? clientFetchPage(path, JSON.parse(queryKey) as Record<string, string>, baseUrl) : null);
    const initial = urlState ? tableStateFromQuery(window.location.search, rules) : defaultTableState(rules);
    const none: FetchEntityPage<EntityRow> = () => Promise.resolve({ data: [], totalPages: 0, totalElements: 0, hasNext: false });
    return createEntityTableStore<EntityRow>(fetcher ?? none, initial, entityRowId);
  }, [fetchPage, path, queryKey, baseUrl, urlState, rules]);

  useEffect(() => {
    store.reload();
    const stop = urlState ? store.$state.listen((state) => writeAddress(state, rules)) : undefined;
    return () => {
      stop?.();
      store.dispose();
    };
  }, [store, urlState, rules]);

  const state = useStore(store.$state);
  const result = useStore(store.$result);
  const selection = useStore(store.$selection);
  const change = (partial: Partial<EntityTableState>) => store.setState(changeTableState(store.$state.get(), partial));
  return { store, rules, state, result, selection, change };
}

/** Calls `apply` whenever a value given from outside changes, not on mount. */
export function useOutsideChange<V>(value: V, apply: (value: V) => void): void {
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    apply(value);
  });
}

/** Applies a search text given from outside (the console's toolbar) whenever it changes, not on mount. */
export function useOutsideSearch(textSearch: string | undefined, apply: (text: string) => void): void {
  useOutsideChange(textSearch, (text) => apply(text ?? ''));
}
