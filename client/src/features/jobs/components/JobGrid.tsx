import type { PublicJobCardFieldsFragment } from '../../../gql/graphql';

import { JobCard } from './JobCard';

/** The cards, four to a row on large screens and fewer on narrow ones (jobs.css). */
export function JobGrid({
  jobs,
  onView,
}: {
  jobs: readonly PublicJobCardFieldsFragment[];
  onView: (id: string) => void;
}) {
  return (
    <ul className="job-grid" aria-label="Open positions">
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} onView={onView} />
      ))}
    </ul>
  );
}
