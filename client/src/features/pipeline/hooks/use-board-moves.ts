import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';

import {
  JobPipelineDocument,
  PipelineCardMoveDocument,
  PipelineCardRejectDocument,
  PipelineCardWithdrawDocument,
  PipelineDecisionUndoDocument,
} from '../../../gql/graphql';
import { serverMessage } from '../../../lib/graphql-errors';
import { placeCard } from '../board-cache';
import {
  type BoardColumn,
  type Card,
  columnKeyOf,
  columnName,
  isRetired,
  neighbourStage,
  type Step,
} from '../board-columns';
import { movedLine, pipelineMessages as messages, refusedLines, rejectedLine, undoneLine } from '../pipeline-messages';

/** Whom an undo is about: enough to name them. */
export interface UndoTarget {
  id: string;
  fullName: string;
}

/** A rejection whose e-mail still waits: Undo takes both back until `dueAt`. */
export interface Undoable extends UndoTarget {
  dueAt: string;
}

/** Where the focus goes once the board has drawn a move: the card, in its new column. */
export interface FocusRequest {
  cardId: string;
  column: string;
}

/** What the board's live region says; `seq` tells a repeated sentence apart, so it is read again. */
export interface Announcement {
  text: string;
  seq: number;
}

/**
 * The moves of a job's board: to a stage (moveApplicationsToStage), to Withdrawn
 * (withdrawApplications), to Rejected (a dialog asks the reason, then rejectApplications, with Undo
 * while the e-mail waits). Each answer updates both columns and their counts in the cache (then the
 * counts are read again, for moves made elsewhere meanwhile); each move is announced and the focus
 * follows the card. A refusal is shown in the alert line and nothing moves.
 */
export function useBoardMoves(jobId: string, columns: readonly BoardColumn[]) {
  const client = useApolloClient();
  const inFlight = useRef(new Set<string>());
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', seq: 0 });
  const [problem, setProblem] = useState<string | null>(null);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const [rejecting, setRejecting] = useState<{ card: Card; error: string | null } | null>(null);
  const [undoable, setUndoable] = useState<Undoable | null>(null);

  const say = (text: string) => setAnnouncement((last) => ({ text, seq: last.seq + 1 }));
  const nameOf = (key: string) => {
    const column = columns.find((one) => one.key === key);
    return column ? columnName(column) : key;
  };

  function mark(id: string, busy: boolean) {
    if (busy) inFlight.current.add(id);
    else inFlight.current.delete(id);
    setBusyIds(new Set(inFlight.current));
  }

  /**
   * Sends one card's change; the answer (the card as it is now) moves it in the cache. Answers the
   * card, or throws the refusal; undefined when that card already has a change on its way.
   */
  async function send<TData, TVariables extends OperationVariables>(
    target: UndoTarget,
    from: string,
    mutation: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    answerOf: (data: TData) => Card | undefined,
  ): Promise<Card | undefined> {
    if (inFlight.current.has(target.id)) return undefined;
    mark(target.id, true);
    setProblem(null);
    try {
      const { data } = await client.mutate({
        mutation,
        variables,
        update(cache, { data: answered }) {
          const card = answered ? answerOf(answered as TData) : undefined;
          if (card) placeCard(cache, jobId, columns, card, from);
        },
      } as Parameters<typeof client.mutate<TData, TVariables>>[0]);
      const card = data ? answerOf(data as TData) : undefined;
      if (!card) throw new Error('The move answered no card.');
      // The counts again, for what others moved meanwhile; the board stays as it is if that fails.
      void client
        .query({ query: JobPipelineDocument, variables: { jobId }, fetchPolicy: 'network-only' })
        .catch(() => undefined);
      setFocus({ cardId: card.id, column: columnKeyOf(card) });
      return card;
    } finally {
      mark(target.id, false);
    }
  }

  /** Runs a move whose refusal belongs in the board's alert line (the card stays where it was). */
  async function moveWith(run: () => Promise<Card | undefined>, line: (card: Card) => string) {
    try {
      const card = await run();
      if (card) say(line(card));
    } catch (error) {
      setProblem(serverMessage(error) ?? messages.moveFailed);
    }
  }

  /** Moves a card to a column: a stage in use, Withdrawn, or Rejected (which asks for a reason first). */
  function request(card: Card, to: string) {
    const from = columnKeyOf(card);
    if (to === from) return;
    if (card.outcome === 'REJECTED') {
      say(refusedLines.rejected(card.fullName));
      return;
    }
    const column = columns.find((one) => one.key === to);
    if (!column) return;
    if (isRetired(column)) {
      say(refusedLines.retired(columnName(column)));
      return;
    }
    if (column.outcome === 'REJECTED') {
      setProblem(null);
      setRejecting({ card, error: null });
      return;
    }
    const moved = (answer: Card) => movedLine(answer.fullName, nameOf(columnKeyOf(answer)));
    if (column.outcome === 'WITHDRAWN') {
      void moveWith(
        () => send(card, from, PipelineCardWithdrawDocument, { id: card.id }, (data) => data.withdrawApplications[0]),
        moved,
      );
      return;
    }
    void moveWith(
      () =>
        send(
          card,
          from,
          PipelineCardMoveDocument,
          { id: card.id, stageId: to },
          (data) => data.moveApplicationsToStage[0],
        ),
      moved,
    );
  }

  /** The shortcuts: the card to the next (1) or previous (-1) stage in use. */
  function step(card: Card, direction: Step) {
    if (card.outcome === 'REJECTED') return say(refusedLines.rejected(card.fullName));
    if (card.outcome === 'WITHDRAWN') return say(refusedLines.withdrawn(card.fullName));
    const next = neighbourStage(columns, card, direction);
    if (!next) return say(direction === 1 ? refusedLines.last(card.fullName) : refusedLines.first(card.fullName));
    request(card, next.key);
  }

  async function confirmReject(reason: string) {
    if (!rejecting) return;
    const { card } = rejecting;
    setRejecting({ card, error: null });
    try {
      const answer = await send(
        card,
        columnKeyOf(card),
        PipelineCardRejectDocument,
        { id: card.id, reason },
        (data) => data.rejectApplications[0],
      );
      if (!answer) return;
      setRejecting(null);
      say(rejectedLine(answer.fullName, answer.rejectionEmailDueAt));
      setUndoable(answer.rejectionEmailDueAt ? { ...answer, dueAt: answer.rejectionEmailDueAt } : null);
    } catch (error) {
      // Nothing changed: the dialog stays open with the reason it was refused.
      setRejecting({ card, error: serverMessage(error) ?? messages.moveFailed });
    }
  }

  /** Takes a rejection back (and its e-mail, while it waits): the card returns to its stage. */
  async function undo(target: UndoTarget) {
    try {
      const card = await send(
        target,
        'REJECTED',
        PipelineDecisionUndoDocument,
        { id: target.id },
        (data) => data.undoApplicationDecision,
      );
      if (!card) return;
      setUndoable((current) => (current?.id === card.id ? null : current));
      say(undoneLine(card.fullName, nameOf(columnKeyOf(card))));
    } catch (error) {
      setProblem(serverMessage(error) ?? messages.undoFailed);
    }
  }

  return {
    busyIds,
    announcement,
    /** Why the last move failed (the server's words when it gave them). */
    problem,
    focus,
    /** The board has put the focus where `focus` asked. */
    focusDone: () => setFocus(null),
    /** The card the reject dialog asks about, with the refusal of the last try. */
    rejecting,
    undoable,
    request,
    step,
    confirmReject,
    cancelReject: () => setRejecting(null),
    undo,
    dismissUndo: () => setUndoable(null),
  };
}
