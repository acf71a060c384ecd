import './paged-list.css';

import type { ReactNode } from 'react';

import type { PagedListState } from '../../lib/paging';

export interface PagedListProps<Item> {
  state: PagedListState<Item>;
  /** While the first page loads: a text (drawn as a status line) or an element of the page's own. */
  loading: ReactNode;
  /** When the first page failed: a text (drawn as an alert) or an element of the page's own. */
  failed: ReactNode;
  /** When there is nothing to list: a text or an element of the page's own. */
  empty: ReactNode;
  /** The line above the items ("Showing 20 of 45 …"); none when left out or when it answers null. */
  count?: (shown: number, total: number | null) => ReactNode;
  /** Whether the count line is a live region, read out as it changes (the default). */
  countIsLive?: boolean;
  /** Under the button when "Load more" failed; nothing when left out. */
  loadMoreFailed?: ReactNode;
  /** Draws the items: a table, cards, a list. */
  children: (items: readonly Item[]) => ReactNode;
}

const LOAD_MORE_LABEL = 'Load more';
const LOADING_MORE_LABEL = 'Loading more...';

function Notice({ text, role, error = false }: { text: ReactNode; role?: 'status' | 'alert'; error?: boolean }) {
  if (typeof text !== 'string') return text;
  return (
    <p role={role} className={error ? 'paged-list__notice paged-list__notice--error' : 'paged-list__notice'}>
      {text}
    </p>
  );
}

/**
 * A list shown a page at a time, in the same five states everywhere (Redwood's Cells): loading,
 * failed, empty, the items with their count, and "Load more" with its own failure under it. The
 * words are the page's (the spec's messages stay where they are written); the page draws the items.
 */
export function PagedList<Item>({
  state,
  loading,
  failed,
  empty,
  count,
  countIsLive = true,
  loadMoreFailed,
  children,
}: PagedListProps<Item>) {
  if (state.status === 'loading') return <Notice text={loading} role="status" />;
  if (state.status === 'failed') return <Notice text={failed} role="alert" error />;
  const { items, total, hasMore, busy, loadingMore } = state;
  const countLine = items.length > 0 ? count?.(items.length, total) : null;
  return (
    <div className="paged-list" aria-busy={busy}>
      {items.length === 0 ? (
        <Notice text={empty} />
      ) : (
        <>
          {countLine !== null && countLine !== undefined && (
            <p className="paged-list__count" role={countIsLive ? 'status' : undefined}>
              {countLine}
            </p>
          )}
          {children(items)}
        </>
      )}
      {hasMore && (
        <div className="paged-list__more">
          <button type="button" className="button" onClick={state.loadMore} disabled={loadingMore}>
            {loadingMore ? LOADING_MORE_LABEL : LOAD_MORE_LABEL}
          </button>
        </div>
      )}
      {state.loadMoreFailed && loadMoreFailed !== undefined && <Notice text={loadMoreFailed} role="alert" error />}
    </div>
  );
}
