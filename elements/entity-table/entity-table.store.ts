import { atom, type ReadableAtom } from 'nanostores';
import type { PageData, PageLink } from '../../sdk/page-link.js';
import { clampPage, tablePageLink, type EntityTableState } from './entity-table.logic.js';

/** Fetches one page for a page link; aborting the signal abandons the request. */
export type FetchEntityPage<T> = (link: PageLink, signal: AbortSignal) => Promise<PageData<T>>;

/** Where a table's request stands: the last page received stays while the next one loads. */
export interface EntityTableResult<T> {
  /** Loading, loaded or failed. */
  status: 'loading' | 'loaded' | 'error';
  /** The last page received, null before the first. */
  page: PageData<T> | null;
  /** The server's message when the last request failed. */
  error: string | null;
}

/** One table's state: what it shows, the answer and the selected rows, with the actions that change them. */
export interface EntityTableStore<T> {
  /** Page, size, sort and search. */
  readonly $state: ReadableAtom<EntityTableState>;
  /** The request and its answer. */
  readonly $result: ReadableAtom<EntityTableResult<T>>;
  /** Ids of the selected rows; emptied whenever the page changes, and kept to the rows still there after a reload. */
  readonly $selection: ReadableAtom<ReadonlySet<string>>;
  /** Shows another state and requests it, abandoning a request still under way. */
  setState(state: EntityTableState): void;
  /** Requests the current state again (retry, refresh). */
  reload(): void;
  /** Replaces the selection. */
  select(ids: ReadonlySet<string>): void;
  /** Abandons a request still under way. */
  dispose(): void;
}

function sameState(a: EntityTableState, b: EntityTableState): boolean {
  return (
    a.page === b.page &&
    a.pageSize === b.pageSize &&
    a.textSearch === b.textSearch &&
    a.sortOrder.property === b.sortOrder.property &&
    a.sortOrder.direction === b.sortOrder.direction
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/** Creates the store of one table instance; nothing is requested until {@link EntityTableStore.reload} or a state change. */
export function createEntityTableStore<T>(
  fetchPage: FetchEntityPage<T>,
  initial: EntityTableState,
  rowId: (row: T, index: number) => string = (_, index) => String(index),
): EntityTableStore<T> {
  const $state = atom(initial);
  const $result = atom<EntityTableResult<T>>({ status: 'loading', page: null, error: null });
  const $selection = atom<ReadonlySet<string>>(new Set());
  let controller: AbortController | null = null;

  const load = async () => {
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    const state = $state.get();
    $result.set({ ...$result.get(), status: 'loading', error: null });
    try {
      const page = await fetchPage(tablePageLink(state), mine.signal);
      if (controller !== mine) return;
      const fitting = clampPage(state.page, page.totalElements, state.pageSize);
      if (page.data.length === 0 && fitting !== state.page) {
        setState({ ...state, page: fitting });
        return;
      }
      $result.set({ status: 'loaded', page, error: null });
      keepPresent(page.data);
    } catch (error) {
      if (controller !== mine || mine.signal.aborted) return;
      $result.set({ ...$result.get(), status: 'error', error: messageOf(error) });
    }
  };

  const keepPresent = (rows: T[]) => {
    const selected = $selection.get();
    if (selected.size === 0) return;
    const present = new Set(rows.map(rowId));
    const kept = [...selected].filter((id) => present.has(id));
    if (kept.length !== selected.size) $selection.set(new Set(kept));
  };

  const setState = (state: EntityTableState) => {
    if (sameState(state, $state.get())) return;
    $state.set(state);
    if ($selection.get().size > 0) $selection.set(new Set());
    void load();
  };

  return {
    $state,
    $result,
    $selection,
    setState,
    reload: () => void load(),
    select: (ids) => $selection.set(new Set(ids)),
    dispose: () => {
      controller?.abort();
      controller = null;
    },
  };
}
