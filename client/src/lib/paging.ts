import { useCallback, useRef, useState } from 'react';

/** A page of a list the API pages by offset. */
export interface ItemPage {
  items: readonly { id: string }[];
}

/**
 * The next page appended to the one on screen. Something added meanwhile shifts the offsets, so
 * an item already shown is not added twice.
 */
export function appendPage<Page extends ItemPage>(shown: Page, next: Page): Page {
  const known = new Set(shown.items.map((item) => item.id));
  return { ...next, items: [...shown.items, ...next.items.filter((item) => !known.has(item.id))] };
}

/**
 * A "Load more" button's state: `loadMore` runs `fetchNext` (null while there is nothing to page
 * yet) one request at a time; a failure is remembered until the next try and passed to `onError`.
 */
export function useLoadMore(fetchNext: (() => Promise<unknown>) | null, onError?: (error: unknown) => void) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const running = useRef(false);

  const loadMore = useCallback(async () => {
    if (!fetchNext || running.current) return;
    running.current = true;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      await fetchNext();
    } catch (error) {
      setLoadMoreFailed(true);
      onError?.(error);
    } finally {
      running.current = false;
      setLoadingMore(false);
    }
  }, [fetchNext, onError]);

  return { loadingMore, loadMoreFailed, loadMore };
}
