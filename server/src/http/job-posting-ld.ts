import { jobPagePath } from './public-pages';
import { escapeHtml, type JobForHead, scriptJson, SITE_NAME } from './site-head';

/** What the JobPosting reads of a job, besides what its head reads. */
export interface JobForPosting extends JobForHead {
  responsibilities: string[];
  qualifications: string[];
  createdAt: Date;
}

/** Names the job a JobPosting element describes; the client writes no second one for that job. */
export const JOB_POSTING_DATA_ATTRIBUTE = 'data-job-posting';

function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The job's three lists as the HTML Google asks for in `description`. */
export function jobDescriptionHtml(
  job: Pick<JobForPosting, 'description' | 'responsibilities' | 'qualifications'>,
): string {
  const list = (heading: string, lines: string[]) =>
    lines.length
      ? `<h3>${heading}</h3><ul>${lines.map((line) => `<li>${escapeHtmlText(line)}</li>`).join('')}</ul>`
      : '';
  return (
    job.description.map((line) => `<p>${escapeHtmlText(line)}</p>`).join('') +
    list('Responsibilities', job.responsibilities) +
    list('Qualifications', job.qualifications)
  );
}

/**
 * A free-text location as PostalAddress parts: "City", "City, Country" or "City, Region, Country"
 * (the job has no structured address yet).
 */
export function addressParts(location: string): Record<string, string> {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return {};
  if (parts.length === 1) return { addressLocality: parts[0]! };
  return {
    addressLocality: parts[0]!,
    ...(parts.length > 2 ? { addressRegion: parts.slice(1, -1).join(', ') } : {}),
    addressCountry: parts[parts.length - 1]!,
  };
}

/**
 * The job's schema.org JobPosting with every property Google lists as required or recommended
 * that the job has today (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
 * validThrough, employmentType and baseSalary come with the job fields that hold them. A job
 * located "Remote" is a TELECOMMUTE posting (its applicant countries come with those fields too).
 */
export function jobPosting(origin: string, job: JobForPosting) {
  const location = job.location.trim();
  const remote = /^remote$/i.test(location);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: job.createdAt.toISOString(),
    url: origin + jobPagePath(job.id),
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: job.id },
    hiringOrganization: {
      '@type': 'Organization',
      name: SITE_NAME,
      sameAs: origin,
      url: origin,
      logo: `${origin}/apple-touch-icon.png`,
    },
    directApply: true,
    ...(remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(location && !remote
      ? { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', ...addressParts(location) } } }
      : {}),
  };
}

/** The JobPosting as a script element that no text in the job can end (see scriptJson). */
export function jobPostingScript(origin: string, job: JobForPosting): string {
  const json = scriptJson(jobPosting(origin, job));
  return `<script type="application/ld+json" ${JOB_POSTING_DATA_ATTRIBUTE}="${escapeHtml(job.id)}">${json}</script>`;
}
