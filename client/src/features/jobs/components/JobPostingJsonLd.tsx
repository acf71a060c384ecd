import type { PublicJobDetailsFieldsFragment } from '../../../gql/graphql';
import { jobPostingStructuredData, serializeJsonLd } from '../job-posting';

/** Whether the server already wrote this job's JobPosting into the page (server/src/http/job-posting-ld.ts). */
function writtenByServer(jobId: string): boolean {
  return Array.from(document.querySelectorAll('script[data-job-posting]')).some(
    (element) => element.getAttribute('data-job-posting') === jobId,
  );
}

/**
 * Removes the JobPosting the server wrote for the job the page was loaded for once the app shows
 * another job or none: structured data describes what is on screen.
 */
export function dropServerJobPostingsExcept(jobId: string | undefined): void {
  for (const element of Array.from(document.querySelectorAll('script[data-job-posting]'))) {
    if (element.getAttribute('data-job-posting') !== jobId) element.remove();
  }
}

/**
 * The job's schema.org JobPosting, for search engines, while its details are open: for a job
 * opened inside the app. A job's page as the server sends it already carries one (more complete),
 * so none is added for that job.
 */
export function JobPostingJsonLd({ job }: { job: PublicJobDetailsFieldsFragment }) {
  if (writtenByServer(job.id)) return null;
  const json = serializeJsonLd(jobPostingStructuredData(job, window.location.origin));
  // The JSON is escaped for a script element (serializeJsonLd), so it is safe as raw text here.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
