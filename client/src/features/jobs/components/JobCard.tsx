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
 * One position in the grid, the whole card one link to the job's page: its name is the job's
 * title, the facts under it are its description, and nothing else in the card is interactive. The
 * link is the title's, stretched over the card (jobs.css), so the card reads as title, location,
 * facts. It is a real link (crawlable; a middle-click or Ctrl+click opens it in a new tab); a plain
 * click opens the job over the list.
 */
export function JobCard({ job, onView }: JobCardProps) {
  const factsId = useId();
  const facts = [employmentTypeLabel(job.employmentType), workplaceLabel(job.workplace), job.department].filter(
    Boolean,
  );
  const salary = salaryText(job);
  return (
    <li className="job-card">
      <h2 className="job-card__title">
        <a
          href={jobHref(job.id)}
          className="job-card__link"
          aria-describedby={factsId}
          onClick={(event) => {
            if (opensElsewhere(event)) return;
            event.preventDefault();
            onView(job.id);
          }}
        >
          {job.title}
        </a>
      </h2>
      <div id={factsId} className="job-card__body">
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
      </div>
      {/* The card's look of a call to action; the link above is what is pressed. */}
      <span className="job-card__action" aria-hidden="true">
        View Details
      </span>
    </li>
  );
}
