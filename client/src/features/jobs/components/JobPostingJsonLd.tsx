import type { PublicJobDetailsFieldsFragment } from '../../../gql/graphql';
import { jobPostingStructuredData, serializeJsonLd } from '../job-posting';

/** The job's schema.org JobPosting, for search engines, while its details are open. */
export function JobPostingJsonLd({ job }: { job: PublicJobDetailsFieldsFragment }) {
  const json = serializeJsonLd(jobPostingStructuredData(job, window.location.origin));
  // The JSON is escaped for a script element (serializeJsonLd), so it is safe as raw text here.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
