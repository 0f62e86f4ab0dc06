import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult, PageResult } from 'shared-sdk';

export type PagedStatus = 'loading' | 'ready' | 'error';

export interface PagedList<T> {
  status: PagedStatus;
  items: T[];
  /** More pages on the server. */
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "load more" failed (the items shown stay). */
  moreFailed: boolean;
  reload(): void;
  /** Reads the first page again without a loading state (a change elsewhere); a failure keeps the items. */
  refresh(): void;
  loadMore(): void;
  /** Local edits after a successful call (favourite, note name, removal). */
  update(fn: (items: T[]) => T[]): void;
}

/**
 * A list read page by page from one of the spec's page calls (friends 100, blocklist 20,
 * reminders 20): loading, error with retry, "load more". `fetchPage` must be stable.
 */
export function usePagedList<T>(
  fetchPage: (page: number) => Promise<ApiResult<PageResult<T>>>,
): PagedList<T> {
  const [status, setStatus] = useState<PagedStatus>('loading');
  const [items, setItems] = useState<T[]>([]);
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const gen = useRef(0);

  const fetchFirst = useCallback(
    (my: number) =>
      fetchPage(1).then((r) => {
        if (my !== gen.current) return;
        if (!r.ok) return setStatus('error');
        setItems(r.data.list);
        setPage(r.data.pageNo || 1);
        setPages(r.data.pages || 1);
        setStatus('ready');
      }),
    [fetchPage],
  );

  const reload = useCallback(() => {
    setStatus('loading');
    setMoreFailed(false);
    void fetchFirst(++gen.current);
  }, [fetchFirst]);

  const refresh = useCallback(() => {
    const my = ++gen.current;
    void fetchPage(1).then((r) => {
      if (my !== gen.current || !r.ok) return;
      setItems(r.data.list);
      setPage(r.data.pageNo || 1);
      setPages(r.data.pages || 1);
      setStatus('ready');
    });
  }, [fetchPage]);

  useEffect(() => {
    const g = gen;
    void fetchFirst(++g.current);
    return () => void g.current++;
  }, [fetchFirst]);

  const loadMore = useCallback(() => {
    if (loadingMore || page >= pages) return;
    const my = gen.current;
    setLoadingMore(true);
    setMoreFailed(false);
    void fetchPage(page + 1).then((r) => {
      if (my !== gen.current) return;
      setLoadingMore(false);
      if (!r.ok) return setMoreFailed(true);
      // A friend added meanwhile could repeat across pages: keep the first copy.
      setItems((old) => {
        const seen = new Set(old.map((x) => JSON.stringify((x as { id?: unknown }).id)));
        return [
          ...old,
          ...r.data.list.filter((x) => !seen.has(JSON.stringify((x as { id?: unknown }).id))),
        ];
      });
      setPage(r.data.pageNo || page + 1);
      setPages(r.data.pages || pages);
    });
  }, [fetchPage, loadingMore, page, pages]);

  return {
    status,
    items,
    hasMore: page < pages,
    loadingMore,
    moreFailed,
    reload,
    refresh,
    loadMore,
    update: setItems,
  };
}
