import { useEffect, useMemo } from 'react';

import { type ApplicationRowFieldsFragment, ApplicationsSearchDocument } from '../../../gql/graphql';
import { usePagedList } from '../../../lib/use-paged-list';
import { CANDIDATES_PAGE_SIZE, filtersFromParams, listVariables } from '../candidate-filters';
import type { FromList } from '../candidate-paths';

export interface ListNeighbours {
  previous: ApplicationRowFieldsFragment | null;
  next: ApplicationRowFieldsFragment | null;
  /** Where this candidate stands in the list (1 for the first); null when it is not in it. */
  position: number | null;
  /** How many the list holds (the server's count, maybe "at least"). */
  total: number;
}

const NONE: ListNeighbours = { previous: null, next: null, position: null, total: 0 };

/**
 * The candidates before and after `id` in the all-candidates list it was opened from, with that
 * list's filters and order: the same query and pages as the list, so they come from the cache when
 * the list was just shown. At the last row read, the list's next page is read. Nothing is asked for
 * without a list (a page opened from a link).
 */
export function useListNeighbours(id: string, from: FromList | null): ListNeighbours {
  const variables = useMemo(
    () => ({ ...listVariables(filtersFromParams(new URLSearchParams(from?.list ?? ''))), first: CANDIDATES_PAGE_SIZE }),
    [from?.list],
  );
  const list = usePagedList(ApplicationsSearchDocument, {
    variables,
    page: (data) => data.candidates,
    // The list as it was when the recruiter left it: a decision made here does not reorder it.
    fetchPolicy: 'cache-first',
    skip: from === null,
  });
  const { items, loadMore } = list;
  const index = items.findIndex((row) => row.id === id);
  const last = index >= 0 && index === items.length - 1;
  const more = Boolean(list.data?.candidates.pageInfo.hasNextPage);

  useEffect(() => {
    if (last && more) void loadMore().catch(() => undefined);
  }, [last, more, loadMore]);

  if (from === null || index < 0) return NONE;
  return {
    previous: items[index - 1] ?? null,
    next: items[index + 1] ?? null,
    position: index + 1,
    total: list.data?.candidates.totalCount ?? items.length,
  };
}
