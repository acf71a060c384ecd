import type { AdminJobCountsFragment, AdminJobFieldsFragment } from '../../../gql/graphql';
import { TableScroll } from '../../../components/ui/TableScroll';

import { ApplicantCountCells } from './ApplicantCountCells';

export interface AdminJobsTableProps {
  jobs: readonly (AdminJobFieldsFragment & AdminJobCountsFragment)[];
  onView: (id: string) => void;
}

/** The open jobs, one row each: title, location, applicants (linked to them), awaiting decision and View Details. */
export function AdminJobsTable({ jobs, onView }: AdminJobsTableProps) {
  return (
    <TableScroll label="Open jobs">
      <table className="job-admin-table">
        <caption className="visually-hidden">Open jobs</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Location</th>
            <th scope="col">Applicants</th>
            <th scope="col">Awaiting decision</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id}>
              <td>{job.title}</td>
              <td>{job.location || 'Not specified'}</td>
              <ApplicantCountCells job={job} />
              <td>
                <button
                  type="button"
                  className="button"
                  aria-label={`View Details for ${job.title}`}
                  onClick={() => onView(job.id)}
                >
                  View Details
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
