import { useId } from 'react';

import type { PublicJobCardFieldsFragment } from '../../../gql/graphql';

export interface JobCardProps {
  job: PublicJobCardFieldsFragment;
  onView: (id: string) => void;
}

/** One position in the grid: title, location and the way into its details. */
export function JobCard({ job, onView }: JobCardProps) {
  const titleId = useId();
  return (
    <li className="job-card">
      <h2 id={titleId} className="job-card__title">
        {job.title}
      </h2>
      <p className="job-card__location">{job.location || 'Location not specified'}</p>
      {/* Every card's button reads "View Details"; the job title describes which one. */}
      <button
        type="button"
        className="button button--primary job-card__action"
        aria-describedby={titleId}
        onClick={() => onView(job.id)}
      >
        View Details
      </button>
    </li>
  );
}
