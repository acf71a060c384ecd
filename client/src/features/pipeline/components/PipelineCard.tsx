import { useDraggable } from '@dnd-kit/core';
import { type KeyboardEvent, useId } from 'react';
import { Link } from 'react-router-dom';

import { ClientFeedbackBadge } from '../../../components/client-shortlists/ClientFeedbackBadge';
import type { Card, MoveTarget } from '../board-columns';
import { daysInStage, pipelineMessages as messages, sourceLabel } from '../pipeline-messages';

import { MoveMenu } from './MoveMenu';

/** What a dragged card carries: the card and the column it leaves. */
export interface DragData {
  card: Card;
  from: string;
}

/** A card's facts: how long it has been in its column, and where it came from. */
export function CardFacts({ card, now, id }: { card: Card; now: number; id?: string }) {
  return (
    <p id={id} className="pipeline-card__facts">
      <span>{daysInStage(card.stageEnteredAt, now)}</span>
      <span>{sourceLabel(card.sourceKind, card.sourceDetail)}</span>
    </p>
  );
}

/** The card as it follows the pointer while dragged: the same face, nothing to press. */
export function CardFace({ card, now }: { card: Card; now: number }) {
  return (
    <div className="pipeline-card pipeline-card--dragged">
      <p className="pipeline-card__name">{card.fullName}</p>
      <CardFacts card={card} now={now} />
    </div>
  );
}

export interface PipelineCardProps {
  card: Card;
  /** The column it is shown in. */
  column: string;
  targets: readonly MoveTarget[];
  now: number;
  /** The column's one tab stop (roving focus): the card, then its link and its Move button. */
  active: boolean;
  busy: boolean;
  /** A rejection whose e-mail still waits can be undone from the card. */
  undoable: boolean;
  cardRef: (element: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** The focus came into the card (on it, its link or its button): it becomes the column's tab stop. */
  onFocus: () => void;
  onMove: (to: string) => void;
  onUndo: () => void;
}

/**
 * One application on the board: its name (opening the candidate page), days in the column and
 * source, and "Move to…". It is focusable itself, so the board's keys act on it; it is dragged by
 * pointer anywhere but its controls' clicks. A rejected card stays put: it offers Undo while the
 * rejection e-mail waits, and says where to undo it otherwise.
 */
export function PipelineCard(props: PipelineCardProps) {
  const { card, column, targets, now, active, busy, undoable } = props;
  const nameId = useId();
  const factsId = useId();
  const rejected = card.outcome === 'REJECTED';
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: card.id,
    data: { card, from: column } satisfies DragData,
    disabled: rejected || busy,
  });

  function ref(element: HTMLElement | null) {
    setNodeRef(element);
    props.cardRef(element);
  }

  const tabIndex = active ? 0 : -1;
  return (
    <article
      ref={ref}
      className={`pipeline-card${isDragging ? ' pipeline-card--placeholder' : ''}${busy ? ' pipeline-card--busy' : ''}`}
      tabIndex={tabIndex}
      data-card-id={card.id}
      aria-labelledby={nameId}
      aria-describedby={factsId}
      aria-busy={busy || undefined}
      aria-keyshortcuts="] ["
      {...listeners}
      onKeyDown={props.onKeyDown}
      onFocus={props.onFocus}
    >
      <h3 id={nameId} className="pipeline-card__name">
        <Link to={`/admin/candidates/${encodeURIComponent(card.id)}`} tabIndex={tabIndex}>
          {card.fullName}
        </Link>
      </h3>
      <CardFacts card={card} now={now} id={factsId} />
      <ClientFeedbackBadge feedback={card.clientFeedback} />
      {card.rejectionReason && <p className="pipeline-card__reason">{card.rejectionReason}</p>}
      {rejected ? (
        undoable ? (
          <button
            type="button"
            className="button pipeline-card__undo"
            tabIndex={tabIndex}
            aria-label={`${messages.undoRejection} (${card.fullName})`}
            aria-disabled={busy || undefined}
            onClick={() => !busy && props.onUndo()}
          >
            {messages.undoRejection}
          </button>
        ) : (
          <p className="pipeline-card__note">{messages.undoOnCandidatePage}</p>
        )
      ) : (
        <MoveMenu
          fullName={card.fullName}
          targets={targets}
          current={column}
          tabbable={active}
          busy={busy}
          onSelect={props.onMove}
        />
      )}
    </article>
  );
}
