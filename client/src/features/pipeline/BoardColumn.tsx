import { useId } from 'react';

import { PagedList } from '../../components/ui/PagedList';
import { PipelineCardsDocument } from '../../gql/graphql';
import { usePagedList } from '../../lib/use-paged-list';

import { columnVariables } from './board-cache';
import type { BoardColumn as Column, Card, MoveTarget, Step } from './board-columns';
import { ColumnCards } from './components/ColumnCards';
import { ColumnSection } from './components/ColumnSection';
import type { ColumnHandle } from './hooks/use-column-focus';
import { pipelineMessages as messages } from './pipeline-messages';

export interface BoardColumnProps {
  jobId: string;
  column: Column;
  targets: readonly MoveTarget[];
  now: number;
  busyIds: ReadonlySet<string>;
  focusCardId: string | null;
  onFocusDone: () => void;
  register: (key: string, handle: ColumnHandle | null) => void;
  onNeighbour: (from: string, step: Step) => void;
  onMove: (card: Card, to: string) => void;
  onStep: (card: Card, step: Step) => void;
  onUndo: (card: Card) => void;
}

/**
 * One column of the board with its own list: its first page read with the board (pipelineFirstPages),
 * then a page at a time (pipelineCards) as it is scrolled; a move changes the cached list in place.
 */
export function BoardColumn(props: BoardColumnProps) {
  const { jobId, column, register } = props;
  const headingId = useId();
  const list = usePagedList(PipelineCardsDocument, {
    variables: columnVariables(jobId, column.key),
    page: (data) => data.pipelineCards,
    // The board's one request wrote the first page (useSeededColumns): only later pages are asked for.
    fetchPolicy: 'cache-first',
  });

  return (
    <ColumnSection column={column} headingId={headingId}>
      <PagedList
        state={list.state}
        loading={messages.columnLoading}
        failed={messages.columnFailed}
        empty={<p className="pipeline-column__empty">{messages.columnEmpty}</p>}
        loadMoreFailed={messages.columnFailed}
      >
        {() =>
          list.state.status === 'loaded' && (
            <ColumnCards
              column={column.key}
              labelledBy={headingId}
              list={list.state}
              loadMore={list.loadMore}
              count={column.count}
              targets={props.targets}
              now={props.now}
              busyIds={props.busyIds}
              focusCardId={props.focusCardId}
              onFocusDone={props.onFocusDone}
              register={(handle) => register(column.key, handle)}
              onNeighbour={(step) => props.onNeighbour(column.key, step)}
              onMove={props.onMove}
              onStep={props.onStep}
              onUndo={props.onUndo}
            />
          )
        }
      </PagedList>
    </ColumnSection>
  );
}
