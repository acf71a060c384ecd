import './candidates.css';
import './candidate-page.css';

import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';

import { clientShortlistWords } from '../../components/client-shortlists/client-shortlist-words';
import { ClientFeedbackSection } from '../../components/client-shortlists/ClientFeedbackSection';
import { FormMessage } from '../../components/ui/FormMessage';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import {
  ApplicationDetailsDocument,
  ApplicationNoteAddDocument,
  ApplicationNoteDeleteDocument,
  ApplicationNoteEditDocument,
  ApplicationNoteFieldsFragmentDoc,
  ApplicationStageOptionsDocument,
  ApplicationTimelineDocument,
  MeDocument,
} from '../../gql/graphql';
import { downloadWithToken } from '../../lib/download';
import { errorCode, refusedField, serverMessage } from '../../lib/graphql-errors';
import { useNow } from '../../lib/use-now';

import { candidatePageMessages, type CandidateShortcut, positionLine } from './candidate-page-messages';
import { ALL_CANDIDATES_PATH, candidatePath, type FromList, fromList, jobCandidatesPath } from './candidate-paths';
import { ActivityHistory } from './components/ActivityHistory';
import { AddToJobAction } from './components/AddToJobAction';
import { AddToJobDialog } from './components/AddToJobDialog';
import { CancelInterviewDialog } from './components/CancelInterviewDialog';
import { CandidateAnswers } from './components/CandidateAnswers';
import { CandidateProfile } from './components/CandidateProfile';
import { DecisionPanel } from './components/DecisionPanel';
import { InterviewDialog } from './components/InterviewDialog';
import { InterviewsSection } from './components/InterviewsSection';
import { noteLockedAt, type NoteOutcome, NotesSection } from './components/NotesSection';
import { OtherApplications } from './components/OtherApplications';
import { PlacementPanel } from './components/PlacementPanel';
import { RejectDialog } from './components/RejectDialog';
import { ResumeViewer } from './components/ResumeViewer';
import { ScorecardDialog } from './components/ScorecardDialog';
import { ScorecardSummary } from './components/ScorecardSummary';
import { ShortcutsDialog } from './components/ShortcutsDialog';
import { StagePanel } from './components/StagePanel';
import { WithdrawDialog } from './components/WithdrawDialog';
import { useAddToJob } from './hooks/use-add-to-job';
import { useApplicationDecisions } from './hooks/use-application-decisions';
import { useInlineResume } from './hooks/use-inline-resume';
import { useInterviews } from './hooks/use-interviews';
import { type ListNeighbours, useListNeighbours } from './hooks/use-list-neighbours';
import { useShortcuts } from './hooks/use-shortcuts';
import { interviewMessages } from './interview-messages';

/** After the rejection e-mail's time, the history is read again to show it went (the mail leaves within a poll). */
const SENT_CHECK_DELAY_MS = 5_000;

function refusal(error: unknown, fallback: string): NoteOutcome {
  return { ok: false, message: serverMessage(error) ?? fallback, field: refusedField(error) };
}

function BackLinks({ job, from }: { job?: { id: string; title: string }; from?: FromList | null }) {
  // Back to All candidates as the recruiter left it (filters and order), when they came from it.
  const list = from?.list ? `${ALL_CANDIDATES_PATH}?${from.list}` : ALL_CANDIDATES_PATH;
  return (
    <nav className="candidate-page__back" aria-label="Back to the lists">
      <Link to={list}>{candidatePageMessages.allCandidates}</Link>
      {job && <Link to={jobCandidatesPath(job.id)}>Applied Candidates: {job.title}</Link>}
    </nav>
  );
}

