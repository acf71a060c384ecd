import { useEffect, useId, useRef } from 'react';

import { detailsTitle, JobDetailsBody, type JobDetailsDialogProps } from './JobDetailsDialog';

/**
 * On a phone, the job in the URL as a page of its own (not a dialog over the list): a way back,
 * the job's title as the page's heading, its details, and the bar with Apply Now at the foot of
 * the screen. The heading takes the focus when a job opens, so reading starts there.
 */
export function JobDetailsPage({ state, onClose, onApply }: JobDetailsDialogProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = detailsTitle(state);

  useEffect(() => {
    heading.current?.focus();
    window.scrollTo(0, 0);
  }, [title]);

  return (
    <article className="job-page" aria-labelledby={headingId}>
      <button type="button" className="job-page__back" onClick={onClose}>
        ← All positions
      </button>
      <h1 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <JobDetailsBody state={state} onClose={onClose} onApply={onApply} />
    </article>
  );
}
