import { type MouseEvent, useId } from 'react';

import type { PublicJobCardFieldsFragment } from '../../../gql/graphql';
import { closingDay, employmentTypeLabel, postedAgo, salaryText, workplaceLabel } from '../job-facts';

export interface JobCardProps {
  job: PublicJobCardFieldsFragment;
  onView: (id: string) => void;
}

/** The job's own page: the address the card links to, for crawlers and new tabs. */
export function jobHref(id: string): string {
  return `/browse-positions/${encodeURIComponent(id)}`;
}

/** A click the browser should handle itself: another button, or a modifier (new tab, new window, download). */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * One position in the grid: title, location and the way into its details, a real link to the
 * job's page (crawlable; a middle-click or Ctrl+click opens it in a new tab) that a plain click
 * opens as the details dialog over the list.
 */
export function JobCard({ job, onView }: JobCardProps) {
  const titleId = useId();
  const facts = [employmentTypeLabel(job.employmentType), workplaceLabel(job.workplace), job.department].filter(
    Boolean,
  );
  const salary = salaryText(job);
  return (
    <li className="job-card">
      <h2 id={titleId} className="job-card__title">
        {job.title}
      </h2>
      <p className="job-card__location">{job.location || 'Location not specified'}</p>
      {facts.length > 0 && <p className="job-card__facts">{facts.join(' · ')}</p>}
      {salary && <p className="job-card__salary">{salary}</p>}
      <p className="job-card__dates">
        <time dateTime={job.createdAt}>Posted {postedAgo(job.createdAt)}</time>
        {job.closesAt && (
          <>
            {' · '}
            <time dateTime={job.closesAt}>Closes {closingDay(job.closesAt)}</time>
          </>
        )}
      </p>
      {/* Every card's link reads "View Details"; the job title describes which one. */}
      <a
        href={jobHref(job.id)}
        className="button button--primary job-card__action"
        aria-describedby={titleId}
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          onView(job.id);
        }}
      >
        View Details
      </a>
    </li>
  );
}
