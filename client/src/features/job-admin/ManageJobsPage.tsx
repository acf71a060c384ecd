import './job-admin.css';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { FormMessage } from '../../components/ui/FormMessage';
import { PagedList } from '../../components/ui/PagedList';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useTimedMessage } from '../../components/ui/use-timed-message';
import {
  AdminJobsListDocument,
  type ArchivedJobFieldsFragment,
  ArchivedJobsListDocument,
  JobDeleteDocument,
  type JobInput,
  JobReopenDocument,
  JobUpdateDocument,
} from '../../gql/graphql';
import { serverMessage } from '../../lib/graphql-errors';
import { type CachedOffsetPage, withoutItem } from '../../lib/paging';
import { usePagedList } from '../../lib/use-paged-list';

import { AdminJobsTable } from './components/AdminJobsTable';
import { ArchivedJobsTable } from './components/ArchivedJobsTable';
import { ConfirmDeleteJobDialog } from './components/ConfirmDeleteJobDialog';
import { JobDetailsDialog } from './components/JobDetailsDialog';
import { JobEditDialog } from './components/JobEditDialog';
import { type JobsView, JobsViewSwitch } from './components/JobsViewSwitch';
import {
  ADMIN_JOBS_PAGE_SIZE,
  ARCHIVED_VIEW,
  jobAdminMessages,
  reopenedMessage,
  reopenFailedMessage,
  VIEW_PARAM,
} from './job-admin-messages';
import { failureReason, type JobFormRefusals, jobFormRefusals } from './job-form-values';

const PAGE_TITLE = 'Manage Jobs';

/** Which dialog is open, for which job. */
type Open = { jobId: string; view: 'details' | 'edit' | 'delete' } | null;

/**
 * /admin/manage-jobs: the open jobs, newest first, a page at a time; a job's details, then
 * Update (the edit dialog) or Delete (a confirmation; deleting archives the job). `?view=archived`
 * lists the archived jobs instead, most recently archived first, each with Reopen. Every row
 * counts the job's applicants (linked to them) and those awaiting a decision.
 */
