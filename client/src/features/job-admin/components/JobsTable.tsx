import type { ReactNode } from 'react';

import { TableScroll } from '../../../components/ui/TableScroll';
import type { AdminJobCountsFragment } from '../../../gql/graphql';

import { ApplicantCountCells } from './ApplicantCountCells';

type JobRow = { id: string; title: string; location: string } & AdminJobCountsFragment;

export interface JobsTableProps<Job extends JobRow> {
  /** The table's name (its hidden caption and the scroll region's label). */
  label: string;
  jobs: readonly Job[];
  /** A column between Location and the counts, when the table has one. */
  extraColumn?: { header: string; cell: (job: Job) => ReactNode };
  /** The row's action (the last cell). */
  action: (job: Job) => ReactNode;
}

/** Jobs, one row each: title, location, any extra column, applicants (linked to them), awaiting decision and an action. */
export function JobsTable<Job extends JobRow>({ label, jobs, extraColumn, action }: JobsTableProps<Job>) {
  return (
    <TableScroll label={label}>
      <table className="job-admin-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Location</th>
            {extraColumn && <th scope="col">{extraColumn.header}</th>}
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
              {extraColumn && <td>{extraColumn.cell(job)}</td>}
              <ApplicantCountCells job={job} />
              <td>{action(job)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
