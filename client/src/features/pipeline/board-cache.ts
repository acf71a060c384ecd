import type { ApolloCache } from '@apollo/client';

import { JobPipelineDocument, PipelineCardsDocument } from '../../gql/graphql';

import { type BoardColumn, type Card, columnKeyOf, withCard } from './board-columns';

/** How many cards a column asks for at a time. */
export const CARDS_PAGE_SIZE = 50;
/**
 * How many cards of each column the board's opening request reads: more than a column shows at
 * once, few enough that the opening answer (every column's) stays quick; the rest come by page.
 */
export const FIRST_PAGE_SIZE = 20;

/** The variables of a column's list (the cache keeps one list per job and column, whatever the page size). */
export function columnVariables(jobId: string, column: string) {
  return { jobId, column, first: CARDS_PAGE_SIZE };
}

/** The cards without the one of `id` (the same list when it is not among them). */
function without(items: Card[], id: string): Card[] {
  const kept = items.filter((item) => item.id !== id);
  return kept.length === items.length ? items : kept;
}

/**
 * After a move the server answered (`card` as it is now): the card leaves every other column's
 * loaded list and takes its place in its new column's, and the two counts change, so the board is
 * right at once. Lists never loaded are left alone (they are read when shown).
 */
export function placeCard(
  cache: ApolloCache,
  jobId: string,
  columns: readonly BoardColumn[],
  card: Card,
  from: string,
): void {
  const to = columnKeyOf(card);
  for (const column of columns) {
    cache.updateQuery({ query: PipelineCardsDocument, variables: columnVariables(jobId, column.key) }, (data) => {
      if (!data) return undefined;
      const page = data.pipelineCards;
      const items = column.key === to ? withCard(page.items, card, page.hasNextPage) : without(page.items, card.id);
      return items === page.items ? undefined : { pipelineCards: { ...page, items } };
    });
  }
  if (to === from) return;
  cache.updateQuery({ query: JobPipelineDocument, variables: { jobId } }, (data) => {
    if (!data) return undefined;
    const counted = data.jobPipeline.columns.map((column) => {
      if (column.key === from) return { ...column, count: Math.max(0, column.count - 1) };
      if (column.key === to) return { ...column, count: column.count + 1 };
      return column;
    });
    return { jobPipeline: { ...data.jobPipeline, columns: counted } };
  });
}
