import type { ArchivedJobFieldsFragment } from '../../../gql/graphql';
import { TableScroll } from '../../../components/ui/TableScroll';
import { formatMoment } from '../../../lib/format-when';
import { jobAdminMessages } from '../job-admin-messages';

import { ApplicantCountCells } from './ApplicantCountCells';

export interface ArchivedJobsTableProps {
  jobs: readonly ArchivedJobFieldsFragment[];
  /** The jobs whose Reopen is under way. */
  busyIds: ReadonlySet<string>;
  onReopen: (job: ArchivedJobFieldsFragment) => void;
}

/** The archived jobs, one row each: title, location, when archived, the counts and Reopen. */
export function ArchivedJobsTable({ jobs, busyIds, onReopen }: ArchivedJobsTableProps) {
  return (
    <TableScroll label="Archived jobs">
      <table className="job-admin-table">
        <caption className="visually-hidden">Archived jobs</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Location</th>
            <th scope="col">Archived</th>
            <th scope="col">Applicants</th>
            <th scope="col">Awaiting decision</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => {
            const busy = busyIds.has(job.id);
            return (
              <tr key={job.id}>
                <td>{job.title}</td>
                <td>{job.location || 'Not specified'}</td>
                <td>{job.archivedAt && <time dateTime={job.archivedAt}>{formatMoment(job.archivedAt)}</time>}</td>
                <ApplicantCountCells job={job} />
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={`${jobAdminMessages.reopen} ${job.title}`}
                    disabled={busy}
                    onClick={() => onReopen(job)}
                  >
                    {busy ? jobAdminMessages.reopening : jobAdminMessages.reopen}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
