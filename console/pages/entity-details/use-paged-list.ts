import { useCallback, useEffect, useRef, useState } from 'react';

/** One page as the server answers it. */
export interface PageAnswer<T> {
  data: T[];
  hasNext: boolean;
}

/** What {@link usePagedList} answers: the items shown (null while the first page loads) and ways to load. */
export interface PagedList<T> {
  items: T[] | null;
  hasNext: boolean;
  failed: boolean;
  loadingMore: boolean;
  /** Loads the first page again. */
  reload: () => void;
  /** Appends the next page. */
  more: () => void;
}

/**
 * A list read page by page with "load more": the first page loads whenever `fetchPage` changes, an
 * answer arriving after a newer request is dropped, and a failed page keeps what was shown.
 */
export function usePagedList<T>(fetchPage: (page: number) => Promise<PageAnswer<T> | undefined>): PagedList<T> {
  const [items, setItems] = useState<T[] | null>(null);
  const [page, setPage] = useState(0);
  const [hasNext, setHasNext] = useState(false);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const latest = useRef(0);

  const load = useCallback(
    async (next: number) => {
      const request = ++latest.current;
      if (next === 0) setItems(null);
      else setLoadingMore(true);
      setFailed(false);
      const answer = await fetchPage(next).catch(() => undefined);
      if (request !== latest.current) return;
      setLoadingMore(false);
      if (!answer) {
        setFailed(true);
        return;
      }
      setItems((current) => (next === 0 ? answer.data : [...(current ?? []), ...answer.data]));
      setPage(next);
      setHasNext(answer.hasNext);
    },
    [fetchPage],
  );
  useEffect(() => {
    void load(0);
  }, [load]);
  return { items, hasNext, failed, loadingMore, reload: () => void load(0), more: () => void load(page + 1) };
}