/** Previous and Next within the list the page was opened from, and where this candidate stands in it. */
function ListSteps({ neighbours, from }: { neighbours: ListNeighbours; from: FromList }) {
  const { previous, next, position, total } = neighbours;
  if (position === null) return null;
  return (
    <nav className="candidate-page__steps" aria-label={candidatePageMessages.listNav}>
      {previous && (
        <Link
          className="button candidate-page__step"
          to={candidatePath(previous.id)}
          state={from}
          rel="prev"
          aria-label={`${candidatePageMessages.previous}: ${previous.fullName}`}
        >
          ‹ {candidatePageMessages.previous}
        </Link>
      )}
      <span className="candidate-page__position">{positionLine(position, total)}</span>
      {next && (
        <Link
          className="button candidate-page__step"
          to={candidatePath(next.id)}
          state={from}
          rel="next"
          aria-label={`${candidatePageMessages.next}: ${next.fullName}`}
        >
          {candidatePageMessages.next} ›
        </Link>
      )}
    </nav>
  );
}

/**
 * /admin/candidates/:id: one application in full, as a screen to read and decide on: a header that
 * stays at the top (name, status, Shortlist, Reject, Undo, the stage with Move to stage and Withdraw,
 * Previous and Next within the list it was opened from), the resume as the main column, then every field; the interviews, notes, the other
 * applications of the same address and history beside it. Keys: see CANDIDATE_SHORTCUTS (`?` lists them). A new id
 * (Next, a link to another application) starts the page afresh.
 */
export function CandidatePage() {
  const { id = '' } = useParams();
  return <CandidateView key={id} id={id} />;
}

