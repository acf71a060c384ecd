import './candidates.css';

import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { FormMessage } from '../../components/ui/FormMessage';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import {
  type ApplicationStatus,
  type CandidateFieldsFragment,
  CandidateJobOptionsDocument,
  CandidatesListDocument,
  CandidateStatusUpdateDocument,
  RejectionEmailSendDocument,
} from '../../gql/graphql';
import { downloadWithToken, saveCsv } from '../../lib/download';

import { ALL_CANDIDATES_PATH } from './candidate-paths';
import { applicantsCsv, applicantsCsvFileName } from './candidates-csv';
import { candidateMessages, moreJobsHint } from './candidates-messages';
import { CandidateDetailsDialog } from './components/CandidateDetailsDialog';
import { CandidatesTable } from './components/CandidatesTable';
import { JobFilter } from './components/JobFilter';
import { forgetActivity } from './forget-activity';
import { HeldApplications } from './HeldApplications';

/** The URL parameter that holds the chosen job, so the view can be shared and survives a reload. */
export const JOB_PARAM = 'job';
/** The most jobs the filter offers: the API's largest page. */
export const JOB_OPTIONS_LIMIT = 100;

const PAGE_TITLE = 'Applied Candidates';

/**
 * Applied Candidates (/admin/applied-candidates): pick a job, see its applicants, open one,
 * download the resume, shortlist or reject (which e-mails the applicant), export the list as CSV.
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
  // The new status (and the rejection e-mail queued after it) is a line of history the candidate
  // page must read again.
  const [updateStatus] = useMutation(CandidateStatusUpdateDocument, {
    update: (cache, { data }) => forgetActivity(cache, data ? [data.setApplicationStatus] : []),
  });
  const [sendRejectionEmail] = useMutation(RejectionEmailSendDocument);

  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const [openId, setOpenId] = useState<string | null>(null);

  const options = jobs.data?.jobs;
  const rows = jobId ? applications.data?.applications : undefined;
  const chosen = options?.items.find((job) => job.id === jobId);
  const jobTitle = chosen?.title ?? rows?.[0]?.job.title;
  const open = openId ? rows?.find((candidate) => candidate.id === openId) : undefined;

  function choose(id: string) {
    setOpenId(null);
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
    markBusy(candidate.id, true);
    try {
      try {
        await updateStatus({ variables: { id: candidate.id, status } });
      } catch {
        window.alert(candidateMessages.statusFailedAlert);
        return;
      }
      if (status !== 'Rejected') return;
      try {
        await sendRejectionEmail({ variables: { email: candidate.email } });
      } catch {
        window.alert(candidateMessages.rejectionEmailFailedAlert);
      }
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
          onSetStatus={setStatus}
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
      {body}
      {open && (
        <CandidateDetailsDialog
          key={open.id}
          candidate={open}
          onClose={() => setOpenId(null)}
          onDownloadResume={() => downloadWithToken(open.resumePath, `resume-${open.id}`)}
        />
      )}
    </section>
  );
}
