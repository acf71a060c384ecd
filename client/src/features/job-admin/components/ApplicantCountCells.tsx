import { Link } from 'react-router-dom';

import type { AdminJobCountsFragment } from '../../../gql/graphql';
import { applicantsNoun, candidatesOfJobPath } from '../job-admin-messages';

export interface ApplicantCountCellsProps {
  job: { id: string; title: string } & AdminJobCountsFragment;
}

/**
 * A job row's two count cells: its applicants, linked to the job's candidates, and how many of
 * them nobody has decided about yet. The link's name says whose applicants they are.
 */
export function ApplicantCountCells({ job }: ApplicantCountCellsProps) {
  return (
    <>
      <td className="job-admin-table__count">
        <Link to={candidatesOfJobPath(job.id)}>
          {job.applicantCount}
          <span className="visually-hidden">{` ${applicantsNoun(job.applicantCount)} for ${job.title}`}</span>
        </Link>
      </td>
      <td className="job-admin-table__count">{job.awaitingDecisionCount}</td>
    </>
  );
}
