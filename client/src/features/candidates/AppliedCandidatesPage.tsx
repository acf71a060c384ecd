import './candidates.css';

import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { FormMessage } from '../../components/ui/FormMessage';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { ApplicationJobOptionsListDocument, ApplicationsListDocument } from '../../gql/graphql';
import { downloadWithToken, saveCsv } from '../../lib/download';
import { useNow } from '../../lib/use-now';

import { ALL_CANDIDATES_PATH } from './candidate-paths';
import { applicantsCsv, applicantsCsvFileName } from './candidates-csv';
import { candidateMessages, moreJobsHint } from './candidates-messages';
import { CandidateDetailsDialog } from './components/CandidateDetailsDialog';
import { CandidatesTable } from './components/CandidatesTable';
import { JOB_OPTIONS_LIMIT, JobFilter } from './components/JobFilter';
import { RejectDialog } from './components/RejectDialog';
import { HeldApplications } from './HeldApplications';
import { useApplicationDecisions } from './hooks/use-application-decisions';

/** The URL parameter that holds the chosen job, so the view can be shared and survives a reload. */
export const JOB_PARAM = 'job';
export { JOB_OPTIONS_LIMIT } from './components/JobFilter';

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

  const jobs = useQuery(ApplicationJobOptionsListDocument, { variables: { limit: JOB_OPTIONS_LIMIT } });
  // Applications arrive any time: show what is cached at once and ask the server again.
  const applications = useQuery(
    ApplicationsListDocument,
    jobId ? { variables: { jobId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  // Shortlist is the spec's status call (a failure is alerted); Reject opens the reject dialog and
  // rejects and queues the e-mail in one call; after a rejection or an undo the button pressed is
  // gone, so the outcome line takes the focus.
  const { outcomeRef, ...decisions } = useApplicationDecisions({ screen: 'applied-candidates' });
  const [openId, setOpenId] = useState<string | null>(null);

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
    decisions.clear();
    setParams(id ? { [JOB_PARAM]: id } : {}, { replace: true });
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
          busyIds={decisions.busyIds}
          onView={(candidate) => setOpenId(candidate.id)}
          onSetStatus={(candidate, status) =>
            void (status === 'Rejected' ? decisions.askReject([candidate]) : decisions.shortlist([candidate]))
          }
          now={now}
          onUndo={(candidate) => void decisions.undo(candidate)}
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
        {decisions.outcome}
      </p>
      <FormMessage message={decisions.problem} tone="error" />
      {body}
      {open && (
        <CandidateDetailsDialog
          key={open.id}
          candidate={open}
          onClose={() => setOpenId(null)}
          onDownloadResume={() => downloadWithToken(open.resumePath, `resume-${open.id}`)}
        />
      )}
      {decisions.rejectDialog && (
        <RejectDialog
          {...decisions.rejectDialog}
          onConfirm={() => void decisions.confirmReject()}
          onCancel={decisions.cancelReject}
        />
      )}
    </section>
  );
}
