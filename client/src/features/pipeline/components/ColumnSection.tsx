import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';

import { type BoardColumn, columnName, isRetired } from '../board-columns';
import { pipelineMessages as messages } from '../pipeline-messages';

/** What a column says of itself to the drag and drop: its name, for the announcements. */
export interface DropData {
  name: string;
}

export interface ColumnSectionProps {
  column: BoardColumn;
  /** The heading's id (the column's list is named by it too). */
  headingId: string;
  children: ReactNode;
}

function countLine(count: number): string {
  return count === 1 ? '1 candidate' : `${count.toLocaleString('en-GB')} candidates`;
}

/**
 * A column of the board: its name (a retired stage marked so), how many cards it holds, and its
 * cards; the whole column is where a dragged card is dropped.
 */
export function ColumnSection({ column, headingId, children }: ColumnSectionProps) {
  const name = columnName(column);
  const retired = isRetired(column);
  const { setNodeRef, isOver } = useDroppable({ id: column.key, data: { name } satisfies DropData });
  const classes = ['pipeline-column', retired && 'pipeline-column--retired', isOver && 'pipeline-column--over'];
  return (
    <section ref={setNodeRef} className={classes.filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <header className="pipeline-column__header">
        <h2 id={headingId} className="pipeline-column__name">
          {name}
          {retired && (
            <>
              {' '}
              <span className="pipeline-column__retired">{messages.retired}</span>
            </>
          )}
        </h2>
        <p className="pipeline-column__count">{countLine(column.count)}</p>
      </header>
      {children}
    </section>
  );
}
