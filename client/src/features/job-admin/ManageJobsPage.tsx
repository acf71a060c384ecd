import './job-admin.css';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { FormMessage } from '../../components/ui/FormMessage';
import { PagedList } from '../../components/ui/PagedList';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useTimedMessage } from '../../components/ui/use-timed-message';
import { AdminJobsListDocument, JobDeleteDocument, type JobInput, JobUpdateDocument } from '../../gql/graphql';
import { type CachedOffsetPage, withoutItem } from '../../lib/paging';
import { usePagedList } from '../../lib/use-paged-list';

import { AdminJobsTable } from './components/AdminJobsTable';
import { ConfirmDeleteJobDialog } from './components/ConfirmDeleteJobDialog';
import { JobDetailsDialog } from './components/JobDetailsDialog';
import { JobEditDialog } from './components/JobEditDialog';
import { ADMIN_JOBS_PAGE_SIZE, jobAdminMessages } from './job-admin-messages';
import { failureReason } from './job-form-values';

const PAGE_TITLE = 'Manage Jobs';

/** Which dialog is open, for which job. */
type Open = { jobId: string; view: 'details' | 'edit' | 'delete' } | null;

/**
 * /admin/manage-jobs: the open jobs, newest first, a page at a time; a job's details, then
 * Update (the edit dialog) or Delete (a confirmation; deleting archives the job).
 */
export function ManageJobsPage() {
  useDocumentTitle(PAGE_TITLE);
  const done = useTimedMessage();
  const [open, setOpen] = useState<Open>(null);

  const list = usePagedList(AdminJobsListDocument, {
    variables: { limit: ADMIN_JOBS_PAGE_SIZE, offset: 0 },
    page: (data) => data.jobs,
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
    },
  });

  const openJob = open && list.items.find((job) => job.id === open.jobId);

  async function save(id: string, input: JobInput): Promise<boolean> {
    try {
      await updateJob({ variables: { id, input } });
    } catch (error) {
      window.alert(jobAdminMessages.updateFailedAlertPrefix + failureReason(error));
      return false;
    }
    setOpen(null);
    done.show(jobAdminMessages.updated);
    return true;
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
      <FormMessage tone="success" message={done.message} />

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

      {openJob && open.view === 'details' && (
        <JobDetailsDialog
          job={openJob}
          onClose={() => setOpen(null)}
          onUpdate={() => setOpen({ jobId: openJob.id, view: 'edit' })}
          onDelete={() => setOpen({ jobId: openJob.id, view: 'delete' })}
        />
      )}
      {openJob && open.view === 'edit' && (
        <JobEditDialog
          job={openJob}
          busy={updating.loading}
          onSave={(input) => save(openJob.id, input)}
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
