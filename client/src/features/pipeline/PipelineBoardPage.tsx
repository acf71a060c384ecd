import './pipeline.css';

import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useLayoutEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { clientShortlistWords } from '../../components/client-shortlists/client-shortlist-words';
import { SendToClientDialog } from '../../components/client-shortlists/SendToClientDialog';
import { SentToClientsPanel } from '../../components/client-shortlists/SentToClientsPanel';
import { FormMessage } from '../../components/ui/FormMessage';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import {
  PipelineBoardOpenDocument,
  type PipelineBoardOpenQuery,
  PipelineCardsDocument,
  PipelineRejectionReasonsDocument,
} from '../../gql/graphql';
import { hasErrorCode } from '../../lib/graphql-errors';
import { useClock } from '../../lib/use-now';

import { columnVariables, FIRST_PAGE_SIZE } from './board-cache';
import { type BoardColumn as Column, moveTargets } from './board-columns';
import { BoardColumn } from './BoardColumn';
import { BoardDnd } from './components/BoardDnd';
import { KeyboardHint } from './components/KeyboardHint';
import { RejectReasonDialog } from './components/RejectReasonDialog';
import { UndoLine } from './components/UndoLine';
import { useBoardMoves } from './hooks/use-board-moves';
import { useClientShortlists } from './hooks/use-client-shortlists';
import { useColumnFocus } from './hooks/use-column-focus';
import { boardTitle, pipelineMessages as messages } from './pipeline-messages';

const MANAGE_JOBS_PATH = '/admin/manage-jobs';
/** Days in stage and whether Undo still applies are read again this often. */
const CLOCK_MS = 30_000;
const NO_COLUMNS: readonly Column[] = [];

/**
 * /admin/jobs/:jobId/pipeline: a job's board. A column per stage in use (and per retired stage that
 * still holds cards), then Rejected and Withdrawn, each with its count and its cards, virtualised and
 * read a page at a time. Cards move by drag and drop, by the shortcuts ] and [, and by each card's
 * "Move to…" menu; every move is announced and the focus follows the card.
 */
export function PipelineBoardPage() {
  const { jobId = '' } = useParams();
  const board = useQuery(PipelineBoardOpenDocument, {
    variables: { jobId, first: FIRST_PAGE_SIZE },
    // Each visit shows today's board; a move updates the counts and lists in place.
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const seeded = useSeededColumns(jobId, board.data?.pipelineFirstPages);
  const job = board.data?.jobPipeline.job;
  const columns = board.data?.jobPipeline.columns ?? NO_COLUMNS;
  useDocumentTitle(job ? boardTitle(job.title) : messages.title);

  const now = useClock(CLOCK_MS);
  const moves = useBoardMoves(jobId, columns);
  const targets = useMemo(() => moveTargets(columns), [columns]);
  const order = useMemo(() => columns.map((column) => column.key), [columns]);
  const columnFocus = useColumnFocus(order);
  const clientShortlists = useClientShortlists(jobId);
  const reasons = useQuery(
    PipelineRejectionReasonsDocument,
    moves.rejecting ? { fetchPolicy: 'cache-and-network' } : skipToken,
  );

  let body;
  if (!board.data) {
    if (board.error && hasErrorCode(board.error, 'NOT_FOUND')) {
      body = <p className="pipeline__notice">{messages.notFound}</p>;
    } else if (board.error) {
      body = (
        <div className="pipeline__notice">
          <p role="alert" className="pipeline__failed">
            {messages.failed}
          </p>
          <button
            type="button"
            className="button"
            onClick={() => void board.refetch().catch(() => undefined)}
            disabled={board.loading}
          >
            {messages.retry}
          </button>
        </div>
      );
    } else {
      body = (
        <p role="status" className="pipeline__notice">
          {messages.loading}
        </p>
      );
    }
  } else if (seeded) {
    body = (
      <BoardDnd now={now} onDrop={moves.request}>
        <div className="pipeline__board" aria-label={messages.boardLabel} role="group">
          {columns.map((column) => (
            <BoardColumn
              key={column.key}
              jobId={jobId}
              column={column}
              targets={targets}
              now={now}
              busyIds={moves.busyIds}
              focusCardId={moves.focus?.column === column.key ? moves.focus.cardId : null}
              onFocusDone={moves.focusDone}
              register={columnFocus.register}
              onNeighbour={columnFocus.neighbour}
              onMove={moves.request}
              onStep={moves.step}
              onUndo={(card) => void moves.undo(card)}
            />
          ))}
        </div>
      </BoardDnd>
    );
  } else {
    body = (
      <p role="status" className="pipeline__notice">
        {messages.loading}
      </p>
    );
  }

  return (
    <section className="page pipeline" aria-busy={board.loading}>
      <nav className="pipeline__back" aria-label="Back to the jobs">
        <Link to={MANAGE_JOBS_PATH}>{messages.back}</Link>
        {job && (
          <Link to={`/admin/applied-candidates?job=${encodeURIComponent(job.id)}`}>{messages.appliedCandidates}</Link>
        )}
      </nav>
      <h1>{job ? boardTitle(job.title) : messages.title}</h1>
      <div className="client-shortlists__bar">
        <button type="button" className="button" onClick={() => clientShortlists.send.start(jobId)}>
          {clientShortlistWords.sendToClient}
        </button>
        <p className="client-shortlists__said" role="status">
          <span key={clientShortlists.send.said.seq}>{clientShortlists.send.said.text}</span>
        </p>
      </div>
      <KeyboardHint />
      {/* Every move, and why a shortcut moved nothing; a new sentence node is read even when the words repeat. */}
      <p className="pipeline__said" role="status">
        <span key={moves.announcement.seq}>{moves.announcement.text}</span>
      </p>
      <UndoLine undoable={moves.undoable} now={now} busy={moves.busyIds} onUndo={moves.undo} />
      <FormMessage tone="error" message={moves.problem} />
      {body}
      {board.data && <SentToClientsPanel {...clientShortlists.panel} />}
      {clientShortlists.send.dialog && <SendToClientDialog {...clientShortlists.send.dialog} />}
      {moves.rejecting && (
        <RejectReasonDialog
          fullName={moves.rejecting.card.fullName}
          reasons={reasons.data?.rejectionReasons.reasons ?? null}
          reasonsFailed={Boolean(reasons.error)}
          busy={moves.busyIds.has(moves.rejecting.card.id)}
          error={moves.rejecting.error}
          onConfirm={(reason) => void moves.confirmReject(reason)}
          onCancel={moves.cancelReject}
        />
      )}
    </section>
  );
}

type FirstPages = PipelineBoardOpenQuery['pipelineFirstPages'];

/**
 * Hands each column the first page the board's one request read, as its own list's first page in
 * the cache (the columns then read it from there and ask only for the pages after it). Once per
 * visit to a job's board: later answers of the board (its counts, after a move) leave the lists,
 * which moves change in place, as they are. True once the columns may be drawn.
 */
function useSeededColumns(jobId: string, pages: FirstPages | undefined): boolean {
  const client = useApolloClient();
  const [seededFor, setSeededFor] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!pages || seededFor === jobId) return;
    for (const { key, page } of pages) {
      client.cache.writeQuery({
        query: PipelineCardsDocument,
        variables: columnVariables(jobId, key),
        data: { pipelineCards: page },
      });
    }
    // The columns are drawn only after the cache holds their pages (else each would ask the server
    // for its own): the state records that the external store is now written, for the render after.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSeededFor(jobId);
  }, [client, jobId, pages, seededFor]);
  return seededFor === jobId;
}
