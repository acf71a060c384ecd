import {
  type ErrorLike,
  NetworkStatus,
  type OperationVariables,
  type TypedDocumentNode,
  type WatchQueryFetchPolicy,
} from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { type Paged, type PagedListState, readPage } from './paging';

export interface UsePagedListOptions<TData, TVariables extends OperationVariables, Item> {
  /** The first page's variables; the next pages add `offset` or `after` (so the document declares it). */
  variables: TVariables;
  /** The paged field in an answer. */
  page: (data: TData) => Paged<Item>;
  /** Variables only the next pages send, e.g. to leave out what comes with the first page alone. */
  nextPageVariables?: Partial<TVariables>;
  fetchPolicy?: WatchQueryFetchPolicy;
  nextFetchPolicy?: WatchQueryFetchPolicy;
  /** While other variables load, the previous answer stays on screen (marked busy) instead of the loading state. */
  keepPreviousData?: boolean;
  /** Told of every failure: the first page's and each "Load more"'s. */
  onError?: (error: unknown) => void;
  /** The list is not shown: nothing is asked for (and the state stays `loading`). */
  skip?: boolean;
}

export interface PagedList<TData, Item> {
  /** What `PagedList` draws. */
  state: PagedListState<Item>;
  /** The answer on screen (the previous one while new variables load, with `keepPreviousData`). */
  data: TData | undefined;
  /** The items on screen; empty until the first page arrives. */
  items: readonly Item[];
  /** Why the first page failed, when it did. */
  error: ErrorLike | undefined;
  /** Asks for the next page, unless one is on its way or none is left; resolves when it is in. */
  loadMore: () => Promise<void>;
}

/**
 * A list the API pages by offset or by cursor, a page at a time. The first page comes from
 * `useQuery`; `loadMore` asks for the next with `fetchMore`, and the cache's field policy (see
 * `apollo-client.ts`) appends it to the list, so the query's own answer grows. One "Load more"
 * runs at a time; a failed one is remembered (`loadMoreFailed`) until the next try or until the
 * variables change.
 */
export function usePagedList<TData, TVariables extends OperationVariables, Item>(
  document: TypedDocumentNode<TData, TVariables>,
  options: UsePagedListOptions<TData, TVariables, Item>,
): PagedList<TData, Item> {
  const {
    variables,
    page: pageOf,
    nextPageVariables,
    fetchPolicy,
    nextFetchPolicy,
    keepPreviousData,
    onError,
    skip,
  } = options;
  const query = useQuery(
    document,
    skip ? skipToken : ({ variables, fetchPolicy, nextFetchPolicy } as useQuery.Options<TData, TVariables>),
  );

  const showsPrevious = !query.data && keepPreviousData === true && query.loading && query.previousData !== undefined;
  const data = (query.data ?? (showsPrevious ? query.previousData : undefined)) as TData | undefined;
  const page = data === undefined ? undefined : pageOf(data);
  // Read once per answer, so the items and the state keep their identity between renders.
  const read = useMemo(() => (page ? readPage(page) : undefined), [page]);

  // ---- "Load more": one request at a time; the failure belongs to the variables it happened with
  const variablesKey = JSON.stringify(variables);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const running = useRef(false);
  // The page asked for last: between its answer and the render that shows it, `read` still offers
  // the same next page, and asking for it again would repeat it (and fail, or count twice).
  const asked = useRef<string | null>(null);
  // loadMore keeps one identity (lists hand it to buttons and observers) and reads the latest
  // answer and options, stored once each render is committed (never while rendering).
  const latest = useRef({ read, fetchMore: query.fetchMore, nextPageVariables, onError, variablesKey });
  useLayoutEffect(() => {
    if (latest.current.read !== read) asked.current = null;
    latest.current = { read, fetchMore: query.fetchMore, nextPageVariables, onError, variablesKey };
  });

  const loadMore = useCallback(async () => {
    const { read: shown, fetchMore, nextPageVariables: extra, onError: tell, variablesKey: key } = latest.current;
    const nextKey = JSON.stringify(shown?.next);
    if (!shown?.hasMore || running.current || asked.current === nextKey) return;
    running.current = true;
    asked.current = nextKey;
    setLoadingMore(true);
    setFailedFor(null);
    try {
      // The document declares `offset` or `after` (see `variables` above); TypeScript cannot check it here.
      const next = shown.next as unknown as Partial<TVariables>;
      await fetchMore({ variables: { ...extra, ...next } });
    } catch (error) {
      asked.current = null;
      setFailedFor(key);
      tell?.(error);
    } finally {
      running.current = false;
      setLoadingMore(false);
    }
  }, []);
  const loadMoreClick = useCallback(() => void loadMore(), [loadMore]);

  const firstPageError = data === undefined ? query.error : undefined;
  useEffect(() => {
    if (firstPageError) latest.current.onError?.(firstPageError);
  }, [firstPageError]);

  const busy = showsPrevious || (query.loading && query.networkStatus !== NetworkStatus.fetchMore);
  const loadMoreFailed = failedFor === variablesKey;
  const state = useMemo<PagedListState<Item>>(() => {
    if (read) {
      return {
        status: 'loaded',
        items: read.items,
        total: read.total,
        hasMore: read.hasMore,
        busy,
        loadingMore,
        loadMoreFailed,
        loadMore: loadMoreClick,
      };
    }
    return firstPageError ? { status: 'failed' } : { status: 'loading' };
  }, [read, busy, loadingMore, loadMoreFailed, loadMoreClick, firstPageError]);

  return { state, data, items: read?.items ?? NO_ITEMS, error: firstPageError, loadMore };
}

const NO_ITEMS: readonly never[] = [];
