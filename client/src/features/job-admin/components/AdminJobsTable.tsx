import { Link } from 'react-router-dom';

import type { AdminJobCountsFragment, AdminJobFieldsFragment } from '../../../gql/graphql';

import { JobsTable } from './JobsTable';

export interface AdminJobsTableProps {
  jobs: readonly (AdminJobFieldsFragment & AdminJobCountsFragment)[];
  onView: (id: string) => void;
}

/** The open jobs, one row each: title, location, applicants (linked to them), awaiting decision, the job's pipeline board and View Details. */
export function AdminJobsTable({ jobs, onView }: AdminJobsTableProps) {
  return (
    <JobsTable
      label="Open jobs"
      jobs={jobs}
      action={(job) => (
        <>
          <Link
            className="job-admin-table__pipeline"
            to={`/admin/jobs/${encodeURIComponent(job.id)}/pipeline`}
            aria-label={`Pipeline for ${job.title}`}
          >
            Pipeline
          </Link>
          <button
            type="button"
            className="button"
            aria-label={`View Details for ${job.title}`}
            onClick={() => onView(job.id)}
          >
            View Details
          </button>
        </>
      )}
    />
  );
}