function CandidateView({ id }: { id: string }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const from = fromList(useLocation().state);
  const neighbours = useListNeighbours(id, from);
  const notesRef = useRef<HTMLElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  // Staff look again after a while: show what is cached at once and ask the server again.
  const { data, error, refetch } = useQuery(ApplicationDetailsDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  // The admin frame has already asked who is signed in: this reads the cache.
  const me = useQuery(MeDocument).data?.me;
  // Where the candidate may move: the stages in use, in order.
  const stages = useQuery(ApplicationStageOptionsDocument).data?.pipelineStages;
  const stagesInUse = useMemo(() => stages?.filter((stage) => !stage.retiredAt), [stages]);
  const candidate = data?.candidate;
  useDocumentTitle(candidate?.fullName ?? candidatePageMessages.title);

  // The answers carry the status, the e-mail time and the history: the page changes through the cache.
  const decisions = useApplicationDecisions({ screen: 'candidate-page' });
  const [addNote] = useMutation(ApplicationNoteAddDocument);
  const [editNote] = useMutation(ApplicationNoteEditDocument);
  const [deleteNote] = useMutation(ApplicationNoteDeleteDocument);
  const addToJob = useAddToJob(id, candidate);
  const interviews = useInterviews(id, candidate);

  /** Notes and history again: a change the page made wrote a line its answer does not carry. */
  const refreshTimeline = useCallback(() => {
    void client
      .query({ query: ApplicationTimelineDocument, variables: { id }, fetchPolicy: 'network-only' })
      .catch(() => undefined);
  }, [client, id]);

  const pdfPath = candidate?.resumeType === 'PDF' ? candidate.resumePath : undefined;
  const inline = useInlineResume(id, pdfPath, refreshTimeline);

  const dueAt = candidate?.rejectionEmailDueAt ? new Date(candidate.rejectionEmailDueAt).getTime() : NaN;
  const now = useNow([...(candidate?.notes.map(noteLockedAt) ?? []), dueAt]);

  // Once the rejection e-mail's time has passed, read the history again: it then says the e-mail went.
  useEffect(() => {
    if (candidate?.status !== 'Rejected' || !(dueAt > Date.now())) return;
    const timer = setTimeout(refreshTimeline, dueAt - Date.now() + SENT_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [candidate?.status, dueAt, refreshTimeline]);

  const step = (to: ListNeighbours['next']) => {
    if (to && from) void navigate(candidatePath(to.id), { state: from });
  };
  const status = candidate?.status;
  const keys: Record<CandidateShortcut, () => void> = {
    j: () => step(neighbours.next),
    k: () => step(neighbours.previous),
    s: () => {
      if (candidate && status === null) void decisions.shortlist([candidate]);
    },
    r: () => {
      if (candidate && status !== 'Rejected') void decisions.askReject([candidate], { preview: candidate });
    },
    n: () => notesRef.current?.querySelector('textarea')?.focus(),
    '?': () => setHelpOpen(true),
  };
  useShortcuts(keys);

  if (!candidate) {
    if (error && errorCode(error) === 'NOT_FOUND') {
      return (
        <section className="page candidate-page">
          <BackLinks from={from} />
          <h1>{candidatePageMessages.notFoundTitle}</h1>
          <p>{candidatePageMessages.notFound}</p>
        </section>
      );
    }
    return (
      <section className="page candidate-page">
        <BackLinks from={from} />
        <h1>{candidatePageMessages.title}</h1>
        {error ? (
          <>
            <FormMessage tone="error" message={candidatePageMessages.loadFailed} />
            <button type="button" className="button" onClick={() => void refetch().catch(() => undefined)}>
              {candidatePageMessages.retry}
            </button>
          </>
        ) : (
          <p role="status">{candidatePageMessages.loading}</p>
        )}
      </section>
    );
  }

  async function onAdd(text: string): Promise<NoteOutcome> {
    try {
      await addNote({
        variables: { applicationId: id, text },
        update(cache, { data: added }) {
          const note = added?.addApplicationNote;
          if (!note) return;
          const ref = cache.writeFragment({ fragment: ApplicationNoteFieldsFragmentDoc, data: note });
          cache.modify({
            id: cache.identify({ __typename: 'Application', id }),
            // Newest first, as the server lists them.
            fields: { notes: (existing) => (Array.isArray(existing) ? [ref, ...existing] : existing) },
          });
        },
      });
    } catch (caught) {
      return refusal(caught, candidatePageMessages.noteFailed);
    }
    refreshTimeline();
    return { ok: true };
  }

  async function onEdit(noteId: string, text: string): Promise<NoteOutcome> {
    try {
      // The answer carries the note's id and new text: the cache updates it in place.
      await editNote({ variables: { id: noteId, text } });
    } catch (caught) {
      return refusal(caught, candidatePageMessages.noteFailed);
    }
    refreshTimeline();
    return { ok: true };
  }

  async function onDelete(noteId: string): Promise<NoteOutcome> {
    try {
      await deleteNote({
        variables: { id: noteId },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'ApplicationNote', id: noteId }) });
          cache.gc();
        },
      });
    } catch (caught) {
      return refusal(caught, candidatePageMessages.noteDeleteFailed);
    }
    refreshTimeline();
    return { ok: true };
  }

  async function downloadResume() {
    await downloadWithToken(candidate!.resumePath, `resume-${candidate!.id}`);
    refreshTimeline();
  }

  return (
    <section className="page candidate-page">
      <BackLinks job={candidate.job} from={from} />
      <div className="candidate-page__header">
        <div className="candidate-page__heading">
          <h1>{candidate.fullName}</h1>
          <span className="candidate-page__job">{candidate.job.title}</span>
          <Link to={`/admin/jobs/${encodeURIComponent(candidate.job.id)}/pipeline`}>View pipeline</Link>
        </div>
        <section className="candidate-page__decision" aria-labelledby="candidate-decision">
          <h2 id="candidate-decision" className="visually-hidden">
            Decision
          </h2>
          <DecisionPanel
            fullName={candidate.fullName}
            status={candidate.status}
            rejectionEmailDueAt={candidate.rejectionEmailDueAt}
            now={now}
            busy={decisions.working}
            error={decisions.problem}
            statusRef={decisions.outcomeRef}
            onShortlist={() => void decisions.shortlist([candidate])}
            onReject={() => void decisions.askReject([candidate], { preview: candidate })}
            onUndo={() => void decisions.undo(candidate)}
          />
        </section>
        <section className="candidate-page__stage" aria-labelledby="candidate-stage">
          <h2 id="candidate-stage" className="visually-hidden">
            Stage
          </h2>
          <StagePanel
            fullName={candidate.fullName}
            application={candidate}
            stages={stagesInUse}
            busy={decisions.working}
            stageRef={decisions.stageRef}
            onMove={(stage) => decisions.moveToStage([candidate], stage)}
            onWithdraw={() => decisions.askWithdraw([candidate])}
          />
        </section>
        <div className="candidate-page__tools">
          {from && <ListSteps neighbours={neighbours} from={from} />}
          <button
            type="button"
            className="button candidate-page__step"
            aria-keyshortcuts="?"
            onClick={() => setHelpOpen(true)}
          >
            {candidatePageMessages.shortcuts}
          </button>
        </div>
      </div>
      <div className="candidate-page__grid">
        <div className="candidate-page__main">
          <section className="candidate-page__section" aria-labelledby="candidate-resume">
            <h2 id="candidate-resume">Resume</h2>
            <ResumeViewer
              fullName={candidate.fullName}
              resumeType={candidate.resumeType}
              resumeText={candidate.resumeText}
              inline={inline}
              onDownload={downloadResume}
            />
          </section>
          <section className="candidate-page__section" aria-labelledby="candidate-application">
            <h2 id="candidate-application">Application</h2>
            <CandidateProfile candidate={candidate} />
          </section>
          {candidate.answers.length > 0 && (
            <section className="candidate-page__section" aria-labelledby="candidate-answers">
              <h2 id="candidate-answers">Answers</h2>
              <CandidateAnswers answers={candidate.answers} />
            </section>
          )}
        </div>
        <div className="candidate-page__side">
          {/* Shown while the candidate is placed; ADMIN edits the terms. */}
          <PlacementPanel application={candidate} canEdit={me?.role === 'ADMIN' || me?.role === 'SUPER_ADMIN'} />
          <section className="candidate-page__section" aria-labelledby="candidate-interviews">
            <h2 id="candidate-interviews">{interviewMessages.heading}</h2>
            <ScorecardSummary summary={candidate.scorecardSummary} />
            <InterviewsSection {...interviews.section} />
          </section>
          {candidate.clientFeedback.length > 0 && (
            <section className="candidate-page__section" aria-labelledby="candidate-client-feedback">
              <h2 id="candidate-client-feedback">{clientShortlistWords.feedbackTitle}</h2>
              <ClientFeedbackSection feedback={candidate.clientFeedback} />
            </section>
          )}
          <section ref={notesRef} className="candidate-page__section" aria-labelledby="candidate-notes">
            <h2 id="candidate-notes">Notes</h2>
            <NotesSection
              notes={candidate.notes}
              viewerId={me?.id}
              now={now}
              onAdd={onAdd}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          </section>
          <section className="candidate-page__section" aria-labelledby="candidate-others">
            <h2 id="candidate-others">Other applications</h2>
            <OtherApplications applications={candidate.otherApplications} />
            <AddToJobAction added={addToJob.added} onStart={addToJob.start} />
          </section>
          <section className="candidate-page__section" aria-labelledby="candidate-history">
            <h2 id="candidate-history">History</h2>
            <ActivityHistory activity={candidate.activity} />
          </section>
        </div>
      </div>
      {helpOpen && <ShortcutsDialog onClose={() => setHelpOpen(false)} />}
      {addToJob.dialog && <AddToJobDialog {...addToJob.dialog} />}
      {interviews.dialog && <InterviewDialog {...interviews.dialog} />}
      {interviews.cancelDialog && <CancelInterviewDialog {...interviews.cancelDialog} />}
      {interviews.scorecardDialog && <ScorecardDialog {...interviews.scorecardDialog} />}
      {decisions.rejectDialog && (
        <RejectDialog
          {...decisions.rejectDialog}
          onConfirm={() => void decisions.confirmReject()}
          onCancel={decisions.cancelReject}
        />
      )}
      {decisions.withdrawDialog && <WithdrawDialog {...decisions.withdrawDialog} />}
    </section>
  );
}
