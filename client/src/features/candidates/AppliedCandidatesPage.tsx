import './candidates.css';

import { skipToken, useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { FormMessage } from '../../components/ui/FormMessage';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import {
  ApplicationDecisionUndoDocument,
  ApplicationRejectDocument,
  type ApplicationStatus,
  type CandidateFieldsFragment,
  CandidateJobOptionsDocument,
  CandidateRejectPreviewDocument,
  CandidatesListDocument,
  CandidateStatusUpdateDocument,
  type RejectCandidateFieldsFragment,
} from '../../gql/graphql';
import { downloadWithToken, saveCsv } from '../../lib/download';
import { serverMessage } from '../../lib/graphql-errors';

import { rejectedLine, undoneLine } from './all-candidates-messages';
import { ALL_CANDIDATES_PATH } from './candidate-paths';
import { applicantsCsv, applicantsCsvFileName } from './candidates-csv';
import { candidateMessages, moreJobsHint } from './candidates-messages';
import { CandidateDetailsDialog } from './components/CandidateDetailsDialog';
import { CandidatesTable } from './components/CandidatesTable';
import { JobFilter } from './components/JobFilter';
import { RejectDialog } from './components/RejectDialog';
import { forgetActivity } from './forget-activity';
import { HeldApplications } from './HeldApplications';
import { useNow } from './hooks/use-now';

/** The URL parameter that holds the chosen job, so the view can be shared and survives a reload. */
export const JOB_PARAM = 'job';
/** The most jobs the filter offers: the API's largest page. */
export const JOB_OPTIONS_LIMIT = 100;

const PAGE_TITLE = 'Applied Candidates';

/**
 * Applied Candidates (/admin/applied-candidates): pick a job, see its applicants, open one,
 * download the resume, shortlist, or reject through the reject dialog (which shows the e-mail and
 * when it goes; Undo takes both back until then), export the list as CSV.
 */
export function AppliedCandidatesPage() {
  useDocumentTitle(PAGE_TITLE);
  const [params, setParams] = useSearchParams();
  const jobId = params.get(JOB_PARAM) ?? '';

  const jobs = useQuery(CandidateJobOptionsDocument, { variables: { limit: JOB_OPTIONS_LIMIT } });
  // Applications arrive any time: show what is cached at once and ask the server again.
  const applications = useQuery(
    CandidatesListDocument,
    jobId ? { variables: { jobId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const client = useApolloClient();
  // The new status is a line of history the candidate page must read again.
  const [updateStatus] = useMutation(CandidateStatusUpdateDocument, {
    update: (cache, { data }) => forgetActivity(cache, data ? [data.setApplicationStatus] : []),
  });
  // One call rejects and queues the e-mail for after the delay; the answers carry the status, the
  // e-mail's due time and the history, so the row and the candidate page change with no refetch.
  const [rejectOne] = useMutation(ApplicationRejectDocument);
  const [undoOne] = useMutation(ApplicationDecisionUndoDocument);

  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<RejectCandidateFieldsFragment | null>(null);
  const [rejectBusy, setRejectBusy] = useState(false);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // After a rejection or an undo the button pressed is gone: the outcome line takes the focus.
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [focusOutcome, setFocusOutcome] = useState(0);
  useEffect(() => {
    if (focusOutcome > 0) outcomeRef.current?.focus();
  }, [focusOutcome]);

  const options = jobs.data?.jobs;
  const rows = jobId ? applications.data?.applications : undefined;
  const chosen = options?.items.find((job) => job.id === jobId);
  const jobTitle = chosen?.title ?? rows?.[0]?.job.title;
  const open = openId ? rows?.find((candidate) => candidate.id === openId) : undefined;
  // Undo goes from a row when its e-mail's time comes.
  const now = useNow(
    (rows ?? []).flatMap((row) => (row.rejectionEmailDueAt ? [new Date(row.rejectionEmailDueAt).getTime()] : [])),
  );

  function choose(id: string) {
    setOpenId(null);
    setOutcome('');
    setProblem(null);
    setParams(id ? { [JOB_PARAM]: id } : {}, { replace: true });
  }

  function markBusy(id: string, busy: boolean) {
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  // The mutation answers the application's id and status: the cache updates its row in place.
  async function setStatus(candidate: CandidateFieldsFragment, status: ApplicationStatus) {
    if (status === 'Rejected') {
      await askReject(candidate);
      return;
    }
    markBusy(candidate.id, true);
    setProblem(null);
    try {
      await updateStatus({ variables: { id: candidate.id, status } });
    } catch {
      window.alert(candidateMessages.statusFailedAlert);
    } finally {
      markBusy(candidate.id, false);
    }
  }

  /** Asks for the e-mail this candidate would get (the template may have changed), then opens the dialog. */
  async function askReject(candidate: CandidateFieldsFragment) {
    markBusy(candidate.id, true);
    setProblem(null);
    try {
      const { data } = await client.query({
        query: CandidateRejectPreviewDocument,
        variables: { id: candidate.id },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('The rejection e-mail preview answered no data.');
      setRejectError(null);
      setRejecting(data.candidate);
    } catch (error) {
      setProblem(serverMessage(error) ?? candidateMessages.previewFailed);
    } finally {
      markBusy(candidate.id, false);
    }
  }

  async function confirmReject() {
    if (!rejecting || rejectBusy) return;
    const { id, fullName } = rejecting;
    setRejectBusy(true);
    setRejectError(null);
    markBusy(id, true);
    let dueAt: string | null;
    try {
      const { data } = await rejectOne({ variables: { id } });
      dueAt = data?.rejectApplication.rejectionEmailDueAt ?? null;
    } catch (error) {
      // Nothing changed: the dialog stays open with the reason (the spec's words when the server gave none).
      setRejectError(serverMessage(error) ?? candidateMessages.statusFailedAlert);
      return;
    } finally {
      setRejectBusy(false);
      markBusy(id, false);
    }
    setRejecting(null);
    setOutcome(rejectedLine([fullName], [dueAt]));
    setFocusOutcome((n) => n + 1);
  }

  async function undo(candidate: CandidateFieldsFragment) {
    markBusy(candidate.id, true);
    setProblem(null);
    try {
      await undoOne({ variables: { id: candidate.id } });
      setOutcome(undoneLine(candidate.fullName));
      setFocusOutcome((n) => n + 1);
    } catch (error) {
      // Once the e-mail has gone the server refuses, saying so.
      setProblem(serverMessage(error) ?? candidateMessages.statusFailedAlert);
    } finally {
      markBusy(candidate.id, false);
    }
  }

  function exportCsv() {
    if (!rows?.length) return;
    saveCsv(applicantsCsv(rows), applicantsCsvFileName(jobTitle ?? jobId, new Date()));
  }

  let body;
  if (!jobId) {
    body = <p className="candidates-page__notice">{candidateMessages.selectJob}</p>;
  } else if (rows) {
    body =
      rows.length === 0 ? (
        <p className="candidates-page__notice">{candidateMessages.empty}</p>
      ) : (
        <CandidatesTable
          caption={jobTitle ? `Candidates for ${jobTitle}` : 'Candidates'}
          candidates={rows}
          busyIds={busyIds}
          onView={(candidate) => setOpenId(candidate.id)}
          onSetStatus={(candidate, status) => void setStatus(candidate, status)}
          now={now}
          onUndo={(candidate) => void undo(candidate)}
        />
      );
  } else if (applications.error) {
    body = <FormMessage message={candidateMessages.loadFailed} tone="error" />;
  } else {
    body = (
      <p className="candidates-page__notice" role="status">
        {candidateMessages.loading}
      </p>
    );
  }

  let hint: string | undefined;
  if (jobs.loading && !options) hint = candidateMessages.jobsLoading;
  else if (options && options.total > options.items.length) hint = moreJobsHint(options.items.length, options.total);

  return (
    <section className="page candidates-page">
      <h1>{PAGE_TITLE}</h1>
      <div className="candidates-page__toolbar">
        <JobFilter
          value={jobId}
          jobs={options?.items}
          // A job the list does not offer (archived, or past the first 100) still shows as chosen.
          extraOption={options && jobId && !chosen ? { id: jobId, label: jobTitle ?? 'Selected job' } : undefined}
          hint={hint}
          onChange={choose}
        />
        <button type="button" className="button" disabled={!rows?.length} onClick={exportCsv}>
          Export CSV
        </button>
        <Link to={ALL_CANDIDATES_PATH} className="candidates-page__all">
          All candidates
        </Link>
      </div>
      {jobs.error && !options && <FormMessage message={candidateMessages.jobsFetchFailed} tone="error" />}
      <HeldApplications jobId={jobId} />
      <p ref={outcomeRef} tabIndex={-1} className="candidates-page__outcome" role="status">
        {outcome}
      </p>
      <FormMessage message={problem} tone="error" />
      {body}
      {open && (
        <CandidateDetailsDialog
          key={open.id}
          candidate={open}
          onClose={() => setOpenId(null)}
          onDownloadResume={() => downloadWithToken(open.resumePath, `resume-${open.id}`)}
        />
      )}
      {rejecting && (
        <RejectDialog
          candidates={[rejecting]}
          busy={rejectBusy}
          error={rejectError}
          onConfirm={() => void confirmReject()}
          onCancel={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