export function ManageJobsPage() {
  useDocumentTitle(PAGE_TITLE);
  const [params] = useSearchParams();
  const view: JobsView = params.get(VIEW_PARAM) === ARCHIVED_VIEW ? 'archived' : 'open';
  const done = useTimedMessage();
  const [open, setOpen] = useState<Open>(null);
  const [reopening, setReopening] = useState<ReadonlySet<string>>(() => new Set());
  const [reopenFailure, setReopenFailure] = useState<string | null>(null);
  // The server's refusals of the questions and the scorecard attributes at the last save, shown
  // where they belong in the edit dialog.
  const [editRefusals, setEditRefusals] = useState<JobFormRefusals>({});

  // Each view asks the server when it is shown, so its counts are today's.
  const list = usePagedList(AdminJobsListDocument, {
    variables: { limit: ADMIN_JOBS_PAGE_SIZE, offset: 0 },
    page: (data) => data.jobs,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    skip: view !== 'open',
  });
  const archived = usePagedList(ArchivedJobsListDocument, {
    variables: { limit: ADMIN_JOBS_PAGE_SIZE, offset: 0 },
    page: (data) => data.archivedJobs,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    skip: view !== 'archived',
  });

  // The answer carries the job's id, so the normalized cache updates the row where it is.
  const [updateJob, updating] = useMutation(JobUpdateDocument);
  const [deleteJob, deleting] = useMutation(JobDeleteDocument, {
    update(cache, { data }) {
      const id = data?.deleteJob.id;
      if (!id) return;
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          // Every cached list of open jobs (this page's and the public site's) loses the job; a
          // staff list that includes archived jobs keeps it.
          jobs(existing, { readField, storeFieldName }) {
            if (storeFieldName.includes('"includeArchived":true')) return existing;
            return withoutItem(existing as CachedOffsetPage, id, readField);
          },
        },
      });
      // The archived list gains it in its own order: it asks the server again when next shown.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'archivedJobs' });
    },
  });
  const [reopenJob] = useMutation(JobReopenDocument, {
    update(cache, { data }) {
      const id = data?.reopenJob.id;
      if (!id) return;
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          archivedJobs: (existing, { readField }) => withoutItem(existing as CachedOffsetPage, id, readField),
        },
      });
      // Every list of open jobs (this page's, the public site's, the candidates' job filter) gains
      // it in its own order: each asks the server again when next shown.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'jobs' });
      cache.gc();
    },
  });

  const openJob = open && list.items.find((job) => job.id === open.jobId);

  async function save(id: string, input: JobInput): Promise<boolean> {
    setEditRefusals({});
    try {
      await updateJob({ variables: { id, input } });
    } catch (error) {
      setEditRefusals(jobFormRefusals(error));
      window.alert(jobAdminMessages.updateFailedAlertPrefix + failureReason(error));
      return false;
    }
    setOpen(null);
    done.show(jobAdminMessages.updated);
    return true;
  }

  function markReopening(id: string, busy: boolean) {
    setReopening((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function reopen(job: ArchivedJobFieldsFragment) {
    setReopenFailure(null);
    markReopening(job.id, true);
    try {
      await reopenJob({ variables: { id: job.id } });
    } catch (error) {
      done.clear();
      setReopenFailure(reopenFailedMessage(job.title, serverMessage(error)));
      return;
    } finally {
      markReopening(job.id, false);
    }
    done.show(reopenedMessage(job.title));
  }

  async function remove(id: string) {
    try {
      await deleteJob({ variables: { id } });
    } catch {
      window.alert(jobAdminMessages.deleteFailedAlert);
      return;
    }
    setOpen(null);
    done.show(jobAdminMessages.deleted);
  }

  return (
    <section className="page job-admin">
      <h1>{PAGE_TITLE}</h1>
      <JobsViewSwitch view={view} />
      <FormMessage tone="success" message={done.message} />
      {view === 'archived' && reopenFailure && <FormMessage tone="error" message={reopenFailure} />}

      {view === 'archived' ? (
        <PagedList
          state={archived.state}
          loading={jobAdminMessages.archivedLoading}
          failed={jobAdminMessages.fetchFailed}
          empty={jobAdminMessages.archivedEmpty}
          count={(shown, total) => `Showing ${shown} of ${total} archived jobs`}
          countIsLive={false}
          loadMoreFailed={jobAdminMessages.fetchFailed}
        >
          {(jobs) => <ArchivedJobsTable jobs={jobs} busyIds={reopening} onReopen={(job) => void reopen(job)} />}
        </PagedList>
      ) : (
        <PagedList
          state={list.state}
          loading={jobAdminMessages.loading}
          failed={jobAdminMessages.fetchFailed}
          empty={
            <p className="job-admin__notice">
              {jobAdminMessages.empty} <Link to="/admin/job-posting">{jobAdminMessages.emptyAction}</Link>
            </p>
          }
          count={(shown, total) => `Showing ${shown} of ${total} open jobs`}
          // The page's own live region tells what Update and Delete did; the count stays quiet.
          countIsLive={false}
          loadMoreFailed={jobAdminMessages.fetchFailed}
        >
          {(jobs) => <AdminJobsTable jobs={jobs} onView={(jobId) => setOpen({ jobId, view: 'details' })} />}
        </PagedList>
      )}

      {openJob && open.view === 'details' && (
        <JobDetailsDialog
          job={openJob}
          onClose={() => setOpen(null)}
          onUpdate={() => {
            setEditRefusals({});
            setOpen({ jobId: openJob.id, view: 'edit' });
          }}
          onDelete={() => setOpen({ jobId: openJob.id, view: 'delete' })}
        />
      )}
      {openJob && open.view === 'edit' && (
        <JobEditDialog
          job={openJob}
          busy={updating.loading}
          onSave={(input) => save(openJob.id, input)}
          refusals={editRefusals}
          onCancel={() => setOpen({ jobId: openJob.id, view: 'details' })}
        />
      )}
      {openJob && open.view === 'delete' && (
        <ConfirmDeleteJobDialog
          title={openJob.title}
          busy={deleting.loading}
          onConfirm={() => void remove(openJob.id)}
          onCancel={() => setOpen({ jobId: openJob.id, view: 'details' })}
        />
      )}
    </section>
  );
}
