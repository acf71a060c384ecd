import type { ArchivedJobFieldsFragment } from '../../../gql/graphql';
import { formatMoment } from '../../../lib/format-when';
import { jobAdminMessages } from '../job-admin-messages';

import { JobsTable } from './JobsTable';

export interface ArchivedJobsTableProps {
  jobs: readonly ArchivedJobFieldsFragment[];
  /** The jobs whose Reopen is under way. */
  busyIds: ReadonlySet<string>;
  onReopen: (job: ArchivedJobFieldsFragment) => void;
}

/** The archived jobs, one row each: title, location, when archived, the counts and Reopen. */
export function ArchivedJobsTable({ jobs, busyIds, onReopen }: ArchivedJobsTableProps) {
  return (
    <JobsTable
      label="Archived jobs"
      jobs={jobs}
      extraColumn={{
        header: 'Archived',
        cell: (job) => job.archivedAt && <time dateTime={job.archivedAt}>{formatMoment(job.archivedAt)}</time>,
      }}
      action={(job) => {
        const busy = busyIds.has(job.id);
        return (
          <button
            type="button"
            className="button"
            aria-label={`${jobAdminMessages.reopen} ${job.title}`}
            disabled={busy}
            onClick={() => onReopen(job)}
          >
            {busy ? jobAdminMessages.reopening : jobAdminMessages.reopen}
          </button>
        );
      }}
    />
  );
}
